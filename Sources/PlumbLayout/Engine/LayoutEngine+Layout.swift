import Foundation
import PlumbSolver

extension LayoutEngine {
    /// Runs the layout pass: reads the solution, writes the frames of the views that moved
    /// (and of the direct subviews of views whose origin moved, whose relative frames depend
    /// on it), refreshes safe areas, and calls `layoutSubviews()` on resized views. Changes
    /// those make are solved in further passes (at most eight).
    ///
    /// Only the items whose variables the solver changed, and those marked pending, are
    /// examined, so a pass costs in proportion to what moved, not to the tree.
    func layout() {
        flushPendingRows()
        statistics = LayoutPassStatistics()
        var passes = 0
        while needsLayout && passes < 8 {
            needsLayout = false
            passes += 1
            let resized = placeViews()
            updateSafeAreas()
            // Top-down, as UIKit calls layoutSubviews. Sorting (depth, index) pairs rather
            // than the views spares the views' reference counts.
            var order: [(depth: Int, index: Int)] = []
            order.reserveCapacity(resized.count)
            for (index, view) in resized.enumerated() {
                var depth = 0
                var current = view
                while let parent = current.superview {
                    depth += 1
                    current = parent
                }
                order.append((depth, index))
            }
            order.sort { $0.depth != $1.depth ? $0.depth < $1.depth : $0.index < $1.index }
            for entry in order { resized[entry.index].layoutSubviews() }
        }
        statistics.passes = passes
    }

    /// Rounds `value` to the root's pixel grid (no rounding at scale 0).
    func round(_ value: Double) -> Double {
        let scale = Double(root.storedDisplayScale)
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

    /// `absoluteOrigin(of:)` memoized for the layout pass stamped `stamp`: O(1) once the
    /// superview's is known, so a pass computes each view's once.
    private func absoluteOrigin(of view: LayoutView, stamp: UInt) -> (x: Double, y: Double) {
        let node = view.node
        if node.originStamp == stamp { return node.passOrigin }
        let rect = node.variables
        let insets = view.alignmentRectInsets
        var origin = (
            x: rect.minX.value - Double(insets.left), y: rect.minY.value - Double(insets.top)
        )
        if let parent = view.superview {
            // Iterative up to the nearest known ancestor: trees may be thousands deep.
            var chain: [LayoutView] = []
            var top = parent
            while top.node.originStamp != stamp, let above = top.superview {
                chain.append(top)
                top = above
            }
            var base = top.node.originStamp == stamp ? top.node.passOrigin : ownOrigin(of: top)
            if top.node.originStamp != stamp {
                top.node.originStamp = stamp
                top.node.passOrigin = base
            }
            for ancestor in chain.reversed() {
                let own = ownOrigin(of: ancestor)
                base = (base.x + own.x, base.y + own.y)
                ancestor.node.originStamp = stamp
                ancestor.node.passOrigin = base
            }
            origin = (base.x + origin.x, base.y + origin.y)
        }
        node.originStamp = stamp
        node.passOrigin = origin
        return origin
    }

    /// The origin of `view`'s unrounded frame relative to its superview.
    private func ownOrigin(of view: LayoutView) -> (x: Double, y: Double) {
        let rect = view.node.variables
        let insets = view.alignmentRectInsets
        return (rect.minX.value - Double(insets.left), rect.minY.value - Double(insets.top))
    }

    /// Whether a move by `delta` (root space) keeps every point's position on the pixel grid
    /// relative to the grid, so that frames rounded relative to the moved view do not change.
    private func isWholePixels(_ delta: (x: Double, y: Double), scale: Double) -> Bool {
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
        var queue: [ItemNode] = []
        var resized = ObjectList<LayoutView>()
        var framesComputed = 0

        func enqueue(_ node: ItemNode) {
            guard node.examineStamp != stamp else { return }
            node.examineStamp = stamp
            queue.append(node)
        }
        if examinesEverything {
            examinesEverything = false
            solver.updateVariables()
            for node in registry.items.elements { enqueue(node) }
        } else {
            solver.updateVariables { variable in
                if let node = registry.node(of: variable) { enqueue(node) }
            }
        }
        for node in pendingItems.elements where node.engine === self { enqueue(node) }
        pendingItems.removeAll()

        // The queue grows with the subviews of views that moved off the pixel grid.
        var index = 0
        while index < queue.count {
            let node = queue[index]
            index += 1
            guard let view = node.view else { continue }  // a guide's frame is read on demand
            framesComputed += 1
            let origin = absoluteOrigin(of: view, stamp: stamp)
            let previous = node.exactOrigin
            node.exactOrigin = origin
            let flagged = view.frameNeedsApply || view.needsLayoutSubviews
            let moved = (origin.x - previous.x, origin.y - previous.y)
            if flagged || (scale > 0 && !isWholePixels(moved, scale: scale)) {
                for subview in view.subviews { enqueue(subview.node) }
            }
            if view.needsLayoutSubviews {
                view.needsLayoutSubviews = false
                resized.insert(view)
            }
            view.frameNeedsApply = false
            guard let parent = view.superview else { continue }  // a root keeps its frame
            let parentOrigin = absoluteOrigin(of: parent, stamp: stamp)
            let rect = node.variables
            let insets = view.alignmentRectInsets
            let exact = CGRect(
                x: rect.minX.value - Double(insets.left), y: rect.minY.value - Double(insets.top),
                width: rect.width.value + Double(insets.left + insets.right),
                height: rect.height.value + Double(insets.top + insets.bottom))
            if view.translatesAutoresizingMaskIntoConstraints {
                // A translating view keeps the exact frame it was given while the solution
                // agrees and its superview sits on the pixel grid.
                let stored = view.storedFrame
                if abs(exact.minX - stored.minX) < 1e-9, abs(exact.minY - stored.minY) < 1e-9,
                    abs(exact.width - stored.width) < 1e-9,
                    abs(exact.height - stored.height) < 1e-9,
                    round(parentOrigin.x) == parentOrigin.x, round(parentOrigin.y) == parentOrigin.y
                {
                    continue
                }
            }
            let frame: CGRect
            if scale > 0 {
                // Each edge rounded in the root's space, relative to the superview's rounded origin.
                let left = round(parentOrigin.x + exact.minX)
                let top = round(parentOrigin.y + exact.minY)
                let right = round(parentOrigin.x + exact.maxX)
                let bottom = round(parentOrigin.y + exact.maxY)
                let originX = round(parentOrigin.x)
                let originY = round(parentOrigin.y)
                frame = CGRect(
                    x: left - originX, y: top - originY, width: right - left, height: bottom - top)
            } else {
                frame = exact
            }
            if frame.size != view.storedFrame.size { resized.insert(view) }
            view.storedFrame = frame
        }
        statistics.itemsExamined += queue.count
        statistics.framesComputed += framesComputed
        return resized.elements
    }
}
