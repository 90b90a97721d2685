/// Which parts of a view stretch when its superview's size changes, as
/// `UIView.AutoresizingMask` defines them (same raw values).
///
/// Applies only to views whose `translatesAutoresizingMaskIntoConstraints` is true.
/// The change in the superview's size is shared among the flexible parts of each axis
/// (margins and size) in proportion to their current lengths, as UIKit does; with no
/// flexible part, the view keeps its origin and size (the far margin absorbs the change).
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    /// The mask's bits.
    public let rawValue: UInt
    /// A mask with the given bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The left margin stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}
