import XCTest

/// Checks the independent reference LP on problems solved by hand, so that the property test's
/// yardstick is itself trustworthy.
final class ReferenceSystemTests: XCTestCase {
    private typealias C = ReferenceSystem.Condition

    private func optimum(_ system: ReferenceSystem, file: StaticString = #filePath, line: UInt = #line)
        -> ReferenceOptimum?
    {
        guard case .optimal(let optimum) = system.solve() else {
            XCTFail("expected an optimum", file: file, line: line)
            return nil
        }
        return optimum
    }

    func testRequiredBoundBeatsWeakPreference() {
        // x >= 10 required, x == 5 weak: the weak goal is violated by 5.
        var s = ReferenceSystem(variableCount: 1)
        s.required = [C(coefficients: [1], constant: -10, relation: .greaterOrEqual)]
        s.goals = [.init(condition: C(coefficients: [1], constant: -5, relation: .equal), level: 1, weight: 1)]
        let o = optimum(s)
        assertAllClose(o?.objectives ?? [], [5], accuracy: 1e-9)
        XCTAssertEqual(o?.values[0] ?? .nan, 10, accuracy: 1e-9)
    }

    func testHigherLevelWinsRegardlessOfWeight() {
        // strong x == 0 (weight 1), weak x == 10 with weight 1000: strong is met, weak pays 10·1000.
        var s = ReferenceSystem(variableCount: 1)
        s.goals = [
            .init(condition: C(coefficients: [1], constant: 0, relation: .equal), level: 3, weight: 1),
            .init(condition: C(coefficients: [1], constant: -10, relation: .equal), level: 1, weight: 1000),
        ]
        assertAllClose(optimum(s)?.objectives ?? [], [0, 10_000], accuracy: 1e-9)
    }

    func testWeightsTradeOffWithinALevel() {
        // x == 0 (weight 3) and x == 10 (weight 1) at one level: x = 0, cost 10.
        var s = ReferenceSystem(variableCount: 1)
        s.goals = [
            .init(condition: C(coefficients: [1], constant: 0, relation: .equal), level: 2, weight: 3),
            .init(condition: C(coefficients: [1], constant: -10, relation: .equal), level: 2, weight: 1),
        ]
        let o = optimum(s)
        assertAllClose(o?.objectives ?? [], [10], accuracy: 1e-9)
        XCTAssertEqual(o?.values[0] ?? .nan, 0, accuracy: 1e-9)
    }

    func testInequalityGoalsCostOnlyOnTheWrongSide() {
        // x + y == 10 required; x <= 2 and y <= 3 medium: violation 5 at the medium level;
        // weak x >= 8 then pulls x up as far as the medium optimum allows (x in [2, 7]): cost 1.
        var s = ReferenceSystem(variableCount: 2)
        s.required = [C(coefficients: [1, 1], constant: -10, relation: .equal)]
        s.goals = [
            .init(condition: C(coefficients: [1, 0], constant: -2, relation: .lessOrEqual), level: 2, weight: 1),
            .init(condition: C(coefficients: [0, 1], constant: -3, relation: .lessOrEqual), level: 2, weight: 1),
            .init(condition: C(coefficients: [1, 0], constant: -8, relation: .greaterOrEqual), level: 1, weight: 1),
        ]
        let o = optimum(s)
        assertAllClose(o?.objectives ?? [], [5, 1], accuracy: 1e-9)
        XCTAssertEqual(o?.values[0] ?? .nan, 7, accuracy: 1e-9)
        let range = o?.range(of: 0)
        XCTAssertEqual(range?.min ?? .nan, 7, accuracy: 1e-9)
        XCTAssertEqual(range?.max ?? .nan, 7, accuracy: 1e-9)
    }

    func testContradictoryRequirementsAreInfeasible() {
        var s = ReferenceSystem(variableCount: 2)
        s.required = [
            C(coefficients: [1, 1], constant: -1, relation: .greaterOrEqual),
            C(coefficients: [1, 0], constant: 0, relation: .lessOrEqual),
            C(coefficients: [0, 2], constant: 0, relation: .lessOrEqual),
        ]
        XCTAssertEqual(s.isFeasible(), false)
        s.required.removeLast()
        XCTAssertEqual(s.isFeasible(), true)
    }

    func testRedundantEqualitiesStayFeasible() {
        var s = ReferenceSystem(variableCount: 2)
        s.required = [
            C(coefficients: [1, 1], constant: -4, relation: .equal),
            C(coefficients: [2, 2], constant: -8, relation: .equal),
            C(coefficients: [1, -1], constant: 0, relation: .equal),
        ]
        let o = optimum(s)
        assertAllClose(o?.values ?? [], [2, 2], accuracy: 1e-9)
    }

    func testRangeOverTheOptimalFaceShowsAmbiguity() {
        // x + y == 10 alone leaves x free; a weak x == 3 pins it; a weak y == 3 as well leaves
        // x anywhere in [3, 7] at the same weak cost.
        var s = ReferenceSystem(variableCount: 2)
        s.required = [C(coefficients: [1, 1], constant: -10, relation: .equal)]
        let free = optimum(s)?.range(of: 0)
        XCTAssertEqual(free?.min, -.infinity)
        XCTAssertEqual(free?.max, .infinity)
        s.goals = [.init(condition: C(coefficients: [1, 0], constant: -3, relation: .equal), level: 1, weight: 1)]
        let pinned = optimum(s)?.range(of: 0)
        XCTAssertEqual(pinned?.min ?? .nan, 3, accuracy: 1e-9)
        XCTAssertEqual(pinned?.max ?? .nan, 3, accuracy: 1e-9)
        s.goals.append(.init(condition: C(coefficients: [0, 1], constant: -3, relation: .equal), level: 1, weight: 1))
        let face = optimum(s)?.range(of: 0)
        XCTAssertEqual(face?.min ?? .nan, 3, accuracy: 1e-9)
        XCTAssertEqual(face?.max ?? .nan, 7, accuracy: 1e-9)
    }

    func testObjectivesAtAPointMatchTheDefinition() {
        var s = ReferenceSystem(variableCount: 1)
        s.goals = [
            .init(condition: C(coefficients: [1], constant: -1, relation: .lessOrEqual), level: 5, weight: 2),
            .init(condition: C(coefficients: [1], constant: -9, relation: .greaterOrEqual), level: 1, weight: 1),
            .init(condition: C(coefficients: [2], constant: 0, relation: .equal), level: 1, weight: 0.5),
        ]
        // x = 4: 2·max(0, 3) = 6 at level 5; max(0, 5) + 0.5·8 = 9 at level 1.
        XCTAssertEqual(s.objectives(at: [4]), [6, 9])
    }
}

/// Element-wise `XCTAssertEqual` with an accuracy, also checking the counts.
func assertAllClose(
    _ a: [Double], _ b: [Double], accuracy: Double, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(a.count, b.count, "counts differ: \(a) vs \(b)", file: file, line: line)
    for (x, y) in zip(a, b) {
        XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line)
    }
}
