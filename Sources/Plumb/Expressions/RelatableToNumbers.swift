/// A compound anchor that `==`, `<=` and `>=` relate to a pair of numbers
/// (`a.size == (48, 48)`): a ``SizeAnchor``.
///
/// The three relations to a pair of numbers are declared once, on this protocol, and
/// ``CenterAnchor`` conforms to it unavailably, with a message in Plumb's words (`a.center ==
/// (0, 0)`: "a centre cannot equal numbers, only another centre …"). That is one overload of
/// each relation operator where there were two (the size's own and the centre's unavailable
/// one), and every file that imports Plumb pays for each overload at every `==`, `<=` and `>=`
/// of its own (BENCHMARKS.md, section 2). Plumb's own types are the only conformers meant to
/// exist.
public protocol RelatableToNumbers {
    /// The item and the components, with the offsets carried so far.
    var compoundParts: CompoundAnchorParts { get }
}

extension SizeAnchor: RelatableToNumbers {}

extension RelatableToNumbers {
    /// Relates a size to constants (`size == (48, 48)`): first equal to second.
    public static func == (lhs: Self, rhs: (width: Double, height: Double))
        -> ConstraintExpression
    {
        let parts = lhs.compoundParts
        return RelationBuilder.constants(
            parts.item, parts.components, .equal, [rhs.width, rhs.height])
    }

    /// Relates a size to constants (`size <= (48, 48)`): first less than or equal to second.
    public static func <= (lhs: Self, rhs: (width: Double, height: Double))
        -> ConstraintExpression
    {
        let parts = lhs.compoundParts
        return RelationBuilder.constants(
            parts.item, parts.components, .lessThanOrEqual, [rhs.width, rhs.height])
    }

    /// Relates a size to constants (`size >= (48, 48)`): first greater than or equal to second.
    public static func >= (lhs: Self, rhs: (width: Double, height: Double))
        -> ConstraintExpression
    {
        let parts = lhs.compoundParts
        return RelationBuilder.constants(
            parts.item, parts.components, .greaterThanOrEqual, [rhs.width, rhs.height])
    }
}
