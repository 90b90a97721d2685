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
    /// True when some row mentions `s` (see `mentionCounts`); clears the occurrence list when
    /// none does.
    mutating func isMentioned(_ s: Int32) -> Bool {
        if mentionCounts[Int(s)] > 0 { return true }
        occurrences[Int(s)] = []
        return false
    }

    /// Marks every definition that depends on `s` (transitively) stale and queues it for
    /// write-back. O(the occurrence lists of `s` and of the dependents newly marked): a basic
    /// external's list holds only definitions (and entries not yet pruned).
    mutating func markDependentsStale(of s: Int32) {
        markDependentsStale(of: CollectionOfOne(s))
    }

    /// `markDependentsStale(of:)` for each of `symbols`.
    mutating func markDependentsStale<C: Collection>(of symbols: C) where C.Element == Int32 {
        var stack = Array(symbols)
        // Swapped out and back so that the loop runs on raw buffers without copies.
        var localInfo: [SymbolInfo] = []
        swap(&localInfo, &info)
        var localDirty: [Int32] = []
        swap(&localDirty, &dirty)
        var localTouched: [Int32] = []
        swap(&localTouched, &touched)
        localInfo.withUnsafeMutableBufferPointer { infoBuffer in
            rows.withUnsafeBufferPointer { rowBuffer in
                occurrences.withUnsafeBufferPointer { lists in
                    while let t = stack.popLast() {
                        lists[Int(t)].withUnsafeBufferPointer { list in
                            for d in list {
                                let i = Int(d)
                                guard i < infoBuffer.count, infoBuffer[i].isDefinition,
                                    !infoBuffer[i].isStale,
                                    infoBuffer[i].isBasic, rowBuffer[i].index(of: t) != nil
                                else { continue }
                                if !infoBuffer[i].isDirty {
                                    infoBuffer[i].isDirty = true
                                    localDirty.append(d)
                                }
                                localTouched.append(d)
                                infoBuffer[i].isStale = true
                                if infoBuffer[i].hasDependents { stack.append(d) }
                            }
                        }
                    }
                }
            }
        }
        swap(&localInfo, &info)
        swap(&localDirty, &dirty)
        swap(&localTouched, &touched)
    }

    /// The current value of external `s` (cached; evaluates it and the stale definitions it
    /// depends on first). O(1) when fresh; else O(the stale rows it depends on).
    @inline(__always)
    mutating func evaluate(_ s: Int32) -> Double {
        let i = Int(s)
        if !info[i].isBasic { return 0 }
        if !info[i].isDefinition { return rows[i].constant }
        if !info[i].isStale { return values[i] }
        return evaluateStale(s)
    }

    private mutating func evaluateStale(_ s: Int32) -> Double {
        var stack: [(symbol: Int32, next: Int)] = [(s, 0)]
        // Swapped out and back so that the loop runs on raw buffers without copies.
        var localInfo: [SymbolInfo] = []
        swap(&localInfo, &info)
        var localValues: [Double] = []
        swap(&localValues, &values)
        localInfo.withUnsafeMutableBufferPointer { infoBuffer in
            localValues.withUnsafeMutableBufferPointer { valueBuffer in
                rows.withUnsafeBufferPointer { rowBuffer in
                    while let (t, next) = stack.last {
                        let ti = Int(t)
                        var child: Int32 = -1
                        rowBuffer[ti].cells.withUnsafeBufferPointer { cells in
                            var k = next
                            while k < cells.count {
                                let c = cells[k].symbol
                                k += 1
                                let ci = Int(c)
                                if infoBuffer[ci].isBasic && infoBuffer[ci].isDefinition
                                    && infoBuffer[ci].isStale
                                {
                                    child = c
                                    stack[stack.count - 1].next = k
                                    return
                                }
                            }
                            // Only basic externals are basic among a definition's cells.
                            var value = rowBuffer[ti].constant
                            for cell in cells {
                                let ci = Int(cell.symbol)
                                guard infoBuffer[ci].isBasic else { continue }
                                let v =
                                    infoBuffer[ci].isDefinition
                                    ? valueBuffer[ci] : rowBuffer[ci].constant
                                value += cell.coefficient * v
                            }
                            valueBuffer[ti] = value
                            infoBuffer[ti].isStale = false
                        }
                        if child >= 0 {
                            stack.append((child, 0))
                        } else {
                            stack.removeLast()
                        }
                    }
                }
            }
        }
        swap(&localInfo, &info)
        swap(&localValues, &values)
        return values[Int(s)]
    }

    /// Rewrites `row` in canonical form: substitutes the rows of the basic externals it
    /// mentions, and theirs, each once (in an order where every definition comes before the
    /// ones it mentions, so each is expanded with its final coefficient). Deterministic: the
    /// order depends only on the rows. O(the rows reached, their cells, and a sort).
    mutating func expandDefinitions(_ row: inout Row) {
        var anyBasic = false
        var anyDefinition = false
        for cell in row.cells {
            let i = Int(cell.symbol)
            if info[i].kind == .external && info[i].isBasic {
                anyBasic = true
                if info[i].isDefinition { anyDefinition = true }
            }
        }
        if !anyBasic { return }
        if !anyDefinition {
            expandOneLevel(&row)
            return
        }
        var roots: [Int32] = []
        for cell in row.cells where kind(cell.symbol) == .external && isBasic(cell.symbol) {
            roots.append(cell.symbol)
        }
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
        var coefficient: [Int32: CancellingSum] = [:]
        var cells: [Cell] = []
        for cell in row.cells {
            if kind(cell.symbol) == .external && isBasic(cell.symbol) {
                coefficient[cell.symbol] = CancellingSum(cell.coefficient)
            } else {
                cells.append(cell)
            }
        }
        var constant = CancellingSum(row.constant)
        for t in order.reversed() {
            let c = coefficient[t]?.value ?? 0
            if c == 0 { continue }
            let source = rows[Int(t)]
            constant.add(c * source.constant)
            for cell in source.cells {
                if kind(cell.symbol) == .external && isBasic(cell.symbol) {
                    coefficient[cell.symbol, default: CancellingSum()].add(c * cell.coefficient)
                } else {
                    cells.append(Cell(cell.symbol, c * cell.coefficient))
                }
            }
        }
        Row.combineSorted(&cells)
        row = Row(constant: constant.value, cells: Row.exactCopy(cells))
    }

    /// `expandDefinitions(_:)` when no basic external `row` mentions has a definition row:
    /// one substitution of each, built in a reused buffer.
    private mutating func expandOneLevel(_ row: inout Row) {
        var cells: [Cell] = []
        swap(&cells, &mergeScratch)
        cells.removeAll(keepingCapacity: true)
        var constant = CancellingSum(row.constant)
        for cell in row.cells {
            let i = Int(cell.symbol)
            if info[i].kind == .external && info[i].isBasic {
                let c = cell.coefficient
                constant.add(c * rows[i].constant)
                for source in rows[i].cells {
                    cells.append(Cell(source.symbol, c * source.coefficient))
                }
            } else {
                cells.append(cell)
            }
        }
        Row.combineSorted(&cells)
        row = Row(constant: constant.value, cells: Row.exactCopy(cells))
        swap(&cells, &mergeScratch)
    }
}
