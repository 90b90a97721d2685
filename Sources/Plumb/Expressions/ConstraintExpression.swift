/// A relation between an anchor and an operand of its kind (or a constant), not yet
/// compiled: what `==`, `<=` and `>=` return.
///
/// A compound anchor (`edges`, `size`, …) relation holds one component per edge or
/// dimension. Written as a statement of a `constrain` block it belongs to the block, with
/// the statement's file and line (see ``ConstraintBuilder``); outside a block (with
/// `item.anchors`) pass it to ``ConstraintGroup/init(_:file:line:)-(ConstraintConvertible...,_,_)`` or write it in a
/// `ConstraintGroup { … }` block. Give it a priority with `~` (once) and a label with
/// ``labeled(_:file:line:)``.
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
    /// Where it was written: set by ``ConstraintBuilder`` for a statement of a block, or by
    /// ``labeled(_:file:line:)``; `nil` until then.
    var location: ConstraintSourceLocation?
    /// Set when the expression stands for a statement Plumb refuses as a whole (an `align`
    /// or `distribute` with too few items or a bad number): the compiler throws it, at the
    /// statement's location, and makes nothing.
    var refusal: Refusal?

    init(_ first: Component, _ rest: [Component] = []) {
        self.first = first
        self.rest = rest
    }

    /// Itself.
    public var constraintExpression: ConstraintExpression { self }

    /// The number of constraints it expands to (1, or the compound anchor's components).
    public var count: Int { 1 + rest.count }

    /// The same expression with a label, shown in descriptions and identifiers
    /// (`avatarTop: avatar.top == card.top + 12`). The label call also records its own
    /// line, which matters outside a block: `(avatar.top == card.top + 12).labeled("avatarTop")`
    /// passed to `ConstraintGroup(…)` reads its own line, not the group's.
    @MainActor
    public func labeled(
        _ label: String, file: String = #fileID, line: Int = #line
    ) -> ConstraintExpression {
        var copy = self
        copy.label = label
        copy.location = ConstraintSourceLocation(fileID: file, line: line)
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
    @MainActor
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
