/// What a statement of a `constrain` block (or of any ``ConstraintBuilder`` block) can be:
/// a relation, a relation with a priority, or the relations a helper returns.
///
/// ``ConstraintBuilder`` takes every statement as `any ConstraintStatement` through one
/// `buildExpression`, the cheapest form for the type-checker that was measured (one
/// overload instead of one per type). A statement of any other type, such as a call that
/// returns `Void`, does not compile: "type '()' cannot conform to 'ConstraintStatement'".
public protocol ConstraintStatement {
    /// The relations of the statement, in order; those that do not know where they were
    /// written yet are given `location`.
    func constraintExpressions(at location: ConstraintSourceLocation) -> [ConstraintExpression]
}

extension ConstraintExpression: ConstraintStatement {
    /// The relation, at `location` unless ``labeled(_:file:line:)`` already gave it one.
    public func constraintExpressions(at location: ConstraintSourceLocation)
        -> [ConstraintExpression]
    {
        // Copied once, into the array, and stamped there: a copy stamped and then put in an
        // array is copied twice (every retain of an expression's items and strings, for
        // every statement of every block).
        var located = [self]
        if located[0].location == nil { located[0].location = location }
        return located
    }
}

extension PrioritizedConstraintExpression: ConstraintStatement {
    /// The relation, at `location` unless
    /// ``PrioritizedConstraintExpression/labeled(_:file:line:)`` already gave it one.
    public func constraintExpressions(at location: ConstraintSourceLocation)
        -> [ConstraintExpression]
    {
        constraintExpression.constraintExpressions(at: location)
    }
}

extension Array: ConstraintStatement where Element == ConstraintExpression {
    /// The relations in order: each keeps the location it was given where it was written
    /// (by a helper's own `@ConstraintBuilder` body, for example); those without one
    /// (built without a builder) take `location`, the line of the helper's call.
    public func constraintExpressions(at location: ConstraintSourceLocation)
        -> [ConstraintExpression]
    {
        guard contains(where: { $0.location == nil }) else { return self }
        return map { $0.constraintExpressions(at: location)[0] }
    }
}
