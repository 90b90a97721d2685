import Foundation
import PlumbLayout
import Testing

/// Spacing anchors (`distance(to:)`, Auto Layout's `anchorWithOffset(to:)`) on the built-in
/// engine: the distance between two anchors is a dimension, and the frames are the closed
/// forms worked out by hand in each test.
@MainActor
struct DSLDistanceTests {
    /// A 300-wide root with three 60 × 20 views, the first at the leading edge and the last
    /// at the trailing edge.
    private func row(direction: UserInterfaceLayoutDirection = .leftToRight) -> (
        LayoutView, LayoutView, LayoutView, LayoutView
    ) {
        let root = makeRoot(width: 300, height: 100)
        root.layoutDirection = direction
        let a = constrainedView(in: root, name: "a")
        let b = constrainedView(in: root, name: "b")
        let c = constrainedView(in: root, name: "c")
        constrain(a, b, c, root) { a, b, c, root in
            a.size == (60, 20)
            b.size == (60, 20)
            c.size == (60, 20)
            a.top == root.top
            b.top == root.top
            c.top == root.top
            a.leading == root.leading
            c.trailing == root.trailing
        }
        return (root, a, b, c)
    }

    @Test func equalGapsBetweenThreeViewsWithoutSpacerViews() {
        let log = ReportLog()
        defer { log.stop() }
        let (root, a, b, c) = row()
        let group = constrain(a, b, c) { a, b, c in
            a.trailing.distance(to: b.leading) == b.trailing.distance(to: c.leading)
        }
        root.layoutIfNeeded()
        // 300 − 3 × 60 = 120 of gaps, split equally: 60 each.
        expectFrame(a.frame, 0, 0, 60, 20)
        expectFrame(b.frame, 120, 0, 60, 20)
        expectFrame(c.frame, 240, 0, 60, 20)
        #expect(group.isActive && group.errors.isEmpty && log.errors.isEmpty)
        #expect(!b.hasAmbiguousLayout)
    }

    @Test func directionalDistancesRunTowardsTheTrailingSideInRightToLeft() {
        let (root, a, b, c) = row(direction: .rightToLeft)
        constrain(a, b, c) { a, b, c in
            a.trailing.distance(to: b.leading) == b.trailing.distance(to: c.leading) * 2
        }
        root.layoutIfNeeded()
        // a is at the right edge, c at the left; the gap a→b is twice b→c: 80 and 40.
        expectFrame(a.frame, 240, 0, 60, 20)
        expectFrame(b.frame, 100, 0, 60, 20)
        expectFrame(c.frame, 0, 0, 60, 20)
    }

    @Test func absoluteDistancesStayLeftToRightInRightToLeft() {
        let (root, a, b, c) = row(direction: .rightToLeft)
        // c (at the left) to b, and b to a (at the right): left-to-right gaps.
        constrain(a, b, c) { a, b, c in
            c.right.distance(to: b.left) == b.right.distance(to: a.left) / 2
        }
        root.layoutIfNeeded()
        // Gaps of 40 (c→b) and 80 (b→a).
        expectFrame(c.frame, 0, 0, 60, 20)
        expectFrame(b.frame, 100, 0, 60, 20)
        expectFrame(a.frame, 240, 0, 60, 20)
    }

    @Test func aDistanceRelatesToConstantsDimensionsAndInequalities() {
        let root = makeRoot(width: 400, height: 400)
        let a = constrainedView(in: root, name: "a")
        let b = constrainedView(in: root, name: "b")
        constrain(a, b, root) { a, b, root in
            a.top == root.top + 10
            a.leading == root.leading + 10
            a.size == (100, 50)
            b.size == (30, 30)
            a.bottom.distance(to: b.top) == 24
            a.centerX.distance(to: b.centerX) == a.width * 0.5 + 5
        }
        root.layoutIfNeeded()
        // b.top = 60 + 24; b.centerX = 60 + 55.
        expectFrame(b.frame, 100, 84, 30, 30)

        let c = constrainedView(in: root, name: "c")
        constrain(c, a, root) { c, a, root in
            c.height == a.bottom.distance(to: root.bottom) - 300
            c.width >= a.leading.distance(to: a.trailing) * 2
            c.width <= 250
            c.top == root.top
            c.leading == root.leading
        }
        root.layoutIfNeeded()
        // height = (400 − 60) − 300 = 40; width ≥ 200 and ≤ 250: 200 or more.
        #expect(c.frame.height == 40)
        #expect(c.frame.width >= 200 && c.frame.width <= 250)
    }

