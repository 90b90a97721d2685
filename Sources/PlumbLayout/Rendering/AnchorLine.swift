/// Where a position attribute of an item lies in a picture: a straight line across the item.
///
/// A horizontal attribute (`left`, `leading`, `centerX`, …) is the vertical line at its x,
/// spanning the item's height; a vertical one (`top`, `firstBaseline`, `centerY`, …) is the
/// horizontal line at its y, spanning the item's width. Margin attributes span the item less
/// its margins. A constraint between two such lines is drawn between their nearest points,
/// so that it crosses neither item: straight across where their spans overlap, and from end
/// to end (in the gap between the items) where they do not.
struct AnchorLine {
    /// The attribute's axis: a horizontal attribute is a vertical line.
    var axis: LayoutAxis
    /// The attribute's coordinate on its axis (an x for a horizontal attribute).
    var position: Double
    /// Where the line starts and ends on the other axis.
    var span: ClosedRange<Double>
    /// Whether the line runs through the middle of the item (a centre), rather than along
    /// one of its edges or baselines.
    var isCentre: Bool

    /// A line at `position` spanning `start` to `end` (in either order).
    init(
        axis: LayoutAxis, position: Double, from start: Double, to end: Double,
        isCentre: Bool = false
    ) {
        self.axis = axis
        self.position = position
        span = min(start, end)...max(start, end)
        self.isCentre = isCentre
    }

    /// The point of the line at `offset` on the other axis.
    func point(at offset: Double) -> LayoutSnapshot.Point {
        axis == .horizontal
            ? LayoutSnapshot.Point(x: position, y: offset)
            : LayoutSnapshot.Point(x: offset, y: position)
    }

    /// The two points a constraint between `self` (the first item's anchor) and `other` is
    /// drawn between.
    ///
    /// Where the spans overlap, the link is straight: at the middle of this line when that
    /// lies in the overlap, else at the middle of the overlap. Where they do not, it joins the
    /// facing ends, so that it runs through the gap between the items rather than across
    /// their contents. Two centres that coincide (an item centred in another) meet at the top
    /// or left end of the overlap, on the item's edge, rather than in the middle of its box.
    func link(to other: AnchorLine) -> (from: LayoutSnapshot.Point, to: LayoutSnapshot.Point) {
        let lower = max(span.lowerBound, other.span.lowerBound)
        let upper = min(span.upperBound, other.span.upperBound)
        if lower <= upper {
            if isCentre, abs(position - other.position) < 0.01 {
                return (point(at: lower), other.point(at: lower))
            }
            let middle = (span.lowerBound + span.upperBound) / 2
            let offset = middle >= lower && middle <= upper ? middle : (lower + upper) / 2
            return (point(at: offset), other.point(at: offset))
        }
        if span.upperBound < other.span.lowerBound {
            return (point(at: span.upperBound), other.point(at: other.span.lowerBound))
        }
        return (point(at: span.lowerBound), other.point(at: other.span.upperBound))
    }
}
