import PlumbOracle
import Testing

/// The harness's backward-accuracy criterion (`OracleHarness.isNearbyOptimum`): values short
/// of the exact optimum pass only when they are the exact optimum of the system their own
/// required residuals define.
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
}
