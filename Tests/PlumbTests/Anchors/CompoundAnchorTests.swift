import Plumb
import Testing

@MainActor
struct CompoundAnchorTests {
    @Test func edgesExpandTopLeadingBottomTrailingWithFarInsetsNegated() {
        _ = TestEnvironment()
        #expect(
            Pair().summaries { a, b in a.edges == b.edges.inset(by: 10) } == [
                "a.top == b.top m=1 c=10 p=1000",
                "a.leading == b.leading m=1 c=10 p=1000",
                "a.bottom == b.bottom m=1 c=-10 p=1000",
                "a.trailing == b.trailing m=1 c=-10 p=1000",
            ])
    }

    @Test func perEdgeAndDirectionalInsets() {
        _ = TestEnvironment()
        let pair = Pair()
        let constants = pair.group { a, b in
            a.edges == b.edges.inset(top: 1, leading: 2, bottom: 3, trailing: 4)
            a.directionalEdges
                == b.edges.inset(by: DirectionalEdgeInsets(horizontal: 16, vertical: 8))
            a.edges == b.edges.inset(by: DirectionalEdgeInsets(top: 5)).inset(by: 1)
        }.specs.map(\.constant)
        #expect(constants == [1, 2, -3, -4, 8, 16, -8, -16, 6, 1, -1, -1])
    }

    @Test func absoluteInsetsMakeLeftAndRightEdgesOnBothSides() {
        _ = TestEnvironment()
        #expect(
            Pair().summaries { a, b in
                a.edges == b.edges.inset(top: 1, left: 2, bottom: 3, right: 4)
                a.edges.inset(top: 0, left: 5, bottom: 0, right: 6) <= b.margins
            } == [
                "a.top == b.top m=1 c=1 p=1000",
                "a.left == b.left m=1 c=2 p=1000",
                "a.bottom == b.bottom m=1 c=-3 p=1000",
                "a.right == b.right m=1 c=-4 p=1000",
                "a.top <= b.topMargin m=1 c=0 p=1000",
                "a.left <= b.leftMargin m=1 c=-5 p=1000",
                "a.bottom <= b.bottomMargin m=1 c=0 p=1000",
                "a.right <= b.rightMargin m=1 c=6 p=1000",
            ])
        let pair = Pair()
        let anchor = pair.a.anchors.edges.inset(by: 1)
        #expect(!anchor.isAbsolute)
        let absolute = anchor.inset(top: 0, left: 2, bottom: 0, right: 3)
        #expect(absolute.isAbsolute)
        #expect(
            absolute.insets == DirectionalEdgeInsets(top: 1, leading: 3, bottom: 1, trailing: 4))
    }

    @Test func marginsAreDirectionalEdges() {
        _ = TestEnvironment()
        #expect(
            Pair().summaries { a, b in a.edges == b.margins } == [
                "a.top == b.topMargin m=1 c=0 p=1000",
                "a.leading == b.leadingMargin m=1 c=0 p=1000",
                "a.bottom == b.bottomMargin m=1 c=0 p=1000",
                "a.trailing == b.trailingMargin m=1 c=0 p=1000",
            ])
        let pair = Pair()
        let attributes = pair.group { a, b in a.directionalMargins == b.directionalEdges }
            .specs.map(\.firstAttribute)
        #expect(attributes == [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
    }

    @Test func horizontalAndVerticalEdges() {
        _ = TestEnvironment()
        #expect(
            Pair().summaries { a, b in
                a.horizontalEdges == b.horizontalEdges.inset(by: 16)
                a.verticalEdges == b.verticalEdges.inset(top: 8, bottom: 4)
                a.horizontalEdges <= b.horizontalMargins.inset(leading: 1)
                a.verticalEdges >= b.verticalMargins
            } == [
                "a.leading == b.leading m=1 c=16 p=1000",
                "a.trailing == b.trailing m=1 c=-16 p=1000",
                "a.top == b.top m=1 c=8 p=1000",
                "a.bottom == b.bottom m=1 c=-4 p=1000",
                "a.leading <= b.leadingMargin m=1 c=1 p=1000",
                "a.trailing <= b.trailingMargin m=1 c=0 p=1000",
                "a.top >= b.topMargin m=1 c=0 p=1000",
                "a.bottom >= b.bottomMargin m=1 c=0 p=1000",
            ])
    }

    @Test func sizeOffsetsAndConstantsAreNotNegated() {
        _ = TestEnvironment()
        #expect(
            Pair().summaries { a, b in
                a.size == b.size.offset(width: -20, height: 10)
                a.size == (48, 24)
                a.size <= b.size.offset(by: 2)
            } == [
                "a.width == b.width m=1 c=-20 p=1000",
                "a.height == b.height m=1 c=10 p=1000",
                "a.width == nil m=1 c=48 p=1000",
                "a.height == nil m=1 c=24 p=1000",
                "a.width <= b.width m=1 c=2 p=1000",
                "a.height <= b.height m=1 c=2 p=1000",
            ])
    }

    @Test func centerOffsetsAndCenterWithinMargins() {
        _ = TestEnvironment()
        #expect(
            Pair().summaries { a, b in
                a.center == b.center.offset(x: 5, y: -20)
                a.center == b.centerWithinMargins
            } == [
                "a.centerX == b.centerX m=1 c=5 p=1000",
                "a.centerY == b.centerY m=1 c=-20 p=1000",
                "a.centerX == b.centerXWithinMargins m=1 c=0 p=1000",
                "a.centerY == b.centerYWithinMargins m=1 c=0 p=1000",
            ])
    }

    @Test func aRelationAppliesToEveryComponent() {
        _ = TestEnvironment()
        let pair = Pair()
        let relations = pair.group { a, b in a.edges <= b.edges }.specs.map(\.relation)
        #expect(relations == Array(repeating: .lessThanOrEqual, count: 4))
    }

    @Test func insetsOnTheLeftHandSideMoveAcrossAsAlgebra() {
        _ = TestEnvironment()
        // a.top + 10 == b.top  ⇔  a.top == b.top - 10, and so on for each edge.
        let pair = Pair()
        let constants = pair.group { a, b in a.edges.inset(by: 10) == b.edges }
            .specs.map(\.constant)
        #expect(constants == [-10, -10, 10, 10])
    }

    @Test func aCompoundWithANonFiniteInsetIsRejectedWhole() {
        let env = TestEnvironment()
        let pair = Pair()
        let group = pair.group { a, b in a.edges == b.edges.inset(bottom: .infinity) }
        #expect(group.specs.isEmpty)
        #expect(group.errors.map(\.kind) == [.nonFiniteNumber])
        #expect(env.log.calls.isEmpty)
    }

    // MARK: Absolute compounds

    @Test func absoluteEdgesAreTopLeftBottomRightOnBothSides() {
        _ = TestEnvironment()
        #expect(
            Pair().summaries { a, b in
                a.absoluteEdges == b.absoluteEdges.inset(by: 8)
                a.absoluteEdges <= b.absoluteMargins.inset(top: 1, left: 2, bottom: 3, right: 4)
            } == [
                "a.top == b.top m=1 c=8 p=1000", "a.left == b.left m=1 c=8 p=1000",
                "a.bottom == b.bottom m=1 c=-8 p=1000", "a.right == b.right m=1 c=-8 p=1000",
                "a.top <= b.topMargin m=1 c=1 p=1000", "a.left <= b.leftMargin m=1 c=2 p=1000",
                "a.bottom <= b.bottomMargin m=1 c=-3 p=1000",
                "a.right <= b.rightMargin m=1 c=-4 p=1000",
            ])
        let pair = Pair()
        #expect(
            pair.a.anchors.absoluteEdges.isAbsolute && pair.a.anchors.absoluteMargins.isAbsolute)
        #expect(!pair.a.anchors.edges.isAbsolute)
    }

    @Test func absoluteHorizontalEdgesAreLeftAndRight() {
        _ = TestEnvironment()
        #expect(
            Pair().summaries { a, b in
                a.absoluteHorizontalEdges == b.absoluteHorizontalEdges.inset(by: 16)
                a.absoluteHorizontalEdges >= b.absoluteHorizontalMargins
                a.horizontalEdges == b.horizontalEdges.inset(left: 8, right: 4)
            } == [
                "a.left == b.left m=1 c=16 p=1000", "a.right == b.right m=1 c=-16 p=1000",
                "a.left >= b.leftMargin m=1 c=0 p=1000", "a.right >= b.rightMargin m=1 c=0 p=1000",
                "a.left == b.left m=1 c=8 p=1000", "a.right == b.right m=1 c=-4 p=1000",
            ])
        let pair = Pair()
        #expect(pair.a.anchors.absoluteHorizontalEdges.isAbsolute)
        #expect(!pair.a.anchors.horizontalEdges.inset(leading: 1, trailing: 2).isAbsolute)
        #expect(pair.a.anchors.horizontalEdges.inset(left: 1, right: 2).isAbsolute)
    }

    @Test func anAbsoluteSideMakesBothSidesAbsolute() {
        _ = TestEnvironment()
        // Auto Layout relates no leading edge to a left one: a directional side follows.
        #expect(
            Pair().summaries { a, b in
                a.absoluteEdges == b.margins
                a.horizontalEdges == b.absoluteHorizontalEdges
            } == [
                "a.top == b.topMargin m=1 c=0 p=1000", "a.left == b.leftMargin m=1 c=0 p=1000",
                "a.bottom == b.bottomMargin m=1 c=0 p=1000",
                "a.right == b.rightMargin m=1 c=0 p=1000",
                "a.left == b.left m=1 c=0 p=1000", "a.right == b.right m=1 c=0 p=1000",
            ])
    }

    // MARK: Multipliers on size and center

    @Test func aSizeMultiplierAppliesToBothDimensionsAndConstantsPairUp() {
        _ = TestEnvironment()
        #expect(
            Pair().summaries { a, b in
                a.size == b.size * 2
                a.size == b.size / 2
                a.size == b.size * 0.5 + (10, 20)
                a.size >= b.size - (width: 4, height: 8)
            } == [
                "a.width == b.width m=2 c=0 p=1000", "a.height == b.height m=2 c=0 p=1000",
                "a.width == b.width m=0.5 c=0 p=1000", "a.height == b.height m=0.5 c=0 p=1000",
                "a.width == b.width m=0.5 c=10 p=1000", "a.height == b.height m=0.5 c=20 p=1000",
                "a.width >= b.width m=1 c=-4 p=1000", "a.height >= b.height m=1 c=-8 p=1000",
            ])
    }

    @Test func compoundArithmeticIsAlgebra() {
        _ = TestEnvironment()
        let pair = Pair()
        // (b + (10, 20)) / 2 is b × 0.5 + (5, 10); an offset anchor scales with it; the left
        // side's offsets move across with their sign flipped.
        let halved = (pair.b.anchors.size + (10, 20)) / 2
        #expect(halved.multiplier == 0.5 && halved.widthOffset == 5 && halved.heightOffset == 10)
        let scaled = pair.b.anchors.size.offset(width: 4, height: 6) * 3 - (2, 1)
        #expect(scaled.multiplier == 3 && scaled.widthOffset == 10 && scaled.heightOffset == 17)
        let moved = pair.b.anchors.center * 0.25 + (x: 8, y: -8)
        #expect(moved.multiplier == 0.25 && moved.xOffset == 8 && moved.yOffset == -8)
        #expect(
            pair.summaries { a, b in
                a.size.offset(width: 10, height: 0) == b.size * 2 + (1, 1)
                a.center == b.center.offset(x: 4, y: 0) * 0.5
            } == [
                "a.width == b.width m=2 c=-9 p=1000", "a.height == b.height m=2 c=1 p=1000",
                "a.centerX == b.centerX m=0.5 c=2 p=1000",
                "a.centerY == b.centerY m=0.5 c=0 p=1000",
            ])
    }

    @Test func aCentreMultiplierAppliesToBothAxesWithOrWithoutMargins() {
        _ = TestEnvironment()
        #expect(
            Pair().summaries { a, b in
                a.center == b.center * 0.5
                a.centerWithinMargins <= b.centerWithinMargins * 1.5 - (10, 30) ~ .high
            } == [
                "a.centerX == b.centerX m=0.5 c=0 p=1000",
                "a.centerY == b.centerY m=0.5 c=0 p=1000",
                "a.centerXWithinMargins <= b.centerXWithinMargins m=1.5 c=-10 p=750",
                "a.centerYWithinMargins <= b.centerYWithinMargins m=1.5 c=-30 p=750",
            ])
    }

    @Test func aZeroOrNonFiniteCompoundMultiplierIsRejectedWhole() {
        let env = TestEnvironment()
        let pair = Pair()
        let group = pair.group { a, b in
            a.center == b.center * 0
            a.size == b.size / 0
            a.size == b.size * 0
        }
        // A position never equals a constant (multiplier 0); a dimension may: width == 0 × w.
        #expect(group.errors.map(\.kind) == [.zeroMultiplier, .nonFiniteNumber])
        #expect(
            group.specs.map(\.summary) == [
                "a.width == b.width m=0 c=0 p=1000", "a.height == b.height m=0 c=0 p=1000",
            ])
        #expect(env.reported.count == 2)
    }
}
