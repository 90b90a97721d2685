// Forms of the DSL that every backend must carry through to the platform's own constraints:
// each test reads the fields of the constraints the platform made (multiplier, constant,
// attributes) and, on the built-in engine, the frames. Compiled into the same three test targets
// as BackendConformanceTests.swift (each holds a symlink to this file).

import Testing

#if PLUMB_APPLE_STUB
    import Plumb
#else
    import PlumbLayout
#endif

@MainActor
@Suite struct DSLFormConformanceTests {
    init() { ConformancePlatform.failOnPlatformExceptions() }

    /// Fails the test on any Plumb error. Called first in each (synchronous) test body.
    private func failOnErrors() {
        // The handler is the process's: a report made by a test running beside this one
        // (another suite, another target) goes to the default handler, not to this test.
        let owner = Test.current?.id
        PlumbDiagnostics.handler = { error in
            guard Test.current?.id == owner else { return PlumbDiagnostics.defaultHandler(error) }
            Issue.record("unexpected Plumb error: \(error)")
        }
    }

    /// A 400 × 400 root named `root` with subviews named after `names`.
    private func tree(_ names: String...) -> (root: ConformanceView, views: [ConformanceView]) {
        let root = ConformancePlatform.makeRoot("root")
        let views = names.map { name -> ConformanceView in
            let view = ConformancePlatform.makeView(name)
            ConformancePlatform.add(view, to: root)
            return view
        }
        return (root, views)
    }

    private func terms(_ group: ConstraintGroup) -> [String] {
        group.constraints.map { ConformancePlatform.terms(of: $0) ?? "not a platform constraint" }
    }

    // MARK: Multipliers on compound anchors

