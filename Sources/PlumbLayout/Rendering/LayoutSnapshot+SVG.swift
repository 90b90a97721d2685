extension LayoutSnapshot {
    /// The tree drawn as a standalone SVG document.
    ///
    /// Each view is a box nested in its superview's `<g class="view">` group with a `<title>`
    /// giving its frame; layout margins are shaded; guides are dashed. Each ``constraintLines``
    /// entry is coloured by priority band (required, high, medium, low): a link between two
    /// anchors runs through the gap between its items rather than across them, and a width
    /// or height is a measure along the dimension it fixes. Labels' text is drawn above the
    /// lines, on a plate that lets a line behind it show only faintly, and cut with an
    /// ellipsis where the label was compressed below its text. Each view and guide is named
    /// by a caption placed where it covers no text and no other caption and, where there is
    /// such a spot, no constraint line (inside its box when there is room, else beside it;
    /// left out when nowhere is free, the tooltip still naming it). Ambiguous views are filled yellow with a dashed border; views,
    /// guides and constraints in a conflict are outlined in red. The result is always
    /// well-formed XML, whatever the identifiers contain.
    public func svg(options: SVGRenderOptions = SVGRenderOptions()) -> String {
        let padding = options.padding.isFinite ? max(options.padding, 0) : 0
        let bounds = root.frameInRoot
        // The drawing is moved so that the root's origin sits at the padding.
        let dx = padding - bounds.x
        let dy = padding - bounds.y
        let drawingWidth = max(bounds.width, 0) + 2 * padding
        let drawingHeight = max(bounds.height, 0) + 2 * padding
        let footer = SVGFooter(
            options: options, legend: options.showsLegend ? legendEntries(options) : [],
            padding: padding, drawingWidth: drawingWidth)
        let width = footer.pictureWidth(drawingWidth: drawingWidth)
        let height = drawingHeight + footer.height

        let drawn = DrawnItem.items(of: root, dx: dx, dy: dy)
        var writer = SVGWriter(width: width, height: height, scale: options.scale)
        draw(root, depth: 0, dx: dx, dy: dy, options: options, into: &writer)
        if options.showsConstraints && !constraintLines.isEmpty {
            drawConstraints(dx: dx, dy: dy, into: &writer)
        }
        let text = drawn.compactMap { item in item.text.map { (item, $0) } }
        if !text.isEmpty {
            writer.openGroup([("class", "labels")])
            for (item, layout) in text {
                writer.openGroup([
                    ("class", "text"), ("data-label", item.item.label),
                    ("font-family", "Menlo, Consolas, monospace"), ("xml:space", "preserve"),
                ])
                writer.textBlock(layout, plate: item.fill)
                writer.closeGroup()
            }
            writer.closeGroup()
        }
        drawCaptions(
            drawn, canvas: Rect(x: 0, y: 0, width: width, height: drawingHeight), dx: dx,
            dy: dy, options: options, into: &writer)

        footer.draw(at: drawingHeight, into: &writer)
        return writer.document
    }

    /// The boxes, margins and guides of `item` and its subtree, nested as the views are.
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
        let stroke =
            item.isInConflict
            ? SVGPalette.conflictStroke
            : item.isAmbiguous ? SVGPalette.ambiguousStroke : SVGPalette.viewStroke
        writer.box(
            rect, fill: DrawnItem.fill(of: item, depth: depth), stroke: stroke,
            strokeWidth: item.isInConflict ? 2.5 : 1, dashed: item.isAmbiguous)
        if options.showsMargins, let margins = item.margins, !margins.isZero {
            writer.marginBand(rect, insets: margins)
        }
        if options.showsGuides {
            for guide in item.guides where Self.draws(guide, options) {
                var guideAttributes = [("class", "guide"), ("data-label", guide.label)]
                if guide.isInConflict { guideAttributes.append(("data-conflict", "true")) }
                writer.openGroup(guideAttributes)
                writer.title(
                    "\(guide.label) (LayoutGuide) "
                        + [guide.frame.x, guide.frame.y, guide.frame.width, guide.frame.height].map(
                            RenderNumber.format
                        ).joined(separator: " "))
                writer.dashedRect(
                    guide.frameInRoot.offsetBy(dx: dx, dy: dy), stroke: Self.stroke(of: guide),
                    strokeWidth: guide.isInConflict ? 2 : 1)
                writer.closeGroup()
            }
        }
        for child in item.children {
            draw(child, depth: depth + 1, dx: dx, dy: dy, options: options, into: &writer)
        }
        writer.closeGroup()
    }

    /// Whether the picture draws `guide`: every guide, except the margins guide where the
    /// margins are already shaded.
    private static func draws(_ guide: Guide, _ options: SVGRenderOptions) -> Bool {
        options.showsGuides && (guide.kind != .layoutMargins || !options.showsMargins)
    }

    private static func stroke(of guide: Guide) -> String {
        guide.isInConflict
            ? SVGPalette.conflictStroke
            : guide.kind == .safeArea ? SVGPalette.safeAreaStroke : SVGPalette.guideStroke
    }

    /// Every constraint line: a link between anchors or a measure along a dimension.
    private func drawConstraints(dx: Double, dy: Double, into writer: inout SVGWriter) {
        writer.openGroup([("class", "constraints")])
        for line in constraintLines {
            let color =
                line.isInConflict
                ? SVGPalette.conflictStroke : SVGPalette.PriorityBand(line.priority).color
            let width = line.isInConflict ? 2.5 : 1.25
            var attributes = [("class", "constraint")]
            if line.style == .measure { attributes.append(("data-style", "measure")) }
            if line.isBroken { attributes.append(("data-broken", "true")) }
            writer.openGroup(attributes)
            writer.title(line.label.isEmpty ? "priority \(line.priority)" : line.label)
            let from = Point(x: line.from.x + dx, y: line.from.y + dy)
            let to = Point(x: line.to.x + dx, y: line.to.y + dy)
            switch line.style {
            case .link:
                writer.link(from: from, to: to, color: color, width: width, dashed: line.isBroken)
            case .measure:
                writer.measure(
                    from: from, to: to, color: color, width: width, dashed: line.isBroken)
                if let other = line.secondMeasure {
                    writer.measure(
                        from: Point(x: other.from.x + dx, y: other.from.y + dy),
                        to: Point(x: other.to.x + dx, y: other.to.y + dy), color: color,
                        width: width, dashed: line.isBroken)
                }
            }
            writer.closeGroup()
        }
        writer.closeGroup()
    }

    /// The names of the views and guides, placed by a ``CaptionPlacer`` in tree order
    /// (a view's name, then its guides', then its subviews').
    private func drawCaptions(
        _ drawn: [DrawnItem], canvas: Rect, dx: Double, dy: Double, options: SVGRenderOptions,
        into writer: inout SVGWriter
    ) {
        var placer = CaptionPlacer(
            canvas: canvas, text: drawn.flatMap { $0.text?.lines.map(\.glyphBox) ?? [] },
            lines: options.showsConstraints ? constraintSegments(dx: dx, dy: dy) : [])
        writer.openGroup([("class", "captions")])
        for item in drawn {
            let subject: CaptionPlacer.Subject = item.text == nil ? .view : .textView
            let size = item.text == nil ? 10.0 : 8.0
            if let placement = placer.place(
                item.item.label, for: item.rect, subject: subject, size: size)
            {
                writer.openGroup([("class", "caption"), ("data-label", item.item.label)])
                writer.caption(placement, color: SVGPalette.text)
                writer.closeGroup()
            }
            for guide in item.item.guides where Self.draws(guide, options) {
                let rect = guide.frameInRoot.offsetBy(dx: item.offset.x, dy: item.offset.y)
                if let placement = placer.place(guide.label, for: rect, subject: .guide, size: 9) {
                    writer.openGroup([("class", "caption"), ("data-label", guide.label)])
                    writer.caption(placement, color: Self.stroke(of: guide))
                    writer.closeGroup()
                }
            }
        }
        writer.closeGroup()
    }

    /// The segments ``drawConstraints(dx:dy:into:)`` draws, end ticks of measures included,
    /// in the picture's coordinates.
    private func constraintSegments(dx: Double, dy: Double) -> [(Point, Point)] {
        var segments: [(Point, Point)] = []
        for line in constraintLines {
            var parts = [(line.from, line.to)]
            if line.style == .measure, let other = line.secondMeasure {
                parts.append((other.from, other.to))
            }
            for (from, to) in parts {
                let a = Point(x: from.x + dx, y: from.y + dy)
                let b = Point(x: to.x + dx, y: to.y + dy)
                segments.append((a, b))
                guard line.style == .measure else { continue }
                let horizontal = abs(b.x - a.x) >= abs(b.y - a.y)
                for end in [a, b] {
                    segments.append(
                        horizontal
                            ? (Point(x: end.x, y: end.y - 2.5), Point(x: end.x, y: end.y + 2.5))
                            : (Point(x: end.x - 2.5, y: end.y), Point(x: end.x + 2.5, y: end.y)))
                }
            }
        }
        return segments
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
            entries.append((.measure(color: SVGPalette.viewStroke), "width or height"))
        }
        return entries
    }
}

