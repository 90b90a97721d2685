/// The widths of the font captions are written in (Helvetica, whose metrics Arial, Nimbus
/// Sans and Liberation Sans share), so that a picture can reserve exactly the room a caption
/// takes and write it with that `textLength`, which every SVG renderer honours.
enum CaptionFont {
    /// The family list written on the `<svg>` element.
    static let family = "Helvetica, Arial, sans-serif"

    /// The advance widths of the printable ASCII characters, space (U+0020) to tilde
    /// (U+007E), in thousandths of an em: Helvetica's published font metrics, sixteen to a
    /// row (space to `/`, `0` to `?`, `@` to `O`, `P` to `_`, a backtick to `o`, `p` to `~`).
    private static let asciiWidths: [Int] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
    ]

    /// Any other character is taken as wide as a capital M, so that the room reserved for
    /// it is never too small.
    private static let otherWidth = 833

    /// The width of `text` at `size` points.
    static func width(of text: String, size: Double) -> Double {
        var thousandths = 0
        for scalar in text.unicodeScalars {
            let value = Int(scalar.value)
            thousandths += (32...126).contains(value) ? asciiWidths[value - 32] : otherWidth
        }
        return Double(thousandths) * size / 1000
    }
}
