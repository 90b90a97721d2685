// `==`, `<=` and `>=`: six overloads each here, one per kind of single left-hand anchor and one
// for all compound anchors (CompoundAnchor: the right-hand side an operand of the same kind,
// bare or, for a size or centre, with a multiplier or constants, `a.size == b.size * 2`); and
// two more in RelatableToNumber.swift and RelatableToNumbers.swift, a dimension or a size
// related to numbers, which the forms Plumb refuses meet too (a position or a centre related
// to numbers). The left-hand side is always a bare anchor (the first item of a constraint),
// the right-hand side an operand of a compatible kind, so mixing axes, `leading` with `left`,
// a position with a dimension, a position with a bare constant, or two different compound
// anchors does not compile. The relation is a value: a `constrain` block's ConstraintBuilder
// collects it, with its statement's line.
// The operators are not `@discardableResult`: a relation written as a bare statement outside
// a block or group would make nothing, so the compiler's unused-result warning must flag it.
//
// Nor are they `@MainActor`, though the anchors come from main-actor `LayoutAnchors`: making a
// relation only builds a value (a block or group activates it, on the main actor), and an
// isolated overload of a standard operator costs every file that imports Plumb more at every
// `==`, `<=` and `>=` of its own, where the type-checker adjusts each overload's type for its
// isolation (BENCHMARKS.md, section 2: 0.4% of plain arithmetic, 1.5% of the DSL, for the 45
// overloads here and in RejectedFormOperators.swift then).
//
// A dimension's constant (RelatableToNumber.swift) is a `CGFloat`, not a `Double`: plain
// comparisons that never use Plumb, such as `values.reduce(0, +) == 2 * total`, leave the
// left-hand type open while the right-hand side is a `Double`, and a `(DimensionAnchor,
// Double)` overload then matched as well as `Double ==` and was tried every time (it made that
// comparison three times as costly to type-check). Needing a Double-to-CGFloat conversion, it
// is not preferred; literals, `Double` and `CGFloat` values and `.infinity` are all still
// accepted.

import Foundation  // CGFloat (CoreGraphics's on Apple platforms, Foundation's on Linux)

// MARK: ==

extension AbsoluteXAnchor {
    /// Relates an absolute horizontal position to an absolute position or a centre: first equal to
    /// second.
    public static func == (lhs: AbsoluteXAnchor, rhs: some AbsoluteXOperand) -> ConstraintExpression
    {
        RelationBuilder.single(lhs.ref, .equal, rhs.layoutTerm)
    }
}

extension DirectionalXAnchor {
    /// Relates a directional horizontal position to a directional position or a centre: first equal
    /// to second.
    public static func == (lhs: DirectionalXAnchor, rhs: some DirectionalXOperand)
        -> ConstraintExpression
    {
        RelationBuilder.single(lhs.ref, .equal, rhs.layoutTerm)
    }
}

extension CenterXAnchor {
    /// Relates a horizontal centre to any horizontal position: first equal to second.
    public static func == (lhs: CenterXAnchor, rhs: some XOperand) -> ConstraintExpression {
        RelationBuilder.single(lhs.ref, .equal, rhs.layoutTerm)
    }
}

extension YAnchor {
    /// Relates a vertical position to a vertical position: first equal to second.
    public static func == (lhs: YAnchor, rhs: some YOperand) -> ConstraintExpression {
        RelationBuilder.single(lhs.ref, .equal, rhs.layoutTerm)
    }
}

extension DimensionAnchor {
    /// Relates a dimension to a dimension of either axis: first equal to second.
    public static func == (lhs: DimensionAnchor, rhs: some DimensionOperand) -> ConstraintExpression
    {
        RelationBuilder.single(lhs.ref, .equal, rhs.layoutTerm)
    }
}

extension CompoundAnchor {
    /// Relates a compound anchor (edges, leading and trailing or top and bottom edges, size,
    /// centre) to one of the same kind, bare or, for a size or centre, with a multiplier or
    /// constants (`a.size == b.size * 0.5 + (10, 20)`), component by component: first
    /// equal to second.
    public static func == (lhs: Self, rhs: some CompoundOperand<Kind>)
        -> ConstraintExpression
    {
        RelationBuilder.compound(lhs.compoundParts, .equal, rhs.compoundParts)
    }
}

