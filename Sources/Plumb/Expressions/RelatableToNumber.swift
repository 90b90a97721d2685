import Foundation  // CGFloat (CoreGraphics's on Apple platforms, Foundation's on Linux)

/// An anchor that `==`, `<=` and `>=` relate to a number (`a.width == 48`): a
/// ``DimensionAnchor`` (a width, a height or a distance) with no multiplier or constant.
///
/// The forms Auto Layout refuses conform to it unavailably, each with a message in Plumb's
/// words: a position related to a number (`a.top == 10`: "a position cannot equal a number,
/// only another position …") and a dimension with a multiplier or constant (`a.width * 0.2 ==
/// 295`: "a relation with no second item takes no multiplier …"). They meet the relations to a
/// number declared here, one function for each relation operator, and every file that imports
/// Plumb pays for each overload of `==`, `<=` and `>=` at every comparison of its own
/// (BENCHMARKS.md, section 2). Plumb's own types are the only conformers meant to exist.
public protocol RelatableToNumber {
    /// The operand folded to `anchor × multiplier + constant`.
    var layoutTerm: LayoutTerm { get }
}

extension DimensionAnchor: RelatableToNumber {}

// The three relations to a number are free functions whose left-hand side is
// `any RelatableToNumber`, not operators of the protocol's generic `Self` beside overloads of
// DimensionAnchor's own (as before `typecheck-7`): one overload per operator where there were
// two, which every file importing Plumb weighs at every `==`, `<=` and `>=` (about 19 M
// instructions fewer on plain arithmetic, BENCHMARKS.md, section 2), and with no generic
// parameter the type-checker takes no step to bind one (`a.width == 48` costs the solver
// scopes it did with DimensionAnchor's own overload). The price is the left-hand anchor boxed
// as an existential while the relation is made, once per relation to a number.

/// Relates a dimension to a constant (`width == 48`): first equal to second.
public func == (lhs: any RelatableToNumber, rhs: CGFloat) -> ConstraintExpression {
    RelationBuilder.constant(lhs.layoutTerm.anchor, .equal, Double(rhs))
}

/// Relates a dimension to a constant (`width <= 48`): first less than or equal to second.
public func <= (lhs: any RelatableToNumber, rhs: CGFloat) -> ConstraintExpression {
    RelationBuilder.constant(lhs.layoutTerm.anchor, .lessThanOrEqual, Double(rhs))
}

/// Relates a dimension to a constant (`width >= 48`): first greater than or equal to second.
public func >= (lhs: any RelatableToNumber, rhs: CGFloat) -> ConstraintExpression {
    RelationBuilder.constant(lhs.layoutTerm.anchor, .greaterThanOrEqual, Double(rhs))
}
