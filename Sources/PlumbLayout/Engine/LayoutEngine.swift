import Foundation
import PlumbSolver

/// The solver state of one view tree, owned by its root view and created lazily.
///
/// Every view and guide in the tree is registered with four fresh variables (its
/// alignment rectangle in the root's space). Rows come from ``LayoutConstraint``s: the
/// user's, and the engine's own (root frame, autoresizing, content size, guide edges).
/// Edits are incremental: a constant or parameter change is `Solver.setConstant`, a batch
/// is one `Solver.add`; the layout pass writes frames only for views that moved.
@MainActor
final class LayoutEngine {
    let solver = Solver()
    unowned let root: LayoutView
    var items = ObjectList<ItemNode>()
    /// The constraint that owns each solver row.
    var owners: [ObjectIdentifier: LayoutConstraint] = [:]
    var needsLayout = true
    /// Views whose rows were built with their safe-area insets.
    var safeAreaDependents = ObjectList<ItemNode>()
    /// Registered views with non-zero additional safe-area insets.
    var safeAreaSources = ObjectList<ItemNode>()
    var safeAreaWasActiveFlag = false
    /// Views that asked for `updateConstraints()` before the next layout.
    var pendingConstraintUpdates = ObjectList<LayoutView>()
    let builder = RowBuilder(variables: { $0.variables })
    /// The registered items by slot: each item's variables carry its slot + 1 as their
    /// `tag`, so that the layout pass goes from the variables the solver changed to their
    /// items without hashing. Freed slots are reused.
    var slots: [ItemNode?] = []
    var freeSlots: [Int] = []
    /// Items the next layout pass examines whatever the solver reports: new items, items
    /// whose insets changed, views flagged by `setNeedsLayout()` or a frame assignment.
    var pendingItems = ObjectList<ItemNode>()
    /// Set when the next pass must examine every item (the display scale changed).
    var examinesEverything = false
    /// Stamps for the layout pass's deduplication, shared by all engines since items move
    /// between trees.
    static var visitStamp: UInt = 0
    /// The work done by the last `layout()`.
    var statistics = LayoutPassStatistics()

    private init(root: LayoutView) {
        self.root = root
    }

    /// The engine of the tree whose root is `root`, created (and the tree registered) if needed.
    static func of(_ root: LayoutView) -> LayoutEngine {
        if let engine = root.ownedEngine { return engine }
        let engine = LayoutEngine(root: root)
        root.ownedEngine = engine
        engine.register(subtree: root)
        return engine
    }

    // MARK: Registration

    /// Registers every view and guide of `subtree` (already in the tree) and adds their rows
    /// and the constraints installed on them, in one batch.
    func register(subtree: LayoutView) {
        var rows: [LayoutConstraint] = []
        var user: [LayoutConstraint] = []
        for view in subtree.subtreeViews() {
            registerNode(view.node)
            if view.storedAdditionalSafeArea != .zero { safeAreaSources.insert(view.node) }
            if view === root {
                view.rootRows = makeRootRows(view)
                rows += view.rootRows
            } else if view.translatesAutoresizingMaskIntoConstraints {
                view.autoresizingRows = makeAutoresizingRows(view)
                rows += view.autoresizingRows
            }
            rows += updateContentSizeRows(view).added
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
        items.remove(guide.node)
        releaseSlot(of: guide.node)
        pendingItems.remove(guide.node)
        guide.node.engine = nil
    }

    private func registerNode(_ node: ItemNode) {
        releaseSlot(of: node)
        node.variables = ItemVariables(name: node.name)
        node.engine = self
        node.placed = .unknown
        node.exactOrigin = (.nan, .nan)
        items.insert(node)
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            slots[slot] = node
        } else {
            slot = slots.count
            slots.append(node)
        }
        node.slot = slot
        for variable in node.variables.all { variable.tag = slot + 1 }
        markPending(node)
    }

    private func releaseSlot(of node: ItemNode) {
        let slot = node.slot
        node.slot = -1
        guard slot >= 0, slot < slots.count, slots[slot] === node else { return }
        slots[slot] = nil
        freeSlots.append(slot)
    }

    /// The registered item `variable` belongs to, if any.
    func node(of variable: Variable) -> ItemNode? {
        let slot = variable.tag - 1
        guard slot >= 0, slot < slots.count else { return nil }
        return slots[slot]
    }

