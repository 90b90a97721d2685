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

/// Wraps a concrete backend. The constraints it is handed are always ones it made, so the
/// downcasts cannot fail.
struct BackendBox<Backend: ConstraintBackend>: AnyConstraintBackend {
    let backend: Backend

    var id: ObjectIdentifier { ObjectIdentifier(Backend.self) }

    func make(_ spec: ConstraintSpec) throws(PlumbError) -> AnyObject {
        try backend.makeConstraint(from: spec)
    }

    func activate(_ constraints: [AnyObject]) {
        backend.activate(constraints.map { $0 as! Backend.Constraint })
    }

    func deactivate(_ constraints: [AnyObject]) {
        backend.deactivate(constraints.map { $0 as! Backend.Constraint })
    }

    func setConstant(_ constant: Double, of constraint: AnyObject) {
        backend.setConstant(constant, of: constraint as! Backend.Constraint)
    }
}

extension ConstraintBackend {
    var erased: any AnyConstraintBackend { BackendBox(backend: self) }
}
