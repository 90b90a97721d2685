import Foundation
import PlumbLayout
import SolverWorkload

/// The conflict workload of issue 12: a stack of `links` views under the root, each 30
/// points tall and 8 below the previous one (the first at the root's top), then a required
/// pin of the last view's bottom that the stack cannot meet. The only conflict is the whole
/// chain: every view's top and height constraint and the pin (2 · links + 1 constraints), so
/// explaining it minimally means proving each of them needed.
@MainActor
public final class ChainConflictScene {
    /// The root, 375 × 800 points; it keeps its frame.
    public let root: LayoutView
    /// The stacked views, top to bottom.
    public let views: [LayoutView]
    private let pin: ConstraintGroup

    /// Makes the stack with one `constrain` block per view and lays it out; the pin is made
    /// but not activated. Throws `WorkloadFailure` for fewer than 2 links or a DSL error.
    public init(links: Int) throws(WorkloadFailure) {
        guard links >= 2 else { throw WorkloadFailure("a chain needs at least 2 links, got \(links)") }
        root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 800))
        var views: [LayoutView] = []
        for index in 0..<links {
            let view = LayoutView()
            root.addSubview(view)
            let above = views.last ?? root
            let first = index == 0
            let group = constrain(root, above, view) { root, above, view in
                if first { view.top == root.top } else { view.top == above.bottom + 8 }
                view.height == 30
                view.leading == root.leading
                view.width == 10
            }
            guard group.errors.isEmpty else { throw WorkloadFailure("link \(index): \(group.errors)") }
            views.append(view)
        }
        self.views = views
        pin = ConstraintGroup(views[links - 1].anchors.bottom == root.anchors.top + 100)
        root.layoutIfNeeded()
    }

    /// Activates the pin; the engine explains the conflict and breaks the pin.
    public func activatePin() {
        _ = PlumbDiagnostics.collecting { pin.activate() }
    }

    /// Throws unless the engine reported exactly the whole chain and the pin, broke the pin,
    /// and left every frame where the chain puts it.
    public func check() throws(WorkloadFailure) {
        let reports = pin.errors.filter { $0.kind == .unsatisfiable }
        guard reports.count == 1, let report = reports.first else {
            throw WorkloadFailure("expected one conflict report, got \(pin.errors)")
        }
        let expected = 2 * views.count + 1
        guard report.constraints.count == expected else {
            throw WorkloadFailure("the conflict has \(report.constraints.count) constraints, expected \(expected)")
        }
        guard let broken = report.brokenConstraint, pin.constraints.contains(where: { $0 === broken }) else {
            throw WorkloadFailure("the engine broke \(String(describing: report.brokenConstraint)), not the pin")
        }
        root.layoutIfNeeded()
        for (index, view) in views.enumerated() {
            try expectFrame(view.frame, CGRect(x: 0, y: CGFloat(index * 38), width: 10, height: 30), "chain view \(index)")
        }
    }
}
