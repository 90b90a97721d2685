/// What `view.superview` stands for when the view has no superview: an item that no backend
/// can constrain, named `view.superview`, so that the compiler refuses each relation that
/// uses it with ``PlumbError/Kind/noSuperview`` and names it in the expression.
@MainActor
final class MissingSuperview: LayoutItem {
    static var constraintBackend: any ConstraintBackend { MissingSuperviewBackend() }

    /// `child.superview`, with the child named as its backend names it (`<freed>` once it
    /// has gone).
    let name: String

    init(of child: (any LayoutItem)?) {
        name = (child.map(LayoutItemNames.name) ?? "<freed>") + ".superview"
    }
}

/// The backend of ``MissingSuperview``: it only names the stand-in. The compiler refuses
/// every relation with a missing superview before a backend is asked to make it, so making
/// one here is an internal error, reported rather than trapped.
@MainActor
struct MissingSuperviewBackend: ConstraintBackend {
    func makeConstraint(from spec: ConstraintSpec) throws(PlumbError) -> MissingSuperview {
        throw PlumbError(
            .internalInconsistency, "a relation with a missing superview reached a backend",
            spec: spec)
    }

    func activate(_ constraints: [MissingSuperview], describedBy specs: [ConstraintSpec])
        -> [PlumbError]
    { [] }

    func deactivate(_ constraints: [MissingSuperview]) {}

    func isActive(_ constraint: MissingSuperview) -> Bool { false }

    func setConstant(_ constant: Double, of constraint: MissingSuperview) {}

    func name(of item: any LayoutItem) -> String {
        (item as? MissingSuperview)?.name ?? "superview"
    }
}
