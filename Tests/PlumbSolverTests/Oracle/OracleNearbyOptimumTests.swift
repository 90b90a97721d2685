import PlumbOracle
import Testing

/// The harness's backward-accuracy criterion (`OracleHarness.isNearbyOptimum`): values short
/// of the exact optimum pass only when they are the exact optimum of the system their own
/// required residuals define, or of the one in which also every constraint they hold to
/// within rounding (`OracleHarness.pointTolerance` of its magnitude) holds exactly.
@Suite struct OracleNearbyOptimumTests {
    /// `x - y - 2 == 0` required; `x == 0` and `y == 0` optional at one level, weight 1. The
    /// exact optimum has weighted violation 2 (any split of x - y = 2 with x ≥ 0 ≥ y).
    private let system = OracleSystem(
        variableCount: 2,
        constraints: [
            OracleConstraint(
                [OracleTerm(0, 1), OracleTerm(1, -1)], constant: -2, .equal, .required),
            OracleConstraint(
                [OracleTerm(0, 1)], constant: 0, .equal, .optional(level: 1, weight: 1)),
            OracleConstraint(
                [OracleTerm(1, 1)], constant: 0, .equal, .optional(level: 1, weight: 1)),
        ])

    private func isNearbyOptimum(_ values: [Double]) -> Bool {
        let exact = values.map { Rational($0) }
        return OracleHarness.isNearbyOptimum(
            system, at: exact, achieved: system.weightedViolations(at: exact),
            tolerances: [1e-9])
    }

    @Test func shortValuesThatHoldTheRequiredRowsAreNotExcused() {
        // x - y = 2 exactly, but 3 + 1 = 4 where 2 is reachable: a wrong answer, and no
        // residual to blame it on.
        #expect(!isNearbyOptimum([3, 1]))
    }

    @Test func theExactOptimumOfTheShiftedSystemPasses() {
        // x - y = 2.5: the residual 0.5 moves the required row to x - y = 2.5, whose optimum
        // (2.5) these values attain.
        #expect(isNearbyOptimum([2.5, 0]))
        #expect(isNearbyOptimum([1, -1.5]))
    }

    @Test func valuesShortOfTheShiftedOptimumToo() {
        // x - y = 2.5 again, but 3 + 0.5 = 3.5 where the shifted system reaches 2.5.
        #expect(!isNearbyOptimum([3, 0.5]))
    }

    /// `x - y - 2 >= 0` required, with the same optional constraints: optimum 2.
    private let inequality = OracleSystem(
        variableCount: 2,
        constraints: [
            OracleConstraint(
                [OracleTerm(0, 1), OracleTerm(1, -1)], constant: -2, .greaterOrEqual, .required),
            OracleConstraint(
                [OracleTerm(0, 1)], constant: 0, .equal, .optional(level: 1, weight: 1)),
            OracleConstraint(
                [OracleTerm(1, 1)], constant: 0, .equal, .optional(level: 1, weight: 1)),
        ])

    private func isNearbyOptimum(_ values: [Double], of system: OracleSystem, tolerances: [Double])
        -> Bool
    {
        let exact = values.map { Rational($0) }
        return OracleHarness.isNearbyOptimum(
            system, at: exact, achieved: system.weightedViolations(at: exact),
            tolerances: tolerances)
    }

    @Test func anInequalityLooseByRoundingCountsAsTight() {
        // x - y = 2 + 2^-40: the required inequality holds, loose by 2.3e-13 of its
        // magnitude, and the level is 2^-40 short, beyond its tolerance. Moved to be tight,
        // the inequality makes these values the exact optimum.
        let x = 1 + 0x1p-40
        #expect(isNearbyOptimum([x, -1], of: inequality, tolerances: [1e-15]))
    }

    @Test func anInequalityLooseByMoreThanRoundingIsNotExcused() {
        // x - y = 2.5 holds the inequality, loose by a ninth of its magnitude: 0.5 short of
        // an optimum that these values could have reached, and no rounding to blame it on.
        #expect(!isNearbyOptimum([1.5, -1], of: inequality, tolerances: [1e-15]))
    }

    @Test func anOptionalConstraintHeldToRoundingMovesToo() {
        // `x - 1 == 0` optional at level 2 above `y == 0` at level 1, with `x - y - 2 == 0`
        // required: optimum 0, then 1. At x = 1 - 2^-40 the stronger level holds to rounding
        // (within its tolerance) and leaves the weaker one 2^-40 short; with `x - 1 == 0`
        // moved by its residual, these values are the exact optimum.
        let levels = OracleSystem(
            variableCount: 2,
            constraints: [
                OracleConstraint(
                    [OracleTerm(0, 1), OracleTerm(1, -1)], constant: -2, .equal, .required),
                OracleConstraint(
                    [OracleTerm(0, 1)], constant: -1, .equal, .optional(level: 2, weight: 1)),
                OracleConstraint(
                    [OracleTerm(1, 1)], constant: 0, .equal, .optional(level: 1, weight: 1)),
            ])
        let x = 1 - 0x1p-40
        #expect(isNearbyOptimum([x, x - 2], of: levels, tolerances: [1e-11, 1e-15]))
        // Half a unit further, the stronger level is no longer held to rounding.
        #expect(!isNearbyOptimum([0.5, -1.5], of: levels, tolerances: [1e-11, 1e-15]))
    }
}
