import Foundation

/// Insets from the four absolute edges of a rectangle, as `UIEdgeInsets` holds them
/// (Plumb's ``DirectionalEdgeInsets`` are the directional kind, as `NSDirectionalEdgeInsets`).
///
/// Positive values move an edge inwards. Used for ``LayoutView/layoutMargins``,
/// ``LayoutView/additionalSafeAreaInsets`` and ``LayoutView/alignmentRectInsets``.
public struct AbsoluteEdgeInsets: Hashable, Sendable, CustomStringConvertible {
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
    public static let zero = AbsoluteEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Whether every inset is a finite number (the engine refuses others).
    public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

    /// `{top, left, bottom, right}`, as UIKit prints insets.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }

    static func + (a: AbsoluteEdgeInsets, b: AbsoluteEdgeInsets) -> AbsoluteEdgeInsets {
        AbsoluteEdgeInsets(
            top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom,
            right: a.right + b.right)
    }
}

extension DirectionalEdgeInsets {
    /// Whether every inset is a finite number (the engine refuses others).
    var isFinite: Bool { top.isFinite && leading.isFinite && bottom.isFinite && trailing.isFinite }

    /// The absolute insets these become under `direction`.
    func resolved(_ direction: UserInterfaceLayoutDirection) -> AbsoluteEdgeInsets {
        direction == .rightToLeft
            ? AbsoluteEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : AbsoluteEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// The directional insets that resolve to `insets` under `direction`.
    init(_ insets: AbsoluteEdgeInsets, direction: UserInterfaceLayoutDirection) {
        self =
            direction == .rightToLeft
            ? DirectionalEdgeInsets(
                top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left
            )
            : DirectionalEdgeInsets(
                top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right
            )
    }
}