    /// Makes the next layout pass examine `node` even if none of its variables changes.
    func markPending(_ node: ItemNode) {
        pendingItems.insert(node)
        needsLayout = true
    }

    /// Takes `subtree` (about to leave the tree) out of the solver. Constraints between it
    /// and the rest of the tree must already be deactivated.
    func unregister(subtree: LayoutView) {
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
            items.remove(node)
            releaseSlot(of: node)
            pendingItems.remove(node)
            safeAreaDependents.remove(node)
            safeAreaSources.remove(node)
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
        items.removeAll()
        slots.removeAll()
        freeSlots.removeAll()
        pendingItems.removeAll()
        owners.removeAll()
        safeAreaDependents.removeAll()
        safeAreaSources.removeAll()
    }

    /// Rebuilds the solver state from scratch: for rare changes that alter the shape of
    /// many rows at once (layout direction).
    func rebuild() {
        dissolve()
        solver.reset()
        register(subtree: root)
    }

    private func discardSystemRows(_ view: LayoutView) {
        for row in view.rootRows + view.autoresizingRows + view.contentSizeRows.compactMap({ $0 }) {
            Self.detach(row)
        }
        for guide in view.systemGuides {
            for row in guide.ties { Self.detach(row) }
            guide.ties = []
        }
        view.rootRows = []
        view.autoresizingRows = []
        view.contentSizeRows = [nil, nil, nil, nil]
    }

    // MARK: Node lists

    /// Records `constraint` on the nodes its row mentions.
    static func attach(_ constraint: LayoutConstraint) {
        constraint.firstNode?.constraints.insert(constraint)
        constraint.secondNode?.constraints.insert(constraint)
        constraint.container?.node.constraints.insert(constraint)
        constraint.firstEnd?.node?.constraints.insert(constraint)
        constraint.secondEnd?.node?.constraints.insert(constraint)
    }

    static func detach(_ constraint: LayoutConstraint) {
        constraint.firstNode?.constraints.remove(constraint)
        constraint.secondNode?.constraints.remove(constraint)
        constraint.container?.node.constraints.remove(constraint)
        constraint.firstEnd?.node?.constraints.remove(constraint)
        constraint.secondEnd?.node?.constraints.remove(constraint)
    }

    // MARK: System rows

    private func makeRootRows(_ view: LayoutView) -> [LayoutConstraint] {
        let rows = [
            LayoutConstraint.system(
                .rootFrame(.horizontal, isSize: false), first: view.node, attribute: .left),
            LayoutConstraint.system(
                .rootFrame(.vertical, isSize: false), first: view.node, attribute: .top),
            LayoutConstraint.system(
                .rootFrame(.horizontal, isSize: true), first: view.node, attribute: .width,
                priority: view.storedSizePriority),
            LayoutConstraint.system(
                .rootFrame(.vertical, isSize: true), first: view.node, attribute: .height,
                priority: view.storedSizePriority),
        ]
        for row in rows { Self.attach(row) }
        return rows
    }

    private func makeAutoresizingRows(_ view: LayoutView) -> [LayoutConstraint] {
        guard let parent = view.superview else { return [] }
        let rules = autoresizingRules(view, in: parent)
        let attributes: [LayoutAttribute] = [.left, .width, .top, .height]
        let rows = zip(rules, attributes).map { rule, attribute in
            LayoutConstraint.system(
                .autoresizing(rule), first: view.node, attribute: attribute, second: parent.node)
        }
        for row in rows { Self.attach(row) }
        return rows
    }

    private func autoresizingRules(_ view: LayoutView, in parent: LayoutView) -> [AutoresizingRule]
    {
        AutoresizingRule.rules(for: view, in: parent)
    }

    private func makeTies(_ guide: LayoutGuide) -> [LayoutConstraint] {
        guard let source = guide.systemSource, let host = guide.owningView else { return [] }
        let specs: [(LayoutAxis, Bool, LayoutAttribute)] = [
            (.horizontal, false, .left), (.vertical, false, .top), (.horizontal, true, .width),
            (.vertical, true, .height),
        ]
        let rows = specs.map { axis, isSize, attribute in
            LayoutConstraint.system(
                .guideEdge(GuideEdge(source: source, axis: axis, isSize: isSize)),
                first: guide.node,
                attribute: attribute, second: host.node)
        }
        for row in rows { Self.attach(row) }
        return rows
    }

