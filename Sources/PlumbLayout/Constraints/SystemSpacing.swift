import Foundation

/// The system spacing the built-in engine gives `plusSystemSpacing(_:)`
/// (`constraint(equalToSystemSpacingAfter:multiplier:)` and
/// `constraint(equalToSystemSpacingBelow:multiplier:)` in UIKit), worked out from the two
/// anchors it separates.
///
/// Apple documents that the value "is determined from information available from the
/// anchors" and that when the anchors are text baselines "the spacing is determined by the
/// fonts used at those baselines" (and, in the header, that it changes when those fonts do),
/// but gives no formula. Plumb's rule: **8 points between the boxes that the two anchors
/// stand for**, where a baseline of a ``LayoutLabel`` stands for its line of text.
///
/// - Between edges (and on the horizontal axis) it is 8 points, UIKit's standard spacing
///   between sibling views.
/// - Below a label's baseline, the spacing adds the font's descender (the part of the line
///   under the baseline); above a label's baseline, it adds the font's ascender (the part of
///   the line over it). So `subtitle.firstBaseline == title.lastBaseline.plusSystemSpacing()`
///   puts the two baselines `title.descender + 8 + subtitle.ascender` apart, and the two
///   labels' frames exactly 8 points apart whatever their sizes: stacked labels never
///   overlap, and the gap reads like the 8 points between any two views.
///
/// The engine works the value out each time it builds the constraint's row, so when a
/// label's font changes, the spacing follows.
enum SystemSpacing {
    /// UIKit's standard spacing between sibling views: 8 points.
    static let standard = 8.0

    /// The spacing of `constraint`, a system-spacing constraint whose first anchor follows
    /// (or lies below) its second.
    @MainActor
    static func distance(of constraint: LayoutConstraint) -> Double {
        guard constraint.firstAttribute.axis == .vertical else { return standard }
        // The second anchor is the upper one: its line reaches a descender below it.
        let above = (constraint.secondItem as? LayoutLabel).flatMap { label in
            constraint.secondAttribute.isBaseline ? Double(label.font.descender) : nil
        }
        // The first anchor is the lower one: its line reaches an ascender above it.
        let below = (constraint.firstItem as? LayoutLabel).flatMap { label in
            constraint.firstAttribute.isBaseline ? Double(label.font.ascender) : nil
        }
        return (above ?? 0) + standard + (below ?? 0)
    }
}

extension LayoutAttribute {
    /// Whether the attribute is a text baseline.
    fileprivate var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}

extension LayoutConstraint {
    /// The constant the engine enforces: ``constant`` as set, or, for a system-spacing
    /// constraint, its multiple of the spacing between its anchors at the moment (see
    /// ``SystemSpacing``).
    var effectiveConstant: CGFloat {
        guard let multiple = systemSpacingMultiplier else { return storedConstant }
        return CGFloat(multiple * SystemSpacing.distance(of: self))
    }
}
