import Foundation
import PlumbLayout

/// The built-in engine, for the backend conformance suite (`BackendConformanceTests.swift`).
typealias ConformanceView = LayoutView
typealias ConformanceGuide = LayoutGuide

@MainActor
enum ConformancePlatform {
    /// The engine reports unsatisfiable constraints (the stubs have no solver).
    static let reportsConflicts = true
    static var backend: any ConstraintBackend { LayoutConstraintBackend() }

    /// Nothing to arm: the engine never raises.
    static func failOnPlatformExceptions() {}

    static func makeView(_ name: String) -> LayoutView {
        let view = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.identifier = name
        return view
    }

    static func makeGuide(_ name: String) -> LayoutGuide {
        let guide = LayoutGuide()
        guide.identifier = name
        return guide
    }

    static func add(_ view: LayoutView, to parent: LayoutView) { parent.addSubview(view) }
    static func add(_ guide: LayoutGuide, to view: LayoutView) { view.addLayoutGuide(guide) }
    static func remove(_ view: LayoutView) { view.removeFromSuperview() }
    static func isActive(_ constraint: AnyObject) -> Bool {
        (constraint as? LayoutConstraint)?.isActive ?? false
    }
    static func identifier(of constraint: AnyObject) -> String? {
        (constraint as? LayoutConstraint)?.identifier
    }
    static func constant(of constraint: AnyObject) -> Double {
        Double((constraint as? LayoutConstraint)?.constant ?? .nan)
    }

    /// A root view: 400 × 400, frames rounded to 1/64 point (so that a fresh build and an
    /// incremental one round the same exact values the same way).
    static func makeRoot(_ name: String) -> LayoutView {
        let view = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        view.identifier = name
        view.displayScale = 64
        return view
    }

    /// The frames of `views` after laying out `root`'s tree.
    static func frames(of views: [LayoutView], root: LayoutView) -> [String]? {
        root.layoutIfNeeded()
        return views.map { view in
            let frame = view.frame
            return "(\(frame.minX), \(frame.minY), \(frame.width), \(frame.height))"
        }
    }

    /// The constraint's own fields, as the engine holds them:
    /// `a.width == b.width × 0.5 + 10 @1000` (`nil` for no second item).
    static func terms(of constraint: AnyObject) -> String? {
        guard let constraint = constraint as? LayoutConstraint else { return nil }
        let second =
            constraint.secondItem.map { "\(name(of: $0)).\(constraint.secondAttribute)" } ?? "nil"
        return "\(constraint.firstItem.map(name(of:)) ?? "?").\(constraint.firstAttribute) "
            + "\(constraint.relation) \(second) × \(ConformanceNumber.format(Double(constraint.multiplier)))"
            + " + \(ConformanceNumber.format(Double(constraint.constant)))"
            + " @\(ConformanceNumber.format(Double(constraint.priority.rawValue)))"
    }

    private static func name(of item: AnyObject) -> String {
        (item as? LayoutView)?.identifier ?? (item as? LayoutGuide)?.identifier ?? "?"
    }
}

/// Numbers as the conformance tests write them: `10`, `0.5`.
enum ConformanceNumber {
    static func format(_ value: Double) -> String {
        value.isFinite && Double(Int(value)) == value ? String(Int(value)) : String(value)
    }
}
