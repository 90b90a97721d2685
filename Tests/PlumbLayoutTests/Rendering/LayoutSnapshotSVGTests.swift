import PlumbLayout
import PlumbXMLTestSupport
import XCTest

final class LayoutSnapshotSVGTests: XCTestCase {
    private typealias Rect = LayoutSnapshot.Rect

    private func sampleSnapshot(identifier: String = "card") -> LayoutSnapshot {
        LayoutSnapshot(
            root: .init(
                identifier: identifier, typeName: "LayoutView",
                frame: Rect(x: 0, y: 0, width: 200, height: 100),
                margins: .init(top: 8, left: 8, bottom: 8, right: 8),
                guides: [
                    .init(identifier: "column", frame: Rect(x: 8, y: 8, width: 100, height: 84)),
                    .init(kind: .safeArea, frame: Rect(x: 0, y: 20, width: 200, height: 80)),
                ],
                children: [
                    .init(
                        identifier: "avatar", typeName: "LayoutView",
                        frame: Rect(x: 8, y: 8, width: 40, height: 40),
                        children: [
                            .init(
                                typeName: "LabelView",
                                frame: Rect(x: 2, y: 2, width: 10, height: 10),
                                frameInRoot: Rect(x: 10, y: 10, width: 10, height: 10),
                                isAmbiguous: true)
                        ]),
                    .init(
                        identifier: "name", typeName: "LabelView",
                        frame: Rect(x: 56, y: 8, width: 80, height: 20),
                        isInConflict: true),
                ]),
            constraintLines: [
                .init(
                    from: .init(x: 8, y: 8), to: .init(x: 0, y: 0), priority: .required,
                    label: "avatar.top == card.top + 8"),
                .init(
                    from: .init(x: 56, y: 18), to: .init(x: 48, y: 18), priority: .high,
                    label: "name.leading"),
                .init(
                    from: .init(x: 136, y: 8), to: .init(x: 192, y: 8), priority: 300,
                    isInConflict: true),
            ])
    }

    func testSVGIsWellFormedAndHasABoxForEveryView() throws {
        let snapshot = sampleSnapshot()
        let document = try SVGDocument(parsing: snapshot.svg())
        let views = document.elements(named: "g", class: "view")
        XCTAssertEqual(views.map { $0.attributes["data-label"] }, snapshot.allItems.map(\.label))
        // Subviews are nested inside their superview's group.
        XCTAssertEqual(views.map(\.depth), [1, 2, 3, 2])
    }

    func testEveryViewBoxIsDrawnAtItsFrameInRootPlusPadding() throws {
        let document = try SVGDocument(parsing: sampleSnapshot().svg(options: .init(padding: 10)))
        let boxes = document.elements.enumerated().filter { index, element in
            element.name == "rect"
                && element.ancestors.last.map {
                    document.elements[$0].attributes["class"] == "view"
                } == true
        }.map(\.element)
        XCTAssertEqual(boxes.map { $0.attributes["x"] }, ["10", "18", "20", "66"])
        XCTAssertEqual(boxes.map { $0.attributes["width"] }, ["200", "40", "10", "80"])
    }

    func testMarkupInIdentifiersIsEscaped() throws {
        let snapshot = sampleSnapshot(identifier: "a<b & \"c\" 'd'>\u{1}")
        let svg = snapshot.svg()
        let document = try SVGDocument(parsing: svg)
        XCTAssertEqual(
            document.elements(named: "g", class: "view").first?.attributes["data-label"],
            "a<b & \"c\" 'd'>")
        XCTAssertTrue(svg.contains("a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;"))
    }

    func testConstraintLinesAreColouredByPriorityAndConflictsAreRed() throws {
        let document = try SVGDocument(parsing: sampleSnapshot().svg())
        let lines = document.elements.filter { element in
            element.name == "line"
                && element.ancestors.contains {
                    document.elements[$0].attributes["class"] == "constraints"
                }
        }
        XCTAssertEqual(lines.map { $0.attributes["stroke"] }, ["#1f4e9c", "#2a9d3a", "#d62728"])
        let titles = document.elements.filter { element in
            element.name == "title"
                && element.ancestors.last.map {
                    document.elements[$0].attributes["class"] == "constraint"
                } == true
        }.map(\.text)
        XCTAssertEqual(titles, ["avatar.top == card.top + 8", "name.leading", "priority 300"])
    }

