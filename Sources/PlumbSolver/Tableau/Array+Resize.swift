extension Array {
    /// Sets `count` to `newCount`: removes the last elements, or appends copies of `filler`.
    /// Up to `Array.stepwiseResizeLimit` elements go one at a time, which costs less than the
    /// generic range replacement of `removeLast(_:)` and `append(contentsOf:)` (about a
    /// hundred instructions a call): rows and occurrence lists change by a few at a time.
    /// The capacity is kept.
    @inline(__always)
    mutating func resize(to newCount: Int, filling filler: Element) {
        let change = newCount - count
        if change < 0 {
            if change >= -Self.stepwiseResizeLimit {
                for _ in 0 ..< -change { removeLast() }
            } else {
                removeLast(-change)
            }
        } else if change > 0 {
            if change <= Self.stepwiseResizeLimit {
                for _ in 0..<change { append(filler) }
            } else {
                append(contentsOf: repeatElement(filler, count: change))
            }
        }
    }

    /// See `resize(to:filling:)`.
    static var stepwiseResizeLimit: Int { 8 }
}
