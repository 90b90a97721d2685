import Foundation
import PlumbLayout
import Testing

@MainActor
struct NestingTests {
    @Test func framesAreRelativeToTheSuperviewSeveralLevelsDeep() {
        let root = makeRoot(width: 400, height: 400)
        var parent = root
        var views: [LayoutView] = []
        for _ in 0..<6 {
            let child = constrainedView(in: parent)
            pinEdges(child, to: parent, inset: 10)
            views.append(child)
            parent = child
        }
        root.layoutIfNeeded()
        for (depth, view) in views.enumerated() {
            let size = 400 - 20 * CGFloat(depth + 1)
            expectFrame(view.frame, 10, 10, size, size)
        }
    }

    @Test func constraintsAcrossLevelsAreTakenInTheCommonAncestorsSpace() {
        let root = makeRoot(width: 400, height: 400)
        let left = constrainedView(in: root)
        let right = constrainedView(in: root)
        pin(left, .left, .equal, root, .left, constant: 10)
        pin(left, .top, .equal, root, .top, constant: 10)
        pin(left, .width, constant: 100)
        pin(left, .height, constant: 100)
        pin(right, .left, .equal, root, .left, constant: 200)
        pin(right, .top, .equal, root, .top, constant: 50)
        pin(right, .width, constant: 100)
        pin(right, .height, constant: 100)
        let a = constrainedView(in: left)
        let b = constrainedView(in: right)
        pin(a, .left, .equal, left, .left, constant: 5)
        pin(a, .top, .equal, left, .top, constant: 5)
        pin(a, .width, constant: 20)
        pin(a, .height, constant: 20)
        // b sits level with a and 10 points to its right, across the two containers.
        pin(b, .top, .equal, a, .top)
        pin(b, .left, .equal, a, .right, constant: 10)
        pin(b, .width, .equal, a, .width)
        pin(b, .height, .equal, a, .height)
        root.layoutIfNeeded()
        expectFrame(a.frame, 5, 5, 20, 20)
        expectFrame(b.frame, 45 - 200, 15 - 50, 20, 20)
    }

    @Test func layoutIfNeededOnAnyViewLaysOutTheWholeTree() {
        let root = makeRoot(width: 100, height: 100)
        let a = constrainedView(in: root)
        let b = constrainedView(in: a)
        pinEdges(a, to: root, inset: 10)
        pinEdges(b, to: a, inset: 10)
        b.layoutIfNeeded()
        expectFrame(a.frame, 10, 10, 80, 80)
        expectFrame(b.frame, 10, 10, 60, 60)
    }
}

@MainActor
struct HierarchyChangeTests {
    @Test func removingAViewDeactivatesConstraintsToTheRestOfTheTree() {
        let root = makeRoot()
        let card = constrainedView(in: root)
        let inner = constrainedView(in: card)
        let outside = pinEdges(card, to: root, inset: 10)
        let inside = pinEdges(inner, to: card, inset: 5)
        root.layoutIfNeeded()
        card.removeFromSuperview()
        #expect(outside.allSatisfy { !$0.isActive })
        #expect(inside.allSatisfy { $0.isActive })
        #expect(card.superview == nil && root.subviews.isEmpty)
        // Inside the removed subtree, layout still works relative to the card's own frame.
        card.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        card.layoutIfNeeded()
        expectFrame(inner.frame, 5, 5, 90, 40)
    }

    @Test func movingASubtreeToAnotherTreeKeepsItsInnerConstraints() {
        let log = ReportLog()
        defer { log.stop() }
        let first = makeRoot(width: 300, height: 300)
        let second = makeRoot(width: 200, height: 100)
        let card = constrainedView(in: first)
        let inner = constrainedView(in: card)
        pinEdges(card, to: first, inset: 10)
        pinEdges(inner, to: card, inset: 5)
        first.layoutIfNeeded()
        second.layoutIfNeeded()
        second.addSubview(card)
        pinEdges(card, to: second, inset: 20)
        second.layoutIfNeeded()
        expectFrame(card.frame, 20, 20, 160, 60)
        expectFrame(inner.frame, 5, 5, 150, 50)
        first.layoutIfNeeded()
        #expect(log.errors.isEmpty)
        // And back again.
        first.addSubview(card)
        pinEdges(card, to: first)
        first.layoutIfNeeded()
        expectFrame(card.frame, 0, 0, 300, 300)
        expectFrame(inner.frame, 5, 5, 290, 290)
    }