    @Test func verticalDistancesAndMarginsFollowTheirAnchors() {
        let root = makeRoot(width: 200, height: 300)
        let a = constrainedView(in: root, name: "a")
        let b = constrainedView(in: root, name: "b")
        constrain(a, b, root) { a, b, root in
            a.horizontalEdges == root.horizontalEdges
            b.horizontalEdges == root.horizontalEdges
            a.height == 40
            b.height == 40
            root.topMargin.distance(to: a.top) == a.bottom.distance(to: b.top)
            a.bottom.distance(to: b.top) == b.bottom.distance(to: root.bottomMargin)
        }
        root.layoutIfNeeded()
        // Inside the margins (8 to 292): 284 − 80 = 204 of gaps in three, 68 each.
        expectFrame(a.frame, 0, 76, 200, 40)
        expectFrame(b.frame, 0, 184, 200, 40)
    }

    @Test func aDistanceDescribesItselfAsTheDSLWritesIt() throws {
        let (root, a, b, c) = row()
        let group = constrain(a, b, c) { a, b, c in
            a.trailing.distance(to: b.leading) == b.trailing.distance(to: c.leading) * 2 + 4
        }
        let spec = try #require(group.specs.first)
        #expect(
            spec.expression == "a.trailing.distance(to: b.leading) == "
                + "b.trailing.distance(to: c.leading) * 2 + 4")
        #expect(spec.isFirstDistance && spec.isSecondDistance)
        #expect(spec.firstEndItem === b && spec.firstEndAttribute == .leading)
        let constraint = try #require(group.constraints.first as? LayoutConstraint)
        #expect(constraint.firstItem === a && constraint.firstAttribute == .trailing)
        #expect(constraint.firstEndItem === b && constraint.firstEndAttribute == .leading)
        #expect(constraint.secondItem === b && constraint.secondAttribute == .trailing)
        #expect(constraint.secondEndItem === c && constraint.secondEndAttribute == .leading)
        #expect(constraint.multiplier == 2 && constraint.constant == 4)
        #expect(
            constraint.description.hasPrefix(
                "LayoutView'a'.trailing.distance(to: LayoutView'b'.leading) == "
                    + "LayoutView'b'.trailing.distance(to: LayoutView'c'.leading) * 2 + 4 ("))
        #expect(constraint.isActive && root.constraints.contains { $0 === constraint })
    }

    @Test func updatingADistanceChangesItsConstantInPlace() throws {
        let (root, a, b, _) = row()
        let group = constrain(a, b) { a, b in a.trailing.distance(to: b.leading) == 10 }
        root.layoutIfNeeded()
        expectFrame(b.frame, 70, 0, 60, 20)
        try group.update { a.anchors.trailing.distance(to: b.anchors.leading) == 30 }
        root.layoutIfNeeded()
        expectFrame(b.frame, 90, 0, 60, 20)
    }

    @Test func removingTheViewADistanceRunsToDeactivatesIt() {
        let (root, a, b, c) = row()
        let group = constrain(a, b, c) { a, b, c in
            a.trailing.distance(to: b.leading) == b.trailing.distance(to: c.leading)
        }
        c.removeFromSuperview()
        #expect(!group.isActive)
        root.addSubview(c)
        group.activate()
        #expect(group.isActive)
    }

    @Test func aDistanceToAnotherTreeIsRefusedAndReported() {
        let log = ReportLog()
        defer { log.stop() }
        let (root, a, b, _) = row()
        let elsewhere = makeRoot()
        let stranger = constrainedView(in: elsewhere, name: "stranger")
        let group = constrain(a, b, stranger) { a, b, stranger in
            a.width == b.trailing.distance(to: stranger.leading)
        }
        #expect(!group.isActive)
        #expect(group.errors.map(\.kind) == [.noCommonAncestor])
        #expect(
            group.errors.first?.expression == "a.width == b.trailing.distance(to: stranger.leading)"
        )
        #expect(log.kinds == [.noCommonAncestor])
        withExtendedLifetime(root) {}
    }

    @Test func aDistanceWhoseEndWasFreedIsRefusedWhenActivated() {
        let log = ReportLog()
        defer { log.stop() }
        let (root, a, _, _) = row()
        var gone: LayoutView? = constrainedView(in: root, name: "gone")
        let group = ConstraintGroup(
            a.anchors.width == a.anchors.trailing.distance(to: gone!.anchors.leading))
        gone?.removeFromSuperview()
        gone = nil
        group.activate()
        #expect(!group.isActive)
        #expect(group.errors.map(\.kind) == [.itemFreed])
        #expect(log.kinds == [.itemFreed])
    }
}
