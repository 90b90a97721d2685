extension LayoutSnapshot {
    /// How one view or guide changed between two snapshots.
    public enum Change: String, Sendable, Hashable {
        /// In both, with the same type, frame (to a hundredth of a point) and flags.
        case unchanged
        /// In both, with a different frame, type or flag.
        case changed
        /// Only in the new snapshot.
        case added
        /// Only in the expected one.
        case removed
    }

    /// Each view and guide of this snapshot and of `expected`, and how it changed.
    ///
    /// Views are matched by their path from the root: the labels of the views above them and
    /// their own (``Item/label``), counting repeats among siblings, so that two unnamed
    /// `LayoutView`s under one parent are told apart by their order. Guides are matched the
    /// same way under their owners. The result lists this snapshot's items in tree order,
    /// then those only in `expected`.
    public func changes(from expected: LayoutSnapshot) -> [(label: String, change: Change)] {
        differences(from: expected).map { ($0.label, $0.change) }
    }

    /// A picture of how this layout differs from `expected`: the views that kept their frames
    /// in grey, the expected frames of those that moved, resized or went in dashed red, and
    /// the new frames of those that moved, resized or came in green, each named (with
    /// `(added)` or `(removed)` for a view in only one of them).
    ///
    /// Meant for a failing snapshot test: it shows at a glance which views moved and where
    /// to. `options` sets the padding, scale, title, notes and legend; the other layers do
    /// not apply.
    public func differenceSVG(
        from expected: LayoutSnapshot, options: SVGRenderOptions = SVGRenderOptions()
    ) -> String {
        let padding = options.padding.isFinite ? max(options.padding, 0) : 0
        let bounds = Self.union(root.frameInRoot, expected.root.frameInRoot)
        let dx = padding - bounds.x
        let dy = padding - bounds.y
        let drawingWidth = max(bounds.width, 0) + 2 * padding
        let drawingHeight = max(bounds.height, 0) + 2 * padding
        let legend: [(SVGWriter.Swatch, String)] = [
            (
                .box(
                    fill: Self.unchangedFill, stroke: Self.unchangedStroke, strokeWidth: 1,
                    dashed: false), "unchanged"
            ),
            (
                .box(fill: "none", stroke: Self.expectedStroke, strokeWidth: 1.5, dashed: true),
                "expected (recorded)"
            ),
            (
                .box(fill: "none", stroke: Self.actualStroke, strokeWidth: 1.5, dashed: false),
                "actual (now)"
            ),
        ]
        let footer = SVGFooter(
            options: options, legend: legend, padding: padding, drawingWidth: drawingWidth)
        let width = footer.pictureWidth(drawingWidth: drawingWidth)
        var writer = SVGWriter(
            width: width, height: drawingHeight + footer.height, scale: options.scale)

        let differences = differences(from: expected)
        // Unchanged items underneath, then where the others were, then where they are.
        writer.openGroup([("class", "differences")])
        for difference in differences where difference.change == .unchanged {
            guard let rect = difference.actual?.offsetBy(dx: dx, dy: dy) else { continue }
            writer.openGroup(Self.attributes(of: difference))
            writer.title("\(difference.label): unchanged")
            if difference.isGuide {
                writer.dashedRect(rect, stroke: Self.unchangedStroke, strokeWidth: 1)
            } else {
                writer.box(
                    rect, fill: Self.unchangedFill, stroke: Self.unchangedStroke, strokeWidth: 1,
                    dashed: false)
            }
            writer.closeGroup()
        }
        for difference in differences where difference.change != .unchanged {
            writer.openGroup(Self.attributes(of: difference))
            writer.title(difference.summary)
            if let rect = difference.expected?.offsetBy(dx: dx, dy: dy) {
                writer.box(
                    rect, fill: "none", stroke: Self.expectedStroke, strokeWidth: 1.5, dashed: true)
            }
            if let rect = difference.actual?.offsetBy(dx: dx, dy: dy) {
                writer.box(
                    rect, fill: "none", stroke: Self.actualStroke, strokeWidth: 1.5, dashed: false)
            }
            writer.closeGroup()
        }
        writer.closeGroup()

        // Names: those that changed first, so that they get the best spots.
        var placer = CaptionPlacer(
            canvas: Rect(x: 0, y: 0, width: width, height: drawingHeight), text: [])
        writer.openGroup([("class", "captions")])
        let ordered =
            differences.filter { $0.change != .unchanged }
            + differences.filter { $0.change == .unchanged }
        for difference in ordered {
            guard let rect = (difference.actual ?? difference.expected)?.offsetBy(dx: dx, dy: dy)
            else { continue }
            let subject: CaptionPlacer.Subject = difference.isGuide ? .guide : .view
            let color: String
            switch difference.change {
            case .unchanged: color = Self.unchangedText
            case .changed, .added: color = Self.actualStroke
            case .removed: color = Self.expectedStroke
            }
            let caption: String
            switch difference.change {
            case .added: caption = "\(difference.label) (added)"
            case .removed: caption = "\(difference.label) (removed)"
            case .changed, .unchanged: caption = difference.label
            }
            if let placement = placer.place(caption, for: rect, subject: subject, size: 9) {
                writer.openGroup([("class", "caption"), ("data-label", difference.label)])
                writer.caption(placement, color: color)
                writer.closeGroup()
            }
        }
        writer.closeGroup()
        footer.draw(at: drawingHeight, into: &writer)
        return writer.document
    }

    // MARK: - Matching

    /// One view or guide of either snapshot.
    private struct Difference {
        var key: String
        var label: String
        var isGuide: Bool
        var expected: Rect?
        var actual: Rect?
        var change: Change
        var expectedText: String?
        var actualText: String?

        /// What hovering it shows: the label and its frame before and after.
        var summary: String {
            switch change {
            case .unchanged: return "\(label): unchanged"
            case .added: return "\(label): added, \(actualText ?? "")"
            case .removed: return "\(label): removed, was \(expectedText ?? "")"
            case .changed:
                return "\(label): was \(expectedText ?? ""), now \(actualText ?? "")"
            }
        }
    }

    /// A flattened view or guide: its path key, label, frame in the root and what the outline
    /// says of it (type, frame relative to its superview, flags).
    private struct Flat {
        var key: String
        var label: String
        var isGuide: Bool
        var frameInRoot: Rect
        var outlineText: String
    }

    private func differences(from expected: LayoutSnapshot) -> [Difference] {
        let now = Self.flatten(self)
        let before = Self.flatten(expected)
        let beforeByKey = Dictionary(before.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        let nowKeys = Set(now.map(\.key))
        var result: [Difference] = []
        for item in now {
            guard let old = beforeByKey[item.key] else {
                result.append(
                    Difference(
                        key: item.key, label: item.label, isGuide: item.isGuide, expected: nil,
                        actual: item.frameInRoot, change: .added, actualText: item.outlineText))
                continue
            }
            let same =
                old.outlineText == item.outlineText
                && Self.sameRect(old.frameInRoot, item.frameInRoot)
            result.append(
                Difference(
                    key: item.key, label: item.label, isGuide: item.isGuide,
                    expected: old.frameInRoot, actual: item.frameInRoot,
                    change: same ? .unchanged : .changed, expectedText: old.outlineText,
                    actualText: item.outlineText))
        }
        for old in before where !nowKeys.contains(old.key) {
            result.append(
                Difference(
                    key: old.key, label: old.label, isGuide: old.isGuide,
                    expected: old.frameInRoot, actual: nil, change: .removed,
                    expectedText: old.outlineText))
        }
        return result
    }

    private static func flatten(_ snapshot: LayoutSnapshot) -> [Flat] {
        var result: [Flat] = []
        func numbers(_ rect: Rect) -> String {
            [rect.x, rect.y, rect.width, rect.height].map(RenderNumber.format)
                .joined(separator: " ")
        }
        func visit(_ item: Item, key: String) {
            var text = "\(item.typeName) \(numbers(item.frame))"
            if item.isAmbiguous { text += " [ambiguous]" }
            if item.isInConflict { text += " [conflict]" }
            result.append(
                Flat(
                    key: key, label: item.label, isGuide: false, frameInRoot: item.frameInRoot,
                    outlineText: text))
            var seen: [String: Int] = [:]
            for guide in item.guides where guide.kind == .custom {
                let count = seen["~" + guide.label, default: 0]
                seen["~" + guide.label] = count + 1
                var text = "LayoutGuide \(numbers(guide.frame))"
                if guide.isAmbiguous { text += " [ambiguous]" }
                if guide.isInConflict { text += " [conflict]" }
                result.append(
                    Flat(
                        key: "\(key)/~\(guide.label)#\(count)", label: guide.label, isGuide: true,
                        frameInRoot: guide.frameInRoot, outlineText: text))
            }
            for child in item.children {
                let count = seen[child.label, default: 0]
                seen[child.label] = count + 1
                visit(child, key: "\(key)/\(child.label)#\(count)")
            }
        }
        visit(snapshot.root, key: snapshot.root.label)
        return result
    }

    private static func sameRect(_ a: Rect, _ b: Rect) -> Bool {
        RenderNumber.format(a.x) == RenderNumber.format(b.x)
            && RenderNumber.format(a.y) == RenderNumber.format(b.y)
            && RenderNumber.format(a.width) == RenderNumber.format(b.width)
            && RenderNumber.format(a.height) == RenderNumber.format(b.height)
    }

    private static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.x, b.x)
        let minY = min(a.y, b.y)
        let maxX = max(a.maxX, b.maxX)
        let maxY = max(a.maxY, b.maxY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private static func attributes(of difference: Difference) -> [(String, String)] {
        [
            ("class", "difference"), ("data-label", difference.label),
            ("data-change", difference.change.rawValue),
        ]
    }

    private static let unchangedFill = "#f4f4f4"
    private static let unchangedStroke = "#b0b0b0"
    private static let unchangedText = "#6a6a6a"
    private static let expectedStroke = SVGPalette.conflictStroke
    private static let actualStroke = "#2a9d3a"
}
