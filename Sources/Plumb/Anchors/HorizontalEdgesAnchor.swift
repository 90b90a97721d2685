/// The leading and trailing edges of an item as one anchor (directional), or its left and
/// right edges (absolute: ``LayoutAnchors/absoluteHorizontalEdges``, or after
/// ``inset(left:right:)``).
///
/// `view.horizontalEdges == superview.horizontalEdges.inset(by: 16)` makes
/// `leading == leading + 16` and `trailing == trailing - 16`, in that order. Relates only
/// to horizontal edges. When one side of a relation is absolute, both are: Auto Layout relates
/// no leading edge to a left one, so `a.absoluteHorizontalEdges == b.horizontalEdges` makes
/// `left == left` and `right == right`.
public struct HorizontalEdgesAnchor {
    var item: (any LayoutItem)?
    /// Whether these are the margins rather than the edges.
    let margins: Bool
    /// The leading inset carried so far (the left one once the anchor ``isAbsolute``).
    public var leadingInset: Double = 0
    /// The trailing inset carried so far (the right one once the anchor ``isAbsolute``).
    public var trailingInset: Double = 0
    /// Whether the anchor stands for the left and right edges rather than the leading and
    /// trailing ones.
    public private(set) var isAbsolute: Bool

    init(_ item: (any LayoutItem)?, margins: Bool, absolute: Bool = false) {
        self.item = item
        self.margins = margins
        self.isAbsolute = absolute
    }

    /// Both edges moved inwards by `inset`.
    public func inset(by inset: Double) -> HorizontalEdgesAnchor {
        self.inset(leading: inset, trailing: inset)
    }

    /// The leading and trailing edges moved inwards by their own insets (on an absolute
    /// anchor, `leading` is the left inset and `trailing` the right one).
    public func inset(leading: Double = 0, trailing: Double = 0) -> HorizontalEdgesAnchor {
        var anchor = self
        anchor.leadingInset += leading
        anchor.trailingInset += trailing
        return anchor
    }

    /// The left and right edges moved inwards by their own insets, whatever the layout
    /// direction. The anchor then stands for the left and right edges, and so does the
    /// anchor it is related to.
    public func inset(left: Double, right: Double) -> HorizontalEdgesAnchor {
        var anchor = inset(leading: left, trailing: right)
        anchor.isAbsolute = true
        return anchor
    }

    var components: [(LayoutAttribute, Double)] {
        let attributes: (LayoutAttribute, LayoutAttribute) =
            switch (margins, isAbsolute) {
            case (false, false): (.leading, .trailing)
            case (true, false): (.leadingMargin, .trailingMargin)
            case (false, true): (.left, .right)
            case (true, true): (.leftMargin, .rightMargin)
            }
        return [(attributes.0, leadingInset), (attributes.1, -trailingInset)]
    }
}
