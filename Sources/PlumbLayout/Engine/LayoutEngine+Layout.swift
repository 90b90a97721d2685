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

    /// The solved frame of a view in the root's space, before rounding.
    func exactFrame(_ node: ItemNode) -> EdgeRect {
        let v = node.variables
        let ins = node.alignmentInsets
        return EdgeRect(
            minX: v.minX.value - Double(ins.left), minY: v.minY.value - Double(ins.top),
            maxX: v.minX.value + v.width.value + Double(ins.right),
            maxY: v.minY.value + v.height.value + Double(ins.bottom))
    }

    /// Reads the solution and places the views that moved: examines each item whose
    /// variables the update changed and each pending item (every item after a display-scale
    /// change), then recomputes the frames of the views whose rectangles changed and of the
    /// subviews of those whose origin moved. Returns the views whose size changed or that
    /// asked for `layoutSubviews()`.
    private func placeViews() -> [LayoutView] {
        Self.visitStamp &+= 2
        let examineStamp = Self.visitStamp - 1
        let frameStamp = Self.visitStamp
        var toFrame: [LayoutView] = []
        var resized = ObjectList<LayoutView>()
        var examined = 0

        func frameLater(_ view: LayoutView) {
            if view.node.frameStamp != frameStamp {
                view.node.frameStamp = frameStamp
                toFrame.append(view)
            }
        }
        func examine(_ node: ItemNode) {
            guard node.examineStamp != examineStamp else { return }
            node.examineStamp = examineStamp
            examined += 1
            guard let view = node.view else { return }
            let exact = exactFrame(node)
            let rect = EdgeRect(
                minX: round(exact.minX), minY: round(exact.minY), maxX: round(exact.maxX),
                maxY: round(exact.maxY))
            let old = node.placed
            let flagged = view.frameNeedsApply || view.needsLayoutSubviews
            // Frames are relative to the superview, so the subviews' frames change when its
            // origin moves (rounded, or exact: translating views compare exact frames), unless
            // they moved with it, and then they are examined anyway.
            let originMoved =
                flagged || exact.minX != node.exactOrigin.x || exact.minY != node.exactOrigin.y
                || rect.minX != old.minX || rect.minY != old.minY
            node.exactOrigin = (exact.minX, exact.minY)
            if rect != old || flagged {
                node.placed = rect
                frameLater(view)
                if view.needsLayoutSubviews {
                    view.needsLayoutSubviews = false
                    resized.insert(view)
                }
            }
            if originMoved {
                for subview in view.subviews { frameLater(subview) }
            }
        }

        if examinesEverything {
            examinesEverything = false
            solver.updateVariables()
            for node in registry.items.elements { examine(node) }
        } else {
            // Called after every value is written, so examining reads the new solution.
            solver.updateVariables { variable in
                if let node = registry.node(of: variable) { examine(node) }
            }
        }
        for node in pendingItems.elements where node.engine === self { examine(node) }
        pendingItems.removeAll()
        statistics.itemsExamined += examined
        statistics.framesComputed += toFrame.count

        for view in toFrame {
            view.frameNeedsApply = false
            guard let parent = view.superview else { continue }  // a root keeps its frame
            let r = view.node.placed
            let p = parent.node.placed
            if view.translatesAutoresizingMaskIntoConstraints {
                // A translating view keeps the exact frame it was given while the solution agrees.
                let e = exactFrame(view.node)
                let pe = exactFrame(parent.node)
                let f = view.storedFrame
                if abs(e.minX - pe.minX - f.minX) < 1e-9, abs(e.minY - pe.minY - f.minY) < 1e-9,
                    abs(e.maxX - e.minX - f.width) < 1e-9, abs(e.maxY - e.minY - f.height) < 1e-9,
                    p.minX == pe.minX, p.minY == pe.minY
                {
                    continue
                }
            }
            let frame = CGRect(
                x: r.minX - p.minX, y: r.minY - p.minY, width: r.maxX - r.minX,
                height: r.maxY - r.minY)
            if frame.size != view.storedFrame.size { resized.insert(view) }
            view.storedFrame = frame
        }
        return resized.elements
    }
}
