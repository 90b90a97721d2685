extension LayoutView {
    /// Adds `view` as the frontmost subview, removing it from its previous superview first
    /// (constraints between it and its old tree are deactivated, as in UIKit; those within
    /// its own subtree move with it). Adding a view to itself or to one of its descendants
    /// is refused with a ``PlumbError/Kind/invalidHierarchy`` report.
    public func addSubview(_ view: LayoutView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the valid range), as
    /// ``addSubview(_:)`` does otherwise.
    public func insertSubview(_ view: LayoutView, at index: Int) {
        if view === self || isDescendant(of: view) {
            PlumbDiagnostics.report(
                .invalidHierarchy(
                    reason:
                        "\(view.debugName) cannot be added to \(debugName), which is itself or inside it."
                ))
            return
        }
        if view.superview === self {
            // Reordering only: constraints and frames are unaffected.
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: max(0, min(index, subviews.count)))
            node.engine?.subviewsDidReorder(self)
            return
        }
        view.removeFromSuperview()
        // As NSView's, frames keep their numbers when the view joins a tree that reports them
        // another way (an AppKit-style tree, see LayoutView+AppKit.swift).
        let keepsNumbers =
            view.storedFrameConvention == .uiKit && rootView.storedFrameConvention == .uiKit
        let numbers =
            keepsNumbers ? [] : [(view, view.storedFrame)] + frameNumbers(ofSubtreeBelow: view)
        // A root's own engine is dissolved: the view joins this tree's engine.
        view.ownedEngine?.dissolve()
        view.ownedEngine = nil
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        view.cachedSafeArea = nil
        for (moved, frame) in numbers { moved.storedFrame = moved.internalFrame(frame) }
        if let engine = node.engine { engine.register(subtree: view) }
        // Updates a moved subtree still owes run in its new tree's pass.
        for pending in view.subtreeViews() where pending.needsConstraintUpdate {
            LayoutEngine.of(rootView).pendingConstraintUpdates.insert(pending)
        }
    }

    /// Removes the view from its superview. Constraints between the view's subtree and the
    /// rest of the old tree are deactivated; constraints within the subtree stay active and
    /// take effect again when the view is laid out in a tree.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        // The view keeps its frame numbers and its tree's convention (as a removed NSView).
        let numbers = frame
        let convention = rootView.storedFrameConvention
        var crossing = ObjectList<LayoutConstraint>()
        forEachItem { node in
            for constraint in node.constraints.elements where constraint.kind.isStandard {
                if let container = constraint.container,
                    container === self || container.isDescendant(of: self)
                {
                    continue
                }
                crossing.insert(constraint)
            }
        }
        LayoutConstraint.deactivate(crossing.elements)
        node.engine?.unregister(subtree: self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        cachedSafeArea = nil
        storedFrame = numbers
        storedFrameConvention = convention
    }

    /// Whether the view is `view` or lies inside it.
    public func isDescendant(of view: LayoutView) -> Bool {
        // A view without subviews holds nothing but itself (the case of every new view
        // added, answered without walking up a deep tree).
        if view.subviews.isEmpty { return self === view }
        var current: LayoutView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Calls `body` on the node of every view and guide in the subtree, parents first.
    func forEachItem(_ body: (ItemNode) -> Void) {
        var stack: [LayoutView] = [self]
        while let view = stack.popLast() {
            body(view.node)
            for guide in view.systemGuides { body(guide.node) }
            for guide in view.layoutGuides { body(guide.node) }
            stack.append(contentsOf: view.subviews.reversed())
        }
    }

    /// Every view in the subtree, parents first.
    func subtreeViews() -> [LayoutView] {
        // A view without subviews (every view added to a tree as it is built, each walked
        // twice by `insertSubview`) needs no walk.
        if subviews.isEmpty { return [self] }
        var result: [LayoutView] = []
        var stack: [LayoutView] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// The closest view that is an ancestor of (or equal to) both views, if any.
    func closestCommonAncestor(with other: LayoutView) -> LayoutView? {
        // Most constraints relate a view to itself, its superview or a sibling: answered
        // without walking to the root.
        if other === self || other === superview { return other }
        if self === other.superview { return self }
        if let parent = superview, parent === other.superview { return parent }
        var depthA = 0
        var depthB = 0
        var a: LayoutView? = self
        var b: LayoutView? = other
        while let view = a?.superview {
            depthA += 1
            a = view
        }
        while let view = b?.superview {
            depthB += 1
            b = view
        }
        guard a === b else { return nil }
        a = self
        b = other
        while depthA > depthB {
            a = a?.superview
            depthA -= 1
        }
        while depthB > depthA {
            b = b?.superview
            depthB -= 1
        }
        while a !== b {
            a = a?.superview
            b = b?.superview
        }
        return a
    }
}
