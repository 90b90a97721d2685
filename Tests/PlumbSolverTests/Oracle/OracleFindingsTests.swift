import Foundation
import Testing

/// Replays the shrunk systems in `Resources/OracleFindings` (found by the random oracle
/// test on today's solver) and compares each with the exact oracle after every call.
///
/// KNOWN ISSUE (issue 13): today's solver disagrees on every finding, so each is recorded
/// as a known issue; when the numerics work makes them all pass, drop `withKnownIssue`.
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

    @Test func findingsAgreeWithTheOracle() throws {
        let findings = try Self.findings()
        #expect(!findings.isEmpty)
        for (name, scenario) in findings {
            withKnownIssue("issue 13: \(name) fails on today's solver") {
                if let disagreement = OracleRandomSystemTests.firstDisagreement(in: scenario) {
                    Issue.record("\(name): \(disagreement)")
                }
            }
        }
    }
}
