// `view.superview` in a block, on every backend: compiled into the same three test targets
// as BackendConformanceTests.swift (each holds a symlink to this file).

import Testing

#if PLUMB_APPLE_STUB
    import Plumb
#else
    import PlumbLayout
#endif

@MainActor
@Suite struct SuperviewConformanceTests {
    init() { ConformancePlatform.failOnPlatformExceptions() }

    private func reportedErrors() -> ReportedErrors {
        let reported = ReportedErrors()
        PlumbDiagnostics.handler = { reported.errors.append($0) }
        return reported
    }

    @Test func theSuperviewIsResolvedWhenTheBlockIsCompiled() {
        let reported = reportedErrors()
        let root = ConformancePlatform.makeRoot("root")
        let card = ConformancePlatform.makeView("card")
        let badge = ConformancePlatform.makeView("badge")
        ConformancePlatform.add(card, to: root)
        ConformancePlatform.add(badge, to: card)
        let group = constrain(card, badge) { card, badge in
            card.edges == card.superview.edges.inset(by: 8)
            badge.top == badge.superview.top + 4
            badge.trailing == badge.superview.trailing - 8
            badge.size == (20, 20)
            card.superview.width >= badge.superview.superview.width * 0.5
        }
        #expect(group.isActive && group.errors.isEmpty && reported.errors.isEmpty)
        #expect(
            group.specs.map(\.expression) == [
                "card.top == root.top + 8", "card.leading == root.leading + 8",
                "card.bottom == root.bottom - 8", "card.trailing == root.trailing - 8",
                "badge.top == card.top + 4", "badge.trailing == card.trailing - 8",
                "badge.width == 20", "badge.height == 20", "root.width >= root.width * 0.5",
            ])
        #expect(group.specs.map(\.secondItem).prefix(4).allSatisfy { $0 === root })
        if let frames = ConformancePlatform.frames(of: [card, badge], root: root) {
            #expect(frames == ["(8.0, 8.0, 384.0, 384.0)", "(356.0, 4.0, 20.0, 20.0)"])
        }
    }

    @Test func aViewWithNoSuperviewIsAClearErrorAndTheRestIsMade() throws {
        let reported = reportedErrors()
        let loose = ConformancePlatform.makeView("loose")
        let line = #line + 2
        let group = constrain(loose) { loose in
            loose.top == loose.superview.top + 8
            loose.width <= 1000
            loose.edges == loose.superview.margins
            loose.superview.superview.height >= loose.height
        }
        #expect(group.errors.map(\.kind) == [.noSuperview, .noSuperview, .noSuperview])
        let error = try #require(group.errors.first)
        #expect(error.expression == "loose.top == loose.superview.top + 8")
        #expect(error.location?.description == "SuperviewConformanceTests.swift:\(line)")
        #expect(error.description.contains("no superview"))
        #expect(group.errors[2].expression == "loose.superview.superview.height >= loose.height")
        // Nothing dropped silently: the valid relation is made and active, the others reported.
        #expect(group.specs.map(\.expression) == ["loose.width <= 1000"] && group.isActive)
        #expect(reported.errors == group.errors)
        #expect(throws: error) { try group.check() }
    }

    @Test func outsideABlockTheSuperviewIsResolvedWhenTheAnchorsAreRead() {
        let reported = reportedErrors()
        let root = ConformancePlatform.makeRoot("root")
        let view = ConformancePlatform.makeView("view")
        ConformancePlatform.add(view, to: root)
        let group = ConstraintGroup(view.anchors.centerX == view.anchors.superview.centerX)
        group.activate()
        #expect(group.specs.map(\.expression) == ["view.centerX == root.centerX"])
        #expect(group.isActive && reported.errors.isEmpty)
    }
}
