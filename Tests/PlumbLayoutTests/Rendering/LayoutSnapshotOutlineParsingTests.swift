import PlumbLayout
import Testing

/// Reading an outline back into a snapshot: what a recorded layout snapshot is drawn from.
@Suite struct LayoutSnapshotOutlineParsingTests {
    private typealias Rect = LayoutSnapshot.Rect

    private let outline = """
        screen (LayoutView) 0 0 390 844
          ~ column (LayoutGuide) 16 47 358 400
          card (LayoutView) 16 63 358 188.5 [conflict]
            avatar (LayoutView) 16 16 64 64
            LayoutView 92 24 -4 20 [ambiguous] [conflict]
            LayoutView 0 0 0 0
            a (b) c (LayoutLabel) 92 48 32 20
          footer (LayoutView) 0 800 390 44
        broken: avatarWidth: avatar.width == 320 (ConflictScreen.swift:47)

        """

    @Test func anOutlineReadsBackToItself() throws {
        let snapshot = try LayoutSnapshot(outline: outline)
        #expect(snapshot.outline == outline)
    }

    @Test func viewsGuidesAndFlagsComeBack() throws {
        let snapshot = try LayoutSnapshot(outline: outline)
        let items = snapshot.allItems
        #expect(
            items.map(\.label) == [
                "screen", "card", "avatar", "LayoutView", "LayoutView", "a (b) c", "footer",
            ])
        #expect(items[5].typeName == "LayoutLabel")
        #expect(items[3].identifier == nil)
        #expect(items[3].isAmbiguous && items[3].isInConflict)
        #expect(items[1].isInConflict && !items[1].isAmbiguous)
        #expect(snapshot.root.guides.map(\.label) == ["column"])
        #expect(
            snapshot.constraintLines.map(\.label) == [
                "avatarWidth: avatar.width == 320 (ConflictScreen.swift:47)"
            ])
        #expect(snapshot.constraintLines.allSatisfy { $0.isBroken })
    }

    @Test func framesInTheRootAreTheSumsOfTheFramesAbove() throws {
        let snapshot = try LayoutSnapshot(outline: outline)
        let avatar = try #require(snapshot.allItems.first { $0.label == "avatar" })
        #expect(avatar.frame == Rect(x: 16, y: 16, width: 64, height: 64))
        #expect(avatar.frameInRoot == Rect(x: 32, y: 79, width: 64, height: 64))
        let column = try #require(snapshot.root.guides.first)
        #expect(column.frameInRoot == Rect(x: 16, y: 47, width: 358, height: 400))
    }

    @Test func numbersThatAreNotCoordinatesReadBack() throws {
        let text = "root (LayoutView) 0 0 10 10\n  v (LayoutView) nan inf -inf huge\n"
        #expect(try LayoutSnapshot(outline: text).outline == text)
    }

    @Test(arguments: [
        ("", 1, "no root view"),
        ("a 0 0 1\n", 1, "expected a name and x y width height"),
        ("a (LayoutView) 0 0 1\n", 1, "'(LayoutView)' is not a number"),
        ("a (LayoutView) 0 0 1 x\n", 1, "'x' is not a number"),
        (
            "a (LayoutView) 0 0 1 1\n b (LayoutView) 0 0 1 1\n", 2,
            "indented by an odd number of spaces"
        ),
        (
            "a (LayoutView) 0 0 1 1\n    b (LayoutView) 0 0 1 1\n", 2,
            "indented more than one level under its superview"
        ),
        ("a (LayoutView) 0 0 1 1\nb (LayoutView) 0 0 1 1\n", 2, "a second root view"),
        ("~ g (LayoutGuide) 0 0 1 1\n", 1, "a guide must follow its owning view"),
    ])
    func malformedOutlinesAreRefusedAtTheirLine(text: String, line: Int, message: String) {
        #expect(throws: LayoutSnapshot.OutlineError(line: line, message: message)) {
            try LayoutSnapshot(outline: text)
        }
    }
}
