/// The four edges of an item, or of its layout margins, as one anchor: top, leading,
/// bottom, trailing (directional, like UIKit's `NSDirectionalEdgeInsets`).
///
/// `view.edges == superview.edges.inset(by: 10)` makes four constraints in that order:
/// `top == top + 10`, `leading == leading + 10`, `bottom == bottom - 10`,
/// `trailing == trailing - 10`. The relation applies to every edge alike. Insets on the
/// left-hand side fold algebraically (they move to the right-hand side with the opposite
/// sign). Edges relate only to edges or margins, never to another compound anchor.
///
/// Given absolute insets (``inset(top:left:bottom:right:)``, or `UIEdgeInsets` and
/// `NSEdgeInsets` on Apple platforms), or made absolute from the start
/// (``LayoutAnchors/absoluteEdges``, ``LayoutAnchors/absoluteMargins``), the edges are top,
/// left, bottom, right instead, on both sides of the relation: they do not swap sides in a
/// right-to-left layout.
public struct EdgesAnchor {
    var item: (any LayoutItem)?
    /// Whether these are the margins rather than the edges.
    let margins: Bool
    /// The insets carried so far. Once the anchor ``isAbsolute``, `leading` holds the left
    /// inset and `trailing` the right one.
    public var insets: DirectionalEdgeInsets
    /// Whether the anchor stands for the left and right edges rather than the leading and
    /// trailing ones: true for ``LayoutAnchors/absoluteEdges`` and
    /// ``LayoutAnchors/absoluteMargins``, and once given absolute insets
    /// (``inset(top:left:bottom:right:)``, or `UIEdgeInsets` and `NSEdgeInsets` on Apple
    /// platforms).
    public private(set) var isAbsolute = false

    init(_ item: (any LayoutItem)?, margins: Bool, absolute: Bool = false) {
        self.item = item
        self.margins = margins
        self.insets = .zero
        self.isAbsolute = absolute
    }

    /// The edges moved inwards by `inset` on every side.
    public func inset(by inset: Double) -> EdgesAnchor {
        self.inset(by: DirectionalEdgeInsets(all: inset))
    }

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
        inset(
            by: DirectionalEdgeInsets(
                top: top, leading: leading, bottom: bottom, trailing: trailing))
    }

    /// The edges moved inwards by `horizontal` on leading and trailing, `vertical` on top
    /// and bottom.
    public func inset(horizontal: Double = 0, vertical: Double = 0) -> EdgesAnchor {
        inset(by: DirectionalEdgeInsets(horizontal: horizontal, vertical: vertical))
    }

    /// The edges moved inwards per absolute edge: `left` and `right` whatever the layout
    /// direction, as `UIEdgeInsets` and `NSEdgeInsets` mean them, added to any insets already
    /// there (leading ones count as left, trailing ones as right).
    ///
    /// The anchor then stands for the left and right edges, and so does the anchor it is
    /// related to: `a.edges == b.edges.inset(top: 0, left: 16, bottom: 0, right: 8)` makes
    /// `top`, `left`, `bottom` and `right` constraints.
    public func inset(top: Double, left: Double, bottom: Double, right: Double) -> EdgesAnchor {
        var anchor = inset(
            by: DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right))
        anchor.isAbsolute = true
        return anchor
    }

    /// Per component: attribute and the offset to add (far edges negated).
    var components: [(LayoutAttribute, Double)] {
        switch (margins, isAbsolute) {
        case (true, false):
            [
                (.topMargin, insets.top), (.leadingMargin, insets.leading),
                (.bottomMargin, -insets.bottom), (.trailingMargin, -insets.trailing),
            ]
        case (false, false):
            [
                (.top, insets.top), (.leading, insets.leading),
                (.bottom, -insets.bottom), (.trailing, -insets.trailing),
            ]
        case (true, true):
            [
                (.topMargin, insets.top), (.leftMargin, insets.leading),
                (.bottomMargin, -insets.bottom), (.rightMargin, -insets.trailing),
            ]
        case (false, true):
            [
                (.top, insets.top), (.left, insets.leading),
                (.bottom, -insets.bottom), (.right, -insets.trailing),
            ]
        }
    }
}
