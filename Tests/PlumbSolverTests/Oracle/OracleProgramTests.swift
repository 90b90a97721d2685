import PlumbOracle
import Testing

/// The exact lexicographic LP on small systems solved by hand.
@Suite struct OracleProgramTests {
    private func term(_ variable: Int, _ coefficient: Double = 1) -> OracleTerm {
        OracleTerm(variable, coefficient)
    }

    private func optimum(_ system: OracleSystem) -> LexicographicOptimum? {
        if case .optimal(let optimum) = system.solve() { return optimum }
        return nil
    }

    @Test func requiredBoundBeatsOptionalEquality() throws {
        // x >= 10 required, x == 5 weak: x = 10, violation 5.
        let system = OracleSystem(
            variableCount: 1,
            constraints: [
                OracleConstraint([term(0)], constant: -10, .greaterOrEqual, .required),
                OracleConstraint([term(0)], constant: -5, .equal, .optional(level: 1, weight: 1)),
            ])
        let result = try #require(optimum(system))
        #expect(result.optima == [Rational(5)])
        #expect(result.values == [Rational(10)])
        #expect(system.weightedViolations(at: [10]) == [Rational(5)])
        #expect(system.weightedViolations(at: [12.5]) == [Rational(7.5)])
    }

    @Test func levelsAreLexicographic() throws {
        // x + y == 10; level 2: x == 3; level 1 (weight 100): y == 3 and x <= 2.
        let system = OracleSystem(
            variableCount: 2,
            constraints: [
                OracleConstraint([term(0), term(1)], constant: -10, .equal, .required),
                OracleConstraint([term(0)], constant: -3, .equal, .optional(level: 2, weight: 1)),
                OracleConstraint([term(1)], constant: -3, .equal, .optional(level: 1, weight: 100)),
                OracleConstraint(
                    [term(0)], constant: -2, .lessOrEqual, .optional(level: 1, weight: 100)),
            ])
        let result = try #require(optimum(system))
        #expect(result.levels == [2, 1])
        #expect(result.optima == [.zero, Rational(500)])
        #expect(result.values == [Rational(3), Rational(7)])
    }

    @Test func weightsTradeOffInsideALevel() throws {
        // Same level: 2·|x| + 1·|x - 10| is least at x = 0 (value 10).
        let system = OracleSystem(
            variableCount: 1,
            constraints: [
                OracleConstraint([term(0)], constant: 0, .equal, .optional(level: 5, weight: 2)),
                OracleConstraint([term(0)], constant: -10, .equal, .optional(level: 5, weight: 1)),
            ])
        let result = try #require(optimum(system))
        #expect(result.optima == [Rational(10)])
        #expect(result.values == [.zero])
    }

    @Test func exactArithmeticSeesTinyInfeasibility() {
        // x == y/3 (with the Double nearest 1/3), y == 3, x == 1: infeasible by about 1e-17.
        let third = 1.0 / 3
        let system = OracleSystem(
            variableCount: 2,
            constraints: [
                OracleConstraint([term(0), term(1, -third)], constant: 0, .equal, .required),
                OracleConstraint([term(1)], constant: -3, .equal, .required),
                OracleConstraint([term(0)], constant: -1, .equal, .required),
            ])
        #expect(!system.isRequiredFeasible())
        #expect(OracleSystem.checkConflict(system.constraints, variableCount: 2).isMinimalConflict)
    }

    @Test func rowsParallelToWithinRoundingMeetOnlyPastTheValueBound() {
        // x + 0.1·y <= -18564 and 10·x + y >= -71: parallel for a reader, who reads 0.1 as
        // 1/10, but the Double nearest 0.1 is 1/10 + 5.6e-18, so the rows meet near y = 3e20.
        let system = OracleSystem(
            variableCount: 2,
            constraints: [
                OracleConstraint(
                    [term(0), term(1, 0.1)], constant: 18564, .lessOrEqual, .required),
                OracleConstraint([term(1), term(0, 10)], constant: 71, .greaterOrEqual, .required),
            ])
        #expect(system.isRequiredFeasible())
        #expect(!system.isRequiredFeasible(valueBound: 1e15))
        #expect(!OracleSystem.checkConflict(system.constraints, variableCount: 2).isInfeasible)
        #expect(
            OracleSystem.checkConflict(system.constraints, variableCount: 2, valueBound: 1e15)
                .isMinimalConflict)
        // The bound keeps what is feasible at sizes layouts use.
        let near = OracleSystem(
            variableCount: 1,
            constraints: [OracleConstraint([term(0)], constant: -1e12, .equal, .required)])
        #expect(near.isRequiredFeasible(valueBound: 1e15))
    }

    @Test func redundantEqualitiesAreFeasible() throws {
        let system = OracleSystem(
            variableCount: 3,
            constraints: [
                OracleConstraint([term(0), term(1)], constant: -2, .equal, .required),
                OracleConstraint([term(0, 2), term(1, 2)], constant: -4, .equal, .required),
                OracleConstraint([term(2), term(0, -1)], constant: 0, .greaterOrEqual, .required),
                OracleConstraint(
                    [term(2)], constant: 0, .lessOrEqual, .optional(level: 1, weight: 1)),
            ])
        let result = try #require(optimum(system))
        // z >= x and z <= 0 wanted: x = 0 is possible (y = 2), so the optimum is 0.
        #expect(result.optima == [.zero])
    }

    @Test func conflictsAreCheckedForMinimality() {
        let atLeastOne = OracleConstraint([term(0)], constant: -1, .greaterOrEqual, .required)
        let atMostZero = OracleConstraint([term(0)], constant: 0, .lessOrEqual, .required)
        let atMostMinusOne = OracleConstraint([term(0)], constant: 1, .lessOrEqual, .required)
        let harmless = OracleConstraint([term(1)], constant: 0, .equal, .required)
        #expect(
            OracleSystem.checkConflict([atLeastOne, atMostZero], variableCount: 2).isMinimalConflict
        )
        let padded = OracleSystem.checkConflict(
            [atLeastOne, atMostZero, harmless], variableCount: 2)
        #expect(padded.isInfeasible && padded.redundantMembers == [2])
        let doubled = OracleSystem.checkConflict(
            [atLeastOne, atMostZero, atMostMinusOne], variableCount: 2)
        #expect(doubled.redundantMembers == [1, 2])
        #expect(!OracleSystem.checkConflict([atLeastOne, harmless], variableCount: 2).isInfeasible)
        var weak = atMostZero
        weak.strength = .optional(level: 1, weight: 1)
        #expect(
            OracleSystem.checkConflict([atLeastOne, weak], variableCount: 2).optionalMembers == [1])
    }

    @Test func unboundedDirectionsDoNotMatter() throws {
        // x free, y >= x; the level wants y <= -1000: reachable by making x small.
        let system = OracleSystem(
            variableCount: 2,
            constraints: [
                OracleConstraint([term(1), term(0, -1)], constant: 0, .greaterOrEqual, .required),
                OracleConstraint(
                    [term(1)], constant: 1000, .lessOrEqual, .optional(level: 3, weight: 0.001)),
            ])
        let result = try #require(optimum(system))
        #expect(result.optima == [.zero])
    }
}
