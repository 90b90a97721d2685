/// The engine's errors, as ``PlumbError``s: the same type, kinds and handler as the DSL's,
/// with the constraint's Plumb expression and source location, and Auto Layout's wording
/// where Auto Layout has some.
@MainActor
extension PlumbError {
    /// The constraints involved, as the engine's constraints (see ``PlumbError/constraints``).
    public var layoutConstraints: [LayoutConstraint] {
        constraints.compactMap { $0 as? LayoutConstraint }
    }

    /// For ``Kind/unsatisfiable``: the engine constraint it stopped enforcing (see
    /// ``PlumbError/brokenConstraint``).
    public var brokenLayoutConstraint: LayoutConstraint? {
        brokenConstraint as? LayoutConstraint
    }

    /// An error about `constraint`: its expression and location, and `constraints` involved.
    private init(_ kind: Kind, _ reason: String, about constraint: LayoutConstraint) {
        self.init(
            kind, reason, expression: ConflictReport.expression(of: constraint),
            location: constraint.sourceLocationText?.location, constraints: [constraint])
    }

    static func invalidConstraint(reason: String, constraint: String) -> PlumbError {
        PlumbError(.invalidConstraint, reason, expression: constraint, location: nil)
    }

    static func noCommonAncestor(constraint: LayoutConstraint, first: String, second: String)
        -> PlumbError
    {
        PlumbError(
            .noCommonAncestor,
            AutoLayoutRules.noCommonAncestorReason(first: first, second: second),
            about: constraint)
    }

    static func itemFreed(constraint: LayoutConstraint, item: String) -> PlumbError {
        PlumbError(
            .itemFreed,
            "Unable to activate constraint: \(item) was freed. The constraint was not activated.",
            about: constraint)
    }

    static func notInHierarchy(constraint: LayoutConstraint, item: String) -> PlumbError {
        PlumbError(
            .notInHierarchy,
            AutoLayoutRules.notInHierarchyReason(item: item),
            about: constraint)
    }

    static func inertConstraint(_ constraint: LayoutConstraint, reason: String) -> PlumbError {
        PlumbError(
            .inertConstraint,
            "Unable to activate constraint: it failed validation when it was made (\(reason)).",
            about: constraint)
    }

    /// UIKit's log, with each constraint written as its Plumb expression and location.
    static func unsatisfiable(conflict: [LayoutConstraint], broken: LayoutConstraint) -> PlumbError
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
        for constraint in conflict { text += "    \"\(logLine(constraint))\",\n" }
        text += ")\n\nWill attempt to recover by breaking constraint\n\(logLine(broken))\n\n"
        text += "Set PlumbDiagnostics.handler to observe these reports."
        return PlumbError(
            .unsatisfiable, text, expression: ConflictReport.expression(of: broken),
            location: broken.sourceLocationText?.location, constraints: conflict, broken: broken)
    }

    /// `label: box.width == 200 (Screen.swift:42) [broken]`.
    private static func logLine(_ constraint: LayoutConstraint) -> String {
        var text = ConflictReport.expression(of: constraint)
        if let label = constraint.descriptionLabel { text = "\(label): \(text)" }
        if let location = constraint.sourceLocation { text += " (\(location))" }
        if constraint.isBroken { text += " [broken]" }
        return text
    }

    static func invalidPriority(_ priority: LayoutPriority, constraint: LayoutConstraint)
        -> PlumbError
    {
        PlumbError(
            .invalidPriority,
            (AutoLayoutRules.priorityRefusal(priority.rawValue)
                ?? "Invalid priority \(priority).") + " The previous priority was kept.",
            about: constraint)
    }

    static func nonFiniteConstant(_ value: Double, constraint: LayoutConstraint) -> PlumbError {
        PlumbError(
            .nonFiniteNumber,
            "LayoutConstraint constant is not finite! That's illegal. constant:\(value). "
                + "The previous constant was kept.",
            about: constraint)
    }

    static func invalidValue(property: String, value: String, item: String) -> PlumbError {
        PlumbError(
            .invalidValue, "Invalid \(property) \(value) for \(item): the value was refused.",
            expression: nil, location: nil)
    }

    static func invalidHierarchy(reason: String) -> PlumbError {
        PlumbError(
            .invalidHierarchy, "Invalid view hierarchy change: \(reason)", expression: nil,
            location: nil)
    }

    static func numericalFailure(constraint: LayoutConstraint, change: String, solver: String)
        -> PlumbError
    {
        PlumbError(
            .numericalFailure,
            "The solver could not \(change) accurately (\(solver)); it was not applied and the "
                + "layout is unchanged. Keep multipliers and constants within a few orders of "
                + "magnitude of the screen's points.",
            about: constraint)
    }

    static func internalInconsistency(_ message: String) -> PlumbError {
        PlumbError(
            .internalInconsistency,
            "PlumbLayout internal inconsistency (please report): \(message)",
            expression: nil, location: nil)
    }
}

extension SourceLocationText {
    /// The location as the DSL wrote it, when it came from the DSL.
    var location: ConstraintSourceLocation? {
        guard case .fileLine(let fileID, let line) = self else { return nil }
        return ConstraintSourceLocation(fileID: fileID, line: line)
    }
}
