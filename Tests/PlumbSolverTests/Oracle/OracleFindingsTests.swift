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

    /// Findings the solver still gets wrong (issue 13). Seed 8400 ends a level 0.7% short
    /// of its optimum: pivots on elements near 1e-8 put coefficients near 1e12 in a row, and
    /// a later merge cancels them inexactly, losing a real coefficient near 0.01 with the
    /// residue, so the rows no longer describe the constraints along one edge (pricing that
    /// edge against the constraints, as `Tableau.refinedCost(of:)` does, shows a cost of
    /// -0.1 where the rows show none). The rows, not the pricing, would have to change.
    static let knownFailing: Set<String> = ["seed-8400-levelNotOptimal.json"]

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
