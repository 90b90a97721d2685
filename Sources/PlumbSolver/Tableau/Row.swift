/// One entry of a row: a symbol id and its coefficient.
///
/// 12 bytes with 4-byte alignment (the coefficient's bits are kept as two 32-bit halves),
/// not the 16 that an `Int32` next to a `Double` would take: cells are most of the
/// solver's memory.
struct Cell {
    var symbol: Int32
    private var low: UInt32
    private var high: UInt32

    init(_ symbol: Int32, _ coefficient: Double) {
        self.symbol = symbol
        let bits = coefficient.bitPattern
        low = UInt32(truncatingIfNeeded: bits)
        high = UInt32(truncatingIfNeeded: bits >> 32)
    }

    var coefficient: Double {
        @inline(__always) get { Double(bitPattern: UInt64(high) << 32 | UInt64(low)) }
        @inline(__always) set {
            let bits = newValue.bitPattern
            low = UInt32(truncatingIfNeeded: bits)
            high = UInt32(truncatingIfNeeded: bits >> 32)
        }
    }
}

/// A row of the tableau: `basic = constant + Σ coefficient · symbol`.
///
/// Cells are sorted by symbol id and never hold a zero coefficient (sums that cancel to
/// residue are zero: see `cancellingSum(_:_:)`). Layout rows are
/// short (2–10 cells), so a sorted contiguous array beats any hash map, and merging two rows
/// is one linear walk.
struct Row {
    var constant: Double
    var cells: [Cell]

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    /// The largest magnitude among the row's coefficients (0 for an empty row). O(the row).
    var largestCoefficient: Double {
        var largest = 0.0
        for cell in cells { largest = Swift.max(largest, cell.coefficient.magnitude) }
        return largest
    }

    /// The index of `symbol` in `cells`, or nil.
    @inline(__always)
    func index(of symbol: Int32) -> Int? {
        // Through a raw buffer: every listing of a symbol's mentions searches its rows, and a
        // bounds check per step was a third of the search.
        cells.withUnsafeBufferPointer { buffer in
            var low = 0
            var high = buffer.count
            while low < high {
                let mid = (low + high) >> 1
                let s = buffer[mid].symbol
                if s == symbol { return mid }
                if s < symbol { low = mid + 1 } else { high = mid }
            }
            return nil
        }
    }

    /// The coefficient of `symbol` (0 when absent).
    func coefficient(of symbol: Int32) -> Double {
        index(of: symbol).map { cells[$0].coefficient } ?? 0
    }

    /// Sorts `cells` by symbol and sums the cells of each repeated symbol, dropping zeros and
    /// sums that cancel to residue: the form every row keeps (the write index never passes the
    /// read index, so it works in place).
    static func combineSorted(_ cells: inout [Cell]) {
        // Often sorted already, with no symbol repeated (a basic external's row, then the
        // new markers): then only zeros go, as the sums below would drop them.
        var sorted = true
        var zeros = false
        cells.withUnsafeBufferPointer { buffer in
            var k = 1
            while k < buffer.count {
                if buffer[k - 1].symbol >= buffer[k].symbol {
                    sorted = false
                    return
                }
                k += 1
            }
            for cell in buffer where cell.coefficient == 0 { zeros = true }
        }
        if sorted {
            if zeros { cells.removeAll { $0.coefficient == 0 } }
            return
        }
        cells.sort { $0.symbol < $1.symbol }
        var kept = 0
        var k = 0
        let count = cells.count
        while k < count {
            var sum = CancellingSum(cells[k].coefficient)
            let s = cells[k].symbol
            k += 1
            while k < count && cells[k].symbol == s {
                sum.add(cells[k].coefficient)
                k += 1
            }
            if sum.value != 0 {
                cells[kept] = Cell(s, sum.value)
                kept += 1
            }
        }
        cells.removeLast(count - kept)
    }

