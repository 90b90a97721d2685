/// How a view's contents relate to the layout direction, as `UISemanticContentAttribute`
/// names it. Only the forced cases (and the always-left-to-right ones) override the
/// tree's direction; `unspecified` follows the root's ``LayoutView/layoutDirection``.
public enum SemanticContentAttribute: Int, Sendable, Hashable, CaseIterable {
    /// Follows the tree's layout direction.
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback = 1
    /// Spatial controls (such as a D-pad): always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}