    func testConstraintsCanBeLeftOut() throws {
        let document = try SVGDocument(
            parsing: sampleSnapshot().svg(options: .init(showsConstraints: false)))
        XCTAssertTrue(document.elements(named: "g", class: "constraint").isEmpty)
    }

    func testAmbiguousAndConflictingViewsAreHighlighted() throws {
        let document = try SVGDocument(parsing: sampleSnapshot().svg())
        let views = document.elements(named: "g", class: "view")
        XCTAssertEqual(
            views.filter { $0.attributes["data-ambiguous"] == "true" }.map {
                $0.attributes["data-label"]
            }, ["LabelView"])
        XCTAssertEqual(
            views.filter { $0.attributes["data-conflict"] == "true" }.map {
                $0.attributes["data-label"]
            }, ["name"])
        let strokes = document.elements(named: "rect").compactMap { $0.attributes["stroke"] }
        XCTAssertTrue(strokes.contains("#d62728"))
        XCTAssertTrue(strokes.contains("#c99700"))
    }

    func testGuidesAreDashedAndMarginsShaded() throws {
        let document = try SVGDocument(
            parsing: sampleSnapshot().svg(options: .init(showsLegend: false)))
        let guides = document.elements(named: "g", class: "guide")
        XCTAssertEqual(guides.map { $0.attributes["data-label"] }, ["column", "safeArea"])
        let guideRects = document.elements.filter { element in
            element.name == "rect"
                && element.ancestors.last.map {
                    document.elements[$0].attributes["class"] == "guide"
                } == true
        }
        XCTAssertEqual(guideRects.map { $0.attributes["stroke-dasharray"] }, ["6 3", "6 3"])
        let bands = document.elements(named: "path", class: "margins")
        XCTAssertEqual(bands.count, 1)
        XCTAssertEqual(bands.first?.attributes["fill-rule"], "evenodd")
    }

    func testLegendExplainsEveryColour() throws {
        let document = try SVGDocument(
            parsing: sampleSnapshot().svg(options: .init(title: "Profile")))
        let legend = document.elements.filter { element in
            element.name == "text"
                && element.ancestors.contains {
                    document.elements[$0].attributes["class"] == "legend"
                }
        }.map(\.text)
        XCTAssertEqual(
            legend,
            [
                "view", "ambiguous", "in a conflict", "layout margins", "layout guide", "safe area",
                "required (1000)", "high (750-999)", "medium (251-749)", "low (1-250)",
                "width or height",
            ])
        XCTAssertTrue(document.elements(named: "text").contains { $0.text == "Profile" })
    }

    func testScaleSetsThePixelSizeButNotTheViewBox() throws {
        let document = try SVGDocument(
            parsing: sampleSnapshot().svg(options: .init(showsLegend: false, padding: 0, scale: 2)))
        let svg = try XCTUnwrap(document.elements.first)
        XCTAssertEqual(svg.name, "svg")
        XCTAssertEqual(svg.attributes["viewBox"], "0 0 200 100")
        XCTAssertEqual(svg.attributes["width"], "400")
        XCTAssertEqual(svg.attributes["height"], "200")
    }

    func testLabelTextIsDrawnInsideItsBoxCutWithAnEllipsisWhenCompressed() throws {
        let text = LayoutSnapshot.Text(
            lines: ["Hello", "a <b>"], pointSize: 16, characterAdvance: 8, lineHeight: 20)
        let snapshot = LayoutSnapshot(
            root: .init(
                typeName: "LayoutLabel", frame: Rect(x: 0, y: 0, width: 30, height: 40), text: text)
        )
        let document = try SVGDocument(
            parsing: snapshot.svg(options: .init(showsLegend: false, padding: 0)))
        let lines = document.elements.filter { element in
            element.name == "text"
                && element.ancestors.last.map {
                    document.elements[$0].attributes["class"] == "text"
                } == true
        }
        // 40 points of text in a 30-point box: three characters fit, so two and an ellipsis
        // (a space before it is dropped), each line centred at the font's own advance.
        XCTAssertEqual(lines.map(\.text), ["He…", "a…"])
        XCTAssertEqual(lines.map { $0.attributes["textLength"] }, ["24", "16"])
        XCTAssertEqual(lines.map { $0.attributes["x"] }, ["3", "7"])
        XCTAssertEqual(lines.map { $0.attributes["y"] }, ["16", "36"])
    }
}
