import Foundation
import PlumbLayout
import Testing

/// Layout after a small change does work in proportion to the change, not to the tree
/// (counted through `lastLayoutPassStatistics`), and still gives UIKit's frames.
@MainActor
struct LocalityTests {
    /// A list of `count` rows hanging from the root's top, each 40 high with a badge
    /// inset 4 inside it. Returns the rows, the badges and each row's height constraint.
    func makeList(count: Int, in root: LayoutView) -> (
        rows: [LayoutView], badges: [LayoutView], heights: [LayoutConstraint]
    ) {
        var rows: [LayoutView] = []
        var badges: [LayoutView] = []
        var heights: [LayoutConstraint] = []
        for index in 0..<count {
            let row = constrainedView(in: root)
            pin(row, .left, .equal, root, .left)
            pin(row, .right, .equal, root, .right)
            if let above = rows.last {
                pin(row, .top, .equal, above, .bottom)
            } else {
                pin(row, .top, .equal, root, .top)
            }
            heights.append(pin(row, .height, constant: 40))
            let badge = constrainedView(in: row, name: "badge\(index)")
            pinEdges(badge, to: row, inset: 4)
            rows.append(row)
            badges.append(badge)
        }
        return (rows, badges, heights)
    }

    @Test func changingTheLastRowExaminesTheSameItemsWhateverTheListLength() {
        var counts: [LayoutPassStatistics] = []
        for count in [10, 300] {
            let root = makeRoot(width: 200, height: 600)
            let list = makeList(count: count, in: root)
            root.layoutIfNeeded()
            #expect(root.lastLayoutPassStatistics.framesComputed >= 2 * count)
            list.heights[count - 1].constant = 60
            root.layoutIfNeeded()
            counts.append(root.lastLayoutPassStatistics)
            expectFrame(list.rows[count - 1].frame, 0, CGFloat(40 * (count - 1)), 200, 60)
            expectFrame(list.badges[count - 1].frame, 4, 4, 192, 52)
            expectFrame(list.rows[0].frame, 0, 0, 200, 40)
        }
        #expect(counts[0] == counts[1])
        // The row and its badge: both grew, neither moved.
        #expect(counts[1].passes == 1)
        #expect(counts[1].itemsExamined == 2)
        #expect(counts[1].framesComputed == 2)
    }

    @Test func growingTheFirstRowReframesEveryRowBelowButNotTheirBadges() {
        let root = makeRoot(width: 200, height: 600)
        let list = makeList(count: 50, in: root)
        root.layoutIfNeeded()
        list.heights[0].constant = 50
        root.layoutIfNeeded()
        let statistics = root.lastLayoutPassStatistics
        // Row 0 and its badge grew; rows 1… moved by whole points. The badges of the rows
        // below moved with their rows (their variables are relative to them) and keep their
        // frames, so they are not even examined.
        #expect(statistics.itemsExamined == 2 + 49)
        #expect(statistics.framesComputed == 2 + 49)
        for (index, row) in list.rows.enumerated() {
            expectFrame(
                row.frame, 0, index == 0 ? 0 : CGFloat(50 + 40 * (index - 1)), 200,
                index == 0 ? 50 : 40)
            expectFrame(list.badges[index].frame, 4, 4, 192, index == 0 ? 42 : 32)
        }
    }

    @Test func aParentThatGrowsWithoutMovingDoesNotReframeItsSubviews() {
        let root = makeRoot(width: 300, height: 600)
        let panel = constrainedView(in: root)
        pin(panel, .left, .equal, root, .left, constant: 10)
        pin(panel, .top, .equal, root, .top, constant: 10)
        pin(panel, .width, constant: 200)
        let height = pin(panel, .height, constant: 300)
        var tiles: [LayoutView] = []
        for index in 0..<40 {
            let tile = constrainedView(in: panel)
            pin(tile, .left, .equal, panel, .left, constant: CGFloat(index))
            pin(tile, .top, .equal, panel, .top, constant: CGFloat(index))
            pin(tile, .width, constant: 10)
            pin(tile, .height, constant: 10)
            tiles.append(tile)
        }
        let footer = constrainedView(in: panel)
        pin(footer, .left, .equal, panel, .left)
        pin(footer, .right, .equal, panel, .right)
        pin(footer, .bottom, .equal, panel, .bottom)
        pin(footer, .height, constant: 20)
        root.layoutIfNeeded()
        height.constant = 400
        root.layoutIfNeeded()
        // The panel grew and the footer moved; the tiles kept their place.
        #expect(root.lastLayoutPassStatistics.itemsExamined == 2)
        #expect(root.lastLayoutPassStatistics.framesComputed == 2)
        expectFrame(panel.frame, 10, 10, 200, 400)
        expectFrame(footer.frame, 0, 380, 200, 20)
        expectFrame(tiles[39].frame, 39, 39, 10, 10)
    }

