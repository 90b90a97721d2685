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

@MainActor
struct ConstrainEntryPointTests {
    @Test func everyArityHandsTheBlockOneProxyPerItem() {
        _ = TestEnvironment()
        let v = (1...6).map { TestView("v\($0)") }
        let counts = [
            constrain(v[0]) { a in a.width == 1 }.specs.count,
            constrain(v[0], v[1]) { a, b in a.width == b.width }.specs.count,
            constrain(v[0], v[1], v[2]) { a, b, c in
                a.width == b.width
                b.width == c.width
            }.specs.count,
            constrain(v[0], v[1], v[2], v[3]) { a, _, _, d in a.top == d.top }.specs.count,
            constrain(v[0], v[1], v[2], v[3], v[4]) { _, _, _, d, e in d.top == e.top }.specs
                .count,
            constrain(v[0], v[1], v[2], v[3], v[4], v[5]) { a, _, _, _, _, f in
                f.center == a.center
            }.specs.count,
        ]
        #expect(counts == [1, 1, 2, 1, 1, 2])
    }

    @Test func theArrayFormTakesAnyNumberOfItems() {
        _ = TestEnvironment()
        let views = (1...8).map { TestView("v\($0)") }
        let group = constrain(views) { items in
            for (item, next) in zip(items, items.dropFirst()) {
                item.trailing == next.leading - 8
            }
        }
        #expect(group.specs.count == 7)
        #expect(group.specs[6].summary == "v7.trailing == v8.leading m=1 c=-8 p=1000")
    }

    @Test func ifForLetAndHelperFunctionsWorkInsideABlock() {
        _ = TestEnvironment()
        let helperLine = #line + 5
        @ConstraintBuilder
        func pinToTop(
            _ item: LayoutAnchors<TestView>, _ container: LayoutAnchors<TestView>
        ) -> [ConstraintExpression] {
            item.top == container.top + 8
            item.bottom <= container.bottom ~ .low
        }
        let compact = true
        let pair = Pair()
        let line = #line + 2
        let group = pair.group { a, b in
            if compact { a.height == 44 } else { a.height == 88 }
            if !compact { a.width == 10 }
            for inset in [1.0, 2.0] { a.width >= b.width - inset }
            let spacing = 4.0
            a.leading == b.leading + spacing
            pinToTop(a, b)
        }
        #expect(
            group.specs.map(\.summary) == [
                "a.height == nil m=1 c=44 p=1000",
                "a.width >= b.width m=1 c=-1 p=1000",
                "a.width >= b.width m=1 c=-2 p=1000",
                "a.leading == b.leading m=1 c=4 p=1000",
                "a.top == b.top m=1 c=8 p=1000",
                "a.bottom <= b.bottom m=1 c=0 p=250",
            ])
        #expect(
            group.specs.map(\.location.line) == [
                line, line + 2, line + 2, line + 4, helperLine, helperLine + 1,
            ])
    }

    @Test func everyExpressionRecordsItsOwnFileAndLine() {
        _ = TestEnvironment()
        let view = TestView("view")
        let superview = TestView("superview")
        let line = #line + 2
        let group = constrain(view, superview) { view, superview in
            view.top == superview.top + 10 ~ .high
            view.leading == superview.leadingMargin
            view.edges
                == superview.edges.inset(by: 8)
            view.width == 48
        }
        #expect(
            group.specs.map(\.location.line) == [
                line, line + 1, line + 2, line + 2, line + 2, line + 2, line + 4,
            ])
        #expect(group.specs.allSatisfy { $0.location.fileID == "PlumbTests/ConstrainTests.swift" })
        #expect(
            group.specs[0].identifier
                == "view.top == superview.top + 10 @750 (ConstrainTests.swift:\(line))")
        #expect(
            group.specs[1].identifier
                == "view.leading == superview.leadingMargin (ConstrainTests.swift:\(line + 1))")
    }

    @Test func relationsAHelperMadeWithoutABuilderTakeTheLineOfItsCall() {
        _ = TestEnvironment()
        func unlocated(_ a: LayoutAnchors<TestView>) -> [ConstraintExpression] {
            [a.width == 10, a.height == 20]
        }
        let pair = Pair()
        let line = #line + 1
        let group = pair.group { a, _ in
            unlocated(a)
            a.top == a.bottom
        }
        #expect(group.specs.map(\.location.line) == [line + 1, line + 1, line + 2])
    }

    @Test func anEmptyBlockMakesAnEmptyActiveGroup() {
        let env = TestEnvironment()
        let group = constrain(TestView("a")) { _ in }
        #expect(group.constraints.isEmpty && group.isActive)
        #expect(env.log.calls.isEmpty)
    }

    @Test func nestedBlocksKeepTheirOwnRelations() {
        let env = TestEnvironment()
        let pair = Pair()
        var inner: ConstraintGroup?
        func keep(_ group: ConstraintGroup) -> [ConstraintExpression] {
            inner = group
            return []
        }
        let outer = pair.group { a, b in
            a.top == b.top
            keep(constrain(pair.a) { a in a.width == 5 })
            a.bottom == b.bottom ~ .low
        }
        #expect(outer.specs.map(\.firstAttribute) == [.top, .bottom])
        #expect(outer.specs[1].priority == .low)
        #expect(inner?.specs.map(\.firstAttribute) == [.width])
        #expect(env.log.activateCalls == 2)
        #expect(env.log.calls.last == .activate(2))
    }
}
