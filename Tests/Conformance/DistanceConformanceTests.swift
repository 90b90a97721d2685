// Spacing anchors (`distance(to:)`) on every backend: compiled into the same three test
// targets as BackendConformanceTests.swift (each holds a symlink to this file), so the
// built-in engine and the Apple backend over the UIKit and AppKit stubs (which fail the test
// wherever the real framework would raise) are held to the same behaviour.

import Testing

#if PLUMB_APPLE_STUB
    import Plumb
#else
    import PlumbLayout
#endif

@MainActor
@Suite struct DistanceConformanceTests {
    init() { ConformancePlatform.failOnPlatformExceptions() }

    private func reportedErrors() -> ReportedErrors {
        let reported = ReportedErrors()
        PlumbDiagnostics.handler = { reported.errors.append($0) }
        return reported
    }

    /// A root with three subviews, `a`, `b` and `c`.
    private func row() -> (ConformanceView, ConformanceView, ConformanceView, ConformanceView) {
        let root = ConformancePlatform.makeRoot("root")
        let views = ["a", "b", "c"].map(ConformancePlatform.makeView)
        for view in views { ConformancePlatform.add(view, to: root) }
        return (root, views[0], views[1], views[2])
    }

    @Test func equalGapsAreOneActiveConstraintAndFollowTheTree() {
        let reported = reportedErrors()
        let (root, a, b, c) = row()
        let layout = constrain(a, b, c, root) { a, b, c, root in
            a.size == (60, 20)
            b.size == (60, 20)
            c.size == (60, 20)
            a.top == root.top
            b.top == root.top
            c.top == root.top
            a.leading == root.leading
            c.trailing == root.trailing
        }
        let gaps = constrain(a, b, c) { a, b, c in
            a.trailing.distance(to: b.leading) == b.trailing.distance(to: c.leading)
        }
        #expect(gaps.constraints.count == 1 && gaps.isActive && gaps.errors.isEmpty)
        #expect(
            gaps.specs.map(\.expression) == [
                "a.trailing.distance(to: b.leading) == b.trailing.distance(to: c.leading)"
            ])
        if let frames = ConformancePlatform.frames(of: [a, b, c], root: root) {
            // 400 − 180 = 220 of gaps: 110 each.
            #expect(
                frames == [
                    "(0.0, 0.0, 60.0, 20.0)", "(170.0, 0.0, 60.0, 20.0)",
                    "(340.0, 0.0, 60.0, 20.0)",
                ])
        }
        // `c` is only the far end of the second distance, and removing it still takes the
        // constraint out (it references `c` and was installed on the root, above it).
        ConformancePlatform.remove(c)
        #expect(!gaps.isActive)
        ConformancePlatform.add(c, to: root)
        gaps.activate()
        layout.activate()
        #expect(gaps.isActive && reported.errors.isEmpty)
    }

    @Test func aDistanceRelatesToAConstantAndToADimension() {
        let reported = reportedErrors()
        let (root, a, b, _) = row()
        defer { withExtendedLifetime(root) {} }
        let group = constrain(a, b, root) { a, b, root in
            a.bottom.distance(to: b.top) >= 8
            a.leading.distance(to: b.centerX) == root.width * 0.25 - 4 ~ .high
            b.height == a.top.distance(to: a.bottom)
        }
        #expect(group.constraints.count == 3 && group.isActive)
        #expect(
            group.specs.map(\.expression) == [
                "a.bottom.distance(to: b.top) >= 8",
                "a.leading.distance(to: b.centerX) == root.width * 0.25 - 4 @750",
                "b.height == a.top.distance(to: a.bottom)",
            ])
        #expect(group.errors.isEmpty && reported.errors.isEmpty)
    }

    @Test func aDistanceToAnotherTreeIsRefusedNeverRaised() throws {
        let reported = reportedErrors()
        let (root, a, b, _) = row()
        defer { withExtendedLifetime(root) {} }
        let elsewhere = ConformancePlatform.makeRoot("elsewhere")
        let stranger = ConformancePlatform.makeView("stranger")
        ConformancePlatform.add(stranger, to: elsewhere)
        let group = constrain(a, b, stranger) { a, b, stranger in
            a.width == b.trailing.distance(to: stranger.leading)
            a.height == 10
        }
        #expect(group.errors.map(\.kind) == [.noCommonAncestor])
        let error = try #require(group.errors.first)
        #expect(error.expression == "a.width == b.trailing.distance(to: stranger.leading)")
        #expect(ConformancePlatform.isActive(group.constraints[1]))
        #expect(reported.errors == group.errors)
    }

    @Test func aDistanceWhoseItemWasFreedIsRefusedNeverRaised() {
        let reported = reportedErrors()
        let (root, a, _, _) = row()
        defer { withExtendedLifetime(root) {} }
        var gone: ConformanceView? = ConformancePlatform.makeView("gone")
        ConformancePlatform.add(gone!, to: root)
        let group = ConstraintGroup(
            a.anchors.width == a.anchors.trailing.distance(to: gone!.anchors.leading))
        ConformancePlatform.remove(gone!)
        gone = nil
        group.activate()
        #expect(!group.isActive && group.errors.map(\.kind) == [.itemFreed])
        #expect(reported.errors.map(\.kind) == [.itemFreed])
    }

    @Test func updatingADistanceChangesItsConstantInPlace() throws {
        let reported = reportedErrors()
        let (root, a, b, _) = row()
        defer { withExtendedLifetime(root) {} }
        let group = constrain(a, b) { a, b in a.trailing.distance(to: b.leading) == 10 }
        try group.update { a.anchors.trailing.distance(to: b.anchors.leading) == 24 }
        #expect(ConformancePlatform.constant(of: group.constraints[0]) == 24)
        #expect(group.isActive && reported.errors.isEmpty)
    }
}
