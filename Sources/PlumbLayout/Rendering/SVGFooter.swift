/// What a picture writes under its drawing: the title, monospaced notes, and a legend.
struct SVGFooter {
    let title: String?
    let notes: [String]
    let legend: [(SVGWriter.Swatch, String)]
    let padding: Double
    /// The width the legend wraps at.
    let legendWidth: Double

    /// A footer for a drawing `drawingWidth` wide (padding included), with `options`'s
    /// title and notes and the given legend (none unless `options` shows one).
    init(
        options: SVGRenderOptions, legend: [(SVGWriter.Swatch, String)], padding: Double,
        drawingWidth: Double
    ) {
        title = options.title
        notes = options.notes
        self.legend = options.showsLegend ? legend : []
        self.padding = padding
        legendWidth = max(drawingWidth - 2 * padding, 300)
    }

    /// The height the footer takes.
    var height: Double {
        var height = 0.0
        if title != nil { height += 18 }
        if !notes.isEmpty { height += Double(notes.count) * 13 + 4 }
        if !legend.isEmpty { height += SVGWriter.legendHeight(legend, maxWidth: legendWidth) + 4 }
        return height
    }

    /// The width the picture needs for the drawing and the footer.
    func pictureWidth(drawingWidth: Double) -> Double {
        var width =
            legend.isEmpty && title == nil
            ? drawingWidth : max(drawingWidth, legendWidth + 2 * padding)
        // Monospaced 10-point text is 6 points per character.
        let notesWidth = Double(notes.map(\.count).max() ?? 0) * 6
        width = max(width, notesWidth + 2 * padding)
        return width
    }

    /// Writes the footer from `top` down.
    func draw(at top: Double, into writer: inout SVGWriter) {
        var y = top
        if let title {
            writer.text(title, x: padding, y: y + 10, size: 12, color: SVGPalette.text)
            y += 18
        }
        if !notes.isEmpty {
            // Notes are aligned with spaces, which SVG collapses unless told to preserve them.
            writer.openGroup([
                ("class", "notes"), ("font-family", "Menlo, Consolas, monospace"),
                ("xml:space", "preserve"),
            ])
            for note in notes {
                writer.text(note, x: padding, y: y + 10, size: 10, color: SVGPalette.text)
                y += 13
            }
            y += 4
            writer.closeGroup()
        }
        if !legend.isEmpty {
            writer.legend(
                legend, origin: LayoutSnapshot.Point(x: padding, y: y), maxWidth: legendWidth)
        }
    }
}
