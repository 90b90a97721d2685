import Plumb
import PlumbAppKitStub
import Testing

/// The Apple backend over the AppKit stub, for the backend conformance suite
/// (`BackendConformanceTests.swift`).
typealias ConformanceView = NSView
typealias ConformanceGuide = NSLayoutGuide

@MainActor
enum ConformancePlatform {
    /// AppKit logs unsatisfiable constraints itself; the stub has no solver.
    static let reportsConflicts = false
    static var backend: any ConstraintBackend { AppleConstraintBackend() }

    /// Fails the running test wherever AppKit would raise (see StubAutoLayoutRules.swift).
    static func failOnPlatformExceptions() {
        stubExceptionHandler = { exception in
            Issue.record("AppKit would raise \(exception)")
        }
    }

    static func makeView(_ name: String) -> NSView {
        let view = NSView()
        view.identifier = NSUserInterfaceItemIdentifier(name)
        return view
    }

    static func makeGuide(_ name: String) -> NSLayoutGuide {
        let guide = NSLayoutGuide()
        guide.identifier = NSUserInterfaceItemIdentifier(name)
        return guide
    }

    static func add(_ view: NSView, to parent: NSView) { parent.addSubview(view) }
    static func add(_ guide: NSLayoutGuide, to view: NSView) { view.addLayoutGuide(guide) }
    static func remove(_ view: NSView) { view.removeFromSuperview() }
    static func isActive(_ constraint: AnyObject) -> Bool {
        (constraint as? NSLayoutConstraint)?.isActive ?? false
    }
    static func identifier(of constraint: AnyObject) -> String? {
        (constraint as? NSLayoutConstraint)?.identifier
    }
    static func constant(of constraint: AnyObject) -> Double {
        Double((constraint as? NSLayoutConstraint)?.constant ?? .nan)
    }

    /// A root view (the stub has no geometry).
    static func makeRoot(_ name: String) -> ConformanceView { makeView(name) }

    /// The stub does not lay out.
    static func frames(of views: [ConformanceView], root: ConformanceView) -> [String]? { nil }

    /// The constraint's own fields, as the platform holds them:
    /// `a.width == b.width × 0.5 + 10 @1000` (`nil` for no second item).
    static func terms(of constraint: AnyObject) -> String? {
        guard let constraint = constraint as? NSLayoutConstraint else { return nil }
        let relation = ["<=", "==", ">="][constraint.relation.rawValue + 1]
        let second =
            constraint.secondItem.map { "\(name(of: $0)).\(constraint.secondAttribute)" } ?? "nil"
        return "\(constraint.firstItem.map(name(of:)) ?? "?").\(constraint.firstAttribute) "
            + "\(relation) \(second) × \(ConformanceNumber.format(Double(constraint.multiplier)))"
            + " + \(ConformanceNumber.format(Double(constraint.constant)))"
            + " @\(ConformanceNumber.format(Double(constraint.priority.rawValue)))"
    }

    private static func name(of item: AnyObject) -> String {
        (item as? NSView)?.identifier?.rawValue ?? (item as? NSLayoutGuide)?.identifier.rawValue
            ?? "?"
    }
}

/// Numbers as the conformance tests write them: `10`, `0.5`.
enum ConformanceNumber {
    static func format(_ value: Double) -> String {
        value.isFinite && Double(Int(value)) == value ? String(Int(value)) : String(value)
    }
}
