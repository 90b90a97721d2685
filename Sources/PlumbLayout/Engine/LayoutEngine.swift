import Foundation
import PlumbSolver

/// The solver state of one view tree, owned by its root view and created lazily.
///
/// Every view and guide in the tree is registered with four fresh variables (its
/// alignment rectangle relative to its superview; see ``ItemVariables``). Rows come from
/// ``LayoutConstraint``s: the
/// user's, and the engine's own (root frame, autoresizing, content size, guide edges).
/// Edits are incremental: a constant or parameter change is `Solver.setConstant`, a batch
/// is one `Solver.add`; the layout pass writes frames only for views that moved.
///
/// The engine's jobs live in one file each: registering items and their rows
/// (`LayoutEngine+Registration`, `ItemRegistry`), the engine's own rows
/// (`LayoutEngine+SystemRows`), the solver calls (`LayoutEngine+Solving`), the order a
/// batch's rows enter the solver in (`RowOrder`) and which constraint to break
/// (`ConflictPolicy`), safe areas (`LayoutEngine+SafeArea`), the layout
/// pass (`LayoutEngine+Layout`) and the questions asked of a solved tree
/// (`LayoutEngine+Queries`). This file holds the state and turns changes of views into
/// those jobs.
@MainActor
final class LayoutEngine {
    let solver = Solver()
    unowned let root: LayoutView
    // Unchecked: changed for every item registered and every row added, by code that never
    // reaches back into the engine meanwhile; a dynamic exclusivity check cost more than
    // the change.
    /// The registered items and the slots that lead from a variable to its item.
    @exclusivity(unchecked) var registry = ItemRegistry()
    /// The constraint that owns each solver row.
    @exclusivity(unchecked) var owners: [ObjectIdentifier: LayoutConstraint] = [:]
    let builder = RowBuilder()
    var safeArea = SafeAreaTracking()
    /// Translating views whose autoresizing rows are not made yet (see
    /// `flushPendingRows()`).
    var pendingAutoresizing = ObjectList<LayoutView>()
    /// Views registered since the last solver call with content-size rows not yet added
    /// (see `takePendingContentSizeRows()`).
    var pendingContentSize = ObjectList<LayoutView>()
    /// Views that asked for `updateConstraints()` before the next layout.
    var pendingConstraintUpdates = ObjectList<LayoutView>()
    var needsLayout = true
    /// Items the next layout pass examines whatever the solver reports: new items, items
    /// whose insets changed, views flagged by `setNeedsLayout()` or a frame assignment.
    var pendingItems = ObjectList<ItemNode>()
    /// Set when the next pass must examine every item (the display scale changed).
    var examinesEverything = false
    /// The stamp of the last layout pass, for the records' deduplication and memos (see
    /// `PassRecord`; records are made afresh when an item joins an engine, so the stamps of
    /// one engine's passes never meet another's).
    var passStamp: UInt32 = 0
    /// The layout pass's work list, kept between passes for its capacity.
    var passQueue: [PassEntry] = []
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

    /// Makes the next layout pass examine `node` even if none of its variables changes.
    func markPending(_ node: ItemNode) {
        pendingItems.insert(node)
        needsLayout = true
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
        frameWasStored(view)
        markPending(view.node)
    }

    /// Keeps the pass's copy of `view`'s frame (see `PassRecord`) equal to the frame it holds:
    /// every write of a registered view's `storedFrame` outside the layout pass calls this.
    func frameWasStored(_ view: LayoutView) {
        guard registry.contains(view.node) else { return }
        registry.records[view.node.slot].frame = view.storedFrame
    }

    /// Lists `view`'s subviews again in their new order (see `ItemRegistry`).
    func subviewsDidReorder(_ view: LayoutView) {
        registry.relink(subviewsOf: view)
    }

    /// `setNeedsLayout()`: the view's `layoutSubviews()` runs and its subviews' frames are
    /// rewritten in the next pass.
    func viewNeedsLayout(_ view: LayoutView) {
        markPending(view.node)
        for subview in view.subviews { markPending(subview.node) }
    }

    func autoresizingDidChange(_ view: LayoutView) {
        if registry.contains(view.node) {
            registry.records[view.node.slot].translates =
                view.translatesAutoresizingMaskIntoConstraints
        }
        guard view !== root else { return }
        for row in view.autoresizingRows { Self.detach(row) }
        remove(view.autoresizingRows)
        view.autoresizingRows = []
        if view.translatesAutoresizingMaskIntoConstraints {
            pendingAutoresizing.insert(view)
        } else {
            pendingAutoresizing.remove(view)
        }
        view.frameNeedsApply = true
        markPending(view.node)
    }

    func scaleDidChange() {
        examinesEverything = true
        needsLayout = true
    }
}
