import PlumbLayout
import PlumbXMLTestSupport
import Testing

/// How two snapshots of a layout differ, view by view, and the picture of it.
@Suite struct LayoutSnapshotDifferenceTests {
    private let recorded = """
        screen (LayoutView) 0 0 390 844
          ~ column (LayoutGuide) 16 47 358 400
          card (LayoutView) 16 63 358 188
            avatar (LayoutView) 16 16 64 64
            LayoutView 92 24 96 20
            LayoutView 92 48 32 20
            badge (LayoutView) 300 8 40 20

        """
    // The card moved down 8 (so did all it holds), the second unnamed view grew, the badge
    // went and a name came.
    private let now = """
        screen (LayoutView) 0 0 390 844
          ~ column (LayoutGuide) 16 47 358 400
          card (LayoutView) 16 71 358 188
            avatar (LayoutView) 16 16 64 64
            LayoutView 92 24 96 20
            LayoutView 92 48 40 20
            name (LayoutLabel) 92 72 96 20

        """

    @Test func viewsAreMatchedByTheirPathAndClassified() throws {
        let changes = try LayoutSnapshot(outline: now).changes(
            from: LayoutSnapshot(outline: recorded))
        #expect(
            changes.map(\.label) == [
                "screen", "column", "card", "avatar", "LayoutView", "LayoutView", "name", "badge",
            ])
        #expect(
            changes.map(\.change) == [
                .unchanged, .unchanged, .changed, .changed, .changed, .changed, .added, .removed,
            ])
    }

    @Test func onlyWhatChangedIsMarked() throws {
        let same = try LayoutSnapshot(outline: recorded)
        #expect(same.changes(from: same).allSatisfy { $0.change == .unchanged })
        // A flag is a change even where the frame is not.
        let flagged = try LayoutSnapshot(
            outline: recorded.replacingOccurrences(of: "40 20\n", with: "40 20 [ambiguous]\n"))
        #expect(
            flagged.changes(from: same).filter { $0.change != .unchanged }.map(\.label) == ["badge"]
        )
    }

    @Test func thePictureDrawsWhereEachChangedViewWasAndIs() throws {
        let picture = try LayoutSnapshot(outline: now).differenceSVG(
            from: LayoutSnapshot(outline: recorded), options: .init(title: "card: recorded and now")
        )
        let document = try SVGDocument(parsing: picture)
        let groups = document.elements.enumerated().filter {
            $0.element.name == "g" && $0.element.attributes["class"] == "difference"
        }
        func rects(of label: String) -> [String] {
            guard
                let (index, _) = groups.first(where: {
                    $0.element.attributes["data-label"] == label
                })
            else { return [] }
            return document.elements.filter { $0.name == "rect" && $0.ancestors.last == index }.map
            {
                "\($0.attributes["y"] ?? "") \($0.attributes["stroke-dasharray"] ?? "solid")"
            }
        }
        // 16 points of padding: the card was at y 79 (dashed), is at 87 (solid).
        #expect(rects(of: "card") == ["79 4 2", "87 solid"])
        #expect(rects(of: "badge") == ["87 4 2"])
        #expect(rects(of: "name") == ["159 solid"])  // 71 + 72 + 16
        let boxes = SVGTextBoxes(document)
        #expect(boxes.captions.map(\.text).contains("badge (removed)"))
        #expect(boxes.captions.map(\.text).contains("name (added)"))
        #expect(boxes.overlappingCaptions == [])
        let legend = document.elements.filter { element in
            element.name == "text"
                && element.ancestors.contains {
                    document.elements[$0].attributes["class"] == "legend"
                }
        }.map(\.text)
        #expect(legend == ["unchanged", "expected (recorded)", "actual (now)"])
    }
}
