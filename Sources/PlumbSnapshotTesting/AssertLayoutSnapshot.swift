import PlumbLayout

/// Asserts that `view`'s laid-out tree matches its recorded layout snapshot.
///
/// Lays the tree out and compares its text outline (each view's frame, guides and flags; see
/// `LayoutSnapshot.outline`) with the file
/// `__Snapshots__/<TestFile>/<test>.<name>.txt` beside the test file. On a mismatch the
/// failure shows a line diff and the paths of three pictures written beside the snapshot:
/// the recorded layout, the layout now, and what moved. A missing snapshot is recorded and
/// fails once; on CI (`CI` set) it fails without recording. See
/// ``verifyLayoutSnapshot(of:named:record:snapshotDirectory:filePath:testName:)-(LayoutSnapshot,_,_,_,_,_)``
/// for the rules, and ``LayoutSnapshotRecordMode`` for recording.
///
/// ```swift
/// @Test @MainActor func profileCard() {
///     let card = ProfileCard(width: 390)
///     assertLayoutSnapshot(of: card)              // __Snapshots__/CardTests/profileCard.1.txt
///     card.showsBio = false
///     assertLayoutSnapshot(of: card, named: "withoutBio")
/// }
/// ```
///
/// Works in Swift Testing tests (failures are issues) and in XCTest tests (failures are
/// `XCTFail`s).
///
/// - Parameters:
///   - view: The root of the tree to check.
///   - name: A name for the snapshot; by default unnamed snapshots are numbered in the order
///     a test asserts them. Required in a parameterized Swift Testing test.
///   - record: When to write the snapshot; by default `PLUMB_SNAPSHOT_RECORD` and `CI`
///     decide (see ``LayoutSnapshotRecordMode/resolved(from:)``).
///   - snapshotDirectory: A folder for the snapshot files instead of `__Snapshots__/<TestFile>`.
///   - fileID: The test file's ID, where a Swift Testing issue is recorded.
///   - filePath: The test file's path: the snapshots go in a folder beside it, and an XCTest
///     failure is reported in it.
///   - testName: The test function, which names the snapshot file.
///   - line: The line a failure is reported at.
///   - column: The column a Swift Testing issue is recorded at.
@MainActor
public func assertLayoutSnapshot(
    of view: LayoutView, named name: String? = nil, record: LayoutSnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line,
    column: UInt = #column
) {
    assertLayoutSnapshot(
        of: view.layoutSnapshot(includesConstraints: false), named: name, record: record,
        snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath,
        testName: testName, line: line, column: column)
}

/// Asserts that `snapshot` matches its recorded layout snapshot.
///
/// The same assertion as the one that takes a `LayoutView`, for a snapshot taken
/// already (`LayoutView.layoutSnapshot(includesConstraints:conflicts:)`), which is
/// plain data and can be checked off the main actor.
public func assertLayoutSnapshot(
    of snapshot: LayoutSnapshot, named name: String? = nil,
    record: LayoutSnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    guard
        let failure = verifyLayoutSnapshot(
            of: snapshot, named: name, record: record, snapshotDirectory: snapshotDirectory,
            filePath: "\(filePath)", testName: testName)
    else { return }
    FailureReporter.report(
        failure, fileID: fileID, filePath: filePath, line: line, column: column)
}