    @Test func aSizeTakesAMultiplierAndAPairOfConstants() {
        failOnErrors()
        let (root, views) = tree("a", "b", "c")
        let (a, b, c) = (views[0], views[1], views[2])
        let placement = constrain(a, b, c, root) { a, b, c, root in
            b.top == root.top
            b.leading == root.leading
            a.top == b.bottom
            a.leading == root.leading
            c.top == a.bottom
            c.leading == root.leading
        }
        let sizes = constrain(a, b, c) { a, b, c in
            b.size == (200, 100)
            a.size == b.size * 0.5 + (10, 20)
            c.size <= b.size / 2
            c.size >= (b.size - (40, 20)) * 0.5
            c.width == 1000 ~ .low
            c.height == 0 ~ .low
        }
        #expect(placement.errors.isEmpty)
        #expect(
            terms(sizes) == [
                "b.width == nil × 1 + 200 @1000", "b.height == nil × 1 + 100 @1000",
                "a.width == b.width × 0.5 + 10 @1000", "a.height == b.height × 0.5 + 20 @1000",
                "c.width <= b.width × 0.5 + 0 @1000", "c.height <= b.height × 0.5 + 0 @1000",
                "c.width >= b.width × 0.5 + -20 @1000", "c.height >= b.height × 0.5 + -10 @1000",
                "c.width == nil × 1 + 1000 @250", "c.height == nil × 1 + 0 @250",
            ])
        // Closed forms: a is 200 × 0.5 + 10 by 100 × 0.5 + 20; c, pulled wide and flat at a
        // low priority, stops at its bounds: 200 / 2 wide, (100 − 20) / 2 tall.
        if let frames = ConformancePlatform.frames(of: [a, b, c], root: root) {
            #expect(
                frames == [
                    "(0.0, 100.0, 110.0, 70.0)", "(0.0, 0.0, 200.0, 100.0)",
                    "(0.0, 170.0, 100.0, 40.0)",
                ])
        }
    }

    @Test func aCentreTakesAMultiplierAsAProportionOfTheCommonAncestorsCoordinates() {
        failOnErrors()
        let (root, views) = tree("a", "b")
        let (a, b) = (views[0], views[1])
        let group = constrain(a, b, root) { a, b, root in
            a.size == (40, 20)
            a.center == root.center * 0.5
            b.size == (40, 20)
            b.center == root.center * 1.5 - (10, 30)
        }
        #expect(
            terms(group) == [
                "a.width == nil × 1 + 40 @1000", "a.height == nil × 1 + 20 @1000",
                "a.centerX == root.centerX × 0.5 + 0 @1000",
                "a.centerY == root.centerY × 0.5 + 0 @1000",
                "b.width == nil × 1 + 40 @1000", "b.height == nil × 1 + 20 @1000",
                "b.centerX == root.centerX × 1.5 + -10 @1000",
                "b.centerY == root.centerY × 1.5 + -30 @1000",
            ])
        // The root holds the constraints, so its centre is (200, 200) in its own coordinates:
        // a's centre is (100, 100), b's (290, 270).
        if let frames = ConformancePlatform.frames(of: [a, b], root: root) {
            #expect(frames == ["(80.0, 90.0, 40.0, 20.0)", "(270.0, 260.0, 40.0, 20.0)"])
        }
    }

    // MARK: Any number of items

    @Test func tenItemsOfTwoKindsGoInOneBlock() {
        failOnErrors()
        let (root, views) = tree("v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8")
        let guide = ConformancePlatform.makeGuide("guide")
        ConformancePlatform.add(guide, to: root)
        let group = constrain(
            guide, views[0], views[1], views[2], views[3], views[4], views[5], views[6],
            views[7], views[8]
        ) { guide, v0, v1, v2, v3, v4, v5, v6, v7, v8 in
            guide.edges == v8.edges.inset(by: 20)
            v0.top == guide.top
            for (item, next) in [(v0, v1), (v1, v2), (v2, v3), (v3, v4), (v4, v5), (v5, v6)] {
                next.top == item.bottom + 4
            }
            for item in [v0, v1, v2, v3, v4, v5, v6] {
                item.horizontalEdges == guide.horizontalEdges
                item.height == 10
            }
            v7.size == v0.size * 0.5
            v7.center == v0.center
        }
        #expect(group.isActive && group.constraints.count == 4 + 1 + 6 + 21 + 4)
        let terms = terms(group)
        #expect(
            terms.prefix(5) == [
                "guide.top == v8.top × 1 + 20 @1000", "guide.leading == v8.leading × 1 + 20 @1000",
                "guide.bottom == v8.bottom × 1 + -20 @1000",
                "guide.trailing == v8.trailing × 1 + -20 @1000",
                "v0.top == guide.top × 1 + 0 @1000",
            ])
        #expect(terms.last == "v7.centerY == v0.centerY × 1 + 0 @1000")
        if let frames = ConformancePlatform.frames(of: [views[0], views[6], views[7]], root: root) {
            // v8 keeps its 300 × 300 frame at the origin; the guide is 20 inside it.
            #expect(
                frames == [
                    "(20.0, 20.0, 260.0, 10.0)", "(20.0, 104.0, 260.0, 10.0)",
                    "(85.0, 22.5, 130.0, 5.0)",
                ])
        }
    }

    // MARK: Absolute compounds

    @Test func absoluteCompoundsReachThePlatformAsLeftAndRight() {
        failOnErrors()
        let (root, views) = tree("a", "b")
        let (a, b) = (views[0], views[1])
        let group = constrain(a, b, root) { a, b, root in
            a.absoluteEdges == root.absoluteEdges.inset(top: 8, left: 16, bottom: 200, right: 24)
            b.absoluteHorizontalEdges == a.absoluteHorizontalEdges.inset(by: 10)
            b.verticalEdges == a.verticalEdges
        }
        #expect(
            terms(group) == [
                "a.top == root.top × 1 + 8 @1000", "a.left == root.left × 1 + 16 @1000",
                "a.bottom == root.bottom × 1 + -200 @1000", "a.right == root.right × 1 + -24 @1000",
                "b.left == a.left × 1 + 10 @1000", "b.right == a.right × 1 + -10 @1000",
                "b.top == a.top × 1 + 0 @1000", "b.bottom == a.bottom × 1 + 0 @1000",
            ])
        if let frames = ConformancePlatform.frames(of: [a, b], root: root) {
            #expect(frames == ["(16.0, 8.0, 360.0, 192.0)", "(26.0, 8.0, 340.0, 192.0)"])
        }
    }

    // MARK: Priorities that stride

    @Test func aPriorityAdvancedByOneOutranksItsLevel() {
        failOnErrors()
        let (root, views) = tree("a")
        let a = views[0]
        let group = constrain(a, root) { a, root in
            a.top == root.top
            a.leading == root.leading
            a.height == 10
            a.width == 100 ~ .high.advanced(by: 1)
            a.width == 200 ~ .high
            a.width == 300 ~ LayoutPriority.low.advanced(by: LayoutPriority.low.distance(to: .high))
        }
        #expect(
            terms(group).suffix(3) == [
                "a.width == nil × 1 + 100 @751", "a.width == nil × 1 + 200 @750",
                "a.width == nil × 1 + 300 @750",
            ])
        // 751 is a level of its own above 750, so it wins outright.
        if let frames = ConformancePlatform.frames(of: [a], root: root) {
            #expect(frames == ["(0.0, 0.0, 100.0, 10.0)"])
        }
    }

    // MARK: Part A's forms with part B's (spacing anchors, superview, align)

    @Test func theSuperviewTakesMultipliersConstantsAndAbsoluteCompounds() {
        failOnErrors()
        let (root, views) = tree("card")
        let card = views[0]
        let badge = ConformancePlatform.makeView("badge")
        ConformancePlatform.add(badge, to: card)
        let group = constrain(card, badge) { card, badge in
            card.size == card.superview.size * 0.5 + (10, 20)
            card.center == card.superview.center
            badge.absoluteEdges
                == badge.superview.absoluteEdges.inset(top: 4, left: 8, bottom: 100, right: 60)
        }
        #expect(group.isActive)
        #expect(
            terms(group) == [
                "card.width == root.width × 0.5 + 10 @1000",
                "card.height == root.height × 0.5 + 20 @1000",
                "card.centerX == root.centerX × 1 + 0 @1000",
                "card.centerY == root.centerY × 1 + 0 @1000",
                "badge.top == card.top × 1 + 4 @1000", "badge.left == card.left × 1 + 8 @1000",
                "badge.bottom == card.bottom × 1 + -100 @1000",
                "badge.right == card.right × 1 + -60 @1000",
            ])
        // card: 400 × 0.5 + 10 by 400 × 0.5 + 20, centred in the 400 × 400 root; badge: inside
        // the card, 8 from its left and 60 from its right, 4 from its top and 100 from its bottom.
        if let frames = ConformancePlatform.frames(of: [card, badge], root: root) {
            #expect(frames == ["(95.0, 90.0, 210.0, 220.0)", "(8.0, 4.0, 142.0, 116.0)"])
        }
    }

    @Test func aMissingSuperviewIsRefusedInPartAsFormsAndTheRestIsMade() {
        let reported = ReportedErrors()
        PlumbDiagnostics.handler = { reported.errors.append($0) }
        let loose = ConformancePlatform.makeView("loose")
        let group = constrain(loose) { loose in
            loose.size == loose.superview.size * 0.5 + (10, 20)
            loose.center == loose.superview.center * 0.5
            loose.absoluteEdges == loose.superview.absoluteEdges.inset(by: 8)
            loose.absoluteHorizontalEdges <= loose.superview.absoluteHorizontalEdges
            loose.width == 10 ~ .high.advanced(by: 1)
        }
        // Each compound relation is refused whole, named by its first component.
        #expect(group.errors.map(\.kind) == Array(repeating: .noSuperview, count: 4))
        #expect(
            group.errors.map(\.expression) == [
                "loose.width == loose.superview.width * 0.5 + 10",
                "loose.centerX == loose.superview.centerX * 0.5",
                "loose.top == loose.superview.top + 8",
                "loose.left <= loose.superview.left",
            ])
        #expect(group.specs.map(\.expression) == ["loose.width == 10 @751"] && group.isActive)
        #expect(reported.errors == group.errors)
    }

    @Test func spacingAnchorsAndAlignTakeStridingPrioritiesSizesAndAbsoluteCompounds() {
        failOnErrors()
        let (root, views) = tree("a", "b", "c")
        let (a, b, c) = (views[0], views[1], views[2])
        let group = constrain(a, b, c, root) { a, b, c, root in
            a.size == root.size * 0.25
            align(a.size, b.size, c.size)
            align(a.top, b.top, c.top)
            a.top == root.top + 10
            a.absoluteHorizontalEdges == root.absoluteHorizontalEdges.inset(left: 0, right: 300)
            c.right == root.right
            a.right.distance(to: b.left) == b.right.distance(to: c.left) ~ .high.advanced(by: 1)
            a.right.distance(to: b.left) == 0 ~ .high
        }
        #expect(
            group.specs.map(\.expression) == [
                "a.width == root.width * 0.25", "a.height == root.height * 0.25",
                "b.width == a.width", "b.height == a.height", "c.width == a.width",
                "c.height == a.height", "b.top == a.top", "c.top == a.top",
                "a.top == root.top + 10",
                "a.left == root.left", "a.right == root.right - 300",
                "c.right == root.right",
                "a.right.distance(to: b.left) == b.right.distance(to: c.left) @751",
                "a.right.distance(to: b.left) == 0 @750",
            ])
        // 100-point squares; the 100 points left over are two gaps kept equal at 751, which
        // outranks the 750 that would close the first gap.
        if let frames = ConformancePlatform.frames(of: [a, b, c], root: root) {
            #expect(
                frames == [
                    "(0.0, 10.0, 100.0, 100.0)", "(150.0, 10.0, 100.0, 100.0)",
                    "(300.0, 10.0, 100.0, 100.0)",
                ])
        }
    }
}
