import Foundation

/// The rectangles that the text of a layout picture covers, computed from the SVG's own
/// attributes (not from the renderer's code), so that a test can check what a reader sees.
/// Test support only.
///
/// A `<text>` element covers `[x, x + width] × [y − 0.8 size, y + 0.2 size]`: `y` is the
/// baseline, `size` the `font-size`, and `width` the `textLength` when the element has one
/// (SVG renders the text to exactly that length), else 0.6 × size per character, the advance
/// of a monospaced font and more than any proportional font's average.
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

        public var description: String {
            "'\(text)' [\(minX), \(minY) – \(maxX), \(maxY)]"
        }
    }

    /// The text a view shows (a label's lines): `<text>` inside a `<g class="text">`.
    public let content: [Box]
    /// The names written on views and guides: every other `<text>` of the drawing, that is
    /// neither in the legend (`<g class="legend">`) nor in the notes (`<g class="notes">`)
    /// nor the picture's title under the drawing (a direct child of `<svg>`).
    public let captions: [Box]

    /// The text boxes of `document`.
    public init(_ document: SVGDocument) {
        var content: [Box] = []
        var captions: [Box] = []
        for element in document.elements where element.name == "text" {
            let classes = element.ancestors.compactMap { document.elements[$0].attributes["class"] }
            if classes.contains("legend") || classes.contains("notes") { continue }
            if element.ancestors.count == 1 { continue }  // the picture's title
            guard let box = Self.box(of: element) else { continue }
            if classes.contains("text") {
                content.append(box)
            } else {
                captions.append(box)
            }
        }
        self.content = content
        self.captions = captions
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

    private static func box(of element: SVGDocument.Element) -> Box? {
        guard let x = element.attributes["x"].flatMap(Double.init),
            let y = element.attributes["y"].flatMap(Double.init),
            let size = element.attributes["font-size"].flatMap(Double.init)
        else { return nil }
        let width =
            element.attributes["textLength"].flatMap(Double.init)
            ?? Double(element.text.count) * 0.6 * size
        return Box(
            text: element.text, minX: x, minY: y - 0.8 * size, maxX: x + width,
            maxY: y + 0.2 * size)
    }
}
