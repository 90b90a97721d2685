import PlumbDemoScreens
import PlumbLayout
import PlumbXMLTestSupport
import Testing

/// Every demo picture reads at a glance: measured from the SVG's own geometry, no view's
/// name covers the text of any label (its own included) or another name, and every view and
/// guide is named.
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
            let document = try SVGDocument(parsing: picture.svg)
            let text = SVGTextBoxes(document).content
            let lines = document.elements.filter { element in
                element.name == "line"
                    && element.ancestors.contains {
                        document.elements[$0].attributes["class"] == "constraints"
                    }
            }
            var crossings: [String] = []
            for line in lines {
                let a = line.attributes
                guard let x1 = a["x1"].flatMap(Double.init), let y1 = a["y1"].flatMap(Double.init),
                    let x2 = a["x2"].flatMap(Double.init), let y2 = a["y2"].flatMap(Double.init)
                else { continue }
                for box in text where segmentCrosses(x1, y1, x2, y2, box) {
                    crossings.append("(\(x1), \(y1))–(\(x2), \(y2)) crosses \(box)")
                }
            }
            #expect(crossings == [], "\(picture.name)")
        }
    }
}

/// Whether the segment passes through the inside of `box` (shrunk by half a point, so that a
/// line ending on the box's edge does not count), by Liang–Barsky clipping.
private func segmentCrosses(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ box: SVGTextBoxes.Box
) -> Bool {
    let (minX, minY, maxX, maxY) = (box.minX + 0.5, box.minY + 0.5, box.maxX - 0.5, box.maxY - 0.5)
    guard minX < maxX, minY < maxY else { return false }
    var t0 = 0.0
    var t1 = 1.0
    let dx = x2 - x1
    let dy = y2 - y1
    for (p, q) in [(-dx, x1 - minX), (dx, maxX - x1), (-dy, y1 - minY), (dy, maxY - y1)] {
        if p == 0 {
            if q < 0 { return false }
        } else {
            let r = q / p
            if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
            if t0 > t1 { return false }
        }
    }
    return true
}
