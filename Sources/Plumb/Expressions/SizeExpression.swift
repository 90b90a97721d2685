/// A size (`size`) with a multiplier and per-dimension constants: `b.size * 0.5 + (10, 20)`.
///
/// Made by arithmetic on a ``SizeAnchor`` and used on the right-hand side of a relation with a
/// size: `a.size == b.size * 2` makes `a.width == b.width × 2` and `a.height == b.height × 2`.
/// It folds as algebra: `(b.size + (10, 20)) / 2` is multiplier 0.5, constants 5 and 10. It
/// cannot be the left-hand side of a relation (the first item of a constraint is always a bare
/// anchor), and relates to no other compound anchor.
public struct SizeExpression {
    let parts: CompoundAnchorParts

    init(_ parts: CompoundAnchorParts) { self.parts = parts }

    /// The multiplier of both dimensions.
    public var multiplier: Double { parts.multiplier }
    /// The constant added to the width.
    public var widthOffset: Double { parts.components[0].1 }
    /// The constant added to the height.
    public var heightOffset: Double { parts.components[1].1 }
}
