/// The leading and trailing edges of an item as one anchor (directional).
///
/// `view.horizontalEdges == superview.horizontalEdges.inset(by: 16)` makes
/// `leading == leading + 16` and `trailing == trailing - 16`, in that order. Relates only
/// to horizontal edges.
public struct HorizontalEdgesAnchor {
    var item: (any LayoutItem)?
    let attributes: (LayoutAttribute, LayoutAttribute)
    /// The leading inset carried so far.
    public var leadingInset: Double = 0
    /// The trailing inset carried so far.
    public var trailingInset: Double = 0

    init(_ item: (any LayoutItem)?, margins: Bool) {
        self.item = item
        self.attributes = margins ? (.leadingMargin, .trailingMargin) : (.leading, .trailing)
    }

    /// Both edges moved inwards by `inset`.
    public func inset(by inset: Double) -> HorizontalEdgesAnchor {
        self.inset(leading: inset, trailing: inset)
    }

    /// The leading and trailing edges moved inwards by their own insets.
    public func inset(leading: Double = 0, trailing: Double = 0) -> HorizontalEdgesAnchor {
        var anchor = self
        anchor.leadingInset += leading
        anchor.trailingInset += trailing
        return anchor
    }

    var components: [(LayoutAttribute, Double)] {
        [(attributes.0, leadingInset), (attributes.1, -trailingInset)]
    }
}
