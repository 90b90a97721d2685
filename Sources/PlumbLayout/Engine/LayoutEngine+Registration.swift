import PlumbSolver

// Which items and rows are in the engine: registering a subtree (its items, their system
// rows and the constraints installed in it), taking one out, and the node lists that record
// which constraints mention which item.

extension LayoutEngine {
    /// Registers every view and guide of `subtree` (already in the tree) and adds their rows
    /// and the constraints installed on them, in one batch.
    func register(subtree: LayoutView) {
        var rows: [LayoutConstraint] = []
        var user: [LayoutConstraint] = []
        let views = subtree.subtreeViews()
        for view in views {
            registerNode(view.node)
            if view.storedAdditionalSafeArea != .zero { safeArea.sources.insert(view.node) }
            if view === root {
                view.rootRows = makeRootRows(view)
                rows += view.rootRows
            } else if view.translatesAutoresizingMaskIntoConstraints {
                pendingAutoresizing.insert(view)
            }
            // Held back to follow the user's next batch (see `takePendingContentSizeRows()`).
            if !updateContentSizeRows(view).added.isEmpty { pendingContentSize.insert(view) }
            for guide in view.systemGuides {
                registerNode(guide.node)
                guide.ties = makeTies(guide)
                rows += guide.ties
            }
            for guide in view.layoutGuides { registerNode(guide.node) }
            for constraint in view.installed.elements {
                constraint.engine = self
                user.append(constraint)
            }
        }
        registry.link(views)
        user.sort { $0.activationSerial < $1.activationSerial }
        add(rows + user)
    }

    func registerGuide(_ guide: LayoutGuide) {
        registerNode(guide.node)
        guide.ties = makeTies(guide)
        add(guide.ties)
    }

    func unregisterGuide(_ guide: LayoutGuide) {
        for row in guide.ties { Self.detach(row) }
        remove(guide.node.constraints.elements + guide.ties)
        guide.ties = []
        registry.unregister(guide.node)
        pendingItems.remove(guide.node)
        guide.node.engine = nil
    }

    private func registerNode(_ node: ItemNode) {
        registry.register(node)
        if let host = node.spaceHost { node.depth = host.node.depth + 1 } else { node.depth = 0 }
        node.engine = self
        markPending(node)
    }

    /// Takes `subtree` (about to leave the tree) out of the solver. Constraints between it
    /// and the rest of the tree must already be deactivated.
    func unregister(subtree: LayoutView) {
        registry.unlink(subtree)
        var rows: [Constraint] = []
        subtree.forEachItem { node in
            for constraint in node.constraints.elements {
                if let row = constraint.row {
                    rows.append(row)
                    owners[ObjectIdentifier(row)] = nil
                    constraint.row = nil
                }
                if constraint.kind.isStandard { constraint.engine = nil }
            }
            registry.unregister(node)
            pendingItems.remove(node)
            safeArea.dependents.remove(node)
            safeArea.sources.remove(node)
            node.engine = nil
        }
        for view in subtree.subtreeViews() { discardSystemRows(view) }
        do {
            try solver.remove(rows)
        } catch {
            reportInternal("removing a subtree's rows failed: \(error)")
        }
        needsLayout = true
    }

    /// Forgets the whole tree without touching the solver (the engine is being dropped).
    func dissolve() {
        root.forEachItem { node in
            for constraint in node.constraints.elements {
                constraint.row = nil
                if constraint.kind.isStandard { constraint.engine = nil }
            }
            node.engine = nil
        }
        for view in root.subtreeViews() { discardSystemRows(view) }
        registry.removeAll()
        pendingItems.removeAll()
        pendingAutoresizing.removeAll()
        pendingContentSize.removeAll()
        owners.removeAll()
        safeArea.dependents.removeAll()
        safeArea.sources.removeAll()
    }

    /// Rebuilds the solver state from scratch: for rare changes that alter the shape of
    /// many rows at once (layout direction).
    func rebuild() {
        dissolve()
        solver.reset()
        register(subtree: root)
    }

    // MARK: Node lists

    /// Records `constraint` on the nodes its row mentions.
    static func attach(_ constraint: LayoutConstraint) {
        constraint.forEachMentionedNode { $0.constraints.insert(constraint) }
    }

    static func detach(_ constraint: LayoutConstraint) {
        constraint.forEachMentionedNode { $0.constraints.remove(constraint) }
    }
}

extension LayoutConstraint {
    /// Calls `body` on each node whose variables or parameters the constraint's row uses:
    /// its items (and the items its distances run to), the view it is installed on, and the views between each item's host and
    /// that view (their frame origins carry the item into the container's space; see
    /// `RowBuilder`). The tree between them cannot change while the constraint is active
    /// (removing a view deactivates the constraints that cross out of it), so attaching
    /// and detaching visit the same nodes.
    // Inlined into its callers, so that `body` is not a closure called through a context
    // (one formed on the main actor checks the executor at run time on every call).
    @inline(__always)
    func forEachMentionedNode(_ body: (ItemNode) -> Void) {
        // The items one by one rather than in an array: this runs for every constraint
        // activated and deactivated.
        let first = firstNode
        let second = secondNode
        let firstEndNode = firstEnd?.node
        let secondEndNode = secondEnd?.node
        if let first { body(first) }
        if let firstEndNode { body(firstEndNode) }
        if let second { body(second) }
        if let secondEndNode { body(secondEndNode) }
        guard let container else { return }
        body(container.node)
        func visitHostsBetween(_ item: ItemNode?) {
            guard let item else { return }
            // `item.spaceHost`, without loading the item's weak view a second time.
            let itemView = item.view
            guard itemView !== container else { return }
            var host: LayoutView?
            if let itemView { host = itemView.superview } else { host = item.guide?.owningView }
            while let view = host, view !== container {
                body(view.node)
                host = view.superview
            }
        }
        visitHostsBetween(first)
        visitHostsBetween(firstEndNode)
        visitHostsBetween(second)
        visitHostsBetween(secondEndNode)
    }
}