    @Test func aRootWithItsOwnEngineCanJoinAnotherTree() {
        let widget = makeRoot(width: 50, height: 50)
        let inner = constrainedView(in: widget)
        pinEdges(inner, to: widget, inset: 5)
        widget.layoutIfNeeded()
        expectFrame(inner.frame, 5, 5, 40, 40)
        let screen = makeRoot(width: 300, height: 300)
        screen.addSubview(widget)
        widget.translatesAutoresizingMaskIntoConstraints = false
        pin(widget, .centerX, .equal, screen, .centerX)
        pin(widget, .centerY, .equal, screen, .centerY)
        pin(widget, .width, constant: 100)
        pin(widget, .height, constant: 60)
        screen.layoutIfNeeded()
        expectFrame(widget.frame, 100, 120, 100, 60)
        expectFrame(inner.frame, 5, 5, 90, 50)
    }

    @Test func addingAViewToItsOwnDescendantIsRefused() {
        let log = ReportLog()
        defer { log.stop() }
        let root = makeRoot()
        let child = LayoutView()
        root.addSubview(child)
        child.addSubview(root)
        child.addSubview(child)
        #expect(log.kinds == [.invalidHierarchy, .invalidHierarchy])
        #expect(root.superview == nil && child.subviews.isEmpty)
    }

    @Test func insertSubviewOrdersSubviews() {
        let root = makeRoot()
        let a = LayoutView()
        let b = LayoutView()
        let c = LayoutView()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 1)
        #expect(
            root.subviews.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        root.insertSubview(b, at: 0)
        #expect(
            root.subviews.map { ObjectIdentifier($0) } == [b, a, c].map { ObjectIdentifier($0) })
        #expect(a.isDescendant(of: root) && !root.isDescendant(of: a))
    }

    @Test func customGuidesTakePartInLayout() {
        let root = makeRoot(width: 300, height: 100)
        let gap = LayoutGuide()
        root.addLayoutGuide(gap)
        let a = constrainedView(in: root)
        let b = constrainedView(in: root)
        for view in [a, b] {
            pin(view, .width, constant: 50)
            pin(view, .height, constant: 20)
            pin(view, .top, .equal, root, .top)
        }
        pin(a, .leading, .equal, root, .leading)
        pin(gap, .leading, .equal, a, .trailing)
        pin(b, .leading, .equal, gap, .trailing)
        pin(b, .trailing, .equal, root, .trailing)
        pin(gap, .top, .equal, root, .top)
        pin(gap, .height, constant: 1)
        root.layoutIfNeeded()
        expectFrame(gap.layoutFrame, 50, 0, 200, 1)
        expectFrame(b.frame, 250, 0, 50, 20)
        #expect(gap.owningView === root && root.layoutGuides.count == 1)
        #expect(!gap.hasAmbiguousLayout)
        root.removeLayoutGuide(gap)
        #expect(gap.owningView == nil && root.layoutGuides.isEmpty)
    }
}

@MainActor
struct LifetimeTests {
    @Test func treesAndTheirConstraintsAreFreedWithTheirViews() {
        weak var weakRoot: LayoutView?
        weak var weakChild: LayoutView?
        weak var weakConstraint: LayoutConstraint?
        weak var weakGuideConstraint: LayoutConstraint?
        do {
            let root = makeRoot()
            let child = LayoutLabel(text: "x")
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            weakConstraint = pin(child, .left, .equal, root, .left)
            weakGuideConstraint = pin(child, .top, .equal, root.safeAreaLayoutGuide, .top)
            root.layoutIfNeeded()
            weakRoot = root
            weakChild = child
        }
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
        #expect(weakConstraint == nil)
        #expect(weakGuideConstraint == nil)
    }

    @Test func aConstraintOutlivingItsViewsStillDescribesItself() {
        var constraint: LayoutConstraint?
        do {
            let root = makeRoot()
            let child = constrainedView(in: root)
            constraint = pin(child, .width, constant: 10)
        }
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.description.contains("width == 10") == true)
        constraint?.constant = 20
        constraint?.isActive = false
        #expect(constraint?.isActive == false)
    }
}
