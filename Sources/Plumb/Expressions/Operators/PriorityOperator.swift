/// Where `~` binds: looser than `==`, `<=` and `>=`, so that it applies to the finished
/// relation (`a.width == b.width + 10 ~ .high - 1` is priority 749, constant 10). Binding
/// below comparison is also the cheaper choice for the type-checker (see TYPECHECK.md).
/// Left-associative so that a second `~` parses and meets the conformance that refuses it in
/// Plumb's words (RejectedOperands.swift); with no associativity the parser refused it as
/// "adjacent operators are in non-associative precedence group".
precedencegroup LayoutPriorityPrecedence {
    associativity: left
    lowerThan: ComparisonPrecedence
    higherThan: AssignmentPrecedence
}

/// Gives a relation its priority: `view.top == superview.top + 10 ~ .high`.
infix operator ~ : LayoutPriorityPrecedence

extension PrioritizableRelation {
    /// The relation with `priority` (`.required`, `.high`, `.medium`, `.low`, `.fittingSize`,
    /// a number such as `750`, or arithmetic such as `.high - 1`).
    ///
    /// The only overload of `~`: on a finished relation that has no priority yet, never on
    /// anchors or numbers. Priorities outside 1…1000 are reported as
    /// ``PlumbError/Kind/invalidPriority`` when the constraint is made. A second `~` does not
    /// compile (``PrioritizedConstraintExpression`` is not a ``PrioritizableRelation``).
    public static func ~ (relation: Self, priority: LayoutPriority)
        -> PrioritizedConstraintExpression
    {
        var copy = relation.constraintExpression
        copy.priority = priority
        return PrioritizedConstraintExpression(copy)
    }
}
