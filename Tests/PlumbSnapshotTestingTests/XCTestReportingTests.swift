import Foundation
import PlumbLayout
import PlumbSnapshotTesting
import XCTest

/// Under XCTest, a failed layout snapshot is an `XCTFail` at the assertion's line.
final class XCTestReportingTests: XCTestCase {
    private var failures: [(description: String, line: Int)] = []

    #if canImport(ObjectiveC)
        override func record(_ issue: XCTIssue) {
            failures.append(
                (issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? 0))
        }
    #else
        override func recordFailure(
            withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
            expected: Bool
        ) {
            failures.append((description, lineNumber))
        }
    #endif

    func testAFailedAssertionIsAnXCTestFailureAtItsLine() {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        let line = #line + 1
        assertLayoutSnapshot(of: cardSnapshot(), record: .never, snapshotDirectory: folder.path)
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertTrue(failures.first?.description.contains("No layout snapshot") == true)
        // XCTest's test name: the method's.
        XCTAssertTrue(
            failures.first?.description.contains(
                "testAFailedAssertionIsAnXCTestFailureAtItsLine.1") == true)
    }

    func testAMatchingSnapshotIsNoFailure() throws {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(cardSnapshot().outline, to: "testAMatchingSnapshotIsNoFailure.card.txt")
        assertLayoutSnapshot(of: cardSnapshot(), named: "card", snapshotDirectory: folder.path)
        XCTAssertEqual(failures.count, 0)
    }

    /// XCTest runs test methods on the main thread, so a test can lay views out in
    /// `MainActor.assumeIsolated` (XCTest on Linux cannot run `@MainActor` test methods).
    func testAViewCanBeCheckedFromAnXCTestMethod() {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        MainActor.assumeIsolated {
            let card = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 96))
            card.identifier = "card"
            assertLayoutSnapshot(
                of: card, named: "card", record: .missing, snapshotDirectory: folder.path)
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(
            folder.read("testAViewCanBeCheckedFromAnXCTestMethod.card.txt"),
            "card (LayoutView) 0 0 320 96\n")
    }
}
