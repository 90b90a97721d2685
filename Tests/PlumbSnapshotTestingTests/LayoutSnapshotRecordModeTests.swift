import PlumbSnapshotTesting
import Testing

/// Which record mode a run uses, from its environment.
@Suite struct LayoutSnapshotRecordModeTests {
    private func mode(_ environment: [String: String]) throws -> LayoutSnapshotRecordMode {
        try LayoutSnapshotRecordMode.resolved(from: environment).mode
    }

    @Test func awayFromCIMissingSnapshotsAreRecorded() throws {
        #expect(try mode([:]) == .missing)
        #expect(try mode(["CI": "false"]) == .missing)
        #expect(try mode(["CI": ""]) == .missing)
    }

    @Test func onCINothingIsRecorded() throws {
        #expect(try mode(["CI": "true"]) == .never)
        #expect(try mode(["CI": "1"]) == .never)
    }

    @Test func plumbsVariableWinsOverSwiftSnapshotTestingsWhichWinsOverCI() throws {
        #expect(try mode(["CI": "true", "SNAPSHOT_TESTING_RECORD": "missing"]) == .missing)
        #expect(
            try mode([
                "CI": "true", "SNAPSHOT_TESTING_RECORD": "missing", "PLUMB_SNAPSHOT_RECORD": "all",
            ]) == .all)
        #expect(
            try LayoutSnapshotRecordMode.resolved(from: ["PLUMB_SNAPSHOT_RECORD": "failed"]).reason
                == "PLUMB_SNAPSHOT_RECORD=failed")
    }

    @Test func oneAndTrueMeanAllAndZeroMeansUnset() throws {
        #expect(try mode(["PLUMB_SNAPSHOT_RECORD": "1"]) == .all)
        #expect(try mode(["PLUMB_SNAPSHOT_RECORD": "TRUE"]) == .all)
        #expect(try mode(["PLUMB_SNAPSHOT_RECORD": "0", "CI": "yes"]) == .never)
    }

    @Test func aValueThatIsNoModeIsAnError() {
        do {
            _ = try LayoutSnapshotRecordMode.resolved(from: ["PLUMB_SNAPSHOT_RECORD": "sometimes"])
            Issue.record("resolved a mode from 'sometimes'")
        } catch {
            #expect(error.variable == "PLUMB_SNAPSHOT_RECORD")
            #expect(
                error.description
                    == "PLUMB_SNAPSHOT_RECORD=sometimes is not a record mode (all, missing, failed, never)"
            )
        }
    }
}
