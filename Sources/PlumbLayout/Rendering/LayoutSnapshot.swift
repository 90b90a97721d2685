/// A picture-ready copy of a laid-out tree: frames, margins, guides, constraint lines and
/// the views that are ambiguous or in a conflict.
///
/// A snapshot is plain data, so it can be built from a live ``LayoutView`` tree (see
/// ``LayoutView/layoutSnapshot(includesConstraints:conflicts:)``) or by hand, compared, and
/// rendered as SVG (``svg(options:)``) or as a compact text outline (``outline``). Frames are in
/// points; each item stores its frame relative to its superview (as `LayoutView.frame`
/// does) and its frame in the root's coordinates (where it is drawn).
public struct LayoutSnapshot: Sendable, Hashable {
    /// The root view and, through its ``Item/children``, the whole tree.
    public var root: Item
    /// Active constraints drawn as lines between the anchors they relate, in the root's
    /// coordinates. Empty when the snapshot was taken without constraints.
    public var constraintLines: [ConstraintLine]

    /// A snapshot of the tree under `root`, with the given constraint lines.
    public init(root: Item, constraintLines: [ConstraintLine] = []) {
        self.root = root
        self.constraintLines = constraintLines
    }

    /// Every item of the tree, parents before children, in subview order.
    public var allItems: [Item] {
        var items: [Item] = []
        func visit(_ item: Item) {
            items.append(item)
            item.children.forEach(visit)
        }
        visit(root)
        return items
    }
}

extension LayoutSnapshot {
    /// An axis-aligned rectangle in points: origin at the top left, y growing downward.
    public struct Rect: Sendable, Hashable {
        /// The left edge.
        public var x: Double
        /// The top edge.
        public var y: Double
        /// The width (may be negative only if the layout that produced it was broken).
        public var width: Double
        /// The height.
        public var height: Double

        /// A rectangle with the given origin and size.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        /// The right edge.
        public var maxX: Double { x + width }
        /// The bottom edge.
        public var maxY: Double { y + height }
        /// The horizontal centre.
        public var midX: Double { x + width / 2 }
        /// The vertical centre.
        public var midY: Double { y + height / 2 }

        /// The rectangle moved by `dx`, `dy`.
        public func offsetBy(dx: Double, dy: Double) -> Rect {
            Rect(x: x + dx, y: y + dy, width: width, height: height)
        }

        /// The rectangle shrunk by `insets` on each side.
        public func inset(by insets: Insets) -> Rect {
            Rect(
                x: x + insets.left, y: y + insets.top,
                width: width - insets.left - insets.right,
                height: height - insets.top - insets.bottom)
        }
    }

    /// A point in points, y growing downward.
    public struct Point: Sendable, Hashable {
        /// The horizontal coordinate.
        public var x: Double
        /// The vertical coordinate.
        public var y: Double

        /// The point at `x`, `y`.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// Absolute insets on the four sides of a rectangle (left and right already resolved from
    /// any directional values).
    public struct Insets: Sendable, Hashable {
        /// The inset from the top edge.
        public var top: Double
        /// The inset from the left edge.
        public var left: Double
        /// The inset from the bottom edge.
        public var bottom: Double
        /// The inset from the right edge.
        public var right: Double

        /// Insets with the given values.
        public init(top: Double, left: Double, bottom: Double, right: Double) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        /// Whether every inset is zero.
        public var isZero: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }
    }

    /// One view of the tree.
    public struct Item: Sendable, Hashable {
        /// The view's identifier, if it has one.
        public var identifier: String?
        /// The name of the view's type, such as `LayoutView` or `LayoutLabel`.
        public var typeName: String
        /// The frame relative to the superview (the root's frame for the root).
        public var frame: Rect
        /// The frame in the root's coordinate space, where the item is drawn.
        public var frameInRoot: Rect
        /// Layout margins to shade inside the frame, or `nil` to draw none.
        public var margins: Insets?
        /// Layout guides owned by the view that the picture should show.
        public var guides: [Guide]
        /// Whether the view's frame is not fully determined by its constraints.
        public var isAmbiguous: Bool
        /// Whether the view is an item of a constraint in a reported conflict.
        public var isInConflict: Bool
        /// The subviews, in order.
        public var children: [Item]
        /// The text the view shows, if it is a label: what the picture writes inside the box.
        public var text: Text?

