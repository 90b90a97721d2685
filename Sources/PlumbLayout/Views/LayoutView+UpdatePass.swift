extension LayoutView {
    /// Asks for ``updateConstraints()`` to run before the next layout pass (UIKit's deferred
    /// update pass).
    public func setNeedsUpdateConstraints() {
        needsConstraintUpdate = true
        LayoutEngine.of(rootView).pendingConstraintUpdates.insert(self)
    }

    /// Whether ``updateConstraints()`` is scheduled for this view.
    public func needsUpdateConstraints() -> Bool { needsConstraintUpdate }

    /// Runs the update pass now: ``updateConstraints()`` on every view of the tree that
    /// asked for it, subviews before their superviews. ``layoutIfNeeded()`` does this first.
    public func updateConstraintsIfNeeded() {
        LayoutEngine.of(rootView).runUpdatePass()
    }
}

extension LayoutEngine {
    /// Calls `updateConstraints()` bottom-up on the views that asked, until none asks again
    /// (at most eight rounds, so a view that always asks cannot hang the pass).
    func runUpdatePass() {
        var rounds = 0
        while !pendingConstraintUpdates.isEmpty && rounds < 8 {
            rounds += 1
            let views = pendingConstraintUpdates.elements.filter { $0.isDescendant(of: root) }
            pendingConstraintUpdates.removeAll()
            let ordered = views.map { view -> (Int, LayoutView) in
                var depth = 0
                var current = view
                while let parent = current.superview {
                    depth += 1
                    current = parent
                }
                return (depth, view)
            }.sorted { $0.0 > $1.0 }
            for (_, view) in ordered where view.needsConstraintUpdate {
                view.needsConstraintUpdate = false
                view.updateConstraints()
            }
        }
    }
}
