import Foundation
import PlumbLayout
import SolverWorkload

/// The DSL-overhead workload of issue 5: `count` constraints (4 per view) on `count / 4`
/// sibling views under one root, made either through one `constrain { … }` block or as the
/// same `LayoutConstraint`s built by hand and activated in one call.
///
/// Per view i (1-based) under root r: `leading == r.leading + 8`,
/// `top == (i == 1 ? r.top : previous.bottom) + 4`, `width == r.width * 0.5 - 8 ~ .high`,
/// `height == 20`. A scene is used once: make a new one per measurement.
@MainActor
public final class DSLOverheadScene {
    /// The root view, 1,000 points wide; it keeps its frame (autoresizing mask on).
    public let root: LayoutView
    /// The constrained views, in order.
    public let views: [LayoutView]

    /// Makes the root and `constraintCount / 4` subviews, unconstrained. Throws
    /// `WorkloadFailure` unless `constraintCount` is a positive multiple of 4.
    public init(constraintCount: Int = 10_000) throws(WorkloadFailure) {
        guard constraintCount > 0, constraintCount % 4 == 0 else {
            throw WorkloadFailure("the constraint count must be a positive multiple of 4, got \(constraintCount)")
        }
        root = LayoutView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        var views: [LayoutView] = []
        views.reserveCapacity(constraintCount / 4)
        for _ in 0..<constraintCount / 4 {
            let view = LayoutView()
            root.addSubview(view)
            views.append(view)
        }
        self.views = views
    }

    /// Makes and activates the constraints through one `constrain` block (the array form).
    @discardableResult
    public func constrainWithDSL() -> ConstraintGroup {
        constrain([root] + views) { items in
            let root = items[0]
            for i in 1..<items.count {
                let view = items[i]
                view.leading == root.leading + 8
                if i == 1 {
                    view.top == root.top + 4
                } else {
                    view.top == items[i - 1].bottom + 4
                }
                view.width == root.width * 0.5 - 8 ~ .high
                view.height == 20
            }
        }
    }

    /// Builds the same constraints with `LayoutConstraint`'s initializer (clearing
    /// `translatesAutoresizingMaskIntoConstraints` as the DSL does) and activates them with
    /// one `LayoutConstraint.activate` call.
    @discardableResult
    public func constrainByHand() -> [LayoutConstraint] {
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(views.count * 4)
        for (index, view) in views.enumerated() {
            view.translatesAutoresizingMaskIntoConstraints = false
            constraints.append(
                LayoutConstraint(
                    item: view, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading,
                    multiplier: 1, constant: 8))
            let above: LayoutView = index == 0 ? root : views[index - 1]
            constraints.append(
                LayoutConstraint(
                    item: view, attribute: .top, relatedBy: .equal, toItem: above,
                    attribute: index == 0 ? .top : .bottom, multiplier: 1, constant: 4))
            let width = LayoutConstraint(
                item: view, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width,
                multiplier: 0.5, constant: -8)
            width.priority = .high
            constraints.append(width)
            constraints.append(
                LayoutConstraint(
                    item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 20))
        }
        LayoutConstraint.activate(constraints)
        return constraints
    }

    /// Lays the root out and compares every frame with the closed form (x = 8, y = 4 + 24·i,
    /// width 492, height 20), and the number of active constraints with `4 × views`.
    public func check(_ what: String) throws(WorkloadFailure) {
        root.layoutIfNeeded()
        let active = views.reduce(0) { $0 + $1.constraints.count } + root.constraints.count
        guard active >= views.count * 4 else {
            throw WorkloadFailure("\(what): \(active) installed constraints, expected at least \(views.count * 4)")
        }
        for (i, view) in views.enumerated() {
            let expected = CGRect(x: 8, y: 4 + 24 * CGFloat(i), width: 492, height: 20)
            let frame = view.frame
            guard abs(frame.minX - expected.minX) < 0.01, abs(frame.minY - expected.minY) < 0.01,
                abs(frame.width - expected.width) < 0.01, abs(frame.height - expected.height) < 0.01
            else {
                throw WorkloadFailure("\(what): view \(i) frame \(frame), expected \(expected)")
            }
        }
    }
}
