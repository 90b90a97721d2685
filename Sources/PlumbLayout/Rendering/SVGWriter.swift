/// Writes an SVG document element by element: labelled boxes, dashed guide rectangles,
/// shaded margin bands, lines coloured by priority and a legend.
///
/// Coordinates are in points; every number goes through `RenderNumber` and every piece of
/// text through `XMLEscaping`, so output is stable and well-formed whatever the labels hold.
struct SVGWriter {
    /// The size of the drawing area (the `viewBox`), in points.
    let width: Double
    let height: Double
    /// Pixels per point for the `<svg>` element's own width and height.
    let scale: Double
    private var lines: [String] = []
    private var depth = 1

    init(width: Double, height: Double, scale: Double) {
        self.width = max(width, 1)
        self.height = max(height, 1)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The finished document, starting with the XML declaration.
    var document: String {
        let w = RenderNumber.format(width)
        let h = RenderNumber.format(height)
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<svg xmlns=\"http://www.w3.org/2000/svg\""
        text +=
            " width=\"\(RenderNumber.format(width * scale))\" height=\"\(RenderNumber.format(height * scale))\""
        text += " viewBox=\"0 0 \(w) \(h)\" font-family=\"\(SVGPalette.fontFamily)\">\n"
        text +=
            "  <rect class=\"background\" x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" fill=\"#ffffff\"/>\n"
        for line in lines { text += line + "\n" }
        // Groups left open by a caller are closed so that the document stays well-formed.
        for level in stride(from: depth - 1, through: 1, by: -1) {
            text += String(repeating: "  ", count: level) + "</g>\n"
        }
        text += "</svg>\n"
        return text
    }

    // MARK: - Structure

    /// Opens `<g>` with the given attributes (written in order); pair with ``closeGroup()``.
    mutating func openGroup(_ attributes: [(String, String)]) {
        emit("<g\(Self.attributes(attributes))>")
        depth += 1
    }

    /// Closes the innermost open group; does nothing when none is open.
    mutating func closeGroup() {
        guard depth > 1 else { return }
        depth -= 1
        emit("</g>")
    }

    /// A `<title>`: the tooltip of the enclosing element.
    mutating func title(_ text: String) {
        emit("<title>\(XMLEscaping.escape(text))</title>")
    }

    // MARK: - Shapes

    /// A box with a label in its top-left corner.
    mutating func box(
        _ rect: LayoutSnapshot.Rect, label: String, fill: String, stroke: String,
        strokeWidth: Double, dashed: Bool, text content: LayoutSnapshot.Text? = nil
    ) {
        var attributes = Self.rectAttributes(rect)
        attributes += [
            ("fill", fill), ("stroke", stroke), ("stroke-width", RenderNumber.format(strokeWidth)),
        ]
        if dashed { attributes.append(("stroke-dasharray", "4 2")) }
        emit("<rect\(Self.attributes(attributes))/>")
        guard let content else {
            text(label, x: rect.x + 3, y: rect.y + 11, size: 10, color: SVGPalette.text)
            return
        }
        textBlock(content, in: rect)
        // Over a label's own text the name goes on a small tag, so that both stay readable.
        let tagWidth = Double(label.count) * 4.6 + 4
        emit(
            "<rect\(Self.attributes(Self.rectAttributes(LayoutSnapshot.Rect(x: rect.x + 1, y: rect.y + 1, width: tagWidth, height: 9)) + [("fill", "#ffffff"), ("fill-opacity", "0.85")]))/>"
        )
        text(label, x: rect.x + 3, y: rect.y + 8, size: 8, color: SVGPalette.text)
    }

    /// A dashed rectangle with a label in its bottom-left corner, for a layout guide.
    mutating func dashedRect(
        _ rect: LayoutSnapshot.Rect, label: String, stroke: String, strokeWidth: Double
    ) {
        var attributes = Self.rectAttributes(rect)
        attributes += [
            ("fill", "none"), ("stroke", stroke),
            ("stroke-width", RenderNumber.format(strokeWidth)),
            ("stroke-dasharray", "6 3"),
        ]
        emit("<rect\(Self.attributes(attributes))/>")
        text(label, x: rect.x + 3, y: rect.maxY - 3, size: 9, color: stroke)
    }

    /// The band between `outer` and `outer` inset by `insets`, shaded.
    mutating func marginBand(_ outer: LayoutSnapshot.Rect, insets: LayoutSnapshot.Insets) {
        let inner = outer.inset(by: insets)
        // Even-odd filling of the outer and inner rectangles paints only the band between them.
        let path = Self.rectPath(outer) + " " + Self.rectPath(inner)
        emit(
            "<path class=\"margins\"\(Self.attributes([("d", path), ("fill", SVGPalette.marginFill), ("fill-opacity", RenderNumber.format(SVGPalette.marginOpacity)), ("fill-rule", "evenodd")]))/>"
        )
    }

    /// A line between two points, with a dot at each end and a tooltip.
    mutating func line(
        from: LayoutSnapshot.Point, to: LayoutSnapshot.Point, color: String, width: Double,
        title: String, isBroken: Bool = false
    ) {
        // A broken constraint is dashed: the engine no longer enforces it.
        openGroup(
            isBroken
                ? [("class", "constraint"), ("data-broken", "true")] : [("class", "constraint")])
        self.title(title)
        var attributes = [
            ("x1", RenderNumber.format(from.x)), ("y1", RenderNumber.format(from.y)),
            ("x2", RenderNumber.format(to.x)), ("y2", RenderNumber.format(to.y)), ("stroke", color),
            ("stroke-width", RenderNumber.format(width)),
        ]
        if isBroken { attributes.append(("stroke-dasharray", "4 3")) }
        emit("<line\(Self.attributes(attributes))/>")
        for point in [from, to] {
            emit(
                "<circle\(Self.attributes([("cx", RenderNumber.format(point.x)), ("cy", RenderNumber.format(point.y)), ("r", "2"), ("fill", color)]))/>"
            )
        }
        closeGroup()
    }

    /// Text whose baseline starts at `x`, `y`.
    mutating func text(_ text: String, x: Double, y: Double, size: Double, color: String) {
        emit(
            "<text\(Self.attributes([("x", RenderNumber.format(x)), ("y", RenderNumber.format(y)), ("font-size", RenderNumber.format(size)), ("fill", color)]))>\(XMLEscaping.escape(text))</text>"
        )
    }

    /// A label's lines in a monospaced font that matches the layout font's metrics, centred
    /// in `rect` and squeezed to fit when the label was compressed below its text's width.
    mutating func textBlock(_ text: LayoutSnapshot.Text, in rect: LayoutSnapshot.Rect) {
        guard !text.lines.isEmpty, text.pointSize > 0 else { return }
        let blockHeight = Double(text.lines.count) * text.lineHeight
        var top = rect.midY - blockHeight / 2
        openGroup([
            ("class", "text"), ("font-family", "Menlo, Consolas, monospace"),
            ("xml:space", "preserve"),
        ])
        for line in text.lines {
            let natural = Double(line.count) * text.characterAdvance
            let width = min(natural, max(rect.width, 0))
            let x = rect.midX - width / 2
            // The baseline sits about 80% down a line, as in the layout font.
            let baseline = top + text.lineHeight * 0.8
            var attributes = [
                ("x", RenderNumber.format(x)), ("y", RenderNumber.format(baseline)),
                ("font-size", RenderNumber.format(text.pointSize * 0.83)), ("fill", "#7a7a7a"),
            ]
            if width > 0 {
                attributes += [
                    ("textLength", RenderNumber.format(width)),
                    ("lengthAdjust", "spacingAndGlyphs"),
                ]
            }
            emit("<text\(Self.attributes(attributes))>\(XMLEscaping.escape(line))</text>")
            top += text.lineHeight
        }
        closeGroup()
    }

    // MARK: - Legend

    /// One entry of a legend: a swatch drawn in a 12-point square, and its meaning.
    enum Swatch {
        case box(fill: String, stroke: String, strokeWidth: Double, dashed: Bool)
        case band
        case guide(stroke: String)
        case line(color: String, width: Double)
    }

    /// Lays out `entries` left to right from `origin`, wrapping at `maxWidth`; returns the
    /// height used.
    @discardableResult
    mutating func legend(
        _ entries: [(Swatch, String)], origin: LayoutSnapshot.Point, maxWidth: Double
    )
        -> Double
    {
        openGroup([("class", "legend")])
        var x = origin.x
        var y = origin.y
        let rowHeight = 18.0
        for (swatch, label) in entries {
            // Helvetica at 10 points averages under 6 points per character.
            let entryWidth = 18 + Double(label.count) * 6 + 14
            if x > origin.x, x + entryWidth > origin.x + maxWidth {
                x = origin.x
                y += rowHeight
            }
            let square = LayoutSnapshot.Rect(x: x, y: y, width: 12, height: 12)
            switch swatch {
            case .box(let fill, let stroke, let strokeWidth, let dashed):
                var attributes = Self.rectAttributes(square)
                attributes += [
                    ("fill", fill), ("stroke", stroke),
                    ("stroke-width", RenderNumber.format(strokeWidth)),
                ]
                if dashed { attributes.append(("stroke-dasharray", "4 2")) }
                emit("<rect\(Self.attributes(attributes))/>")
            case .band:
                marginBand(square, insets: .init(top: 3, left: 3, bottom: 3, right: 3))
            case .guide(let stroke):
                var attributes = Self.rectAttributes(square)
                attributes += [("fill", "none"), ("stroke", stroke), ("stroke-dasharray", "3 2")]
                emit("<rect\(Self.attributes(attributes))/>")
            case .line(let color, let width):
                emit(
                    "<line\(Self.attributes([("x1", RenderNumber.format(x)), ("y1", RenderNumber.format(y + 6)), ("x2", RenderNumber.format(x + 12)), ("y2", RenderNumber.format(y + 6)), ("stroke", color), ("stroke-width", RenderNumber.format(width))]))/>"
                )
            }
            text(label, x: x + 18, y: y + 10, size: 10, color: SVGPalette.text)
            x += entryWidth
        }
        closeGroup()
        return y + rowHeight - origin.y
    }

    /// The height `legend(_:origin:maxWidth:)` will use for `entries`.
    static func legendHeight(_ entries: [(Swatch, String)], maxWidth: Double) -> Double {
        var x = 0.0
        var rows = 1.0
        for (_, label) in entries {
            let entryWidth = 18 + Double(label.count) * 6 + 14
            if x > 0, x + entryWidth > maxWidth {
                x = 0
                rows += 1
            }
            x += entryWidth
        }
        return rows * 18
    }

    // MARK: - Helpers

    private mutating func emit(_ element: String) {
        lines.append(String(repeating: "  ", count: depth) + element)
    }

    private static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(XMLEscaping.escape($0.1))\"" }.joined()
    }

    private static func rectAttributes(_ rect: LayoutSnapshot.Rect) -> [(String, String)] {
        // SVG rejects negative sizes; a broken layout still draws, as a line at its origin.
        [
            ("x", RenderNumber.format(rect.x)), ("y", RenderNumber.format(rect.y)),
            ("width", RenderNumber.format(max(rect.width, 0))),
            ("height", RenderNumber.format(max(rect.height, 0))),
        ]
    }

    private static func rectPath(_ rect: LayoutSnapshot.Rect) -> String {
        let x0 = RenderNumber.format(rect.x)
        let y0 = RenderNumber.format(rect.y)
        let x1 = RenderNumber.format(rect.maxX)
        let y1 = RenderNumber.format(rect.maxY)
        return "M\(x0) \(y0) H\(x1) V\(y1) H\(x0) Z"
    }
}
