import Plumb
import Testing

@MainActor
struct ConstraintGroupTests {
    @Test func togglingIsOneBackendCallAndRepeatingItIsANoOp() {
        let env = TestEnvironment()
        let pair = Pair()
        let group = pair.group { a, b in a.edges == b.edges }
        #expect(env.log.calls.suffix(1) == [.activate(4)])
        group.activate()
        #expect(env.log.activateCalls == 1)
        group.deactivate()
        group.deactivate()
        group.isActive = false
        #expect(env.log.deactivateCalls == 1)
        #expect(!group.isActive)
        group.isActive = true
        group.isActive = true
        #expect(env.log.activateCalls == 2)
        #expect(group.isActive)
        #expect(group.constraints.count == 4)
    }

    @Test func replaceRemakesTheSameGroup() {
        let env = TestEnvironment()
        let pair = Pair()
        let group = pair.group { a, b in a.top == b.top }
        let old = group.constraints
        let same = constrain(pair.a, pair.b, replace: group) { a, b in
            a.bottom == b.bottom
            a.height == 10
        }
        #expect(same === group)
        #expect(group.specs.map(\.firstAttribute) == [.bottom, .height])
        #expect(group.isActive)
        #expect(old.allSatisfy { ($0 as? RecordedConstraint)?.isActive == false })
        #expect(env.log.calls.suffix(2) == [.deactivate(1), .activate(2)])
    }

    @Test func replacingAnInactiveGroupActivatesTheNewConstraints() {
        _ = TestEnvironment()
        let pair = Pair()
        let group = pair.group { a, b in a.top == b.top }
        group.isActive = false
        constrain(pair.a, pair.b, replace: group) { a, b in a.top == b.top + 1 }
        #expect(group.isActive)
    }

