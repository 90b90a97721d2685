/// An absolute horizontal position (`left`, `right`, `leftMargin`, `rightMargin`) with a multiplier
/// and a constant: `anchor × m + c`.
///
/// Made by arithmetic on a ``AbsoluteXAnchor`` and used on the right-hand side of a relation.
/// It folds as algebra: `(b.x + 10) / 2` is multiplier 0.5, constant 5. It cannot be the
/// left-hand side of a relation (the first item of a constraint is always a bare anchor).
public struct AbsoluteXExpression: AbsoluteXOperand, XOperand {
    /// The folded expression.
    public var layoutTerm: LayoutTerm

    init(_ term: LayoutTerm) { self.layoutTerm = term }
}
