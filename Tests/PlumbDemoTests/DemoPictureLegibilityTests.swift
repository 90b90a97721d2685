import PlumbDemoScreens
import PlumbLayout
import PlumbXMLTestSupport
import Testing

/// Every demo picture reads at a glance: measured from the SVG's own geometry (as a browser
/// and as `rsvg-convert` draw it), no view's name covers the text of any label (its own
/// included) or another name, no constraint line strikes through a label's text or a name,
/// and every view and guide is named.
@MainActor
@Suite struct DemoPictureLegibilityTests {
    @Test(arguments: DemoCatalog.names)
    func noCaptionCoversTextOrAnotherCaption(screen: String) throws {
        for picture in pictures(of: screen).values {
            let boxes = SVGTextBoxes(try SVGDocument(parsing: picture.svg))
            #expect(!boxes.content.isEmpty, "\(picture.name) has labels")
            #expect(boxes.captionsOverText == [], "\(picture.name)")
            #expect(boxes.overlappingCaptions == [], "\(picture.name)")
        }
    }

    @Test(arguments: DemoCatalog.names)
    func everyViewAndGuideIsNamed(screen: String) throws {
        for picture in pictures(of: screen).values {
            let boxes = SVGTextBoxes(try SVGDocument(parsing: picture.svg))
            let items = picture.snapshot.allItems
            let names = items.map(\.label) + items.flatMap { $0.guides.map(\.label) }
            #expect(boxes.captions.map(\.text).sorted() == names.sorted(), "\(picture.name)")
        }
    }
}

extension DemoPictureLegibilityTests {
    @Test(arguments: DemoCatalog.names)
    func noConstraintLineCrossesText(screen: String) throws {
        for picture in pictures(of: screen).values {
            let boxes = SVGTextBoxes(try SVGDocument(parsing: picture.svg))
            #expect(!boxes.lines.isEmpty, "\(picture.name) has constraint lines")
            #expect(boxes.linesCrossingText == [], "\(picture.name)")
        }
    }

    /// A view's name is never struck through by a constraint line (as drawn by a browser,
    /// and by `rsvg-convert`, which ignores `textLength`).
    @Test(arguments: DemoCatalog.names)
    func noConstraintLineCrossesACaption(screen: String) throws {
        for picture in pictures(of: screen).values {
            let boxes = SVGTextBoxes(try SVGDocument(parsing: picture.svg))
            #expect(boxes.linesCrossingCaptions == [], "\(picture.name)")
        }
    }
}
