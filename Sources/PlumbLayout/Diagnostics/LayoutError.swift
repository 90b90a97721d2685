/// A problem the engine found: an invalid constraint, a constraint it cannot activate, a
/// set of required constraints that cannot hold together, or a bad value given to a view.
///
/// The engine never traps on these. It refuses the one thing that is wrong (the
/// constraint, the value), keeps everything else working, and hands the error to
/// ``LayoutDiagnostics/handler`` (which prints it by default). The throwing factory
/// ``LayoutConstraint/checked(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``
/// throws it instead.
public struct LayoutError: Error, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// The constraint is malformed (an invalid attribute pairing, a location equal to a
        /// constant, a non-finite number, an item that is not a view or guide). The message
        /// carries Auto Layout's reason string where Auto Layout has one.
        case invalidConstraint
        /// Activation refused: the two items have no common ancestor.
        case noCommonAncestor
        /// Activation refused: an item is a layout guide not added to any view, or is gone.
        case notInHierarchy
        /// Activation refused: the constraint is inert because its creation failed validation.
        case inertConstraint
        /// Required constraints cannot all hold. ``LayoutError/constraints`` is a minimal
        /// set that cannot hold together; the engine stopped enforcing
        /// ``LayoutError/brokenConstraint`` (it stays active, see
        /// ``LayoutConstraint/isBroken``) and kept laying out.
        case unsatisfiable
        /// A priority outside 1…1000 was refused; the old one is kept.
        case invalidPriority
        /// A non-finite constant was refused; the old one is kept.
        case nonFiniteConstant
        /// A value given to a view (frame, margins, insets, intrinsic size, scale,
        /// priorities, fitting size) was refused.
        case invalidValue
        /// A hierarchy change that would make a cycle was refused.
        case invalidHierarchy
        /// The solver refused something the engine believed valid: a bug in Plumb, reported
        /// rather than trapped. The engine keeps working with the rest.
        case internalInconsistency
    }

    /// What went wrong.
    public let kind: Kind
    /// The full report, for a developer to act on.
    public let message: String
    /// The constraints involved: the conflicting set for ``Kind/unsatisfiable``, the
    /// refused constraint for activation and value errors, else empty.
    public let constraints: [LayoutConstraint]
    /// For ``Kind/unsatisfiable``: the constraint the engine stopped enforcing.
    public let brokenConstraint: LayoutConstraint?

    /// The report.
    public var description: String { message }

    init(
        _ kind: Kind, _ message: String, constraints: [LayoutConstraint] = [],
        broken: LayoutConstraint? = nil
    ) {
        self.kind = kind
        self.message = message
        self.constraints = constraints
        self.brokenConstraint = broken
    }
}

@MainActor
extension LayoutError {
    static func invalidConstraint(reason: String, constraint: String) -> LayoutError {
        LayoutError(.invalidConstraint, "Invalid constraint \(constraint): \(reason)")
    }

    static func noCommonAncestor(constraint: LayoutConstraint, first: String, second: String)
        -> LayoutError
    {
        LayoutError(
            .noCommonAncestor,
            "Unable to activate constraint \(constraint) with items \(first) and \(second) "
                + "because they have no common ancestor. Does the constraint or its anchors reference "
                + "items in different view hierarchies? That's illegal. The constraint was not activated.",
            constraints: [constraint])
    }

    static func notInHierarchy(constraint: LayoutConstraint, item: String) -> LayoutError {
        LayoutError(
            .notInHierarchy,
            "Unable to activate constraint \(constraint): \(item) is not in a view hierarchy "
                + "(a layout guide must be added to a view with addLayoutGuide first). The constraint was not activated.",
            constraints: [constraint])
    }

    static func inertConstraint(_ constraint: LayoutConstraint, reason: String) -> LayoutError {
        LayoutError(
            .inertConstraint,
            "Unable to activate constraint \(constraint): it failed validation when it was made (\(reason)).",
            constraints: [constraint])
    }

    static func unsatisfiable(conflict: [LayoutConstraint], broken: LayoutConstraint) -> LayoutError
    {
        var text = "Unable to simultaneously satisfy constraints.\n"
        text +=
            "\tProbably at least one of the constraints in the following list is one you don't want. "
        text +=
            "Try this: (1) look at each constraint and try to figure out which you don't expect; "
        text += "(2) find the code that added the unwanted constraint or constraints and fix it. "
        text +=
            "(Note: if you're seeing autoresizing constraints that you don't understand, refer to "
        text += "the documentation for translatesAutoresizingMaskIntoConstraints)\n(\n"
        for constraint in conflict { text += "    \"\(constraint)\",\n" }
        text += ")\n\nWill attempt to recover by breaking constraint\n\(broken)\n\n"
        text += "Set LayoutDiagnostics.handler to observe these reports."
        return LayoutError(.unsatisfiable, text, constraints: conflict, broken: broken)
    }

    static func invalidPriority(_ priority: LayoutPriority, constraint: LayoutConstraint)
        -> LayoutError
    {
        LayoutError(
            .invalidPriority,
            "Invalid priority \(priority) for \(constraint): priorities must be between 1 and 1000. "
                + "The previous priority was kept.",
            constraints: [constraint])
    }

    static func nonFiniteConstant(_ value: Double, constraint: LayoutConstraint) -> LayoutError {
        LayoutError(
            .nonFiniteConstant,
            "LayoutConstraint constant is not finite! That's illegal. constant:\(value) "
                + "constraint:\(constraint). The previous constant was kept.",
            constraints: [constraint])
    }

    static func invalidValue(property: String, value: String, item: String) -> LayoutError {
        LayoutError(
            .invalidValue, "Invalid \(property) \(value) for \(item): the value was refused.")
    }

    static func invalidHierarchy(reason: String) -> LayoutError {
        LayoutError(.invalidHierarchy, "Invalid view hierarchy change: \(reason)")
    }

    static func internalInconsistency(_ message: String) -> LayoutError {
        LayoutError(
            .internalInconsistency, "PlumbLayout internal inconsistency (please report): \(message)"
        )
    }
}
