/// Directional insets, one per edge: top, leading, bottom, trailing.
///
/// Plumb's compound anchors are directional (leading/trailing), so their insets are too:
/// `leading` is the inset from the leading edge whatever the layout direction. Positive
/// insets move every edge inwards: the far edges (bottom, trailing) get negated constants.
public struct DirectionalEdgeInsets: Sendable, Hashable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the leading edge.
    public var leading: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the trailing edge.
    public var trailing: Double

    /// Insets per edge; each defaults to 0.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all inset: Double) {
        self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
    }

    /// One inset for the leading and trailing edges, another for the top and bottom ones.
    public init(horizontal: Double = 0, vertical: Double = 0) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// No inset.
    public static let zero = DirectionalEdgeInsets()
}