        /// An item with the given properties; `frameInRoot` defaults to `frame` (right for
        /// a root, or for a child of a root at the origin).
        public init(
            identifier: String? = nil, typeName: String, frame: Rect, frameInRoot: Rect? = nil,
            margins: Insets? = nil, guides: [Guide] = [], isAmbiguous: Bool = false,
            isInConflict: Bool = false, children: [Item] = [], text: Text? = nil
        ) {
            self.text = text
            self.identifier = identifier
            self.typeName = typeName
            self.frame = frame
            self.frameInRoot = frameInRoot ?? frame
            self.margins = margins
            self.guides = guides
            self.isAmbiguous = isAmbiguous
            self.isInConflict = isInConflict
            self.children = children
        }

        /// What the picture writes on the box: the identifier, or the type name without one.
        public var label: String {
            if let identifier, !identifier.isEmpty { return identifier }
            return typeName
        }
    }

    /// The text of a label-like view: its lines, in a font of `pointSize` whose characters
    /// each advance `characterAdvance` and whose lines are `lineHeight` tall.
    public struct Text: Sendable, Hashable {
        /// The lines shown, first to last.
        public var lines: [String]
        /// The font's point size.
        public var pointSize: Double
        /// The width of one character.
        public var characterAdvance: Double
        /// The height of one line.
        public var lineHeight: Double

        /// Text with the given lines and metrics.
        public init(
            lines: [String], pointSize: Double, characterAdvance: Double, lineHeight: Double
        ) {
            self.lines = lines
            self.pointSize = pointSize
            self.characterAdvance = characterAdvance
            self.lineHeight = lineHeight
        }
    }

    /// A layout guide owned by a view.
    public struct Guide: Sendable, Hashable {
        /// Which guide this is: one the app added, or one UIKit provides.
        public enum Kind: Sendable, Hashable {
            /// A guide added with `addLayoutGuide(_:)`.
            case custom
            /// The view's `safeAreaLayoutGuide`.
            case safeArea
            /// The view's `layoutMarginsGuide`.
            case layoutMargins
        }

        /// The guide's identifier, if it has one.
        public var identifier: String?
        /// Which guide this is.
        public var kind: Kind
        /// The guide's frame in its owning view's coordinates (UIKit's `layoutFrame`).
        public var frame: Rect
        /// The guide's frame in the root's coordinate space.
        public var frameInRoot: Rect
        /// Whether the guide is ambiguous.
        public var isAmbiguous: Bool
        /// Whether the guide is an item of a constraint in a reported conflict.
        public var isInConflict: Bool

        /// A guide with the given properties; `frameInRoot` defaults to `frame`.
        public init(
            identifier: String? = nil, kind: Kind = .custom, frame: Rect, frameInRoot: Rect? = nil,
            isAmbiguous: Bool = false, isInConflict: Bool = false
        ) {
            self.identifier = identifier
            self.kind = kind
            self.frame = frame
            self.frameInRoot = frameInRoot ?? frame
            self.isAmbiguous = isAmbiguous
            self.isInConflict = isInConflict
        }

        /// What the picture writes on the guide: its identifier, or what kind of guide it is.
        public var label: String {
            if let identifier, !identifier.isEmpty { return identifier }
            switch kind {
            case .custom: return "LayoutGuide"
            case .safeArea: return "safeArea"
            case .layoutMargins: return "layoutMargins"
            }
        }
    }
}
