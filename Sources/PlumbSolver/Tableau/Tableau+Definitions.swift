// Definition rows: the rows of basic external symbols may mention other basic externals.
//
// A required equality that brings in a new variable (`y_i == y_{i-10} + h + 8`, a chained
// layout) is installed as that variable's row as written, without substituting the rows of
// the basic externals it mentions. A canonical row (kiwi's) would hold the marker of every
// link above it, so a chain of n links costs Θ(n²) cells; definition rows cost Θ(n).
//
// Only unrestricted (external) rows are definitions. Restricted rows (slacks, errors,
// dummies), the objective and the artificial objective stay canonical (only nonbasic
// symbols), which is all the simplex reads: an unrestricted row never limits a ratio test
// and never becomes infeasible. Definitions form an acyclic graph: a definition is installed
// only for a symbol no row mentions, and a pivot's entering row is canonical.
//
// A basic external's value is its row evaluated with the values of the basic externals it
// mentions (nonbasic symbols are 0). Values are cached in `values` and evaluated on demand
// (iteratively: chains are thousands long); `isStale` marks a cache that may be out of date
// and is closed upwards (a definition mentioning a stale symbol is stale), so marking stops
// where the marks already are.

extension Tableau {
    /// True when some row mentions `s`. Stops at the first real mention; clears the
    /// occurrence list when it holds none.
    mutating func isMentioned(_ s: Int32) -> Bool {
        let i = Int(s)
        for b in occurrences[i] {
            let bi = Int(b)
            if bi < info.count && info[bi].isBasic && rows[bi].index(of: s) != nil { return true }
        }
        occurrences[i] = []
        return false
    }

    /// Marks every definition that depends on `s` (transitively) stale and queues it for
    /// write-back. O(the dependents not already stale, and their occurrence lists).
    mutating func markDependentsStale(of s: Int32) {
        var stack: [Int32] = [s]
        while let t = stack.popLast() {
            let list = mentions(of: t)
            for mention in list where info[Int(mention.symbol)].kind == .external {
                let i = Int(mention.symbol)
                if !info[i].isDirty {
                    info[i].isDirty = true
                    dirty.append(mention.symbol)
                }
                if !info[i].isStale {
                    info[i].isStale = true
                    if info[i].hasDependents { stack.append(mention.symbol) }
                }
            }
            recycle(list)
        }
    }

    /// The current value of external `s` (cached; evaluates it and the stale definitions it
    /// depends on first). O(1) when fresh; else O(the stale rows it depends on).
    mutating func evaluate(_ s: Int32) -> Double {
        let i = Int(s)
        if !info[i].isStale { return values[i] }
        if !info[i].isBasic || !info[i].isDefinition {
            info[i].isStale = false
            values[i] = info[i].isBasic ? rows[i].constant : 0
            return values[i]
        }
        var stack: [(symbol: Int32, next: Int)] = []
        swap(&stack, &evaluationStack)
        stack.removeAll(keepingCapacity: true)
        stack.append((s, 0))
        while let (t, next) = stack.last {
            let ti = Int(t)
            var k = next
            var child: Int32 = -1
            let count = rows[ti].cells.count
            while k < count {
                let c = rows[ti].cells[k].symbol
                k += 1
                let ci = Int(c)
                if info[ci].kind == .external && info[ci].isStale {
                    if info[ci].isBasic && info[ci].isDefinition {
                        child = c
                        break
                    }
                    info[ci].isStale = false
                    values[ci] = info[ci].isBasic ? rows[ci].constant : 0
                }
            }
            if child >= 0 {
                stack[stack.count - 1].next = k
                stack.append((child, 0))
                continue
            }
            var value = rows[ti].constant
            for cell in rows[ti].cells {
                let ci = Int(cell.symbol)
                if info[ci].kind == .external && info[ci].isBasic { value += cell.coefficient * values[ci] }
            }
            values[ti] = value
            info[ti].isStale = false
            stack.removeLast()
        }
        swap(&stack, &evaluationStack)
        return values[i]
    }

    /// Rewrites `row` in canonical form: substitutes the rows of the basic externals it
    /// mentions, and theirs, each once (in an order where every definition comes before the
    /// ones it mentions, so each is expanded with its final coefficient). Deterministic: the
    /// order depends only on the rows. O(the rows reached, their cells, and a sort).
    mutating func expandDefinitions(_ row: inout Row) {
        var roots: [Int32] = []
        for cell in row.cells where kind(cell.symbol) == .external && isBasic(cell.symbol) {
            roots.append(cell.symbol)
        }
        if roots.isEmpty { return }
        // Depth-first post-order over the definitions reached; reversed, it is topological.
        var order: [Int32] = []
        var visited = Set<Int32>()
        var stack: [(symbol: Int32, next: Int)] = []
        for root in roots where visited.insert(root).inserted {
            stack.append((root, 0))
            while let (t, next) = stack.last {
                let cells = info[Int(t)].isDefinition ? rows[Int(t)].cells : []
                var k = next
                var child: Int32 = -1
                while k < cells.count {
                    let c = cells[k].symbol
                    k += 1
                    if kind(c) == .external && isBasic(c) && visited.insert(c).inserted {
                        child = c
                        break
                    }
                }
                if child >= 0 {
                    stack[stack.count - 1].next = k
                    stack.append((child, 0))
                } else {
                    order.append(t)
                    stack.removeLast()
                }
            }
        }
        var coefficient: [Int32: Double] = [:]
        var cells: [Cell] = []
        for cell in row.cells {
            if kind(cell.symbol) == .external && isBasic(cell.symbol) {
                coefficient[cell.symbol] = cell.coefficient
            } else {
                cells.append(cell)
            }
        }
        var constant = row.constant
        for t in order.reversed() {
            let c = coefficient[t] ?? 0
            if isNearZero(c) { continue }
            let source = rows[Int(t)]
            constant += c * source.constant
            for cell in source.cells {
                if kind(cell.symbol) == .external && isBasic(cell.symbol) {
                    coefficient[cell.symbol, default: 0] += c * cell.coefficient
                } else {
                    cells.append(Cell(cell.symbol, c * cell.coefficient))
                }
            }
        }
        cells.sort { $0.symbol < $1.symbol }
        var kept = 0
        var k = 0
        while k < cells.count {
            var sum = cells[k].coefficient
            let s = cells[k].symbol
            k += 1
            while k < cells.count && cells[k].symbol == s {
                sum += cells[k].coefficient
                k += 1
            }
            if !isNearZero(sum) {
                cells[kept] = Cell(s, sum)
                kept += 1
            }
        }
        cells.removeLast(cells.count - kept)
        row = Row(constant: constant, cells: Row.exactCopy(cells))
    }
}
