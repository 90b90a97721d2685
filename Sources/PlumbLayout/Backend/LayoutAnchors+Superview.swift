extension LayoutAnchors where Item: LayoutView {
    /// The anchors of the view's superview, resolved when they are read, that is when the
    /// block is compiled: `view.edges == view.superview.edges.inset(by: 8)` without naming
    /// the superview (SnapKit's `equalToSuperview()`).
    ///
    /// When the view has no superview then, every relation that uses these anchors is
    /// refused with ``PlumbError/Kind/noSuperview``, named `view.superview` in the expression,
    /// recorded in the group's ``ConstraintGroup/errors`` and reported to
    /// ``PlumbDiagnostics/handler``; the rest of the block is still made. The superview is
    /// the one at that moment: moving the view later does not follow it.
    public var superview: LayoutAnchors<LayoutView> {
        LayoutAnchors<LayoutView>(superview: item?.superview, of: self)
    }
}
