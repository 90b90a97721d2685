import Foundation
import PlumbLayout

#if canImport(Testing)
    import Testing
#endif

/// Compares `view`'s laid-out tree with its recorded snapshot, recording it as `record` says,
/// and returns why they differ, or `nil` when they match.
///
/// The same check as ``assertLayoutSnapshot(of:named:record:snapshotDirectory:fileID:filePath:testName:line:column:)-(LayoutView,_,_,_,_,_,_,_,_)``,
/// for a caller that reports failures its own way. Lays the tree out first (see
/// `LayoutView.layoutSnapshot(includesConstraints:conflicts:)`).
@MainActor
public func verifyLayoutSnapshot(
    of view: LayoutView, named name: String? = nil, record: LayoutSnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil, filePath: String = #filePath,
    testName: String = #function
) -> String? {
    verifyLayoutSnapshot(
        of: view.layoutSnapshot(includesConstraints: false), named: name, record: record,
        snapshotDirectory: snapshotDirectory, filePath: filePath, testName: testName)
}

/// Compares `snapshot`'s outline with the recorded one, recording it as `record` says, and
/// returns why they differ, or `nil` when they match.
///
/// The snapshot file is `__Snapshots__/<TestFile>/<test>.<name>.txt` beside the file at
/// `filePath` (or in `snapshotDirectory`), `<test>` being the base name of `testName` (the
/// test function: `profileCard` for `profileCard()`) and `<name>` being `name` (runs of
/// characters other than letters, digits and `_` made `-`), or else `1`, `2`, … in the order
/// a test asserts unnamed snapshots.
/// It holds the layout's text outline (`LayoutSnapshot.outline`), which a
/// reviewer reads in a diff and from which the expected picture is drawn again
/// (`LayoutSnapshot(outline:)`).
///
/// `record` (else ``LayoutSnapshotRecordMode/resolved(from:)`` of the process's
/// environment) decides what is written:
/// - a match returns `nil` and deletes the pictures of an earlier failure;
/// - a mismatch writes, beside the snapshot, `<test>.<name>.expected.svg` (the recorded
///   layout), `.actual.svg` (the layout now) and `.difference.svg` (what moved), and returns
///   a line diff of the outlines with the paths of the four files;
/// - a missing snapshot is recorded and reported once (``LayoutSnapshotRecordMode/missing``,
///   the default), or, under ``LayoutSnapshotRecordMode/never`` (the default when `CI` is
///   set), reported without recording, with a picture of the layout now;
/// - ``LayoutSnapshotRecordMode/all`` records over the snapshot and reports that it did.
///
/// It refuses (returns a message without comparing) an unnamed snapshot in a parameterized
/// Swift Testing test, whose cases would share the numbers, and a record-mode variable that
/// holds no mode.
public func verifyLayoutSnapshot(
    of snapshot: LayoutSnapshot, named name: String? = nil,
    record: LayoutSnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
    filePath: String = #filePath, testName: String = #function
) -> String? {
    let mode: LayoutSnapshotRecordMode
    let reason: String
    if let record {
        (mode, reason) = (record, "record: .\(record.rawValue)")
    } else {
        do {
            (mode, reason) = try LayoutSnapshotRecordMode.resolved(
                from: ProcessInfo.processInfo.environment)
        } catch {
            return "Layout snapshot not checked: \(error)."
        }
    }
    #if canImport(Testing)
        if name == nil, Test.Case.current?.isParameterized == true {
            return
                "Layout snapshot not checked: in a parameterized test every case would share "
                + "the unnamed snapshot's file; pass a name made from the arguments (named:)."
        }
    #endif
    let location = SnapshotLocation(
        filePath: filePath, testName: testName, name: name, directory: snapshotDirectory)
    return SnapshotComparison(snapshot: snapshot, location: location, mode: mode, reason: reason)
        .run()
}

/// One comparison of a snapshot with its file, and the files it writes.
private struct SnapshotComparison {
    let snapshot: LayoutSnapshot
    let location: SnapshotLocation
    let mode: LayoutSnapshotRecordMode
    /// Why `mode` applies, for the messages: `CI is set`, `record: .all`, …
    let reason: String

    private var files: FileManager { .default }
    private var display: String { "\"\(location.baseName)\"" }

