/// The width and height of an item as one anchor.
///
/// `view.size == other.size.offset(width: -20, height: 0)` makes `width == width - 20` and
/// `height == height`, in that order (offsets are not negated); `view.size == (48, 48)`
/// sets both to constants. Relates only to another size or a pair of constants.
public struct SizeAnchor {
    var item: (any LayoutItem)?
    /// The width offset carried so far.
    public var widthOffset: Double = 0
    /// The height offset carried so far.
    public var heightOffset: Double = 0

    init(_ item: (any LayoutItem)?) { self.item = item }

    /// The size grown by `width` and `height` (negative values shrink it).
    public func offset(width: Double = 0, height: Double = 0) -> SizeAnchor {
        var anchor = self
        anchor.widthOffset += width
        anchor.heightOffset += height
        return anchor
    }

    /// The size grown by `amount` in both dimensions.
    public func offset(by amount: Double) -> SizeAnchor { offset(width: amount, height: amount) }

    var components: [(LayoutAttribute, Double)] {
        [(.width, widthOffset), (.height, heightOffset)]
    }
}
