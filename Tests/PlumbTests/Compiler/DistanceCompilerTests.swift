import Plumb
import Testing

/// What the compiler stage makes of spacing anchors (`distance(to:)`), on the recording
/// backend: a distance is a dimension side of the spec, with the anchor it runs to.
@MainActor
struct DistanceCompilerTests {
    @Test func aDistanceIsADimensionSideWithTheAnchorItRunsTo() throws {
        let env = TestEnvironment()
        let pair = Pair()
        let c = TestView("c")
        let group = constrain(pair.a, pair.b, c) { a, b, c in
            a.trailing.distance(to: b.leading) == b.trailing.distance(to: c.leading)
            a.top.distance(to: b.bottom) <= (a.height + 10) * 0.5 ~ .high
            a.width == c.centerX.distance(to: b.centerX) * 0
        }
        #expect(group.errors.isEmpty && env.reported.isEmpty)
        let specs = group.specs
        #expect(specs.map(\.isFirstDistance) == [true, true, false])
        #expect(specs.map(\.isSecondDistance) == [true, false, true])
        #expect(specs[0].firstItem === pair.a && specs[0].firstAttribute == .trailing)
        #expect(specs[0].firstEndItem === pair.b && specs[0].firstEndAttribute == .leading)
        #expect(specs[0].secondItem === pair.b && specs[0].secondAttribute == .trailing)
        #expect(specs[0].secondEndItem === c && specs[0].secondEndAttribute == .leading)
        #expect(specs[1].secondEndItem == nil && specs[1].secondEndAttribute == .notAnAttribute)
        // Algebra as for any dimension; a zero multiplier on a dimension is legal.
        #expect(specs.map(\.multiplier) == [1, 0.5, 0])
        #expect(specs.map(\.constant) == [0, 5, 0])
        #expect(
            specs.map(\.expression) == [
                "a.trailing.distance(to: b.leading) == b.trailing.distance(to: c.leading)",
                "a.top.distance(to: b.bottom) <= a.height * 0.5 + 5 @750",
                "a.width == c.centerX.distance(to: b.centerX) * 0",
            ])
        let distance = pair.a.anchors.leading.distance(to: pair.b.anchors.trailing)
        #expect(distance.isDistance && distance.attribute == .leading)
        #expect(!pair.a.anchors.width.isDistance)
    }

    @Test func aDistanceToAnItemOfAnotherBackendIsRefused() {
        let env = TestEnvironment()
        let pair = Pair()
        let other = OtherView()
        let group = constrain(pair.a, pair.b, other) { a, b, other in
            a.width == b.leading.distance(to: other.leading)
            a.leading.distance(to: other.trailing) == 8
            a.height == 10
        }
        #expect(group.errors.map(\.kind) == [.mixedBackends, .mixedBackends])
        #expect(group.specs.count == 1 && env.reported.count == 2)
    }

    @Test func anUpdateMatchesADistanceOnlyByItsEnds() throws {
        _ = TestEnvironment()
        let pair = Pair()
        let c = TestView("c")
        let group = constrain(pair.a, pair.b, c) { a, b, c in
            a.trailing.distance(to: b.leading) == 10
        }
        try group.update { pair.a.anchors.trailing.distance(to: pair.b.anchors.leading) == 20 }
        #expect(group.specs.map(\.constant) == [20])
        #expect(throws: PlumbError.self) {
            try group.update { pair.a.anchors.trailing.distance(to: c.anchors.leading) == 30 }
        }
        #expect(group.specs.map(\.constant) == [20])
    }
}