    /// Brings `view`'s content-size rows in line with its intrinsic size and priorities;
    /// returns the new rows (not yet added) and the rows it dropped (already removed).
    @discardableResult
    func updateContentSizeRows(_ view: LayoutView) -> (
        added: [LayoutConstraint], removed: [LayoutConstraint]
    ) {
        var size = view.intrinsicContentSize
        func valid(_ value: CGFloat) -> Bool {
            value == LayoutView.noIntrinsicMetric || (value.isFinite && value >= 0)
        }
        if !valid(size.width) || !valid(size.height) {
            PlumbDiagnostics.report(
                .invalidValue(
                    property: "intrinsicContentSize", value: "\(size)", item: view.debugName))
            size = CGSize(
                width: valid(size.width) ? size.width : LayoutView.noIntrinsicMetric,
                height: valid(size.height) ? size.height : LayoutView.noIntrinsicMetric)
        }
        var added: [LayoutConstraint] = []
        var removed: [LayoutConstraint] = []
        let slots: [(LayoutAxis, Bool)] = [
            (.horizontal, true), (.horizontal, false), (.vertical, true), (.vertical, false),
        ]
        for (slot, (axis, hugging)) in slots.enumerated() {
            let value = axis == .horizontal ? size.width : size.height
            let priority =
                hugging
                ? view.contentHuggingPriority(for: axis)
                : view.contentCompressionResistancePriority(for: axis)
            let kind = LayoutConstraint.Kind.contentSize(
                axis, hugging: hugging, value: Double(value))
            if let row = view.contentSizeRows[slot] {
                if value == LayoutView.noIntrinsicMetric {
                    Self.detach(row)
                    removed.append(row)
                    view.contentSizeRows[slot] = nil
                } else {
                    row.kind = kind
                    row.storedPriority = priority
                    sync(row)
                }
            } else if value != LayoutView.noIntrinsicMetric {
                let row = LayoutConstraint.system(
                    kind, first: view.node, attribute: axis == .horizontal ? .width : .height,
                    relation: hugging ? .lessThanOrEqual : .greaterThanOrEqual, priority: priority)
                Self.attach(row)
                view.contentSizeRows[slot] = row
                added.append(row)
            }
        }
        remove(removed)
        return (added, removed)
    }

    // MARK: Changes

    func contentSizeDidChange(_ view: LayoutView) {
        add(updateContentSizeRows(view).added)
        parametersDidChange(view)
    }

    /// Re-derives every row that mentions `view` (its margins, baselines, insets or safe
    /// area changed): constants are edited in place.
    func parametersDidChange(_ view: LayoutView) {
        for constraint in view.node.constraints.elements { sync(constraint) }
        // Insets move the frame around the same variables.
        markPending(view.node)
    }

    func frameDidChange(_ view: LayoutView) {
        if view === root {
            for row in view.rootRows { sync(row) }
        } else if view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview {
            for (row, rule) in zip(view.autoresizingRows, autoresizingRules(view, in: parent)) {
                row.kind = .autoresizing(rule)
                sync(row)
            }
        } else {
            view.frameNeedsApply = true
        }
        markPending(view.node)
    }

    /// `setNeedsLayout()`: the view's `layoutSubviews()` runs and its subviews' frames are
    /// rewritten in the next pass.
    func viewNeedsLayout(_ view: LayoutView) {
        markPending(view.node)
        for subview in view.subviews { markPending(subview.node) }
    }

    func autoresizingDidChange(_ view: LayoutView) {
        guard view !== root else { return }
        for row in view.autoresizingRows { Self.detach(row) }
        remove(view.autoresizingRows)
        view.autoresizingRows =
            view.translatesAutoresizingMaskIntoConstraints ? makeAutoresizingRows(view) : []
        add(view.autoresizingRows)
        view.frameNeedsApply = true
        markPending(view.node)
    }

    func safeAreaSourceDidChange(_ view: LayoutView) {
        if view.storedAdditionalSafeArea != .zero {
            safeAreaSources.insert(view.node)
        } else {
            safeAreaSources.remove(view.node)
        }
        needsLayout = true
        if view === root {
            view.cachedSafeArea = nil
            parametersDidChange(view)
        }
    }

    func scaleDidChange() {
        for node in items.elements { node.placed = .unknown }
        examinesEverything = true
        needsLayout = true
    }

    // MARK: Solver calls