/// A view as the picture draws it: where, in which fill, and its text laid out.
private struct DrawnItem {
    let item: LayoutSnapshot.Item
    /// The box in the picture's coordinates.
    let rect: LayoutSnapshot.Rect
    /// The box's fill.
    let fill: String
    /// The label's lines as drawn, for a view with text.
    let text: LabelTextLayout?
    /// What to add to a frame in the root's coordinates to draw it.
    let offset: LayoutSnapshot.Point

    /// The fill of `item` at `depth`: yellow when ambiguous, else a tint by depth, so that
    /// nested boxes stay distinguishable.
    static func fill(of item: LayoutSnapshot.Item, depth: Int) -> String {
        item.isAmbiguous
            ? SVGPalette.ambiguousFill : SVGPalette.viewFills[depth % SVGPalette.viewFills.count]
    }

    /// Every item of the tree under `root`, parents first, moved by `dx`, `dy`.
    static func items(of root: LayoutSnapshot.Item, dx: Double, dy: Double) -> [DrawnItem] {
        var result: [DrawnItem] = []
        func visit(_ item: LayoutSnapshot.Item, depth: Int) {
            let rect = item.frameInRoot.offsetBy(dx: dx, dy: dy)
            result.append(
                DrawnItem(
                    item: item, rect: rect, fill: fill(of: item, depth: depth),
                    text: item.text.map { LabelTextLayout($0, in: rect) },
                    offset: LayoutSnapshot.Point(x: dx, y: dy)))
            for child in item.children { visit(child, depth: depth + 1) }
        }
        visit(root, depth: 0)
        return result
    }
}
