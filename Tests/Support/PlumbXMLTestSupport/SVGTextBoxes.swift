import Foundation

/// The rectangles that the text of a layout picture covers, and the constraint lines drawn
/// across it, computed from the SVG's own attributes (not from the renderer's code), so that
/// a test can check what a reader sees. Test support only.
///
/// A `<text>` element covers `[x, x + width] × [y − 0.8 size, y + 0.2 size]`: `y` is the
/// baseline, `size` the `font-size`. Its `width` is the wider of two: its `textLength`,
/// which browsers draw it to, and its width in the font a renderer that ignores
/// `textLength` draws it in on Linux (librsvg, that is `rsvg-convert`, with fontconfig's
/// substitutes): DejaVu Sans Mono (0.602 em per character) for text in a monospaced family,
/// DejaVu Sans otherwise (its advance widths below, read from DejaVuSans.ttf; a full em
/// for a character outside ASCII).
public struct SVGTextBoxes {
    /// One piece of text and the rectangle it covers.
    public struct Box: CustomStringConvertible {
        public var text: String
        public var minX: Double
        public var minY: Double
        public var maxX: Double
        public var maxY: Double

        /// Whether the two boxes share an area (touching edges do not count).
        public func overlaps(_ other: Box) -> Bool {
            min(maxX, other.maxX) - max(minX, other.minX) > 0.01
                && min(maxY, other.maxY) - max(minY, other.minY) > 0.01
        }

        /// Whether `line` passes through the inside of the box (shrunk by half a point, so
        /// that a line ending on its edge does not count), by Liang–Barsky clipping.
        public func isCrossed(by line: Line) -> Bool {
            let (x0, y0, x1, y1) = (minX + 0.5, minY + 0.5, maxX - 0.5, maxY - 0.5)
            guard x0 < x1, y0 < y1 else { return false }
            var t0 = 0.0
            var t1 = 1.0
            let dx = line.x2 - line.x1
            let dy = line.y2 - line.y1
            for (p, q) in [
                (-dx, line.x1 - x0), (dx, x1 - line.x1), (-dy, line.y1 - y0), (dy, y1 - line.y1),
            ] {
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

        public var description: String {
            "'\(text)' [\(minX), \(minY) – \(maxX), \(maxY)]"
        }
    }

    /// A constraint line of the picture (a `<line>` inside `<g class="constraints">`: a link,
    /// a measure, or a measure's end tick).
    public struct Line: CustomStringConvertible {
        public var x1: Double
        public var y1: Double
        public var x2: Double
        public var y2: Double

        public var description: String { "(\(x1), \(y1))–(\(x2), \(y2))" }
    }

    /// The text a view shows (a label's lines): `<text>` inside a `<g class="text">`.
    public let content: [Box]
    /// The names written on views and guides: every other `<text>` of the drawing, that is
    /// neither in the legend (`<g class="legend">`) nor in the notes (`<g class="notes">`)
    /// nor the picture's title under the drawing (a direct child of `<svg>`).
    public let captions: [Box]
    /// The constraint lines.
    public let lines: [Line]

    /// The text boxes and constraint lines of `document`.
    public init(_ document: SVGDocument) {
        var content: [Box] = []
        var captions: [Box] = []
        var lines: [Line] = []
        for element in document.elements {
            let ancestors = element.ancestors.map { document.elements[$0] }
            let classes = ancestors.compactMap { $0.attributes["class"] }
            if element.name == "line" && classes.contains("constraints") {
                let number = { (name: String) in element.attributes[name].flatMap(Double.init) }
                if let x1 = number("x1"), let y1 = number("y1"), let x2 = number("x2"),
                    let y2 = number("y2")
                {
                    lines.append(Line(x1: x1, y1: y1, x2: x2, y2: y2))
                }
                continue
            }
            guard element.name == "text" else { continue }
            if classes.contains("legend") || classes.contains("notes") { continue }
            if element.ancestors.count == 1 { continue }  // the picture's title
            let family =
                ([element] + ancestors.reversed()).lazy
                .compactMap { $0.attributes["font-family"] }.first ?? ""
            guard let box = Self.box(of: element, monospaced: family.contains("mono")) else {
                continue
            }
            if classes.contains("text") {
                content.append(box)
            } else {
                captions.append(box)
            }
        }
        self.content = content
        self.captions = captions
        self.lines = lines
    }

    /// Every caption that overlaps a label's text, as readable pairs.
    public var captionsOverText: [String] {
        captions.flatMap { caption in
            content.filter(caption.overlaps).map { "\(caption) covers \($0)" }
        }
    }

    /// Every pair of captions that overlap each other.
    public var overlappingCaptions: [String] {
        var pairs: [String] = []
        for (index, caption) in captions.enumerated() {
            for other in captions[(index + 1)...] where caption.overlaps(other) {
                pairs.append("\(caption) overlaps \(other)")
            }
        }
        return pairs
    }

    /// Every constraint line that passes through a label's text.
    public var linesCrossingText: [String] { crossings(of: content) }

    /// Every constraint line that passes through a caption.
    public var linesCrossingCaptions: [String] { crossings(of: captions) }

    private func crossings(of boxes: [Box]) -> [String] {
        lines.flatMap { line in
            boxes.filter { $0.isCrossed(by: line) }.map { "\(line) crosses \($0)" }
        }
    }

    /// DejaVu Sans's advance widths of ASCII space (U+0020) to tilde (U+007E), in thousandths
    /// of an em (DejaVuSans.ttf's `hmtx` table, 2048 units to the em, rounded).
    private static let dejaVuSans: [Int] = [
        318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337,
        636, 636, 636, 636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838, 531,
        1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787,
        603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390, 838, 500,
        500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612,
        635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337, 636, 838,
    ]

    /// The width `text` takes at `size` in DejaVu Sans Mono or DejaVu Sans.
    private static func fallbackWidth(of text: String, size: Double, monospaced: Bool) -> Double {
        if monospaced { return Double(text.count) * 0.602 * size }
        let thousandths = text.unicodeScalars.reduce(0) { sum, scalar in
            let value = Int(scalar.value)
            return sum + ((32...126).contains(value) ? dejaVuSans[value - 32] : 1000)
        }
        return Double(thousandths) * size / 1000
    }

    private static func box(of element: SVGDocument.Element, monospaced: Bool) -> Box? {
        guard let x = element.attributes["x"].flatMap(Double.init),
            let y = element.attributes["y"].flatMap(Double.init),
            let size = element.attributes["font-size"].flatMap(Double.init)
        else { return nil }
        let width = max(
            element.attributes["textLength"].flatMap(Double.init) ?? 0,
            fallbackWidth(of: element.text, size: size, monospaced: monospaced))
        return Box(
            text: element.text, minX: x, minY: y - 0.8 * size, maxX: x + width,
            maxY: y + 0.2 * size)
    }
}
