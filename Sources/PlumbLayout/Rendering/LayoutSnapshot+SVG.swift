extension LayoutSnapshot {
    /// The tree drawn as a standalone SVG document.
    ///
    /// Each view is a labelled box (its identifier, or its type) nested in its superview's
    /// `<g class="view">` group with a `<title>` giving its frame; layout margins are shaded;
    /// guides are dashed; each ``constraintLines`` entry is a line coloured by priority band
    /// (required, high, medium, low). Ambiguous views are filled yellow with a dashed border;
    /// views, guides and constraints in a conflict are outlined in red. The result is always
    /// well-formed XML, whatever the identifiers contain.
    public func svg(options: SVGRenderOptions = SVGRenderOptions()) -> String {
        let padding = options.padding.isFinite ? max(options.padding, 0) : 0
        let bounds = root.frameInRoot
        // The drawing is moved so that the root's origin sits at the padding.
        let dx = padding - bounds.x
        let dy = padding - bounds.y
        let drawingWidth = max(bounds.width, 0) + 2 * padding
        let entries = options.showsLegend ? legendEntries(options) : []
        let legendWidth = max(drawingWidth - 2 * padding, 300)
        var footer = 0.0
        if options.title != nil { footer += 18 }
        if !options.notes.isEmpty { footer += Double(options.notes.count) * 13 + 4 }
        if !entries.isEmpty { footer += SVGWriter.legendHeight(entries, maxWidth: legendWidth) + 4 }
        // Monospaced 10-point text is 6 points per character.
        let notesWidth = Double(options.notes.map(\.count).max() ?? 0) * 6
        var width =
            entries.isEmpty && options.title == nil
            ? drawingWidth : max(drawingWidth, legendWidth + 2 * padding)
        width = max(width, notesWidth + 2 * padding)
        let height = max(bounds.height, 0) + 2 * padding + footer

        var writer = SVGWriter(width: width, height: height, scale: options.scale)
        draw(root, depth: 0, dx: dx, dy: dy, options: options, into: &writer)
        if options.showsConstraints && !constraintLines.isEmpty {
            writer.openGroup([("class", "constraints")])
            for line in constraintLines {
                let color =
                    line.isInConflict
                    ? SVGPalette.conflictStroke : SVGPalette.PriorityBand(line.priority).color
                writer.line(
                    from: Point(x: line.from.x + dx, y: line.from.y + dy),
                    to: Point(x: line.to.x + dx, y: line.to.y + dy),
                    color: color, width: line.isInConflict ? 2.5 : 1.25,
                    title: line.label.isEmpty ? "priority \(line.priority)" : line.label,
                    isBroken: line.isBroken)
            }
            writer.closeGroup()
        }
        var y = max(bounds.height, 0) + 2 * padding
        if let title = options.title {
            writer.text(title, x: padding, y: y + 10, size: 12, color: SVGPalette.text)
            y += 18
        }
        if !options.notes.isEmpty {
            // Notes are aligned with spaces, which SVG collapses unless told to preserve them.
            writer.openGroup([
                ("class", "notes"), ("font-family", "Menlo, Consolas, monospace"),
                ("xml:space", "preserve"),
            ])
            for note in options.notes {
                writer.text(note, x: padding, y: y + 10, size: 10, color: SVGPalette.text)
                y += 13
            }
            y += 4
            writer.closeGroup()
        }
        if !entries.isEmpty {
            writer.legend(entries, origin: Point(x: padding, y: y), maxWidth: legendWidth)
        }
        return writer.document
    }

    private func draw(
        _ item: Item, depth: Int, dx: Double, dy: Double, options: SVGRenderOptions,
        into writer: inout SVGWriter
    ) {
        let rect = item.frameInRoot.offsetBy(dx: dx, dy: dy)
        var attributes = [
            ("class", "view"), ("data-label", item.label), ("data-type", item.typeName),
        ]
        if item.isAmbiguous { attributes.append(("data-ambiguous", "true")) }
        if item.isInConflict { attributes.append(("data-conflict", "true")) }
        writer.openGroup(attributes)
        var title = item.label == item.typeName ? item.typeName : "\(item.label) (\(item.typeName))"
        title +=
            " "
            + [item.frame.x, item.frame.y, item.frame.width, item.frame.height]
            .map(RenderNumber.format).joined(separator: " ")
        if item.isAmbiguous { title += " [ambiguous]" }
        if item.isInConflict { title += " [conflict]" }
        writer.title(title)
        let fill =
            item.isAmbiguous
            ? SVGPalette.ambiguousFill : SVGPalette.viewFills[depth % SVGPalette.viewFills.count]
        let stroke =
            item.isInConflict
            ? SVGPalette.conflictStroke
            : item.isAmbiguous ? SVGPalette.ambiguousStroke : SVGPalette.viewStroke
        writer.box(
            rect, label: item.label, fill: fill, stroke: stroke,
            strokeWidth: item.isInConflict ? 2.5 : 1,
            dashed: item.isAmbiguous, text: item.text)
        if options.showsMargins, let margins = item.margins, !margins.isZero {
            writer.marginBand(rect, insets: margins)
        }
        if options.showsGuides {
            for guide in item.guides where guide.kind != .layoutMargins || !options.showsMargins {
                var guideAttributes = [("class", "guide"), ("data-label", guide.label)]
                if guide.isInConflict { guideAttributes.append(("data-conflict", "true")) }
                writer.openGroup(guideAttributes)
                writer.title(
                    "\(guide.label) (LayoutGuide) "
                        + [guide.frame.x, guide.frame.y, guide.frame.width, guide.frame.height].map(
                            RenderNumber.format
                        ).joined(separator: " "))
                let stroke =
                    guide.isInConflict
                    ? SVGPalette.conflictStroke
                    : guide.kind == .safeArea ? SVGPalette.safeAreaStroke : SVGPalette.guideStroke
                writer.dashedRect(
                    guide.frameInRoot.offsetBy(dx: dx, dy: dy), label: guide.label, stroke: stroke,
                    strokeWidth: guide.isInConflict ? 2 : 1)
                writer.closeGroup()
            }
        }
        for child in item.children {
            draw(child, depth: depth + 1, dx: dx, dy: dy, options: options, into: &writer)
        }
        writer.closeGroup()
    }

    private func legendEntries(_ options: SVGRenderOptions) -> [(SVGWriter.Swatch, String)] {
        var entries: [(SVGWriter.Swatch, String)] = [
            (
                .box(
                    fill: SVGPalette.viewFills[0], stroke: SVGPalette.viewStroke, strokeWidth: 1,
                    dashed: false), "view"
            ),
            (
                .box(
                    fill: SVGPalette.ambiguousFill, stroke: SVGPalette.ambiguousStroke,
                    strokeWidth: 1, dashed: true),
                "ambiguous"
            ),
            (
                .box(
                    fill: SVGPalette.viewFills[0], stroke: SVGPalette.conflictStroke,
                    strokeWidth: 2.5, dashed: false),
                "in a conflict"
            ),
        ]
        if options.showsMargins { entries.append((.band, "layout margins")) }
        if options.showsGuides {
            entries.append((.guide(stroke: SVGPalette.guideStroke), "layout guide"))
            entries.append((.guide(stroke: SVGPalette.safeAreaStroke), "safe area"))
        }
        if options.showsConstraints {
            for band in SVGPalette.PriorityBand.allCases {
                entries.append((.line(color: band.color, width: 1.5), band.legendText))
            }
        }
        return entries
    }
}
