/// A relation between an anchor and an operand of its kind (or a constant), not yet
/// compiled: what `==`, `<=` and `>=` return.
///
/// A compound anchor (`edges`, `size`, …) relation holds one component per edge or
/// dimension. Inside a `constrain` block the expression is also recorded by the block, so
/// you never need to keep it; outside a block (with `item.anchors`) pass it to
/// ``ConstraintGroup/init(_:file:line:)-(ConstraintConvertible...,_,_)``. Give it a priority with `~` (once) and a label
/// with ``labeled(_:file:line:)``.
public struct ConstraintExpression: ConstraintConvertible {
    /// One relation `first REL rhs + constant`, before folding into a spec.
    struct Component {
        var first: AnchorRef
        var relation: LayoutRelation
        /// `nil` for a relation to a constant.
        var rhs: LayoutTerm?
        /// Added to the right-hand side (the whole right-hand side when `rhs` is `nil`).
        var constant: Double
    }

    var first: Component
    var rest: [Component]
    var priority: LayoutPriority = .required
    var label: String?
    var location: SourceLocation?
    /// Where the block that recorded it keeps it: collector id and index.
    var slot: (collector: Int, index: Int)?

    init(_ first: Component, _ rest: [Component] = []) {
        self.first = first
        self.rest = rest
    }

    /// Itself.
    public var constraintExpression: ConstraintExpression { self }

    /// The number of constraints it expands to (1, or the compound anchor's components).
    public var count: Int { 1 + rest.count }

    /// The same expression with a label, shown in descriptions and identifiers
    /// (`avatarTop: avatar.top == card.top + 12`). The label call also pins the expression
    /// to its own line: `(avatar.top == card.top + 12).labeled("avatarTop")`.
    @MainActor @discardableResult
    public func labeled(
        _ label: String, file: String = #fileID, line: Int = #line
    ) -> ConstraintExpression {
        var copy = self
        copy.label = label
        copy.location = SourceLocation(fileID: file, line: line)
        ConstraintCollector.replace(copy)
        return copy
    }
}

/// A relation with its priority set: what `~` returns. It takes no second priority, so
/// `a == b ~ .high ~ .low` does not compile.
public struct PrioritizedConstraintExpression: ConstraintConvertible {
    /// The relation, with its priority.
    public private(set) var constraintExpression: ConstraintExpression

    init(_ expression: ConstraintExpression) { self.constraintExpression = expression }

    /// The priority given with `~`.
    public var priority: LayoutPriority { constraintExpression.priority }

    /// The same expression with a label; see ``ConstraintExpression/labeled(_:file:line:)``.
    @MainActor @discardableResult
    public func labeled(
        _ label: String, file: String = #fileID, line: Int = #line
    ) -> PrioritizedConstraintExpression {
        PrioritizedConstraintExpression(
            constraintExpression.labeled(label, file: file, line: line))
    }
}

/// A finished relation, with or without a priority: what groups are made from.
public protocol ConstraintConvertible {
    /// The relation.
    var constraintExpression: ConstraintExpression { get }
}
