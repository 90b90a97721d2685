/// Coefficients whose magnitude is below this are dropped as zero (kiwi's threshold).
let nearZeroThreshold = 1e-8

/// True when `value` is within `nearZeroThreshold` of zero.
@inline(__always)
func isNearZero(_ value: Double) -> Bool {
    value < nearZeroThreshold && value > -nearZeroThreshold
}

/// One entry of a row: a symbol id and its coefficient.
struct Cell {
    var symbol: Int32
    var coefficient: Double

    init(_ symbol: Int32, _ coefficient: Double) {
        self.symbol = symbol
        self.coefficient = coefficient
    }
}

/// A row of the tableau: `basic = constant + Σ coefficient · symbol`.
///
/// Cells are sorted by symbol id and never hold a near-zero coefficient. Layout rows are
/// short (2–10 cells), so a sorted contiguous array beats any hash map, and merging two rows
/// is one linear walk.
struct Row {
    var constant: Double
    var cells: [Cell]

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    /// The index of `symbol` in `cells`, or nil.
    func index(of symbol: Int32) -> Int? {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let s = cells[mid].symbol
            if s == symbol { return mid }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    /// The coefficient of `symbol` (0 when absent).
    func coefficient(of symbol: Int32) -> Double {
        index(of: symbol).map { cells[$0].coefficient } ?? 0
    }

    /// Removes `symbol`'s cell if present.
    mutating func remove(_ symbol: Int32) {
        if let i = index(of: symbol) { cells.remove(at: i) }
    }

    /// Negates the constant and every coefficient.
    mutating func negate() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Rewrites `0 = constant + Σ cells` as `symbol = …`: removes `symbol`'s cell and divides
    /// the rest by minus its coefficient. `symbol` must be present.
    mutating func solve(for symbol: Int32) {
        let i = index(of: symbol)!
        let factor = -1 / cells[i].coefficient
        cells.remove(at: i)
        scale(by: factor)
    }

    /// Rewrites `basic = constant + Σ cells` as `entering = …` (basic moves into the cells).
    /// The cell count does not change, so the buffer is reused as it is (no growth).
    mutating func solve(basic: Int32, for entering: Int32) {
        let i = index(of: entering)!
        let factor = -1 / cells[i].coefficient
        cells.remove(at: i)
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            if cells[mid].symbol < basic { low = mid + 1 } else { high = mid }
        }
        cells.insert(Cell(basic, -1), at: low)
        scale(by: factor)
    }

    /// Multiplies the constant and every coefficient by `factor`.
    private mutating func scale(by factor: Double) {
        constant *= factor
        // Scaling can take a coefficient below the threshold: drop it like any other residue,
        // or it could later be chosen as a pivot element.
        var kept = 0
        for j in cells.indices {
            let value = cells[j].coefficient * factor
            if !isNearZero(value) {
                cells[kept] = Cell(cells[j].symbol, value)
                kept += 1
            }
        }
        cells.removeLast(cells.count - kept)
    }

    /// Stores `source` in `cells` without doubling slack: in the current buffer when it holds
    /// `source` with at most half again to spare (a row that shrank keeps its buffer), else
    /// in a new buffer of exactly `source.count` cells. Rows are the bulk of the solver's
    /// memory, and a row that grows does so by more than any small headroom would cover.
    static func store(_ source: [Cell], in cells: inout [Cell]) {
        let count = source.count
        let capacity = cells.capacity
        if capacity >= count && capacity <= count + (count >> 1) + 2 {
            if cells.count > count {
                cells.removeLast(cells.count - count)
            } else if cells.count < count {
                cells.append(contentsOf: repeatElement(Cell(0, 0), count: count - cells.count))
            }
            if count > 0 {
                cells.withUnsafeMutableBufferPointer { to in
                    source.withUnsafeBufferPointer { from in
                        to.baseAddress!.update(from: from.baseAddress!, count: count)
                    }
                }
            }
        } else {
            cells = exactCopy(source)
        }
    }

    /// A copy of `source` whose capacity is its count.
    static func exactCopy(_ source: [Cell]) -> [Cell] {
        var copy: [Cell] = []
        copy.reserveCapacity(source.count)
        copy.append(contentsOf: source)
        return copy
    }

    /// Drops spare capacity beyond a few cells (see `store(_:in:)`).
    mutating func trimCapacity() {
        let count = cells.count
        if cells.capacity > count + (count >> 3) + 1 { cells = Row.exactCopy(cells) }
    }

    /// `old` without `removing`, plus `scale · source`, near-zero results dropped. Symbols of
    /// `source` that were not in `old` are appended to `added`.
    static func merge(
        _ old: [Cell], removing: Int32, _ source: [Cell], scale: Double, added: inout [Int32]
    ) -> [Cell] {
        var out: [Cell] = []
        merge(old, removing: removing, source, scale: scale, into: &out, added: &added)
        return out
    }

    /// `merge(_:removing:_:scale:added:)` written into `out` (emptied first, its buffer kept
    /// and grown by doubling), so a caller can reuse one scratch buffer for every row.
    static func merge(
        _ old: [Cell], removing: Int32, _ source: [Cell], scale: Double,
        into out: inout [Cell], added: inout [Int32]
    ) {
        out.removeAll(keepingCapacity: true)
        let needed = old.count + source.count
        if out.capacity < needed { out.reserveCapacity(Swift.max(needed, 2 * out.capacity)) }
        var i = 0
        var j = 0
        let n = old.count
        let m = source.count
        while i < n || j < m {
            let a = i < n ? old[i].symbol : Int32.max
            let b = j < m ? source[j].symbol : Int32.max
            if a == removing {
                i += 1
            } else if a < b {
                out.append(old[i])
                i += 1
            } else if b < a {
                let value = source[j].coefficient * scale
                if !isNearZero(value) {
                    out.append(Cell(b, value))
                    added.append(b)
                }
                j += 1
            } else {
                let value = old[i].coefficient + source[j].coefficient * scale
                if !isNearZero(value) { out.append(Cell(a, value)) }
                i += 1
                j += 1
            }
        }
    }
}
