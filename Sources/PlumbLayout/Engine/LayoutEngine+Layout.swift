import Foundation
import PlumbSolver

extension LayoutEngine {
    /// Runs the layout pass: reads the solution, writes the frames of the views that moved
    /// (and of the subviews of views that moved off the pixel grid, whose rounded frames
    /// depend on it), refreshes safe areas, and calls `layoutSubviews()` on resized views.
    /// Changes those make are solved in further passes (at most eight).
    ///
    /// Only the items whose variables the solver changed, those marked pending, and those
    /// subviews are examined, so a pass costs in proportion to what moved, not to the tree.
    func layout() {
        flushPendingRows()
        statistics = LayoutPassStatistics()
        var passes = 0
        while needsLayout && passes < 8 {
            needsLayout = false
            passes += 1
            var resized = placeViews()
            if adoptRootSize() && root.node.resizedStamp != Self.visitStamp {
                resized.append(root)
            }
            updateSafeAreas()
            // Top-down, as UIKit calls layoutSubviews: sorted by depth, then by the order
            // found, packed in one integer (no closure, no reference counting).
            var order: [Int] = []
            order.reserveCapacity(resized.count)
            for (index, view) in resized.enumerated() {
                order.append(view.node.depth << 32 | index)
            }
            order.sort()
            for key in order { resized[key & 0xFFFF_FFFF].layoutSubviews() }
        }
        statistics.passes = passes
    }

    /// Rounds `value` to the root's pixel grid (no rounding at scale 0).
    func round(_ value: Double) -> Double {
        Self.round(value, scale: Double(root.storedDisplayScale))
    }

    /// Rounds `value` to the pixel grid of `scale` (no rounding at scale 0).
    @inline(__always)
    static func round(_ value: Double, scale: Double) -> Double {
        guard scale > 0 else { return value }
        // Snap to a millionth of a pixel first: an incremental solve and a fresh one may differ
        // by a few ulps, and a value on a half-pixel tie must round the same way in both.
        let pixels = (value * scale * 1e6).rounded() / 1e6
        return (pixels + 0.5).rounded(.down) / scale
    }

    /// The origin of `view`'s unrounded frame in the root's space: the sum of the frame
    /// origins (each relative to its superview) of the view and its ancestors. O(depth).
    func absoluteOrigin(of view: LayoutView) -> (x: Double, y: Double) {
        var x = 0.0
        var y = 0.0
        var current: LayoutView? = view
        while let each = current {
            let rect = each.node.variables
            let insets = each.alignmentRectInsets
            x += rect.minX.value - Double(insets.left)
            y += rect.minY.value - Double(insets.top)
            current = each.superview
        }
        return (x, y)
    }

    /// The origin of `view`'s unrounded frame in the root's space, memoized for the layout
    /// pass stamped `stamp`: O(1) once the superview's is known, so a pass computes each
    /// view's once. Iterative up to the nearest known ancestor: trees may be thousands deep.
    /// Views and nodes are used unretained (they are in the tree; see `placeViews()`).
    private func absoluteOrigin(of viewReference: Unmanaged<LayoutView>, stamp: UInt) -> (
        x: Double, y: Double
    ) {
        unowned(unsafe) let view = viewReference.takeUnretainedValue()
        unowned(unsafe) let node = view.node
        if node.originStamp == stamp { return node.passOrigin }
        // Usually the superview's origin is known already: no walk, no list.
        if let parentReference = node.registeredSuperview {
            unowned(unsafe) let parent = parentReference.takeUnretainedValue().node
            if parent.originStamp == stamp {
                let own = ownOrigin(of: view)
                let origin = (x: parent.passOrigin.x + own.x, y: parent.passOrigin.y + own.y)
                node.originStamp = stamp
                node.passOrigin = origin
                return origin
            }
        }
        var base = (x: 0.0, y: 0.0)
        var chain: [Unmanaged<LayoutView>] = [viewReference]
        var current = viewReference
        while true {
            unowned(unsafe) let currentView = current.takeUnretainedValue()
            unowned(unsafe) let currentNode = currentView.node
            guard let parentReference = currentNode.registeredSuperview else { break }
            unowned(unsafe) let parentNode = parentReference.takeUnretainedValue().node
            if parentNode.originStamp == stamp {
                base = parentNode.passOrigin
                break
            }
            chain.append(parentReference)
            current = parentReference
        }
        for ancestorReference in chain.reversed() {
            unowned(unsafe) let ancestor = ancestorReference.takeUnretainedValue()
            unowned(unsafe) let ancestorNode = ancestor.node
            let own = ownOrigin(of: ancestor)
            base = (base.x + own.x, base.y + own.y)
            ancestorNode.originStamp = stamp
            ancestorNode.passOrigin = base
        }
        return base
    }