    @Test func updateSetsOnlyTheMatchingConstant() throws {
        let env = TestEnvironment()
        let pair = Pair()
        let group = pair.group { a, b in
            a.top == b.top + 10 ~ .high
            a.width == b.width * 0.5
            a.edges == b.margins
        }
        let (a, b) = (pair.a, pair.b)
        try group.update {
            a.anchors.top == b.anchors.top + 20 ~ .high
            a.anchors.width == b.anchors.width * 0.5 - 4
            a.anchors.edges == b.anchors.margins.inset(by: 2)
        }
        #expect(group.specs.map(\.constant) == [20, -4, 2, 2, -2, -2])
        let constants = group.constraints.compactMap { ($0 as? RecordedConstraint)?.constant }
        #expect(constants == [20, -4, 2, 2, -2, -2])
        #expect(
            env.log.calls.suffix(6).allSatisfy { if case .setConstant = $0 { true } else { false } }
        )
        #expect(group.isActive && group.constraints.count == 6)
    }

    @Test func anUpdateThatMatchesNothingThrowsAndChangesNothing() {
        let env = TestEnvironment()
        let pair = Pair()
        let group = pair.group { a, b in
            a.top == b.top + 10 ~ .high
            a.width == b.width
        }
        let (a, b) = (pair.a, pair.b)
        let calls = env.log.calls
        for update in [
            { a.anchors.width == b.anchors.width + 1 ~ .low },  // other priority
            { a.anchors.width == b.anchors.width * 2 },  // other multiplier
            { a.anchors.width <= b.anchors.width },  // other relation
            { a.anchors.height == b.anchors.width },  // other attribute
            { b.anchors.width == a.anchors.width },  // other items
        ] as [@MainActor () -> any ConstraintConvertible] {
            do {
                try group.update {
                    a.anchors.top == b.anchors.top + 99 ~ .high
                    update().constraintExpression
                }
                Issue.record("update should have thrown")
            } catch {
                #expect(error.kind == .updateMatchedNothing)
                #expect(error.description.contains("ConstraintGroupTests.swift:"))
            }
        }
        #expect(group.specs.map(\.constant) == [10, 0])
        #expect(env.log.calls == calls)
    }

    @Test func combinedGroupsToggleTogetherWithOneCall() {
        let env = TestEnvironment()
        let pair = Pair()
        let first = pair.group { a, b in a.top == b.top }
        let second = pair.group { a, b in a.bottom == b.bottom }
        let both = first + second
        both.deactivate()
        #expect(env.log.calls.last == .deactivate(2))
        #expect(!first.isActive && !second.isActive && !both.isActive)
        first.activate()
        #expect(!both.isActive)
        both.activate()
        #expect(env.log.calls.last == .activate(1))
        #expect(second.isActive && both.isActive)
        (both + first).deactivate()
        #expect(env.log.calls.last == .deactivate(2))
    }

    @Test func arraysOfGroupsToggleTogetherWithOneCall() {
        let env = TestEnvironment()
        let pair = Pair()
        let groups = [
            pair.group { a, b in a.top == b.top },
            pair.group { a, b in a.size == b.size },
        ]
        groups.deactivate()
        #expect(env.log.calls.last == .deactivate(3))
        #expect(!groups.isActive)
        groups.isActive = true
        #expect(env.log.calls.last == .activate(3))
        #expect(groups.isActive)
    }

    @Test func errorsAreRecordedReportedAndThrownOnRequest() {
        let env = TestEnvironment()
        let pair = Pair()
        let group = pair.group { a, b in
            a.top == b.top * 0
            a.height == 10
        }
        #expect(group.errors.count == 1 && env.reported == group.errors)
        #expect(throws: PlumbError.self) { try group.check() }
        #expect(group.specs.count == 1 && group.isActive)
        let fine = pair.group { a, _ in a.width == 1 }
        #expect(throws: Never.self) { try fine.check() }
    }

    @Test func backendErrorsSkipTheWholeRelation() {
        let env = TestEnvironment()
        env.log.refuse = "b.bottom"
        let pair = Pair()
        let group = pair.group { a, b in
            a.edges == b.edges
            a.width == 10
        }
        #expect(group.errors.map(\.kind) == [.unsupported])
        #expect(group.specs.map(\.summary) == ["a.width == nil m=1 c=10 p=1000"])
        #expect(env.log.calls.last == .activate(1))
    }

    @Test func relationsWrittenOutsideABlockMakeAnInactiveGroup() {
        let env = TestEnvironment()
        let a = TestView("a")
        let b = TestView("b")
        let line = #line + 1
        let group = ConstraintGroup(
            a.anchors.top == b.anchors.bottom + 8,
            a.anchors.width == 10 ~ .high,
            a.anchors.center == b.anchors.center)
        #expect(!group.isActive)
        #expect(env.log.activateCalls == 0)
        #expect(group.specs.count == 4)
        #expect(group.specs[0].location.description == "ConstraintGroupTests.swift:\(line)")
        group.activate()
        #expect(env.log.calls.last == .activate(4))
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        #expect(b.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func relationsHandedToAGroupInsideABlockBelongToThatGroupOnly() {
        _ = TestEnvironment()
        var detached: ConstraintGroup?
        func keep(_ group: ConstraintGroup) -> [ConstraintExpression] {
            detached = group
            return []
        }
        let pair = Pair()
        let group = pair.group { a, b in
            a.top == b.top
            keep(ConstraintGroup(a.height == 10 ~ .low, a.width == b.width))
            a.bottom == b.bottom
        }
        #expect(group.specs.map(\.firstAttribute) == [.top, .bottom])
        #expect(detached?.specs.map(\.firstAttribute) == [.height, .width])
        #expect(detached?.specs.first?.priority == .low)
        #expect(detached?.isActive == false)
    }

    @Test func aGroupWrittenAsABlockRecordsEachRelationsLine() {
        let env = TestEnvironment()
        let a = TestView("a")
        let b = TestView("b")
        let wide = false
        let line = #line + 2
        let group = ConstraintGroup {
            a.anchors.top == b.anchors.bottom + 8
            a.anchors.width == 10 ~ .high
            if wide { a.anchors.width >= 100 } else { a.anchors.center == b.anchors.center }
        }
        #expect(!group.isActive)
        #expect(env.log.activateCalls == 0)
        #expect(group.specs.map(\.location.line) == [line, line + 1, line + 2, line + 2])
        #expect(
            group.specs[1].identifier
                == "a.width == 10 @750 (ConstraintGroupTests.swift:\(line + 1))")
    }
}
