/// Records the relations written while a `constrain` block (or `update`) runs, the way
/// Cartography's context does: each `==`/`<=`/`>=` appends itself, `~` and `labeled`
/// amend the entry in place. Cheaper for the type-checker than a result builder.
@MainActor
final class ConstraintCollector {
    private static var stack: [ConstraintCollector] = []
    private static var nextID = 0

    let id: Int
    let location: SourceLocation
    private(set) var expressions: [ConstraintExpression] = []

    private init(location: SourceLocation) {
        ConstraintCollector.nextID += 1
        self.id = ConstraintCollector.nextID
        self.location = location
    }

    /// Runs `body` and returns every relation written during it, in order.
    static func collect(
        at location: SourceLocation, _ body: () -> Void
    ) -> [ConstraintExpression] {
        let collector = ConstraintCollector(location: location)
        stack.append(collector)
        body()
        stack.removeLast()
        return collector.expressions
    }

    /// Records a new relation in the innermost running block, if any.
    static func record(_ expression: inout ConstraintExpression) {
        guard let collector = stack.last else { return }
        expression.location = expression.location ?? collector.location
        expression.slot = (collector.id, collector.expressions.count)
        collector.expressions.append(expression)
    }

    /// Replaces a recorded relation by its amended copy (after `~` or `labeled`).
    static func replace(_ expression: ConstraintExpression) {
        guard let slot = expression.slot,
            let collector = stack.last(where: { $0.id == slot.collector })
        else { return }
        collector.expressions[slot.index] = expression
    }
}
