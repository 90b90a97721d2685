/// A centre (`center`, `centerWithinMargins`) with a multiplier and per-axis constants:
/// `b.center * 0.5 + (10, 20)`.
///
/// Made by arithmetic on a ``CenterAnchor`` and used on the right-hand side of a relation with a
/// centre: `a.center == b.center * 0.5` makes `a.centerX == b.centerX × 0.5` and
/// `a.centerY == b.centerY × 0.5`. Auto Layout takes a multiplier on a position as a proportion
/// of the position in the coordinates of the view that holds the constraint (their closest common
/// ancestor), so `b.center * 0.5` of a superview is the middle of its top-left quarter. It folds
/// as algebra, cannot be the left-hand side of a relation, and relates to no other compound anchor.
/// A multiplier of 0 is refused when the constraint is made
/// (``PlumbError/Kind/zeroMultiplier``): a position never equals a constant.
public struct CenterExpression {
    let parts: CompoundAnchorParts

    init(_ parts: CompoundAnchorParts) { self.parts = parts }

    /// The multiplier of both centres.
    public var multiplier: Double { parts.multiplier }
    /// The constant added to the horizontal centre.
    public var xOffset: Double { parts.components[0].1 }
    /// The constant added to the vertical centre.
    public var yOffset: Double { parts.components[1].1 }
}
