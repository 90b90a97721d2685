import Foundation
import Testing

/// Replays the shrunk systems in `Resources/OracleFindings` (found by the random oracle
/// test on the solver before the numerics work of issue 13) and compares each with the exact
/// oracle after every call. Each must agree, except the findings in `knownFailing`, which
/// are recorded as known issues until the solver gets them right.
@Suite struct OracleFindingsTests {
    static func findings() throws -> [(name: String, scenario: OracleScenario)] {
        let directory = try #require(
            Bundle.module.url(
                forResource: "OracleFindings", withExtension: nil, subdirectory: "Resources"))
        let files = try FileManager.default.contentsOfDirectory(
            at: directory, includingPropertiesForKeys: nil
        )
        .filter { $0.pathExtension == "json" }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return try files.map {
            ($0.lastPathComponent, try OracleScenario(json: Data(contentsOf: $0)))
        }
    }

    /// Findings the solver still gets wrong (issue 13): two report a conflict of nearly
    /// parallel rows that the oracle finds feasible (see
    /// `OracleRandomSystemTests.knownFailingSeeds`), one ends a level short of its optimum.
    static let knownFailing: Set<String> = [
        "seed-101345-badConflict.json", "seed-346-badConflict.json",
        // An error's stored reduced cost lacks a real level-1000 part that fresh pricing
        // finds (-1.4e-4): the direction is never queued, and the call ends 9,100 short of
        // the level's optimum (issue 13).
        "seed-1808-levelNotOptimal.json",
    ]

    @Test func findingsAgreeWithTheOracle() throws {
        let findings = try Self.findings()
        #expect(!findings.isEmpty)
        for (name, scenario) in findings {
            let replay = OracleRandomSystemTests.replay(scenario)
            #expect(replay.refusals.isEmpty, "\(name): refused \(replay.refusals)")
            guard let disagreement = replay.disagreement else {
                #expect(
                    !Self.knownFailing.contains(name),
                    "\(name) now agrees with the oracle: remove it from knownFailing")
                continue
            }
            if Self.knownFailing.contains(name) {
                withKnownIssue("issue 13: \(name) still fails") {
                    Issue.record("\(name): \(disagreement)")
                }
            } else {
                Issue.record("\(name): \(disagreement)")
            }
        }
    }
}
