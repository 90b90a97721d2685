/// Writes an SVG document element by element: boxes, dashed guide rectangles, shaded margin
/// bands, links and measures coloured by priority, label text, captions and a legend.
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
        text += " viewBox=\"0 0 \(w) \(h)\" font-family=\"\(CaptionFont.family)\">\n"
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

    /// A view's box.
    mutating func box(
        _ rect: LayoutSnapshot.Rect, fill: String, stroke: String, strokeWidth: Double,
        dashed: Bool
    ) {
        var attributes = Self.rectAttributes(rect)
        attributes += [
            ("fill", fill), ("stroke", stroke), ("stroke-width", RenderNumber.format(strokeWidth)),
        ]
        if dashed { attributes.append(("stroke-dasharray", "4 2")) }
        emit("<rect\(Self.attributes(attributes))/>")
    }

    /// A dashed rectangle, for a layout guide.
    mutating func dashedRect(_ rect: LayoutSnapshot.Rect, stroke: String, strokeWidth: Double) {
        var attributes = Self.rectAttributes(rect)
        attributes += [
            ("fill", "none"), ("stroke", stroke),
            ("stroke-width", RenderNumber.format(strokeWidth)),
            ("stroke-dasharray", "6 3"),
        ]
        emit("<rect\(Self.attributes(attributes))/>")
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

    /// A line between two anchors, with a dot at each end.
    mutating func link(
        from: LayoutSnapshot.Point, to: LayoutSnapshot.Point, color: String, width: Double,
        dashed: Bool
    ) {
        segment(from: from, to: to, color: color, width: width, dashed: dashed)
        for point in [from, to] {
            emit(
                "<circle\(Self.attributes([("cx", RenderNumber.format(point.x)), ("cy", RenderNumber.format(point.y)), ("r", "2"), ("fill", color)]))/>"
            )
        }
    }

    /// A dimension line from `from` to `to` (horizontal or vertical), with a short tick
    /// across each end.
    mutating func measure(
        from: LayoutSnapshot.Point, to: LayoutSnapshot.Point, color: String, width: Double,
        dashed: Bool
    ) {
        segment(from: from, to: to, color: color, width: width, dashed: dashed)
        let horizontal = abs(to.x - from.x) >= abs(to.y - from.y)
        for point in [from, to] {
            let tick =
                horizontal
                ? (
                    LayoutSnapshot.Point(x: point.x, y: point.y - 2.5),
                    LayoutSnapshot.Point(x: point.x, y: point.y + 2.5)
                )
                : (
                    LayoutSnapshot.Point(x: point.x - 2.5, y: point.y),
                    LayoutSnapshot.Point(x: point.x + 2.5, y: point.y)
                )
            segment(from: tick.0, to: tick.1, color: color, width: width, dashed: false)
        }
    }

    private mutating func segment(
        from: LayoutSnapshot.Point, to: LayoutSnapshot.Point, color: String, width: Double,
        dashed: Bool
    ) {
        var attributes = [
            ("x1", RenderNumber.format(from.x)), ("y1", RenderNumber.format(from.y)),
            ("x2", RenderNumber.format(to.x)), ("y2", RenderNumber.format(to.y)), ("stroke", color),
            ("stroke-width", RenderNumber.format(width)),
        ]
        // A broken constraint is dashed: the engine no longer enforces it.
        if dashed { attributes.append(("stroke-dasharray", "4 3")) }
        emit("<line\(Self.attributes(attributes))/>")
    }

    /// Text whose baseline starts at `x`, `y`.
    mutating func text(_ text: String, x: Double, y: Double, size: Double, color: String) {
        emit(
            "<text\(Self.attributes([("x", RenderNumber.format(x)), ("y", RenderNumber.format(y)), ("font-size", RenderNumber.format(size)), ("fill", color)]))>\(XMLEscaping.escape(text))</text>"
        )
    }

    /// A label's lines (see ``LabelTextLayout``), each over a plate of the label's own fill
    /// that lets constraint lines passing behind the text show only faintly.
    mutating func textBlock(_ layout: LabelTextLayout, plate fill: String) {
        // Two points short of each end, so that the dot of a line ending at the box's edge
        // stays in full view.
        for line in layout.lines where line.width > 4 {
            var plate = line.glyphBox
            plate.x += 2
            plate.width -= 4
            emit(
                "<rect\(Self.attributes(Self.rectAttributes(plate) + [("class", "text-plate"), ("fill", fill), ("fill-opacity", "0.85")]))/>"
            )
        }
        for line in layout.lines {
            var attributes = [
                ("x", RenderNumber.format(line.x)), ("y", RenderNumber.format(line.baseline)),
                ("font-size", RenderNumber.format(line.fontSize)), ("fill", "#7a7a7a"),
            ]
            if line.width > 0 {
                attributes += [
                    ("textLength", RenderNumber.format(line.width)),
                    ("lengthAdjust", "spacingAndGlyphs"),
                ]
            }
            emit("<text\(Self.attributes(attributes))>\(XMLEscaping.escape(line.text))</text>")
        }
    }

    /// A caption on a translucent white plate, written to exactly its reserved width.
    mutating func caption(_ placement: CaptionPlacer.Placement, color: String) {
        emit(
            "<rect\(Self.attributes(Self.rectAttributes(placement.plate) + [("fill", "#ffffff"), ("fill-opacity", "0.75")]))/>"
        )
        emit(
            "<text\(Self.attributes([("x", RenderNumber.format(placement.origin.x)), ("y", RenderNumber.format(placement.origin.y)), ("font-size", RenderNumber.format(placement.fontSize)), ("fill", color), ("textLength", RenderNumber.format(placement.textWidth)), ("lengthAdjust", "spacing")]))>\(XMLEscaping.escape(placement.label))</text>"
        )
    }

    // MARK: - Legend

    /// One entry of a legend: a swatch drawn in a 12-point square, and its meaning.
    enum Swatch {
        case box(fill: String, stroke: String, strokeWidth: Double, dashed: Bool)
        case band
        case guide(stroke: String)
        case line(color: String, width: Double)
        case measure(color: String)
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
            case .measure(let color):
                measure(
                    from: LayoutSnapshot.Point(x: x + 1, y: y + 6),
                    to: LayoutSnapshot.Point(x: x + 11, y: y + 6), color: color, width: 1.25,
                    dashed: false)
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
