import Foundation
import Testing

/// The four shared systems that an independent LP oracle found PlumbSolver getting wrong
/// (issue 13), replayed call by call and compared with the exact oracle after every call.
/// Each must agree with the oracle with no call refused, and the former hang must return.
@Suite struct SolverReproRegressionTests {
    static func scenario(_ name: String) throws -> OracleScenario {
        let url = try #require(
            Bundle.module.url(
                forResource: name, withExtension: "json", subdirectory: "Resources/SolverRepros"))
        return try OracleScenario(json: try Data(contentsOf: url))
    }

    /// Replays `scenario` (abandoning it after `OracleRandomSystemTests.hangLimitSeconds` of CPU)
    /// and records its first disagreement with the oracle, or any refusal, as a test issue.
    static func replay(_ name: String) throws {
        let replay = OracleRandomSystemTests.replay(try scenario(name))
        if let disagreement = replay.disagreement {
            Issue.record("\(name): \(disagreement)")
        }
        #expect(replay.refusals.isEmpty, "\(name): refused \(replay.refusals)")
    }

    /// Was: a required row violated by hundreds with no error, values blown up to 1e26.
    @Test func requiredConstraintIsNotViolatedSilently() throws {
        try Self.replay("required-violated-silently")
    }

    /// Was: a level-92 equality left violated by 117 where 0 is reachable.
    @Test func optionalLevelReachesItsOptimum() throws {
        try Self.replay("optional-level-suboptimal")
    }

    /// Was: a feasible required add refused with a feasible "conflict".
    @Test func feasibleAddIsAccepted() throws {
        try Self.replay("feasible-add-refused")
    }

    /// Was: the batch add looped forever in `optimize()` under `refactorize()`. Now it
    /// returns (a call that does not is reported as `didNotReturn`) and agrees with the
    /// oracle.
    @Test func batchAddReturns() throws {
        try Self.replay("add-never-returns")
    }
}
