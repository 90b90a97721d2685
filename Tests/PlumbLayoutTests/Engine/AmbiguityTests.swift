import Foundation
import PlumbLayout
import Testing

@MainActor
struct AmbiguityTests {
    @Test func aViewMissingAPositionIsAmbiguous() {
        let root = makeRoot()
        let view = constrainedView(in: root)
        pin(view, .width, constant: 10)
        pin(view, .height, constant: 10)
        pin(view, .top, .equal, root, .top)
        root.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout)
        pin(view, .left, .equal, root, .left)
        #expect(!view.hasAmbiguousLayout)
    }

    @Test func anUnconstrainedViewIsAmbiguousAndATranslatingOneIsNot() {
        let root = makeRoot()
        let free = constrainedView(in: root)
        let fixed = LayoutView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        root.addSubview(fixed)
        root.layoutIfNeeded()
        #expect(free.hasAmbiguousLayout)
        #expect(!fixed.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
        expectFrame(fixed.frame, 1, 2, 3, 4)
        #expect(free.debugDescription.contains("AMBIGUOUS"))
    }

    @Test func constraintsAffectingLayoutFollowSharedVariables() {
        let root = makeRoot()
        let a = constrainedView(in: root)
        let b = constrainedView(in: root)
        let c = constrainedView(in: root)
        let aLeft = pin(a, .left, .equal, root, .left, constant: 5)
        let aWidth = pin(a, .width, constant: 10)
        let bLeft = pin(b, .left, .equal, a, .right)
        let cTop = pin(c, .top, .equal, root, .top)
        pin(b, .top, .equal, root, .top)
        let affecting = b.constraintsAffectingLayout(for: .horizontal)
        #expect(affecting.contains { $0 === bLeft })
        #expect(affecting.contains { $0 === aLeft })
        #expect(affecting.contains { $0 === aWidth })
        #expect(!affecting.contains { $0 === cTop })
        let vertical = c.constraintsAffectingLayout(for: .vertical)
        #expect(vertical.contains { $0 === cTop })
        #expect(!vertical.contains { $0 === bLeft })
    }
}

@MainActor
struct RelativeAmbiguityTests {
    @Test func aViewThatMovesWithAnAmbiguousSuperviewIsNotItselfAmbiguous() {
        let root = makeRoot()
        let panel = constrainedView(in: root)
        pin(panel, .top, .equal, root, .top)
        pin(panel, .width, constant: 100)
        pin(panel, .height, constant: 100)
        let fixed = LayoutView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        panel.addSubview(fixed)
        let inner = constrainedView(in: panel)
        pinEdges(inner, to: panel, inset: 5)
        root.layoutIfNeeded()
        #expect(panel.hasAmbiguousLayout)
        #expect(!fixed.hasAmbiguousLayout)
        #expect(!inner.hasAmbiguousLayout)
        // Asking changes nothing.
        let before = (panel.frame, inner.frame)
        root.layoutIfNeeded()
        #expect(panel.frame == before.0 && inner.frame == before.1)
    }

    @Test func aGuideWithAFreeEdgeIsAmbiguous() {
        let root = makeRoot()
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        pin(guide, .leading, .equal, root, .leading)
        pin(guide, .top, .equal, root, .top)
        pin(guide, .height, constant: 10)
        #expect(guide.hasAmbiguousLayout)
        pin(guide, .width, constant: 10)
        #expect(!guide.hasAmbiguousLayout)
        #expect(!root.layoutMarginsGuide.hasAmbiguousLayout)
    }
}
