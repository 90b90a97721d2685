/// Formats coordinates for renderings so that the same layout always prints the same text.
///
/// At most two decimals, trailing zeros dropped, never `-0`: `12`, `12.5`, `0.33`, `-4.25`.
/// Non-finite values print as `nan`, `inf` and `-inf` (an engine bug, but one a snapshot
/// must show rather than hide). Written without Foundation so that rendering needs none.
enum RenderNumber {
    /// The value rounded half away from zero to two decimals, as text.
    static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        // Beyond this magnitude hundredths no longer fit an Int; such numbers are not coordinates.
        guard abs(value) < 1e15 else { return value < 0 ? "-huge" : "huge" }
        let scaled = value * 100
        let hundredths = Int(scaled + (scaled < 0 ? -0.5 : 0.5))
        if hundredths == 0 { return "0" }
        let negative = hundredths < 0
        let magnitude = negative ? -hundredths : hundredths
        let whole = magnitude / 100
        let fraction = magnitude % 100
        var text = negative ? "-" : ""
        text += String(whole)
        if fraction != 0 {
            text += "."
            text += fraction < 10 ? "0" + String(fraction) : String(fraction)
            if text.hasSuffix("0") { text.removeLast() }
        }
        return text
    }
}
