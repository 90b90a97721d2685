import Foundation
import Plumb
import Testing

@MainActor
struct ArithmeticTests {
    @Test func constantsAddAndSubtract() {
        _ = TestEnvironment()
        #expect(
            Pair().summaries { a, b in
                a.top == b.top + 10
                a.bottom == b.bottom - 10
                a.leading == b.trailing + 4 - 1
            } == [
                "a.top == b.top m=1 c=10 p=1000",
                "a.bottom == b.bottom m=1 c=-10 p=1000",
                "a.leading == b.trailing m=1 c=3 p=1000",
            ])
    }

    @Test func arithmeticIsAlgebra() {
        _ = TestEnvironment()
        #expect(
            Pair().summaries { a, b in
                a.width == (b.width + 10) / 2
                a.width == (b.width - 20) * 0.5 + 5
                a.height == b.width * 2 * 3
                a.centerX == b.centerX * 0.5
                a.top == b.bottom / 4
            } == [
                "a.width == b.width m=0.5 c=5 p=1000",
                "a.width == b.width m=0.5 c=-5 p=1000",
                "a.height == b.width m=6 c=0 p=1000",
                "a.centerX == b.centerX m=0.5 c=0 p=1000",
                "a.top == b.bottom m=0.25 c=0 p=1000",
            ])
    }

    @Test func doubleAndCGFloatVariablesAndLongChainsWork() {
        _ = TestEnvironment()
        let d = 2.0
        let c: CGFloat = 3
        #expect(
            Pair().summaries { a, b in
                a.top == b.top + d + d + d + d + d + d
                a.bottom == b.bottom - c
                a.width == b.width * c + d
                a.height == 20 * d
            } == [
                "a.top == b.top m=1 c=12 p=1000",
                "a.bottom == b.bottom m=1 c=-3 p=1000",
                "a.width == b.width m=3 c=2 p=1000",
                "a.height == nil m=1 c=40 p=1000",
            ])
    }

    @Test func dimensionConstantsTakeDoubleAndCGFloatValuesLiteralsAndMembers() {
        _ = TestEnvironment()
        let d = 2.5
        let c: CGFloat = 3
        #expect(
            Pair().summaries { a, b in
                a.width == d
                a.height <= c
                a.width >= d * 2 + 1
                a.height == 320 - 2 * 16
                a.width == .zero
            } == [
                "a.width == nil m=1 c=2.5 p=1000",
                "a.height <= nil m=1 c=3 p=1000",
                "a.width >= nil m=1 c=6 p=1000",
                "a.height == nil m=1 c=288 p=1000",
                "a.width == nil m=1 c=0 p=1000",
            ])
    }

    @Test func relationsMapToAutoLayoutRelations() {
        _ = TestEnvironment()
        let pair = Pair()
        let specs = pair.group { a, b in
            a.width == b.width
            a.width <= b.width
            a.width >= b.width
            a.height <= 10
            a.height >= 5
        }.specs
        #expect(
            specs.map(\.relation) == [
                .equal, .lessThanOrEqual, .greaterThanOrEqual, .lessThanOrEqual,
                .greaterThanOrEqual,
            ])
    }

    @Test func dimensionsRelateAcrossAxes() {
        _ = TestEnvironment()
        #expect(
            Pair().summaries { a, _ in a.width == a.height * 2 } == [
                "a.width == a.height m=2 c=0 p=1000"
            ])
    }
}
