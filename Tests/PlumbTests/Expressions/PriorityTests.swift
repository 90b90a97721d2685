import Plumb
import Testing

@MainActor
struct PriorityTests {
    @Test func everyPriorityForm() {
        _ = TestEnvironment()
        let pair = Pair()
        let priorities = pair.group { a, b in
            a.width == b.width
            a.width == b.width ~ .required
            a.width == b.width ~ .high
            a.width == b.width ~ .medium
            a.width == b.width ~ .low
            a.width == b.width ~ .fittingSize
            a.width == b.width ~ 1
            a.width == b.width ~ 999.5
            a.width == b.width ~ .high - 1
            a.width == b.width ~ .low + 1
            a.width == b.width ~ LayoutPriority(300)
        }.specs.map(\.priority.rawValue)
        #expect(priorities == [1000, 1000, 750, 500, 250, 50, 1, 999.5, 749, 251, 300])
    }

    @Test func priorityBindsLooserThanTheRelation() {
        _ = TestEnvironment()
        #expect(
            Pair().summaries { a, b in a.width == b.width + 10 ~ .high - 1 } == [
                "a.width == b.width m=1 c=10 p=749"
            ])
    }

    @Test func priorityAppliesToEveryComponentOfACompound() {
        _ = TestEnvironment()
        let pair = Pair()
        let specs = pair.group { a, b in a.edges == b.edges ~ .low }.specs
        #expect(specs.map(\.priority) == Array(repeating: .low, count: 4))
    }

    @Test func outOfRangePrioritiesAreRejected() {
        let env = TestEnvironment()
        let pair = Pair()
        let group = pair.group { a, b in
            a.width == b.width ~ 0
            a.width == b.width ~ 1001
            a.width == b.width ~ .required + 1
            a.width == b.width ~ LayoutPriority(.nan)
            a.height == b.height ~ 1000
        }
        #expect(group.errors.map(\.kind) == Array(repeating: .invalidPriority, count: 4))
        #expect(group.specs.count == 1)
        #expect(env.reported.count == 4)
        #expect(group.errors[1].description.contains("a.width == b.width @1001"))
        #expect(group.errors[1].description.contains("priority 1001 is outside 1...1000"))
    }
}
