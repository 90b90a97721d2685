import PlumbDemoScreens
import PlumbLayout
import PlumbXMLTestSupport
import Testing

/// Each demo picture's SVG parses as XML and draws every view of its tree.
@MainActor
@Suite struct DemoScreenSVGTests {
    @Test(arguments: DemoCatalog.names)
    func svgIsWellFormedAndContainsEveryView(screen: String) throws {
        for picture in pictures(of: screen).values {
            let document = try SVGDocument(parsing: picture.svg)
            #expect(document.elements.first?.name == "svg", "\(picture.name)")
            let drawn = document.elements(named: "g", class: "view").map {
                $0.attributes["data-label"] ?? ""
            }
            #expect(drawn == picture.snapshot.allItems.map(\.label), "\(picture.name)")
            // Identifiers are unique in the demo, so every view is findable by name.
            #expect(Set(drawn).count == drawn.count, "\(picture.name)")
            #expect(
                document.elements.contains { $0.name == "text" && $0.text == picture.caption },
                "\(picture.name)")
        }
    }

    @Test func everyActiveConstraintOfTheProfileCardIsDrawn() throws {
        let picture = try #require(pictures(of: "profile")["profile"])
        let document = try SVGDocument(parsing: picture.svg)
        let lines = document.elements(named: "g", class: "constraint")
        #expect(lines.count == picture.snapshot.constraintLines.count)
        // Card: top and horizontalEdges (2); header: 9 relations, size counting 2; body: 10.
        #expect(lines.count == 3 + 10 + 10)
    }

    @Test func theConflictPictureCarriesItsReportUnderTheDrawing() throws {
        let picture = try #require(pictures(of: "conflict")["conflict"])
        let document = try SVGDocument(parsing: picture.svg)
        let notes = document.elements.filter { element in
            element.name == "text"
                && element.ancestors.contains {
                    document.elements[$0].attributes["class"] == "notes"
                }
        }.map(\.text)
        #expect(notes.count == 5)
        #expect(
            notes.dropFirst().first
                == "  ✗ avatarWidth: avatar.width == 320      ConflictScreen.swift:"
                + "\(sourceLine(of: "labeled(\"avatarWidth\")", inScreenFile: "ConflictScreen.swift"))"
        )
        let red = document.elements(named: "g", class: "view").filter {
            $0.attributes["data-conflict"] == "true"
        }
        #expect(red.map { $0.attributes["data-label"] } == ["card", "avatar"])
    }

    @Test func theFormsColumnGuideIsDrawnDashed() throws {
        let picture = try #require(pictures(of: "form")["form-phone"])
        let document = try SVGDocument(parsing: picture.svg)
        #expect(
            document.elements(named: "g", class: "guide").map { $0.attributes["data-label"] } == [
                "column", "safeArea",
            ])
    }
}