    @Test func aParentThatMovesChangesTheFramesOfSubviewsThatStayPut() {
        // Frames are relative to the superview: a subview that moves with its parent keeps
        // its frame; one held in place from outside gets a new frame.
        let root = makeRoot(width: 300, height: 300)
        let panel = constrainedView(in: root)
        let left = pin(panel, .left, .equal, root, .left, constant: 20)
        pin(panel, .top, .equal, root, .top, constant: 20)
        pin(panel, .width, constant: 200)
        pin(panel, .height, constant: 200)
        let follower = constrainedView(in: panel)
        pinEdges(follower, to: panel, inset: 10)
        let anchored = constrainedView(in: panel)
        pin(anchored, .left, .equal, root, .left, constant: 50)
        pin(anchored, .top, .equal, panel, .top, constant: 5)
        pin(anchored, .width, constant: 30)
        pin(anchored, .height, constant: 30)
        root.layoutIfNeeded()
        expectFrame(anchored.frame, 30, 5, 30, 30)
        left.constant = 35
        root.layoutIfNeeded()
        expectFrame(panel.frame, 35, 20, 200, 200)
        expectFrame(follower.frame, 10, 10, 180, 180)
        expectFrame(anchored.frame, 15, 5, 30, 30)
        // The panel moved, and the anchored view moved in the panel's space; the follower
        // moved with the panel, by whole points, and is not examined.
        #expect(root.lastLayoutPassStatistics.itemsExamined == 2)
        #expect(root.lastLayoutPassStatistics.framesComputed == 2)
    }

    @Test func aParentThatMovesByPartOfAPixelReframesItsSubviews() {
        // Frames are rounded in the root's space (AUTOLAYOUT.md 2.11): a subview that keeps
        // its place in its superview can still change frame when the superview moves by a
        // fraction of a pixel, and so can its own subviews.
        let root = makeRoot(width: 300, height: 300)
        let panel = constrainedView(in: root)
        let left = pin(panel, .left, .equal, root, .left, constant: 20)
        pin(panel, .top, .equal, root, .top, constant: 20)
        pin(panel, .width, constant: 200)
        pin(panel, .height, constant: 200)
        let child = constrainedView(in: panel)
        pin(child, .left, .equal, panel, .left, constant: 0.3)
        pin(child, .top, .equal, panel, .top)
        pin(child, .width, constant: 50)
        pin(child, .height, constant: 50)
        let grandchild = constrainedView(in: child)
        pin(grandchild, .left, .equal, child, .left, constant: 0.3)
        pin(grandchild, .top, .equal, child, .top)
        pin(grandchild, .width, constant: 10)
        pin(grandchild, .height, constant: 10)
        root.layoutIfNeeded()
        // Left edges in the root's space: 20, 20.3, 20.6, rounded 20, 20, 21.
        expectFrame(panel.frame, 20, 20, 200, 200)
        expectFrame(child.frame, 0, 0, 50, 50)
        expectFrame(grandchild.frame, 1, 0, 10, 10)
        left.constant = 20.4
        root.layoutIfNeeded()
        // Now 20.4, 20.7, 21.0, rounded 20, 21, 21.
        #expect(root.lastLayoutPassStatistics.itemsExamined == 3)
        expectFrame(panel.frame, 20, 20, 200, 200)
        expectFrame(child.frame, 1, 0, 50, 50)
        expectFrame(grandchild.frame, 0, 0, 10, 10)
    }

