/// A backend with its constraint type erased, so that one group can hold constraints of
/// whatever backend its items use.
@MainActor
protocol AnyConstraintBackend {
    var id: ObjectIdentifier { get }
    func make(_ spec: ConstraintSpec) throws(PlumbError) -> AnyObject
    func activate(_ constraints: [AnyObject], describedBy specs: [ConstraintSpec]) -> [PlumbError]
    func deactivate(_ constraints: [AnyObject])
    func setConstant(_ constant: Double, of constraint: AnyObject)
    func isActive(_ constraint: AnyObject) -> Bool
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

    func activate(_ constraints: [AnyObject], describedBy specs: [ConstraintSpec]) -> [PlumbError] {
        backend.activate(typed(constraints), describedBy: specs)
    }

    func deactivate(_ constraints: [AnyObject]) {
        backend.deactivate(typed(constraints))
    }

    /// The constraints as the backend's type. Written with a pointer rather than `map`:
    /// this code runs unspecialized, and `map` would copy each element through value
    /// witnesses where a class reference needs one retain.
    private func typed(_ constraints: [AnyObject]) -> [Backend.Constraint] {
        [Backend.Constraint](unsafeUninitializedCapacity: constraints.count) { buffer, count in
            for index in constraints.indices {
                (buffer.baseAddress! + index).initialize(
                    to: unsafeDowncast(constraints[index], to: Backend.Constraint.self))
            }
            count = constraints.count
        }
    }

    func setConstant(_ constant: Double, of constraint: AnyObject) {
        backend.setConstant(constant, of: unsafeDowncast(constraint, to: Backend.Constraint.self))
    }

    func isActive(_ constraint: AnyObject) -> Bool {
        backend.isActive(unsafeDowncast(constraint, to: Backend.Constraint.self))
    }
}

extension ConstraintBackend {
    var erased: any AnyConstraintBackend { BackendBox(backend: self) }
}
