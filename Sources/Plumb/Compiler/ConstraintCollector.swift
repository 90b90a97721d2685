/// Records the relations written while a `constrain` block (or `update`) runs, the way
/// Cartography's context does: each `==`/`<=`/`>=` appends itself, `~` and `labeled`
/// amend the entry in place. Cheaper for the type-checker than a result builder.
@MainActor
final class ConstraintCollector {
    private static var stack: [ConstraintCollector] = []
    private static var nextID = 0

    let id: Int
    let location: SourceLocation
    /// Recorded relations, in order.
    private var recorded: [ConstraintExpression] = []
    /// Indices of relations withdrawn (handed to a `ConstraintGroup` explicitly).
    private var withdrawn: Set<Int> = []

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
        if collector.withdrawn.isEmpty { return collector.recorded }
        return collector.recorded.indices.filter { !collector.withdrawn.contains($0) }
            .map { collector.recorded[$0] }
    }

    /// Records a new relation in the innermost running block, if any.
    static func record(_ expression: inout ConstraintExpression) {
        guard let collector = stack.last else { return }
        expression.location = expression.location ?? collector.location
        expression.slot = (collector.id, collector.recorded.count)
        collector.recorded.append(expression)
    }

    /// Replaces a recorded relation by its amended copy (after `~` or `labeled`).
    static func replace(_ expression: ConstraintExpression) {
        guard let slot = expression.slot,
            let collector = stack.last(where: { $0.id == slot.collector })
        else { return }
        collector.recorded[slot.index] = expression
    }

    /// Takes a recorded relation back out of its block: it was handed to a
    /// `ConstraintGroup` explicitly, which owns it instead.
    static func withdraw(_ expression: ConstraintExpression) {
        guard let slot = expression.slot,
            let collector = stack.last(where: { $0.id == slot.collector })
        else { return }
        collector.withdrawn.insert(slot.index)
    }
}
