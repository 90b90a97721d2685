import Foundation
import PlumbDemoScreens
import PlumbLayout
import Testing

/// Each demo picture's text outline against its checked-in file in `Snapshots/`.
@MainActor
@Suite struct DemoScreenSnapshotTests {
    @Test(arguments: DemoCatalog.names)
    func outlineMatchesTheCheckedInSnapshot(screen: String) {
        for picture in pictures(of: screen).values.sorted(by: { $0.name < $1.name }) {
            if let problem = SnapshotFile(name: picture.name).mismatch(picture.outline) {
                Issue.record(Comment(rawValue: problem))
            }
        }
    }

    /// The pictures shown in PlumbLayout's articles and the README are the demo's own.
    @Test(arguments: [("profile", "profile-card.svg"), ("conflict", "conflict.svg")])
    func documentationPictureIsTheDemosCurrentPicture(screen: String, file: String) throws {
        let picture = try #require(pictures(of: screen)[screen])
        let path = "Sources/PlumbLayout/PlumbLayout.docc/Resources/\(file)"
        if let problem = SnapshotFile(packagePath: path).mismatch(picture.svg) {
            Issue.record(Comment(rawValue: problem))
        }
    }

    /// A recorded outline is enough to draw the recorded layout again: each checked-in
    /// outline reads back to itself.
    @Test(arguments: DemoCatalog.names)
    func checkedInOutlinesReadBackToThemselves(screen: String) throws {
        for picture in pictures(of: screen).values {
            let text = try String(
                contentsOf: SnapshotFile(name: picture.name).url, encoding: .utf8)
            #expect(try LayoutSnapshot(outline: text).outline == text, "\(picture.name)")
        }
    }

    @Test func theDiffMarksRemovedAndAddedLines() {
        #expect(
            SnapshotFile.diff("a\nb\nc\n", "a\nB\nc\nd\n")
                == "  a\n- b\n+ B\n  c\n+ d\n  ")
    }
}
