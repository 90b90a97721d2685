import Foundation
import PlumbLayout
import PlumbXMLTestSupport
import Testing

/// The rules that keep a picture readable: links run between items rather than across them,
/// widths and heights are measured along what they fix, text is drawn over the lines, and
/// captions never cover text or each other.
@MainActor
@Suite struct PictureLegibilityTests {
    private typealias Rect = LayoutSnapshot.Rect

    /// A 200 × 100 root with `views` placed by frame (their autoresizing constraints hold
    /// them there) and `constraints` added as `LayoutConstraint`s, laid out.
    private func snapshot(
        _ views: [(String, CGRect, String?)],
        constraints: ([LayoutView]) -> [LayoutConstraint]
    ) -> LayoutSnapshot {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.identifier = "root"
        let made = views.map { name, frame, text in
            let view = text.map { LayoutLabel(text: $0, fontSize: 16) } ?? LayoutView()
            view.identifier = name
            view.frame = frame
            root.addSubview(view)
            return view
        }
        LayoutConstraint.activate(constraints(made))
        return root.layoutSnapshot()
    }

    private func equal(
        _ a: LayoutView, _ attribute: LayoutAttribute, _ b: LayoutView?,
        _ other: LayoutAttribute = .notAnAttribute, _ constant: CGFloat = 0
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: a, attribute: attribute, relatedBy: .equal, toItem: b,
            attribute: b == nil ? .notAnAttribute : (other == .notAnAttribute ? attribute : other),
            constant: constant)
    }

    @Test func centresOfItemsSideBySideAreLinkedThroughTheGap() {
        // Two buttons, the first at x 0…40, the second at x 60…100, both y 10…30: the link
        // runs from the first's right edge to the second's left edge, not through their text.
        let lines = snapshot([
            ("a", CGRect(x: 0, y: 10, width: 40, height: 20), nil),
            ("b", CGRect(x: 60, y: 10, width: 40, height: 20), nil),
        ]) { views in [equal(views[0], .centerY, views[1])] }.constraintLines
        #expect(lines.count == 1)
        #expect(lines.first?.style == .link)
        #expect(lines.first?.from == .init(x: 40, y: 20))
        #expect(lines.first?.to == .init(x: 60, y: 20))
    }

    @Test func anItemCentredInAnotherIsMarkedOnItsEdge() {
        // The inner view (x 50…150, y 40…60) is centred in the root: the two centre lines
        // coincide, and the link is drawn at the inner view's top edge, not in its middle.
        let lines = snapshot([("inner", CGRect(x: 50, y: 40, width: 100, height: 20), nil)]) {
            views in
            [equal(views[0], .centerX, views[0].superview)]
        }.constraintLines
        #expect(lines.first?.from == .init(x: 100, y: 40))
        #expect(lines.first?.to == .init(x: 100, y: 40))
    }

    @Test func relatedWidthsAreMeasuredAlongBothItems() {
        let lines = snapshot([
            ("a", CGRect(x: 0, y: 0, width: 40, height: 20), nil),
            ("b", CGRect(x: 60, y: 0, width: 40, height: 40), nil),
        ]) { views in [equal(views[1], .width, views[0])] }.constraintLines
        let line = lines.first
        #expect(line?.style == .measure)
        // Along b's width, 6 points inside its bottom edge, 2 points short of its corners.
        #expect(line?.from == .init(x: 62, y: 34))
        #expect(line?.to == .init(x: 98, y: 34))
        // And along a's width: the measure it equals, not a segment into empty space.
        #expect(
            line?.secondMeasure
                == LayoutSnapshot.ConstraintLine.Segment(
                    from: .init(x: 2, y: 14), to: .init(x: 38, y: 14)))
    }

    @Test func measuresOfOneItemStackAndALabelsSitOutsideItsText() {
        let lines = snapshot([
            ("box", CGRect(x: 0, y: 0, width: 60, height: 60), nil),
            ("label", CGRect(x: 100, y: 0, width: 40, height: 20), "Name"),
        ]) { views in
            let limit = LayoutConstraint(
                item: views[0], attribute: .height, relatedBy: .lessThanOrEqual, toItem: nil,
                attribute: .notAnAttribute, constant: 80)
            return [
                equal(views[0], .height, nil, .notAnAttribute, 60), limit,
                equal(views[1], .width, nil, .notAnAttribute, 40),
            ]
        }.constraintLines
        // Heights run along the right edge (x 60), the second 5 points further in.
        #expect(lines[0].from.x == 54)
        #expect(lines[1].from.x == 49)
        // A label's width runs 3 points below its box (y 20), clear of its text.
        #expect(lines[2].from == .init(x: 102, y: 23))
        #expect(lines[2].to == .init(x: 138, y: 23))
    }

    @Test func textIsDrawnOverTheConstraintLinesOnAPlate() throws {
        let picture = snapshot([
            ("a", CGRect(x: 0, y: 10, width: 40, height: 20), "Ada"),
            ("b", CGRect(x: 60, y: 10, width: 40, height: 20), nil),
        ]) { views in [equal(views[0], .centerY, views[1])] }.svg()
        let document = try SVGDocument(parsing: picture)
        let order = document.elements.compactMap { $0.attributes["class"] }
        let constraints = try #require(order.firstIndex(of: "constraints"))
        let labels = try #require(order.firstIndex(of: "labels"))
        let captions = try #require(order.firstIndex(of: "captions"))
        #expect(constraints < labels && labels < captions)
        #expect(document.elements(named: "rect", class: "text-plate").count == 1)
    }

    @Test func aCaptionWithoutRoomInsideItsLabelGoesBesideIt() throws {
        // A one-line label is all text: its name goes above it, clear of its text.
        let text = LayoutSnapshot.Text(
            lines: ["Ada Lovelace"], pointSize: 16, characterAdvance: 8, lineHeight: 20)
        let picture = LayoutSnapshot(
            root: .init(
                identifier: "card", typeName: "LayoutView",
                frame: Rect(x: 0, y: 0, width: 200, height: 100),
                children: [
                    .init(
                        identifier: "name", typeName: "LayoutLabel",
                        frame: Rect(x: 20, y: 40, width: 96, height: 20), text: text)
                ])
        ).svg(options: .init(showsLegend: false, padding: 0))
        let boxes = SVGTextBoxes(try SVGDocument(parsing: picture))
        #expect(boxes.captions.map(\.text) == ["card", "name"])
        #expect(boxes.captionsOverText == [])
        #expect(boxes.overlappingCaptions == [])
        let name = try #require(boxes.captions.last)
        #expect(name.maxY <= 40)
        #expect(name.minX == 21)
    }

    @Test func aCaptionThatFitsNowhereIsLeftOutButTheTooltipNamesTheView() throws {
        // Text fills the whole picture: no spot is free for the label's name.
        let text = LayoutSnapshot.Text(
            lines: ["ABCDE"], pointSize: 16, characterAdvance: 8, lineHeight: 20)
        let picture = LayoutSnapshot(
            root: .init(
                identifier: "full", typeName: "LayoutLabel",
                frame: Rect(x: 0, y: 0, width: 40, height: 20), text: text)
        ).svg(options: .init(showsLegend: false, padding: 0))
        let document = try SVGDocument(parsing: picture)
        #expect(SVGTextBoxes(document).captions.isEmpty)
        #expect(document.elements(named: "title").map(\.text) == ["full (LayoutLabel) 0 0 40 20"])
    }

    @Test func aCaptionKeepsClearOfConstraintLinesWhenItCan() throws {
        // A vertical measure runs just inside the box's left edge, through its top-left
        // corner: the name goes to the next free spot, the top-right corner.
        let root = LayoutSnapshot.Item(
            identifier: "box", typeName: "LayoutView",
            frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let measure = LayoutSnapshot.ConstraintLine(
            from: .init(x: 6, y: 0), to: .init(x: 6, y: 100), style: .measure)
        let picture = LayoutSnapshot(root: root, constraintLines: [measure])
            .svg(options: .init(showsLegend: false, padding: 0))
        let boxes = SVGTextBoxes(try SVGDocument(parsing: picture))
        let name = try #require(boxes.captions.first)
        #expect(boxes.linesCrossingCaptions == [])
        #expect(name.maxX > 150 && name.minY < 20)
    }

    @Test func aCaptionWithNoSpotClearOfLinesStillNamesItsView() throws {
        // Lines cross every spot: the name goes where it would have gone, on its plate.
        let root = LayoutSnapshot.Item(
            identifier: "box", typeName: "LayoutView",
            frame: Rect(x: 0, y: 0, width: 60, height: 40))
        let lines = stride(from: 0.0, through: 40, by: 4).map { y in
            LayoutSnapshot.ConstraintLine(from: .init(x: 0, y: y), to: .init(x: 60, y: y))
        }
        let picture = LayoutSnapshot(root: root, constraintLines: lines)
            .svg(options: .init(showsLegend: false, padding: 0))
        let boxes = SVGTextBoxes(try SVGDocument(parsing: picture))
        #expect(boxes.captions.map(\.text) == ["box"])
        #expect(boxes.captions.first.map { $0.minX == 2 && $0.minY < 5 } == true)
    }

    @Test func labelTextThatFitsIsWholeAndABoxTooNarrowForAnEllipsisShowsNone() throws {
        let text = LayoutSnapshot.Text(
            lines: ["Hi"], pointSize: 16, characterAdvance: 8, lineHeight: 20)
        func shown(inWidth width: Double) throws -> [String] {
            let picture = LayoutSnapshot(
                root: .init(
                    identifier: "label", typeName: "LayoutLabel",
                    frame: Rect(x: 0, y: 0, width: width, height: 20), text: text)
            ).svg(options: .init(showsLegend: false, padding: 0))
            return SVGTextBoxes(try SVGDocument(parsing: picture)).content.map(\.text)
        }
        #expect(try shown(inWidth: 16) == ["Hi"])
        #expect(try shown(inWidth: 15) == ["…"])
        #expect(try shown(inWidth: 7) == [])
    }
}