    func run() -> String? {
        let actual = snapshot.outline
        do {
            try files.createDirectory(at: location.directory, withIntermediateDirectories: true)
            if mode == .all {
                try record(actual)
                return """
                    Recorded layout snapshot \(display) (record mode all: \(reason)); turn record \
                    mode off and run the test again to check against it.
                    Snapshot: \(location.snapshot.path)
                    """
            }
            guard files.fileExists(atPath: location.snapshot.path) else {
                return try missing(actual)
            }
            let recorded = try String(contentsOf: location.snapshot, encoding: .utf8)
                .replacingOccurrences(of: "\r\n", with: "\n")
            if recorded == actual {
                removePictures()
                return nil
            }
            return try mismatch(recorded: recorded, actual: actual)
        } catch {
            return "Layout snapshot \(display) could not be checked: \(error.localizedDescription)"
        }
    }

    private func record(_ outline: String) throws {
        try outline.write(to: location.snapshot, atomically: true, encoding: .utf8)
        removePictures()
    }

    private func missing(_ actual: String) throws -> String {
        if mode == .never {
            removePictures()
            try picture(of: snapshot, "actual (now)").write(
                to: location.actualPicture, atomically: true, encoding: .utf8)
            return """
                No layout snapshot \(display) is recorded, and recording is off (\(reason)): a \
                snapshot must be recorded where the tests are written and committed with them. \
                Run the test locally to record it, or set PLUMB_SNAPSHOT_RECORD=missing.
                Missing: \(location.snapshot.path)
                The layout now: \(location.actualPicture.path)
                """
        }
        try record(actual)
        return """
            No layout snapshot \(display) was recorded; recorded it now. Run the test again to \
            check against it, and commit the file.
            Snapshot: \(location.snapshot.path)
            """
    }

    private func mismatch(recorded: String, actual: String) throws -> String {
        let now = snapshot
        var notes: [String] = []
        var expectedSnapshot: LayoutSnapshot?
        do {
            expectedSnapshot = try LayoutSnapshot(outline: recorded)
        } catch {
            notes.append("The recorded file is not an outline (\(error)): no expected picture.")
        }
        try picture(of: now, "actual (now)").write(
            to: location.actualPicture, atomically: true, encoding: .utf8)
        if let expectedSnapshot {
            try picture(of: expectedSnapshot, "expected (recorded)").write(
                to: location.expectedPicture, atomically: true, encoding: .utf8)
            let difference = now.differenceSVG(
                from: expectedSnapshot,
                options: SVGRenderOptions(title: "\(location.baseName): recorded and now"))
            try difference.write(to: location.differencePicture, atomically: true, encoding: .utf8)
        } else {
            try? files.removeItem(at: location.expectedPicture)
            try? files.removeItem(at: location.differencePicture)
        }
        var message = """
            Layout snapshot \(display) does not match the recorded one (- recorded, + now):
            \(OutlineDiff.lines(recorded: recorded, actual: actual))

            Recorded:   \(location.snapshot.path)

            """
        if expectedSnapshot != nil {
            message += "Expected:   \(location.expectedPicture.path)\n"
        }
        message += "Actual:     \(location.actualPicture.path)\n"
        if expectedSnapshot != nil {
            message += "Difference: \(location.differencePicture.path)\n"
        }
        for note in notes { message += note + "\n" }
        if mode == .failed {
            try actual.write(to: location.snapshot, atomically: true, encoding: .utf8)
            message += "Recorded the layout now over the snapshot (record mode failed: \(reason))."
        } else {
            message +=
                "If the change is intended, record it again with PLUMB_SNAPSHOT_RECORD=all "
                + "(or record: .all)."
        }
        return message
    }

    /// The layout as its outline knows it: boxes, names, guides and flags, so that the
    /// expected and actual pictures, both drawn from outlines, differ only where the layouts do.
    private func picture(of snapshot: LayoutSnapshot, _ role: String) -> String {
        let drawn = (try? LayoutSnapshot(outline: snapshot.outline)) ?? snapshot
        return drawn.svg(
            options: SVGRenderOptions(
                showsConstraints: false, showsMargins: false, showsLegend: false,
                title: "\(location.baseName): \(role)"))
    }

    private func removePictures() {
        for url in location.pictures { try? files.removeItem(at: url) }
    }
}
