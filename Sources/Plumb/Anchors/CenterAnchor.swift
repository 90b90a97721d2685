/// The horizontal and vertical centre of an item (or of its margins) as one anchor.
///
/// `view.center == superview.center.offset(x: 0, y: -20)` makes `centerX == centerX` and
/// `centerY == centerY - 20`, in that order (offsets are not negated). Relates only to
/// another centre.
public struct CenterAnchor {
    var item: (any LayoutItem)?
    let attributes: (LayoutAttribute, LayoutAttribute)
    /// The horizontal offset carried so far.
    public var xOffset: Double = 0
    /// The vertical offset carried so far.
    public var yOffset: Double = 0

    init(_ item: (any LayoutItem)?, withinMargins: Bool) {
        self.item = item
        self.attributes =
            withinMargins ? (.centerXWithinMargins, .centerYWithinMargins) : (.centerX, .centerY)
    }

    /// The centre moved by `x` and `y`.
    public func offset(x: Double = 0, y: Double = 0) -> CenterAnchor {
        var anchor = self
        anchor.xOffset += x
        anchor.yOffset += y
        return anchor
    }

    var components: [(LayoutAttribute, Double)] {
        [(attributes.0, xOffset), (attributes.1, yOffset)]
    }
}
