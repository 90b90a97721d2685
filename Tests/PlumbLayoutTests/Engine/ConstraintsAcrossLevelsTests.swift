import Foundation
import PlumbLayout
import Testing

/// Constraints between items at different depths: they hold in the coordinate space of the
/// items' closest common ancestor, through every view in between (its position and its
/// alignment insets), as Auto Layout's do.
@MainActor
struct ConstraintsAcrossLevelsTests {
    /// A panel at (20, 30) in the root, 200 × 100, with a card inside it at (10, 5).
    func makePanel(in root: LayoutView) -> (panel: LayoutView, card: LayoutView) {
        let panel = constrainedView(in: root, name: "panel")
        pin(panel, .left, .equal, root, .left, constant: 20)
        pin(panel, .top, .equal, root, .top, constant: 30)
        pin(panel, .width, constant: 200)
        pin(panel, .height, constant: 100)
        let card = constrainedView(in: panel, name: "card")
        pin(card, .left, .equal, panel, .left, constant: 10)
        pin(card, .top, .equal, panel, .top, constant: 5)
        pin(card, .width, constant: 100)
        pin(card, .height, constant: 50)
        return (panel, card)
    }

    @Test func aViewTwoLevelsDownPinnedToTheRootKeepsItsPlaceInTheRoot() {
        let root = makeRoot(width: 400, height: 400)
        let (panel, card) = makePanel(in: root)
        let badge = constrainedView(in: card, name: "badge")
        pin(badge, .left, .equal, root, .left, constant: 50)
        pin(badge, .top, .equal, root, .top, constant: 60)
        pin(badge, .width, constant: 8)
        pin(badge, .height, constant: 8)
        root.layoutIfNeeded()
        // In the root: the card's origin is (30, 35), so the badge sits at (20, 25) in it.
        expectFrame(badge.frame, 20, 25, 8, 8)
        panel.frame = .zero  // overwritten by the next pass, which reapplies the solution
        root.layoutIfNeeded()
        expectFrame(panel.frame, 20, 30, 200, 100)
        expectFrame(badge.frame, 20, 25, 8, 8)
    }

    @Test func insetsOfAViewInBetweenMoveTheFramesNotThePlaceInTheRoot() {
        // The constraint reaches the badge through the card's frame origin, which its
        // alignment insets move around the same alignment rectangle.
        let root = makeRoot(width: 400, height: 400)
        let (_, card) = makePanel(in: root)
        let badge = constrainedView(in: card, name: "badge")
        pin(badge, .left, .equal, root, .left, constant: 50)
        pin(badge, .top, .equal, root, .top, constant: 60)
        pin(badge, .width, constant: 8)
        pin(badge, .height, constant: 8)
        root.layoutIfNeeded()
        card.alignmentRectInsets = AbsoluteEdgeInsets(top: 3, left: 4, bottom: 0, right: 0)
        root.layoutIfNeeded()
        // The card's frame grows up and left by the insets: (6, 2) in the panel.
        expectFrame(card.frame, 6, 2, 104, 53)
        // The badge still sits at (50, 60) in the root: (50 - 20 - 6, 60 - 30 - 2).
        expectFrame(badge.frame, 24, 28, 8, 8)
    }

    @Test func cousinsInDifferentSubtreesRelateThroughBothPaths() {
        let root = makeRoot(width: 400, height: 400)
        let (_, card) = makePanel(in: root)
        let side = constrainedView(in: root, name: "side")
        pin(side, .left, .equal, root, .left, constant: 250)
        pin(side, .top, .equal, root, .top, constant: 200)
        pin(side, .width, constant: 100)
        pin(side, .height, constant: 100)
        let left = constrainedView(in: card, name: "left")
        let right = constrainedView(in: side, name: "right")
        pin(left, .top, .equal, card, .top)
        pin(left, .width, constant: 20)
        pin(left, .height, constant: 20)
        pin(left, .left, .equal, right, .left, constant: -100)
        pin(right, .left, .equal, side, .left, constant: 7)
        pin(right, .bottom, .equal, left, .top, constant: 150)
        pin(right, .width, constant: 10)
        pin(right, .height, constant: 10)
        root.layoutIfNeeded()
        // right: x = 257 in the root, so left is at 157 in the root, 127 in the card.
        expectFrame(right.frame, 7, -25, 10, 10)
        expectFrame(left.frame, 127, 0, 20, 20)
    }

