/// One attribute of a layout item's frame that a constraint can relate.
///
/// The cases and raw values mirror `NSLayoutConstraint.Attribute` exactly, so a
/// ``ConstraintSpec`` maps one-to-one onto an Apple constraint and onto the built-in
/// engine's `LayoutConstraint`. The margin attributes exist in UIKit only; AppKit has no
/// such cases, and the Apple backend rejects them on macOS.
public enum LayoutAttribute: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// No attribute: the second attribute of a constraint against a constant.
    case notAnAttribute = 0
    /// The left edge (minX), whatever the layout direction.
    case left = 1
    /// The right edge (maxX), whatever the layout direction.
    case right = 2
    /// The top edge (minY).
    case top = 3
    /// The bottom edge (maxY).
    case bottom = 4
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
    case leading = 5
    /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal centre (midX).
    case centerX = 9
    /// The vertical centre (midY).
    case centerY = 10
    /// The baseline of the last line of text (the bottom, for items without text).
    case lastBaseline = 11
    /// The baseline of the first line of text (the top, for items without text).
    case firstBaseline = 12
    /// The left edge inset by the left layout margin.
    case leftMargin = 13
    /// The right edge inset by the right layout margin.
    case rightMargin = 14
    /// The top edge inset by the top layout margin.
    case topMargin = 15
    /// The bottom edge inset by the bottom layout margin.
    case bottomMargin = 16
    /// The leading edge inset by the leading layout margin.
    case leadingMargin = 17
    /// The trailing edge inset by the trailing layout margin.
    case trailingMargin = 18
    /// The horizontal centre of the area inside the left and right margins.
    case centerXWithinMargins = 19
    /// The vertical centre of the area inside the top and bottom margins.
    case centerYWithinMargins = 20

    /// The axis the attribute lies on, or `nil` for ``notAnAttribute``.
    public var axis: LayoutAxis? {
        switch self {
        case .notAnAttribute: nil
        case .left, .right, .leading, .trailing, .width, .centerX,
            .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
            .topMargin, .bottomMargin, .centerYWithinMargins:
            .vertical
        }
    }

    /// Whether the attribute is a size (``width`` or ``height``) rather than a position.
    public var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute is directional (leading or trailing, with or without margin),
    /// which Auto Layout refuses to relate to an absolute (left or right) one.
    public var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// Whether the attribute is measured from the item's layout margins (`leftMargin` …
    /// `centerYWithinMargins`). Only views have margins: a layout guide has none, and AppKit
    /// has no margin attributes.
    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins, .centerYWithinMargins:
            true
        default: false
        }
    }

    /// Whether the attribute is absolute (left or right, with or without margin).
    public var isAbsoluteHorizontal: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: true
        default: false
        }
    }

    /// The attribute's Swift spelling, as in `NSLayoutConstraint.Attribute` (`leadingMargin`).
    public var description: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        }
    }
}

/// The axis of a layout attribute, as `NSLayoutConstraint.Axis` (UIKit) and
/// `NSLayoutConstraint.Orientation` (AppKit) spell it.
public enum LayoutAxis: Int, Sendable, Hashable, CaseIterable {
    /// Left to right (x).
    case horizontal = 0
    /// Top to bottom (y).
    case vertical = 1
}
