/// The top and bottom edges of an item as one anchor.
///
/// `view.verticalEdges == superview.verticalEdges.inset(by: 8)` makes `top == top + 8` and
/// `bottom == bottom - 8`, in that order. Relates only to vertical edges.
public struct VerticalEdgesAnchor {
    var item: (any LayoutItem)?
    let attributes: (LayoutAttribute, LayoutAttribute)
    /// The top inset carried so far.
    public var topInset: Double = 0
    /// The bottom inset carried so far.
    public var bottomInset: Double = 0

    init(_ item: (any LayoutItem)?, margins: Bool) {
        self.item = item
        self.attributes = margins ? (.topMargin, .bottomMargin) : (.top, .bottom)
    }

    /// Both edges moved inwards by `inset`.
    public func inset(by inset: Double) -> VerticalEdgesAnchor {
        self.inset(top: inset, bottom: inset)
    }

    /// The top and bottom edges moved inwards by their own insets.
    public func inset(top: Double = 0, bottom: Double = 0) -> VerticalEdgesAnchor {
        var anchor = self
        anchor.topInset += top
        anchor.bottomInset += bottom
        return anchor
    }

    var components: [(LayoutAttribute, Double)] {
        [(attributes.0, topInset), (attributes.1, -bottomInset)]
    }
}
