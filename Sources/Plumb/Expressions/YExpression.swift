/// A vertical position (`top`, `bottom`, `centerY`, baselines and their margin variants) with a
/// multiplier and a constant: `anchor × m + c`.
///
/// Made by arithmetic on a ``YAnchor`` and used on the right-hand side of a relation.
/// It folds as algebra: `(b.x + 10) / 2` is multiplier 0.5, constant 5. It cannot be the
/// left-hand side of a relation (the first item of a constraint is always a bare anchor).
public struct YExpression: YOperand {
    /// The folded expression.
    public var layoutTerm: LayoutTerm

    init(_ term: LayoutTerm) { self.layoutTerm = term }
}
