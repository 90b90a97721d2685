import Plumb

/// A platform constraint of the recording backend: the spec it was made from, and its state.
@MainActor
final class RecordedConstraint {
    let spec: ConstraintSpec
    var constant: Double
    var isActive = false

    init(spec: ConstraintSpec) {
        self.spec = spec
        self.constant = spec.constant
    }
}

/// Every call the recording backend received, in order.
@MainActor
final class BackendLog {
    static let shared = BackendLog()

    enum Call: Equatable {
        case make(String)
        case activate(Int)
        case deactivate(Int)
        case setConstant(Double)
    }

    var calls: [Call] = []
    /// Specs whose identifier contains this string fail in `makeConstraint`, to test how
    /// backend errors surface.
    var refuse: String?
    /// Specs whose identifier contains this string are refused in `activate`, to test how
    /// activation errors surface in the group.
    var refuseActivation: String?

    func reset() {
        calls = []
        refuse = nil
        refuseActivation = nil
    }

    var activateCalls: Int { calls.filter { if case .activate = $0 { true } else { false } }.count }
    var deactivateCalls: Int {
        calls.filter { if case .deactivate = $0 { true } else { false } }.count
    }
}

/// A backend that records what Plumb asks of it, for testing the compiler and groups.
struct RecordingBackend: ConstraintBackend {
    func makeConstraint(from spec: ConstraintSpec) throws(PlumbError) -> RecordedConstraint {
        if let refuse = BackendLog.shared.refuse, spec.identifier.contains(refuse) {
            throw PlumbError(.unsupported, "the recording backend refuses it", spec: spec)
        }
        BackendLog.shared.calls.append(.make(spec.expression))
        return RecordedConstraint(spec: spec)
    }

    func activate(
        _ constraints: [RecordedConstraint], describedBy specs: [ConstraintSpec]
    ) -> [PlumbError] {
        BackendLog.shared.calls.append(.activate(constraints.count))
        var refused: [PlumbError] = []
        for (constraint, spec) in zip(constraints, specs) {
            precondition(!constraint.isActive, "activated twice")
            if let refuse = BackendLog.shared.refuseActivation, spec.identifier.contains(refuse) {
                refused.append(
                    PlumbError(
                        .noCommonAncestor, "the recording backend refuses to activate it",
                        expression: spec.expression, location: spec.location,
                        constraints: [constraint]))
                continue
            }
            constraint.isActive = true
        }
        return refused
    }

    func deactivate(_ constraints: [RecordedConstraint]) {
        BackendLog.shared.calls.append(.deactivate(constraints.count))
        for constraint in constraints {
            precondition(constraint.isActive, "deactivated twice")
            constraint.isActive = false
        }
    }

    func isActive(_ constraint: RecordedConstraint) -> Bool { constraint.isActive }

    func setConstant(_ constant: Double, of constraint: RecordedConstraint) {
        BackendLog.shared.calls.append(.setConstant(constant))
        constraint.constant = constant
    }

    func name(of item: any LayoutItem) -> String {
        (item as? TestView)?.name ?? (item as? TestGuide)?.name ?? "?"
    }
}

/// A view of the recording backend.
final class TestView: LayoutViewItem {
    static var constraintBackend: any ConstraintBackend { RecordingBackend() }
    let name: String
    var translatesAutoresizingMaskIntoConstraints = true

    init(_ name: String) { self.name = name }
}

/// A layout guide of the recording backend.
final class TestGuide: LayoutItem {
    static var constraintBackend: any ConstraintBackend { RecordingBackend() }
    let name: String

    init(_ name: String) { self.name = name }
}

/// A second backend, to check that items of different backends are not related.
struct OtherBackend: ConstraintBackend {
    func makeConstraint(from spec: ConstraintSpec) throws(PlumbError) -> RecordedConstraint {
        RecordedConstraint(spec: spec)
    }
    func activate(
        _ constraints: [RecordedConstraint], describedBy specs: [ConstraintSpec]
    ) -> [PlumbError] {
        for constraint in constraints { constraint.isActive = true }
        return []
    }
    func deactivate(_ constraints: [RecordedConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
    func isActive(_ constraint: RecordedConstraint) -> Bool { constraint.isActive }
    func setConstant(_ constant: Double, of constraint: RecordedConstraint) {}
    func name(of item: any LayoutItem) -> String { "other" }
}

/// A view of ``OtherBackend``.
final class OtherView: LayoutViewItem {
    static var constraintBackend: any ConstraintBackend { OtherBackend() }
    var translatesAutoresizingMaskIntoConstraints = true
}
