#if canImport(Foundation)
    import Foundation  // CGFloat (CoreGraphics's on Apple platforms, Foundation's on Linux)
#endif

/// A number a dimension can be related to: `a.width == 48`, `a.height <= maxHeight`.
///
/// Only `Double`, `CGFloat` and `Int` conform (and no other type should): the relation is
/// generic over this protocol rather than taking a `Double`, so that plain comparisons that
/// never use Plumb, such as `values.reduce(0, +) == total`, are not tried against it (a
/// concrete `(DimensionAnchor, Double)` overload of `==` fits any `R == Double` whose `R` is
/// still unknown, and made such comparisons several times slower to type-check).
/// Non-finite values are reported as ``PlumbError/Kind/nonFiniteNumber`` when the
/// constraint is made.
public protocol LayoutConstant {
    /// The value as a `Double`.
    var layoutConstant: Double { get }
}

extension Double: LayoutConstant {
    /// The value itself.
    public var layoutConstant: Double { self }
}

extension Int: LayoutConstant {
    /// The value converted to `Double`.
    public var layoutConstant: Double { Double(self) }
}

#if canImport(Foundation)
    extension CGFloat: LayoutConstant {
        /// The value converted to `Double`.
        public var layoutConstant: Double { Double(self) }
    }
#endif
