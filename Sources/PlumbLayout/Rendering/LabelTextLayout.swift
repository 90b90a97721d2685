/// Where a picture writes a label's lines: centred in the label's box in a monospaced font
/// whose advance matches the layout font's, each line cut at its end with an ellipsis when
/// the label was compressed below its text, as UIKit's labels truncate their tail.
///
/// Cutting rather than squeezing keeps every line at the font's own advance, so it fits its
/// box in any renderer: librsvg (`rsvg-convert`) ignores `textLength`.
///
/// The same numbers serve the drawing and the caption placement, so that a caption is kept
/// off exactly the area the text covers.
struct LabelTextLayout {
    /// One line of text as drawn.
    struct Line {
        /// The characters.
        var text: String
        /// The left end of the line.
        var x: Double
        /// The baseline.
        var baseline: Double
        /// The drawn length (the SVG `textLength`).
        var width: Double
        /// The font size: 0.83 × the layout font's, so that a monospaced font whose advance is
        /// 0.6 em advances half the layout font's size, as ``LayoutFont`` does.
        var fontSize: Double

        /// The area the glyphs cover: 0.8 × the font size above the baseline to 0.2 × below.
        var glyphBox: LayoutSnapshot.Rect {
            LayoutSnapshot.Rect(
                x: x, y: baseline - 0.8 * fontSize, width: width, height: fontSize)
        }
    }

    /// The lines, first to last.
    let lines: [Line]

    /// The layout of `text` centred in `rect`; no lines for empty text or a zero font size.
    init(_ text: LayoutSnapshot.Text, in rect: LayoutSnapshot.Rect) {
        guard !text.lines.isEmpty, text.pointSize > 0 else {
            lines = []
            return
        }
        var top = rect.midY - Double(text.lines.count) * text.lineHeight / 2
        var lines: [Line] = []
        for line in text.lines {
            let shown = Self.fitted(line, in: rect.width, advance: text.characterAdvance)
            let width = Double(shown.count) * text.characterAdvance
            // The baseline sits 80% of the way down a line, as in the layout font.
            if !shown.isEmpty {
                lines.append(
                    Line(
                        text: shown, x: rect.midX - width / 2,
                        baseline: top + text.lineHeight * 0.8, width: width,
                        fontSize: text.pointSize * 0.83))
            }
            top += text.lineHeight
        }
        self.lines = lines
    }

    /// `line` as it fits `width` at `advance` per character: whole when it fits, else its
    /// first characters and an ellipsis (UIKit's `byTruncatingTail`), or nothing when not
    /// even the ellipsis fits.
    static func fitted(_ line: String, in width: Double, advance: Double) -> String {
        guard advance > 0, Double(line.count) * advance > width + 0.001 else { return line }
        let cells = Int((max(width, 0) / advance + 0.001).rounded(.down))
        guard cells >= 1 else { return "" }
        var kept = String(line.prefix(cells - 1))
        while kept.last == " " { kept.removeLast() }
        return kept + "…"
    }
}