    @Test func aLayoutWithNothingToDoDoesNoWork() {
        let root = makeRoot()
        let list = makeList(count: 5, in: root)
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(root.lastLayoutPassStatistics == LayoutPassStatistics())
        // An edit that changes nothing is solved but moves nothing.
        list.heights[2].constant = 40
        root.layoutIfNeeded()
        #expect(root.lastLayoutPassStatistics.framesComputed == 0)
    }

    @Test func setNeedsLayoutReframesTheViewAndItsSubviews() {
        let root = makeRoot()
        let list = makeList(count: 5, in: root)
        root.layoutIfNeeded()
        list.rows[3].setNeedsLayout()
        root.layoutIfNeeded()
        #expect(root.lastLayoutPassStatistics.itemsExamined == 2)
        #expect(root.lastLayoutPassStatistics.framesComputed == 2)
        expectFrame(list.badges[3].frame, 4, 4, 312, 32)
    }

    @Test func insetsThatMoveAFrameReframeItsSubviews() {
        // Alignment insets move the frame around the same solved rectangle, so the
        // subviews' relative frames change although no variable does.
        let root = makeRoot()
        let card = constrainedView(in: root)
        pinEdges(card, to: root, inset: 20)
        let inner = constrainedView(in: card)
        pinEdges(inner, to: card, inset: 10)
        root.layoutIfNeeded()
        expectFrame(inner.frame, 10, 10, 260, 420)
        card.alignmentRectInsets = AbsoluteEdgeInsets(top: 4, left: 6, bottom: 0, right: 0)
        root.layoutIfNeeded()
        expectFrame(card.frame, 14, 16, 286, 444)
        expectFrame(inner.frame, 16, 14, 260, 420)
    }

    /// Guides are numbered apart from views in the engine (they have no pass record): a
    /// guide that moves is examined once per pass, the views tied to it are re-placed, and
    /// a guide added after another was removed takes over its number without confusing the
    /// two.
    @Test func guidesAreExaminedOnceAndTheirNumbersAreReused() {
        let root = makeRoot(width: 200, height: 600)
        let (first, firstHeight) = placedGuide(in: root, x: 10, y: 10, width: 50, height: 20)
        let below = constrainedView(in: root, name: "below")
        hang(below, under: first)
        pin(below, .height, constant: 30)
        root.layoutIfNeeded()
        expectFrame(below.frame, 10, 35, 50, 30)

        firstHeight.constant = 40
        root.layoutIfNeeded()
        // The guide (its height changed) and the view below it (its top moved).
        #expect(root.lastLayoutPassStatistics.itemsExamined == 2)
        #expect(root.lastLayoutPassStatistics.framesComputed == 1)
        expectFrame(below.frame, 10, 55, 50, 30)
        #expect(first.layoutFrame == CGRect(x: 10, y: 10, width: 50, height: 40))

        root.removeLayoutGuide(first)
        let (second, secondHeight) = placedGuide(
            in: root, x: 20, y: 100, width: 60, height: 10)
        hang(below, under: second)
        root.layoutIfNeeded()
        expectFrame(below.frame, 20, 115, 60, 30)

        secondHeight.constant = 30
        root.layoutIfNeeded()
        #expect(root.lastLayoutPassStatistics.itemsExamined == 2)
        expectFrame(below.frame, 20, 135, 60, 30)
        #expect(second.layoutFrame == CGRect(x: 20, y: 100, width: 60, height: 30))
    }

    /// A guide added to `root` at (`x`, `y`) with a fixed size, and its height constraint.
    private func placedGuide(
        in root: LayoutView, x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat
    ) -> (LayoutGuide, LayoutConstraint) {
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        pin(guide, .left, .equal, root, .left, constant: x)
        pin(guide, .top, .equal, root, .top, constant: y)
        pin(guide, .width, constant: width)
        return (guide, pin(guide, .height, constant: height))
    }

    /// Ties `view` 5 points below `guide`, level with it and as wide.
    private func hang(_ view: LayoutView, under guide: LayoutGuide) {
        pin(view, .left, .equal, guide, .left)
        pin(view, .top, .equal, guide, .bottom, constant: 5)
        pin(view, .width, .equal, guide, .width)
    }
}
