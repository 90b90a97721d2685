import Foundation
import PlumbLayout
import PlumbSnapshotTesting
import PlumbXMLTestSupport
import Testing

/// Recording, matching and mismatching layout snapshots, in a temporary folder.
@Suite struct LayoutSnapshotAssertionTests {
    @Test func aMissingSnapshotIsRecordedAndFailsOnceThenMatches() throws {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        let first = try #require(
            verifyLayoutSnapshot(
                of: cardSnapshot(), named: "card", record: .missing,
                snapshotDirectory: folder.path, testName: "profile()"))
        #expect(
            first.hasPrefix("No layout snapshot \"profile.card\" was recorded; recorded it now."))
        #expect(first.contains(folder.file("profile.card.txt")))
        #expect(folder.read("profile.card.txt") == cardSnapshot().outline)
        // The second run checks against what the first recorded.
        #expect(
            verifyLayoutSnapshot(
                of: cardSnapshot(), named: "card", record: .missing,
                snapshotDirectory: folder.path, testName: "profile()") == nil)
        #expect(folder.contents() == ["profile.card.txt"])
    }

    @Test func aMismatchWritesThreePicturesAndNamesThemWithADiff() throws {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(cardSnapshot().outline, to: "profile.card.txt")
        let message = try #require(
            verifyLayoutSnapshot(
                of: cardSnapshot(cardTop: 71), named: "card", record: .missing,
                snapshotDirectory: folder.path, testName: "profile()"))
        #expect(
            message.hasPrefix(
                "Layout snapshot \"profile.card\" does not match the recorded one (- recorded, + now):"
            ))
        // Only the card's own line changes: its children's frames are relative to it.
        #expect(
            message.contains(
                "-   card (LayoutView) 16 63 358 120\n+   card (LayoutView) 16 71 358 120"))
        #expect(!message.contains("-     avatar"))
        for name in ["expected", "actual", "difference"] {
            let path = folder.file("profile.card.\(name).svg")
            #expect(message.contains(path), "\(name)")
            #expect(FileManager.default.fileExists(atPath: path), "\(name)")
        }
        #expect(message.contains("PLUMB_SNAPSHOT_RECORD=all"))
        // The recorded snapshot is left alone.
        #expect(folder.read("profile.card.txt") == cardSnapshot().outline)

        // The expected picture is drawn from the recorded outline: the card where it was.
        let expected = try SVGDocument(
            parsing: try #require(folder.read("profile.card.expected.svg")))
        let boxes = expected.elements.filter { element in
            element.name == "rect"
                && element.ancestors.last.map {
                    expected.elements[$0].attributes["class"] == "view"
                        && expected.elements[$0].attributes["data-label"] == "card"
                } == true
        }
        #expect(boxes.map { $0.attributes["y"] } == ["79"])  // 63 + 16 of padding
        // The difference picture says which views moved: the card and all it holds.
        let difference = try SVGDocument(
            parsing: try #require(folder.read("profile.card.difference.svg")))
        let changes = difference.elements(named: "g", class: "difference").map {
            "\($0.attributes["data-label"] ?? ""): \($0.attributes["data-change"] ?? "")"
        }
        #expect(
            changes == [
                "screen: unchanged", "card: changed", "avatar: changed", "name: changed",
            ])

        // Once the layout matches again, the pictures of the failure go.
        #expect(
            verifyLayoutSnapshot(
                of: cardSnapshot(), named: "card", snapshotDirectory: folder.path,
                testName: "profile()") == nil)
        #expect(folder.contents() == ["profile.card.txt"])
    }

    @Test func onCIAMissingSnapshotFailsAndIsNotRecorded() throws {
        // CI set and no record variable: recording is off.
        let resolved = try LayoutSnapshotRecordMode.resolved(from: ["CI": "true"])
        #expect(resolved.mode == .never)
        #expect(resolved.reason == "CI is set")

        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        let message = try #require(
            verifyLayoutSnapshot(
                of: cardSnapshot(), named: "card", record: resolved.mode,
                snapshotDirectory: folder.path, testName: "profile()"))
        #expect(
            message.hasPrefix(
                "No layout snapshot \"profile.card\" is recorded, and recording is off"))
        #expect(message.contains("Missing: \(folder.file("profile.card.txt"))"))
        // Nothing recorded, but a picture of the layout now, to see what it would have been.
        #expect(folder.contents() == ["profile.card.actual.svg"])
        // And it keeps failing: nothing was recorded for a second run to match.
        #expect(
            verifyLayoutSnapshot(
                of: cardSnapshot(), named: "card", record: .never,
                snapshotDirectory: folder.path, testName: "profile()") != nil)
    }

    @Test func recordModeAllRecordsOverTheSnapshotAndFails() throws {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(cardSnapshot().outline, to: "profile.card.txt")
        let moved = cardSnapshot(cardTop: 100)
        let message = try #require(
            verifyLayoutSnapshot(
                of: moved, named: "card", record: .all, snapshotDirectory: folder.path,
                testName: "profile()"))
        #expect(
            message.hasPrefix(
                "Recorded layout snapshot \"profile.card\" (record mode all: record: .all)"))
        #expect(folder.read("profile.card.txt") == moved.outline)
        #expect(
            verifyLayoutSnapshot(
                of: moved, named: "card", record: .never, snapshotDirectory: folder.path,
                testName: "profile()") == nil)
    }

    @Test func recordModeFailedRecordsOverAMismatchAndStillFails() throws {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(cardSnapshot().outline, to: "profile.card.txt")
        let bigger = cardSnapshot(avatarSize: 72)
        let message = try #require(
            verifyLayoutSnapshot(
                of: bigger, named: "card", record: .failed, snapshotDirectory: folder.path,
                testName: "profile()"))
        #expect(
            message.contains(
                "-     avatar (LayoutView) 16 16 64 64\n+     avatar (LayoutView) 16 16 72 72"))
        #expect(
            message.hasSuffix(
                "Recorded the layout now over the snapshot (record mode failed: record: .failed)."))
        #expect(folder.read("profile.card.txt") == bigger.outline)
    }

    @Test func snapshotsLiveBesideTheTestFileNamedAfterTheTest() throws {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        let testFile = folder.file("CardTests.swift")
        for name in [nil, nil, "compact layout"] as [String?] {
            _ = verifyLayoutSnapshot(
                of: cardSnapshot(), named: name, record: .missing, filePath: testFile,
                testName: "profileCard()")
        }
        #expect(folder.contents() == ["__Snapshots__"])
        #expect(
            folder.contents("__Snapshots__/CardTests") == [
                "profileCard.1.txt", "profileCard.2.txt", "profileCard.compact-layout.txt",
            ])
    }

    @Test(arguments: [1])
    func anUnnamedSnapshotInAParameterizedTestIsRefused(_ argument: Int) throws {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        let message = verifyLayoutSnapshot(
            of: cardSnapshot(), record: .missing, snapshotDirectory: folder.path)
        #expect(message?.contains("pass a name made from the arguments (named:)") == true)
        #expect(folder.contents() == [])
    }

    @Test func theAssertionRecordsAnIssueUnderSwiftTesting() {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        withKnownIssue {
            assertLayoutSnapshot(
                of: cardSnapshot(), named: "card", record: .never, snapshotDirectory: folder.path)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("No layout snapshot") }
                && issue.sourceLocation?.fileName == "LayoutSnapshotAssertionTests.swift"
        }
    }

    @Test @MainActor func aViewIsLaidOutAndComparedByItsOutline() throws {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        let card = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 96))
        card.identifier = "card"
        let avatar = LayoutView()
        avatar.identifier = "avatar"
        card.addSubview(avatar)
        constrain(avatar, card) { avatar, card in
            avatar.top == card.top + 12
            avatar.leading == card.leadingMargin
            avatar.size == (48, 48)
        }
        _ = verifyLayoutSnapshot(
            of: card, named: "card", record: .missing, snapshotDirectory: folder.path)
        #expect(
            folder.read("aViewIsLaidOutAndComparedByItsOutline.card.txt")
                == "card (LayoutView) 0 0 320 96\n  avatar (LayoutView) 8 12 48 48\n")
        card.directionalLayoutMargins = DirectionalEdgeInsets(
            top: 8, leading: 16, bottom: 8, trailing: 16)
        let message = verifyLayoutSnapshot(
            of: card, named: "card", record: .missing, snapshotDirectory: folder.path)
        #expect(message?.contains("+   avatar (LayoutView) 16 12 48 48") == true)
    }
}