    /// The origin of `view`'s unrounded frame relative to its superview.
    @inline(__always)
    private func ownOrigin(of view: LayoutView) -> (x: Double, y: Double) {
        let rect = view.node.solved
        let insets = view.storedAlignmentInsets
        return (rect.minX - Double(insets.left), rect.minY - Double(insets.top))
    }

    /// Whether a move by `delta` (root space) keeps every point's position on the pixel grid
    /// relative to the grid, so that frames rounded relative to the moved view do not change.
    private static func isWholePixels(_ delta: (x: Double, y: Double), _ scale: Double) -> Bool {
        func whole(_ value: Double) -> Bool {
            let pixels = value * scale
            return pixels.isFinite && abs(pixels - pixels.rounded()) < 1e-7
        }
        return whole(delta.x) && whole(delta.y)
    }

    /// Reads the solution and places the views that moved: examines each item whose
    /// variables the update changed and each pending item (every item after a display-scale
    /// change), and the subviews of examined views whose origin moved by other than whole
    /// pixels (their frames are rounded in the root's space, relative to it); recomputes
    /// their frames. Returns the views whose size changed or that asked for
    /// `layoutSubviews()`.
    ///
    /// Variables are relative to the superview, so a view that moves with its superview
    /// is not examined at all, whatever the depth of the tree.
    private func placeViews() -> [LayoutView] {
        Self.visitStamp &+= 1
        let stamp = Self.visitStamp
        let scale = Double(root.storedDisplayScale)
        // Views to examine, unretained: every one is in the tree (its superview holds it)
        // and nothing leaves the tree during the pass; retaining and releasing views, which
        // are weakly referenced and so counted in side tables, would cost more than the
        // pass's own work. A cascaded subview carries its superview's origin.
        var queue: [PassEntry] = []
        swap(&queue, &passQueue)
        defer {
            queue.removeAll(keepingCapacity: true)
            swap(&queue, &passQueue)
        }
        var resized: [LayoutView] = []
        var examined = 0

        func enqueueChanged(_ node: ItemNode) {
            guard node.examineStamp != stamp else { return }
            node.examineStamp = stamp
            node.readSolution()
            examined += 1
            // A guide's frame is read on demand.
            if let view = node.registeredView { queue.append(PassEntry(view)) }
        }
        if examinesEverything {
            examinesEverything = false
            solver.updateVariables()
            for node in registry.items.elements { enqueueChanged(node) }
        } else {
            for tag in Self.writeSolution(of: solver) {
                if let node = registry.node(tag: tag) { enqueueChanged(node) }
            }
        }
        for node in pendingItems.elements where registry.contains(node) { enqueueChanged(node) }
        // Every item whose variables changed has read them: the others' `solved` is current.
        pendingItems.removeAll()

        // The queue grows with the subviews of views that moved off the pixel grid.
        var index = 0
        while index < queue.count {
            let entry = queue[index]
            index += 1
            unowned(unsafe) let view = entry.view.takeUnretainedValue()
            unowned(unsafe) let node = view.node
            var hasParent = entry.hasParentOrigin
            var parentOrigin = entry.parentOrigin
            var parentRounded = entry.parentRoundedOrigin
            if !hasParent, let parent = node.registeredSuperview {
                hasParent = true
                parentOrigin = absoluteOrigin(of: parent, stamp: stamp)
                parentRounded = (
                    Self.round(parentOrigin.x, scale: scale),
                    Self.round(parentOrigin.y, scale: scale)
                )
            }
            // The unrounded frame's edges relative to the superview (not a CGRect, which
            // would swap the edges of a negative size).
            let rect = node.solved
            let insets = view.storedAlignmentInsets
            let minX = rect.minX - Double(insets.left)
            let minY = rect.minY - Double(insets.top)
            let maxX = rect.minX + rect.width + Double(insets.right)
            let maxY = rect.minY + rect.height + Double(insets.bottom)
            let origin = (x: parentOrigin.x + minX, y: parentOrigin.y + minY)
            // The frame's rounded top-left corner in the root's space, which is also the
            // rounded origin its subviews' frames are relative to.
            let rounded = (
                x: Self.round(origin.x, scale: scale), y: Self.round(origin.y, scale: scale)
            )
            node.originStamp = stamp
            node.passOrigin = origin
            let previous = node.exactOrigin
            node.exactOrigin = origin
            let flagged = view.frameNeedsApply || view.needsLayoutSubviews
            if flagged
                || (scale > 0
                    && !Self.isWholePixels((origin.x - previous.x, origin.y - previous.y), scale))
            {
                let subviews = view.subviews
                for position in subviews.indices {
                    unowned(unsafe) let subview = subviews[position]
                    unowned(unsafe) let child = subview.node
                    guard child.examineStamp != stamp else { continue }
                    child.examineStamp = stamp
                    examined += 1
                    queue.append(PassEntry(subview, parentOrigin: origin, rounded: rounded))
                }
            }
            if view.needsLayoutSubviews {
                view.needsLayoutSubviews = false
                node.resizedStamp = stamp
                resized.append(view)
            }
            view.frameNeedsApply = false
            guard hasParent else { continue }  // a root keeps its frame
            let stored = view.storedFrame
            if view.translatesAutoresizingMaskIntoConstraints {
                // A translating view keeps the exact frame it was given while the solution
                // agrees and its superview sits on the pixel grid.
                if abs(minX - stored.minX) < 1e-9, abs(minY - stored.minY) < 1e-9,
                    abs(maxX - minX - stored.width) < 1e-9, abs(maxY - minY - stored.height) < 1e-9,
                    parentRounded.x == parentOrigin.x, parentRounded.y == parentOrigin.y
                {
                    continue
                }
            }
            let frame: CGRect
            if scale > 0 {
                // Each edge rounded in the root's space, relative to the superview's rounded origin.
                let right = Self.round(parentOrigin.x + maxX, scale: scale)
                let bottom = Self.round(parentOrigin.y + maxY, scale: scale)
                frame = CGRect(
                    x: rounded.x - parentRounded.x, y: rounded.y - parentRounded.y,
                    width: right - rounded.x, height: bottom - rounded.y)
            } else {
                frame = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            }
            // A resized plain view or label is not listed: its `layoutSubviews()` does nothing,
            // and listing retains it (views are weakly referenced, which makes that slow).
            if frame.size != stored.size && node.resizedStamp != stamp
                && !view.layoutSubviewsDoesNothing
            {
                node.resizedStamp = stamp
                resized.append(view)
            }
            view.storedFrame = frame
        }
        statistics.itemsExamined += examined
        statistics.framesComputed += queue.count
        return resized
    }

    /// Writes the solution and returns the tag of each variable whose value changed, in the
    /// solver's deterministic order.
    private static func writeSolution(of solver: Solver) -> [Int] {
        var tags: [Int] = []
        solver.updateVariables(appendingTagsTo: &tags)
        return tags
    }
}

/// A view the layout pass examines, held unretained (see `placeViews()`), with its
/// superview's origin in the root's space when the pass already knows it.
struct PassEntry {
    let view: Unmanaged<LayoutView>
    let parentOrigin: (x: Double, y: Double)
    /// `parentOrigin` rounded to the pixel grid (the same at scale 0).
    let parentRoundedOrigin: (x: Double, y: Double)
    let hasParentOrigin: Bool

    init(_ view: Unmanaged<LayoutView>) {
        self.view = view
        parentOrigin = (0, 0)
        parentRoundedOrigin = (0, 0)
        hasParentOrigin = false
    }

    @MainActor
    init(_ view: LayoutView, parentOrigin: (x: Double, y: Double), rounded: (x: Double, y: Double))
    {
        self.view = .passUnretained(view)
        self.parentOrigin = parentOrigin
        parentRoundedOrigin = rounded
        hasParentOrigin = true
    }
}
