/// The four edges of an item, or of its layout margins, as one anchor: top, leading,
/// bottom, trailing (directional, like UIKit's `NSDirectionalEdgeInsets`).
///
/// `view.edges == superview.edges.inset(by: 10)` makes four constraints in that order:
/// `top == top + 10`, `leading == leading + 10`, `bottom == bottom - 10`,
/// `trailing == trailing - 10`. The relation applies to every edge alike. Insets on the
/// left-hand side fold algebraically (they move to the right-hand side with the opposite
/// sign). Edges relate only to edges or margins, never to another compound anchor.
public struct EdgesAnchor {
    var item: (any LayoutItem)?
    /// Whether these are the margins rather than the edges.
    let margins: Bool
    /// The insets carried so far.
    public var insets: DirectionalEdgeInsets

    init(_ item: (any LayoutItem)?, margins: Bool) {
        self.item = item
        self.margins = margins
        self.insets = .zero
    }

    /// The edges moved inwards by `inset` on every side.
    public func inset(by inset: Double) -> EdgesAnchor { self.inset(by: DirectionalEdgeInsets(all: inset)) }

    /// The edges moved inwards by per-edge (directional) insets, added to any already there.
    public func inset(by insets: DirectionalEdgeInsets) -> EdgesAnchor {
        var anchor = self
        anchor.insets.top += insets.top
        anchor.insets.leading += insets.leading
        anchor.insets.bottom += insets.bottom
        anchor.insets.trailing += insets.trailing
        return anchor
    }

    /// The edges moved inwards per edge; unspecified edges keep their inset.
    public func inset(
        top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0
    ) -> EdgesAnchor {
        inset(by: DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
    }

    /// The edges moved inwards by `horizontal` on leading and trailing, `vertical` on top
    /// and bottom.
    public func inset(horizontal: Double = 0, vertical: Double = 0) -> EdgesAnchor {
        inset(by: DirectionalEdgeInsets(horizontal: horizontal, vertical: vertical))
    }

    /// Per component: attribute and the offset to add (far edges negated).
    var components: [(LayoutAttribute, Double)] {
        margins
            ? [
                (.topMargin, insets.top), (.leadingMargin, insets.leading),
                (.bottomMargin, -insets.bottom), (.trailingMargin, -insets.trailing),
            ]
            : [
                (.top, insets.top), (.leading, insets.leading),
                (.bottom, -insets.bottom), (.trailing, -insets.trailing),
            ]
    }
}
