import Foundation

/// Insets from the four absolute edges of a rectangle, as `UIEdgeInsets` holds them.
///
/// Positive values move an edge inwards. Used for ``LayoutView/layoutMargins``,
/// ``LayoutView/additionalSafeAreaInsets`` and ``LayoutView/alignmentRectInsets``.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Insets with the given values, in UIKit's order (top, left, bottom, right).
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all value: CGFloat) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Whether every inset is a finite number (the engine refuses others).
    public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

    /// `{top, left, bottom, right}`, as UIKit prints insets.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }

    static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

/// Insets from the leading and trailing edges rather than left and right, as
/// `NSDirectionalEdgeInsets` holds them; they flip with the layout direction.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge (left in left-to-right layouts).
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge (right in left-to-right layouts).
    public var trailing: CGFloat

    /// Insets with the given values, in UIKit's order (top, leading, bottom, trailing).
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all value: CGFloat) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No inset on any edge.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// Whether every inset is a finite number (the engine refuses others).
    public var isFinite: Bool { top.isFinite && leading.isFinite && bottom.isFinite && trailing.isFinite }

    /// `{top, leading, bottom, trailing}`.
    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }

    /// The absolute insets these become under `direction`.
    func resolved(_ direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        direction == .rightToLeft
            ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// The directional insets that resolve to `insets` under `direction`.
    init(_ insets: EdgeInsets, direction: UserInterfaceLayoutDirection) {
        self = direction == .rightToLeft
            ? DirectionalEdgeInsets(top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
            : DirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
}
