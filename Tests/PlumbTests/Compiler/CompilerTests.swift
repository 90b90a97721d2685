import Plumb
import Testing

@MainActor
struct CompilerTests {
    @Test func nonFiniteNumbersAreRejectedNamingTheExpressionAndLocation() {
        let env = TestEnvironment()
        let pair = Pair()
        let line = #line + 2
        let group = pair.group { a, b in
            a.width == b.width / 0
            a.top == b.top + .nan
            a.height == .infinity
            a.width == b.width * .infinity
            a.height == 10
        }
        #expect(group.errors.map(\.kind) == Array(repeating: .nonFiniteNumber, count: 4))
        #expect(group.specs.map(\.summary) == ["a.height == nil m=1 c=10 p=1000"])
        #expect(env.reported == group.errors)
        let first = group.errors[0]
        #expect(first.location?.description == "CompilerTests.swift:\(line)")
        #expect(first.expression == "a.width == b.width * inf")
        #expect(
            first.description.hasPrefix("CompilerTests.swift:\(line): a.width == b.width * inf: "))
        #expect(group.errors.map { $0.location?.line } == [line, line + 1, line + 2, line + 3])
    }

    @Test func zeroMultiplierOnAPositionWithASecondItemIsRejected() {
        _ = TestEnvironment()
        let pair = Pair()
        let group = pair.group { a, b in
            a.top == b.top * 0
            a.leading == b.trailing * 0 + 10
            a.width == b.width * 0 + 10
        }
        #expect(group.errors.map(\.kind) == [.zeroMultiplier, .zeroMultiplier])
        #expect(group.specs.map(\.summary) == ["a.width == b.width m=0 c=10 p=1000"])
    }

    @Test func systemSpacingMakesASpacingSpecAndRefusesConstants() {
        _ = TestEnvironment()
        let pair = Pair()
        let group = pair.group { a, b in
            a.leading == b.trailing.plusSystemSpacing()
            a.top >= b.bottom.plusSystemSpacing(2)
            a.left == b.right.plusSystemSpacing() + 4
            a.centerX == b.centerX.plusSystemSpacing() * 2
        }
        #expect(group.errors.map(\.kind) == [.invalidSystemSpacing, .invalidSystemSpacing])
        let specs = group.specs
        #expect(specs.map(\.usesSystemSpacing) == [true, true])
        #expect(specs.map(\.multiplier) == [1, 2])
        #expect(specs.map(\.constant) == [0, 0])
        #expect(specs[1].expression == "a.top >= b.bottom + systemSpacing * 2")
    }

    @Test func freedItemsAreReported() {
        let env = TestEnvironment()
        let keep = TestView("keep")
        var anchors: LayoutAnchors<TestView>?
        do {
            let gone = TestView("gone")
            anchors = gone.anchors
        }
        let group = constrain(keep) { keep in
            anchors!.top == keep.top
            keep.bottom == anchors!.bottom
            keep.width == 10
        }
        #expect(group.errors.map(\.kind) == [.itemFreed, .itemFreed])
        #expect(
            group.errors.map(\.expression) == [
                "<freed>.top == keep.top", "keep.bottom == <freed>.bottom",
            ])
        #expect(group.specs.count == 1)
        #expect(env.reported.count == 2)
    }

    @Test func itemsOfDifferentBackendsAreNotRelated() {
        let env = TestEnvironment()
        let view = TestView("view")
        let other = OtherView()
        let group = constrain(view, other) { view, other in
            view.top == other.top
            view.width == 10
        }
        #expect(group.errors.map(\.kind) == [.mixedBackends])
        #expect(group.specs.count == 1)
        #expect(env.reported.count == 1)
    }

    @Test func autoresizingTranslationIsClearedOnFirstItemViewsOnly() {
        _ = TestEnvironment()
        let view = TestView("view")
        let superview = TestView("superview")
        let sibling = TestView("sibling")
        let guide = TestGuide("guide")
        constrain(view, superview, sibling, guide) { view, superview, sibling, guide in
            view.edges == superview.edges
            guide.top == sibling.bottom
        }
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
        #expect(superview.translatesAutoresizingMaskIntoConstraints)
        #expect(sibling.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func autoresizingTranslationIsClearedOnEveryFirstItemOfInterleavedAndFreedSpecs() {
        _ = TestEnvironment()
        let a = TestView("a")
        let b = TestView("b")
        let location = ConstraintSourceLocation(fileID: "App/Card.swift", line: 3)
        func spec(_ item: any LayoutItem) -> ConstraintSpec {
            ConstraintSpec(
                firstItem: item, firstAttribute: .width, relation: .equal, secondItem: nil,
                secondAttribute: .notAnAttribute, constant: 10, location: location)
        }
        var specs: [ConstraintSpec] = []
        do {
            let freed = TestView("freed")
            specs.append(spec(freed))
        }
        specs += [spec(a), spec(a), spec(b), spec(a)]
        #expect(specs[0].firstItem == nil)
        ConstraintCompiler.prepareFirstItems(of: specs)
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        #expect(!b.translatesAutoresizingMaskIntoConstraints)
        a.translatesAutoresizingMaskIntoConstraints = true
        ConstraintCompiler.prepareFirstItems(of: [spec(b), spec(a)])
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func compileIsPureAndFoldsIntoSpecs() throws {
        _ = TestEnvironment()
        let a = TestView("a")
        let b = TestView("b")
        let specs = try ConstraintCompiler.compile(
            a.anchors.width <= (b.anchors.height - 20) * 0.5 + 5 ~ .high,
            location: ConstraintSourceLocation(fileID: "App/Card.swift", line: 7))
        #expect(specs.map(\.summary) == ["a.width <= b.height m=0.5 c=-5 p=750"])
        #expect(specs[0].identifier == "a.width <= b.height * 0.5 - 5 @750 (Card.swift:7)")
        #expect(a.translatesAutoresizingMaskIntoConstraints)
        #expect(BackendLog.shared.calls.isEmpty)
    }

    @Test func labelsNameTheConstraintAndKeepItsLine() {
        _ = TestEnvironment()
        let pair = Pair()
        let line = #line + 2
        let specs = pair.group { a, b in
            (a.top == b.top + 12 ~ .high).labeled("avatarTop")
            (a.width == 48).labeled("avatarWidth")
            a.height == 48
        }.specs
        #expect(specs.map(\.label) == ["avatarTop", "avatarWidth", nil])
        #expect(
            specs[0].identifier
                == "avatarTop: a.top == b.top + 12 @750 (CompilerTests.swift:\(line))")
        #expect(specs[1].location.line == line + 1)
        #expect(specs[2].identifier == "a.height == 48 (CompilerTests.swift:\(line + 2))")
    }

    @Test func labelsPinRelationsWrittenOutsideABlockToTheirOwnLine() {
        _ = TestEnvironment()
        let a = TestView("a")
        let b = TestView("b")
        let line = #line + 1
        let group = ConstraintGroup(
            a.anchors.top == b.anchors.top,
            (a.anchors.width == 48).labeled("avatarWidth"))
        #expect(group.specs.map(\.location.line) == [line, line + 2])
    }
}