    /// Adds the rows of `constraints` in one batch. If required constraints cannot all
    /// hold, breaks the latest incoming user constraint of the conflict (or the latest
    /// incoming row), reports it, and retries with the rest.
    func add(_ constraints: [LayoutConstraint]) {
        var pending: [(LayoutConstraint, Constraint)] = []
        for constraint in constraints {
            guard let spec = builder.row(for: constraint) else { continue }
            let row = Constraint(spec.expression, spec.relation, strength: spec.strength)
            owners[ObjectIdentifier(row)] = constraint
            pending.append((constraint, row))
        }
        // Reported once the batch's survivors have their rows, so that each report marks
        // exactly the constraints the engine stopped enforcing as broken.
        var conflicts: [(members: [LayoutConstraint], broken: LayoutConstraint)] = []
        while !pending.isEmpty {
            do {
                try solver.add(pending.map { $0.1 })
                break
            } catch {
                switch error {
                case .unsatisfiable(let conflict):
                    let ids = Set(conflict.map(ObjectIdentifier.init))
                    let index =
                        pending.lastIndex {
                            ids.contains(ObjectIdentifier($0.1)) && $0.0.kind.isStandard
                        }
                        ?? pending.lastIndex { ids.contains(ObjectIdentifier($0.1)) } ?? pending
                        .count - 1
                    let (broken, row) = pending.remove(at: index)
                    let members = conflict.compactMap { owners[ObjectIdentifier($0)] }
                    owners[ObjectIdentifier(row)] = nil
                    conflicts.append((members, broken))
                default:
                    // Cannot happen with validated input; find the culprit by adding one at a time.
                    for (constraint, row) in pending {
                        do {
                            try solver.add(row)
                            constraint.row = row
                        } catch {
                            owners[ObjectIdentifier(row)] = nil
                            reportInternal("the solver refused \(constraint): \(error)")
                        }
                    }
                    pending = []
                }
            }
        }
        for (constraint, row) in pending { constraint.row = row }
        for conflict in conflicts {
            PlumbDiagnostics.report(
                .unsatisfiable(conflict: conflict.members, broken: conflict.broken))
        }
        needsLayout = true
    }

    /// Removes the rows of `constraints` in one batch.
    func remove(_ constraints: [LayoutConstraint]) {
        var rows: [Constraint] = []
        for constraint in constraints {
            guard let row = constraint.row else { continue }
            rows.append(row)
            owners[ObjectIdentifier(row)] = nil
            constraint.row = nil
        }
        guard !rows.isEmpty else { return }
        do {
            try solver.remove(rows)
        } catch {
            reportInternal("removing rows failed: \(error)")
        }
        needsLayout = true
    }

    /// Brings `constraint`'s row in line with its current constant, priority and items'
    /// parameters: an in-place constant edit when only the constant moved, else a
    /// remove and re-add. A broken constraint is tried again.
    func sync(_ constraint: LayoutConstraint) {
        guard constraint.kind.isStandard ? constraint.active : true else { return }
        guard let spec = builder.row(for: constraint) else { return }
        needsLayout = true
        guard let row = constraint.row else {
            add([constraint])
            return
        }
        if spec.hasSameShape(as: row) {
            guard spec.expression.constant != row.expression.constant else { return }
            setConstant(spec.expression.constant, of: constraint, row: row)
        } else {
            remove([constraint])
            add([constraint])
        }
    }

    private func setConstant(_ value: Double, of constraint: LayoutConstraint, row: Constraint) {
        while true {
            do {
                try solver.setConstant(value, of: row)
                return
            } catch {
                guard case .unsatisfiable(let conflict) = error else {
                    reportInternal("changing the constant of \(constraint) failed: \(error)")
                    return
                }
                let members = conflict.compactMap { owners[ObjectIdentifier($0)] }
                // Break the edited constraint itself when it is the user's; when the engine's
                // own row moved (a frame, an intrinsic size), break the latest user constraint
                // in its way instead, as Auto Layout keeps system constraints.
                let victim =
                    constraint.kind.isStandard
                    ? constraint
                    : members.filter { $0.kind.isStandard }.max {
                        $0.activationSerial < $1.activationSerial
                    }
                        ?? constraint
                remove([victim])
                PlumbDiagnostics.report(.unsatisfiable(conflict: members, broken: victim))
                if victim === constraint { return }
            }
        }
    }

    func reportInternal(_ message: String) {
        PlumbDiagnostics.report(.internalInconsistency(message))
    }
}