extension AbsoluteXAnchor {
    /// Relates an absolute horizontal position to an absolute position or a centre: first less than
    /// or equal to second.
    public static func <= (lhs: AbsoluteXAnchor, rhs: some AbsoluteXOperand) -> ConstraintExpression
    {
        RelationBuilder.single(lhs.ref, .lessThanOrEqual, rhs.layoutTerm)
    }
}

extension DirectionalXAnchor {
    /// Relates a directional horizontal position to a directional position or a centre: first less
    /// than or equal to second.
    public static func <= (lhs: DirectionalXAnchor, rhs: some DirectionalXOperand)
        -> ConstraintExpression
    {
        RelationBuilder.single(lhs.ref, .lessThanOrEqual, rhs.layoutTerm)
    }
}

extension CenterXAnchor {
    /// Relates a horizontal centre to any horizontal position: first less than or equal to second.
    public static func <= (lhs: CenterXAnchor, rhs: some XOperand) -> ConstraintExpression {
        RelationBuilder.single(lhs.ref, .lessThanOrEqual, rhs.layoutTerm)
    }
}

extension YAnchor {
    /// Relates a vertical position to a vertical position: first less than or equal to second.
    public static func <= (lhs: YAnchor, rhs: some YOperand) -> ConstraintExpression {
        RelationBuilder.single(lhs.ref, .lessThanOrEqual, rhs.layoutTerm)
    }
}

extension DimensionAnchor {
    /// Relates a dimension to a dimension of either axis: first less than or equal to second.
    public static func <= (lhs: DimensionAnchor, rhs: some DimensionOperand) -> ConstraintExpression
    {
        RelationBuilder.single(lhs.ref, .lessThanOrEqual, rhs.layoutTerm)
    }
}

extension CompoundAnchor {
    /// Relates a compound anchor (edges, leading and trailing or top and bottom edges, size,
    /// centre) to one of the same kind, bare or, for a size or centre, with a multiplier or
    /// constants (`a.size <= b.size * 0.5 + (10, 20)`), component by component: first
    /// less than or equal to second.
    public static func <= (lhs: Self, rhs: some CompoundOperand<Kind>)
        -> ConstraintExpression
    {
        RelationBuilder.compound(lhs.compoundParts, .lessThanOrEqual, rhs.compoundParts)
    }
}

extension AbsoluteXAnchor {
    /// Relates an absolute horizontal position to an absolute position or a centre: first greater
    /// than or equal to second.
    public static func >= (lhs: AbsoluteXAnchor, rhs: some AbsoluteXOperand) -> ConstraintExpression
    {
        RelationBuilder.single(lhs.ref, .greaterThanOrEqual, rhs.layoutTerm)
    }
}

extension DirectionalXAnchor {
    /// Relates a directional horizontal position to a directional position or a centre: first
    /// greater than or equal to second.
    public static func >= (lhs: DirectionalXAnchor, rhs: some DirectionalXOperand)
        -> ConstraintExpression
    {
        RelationBuilder.single(lhs.ref, .greaterThanOrEqual, rhs.layoutTerm)
    }
}

extension CenterXAnchor {
    /// Relates a horizontal centre to any horizontal position: first greater than or equal to
    /// second.
    public static func >= (lhs: CenterXAnchor, rhs: some XOperand) -> ConstraintExpression {
        RelationBuilder.single(lhs.ref, .greaterThanOrEqual, rhs.layoutTerm)
    }
}

extension YAnchor {
    /// Relates a vertical position to a vertical position: first greater than or equal to second.
    public static func >= (lhs: YAnchor, rhs: some YOperand) -> ConstraintExpression {
        RelationBuilder.single(lhs.ref, .greaterThanOrEqual, rhs.layoutTerm)
    }
}

extension DimensionAnchor {
    /// Relates a dimension to a dimension of either axis: first greater than or equal to second.
    public static func >= (lhs: DimensionAnchor, rhs: some DimensionOperand) -> ConstraintExpression
    {
        RelationBuilder.single(lhs.ref, .greaterThanOrEqual, rhs.layoutTerm)
    }
}

extension CompoundAnchor {
    /// Relates a compound anchor (edges, leading and trailing or top and bottom edges, size,
    /// centre) to one of the same kind, bare or, for a size or centre, with a multiplier or
    /// constants (`a.size >= b.size * 0.5 + (10, 20)`), component by component: first
    /// greater than or equal to second.
    public static func >= (lhs: Self, rhs: some CompoundOperand<Kind>)
        -> ConstraintExpression
    {
        RelationBuilder.compound(lhs.compoundParts, .greaterThanOrEqual, rhs.compoundParts)
    }
}
