/// The anchors of one item: what a `constrain` block hands you for each item, and what
/// `item.anchors` returns outside a block.
///
/// Every item (views and layout guides) has the ten frame anchors and the compound ones;
/// views (``LayoutViewItem``) also have baselines and margins. The item is held weakly.
@MainActor
public struct LayoutAnchors<Item: LayoutItem> {
    /// The item, or `nil` once it has been freed (or for the superview of a view that has
    /// none; see ``init(superview:of:)``).
    public private(set) weak var item: Item?
    /// For the superview of a view that had none: what the anchors stand for instead, which
    /// the compiler refuses with ``PlumbError/Kind/noSuperview``.
    private let missingSuperview: MissingSuperview?

    /// The anchors of `item`.
    public init(_ item: Item) {
        self.item = item
        self.missingSuperview = nil
    }

    /// The anchors of `child`'s superview, `superview`: what a backend's `superview` proxy
    /// returns (`view.superview.edges`). When `superview` is `nil` the anchors stand for the
    /// missing superview, named `child.superview`, and every relation that uses them is
    /// refused with ``PlumbError/Kind/noSuperview`` when its block is compiled (the rest of
    /// the block is still made).
    public init<Child>(superview: Item?, of child: LayoutAnchors<Child>) {
        self.item = superview
        self.missingSuperview = superview == nil ? MissingSuperview(of: child.anchorItem) : nil
    }

    /// The item anchors are made for: ``item``, or the stand-in for a missing superview.
    fileprivate var anchorItem: (any LayoutItem)? { item ?? missingSuperview }

    /// The left edge (absolute: relates to `left`/`right`/`centerX`, never to `leading`).
    public var left: AbsoluteXAnchor { AbsoluteXAnchor(anchorItem, .left) }
    /// The right edge (absolute: relates to `left`/`right`/`centerX`, never to `trailing`).
    public var right: AbsoluteXAnchor { AbsoluteXAnchor(anchorItem, .right) }
    /// The leading edge (directional: relates to `leading`/`trailing`/`centerX`).
    public var leading: DirectionalXAnchor { DirectionalXAnchor(anchorItem, .leading) }
    /// The trailing edge (directional: relates to `leading`/`trailing`/`centerX`).
    public var trailing: DirectionalXAnchor { DirectionalXAnchor(anchorItem, .trailing) }
    /// The horizontal centre (relates to any horizontal position).
    public var centerX: CenterXAnchor { CenterXAnchor(anchorItem, .centerX) }
    /// The top edge.
    public var top: YAnchor { YAnchor(anchorItem, .top) }
    /// The bottom edge.
    public var bottom: YAnchor { YAnchor(anchorItem, .bottom) }
    /// The vertical centre.
    public var centerY: YAnchor { YAnchor(anchorItem, .centerY) }
    /// The width.
    public var width: DimensionAnchor { DimensionAnchor(anchorItem, .width) }
    /// The height.
    public var height: DimensionAnchor { DimensionAnchor(anchorItem, .height) }

    /// Top, leading, bottom and trailing edges (directional).
    public var edges: EdgesAnchor { EdgesAnchor(anchorItem, margins: false) }
    /// The same as ``edges``: Plumb's edges are always directional.
    public var directionalEdges: EdgesAnchor { EdgesAnchor(anchorItem, margins: false) }
    /// Leading and trailing edges.
    public var horizontalEdges: HorizontalEdgesAnchor {
        HorizontalEdgesAnchor(anchorItem, margins: false)
    }
    /// Top and bottom edges.
    public var verticalEdges: VerticalEdgesAnchor {
        VerticalEdgesAnchor(anchorItem, margins: false)
    }
    /// Top, left, bottom and right edges (absolute: they keep their sides in a right-to-left
    /// layout), as SnapKit's and Masonry's `edges` mean them. Related to ``edges``, both sides
    /// are absolute.
    public var absoluteEdges: EdgesAnchor {
        EdgesAnchor(anchorItem, margins: false, absolute: true)
    }
    /// Left and right edges (absolute), as SnapKit's `horizontalEdges` means them.
    public var absoluteHorizontalEdges: HorizontalEdgesAnchor {
        HorizontalEdgesAnchor(anchorItem, margins: false, absolute: true)
    }
    /// Width and height.
    public var size: SizeAnchor { SizeAnchor(anchorItem) }
    /// Horizontal and vertical centre.
    public var center: CenterAnchor { CenterAnchor(anchorItem, withinMargins: false) }
}

extension LayoutAnchors where Item: LayoutViewItem {
    /// The baseline of the first line of text (the top edge for views without text).
    public var firstBaseline: YAnchor { YAnchor(anchorItem, .firstBaseline) }
    /// The baseline of the last line of text (the bottom edge for views without text).
    public var lastBaseline: YAnchor { YAnchor(anchorItem, .lastBaseline) }

    /// The left edge inset by the left margin (UIKit only; AppKit rejects it at run time).
    public var leftMargin: AbsoluteXAnchor { AbsoluteXAnchor(anchorItem, .leftMargin) }
    /// The right edge inset by the right margin (UIKit only).
    public var rightMargin: AbsoluteXAnchor { AbsoluteXAnchor(anchorItem, .rightMargin) }
    /// The leading edge inset by the leading margin (UIKit only).
    public var leadingMargin: DirectionalXAnchor { DirectionalXAnchor(anchorItem, .leadingMargin) }
    /// The trailing edge inset by the trailing margin (UIKit only).
    public var trailingMargin: DirectionalXAnchor {
        DirectionalXAnchor(anchorItem, .trailingMargin)
    }
    /// The top edge inset by the top margin (UIKit only).
    public var topMargin: YAnchor { YAnchor(anchorItem, .topMargin) }
    /// The bottom edge inset by the bottom margin (UIKit only).
    public var bottomMargin: YAnchor { YAnchor(anchorItem, .bottomMargin) }
    /// The horizontal centre of the area inside the left and right margins (UIKit only).
    public var centerXWithinMargins: CenterXAnchor {
        CenterXAnchor(anchorItem, .centerXWithinMargins)
    }
    /// The vertical centre of the area inside the top and bottom margins (UIKit only).
    public var centerYWithinMargins: YAnchor { YAnchor(anchorItem, .centerYWithinMargins) }

    /// Top, leading, bottom and trailing margins (directional, like ``edges``), so that
    /// `view.edges == superview.margins` works.
    public var margins: EdgesAnchor { EdgesAnchor(anchorItem, margins: true) }
    /// The same as ``margins``: Plumb's margins are always directional.
    public var directionalMargins: EdgesAnchor { EdgesAnchor(anchorItem, margins: true) }
    /// Leading and trailing margins.
    public var horizontalMargins: HorizontalEdgesAnchor {
        HorizontalEdgesAnchor(anchorItem, margins: true)
    }
    /// Top and bottom margins.
    public var verticalMargins: VerticalEdgesAnchor {
        VerticalEdgesAnchor(anchorItem, margins: true)
    }
    /// Top, left, bottom and right margins (absolute), as SnapKit's and Masonry's `margins`
    /// mean them (UIKit only).
    public var absoluteMargins: EdgesAnchor {
        EdgesAnchor(anchorItem, margins: true, absolute: true)
    }
    /// Left and right margins (absolute; UIKit only).
    public var absoluteHorizontalMargins: HorizontalEdgesAnchor {
        HorizontalEdgesAnchor(anchorItem, margins: true, absolute: true)
    }
    /// The centre of the area inside the margins.
    public var centerWithinMargins: CenterAnchor { CenterAnchor(anchorItem, withinMargins: true) }
}
