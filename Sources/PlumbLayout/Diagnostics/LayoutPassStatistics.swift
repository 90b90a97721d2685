/// How much work one ``LayoutView/layoutIfNeeded()`` did: for debugging, and for tests that
/// check that a small change stays local (the counts grow with what moved, not with the
/// size of the tree).
public struct LayoutPassStatistics: Equatable, Sendable {
    /// The passes run: 0 when nothing needed layout, 1 usually, more when
    /// ``LayoutView/layoutSubviews()`` changed something that had to be solved again.
    public var passes = 0
    /// The views and guides whose solved rectangles were read, over all passes: those whose
    /// solver variables changed, those marked by a change the solver cannot see (insets,
    /// `setNeedsLayout()`, a new view), and the subviews of views that moved by other than
    /// whole pixels (frames are rounded in the root's space). A view that moves with its
    /// superview is not examined: its rectangle is solved relative to the superview.
    public var itemsExamined = 0
    /// The views whose frames were recomputed relative to their superviews, over all
    /// passes: every examined view.
    public var framesComputed = 0

    /// No work.
    public init() {}
}
