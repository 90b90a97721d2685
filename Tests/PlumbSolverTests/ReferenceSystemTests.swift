import XCTest

/// Checks the independent reference LP on problems solved by hand, so that the property test's
/// yardstick is itself trustworthy.
final class ReferenceSystemTests: XCTestCase {
    typealias C = ReferenceSystem.Condition

    private func optimum(
        _ system: ReferenceSystem, file: StaticString = #filePath, line: UInt = #line
    )
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
        s.goals = [
            .init(
                condition: C(coefficients: [1], constant: -5, relation: .equal), level: 1, weight: 1
            )
        ]
        let o = optimum(s)
        assertAllClose(o?.objectives ?? [], [5], accuracy: 1e-9)
        XCTAssertEqual(o?.values[0] ?? .nan, 10, accuracy: 1e-9)
    }

    func testHigherLevelWinsRegardlessOfWeight() {
        // strong x == 0 (weight 1), weak x == 10 with weight 1000: strong is met, weak pays 10·1000.
        var s = ReferenceSystem(variableCount: 1)
        s.goals = [
            .init(
                condition: C(coefficients: [1], constant: 0, relation: .equal), level: 3, weight: 1),
            .init(
                condition: C(coefficients: [1], constant: -10, relation: .equal), level: 1,
                weight: 1000),
        ]
        assertAllClose(optimum(s)?.objectives ?? [], [0, 10_000], accuracy: 1e-9)
    }

    func testWeightsTradeOffWithinALevel() {
        // x == 0 (weight 3) and x == 10 (weight 1) at one level: x = 0, cost 10.
        var s = ReferenceSystem(variableCount: 1)
        s.goals = [
            .init(
                condition: C(coefficients: [1], constant: 0, relation: .equal), level: 2, weight: 3),
            .init(
                condition: C(coefficients: [1], constant: -10, relation: .equal), level: 2,
                weight: 1),
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
            .init(
                condition: C(coefficients: [1, 0], constant: -2, relation: .lessOrEqual), level: 2,
                weight: 1),
            .init(
                condition: C(coefficients: [0, 1], constant: -3, relation: .lessOrEqual), level: 2,
                weight: 1),
            .init(
                condition: C(coefficients: [1, 0], constant: -8, relation: .greaterOrEqual),
                level: 1, weight: 1),
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
        s.goals = [
            .init(
                condition: C(coefficients: [1, 0], constant: -3, relation: .equal), level: 1,
                weight: 1)
        ]
        let pinned = optimum(s)?.range(of: 0)
        XCTAssertEqual(pinned?.min ?? .nan, 3, accuracy: 1e-9)
        XCTAssertEqual(pinned?.max ?? .nan, 3, accuracy: 1e-9)
        s.goals.append(
            .init(
                condition: C(coefficients: [0, 1], constant: -3, relation: .equal), level: 1,
                weight: 1))
        let face = optimum(s)?.range(of: 0)
        XCTAssertEqual(face?.min ?? .nan, 3, accuracy: 1e-9)
        XCTAssertEqual(face?.max ?? .nan, 7, accuracy: 1e-9)
    }

    func testObjectivesAtAPointMatchTheDefinition() {
        var s = ReferenceSystem(variableCount: 1)
        s.goals = [
            .init(
                condition: C(coefficients: [1], constant: -1, relation: .lessOrEqual), level: 5,
                weight: 2),
            .init(
                condition: C(coefficients: [1], constant: -9, relation: .greaterOrEqual), level: 1,
                weight: 1),
            .init(
                condition: C(coefficients: [2], constant: 0, relation: .equal), level: 1,
                weight: 0.5),
        ]
        // x = 4: 2·max(0, 3) = 6 at level 5; max(0, 5) + 0.5·8 = 9 at level 1.
        XCTAssertEqual(s.objectives(at: [4]), [6, 9])
    }
}

extension ReferenceSystemTests {
    /// The simplex's lexicographic optimum equals the one found by brute force on random
    /// two-variable systems: every optimum is attained where two condition lines cross (or on a
    /// line, when all are parallel), so the lexicographically least objective vector over those
    /// feasible candidate points is the optimum.
    func testSimplexAgreesWithVertexEnumerationOnRandomPlanarSystems() {
        var rng = PropertyRandom(seed: 0x5EF_0001)
        var compared = 0
        for trial in 0..<400 {
            var s = ReferenceSystem(variableCount: 2)
            let relations: [ReferenceSystem.Relation] = [.lessOrEqual, .equal, .greaterOrEqual]
            for _ in 0..<rng.int(1...6) {
                var coefficients = [Double(rng.int(-3...3)), Double(rng.int(-3...3))]
                if coefficients == [0, 0] { coefficients[rng.int(0...1)] = 1 }
                let c = C(
                    coefficients: coefficients, constant: Double(rng.int(-9...9)),
                    relation: rng.pick(relations))
                if rng.chance(0.3) {
                    s.required.append(c)
                } else {
                    s.goals.append(
                        .init(
                            condition: c, level: Double(rng.int(1...3)),
                            weight: Double(rng.int(1...3))))
                }
            }
            let all = s.required + s.goals.map(\.condition)
            // Candidates: pairwise crossings, and a point on each line (for parallel families).
            var candidates: [[Double]] = []
            for (i, p) in all.enumerated() {
                let (a, b) = (p.coefficients[0], p.coefficients[1])
                let norm = a * a + b * b
                candidates.append([-p.constant * a / norm, -p.constant * b / norm])
                for q in all[(i + 1)...] {
                    let (c, d) = (q.coefficients[0], q.coefficients[1])
                    let det = a * d - b * c
                    if abs(det) < 1e-12 { continue }
                    candidates.append([
                        (-p.constant * d + b * q.constant) / det,
                        (-a * q.constant + c * p.constant) / det,
                    ])
                }
            }
            let feasible = candidates.filter { point in
                s.required.allSatisfy { $0.violation(at: point) <= 1e-9 }
            }
            func less(_ x: [Double], _ y: [Double]) -> Bool {
                for (u, v) in zip(x, y) where abs(u - v) > 1e-9 { return u < v }
                return false
            }
            let best = feasible.map { s.objectives(at: $0) }.min(by: less)
            switch s.solve() {
            case .optimal(let optimum):
                guard let best else {
                    XCTFail(
                        "trial \(trial): simplex finds an optimum, enumeration finds no feasible point"
                    )
                    continue
                }
                assertAllClose(optimum.objectives, best, accuracy: 1e-7)
                compared += 1
            case .infeasible:
                XCTAssertTrue(
                    feasible.isEmpty,
                    "trial \(trial): simplex says infeasible, but \(feasible[0]) is feasible")
            case .stalled:
                XCTFail("trial \(trial): the simplex stalled")
            }
        }
        XCTAssertGreaterThan(compared, 200)
    }
}

/// Element-wise `XCTAssertEqual` with an accuracy, also checking the counts.
func assertAllClose(
    _ a: [Double], _ b: [Double], accuracy: Double, file: StaticString = #filePath,
    line: UInt = #line
) {
    XCTAssertEqual(a.count, b.count, "counts differ: \(a) vs \(b)", file: file, line: line)
    for (x, y) in zip(a, b) {
        XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line)
    }
}
