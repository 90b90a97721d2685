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
            if adoptRootSize() && !Self.lists(root, in: resized) {
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

    /// Whether `views` holds `view` (a loop: a closure formed on the main actor checks the
    /// executor).
    private static func lists(_ view: LayoutView, in views: [LayoutView]) -> Bool {
        for each in views where each === view { return true }
        return false
    }

    /// The origin of the unrounded frame of the view in `slot` in the root's space, memoized
    /// for the layout pass stamped `stamp`: O(1) once the superview's is known, so a pass
    /// computes each view's once. Iterative up to the nearest known ancestor: trees may be
    /// thousands deep. `chain` is scratch space, kept by the caller so that a pass allocates
    /// it once.
    private static func absoluteOrigin(
        of slot: Int, stamp: UInt32, in records: UnsafeMutableBufferPointer<PassRecord>,
        chain: inout [Int32]
    ) -> (x: Double, y: Double) {
        if records[slot].originStamp == stamp { return records[slot].passOrigin }
        // Usually the superview's origin is known already: no walk, no list.
        let parent = Int(records[slot].parent)
        if parent >= 0, records[parent].originStamp == stamp {
            let origin = (
                x: records[parent].passOrigin.x + records[slot].minX,
                y: records[parent].passOrigin.y + records[slot].minY
            )
            records[slot].originStamp = stamp
            records[slot].passOrigin = origin
            return origin
        }
        var base = (x: 0.0, y: 0.0)
        chain.removeAll(keepingCapacity: true)
        chain.append(Int32(slot))
        var current = slot
        while true {
            let parent = Int(records[current].parent)
            guard parent >= 0 else { break }
            if records[parent].originStamp == stamp {
                base = records[parent].passOrigin
                break
            }
            chain.append(Int32(parent))
            current = parent
        }
        // Top-down (no closure: one formed on the main actor checks the executor).
        var position = chain.count - 1
        while position >= 0 {
            let ancestor = Int(chain[position])
            position -= 1
            base = (base.x + records[ancestor].minX, base.y + records[ancestor].minY)
            records[ancestor].originStamp = stamp
            records[ancestor].passOrigin = base
        }
        return base
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
    /// is not examined at all, whatever the depth of the tree. The pass works on the
    /// registry's records (see `PassRecord`), and touches a view object only to read the
    /// solution of a view whose variables changed, for a pending view's flags, to write a
    /// frame that changed, and to ask a resized view whether its `layoutSubviews()` does
    /// anything.
    private func placeViews() -> [LayoutView] {
        passStamp &+= 1
        if passStamp == 0 {
            // Wrapped around (after 2^32 passes): no record may hold a stamp from before.
            registry.clearStamps()
            passStamp = 1
        }
        let stamp = passStamp
        let scale = Double(root.storedDisplayScale)
        // The work list: slots to examine.
        var queue: [PassEntry] = []
        swap(&queue, &passQueue)
        // The records are moved out of the registry for the pass (no exclusivity checks, no
        // copy): nothing below registers or unregisters an item.
        var records: [PassRecord] = []
        swap(&records, &registry.records)
        defer {
            queue.removeAll(keepingCapacity: true)
            swap(&queue, &passQueue)
            swap(&records, &registry.records)
        }
        var resized: [LayoutView] = []
        var examined = 0
        func enqueueChanged(_ node: ItemNode) {
            let slot = node.slot
            // A guide (a negative slot, see `ItemRegistry`) has no record: its frame is read
            // on demand.
            if slot < 0 {
                if registry.examineGuide(node, stamp: stamp) { examined += 1 }
                return
            }
            guard records[slot].examineStamp != stamp else { return }
            records[slot].examineStamp = stamp
            examined += 1
            guard let view = PassRecord.view(records[slot].viewBits) else { return }
            Self.readSolution(of: node, view: view, into: &records[slot])
            queue.append(PassEntry(slot: Int32(slot), isCascaded: false))
        }
        if examinesEverything {
            examinesEverything = false
            solver.updateVariables()
            for node in registry.items.elements { enqueueChanged(node) }
        } else {
            for tag in Self.writeSolution(of: solver) {
                if let node = registry.node(slot: tag - 1) { enqueueChanged(node) }
            }
        }
        for node in pendingItems.elements where registry.contains(node) { enqueueChanged(node) }
        // Every item whose variables changed has read them: the others' records are current.
        pendingItems.removeAll()
        records.withUnsafeMutableBufferPointer { records in
            Self.place(
                &queue, records: records, stamp: stamp, scale: scale, resized: &resized,
                examined: &examined)
        }
        statistics.itemsExamined += examined
        statistics.framesComputed += queue.count
        return resized
    }

    /// Reads the variables of `node` (a registered view's) into its record: the unrounded
    /// frame's edges relative to the superview.
    private static func readSolution(
        of node: ItemNode, view reference: Unmanaged<LayoutView>, into record: inout PassRecord
    ) {
        unowned(unsafe) let view = reference.takeUnretainedValue()
        // Each variable read without a retain and a release (the node holds them; nearly
        // every view of a resized grid is read).
        let minX = value(of: .passUnretained(node.variables.minX))
        let minY = value(of: .passUnretained(node.variables.minY))
        let width = value(of: .passUnretained(node.variables.width))
        let height = value(of: .passUnretained(node.variables.height))
        let insets = view.storedAlignmentInsets
        record.minX = minX - Double(insets.left)
        record.minY = minY - Double(insets.top)
        record.maxX = minX + width + Double(insets.right)
        record.maxY = minY + height + Double(insets.bottom)
    }

    /// `variable.value`, without retaining the variable, which something else holds.
    /// Nonisolated, so that its closure does not check the executor.
    private nonisolated static func value(of variable: Unmanaged<Variable>) -> Double {
        variable._withUnsafeGuaranteedRef { $0.value }
    }

    /// Places the views of `queue` and of the subviews it grows with (see `placeViews()`).
    private static func place(
        _ queue: inout [PassEntry], records: UnsafeMutableBufferPointer<PassRecord>, stamp: UInt32,
        scale: Double, resized: inout [LayoutView], examined: inout Int
    ) {
        let base = records.baseAddress.unsafelyUnwrapped
        var chain: [Int32] = []
        var index = 0
        while index < queue.count {
            let entry = queue[index]
            index += 1
            let slot = Int(entry.slot)
            // Fields read one by one through a pointer: no copy of the record, no bounds check
            // (slots in the queue are registered).
            let record = base + slot
            let parent = Int(record.pointee.parent)
            let hasParent = parent >= 0
            var parentOrigin = (x: 0.0, y: 0.0)
            var parentRounded = (x: 0.0, y: 0.0)
            if entry.isCascaded {
                // The superview, placed earlier in this pass, left both in its record.
                let parentRecord = base + parent
                parentOrigin = parentRecord.pointee.exactOrigin
                parentRounded = parentRecord.pointee.roundedOrigin
            } else if hasParent {
                parentOrigin = absoluteOrigin(
                    of: parent, stamp: stamp, in: records, chain: &chain)
                parentRounded = (
                    round(parentOrigin.x, scale: scale), round(parentOrigin.y, scale: scale)
                )
            }
            // The unrounded frame's edges relative to the superview (not a CGRect, which
            // would swap the edges of a negative size).
            let minX = record.pointee.minX
            let minY = record.pointee.minY
            let maxX = record.pointee.maxX
            let maxY = record.pointee.maxY
            let origin = (x: parentOrigin.x + minX, y: parentOrigin.y + minY)
            // The frame's rounded top-left corner in the root's space, which is also the
            // rounded origin its subviews' frames are relative to.
            let rounded = (x: round(origin.x, scale: scale), y: round(origin.y, scale: scale))
            let previous = record.pointee.exactOrigin
            record.pointee.exactOrigin = origin
            // Only queued slots are views'.
            unowned(unsafe) let view = PassRecord.view(record.pointee.viewBits).unsafelyUnwrapped
                .takeUnretainedValue()
            // Only a pending view can be flagged (flagging a view makes it pending), and the
            // views placed from their own variables and the pending ones come first in the
            // queue: a cascaded view's flags are clear, and reading them would touch the view.
            // Nor does anything read a cascaded view's memo later in the pass (only those
            // first views ask for origins), so it is not written.
            var flagged = false
            if !entry.isCascaded {
                record.pointee.originStamp = stamp
                record.pointee.passOrigin = origin
                flagged = view.frameNeedsApply || view.needsLayoutSubviews
            } else {
                assert(!view.frameNeedsApply && !view.needsLayoutSubviews)
            }
            if flagged
                || (scale > 0
                    && !isWholePixels((origin.x - previous.x, origin.y - previous.y), scale))
            {
                record.pointee.roundedOrigin = rounded
                var child = Int(record.pointee.firstChild)
                while child >= 0 {
                    let childRecord = base + child
                    if childRecord.pointee.examineStamp != stamp {
                        childRecord.pointee.examineStamp = stamp
                        examined += 1
                        queue.append(PassEntry(slot: Int32(child), isCascaded: true))
                    }
                    child = Int(childRecord.pointee.next)
                }
            }
            // A view is placed once per pass: `listed` keeps it from being listed twice here.
            var listed = false
            if !entry.isCascaded {
                if view.needsLayoutSubviews {
                    view.needsLayoutSubviews = false
                    listed = true
                    resized.append(view)
                }
                view.frameNeedsApply = false
            }
            guard hasParent else { continue }  // a root keeps its frame
            let stored = record.pointee.frame
            assert(stored.hasSameBits(as: view.storedFrame))
            let translates = record.pointee.viewBits & 1 != 0
            assert(translates == view.translatesAutoresizingMaskIntoConstraints)
            if translates {
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
                let right = round(parentOrigin.x + maxX, scale: scale)
                let bottom = round(parentOrigin.y + maxY, scale: scale)
                frame = CGRect(
                    x: rounded.x - parentRounded.x, y: rounded.y - parentRounded.y,
                    width: right - rounded.x, height: bottom - rounded.y)
            } else {
                frame = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            }
            guard !frame.hasSameBits(as: stored) else { continue }
            // A resized plain view or label is not listed: its `layoutSubviews()` does nothing,
            // and listing retains it (views are weakly referenced, which makes that slow).
            if frame.size != stored.size && !listed && !view.layoutSubviewsDoesNothing {
                resized.append(view)
            }
            view.storedFrame = frame
            record.pointee.frame = frame
        }
    }

    /// Writes the solution and returns the tag of each variable whose value changed, in the
    /// solver's deterministic order.
    private static func writeSolution(of solver: Solver) -> [Int] {
        var tags: [Int] = []
        solver.updateVariables(appendingTagsTo: &tags)
        return tags
    }
}

/// A view the layout pass examines, by slot: one whose variables changed or a pending one,
/// or a cascaded subview of a view that moved by part of a pixel (whose origin and rounded
/// origin its superview's record holds; see `PassRecord`).
struct PassEntry {
    let slot: Int32
    let isCascaded: Bool
}