    @Test func constraintsAffectingAViewIncludeThoseOfTheViewsItIsReachedThrough() {
        let root = makeRoot(width: 400, height: 400)
        let panel = constrainedView(in: root, name: "panel")
        let panelLeft = pin(panel, .left, .equal, root, .left, constant: 20)
        let panelTop = pin(panel, .top, .equal, root, .top, constant: 30)
        let panelWidth = pin(panel, .width, constant: 200)
        pin(panel, .height, constant: 100)
        let badge = constrainedView(in: panel, name: "badge")
        let badgeLeft = pin(badge, .left, .equal, root, .left, constant: 50)
        pin(badge, .top, .equal, panel, .top)
        pin(badge, .width, constant: 8)
        pin(badge, .height, constant: 8)
        root.layoutIfNeeded()
        // The badge's variable is relative to the panel, so the panel's left edge decides it.
        let affecting = badge.constraintsAffectingLayout(for: .horizontal)
        #expect(affecting.contains { $0 === badgeLeft })
        #expect(affecting.contains { $0 === panelLeft })
        #expect(!affecting.contains { $0 === panelTop })
        #expect(!affecting.contains { $0 === panelWidth })
        expectFrame(badge.frame, 30, 0, 8, 8)
    }

    @Test func aDistanceBetweenViewsAtDifferentDepthsHoldsInTheirCommonAncestor() {
        // The distance from the card's trailing edge (inside the panel) to a label's leading
        // edge (inside a side view) equals the width of a view at the top level.
        let root = makeRoot(width: 400, height: 400)
        let panel = constrainedView(in: root, name: "panel")
        let panelLeft = pin(panel, .left, .equal, root, .left, constant: 20)
        pin(panel, .top, .equal, root, .top, constant: 30)
        pin(panel, .width, constant: 200)
        pin(panel, .height, constant: 100)
        let card = constrainedView(in: panel, name: "card")
        pin(card, .left, .equal, panel, .left, constant: 10)
        pin(card, .top, .equal, panel, .top, constant: 5)
        pin(card, .width, constant: 100)
        pin(card, .height, constant: 50)
        let side = constrainedView(in: root, name: "side")
        pin(side, .left, .equal, root, .left, constant: 250)
        pin(side, .top, .equal, root, .top)
        pin(side, .width, constant: 100)
        pin(side, .height, constant: 100)
        let label = constrainedView(in: side, name: "label")
        pin(label, .top, .equal, side, .top)
        pin(label, .width, constant: 20)
        pin(label, .height, constant: 20)
        let gauge = constrainedView(in: root, name: "gauge")
        pin(gauge, .left, .equal, root, .left)
        pin(gauge, .top, .equal, root, .top)
        pin(gauge, .width, constant: 40)
        pin(gauge, .height, constant: 10)
        let log = ReportLog()
        defer { log.stop() }
        constrain(card, label, gauge) { card, label, gauge in
            card.trailing.distance(to: label.leading) == gauge.width
        }
        root.layoutIfNeeded()
        // The card's trailing edge is at 20 + 10 + 100 = 130 in the root: the label at 170,
        // 170 − 250 = −80 in the side view.
        expectFrame(label.frame, -80, 0, 20, 20)
        // Moving the panel moves the card's edge, and so the label, through the panel's
        // origin (the card's own variables do not change).
        panelLeft.constant = 50
        root.layoutIfNeeded()
        expectFrame(card.frame, 10, 5, 100, 50)
        expectFrame(label.frame, -50, 0, 20, 20)
        #expect(log.errors.isEmpty)
    }
}
