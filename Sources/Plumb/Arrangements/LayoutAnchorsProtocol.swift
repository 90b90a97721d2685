/// The anchors of one item, whatever the item's type: what ``distribute(_:along:spacing:lengths:inside:inset:)``
/// arranges, so that one call takes the proxies of views of different classes
/// (`distribute([icon, label, button], …)`) or an array of them.
///
/// ``LayoutAnchors`` is the only conformer meant to exist; the requirements are the anchors a
/// distribution relates.
@MainActor
public protocol LayoutAnchorsProtocol {
    /// The leading edge.
    var leading: DirectionalXAnchor { get }
    /// The trailing edge.
    var trailing: DirectionalXAnchor { get }
    /// The left edge.
    var left: AbsoluteXAnchor { get }
    /// The right edge.
    var right: AbsoluteXAnchor { get }
    /// The top edge.
    var top: YAnchor { get }
    /// The bottom edge.
    var bottom: YAnchor { get }
    /// The width.
    var width: DimensionAnchor { get }
    /// The height.
    var height: DimensionAnchor { get }
}

extension LayoutAnchors: LayoutAnchorsProtocol {}

/// A single anchor that ``align(_:)-(Anchor...)`` can set equal to others of its
/// type: every kind of single anchor (absolute, directional and vertical positions, centres,
/// dimensions and distances), bare, without arithmetic.
public protocol AlignableAnchor {
    /// The anchor as a folded term (multiplier 1, constant 0).
    var layoutTerm: LayoutTerm { get }
}

extension AbsoluteXAnchor: AlignableAnchor {}
extension DirectionalXAnchor: AlignableAnchor {}
extension CenterXAnchor: AlignableAnchor {}
extension YAnchor: AlignableAnchor {}
extension DimensionAnchor: AlignableAnchor {}
