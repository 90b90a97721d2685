/// The room a caption takes: for each character, the wider of its advance in Helvetica
/// (whose metrics Arial, Nimbus Sans and Liberation Sans share) and in DejaVu Sans (what
/// fontconfig substitutes for Helvetica on a Linux machine that has neither). A picture
/// reserves that room and writes the caption with that `textLength`: renderers that honour
/// `textLength` (browsers) spread the text over it, and one that ignores it (librsvg, that
/// is `rsvg-convert`) draws the text at its own width, which then still fits the room.
enum CaptionFont {
    /// The family list written on the `<svg>` element.
    static let family = "Helvetica, Arial, sans-serif"

    /// Helvetica's advance widths of the printable ASCII characters, space (U+0020) to tilde
    /// (U+007E), in thousandths of an em (its published font metrics), sixteen to a row
    /// (space to `/`, `0` to `?`, `@` to `O`, `P` to `_`, a backtick to `o`, `p` to `~`).
    private static let helveticaWidths: [Int] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
    ]

    /// DejaVu Sans's advance widths of the same characters, in thousandths of an em (read
    /// from DejaVuSans.ttf's `hmtx` table, 2048 units to the em, rounded).
    private static let dejaVuWidths: [Int] = [
        318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337,
        636, 636, 636, 636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838, 531,
        1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787,
        603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390, 838, 500,
        500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612,
        635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337, 636, 838,
    ]

    /// Any other character is given a full em, so that the room reserved for it is never too
    /// small.
    private static let otherWidth = 1000

    /// The room `text` takes at `size` points.
    static func width(of text: String, size: Double) -> Double {
        var thousandths = 0
        for scalar in text.unicodeScalars {
            let value = Int(scalar.value)
            thousandths +=
                (32...126).contains(value)
                ? max(helveticaWidths[value - 32], dejaVuWidths[value - 32]) : otherWidth
        }
        return Double(thousandths) * size / 1000
    }
}
