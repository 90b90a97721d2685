// The right-hand sides each kind of anchor accepts. Relations take `some …Operand` so that
// one overload covers both the bare anchor and the expression of a kind, which keeps the
// number of `==`/`<=`/`>=` overloads (paid by every file that imports Plumb) to one per kind.

/// What an absolute horizontal anchor (`left`, `right`) may be related to: absolute
/// anchors and centres, bare or with arithmetic. `leading`/`trailing` are not operands.
public protocol AbsoluteXOperand {
    /// The operand folded to `anchor × multiplier + constant`.
    var layoutTerm: LayoutTerm { get }
}

/// What a directional horizontal anchor (`leading`, `trailing`) may be related to:
/// directional anchors and centres, bare or with arithmetic. `left`/`right` are not operands.
public protocol DirectionalXOperand {
    /// The operand folded to `anchor × multiplier + constant`.
    var layoutTerm: LayoutTerm { get }
}

/// What a horizontal centre may be related to: any horizontal position.
public protocol XOperand {
    /// The operand folded to `anchor × multiplier + constant`.
    var layoutTerm: LayoutTerm { get }
}

/// What a vertical position may be related to: vertical positions, bare or with arithmetic.
public protocol YOperand {
    /// The operand folded to `anchor × multiplier + constant`.
    var layoutTerm: LayoutTerm { get }
}

/// What a dimension may be related to: dimensions of either axis, bare or with arithmetic.
public protocol DimensionOperand {
    /// The operand folded to `anchor × multiplier + constant`.
    var layoutTerm: LayoutTerm { get }
}
