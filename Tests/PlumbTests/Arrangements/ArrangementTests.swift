import Plumb
import Testing

/// What `align` and `distribute` write, relation by relation, on the recording backend.
@MainActor
struct ArrangementTests {
    private let a = TestView("a")
    private let b = TestView("b")
    private let c = TestView("c")
    private let row = TestView("row")

    @Test func alignMakesEveryAnchorEqualToTheFirst() {
        let env = TestEnvironment()
        let group = constrain(a, b, c) { a, b, c in
            align(a.top, b.top, c.top)
            align([a.centerX, c.centerX])
            align(a.width, b.width)
            align(a.center, b.center)
            align([a.size, b.size, c.size])
            align(a.trailing.distance(to: b.leading), b.trailing.distance(to: c.leading))
        }
        #expect(group.errors.isEmpty && env.reported.isEmpty)
        #expect(
            group.specs.map(\.expression) == [
                "b.top == a.top", "c.top == a.top", "c.centerX == a.centerX", "b.width == a.width",
                "b.centerX == a.centerX", "b.centerY == a.centerY", "b.width == a.width",
                "b.height == a.height", "c.width == a.width", "c.height == a.height",
                "b.trailing.distance(to: c.leading) == a.trailing.distance(to: b.leading)",
            ])
    }

    @Test func distributeWithAFixedSpacingChainsTheItems() {
        _ = TestEnvironment()
        let group = constrain(a, b, c) { a, b, c in
            distribute([a, b, c], along: .horizontal, spacing: 8)
            distribute([a, b], along: .vertical, spacing: -2, lengths: 30)
            distribute([c, a], along: .leftToRight, spacing: 0, lengths: .equal)
        }
        #expect(
            group.specs.map(\.expression) == [
                "b.leading == a.trailing + 8", "c.leading == b.trailing + 8",
                "b.top == a.bottom - 2", "a.height == 30", "b.height == 30",
                "a.left == c.right", "a.width == c.width",
            ])
    }

    @Test func distributeWithEqualSpacingUsesSpacingAnchors() {
        _ = TestEnvironment()
        let group = constrain(a, b, c, row) { a, b, c, row in
            distribute([a, b, c], along: .horizontal)
            distribute([a, b], along: .vertical, inside: row)
            distribute([a, b, c], along: .horizontal, lengths: 40, inside: row, inset: 16)
        }
        #expect(
            group.specs.map(\.expression) == [
                "b.trailing.distance(to: c.leading) == a.trailing.distance(to: b.leading)",
                "a.bottom.distance(to: b.top) == row.top.distance(to: a.top)",
                "b.bottom.distance(to: row.bottom) == a.bottom.distance(to: b.top)",
                "b.trailing.distance(to: c.leading) == a.trailing.distance(to: b.leading)",
                "a.width == 40", "b.width == 40", "c.width == 40",
                "a.leading == row.leading + 16", "c.trailing == row.trailing - 16",
            ])
        #expect(group.specs.allSatisfy { $0.multiplier == 1 && $0.relation == .equal })
        // The container is never a first item: it keeps translating its autoresizing mask.
        #expect(group.specs.allSatisfy { $0.firstItem !== row })
        #expect(row.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func aFixedSpacingIsTheInsetInsideAContainerUnlessOneIsGiven() {
        _ = TestEnvironment()
        let group = constrain(a, b, row) { a, b, row in
            distribute([a, b], along: .vertical, spacing: 12, inside: row)
            distribute([a, b], along: .leftToRight, spacing: 12, inside: row, inset: 0)
        }
        #expect(
            group.specs.map(\.expression) == [
                "b.top == a.bottom + 12", "a.top == row.top + 12", "b.bottom == row.bottom - 12",
                "b.left == a.right + 12", "a.left == row.left", "b.right == row.right",
            ])
    }

    @Test func everythingLandsInTheBlocksOneBatch() {
        _ = TestEnvironment()
        let before = BackendLog.shared.activateCalls
        let line = #line + 2
        let group = constrain(a, b, c, row) { a, b, c, row in
            distribute([a, b, c], along: .horizontal, spacing: .equal, inside: row)
            align(a.centerY, b.centerY, c.centerY)
            a.height == 20
        }
        #expect(BackendLog.shared.activateCalls == before + 1)
        #expect(group.specs.count == 6 && group.isActive)
        #expect(
            group.specs.map(\.location.line) == [
                line, line, line, line + 1, line + 1, line + 2,
            ])
    }

    @Test func tooFewItemsAndBadNumbersAreClearErrorsNamingTheCall() throws {
        let env = TestEnvironment()
        let line = #line + 2
        let group = constrain(a, b, c) { a, b, c in
            distribute([a], along: .horizontal, spacing: 8)
            distribute([], along: .vertical)
            distribute([a, b], along: .horizontal, spacing: .fixed(.nan))
            distribute([a, b], along: .vertical, lengths: -4, inside: c, inset: 2)
            distribute([a, b], along: .vertical, inset: .infinity)
            align(a.top)
            align([b.edges])
            c.width == 10
        }
        #expect(
            group.errors.map(\.kind) == [
                .invalidArrangement, .invalidArrangement, .nonFiniteNumber, .invalidArrangement,
                .nonFiniteNumber, .invalidArrangement, .invalidArrangement,
            ])
        #expect(
            group.errors.map(\.expression) == [
                "distribute([a], along: .horizontal, spacing: 8)",
                "distribute([], along: .vertical, spacing: .equal)",
                "distribute([a, b], along: .horizontal, spacing: nan)",
                "distribute([a, b], along: .vertical, spacing: .equal, lengths: -4, inside: c, inset: 2)",
                "distribute([a, b], along: .vertical, spacing: .equal, inset: inf)",
                "align(a.top)", "align(b)",
            ])
        #expect(group.errors.map { $0.location?.line } == Array(line...(line + 6)))
        let first = try #require(group.errors.first)
        #expect(first.description.contains("ArrangementTests.swift:\(line): distribute([a]"))
        #expect(first.description.contains("at least two items"))
        // Nothing else is lost: the valid relation is made, every refusal reported once.
        #expect(group.specs.map(\.expression) == ["c.width == 10"] && group.isActive)
        #expect(env.reported == group.errors)
    }

    @Test func arraysOfProxiesAreDistributedAndAligned() {
        _ = TestEnvironment()
        let buttons = (0..<4).map { TestView("button\($0)") }
        let group = constrain(buttons) { buttons in
            distribute(buttons, along: .horizontal, spacing: 4)
            align(buttons.map(\.top))
        }
        #expect(group.specs.count == 6)
        #expect(group.specs[2].expression == "button3.leading == button2.trailing + 4")
        #expect(group.specs[5].expression == "button3.top == button0.top")
    }
}
