extension LayoutView {
    /// Whether the view's frame could change without violating a required constraint or
    /// worsening any priority level (exact: asked of the solver). A view that translates
    /// its autoresizing mask never is; a constrained view with too few constraints, or
    /// with two equal priorities pulling apart, is.
    public var hasAmbiguousLayout: Bool {
        LayoutEngine.of(rootView).isAmbiguous(node)
    }

    /// The constraints (the user's and the engine's own: autoresizing, content size,
    /// guide edges) that affect the view's position and size on `axis`, directly or
    /// through other items.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        LayoutEngine.of(rootView).constraintsAffecting(node, axis: axis)
    }
}

extension LayoutView {
    /// What the last ``layoutIfNeeded()`` of the view's tree did (all zero before the tree's
    /// first layout, and after one that found nothing to do).
    public var lastLayoutPassStatistics: LayoutPassStatistics {
        rootView.ownedEngine?.statistics ?? LayoutPassStatistics()
    }
}
