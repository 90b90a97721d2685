/// How much work one ``LayoutView/layoutIfNeeded()`` did: for debugging, and for tests that
/// check that a small change stays local (the counts grow with what moved, not with the
/// size of the tree).
public struct LayoutPassStatistics: Equatable, Sendable {
    /// The passes run: 0 when nothing needed layout, 1 usually, more when
    /// ``LayoutView/layoutSubviews()`` changed something that had to be solved again.
    public var passes = 0
    /// The views and guides whose solved rectangles were read, over all passes: those whose
    /// solver variables changed, plus those marked by a change the solver cannot see
    /// (insets, `setNeedsLayout()`, a new view).
    public var itemsExamined = 0
    /// The views whose frames were recomputed relative to their superviews, over all
    /// passes: those whose rectangles changed, and the subviews of those whose origin moved.
    public var framesComputed = 0

    /// No work.
    public init() {}
}
