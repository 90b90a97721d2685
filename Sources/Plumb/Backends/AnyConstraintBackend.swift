/// A backend with its constraint type erased, so that one group can hold constraints of
/// whatever backend its items use.
@MainActor
protocol AnyConstraintBackend {
    var id: ObjectIdentifier { get }
    func make(_ spec: ConstraintSpec) throws(PlumbError) -> AnyObject
    func activate(_ constraints: [AnyObject])
    func deactivate(_ constraints: [AnyObject])
    func setConstant(_ constant: Double, of constraint: AnyObject)
}

/// Wraps a concrete backend. The constraints it is handed are always ones it made (a batch
/// never mixes backends), so the downcasts cannot fail; `unsafeDowncast` checks that in
/// debug builds and skips the costly dynamic cast in release ones.
struct BackendBox<Backend: ConstraintBackend>: AnyConstraintBackend {
    let backend: Backend

    var id: ObjectIdentifier { ObjectIdentifier(Backend.self) }

    func make(_ spec: ConstraintSpec) throws(PlumbError) -> AnyObject {
        try backend.makeConstraint(from: spec)
    }

    func activate(_ constraints: [AnyObject]) {
        backend.activate(constraints.map { unsafeDowncast($0, to: Backend.Constraint.self) })
    }

    func deactivate(_ constraints: [AnyObject]) {
        backend.deactivate(constraints.map { unsafeDowncast($0, to: Backend.Constraint.self) })
    }

    func setConstant(_ constant: Double, of constraint: AnyObject) {
        backend.setConstant(constant, of: unsafeDowncast(constraint, to: Backend.Constraint.self))
    }
}

extension ConstraintBackend {
    var erased: any AnyConstraintBackend { BackendBox(backend: self) }
}
