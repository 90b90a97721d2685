import Foundation  // CGFloat (CoreGraphics's on Apple platforms, Foundation's on Linux)

/// An anchor that `==`, `<=` and `>=` relate to a number (`a.width == 48`): a
/// ``DimensionAnchor`` (a width, a height or a distance) with no multiplier or constant.
///
/// The forms Auto Layout refuses conform to it unavailably, each with a message in Plumb's
/// words: a position related to a number (`a.top == 10`: "a position cannot equal a number,
/// only another position …") and a dimension with a multiplier or constant (`a.width * 0.2 ==
/// 295`: "a relation with no second item takes no multiplier …"). They meet the relations to a
/// number declared here, one overload of each relation operator where there were two
/// unavailable ones, and every file that imports Plumb pays for each overload at every `==`,
/// `<=` and `>=` of its own (BENCHMARKS.md, section 2). ``DimensionAnchor`` also keeps
/// overloads of its own, which `a.width == 48` picks: with only the generic ones here, the
/// type-checker took one step more for each such relation (binding `Self`). Plumb's own types
/// are the only conformers meant to exist.
public protocol RelatableToNumber {
    /// The operand folded to `anchor × multiplier + constant`.
    var layoutTerm: LayoutTerm { get }
}

extension DimensionAnchor: RelatableToNumber {}

extension RelatableToNumber {
    /// Relates a dimension to a constant (`width == 48`): first equal to second.
    public static func == (lhs: Self, rhs: CGFloat) -> ConstraintExpression {
        RelationBuilder.constant(lhs.layoutTerm.anchor, .equal, Double(rhs))
    }

    /// Relates a dimension to a constant (`width <= 48`): first less than or equal to second.
    public static func <= (lhs: Self, rhs: CGFloat) -> ConstraintExpression {
        RelationBuilder.constant(lhs.layoutTerm.anchor, .lessThanOrEqual, Double(rhs))
    }

    /// Relates a dimension to a constant (`width >= 48`): first greater than or equal to
    /// second.
    public static func >= (lhs: Self, rhs: CGFloat) -> ConstraintExpression {
        RelationBuilder.constant(lhs.layoutTerm.anchor, .greaterThanOrEqual, Double(rhs))
    }
}
