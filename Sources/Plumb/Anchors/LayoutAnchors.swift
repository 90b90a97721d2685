/// The anchors of one item: what a `constrain` block hands you for each item, and what
/// `item.anchors` returns outside a block.
///
/// Every item (views and layout guides) has the ten frame anchors and the compound ones;
/// views (``LayoutViewItem``) also have baselines and margins. The item is held weakly.
@MainActor
public struct LayoutAnchors<Item: LayoutItem> {
    /// The item, or `nil` once it has been freed.
    public private(set) weak var item: Item?

    /// The anchors of `item`.
    public init(_ item: Item) { self.item = item }

    /// The left edge (absolute: relates to `left`/`right`/`centerX`, never to `leading`).
    public var left: AbsoluteXAnchor { AbsoluteXAnchor(item, .left) }
    /// The right edge (absolute: relates to `left`/`right`/`centerX`, never to `trailing`).
    public var right: AbsoluteXAnchor { AbsoluteXAnchor(item, .right) }
    /// The leading edge (directional: relates to `leading`/`trailing`/`centerX`).
    public var leading: DirectionalXAnchor { DirectionalXAnchor(item, .leading) }
    /// The trailing edge (directional: relates to `leading`/`trailing`/`centerX`).
    public var trailing: DirectionalXAnchor { DirectionalXAnchor(item, .trailing) }
    /// The horizontal centre (relates to any horizontal position).
    public var centerX: CenterXAnchor { CenterXAnchor(item, .centerX) }
    /// The top edge.
    public var top: YAnchor { YAnchor(item, .top) }
    /// The bottom edge.
    public var bottom: YAnchor { YAnchor(item, .bottom) }
    /// The vertical centre.
    public var centerY: YAnchor { YAnchor(item, .centerY) }
    /// The width.
    public var width: DimensionAnchor { DimensionAnchor(item, .width) }
    /// The height.
    public var height: DimensionAnchor { DimensionAnchor(item, .height) }

    /// Top, leading, bottom and trailing edges (directional).
    public var edges: EdgesAnchor { EdgesAnchor(item, margins: false) }
    /// The same as ``edges``: Plumb's edges are always directional.
    public var directionalEdges: EdgesAnchor { EdgesAnchor(item, margins: false) }
    /// Leading and trailing edges.
    public var horizontalEdges: HorizontalEdgesAnchor {
        HorizontalEdgesAnchor(item, margins: false)
    }
    /// Top and bottom edges.
    public var verticalEdges: VerticalEdgesAnchor { VerticalEdgesAnchor(item, margins: false) }
    /// Top, left, bottom and right edges (absolute: they keep their sides in a right-to-left
    /// layout), as SnapKit's and Masonry's `edges` mean them. Related to ``edges``, both sides
    /// are absolute.
    public var absoluteEdges: EdgesAnchor { EdgesAnchor(item, margins: false, absolute: true) }
    /// Left and right edges (absolute), as SnapKit's `horizontalEdges` means them.
    public var absoluteHorizontalEdges: HorizontalEdgesAnchor {
        HorizontalEdgesAnchor(item, margins: false, absolute: true)
    }
    /// Width and height.
    public var size: SizeAnchor { SizeAnchor(item) }
    /// Horizontal and vertical centre.
    public var center: CenterAnchor { CenterAnchor(item, withinMargins: false) }
}

extension LayoutAnchors where Item: LayoutViewItem {
    /// The baseline of the first line of text (the top edge for views without text).
    public var firstBaseline: YAnchor { YAnchor(item, .firstBaseline) }
    /// The baseline of the last line of text (the bottom edge for views without text).
    public var lastBaseline: YAnchor { YAnchor(item, .lastBaseline) }

    /// The left edge inset by the left margin (UIKit only; AppKit rejects it at run time).
    public var leftMargin: AbsoluteXAnchor { AbsoluteXAnchor(item, .leftMargin) }
    /// The right edge inset by the right margin (UIKit only).
    public var rightMargin: AbsoluteXAnchor { AbsoluteXAnchor(item, .rightMargin) }
    /// The leading edge inset by the leading margin (UIKit only).
    public var leadingMargin: DirectionalXAnchor { DirectionalXAnchor(item, .leadingMargin) }
    /// The trailing edge inset by the trailing margin (UIKit only).
    public var trailingMargin: DirectionalXAnchor { DirectionalXAnchor(item, .trailingMargin) }
    /// The top edge inset by the top margin (UIKit only).
    public var topMargin: YAnchor { YAnchor(item, .topMargin) }
    /// The bottom edge inset by the bottom margin (UIKit only).
    public var bottomMargin: YAnchor { YAnchor(item, .bottomMargin) }
    /// The horizontal centre of the area inside the left and right margins (UIKit only).
    public var centerXWithinMargins: CenterXAnchor { CenterXAnchor(item, .centerXWithinMargins) }
    /// The vertical centre of the area inside the top and bottom margins (UIKit only).
    public var centerYWithinMargins: YAnchor { YAnchor(item, .centerYWithinMargins) }

    /// Top, leading, bottom and trailing margins (directional, like ``edges``), so that
    /// `view.edges == superview.margins` works.
    public var margins: EdgesAnchor { EdgesAnchor(item, margins: true) }
    /// The same as ``margins``: Plumb's margins are always directional.
    public var directionalMargins: EdgesAnchor { EdgesAnchor(item, margins: true) }
    /// Leading and trailing margins.
    public var horizontalMargins: HorizontalEdgesAnchor {
        HorizontalEdgesAnchor(item, margins: true)
    }
    /// Top and bottom margins.
    public var verticalMargins: VerticalEdgesAnchor { VerticalEdgesAnchor(item, margins: true) }
    /// Top, left, bottom and right margins (absolute), as SnapKit's and Masonry's `margins`
    /// mean them (UIKit only).
    public var absoluteMargins: EdgesAnchor { EdgesAnchor(item, margins: true, absolute: true) }
    /// Left and right margins (absolute; UIKit only).
    public var absoluteHorizontalMargins: HorizontalEdgesAnchor {
        HorizontalEdgesAnchor(item, margins: true, absolute: true)
    }
    /// The centre of the area inside the margins.
    public var centerWithinMargins: CenterAnchor { CenterAnchor(item, withinMargins: true) }
}