    /// Sets `symbol`'s coefficient to `coefficient` (not 0), adding its cell if absent.
    /// Returns whether the cell was added.
    @discardableResult
    mutating func setCoefficient(_ coefficient: Double, of symbol: Int32) -> Bool {
        if let i = index(of: symbol) {
            cells[i].coefficient = coefficient
            return false
        }
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            if cells[mid].symbol < symbol { low = mid + 1 } else { high = mid }
        }
        cells.insert(Cell(symbol, coefficient), at: low)
        return true
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
        // A product of real numbers is real; only one that underflows to 0 is dropped.
        var kept = 0
        for j in cells.indices {
            let value = cells[j].coefficient * factor
            if value != 0 {
                cells[kept] = Cell(cells[j].symbol, value)
                kept += 1
            }
        }
        cells.removeLast(cells.count - kept)
    }

    /// Stores `source` in `cells` without doubling slack: in the current buffer when it holds
    /// `source` with at most half again (and `Row.headroom` cells) to spare (a row that
    /// shrank keeps its buffer), else in a new buffer of `source.count` cells and
    /// `Row.headroom` more. Rows are the bulk of the solver's memory, so a growing row gets
    /// a few cells to spare, not a share of its length: a pivot often adds a cell or two to
    /// a row, and four spare cells saved GRID-100's build 3% of its instructions (a
    /// reallocation each) for 2.5% more heap, where a share of an eighth saved 1% for 3%.
    static func store(_ source: UnsafeBufferPointer<Cell>, in cells: inout [Cell]) {
        let count = source.count
        let capacity = cells.capacity
        if capacity >= count && capacity <= count + (count >> 1) + 2 + Row.headroom {
            cells.resize(to: count, filling: Cell(0, 0))
            if count > 0 {
                cells.withUnsafeMutableBufferPointer { to in
                    to.baseAddress!.update(from: source.baseAddress!, count: count)
                }
            }
        } else {
            var copy: [Cell] = []
            copy.reserveCapacity(count + Row.headroom)
            copy.append(contentsOf: source)
            cells = copy
        }
    }

    /// A copy of `source` whose capacity is its count.
    static func exactCopy(_ source: [Cell]) -> [Cell] {
        var copy: [Cell] = []
        copy.reserveCapacity(source.count)
        copy.append(contentsOf: source)
        return copy
    }

    /// The spare cells a row gets when it grows (see `store(_:in:)`).
    static var headroom: Int { 4 }

    /// Drops spare capacity beyond an eighth and `Row.headroom` cells (see `store(_:in:)`).
    mutating func trimCapacity() {
        let count = cells.count
        if cells.capacity > count + (count >> 3) + 2 + Row.headroom {
            cells = Row.exactCopy(cells)
        }
    }

    /// `old` without `removing`, plus `scale · source`, zeros and sums that cancel to residue
    /// dropped (see `merge(_:removing:_:scale:into:added:)`).
    static func merge(_ old: [Cell], removing: Int32, _ source: [Cell], scale: Double) -> [Cell] {
        let capacity = old.count + source.count
        var added = [Int32](repeating: 0, count: source.count)
        return [Cell](unsafeUninitializedCapacity: capacity) { out, initialized in
            initialized = old.withUnsafeBufferPointer { p in
                source.withUnsafeBufferPointer { q in
                    added.withUnsafeMutableBufferPointer { a in
                        merge(
                            p, removing: removing, q, scale: scale, into: out.baseAddress!,
                            added: a.baseAddress!, dropped: { _ in }
                        ).cells
                    }
                }
            }
        }
    }

    /// `old` without `removing`, plus `scale · source`, zeros and sums that cancel to residue
    /// dropped, written to `out` (room for `old.count + source.count` cells); the symbols of
    /// `source` that were not in `old` are written to `added` (room for `source.count`), and
    /// `dropped` is called with each other symbol whose cell was dropped (a sum that
    /// cancelled, or residue, which may be an added symbol): a symbol's mentions, `removing`'s
    /// aside, change by its entries in `added` less its calls of `dropped`.
    /// Returns how many of each it wrote. On raw buffers, so that a caller merging into many
    /// rows pays no per-row array bookkeeping.
    @inline(__always)
    static func merge(
        _ p: UnsafeBufferPointer<Cell>, removing: Int32, _ q: UnsafeBufferPointer<Cell>,
        scale: Double, into o: UnsafeMutablePointer<Cell>, added: UnsafeMutablePointer<Int32>,
        dropped: (Int32) -> Void
    ) -> (cells: Int, added: Int) {
        var k = 0
        var i = 0
        var j = 0
        var addedCount = 0
        let n = p.count
        let m = q.count
        // The largest operand and the least result, for the residue pass below.
        var peak = 0.0
        var least = Double.infinity
        // Both rows hold cells: the walk of a sorted merge.
        while i < n && j < m {
            let a = p[i].symbol
            let b = q[j].symbol
            if a == removing {
                i += 1
            } else if a < b {
                o[k] = p[i]
                let size = p[i].coefficient.magnitude
                peak = Swift.max(peak, size)
                least = Swift.min(least, size)
                k += 1
                i += 1
            } else if b < a {
                let value = q[j].coefficient * scale
                if value != 0 {
                    o[k] = Cell(b, value)
                    peak = Swift.max(peak, value.magnitude)
                    least = Swift.min(least, value.magnitude)
                    k += 1
                    added[addedCount] = b
                    addedCount += 1
                }
                j += 1
            } else {
                let scaled = q[j].coefficient * scale
                let value = cancellingSum(p[i].coefficient, scaled)
                peak = Swift.max(peak, p[i].coefficient.magnitude, scaled.magnitude)
                if value != 0 {
                    o[k] = Cell(a, value)
                    least = Swift.min(least, value.magnitude)
                    k += 1
                } else {
                    dropped(a)
                }
                i += 1
                j += 1
            }
        }
        // What is left of one row: its cells as they are (`old`) or scaled (`source`).
        while i < n {
            if p[i].symbol != removing {
                o[k] = p[i]
                let size = p[i].coefficient.magnitude
                peak = Swift.max(peak, size)
                least = Swift.min(least, size)
                k += 1
            }
            i += 1
        }
        while j < m {
            let value = q[j].coefficient * scale
            if value != 0 {
                o[k] = Cell(q[j].symbol, value)
                peak = Swift.max(peak, value.magnitude)
                least = Swift.min(least, value.magnitude)
                k += 1
                added[addedCount] = q[j].symbol
                addedCount += 1
            }
            j += 1
        }
        // Residue left by cancellation spread over several merges escapes each single sum's
        // test; next to the row's largest numbers it is still residue (see
        // `rowResidueTolerance`).
        let floor = rowResidueTolerance * peak
        guard least <= floor else { return (k, addedCount) }
        var kept = 0
        for r in 0..<k {
            if o[r].coefficient.magnitude > floor {
                o[kept] = o[r]
                kept += 1
            } else {
                dropped(o[r].symbol)
            }
        }
        return (kept, addedCount)
    }
}
