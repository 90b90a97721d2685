extension LayoutSnapshot {
    /// The tree as text, one line per view, indented two spaces per level: stable enough to
    /// check in as a test snapshot.
    ///
    /// Each line reads `identifier (Type) x y width height`, or `Type x y width height` for
    /// a view without an identifier, with the frame relative to the superview and numbers
    /// written by the same rule everywhere (at most two decimals, no trailing zeros, never
    /// `-0`). Guides the app added follow their owning view's line, marked `~`. A trailing
    /// `[ambiguous]` or `[conflict]` flags views that need attention. After the tree, one
    /// `broken:` line names each constraint the engine stopped enforcing (each
    /// ``ConstraintLine`` with ``ConstraintLine/isBroken``), so that exactly those are marked:
    ///
    /// ```text
    /// card (LayoutView) 0 0 375 200
    ///   ~ column (LayoutGuide) 16 16 343 168
    ///   avatar (LayoutView) 16 16 48 48
    ///   name (LayoutLabel) 76 16 120 20.5 [ambiguous]
    /// broken: avatar.width == 60 (ProfileCard.swift:31)
    /// ```
    public var outline: String {
        var lines: [String] = []
        func visit(_ item: Item, depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            var line =
                indent + Self.outlineName(identifier: item.identifier, typeName: item.typeName)
            line += " " + Self.outlineNumbers(item.frame)
            if item.isAmbiguous { line += " [ambiguous]" }
            if item.isInConflict { line += " [conflict]" }
            lines.append(line)
            let childIndent = String(repeating: "  ", count: depth + 1)
            for guide in item.guides where guide.kind == .custom {
                var guideLine = childIndent + "~ "
                guideLine += Self.outlineName(identifier: guide.identifier, typeName: "LayoutGuide")
                guideLine += " " + Self.outlineNumbers(guide.frame)
                if guide.isAmbiguous { guideLine += " [ambiguous]" }
                if guide.isInConflict { guideLine += " [conflict]" }
                lines.append(guideLine)
            }
            for child in item.children { visit(child, depth: depth + 1) }
        }
        visit(root, depth: 0)
        for line in constraintLines where line.isBroken {
            var label = line.label
            if label.hasSuffix(" [broken]") { label.removeLast(" [broken]".count) }
            lines.append(
                "broken: " + label.split(whereSeparator: \.isNewline).joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func outlineName(identifier: String?, typeName: String) -> String {
        guard let identifier, !identifier.isEmpty else { return typeName }
        // A line break inside an identifier would break the one-line-per-view promise.
        let flat = identifier.split(whereSeparator: \.isNewline).joined(separator: " ")
        return "\(flat) (\(typeName))"
    }

    private static func outlineNumbers(_ rect: Rect) -> String {
        [rect.x, rect.y, rect.width, rect.height].map(RenderNumber.format).joined(separator: " ")
    }
}
