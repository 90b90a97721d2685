extension Solver {
    /// True when `variable` can take another value in some solution that satisfies every
    /// required constraint and is optimal at every strength level. Variables the solver has
    /// never seen are ambiguous.
    ///
    /// Exact on the final tableau: the optimal face is where every nonbasic symbol with a
    /// nonzero (lexicographic) reduced cost is 0, and dummies are 0. The remaining nonbasic
    /// symbols are free (slacks and errors ≥ 0, unrestricted externals both ways). The method
    /// gathers the restricted rows connected to the free symbols in `variable`'s row, then
    /// maximises and minimises the variable over them with a small simplex on a copy of those
    /// rows. It is a debugging query: O(p·s·k) for the s rows of that connected part, row
    /// length k and p pivots of the small simplex; it does not change the solver's state.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let s = symbols[ObjectIdentifier(variable)] else { return true }
        return tableau.canVary(s)
    }
}

extension Tableau {
    /// A nonbasic symbol that can move without leaving the optimal face.
    private func isFree(_ s: Int32) -> Bool {
        let i = Int(s)
        return !info[i].isBasic && info[i].kind != .dummy && objective[i].isZero
    }

    /// True when basic or nonbasic symbol `s` can change over the optimal face.
    mutating func canVary(_ s: Int32) -> Bool {
        let target: [Cell]
        if isBasic(s) {
            // In canonical form (an external's row may be a definition).
            var row = rows[Int(s)]
            expandDefinitions(&row)
            target = row.cells.filter { isFree($0.symbol) }
        } else {
            target = isFree(s) ? [Cell(s, 1)] : []
        }
        if target.isEmpty { return false }

        // The free symbols and restricted rows connected to the target, in discovery order.
        var column: [Int32: Int] = [:]
        var freeSymbols: [Int32] = []
        for cell in target where column[cell.symbol] == nil {
            column[cell.symbol] = freeSymbols.count
            freeSymbols.append(cell.symbol)
        }
        var collected: [Int32] = []
        var seenRows = Set<Int32>()
        var k = 0
        while k < freeSymbols.count {
            let f = freeSymbols[k]
            k += 1
            let list = mentions(of: f)
            defer { recycle(list) }
            for mention in list
            where kind(mention.symbol) != .external && seenRows.insert(mention.symbol).inserted {
                let b = mention.symbol
                collected.append(b)
                for cell in rows[Int(b)].cells
                where isFree(cell.symbol) && column[cell.symbol] == nil {
                    column[cell.symbol] = freeSymbols.count
                    freeSymbols.append(cell.symbol)
                }
            }
        }
        return improves(target, rows: collected, free: freeSymbols, column: column, direction: 1)
            || improves(target, rows: collected, free: freeSymbols, column: column, direction: -1)
    }

    /// Whether `direction · Σ target` can become positive over the copied rows (it is 0 now).
    private func improves(
        _ target: [Cell], rows collected: [Int32], free: [Int32], column: [Int32: Int],
        direction: Double
    ) -> Bool {
        var scratch = Tableau()
        scratch.objectiveIsErrorWeights = false
        // Each free symbol becomes one restricted column, or two (plus and minus) if external.
        var plus: [Int32] = []
        var minus: [Int32] = []
        for f in free {
            plus.append(scratch.newSymbol(.slack))
            minus.append(kind(f) == .external ? scratch.newSymbol(.slack) : -1)
        }
        func columns(_ s: Int32, _ coefficient: Double, into cells: inout [Cell]) {
            guard let c = column[s] else { return }
            cells.append(Cell(plus[c], coefficient))
            if minus[c] >= 0 { cells.append(Cell(minus[c], -coefficient)) }
        }
        for b in collected {
            var cells: [Cell] = []
            for cell in rows[Int(b)].cells where isFree(cell.symbol) {
                columns(cell.symbol, cell.coefficient, into: &cells)
            }
            cells.sort { $0.symbol < $1.symbol }
            let basic = scratch.newSymbol(.slack)
            scratch.install(Row(constant: max(0, rows[Int(b)].constant), cells: cells), as: basic)
        }
        var objectiveCells: [Cell] = []
        for cell in target { columns(cell.symbol, cell.coefficient, into: &objectiveCells) }
        let unit = LexCoefficient(level: 1, weight: 1)
        for cell in objectiveCells {
            scratch.addToObjective(cell.symbol, unit, times: -direction * cell.coefficient)
        }
        if !scratch.optimize() { return true }
        var gain = 0.0
        var scale = 1.0
        for cell in objectiveCells {
            let value = scratch.value(of: cell.symbol)
            gain += direction * cell.coefficient * value
            scale = max(scale, abs(cell.coefficient * value))
        }
        return gain > 1e-7 * scale
    }
}
