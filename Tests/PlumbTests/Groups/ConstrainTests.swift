import Plumb
import Testing

@MainActor
struct ConstrainTests {
    @Test func blockRelationsBecomeOneActivatedBatch() {
        let env = TestEnvironment()
        let view = TestView("view")
        let superview = TestView("superview")
        let group = constrain(view, superview) { view, superview in
            view.top == superview.top + 10 ~ .high
            view.leading == superview.leadingMargin
            view.width == superview.width * 0.5 - 8 ~ 750
            view.height >= 44
            view.centerY == superview.centerY
        }
        #expect(
            group.specs.map(\.summary) == [
                "view.top == superview.top m=1 c=10 p=750",
                "view.leading == superview.leadingMargin m=1 c=0 p=1000",
                "view.width == superview.width m=0.5 c=-8 p=750",
                "view.height >= nil m=1 c=44 p=1000",
                "view.centerY == superview.centerY m=1 c=0 p=1000",
            ])
        #expect(env.log.activateCalls == 1)
        #expect(env.log.calls.last == .activate(5))
        #expect(group.isActive)
        #expect(group.errors.isEmpty)
        #expect(env.reported.isEmpty)
    }
}
