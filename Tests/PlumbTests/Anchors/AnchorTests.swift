import Plumb
import Testing

@MainActor
struct AnchorTests {
    @Test func everyViewAnchorMapsToItsAttribute() {
        let env = TestEnvironment()
        let pair = Pair()
        let specs = pair.group { a, b in
            a.left == b.left
            a.right == b.right
            a.leading == b.leading
            a.trailing == b.trailing
            a.centerX == b.centerX
            a.top == b.top
            a.bottom == b.bottom
            a.centerY == b.centerY
            a.width == b.width
            a.height == b.height
            a.firstBaseline == b.firstBaseline
            a.lastBaseline == b.lastBaseline
            a.leftMargin == b.leftMargin
            a.rightMargin == b.rightMargin
            a.leadingMargin == b.leadingMargin
            a.trailingMargin == b.trailingMargin
            a.topMargin == b.topMargin
            a.bottomMargin == b.bottomMargin
            a.centerXWithinMargins == b.centerXWithinMargins
            a.centerYWithinMargins == b.centerYWithinMargins
        }.specs
        let all = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }
        #expect(Set(specs.map(\.firstAttribute)) == Set(all))
        #expect(specs.allSatisfy { $0.firstAttribute == $0.secondAttribute })
        #expect(specs.count == 20)
        #expect(env.reported.isEmpty)
    }

    @Test func layoutGuidesHaveTheFrameAnchors() {
        _ = TestEnvironment()
        let guide = TestGuide("guide")
        let view = TestView("view")
        let group = constrain(guide, view) { guide, view in
            guide.left == view.left
            guide.right == view.right
            guide.leading == view.leading
            guide.trailing == view.trailing
            guide.centerX == view.centerX
            guide.top == view.top
            guide.bottom == view.bottom
            guide.centerY == view.centerY
            guide.width == view.width
            guide.height == view.height
        }
        #expect(group.specs.count == 10)
        #expect(group.specs.allSatisfy { $0.firstItem === guide && $0.secondItem === view })
    }

    @Test func centerXPairsWithAbsoluteAndDirectionalPositions() {
        _ = TestEnvironment()
        let summaries = Pair().summaries { a, b in
            a.centerX == b.left
            a.centerX == b.leading
            a.left == b.centerX
            a.trailing == b.centerXWithinMargins
        }
        #expect(
            summaries == [
                "a.centerX == b.left m=1 c=0 p=1000",
                "a.centerX == b.leading m=1 c=0 p=1000",
                "a.left == b.centerX m=1 c=0 p=1000",
                "a.trailing == b.centerXWithinMargins m=1 c=0 p=1000",
            ])
    }

    @Test func anchorsOutsideABlockAreNamespaced() {
        let view = TestView("v")
        #expect(view.anchors.top.attribute == .top)
        #expect(view.anchors.item === view)
    }

    @Test func anchorsAndGroupsDoNotRetainViews() {
        _ = TestEnvironment()
        weak var weakView: TestView?
        var anchors: LayoutAnchors<TestView>?
        var group: ConstraintGroup?
        do {
            let view = TestView("gone")
            let other = TestView("other")
            weakView = view
            anchors = view.anchors
            group = constrain(view, other) { view, other in view.edges == other.edges }
        }
        #expect(weakView == nil)
        #expect(anchors?.item == nil)
        #expect(group?.specs.allSatisfy { $0.firstItem == nil } == true)
    }
}
