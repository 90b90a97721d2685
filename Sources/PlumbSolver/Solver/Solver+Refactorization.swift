// Numerical hygiene: measuring rounding residue and rebuilding the tableau.
//
// Every pivot rounds. Over hundreds of incremental pivots on systems with non-integer
// coefficients, the residue left in rows and in the objective can grow until a row no longer
// says what its constraints say (a required constraint visibly broken) or a reduced cost has
// the wrong sign (a suboptimal solution). Layout-shaped systems (small integer and
// half-integer coefficients) pivot essentially exactly and never get there.
//
// The solver therefore measures the residue now and then and, when it passes a threshold,
// refactorizes: it rebuilds the rows and the objective from its own record of the
// constraints (with the constants it holds, including edit suggestions), as a fresh solver
// given the same constraints in the same order would, keeping every symbol id. Measuring is
// amortised: a full check runs only after an amount of structural work (pivots,
// installations, eliminations) proportional to the number of constraints, so its cost is a
// small fraction of the pivots it follows. The work counted is that of successful calls only
// (work a refused call did is rolled back and not counted), so when a check, and so a
// rebuild, happens depends only on the sequence of successful calls: the same calls give
// bit-identical results, and a refused call changes nothing.

extension Solver {
    /// Relative residue above which the tableau is rebuilt. Exact arithmetic gives 0; a
    /// healthy tableau stays within a few units in the last place (~1e-15).
    static var refactorizationThreshold: Double { 1e-9 }

    /// Structural changes (counted by the tableau) between two residue checks: proportional
    /// to the constraints, so a check (linear in the tableau) costs a small, fixed fraction
    /// of the work it follows.
    var workBetweenChecks: UInt64 { UInt64(8 * records.count + 256) }

    /// Counts the structural work of the call that just succeeded and, once enough has
    /// accumulated since the last check, measures the residue and refactorizes if needed.
    /// Called at the end of every successful call that may pivot.
    func maintainAccuracy() {
        let work = tableau.structureVersion &- uncountedWork
        guard work &- checkedWork >= workBetweenChecks else { return }
        checkedWork = work
        if Solver.debugDisable { return }
        if residue() > Self.refactorizationThreshold {
            if refactorize() { Solver.debugRebuilds += 1 }
            checkedWork = tableau.structureVersion &- uncountedWork
        }
    }

    /// The largest relative residue of the tableau: how far any constraint, written in the
    /// current rows, is from holding identically, and how far the objective is from the
    /// reduced costs the rows imply. O(size of the tableau).
    func residue() -> Double {
        max(constraintResidue(), objectiveResidue())
    }

    /// For each constraint, substitutes the current rows of its symbols into its original
    /// row (`0 = constant + Σ terms + markers`); the result must be 0 in every coefficient
    /// and in the constant. Returns the largest deviation relative to the largest
    /// contribution (at least 1).
    func constraintResidue() -> Double {
        let count = tableau.symbolCount
        var sums = [Double](repeating: 0, count: count + 1)
        var touched: [Int32] = []
        var worst = 0.0
        // The constant lives in the extra slot `count`.
        func accumulate(_ s: Int32, _ coefficient: Double, _ scale: inout Double) {
            if tableau.isBasic(s) {
                let row = tableau.rows[Int(s)]
                let c = coefficient * row.constant
                sums[count] += c
                scale = Swift.max(scale, c.magnitude)
                for cell in row.cells {
                    let v = coefficient * cell.coefficient
                    if sums[Int(cell.symbol)] == 0 { touched.append(cell.symbol) }
                    sums[Int(cell.symbol)] += v
                    scale = Swift.max(scale, v.magnitude)
                }
            } else {
                if sums[Int(s)] == 0 { touched.append(s) }
                sums[Int(s)] += coefficient
                scale = Swift.max(scale, coefficient.magnitude)
            }
        }
        for record in records.values {
            var scale = Swift.max(1, record.constant.magnitude)
            sums[count] = record.constant
            for term in record.constraint.expression.terms where !isNearZero(term.coefficient) {
                guard let s = symbols[ObjectIdentifier(term.variable)] else { continue }
                accumulate(s, term.coefficient, &scale)
            }
            accumulate(record.marker, record.markerCoefficient, &scale)
            if record.other >= 0 { accumulate(record.other, -record.markerCoefficient, &scale) }
            var deviation = sums[count].magnitude
            sums[count] = 0
            for s in touched {
                deviation = Swift.max(deviation, sums[Int(s)].magnitude)
                sums[Int(s)] = 0
            }
            touched.removeAll(keepingCapacity: true)
            worst = Swift.max(worst, deviation / scale)
        }
        return worst
    }

    /// Recomputes the reduced costs from the rows (each error's cost, through its row when
    /// it is basic) and returns the largest deviation from the stored objective, per level,
    /// relative to the largest contribution at that level (at least 1).
    func objectiveResidue() -> Double {
        let count = tableau.symbolCount
        var expected = [LexCoefficient](repeating: LexCoefficient(), count: count)
        var scale: [Double: Double] = [:]
        func note(_ value: LexCoefficient, _ factor: Double) {
            for term in value.terms {
                let size = (term.coefficient * factor).magnitude
                if size > scale[term.level, default: 1] { scale[term.level] = size }
            }
        }
        for record in records.values where !record.constraint.strength.isRequired {
            let strength = record.constraint.strength
            let cost = LexCoefficient(level: strength.level, weight: strength.weight)
            for e in [record.marker, record.other] where e >= 0 && tableau.kind(e) == .error {
                if tableau.isBasic(e) {
                    for cell in tableau.rows[Int(e)].cells {
                        expected[Int(cell.symbol)].add(cost, times: cell.coefficient)
                        note(cost, cell.coefficient)
                    }
                } else {
                    expected[Int(e)].add(cost, times: 1)
                    note(cost, 1)
                }
            }
        }
        var worst = 0.0
        for s in 0..<count where !tableau.info[s].isBasic {
            var difference = expected[s]
            difference.add(tableau.objective[s], times: -1)
            for term in difference.terms {
                worst = Swift.max(worst, term.coefficient.magnitude / scale[term.level, default: 1])
            }
        }
        return worst
    }

    /// Rebuilds the rows and the objective from the constraints in the solver, in the order
    /// they were added, with the constants this solver holds (edit suggestions included),
    /// keeping every symbol id, then re-optimises. Variables whose value changes are marked
    /// for the next `updateVariables`. If a required constraint cannot be re-inserted (the
    /// residue was too large to tell), the old tableau is kept. Returns whether it rebuilt.
    @discardableResult
    func refactorize() -> Bool {
        let old = tableau
        var fresh = Tableau()
        let count = old.symbolCount
        fresh.info = old.info.map { SymbolInfo(kind: $0.kind) }
        fresh.rows = [Row](repeating: Row(), count: count)
        fresh.occurrences = [[Int32]](repeating: [], count: count)
        fresh.objective = [LexCoefficient](repeating: LexCoefficient(), count: count)
        fresh.variables = old.variables
        fresh.constraints = old.constraints
        fresh.structureVersion = old.structureVersion &+ 1
        tableau = fresh
        for record in records.values.sorted(by: { $0.sequence < $1.sequence }) {
            guard reinsert(record) else {
                tableau = old
                return false
            }
        }
        tableau.optimize()
        // Exactly the variables whose value differs from before (or that were already
        // waiting for a write-back) are written back.
        for s in tableau.dirty { tableau.info[Int(s)].isDirty = false }
        tableau.dirty.removeAll(keepingCapacity: true)
        for s in 0..<count where old.info[s].kind == .external {
            let before = old.info[s].isBasic ? old.rows[s].constant : 0
            if old.info[s].isDirty || tableau.value(of: Int32(s)).bitPattern != before.bitPattern {
                tableau.noteChanged(Int32(s))
            }
        }
        return true
    }

    /// Inserts `record`'s constraint into the (rebuilt) tableau with its existing marker
    /// symbols. False if it cannot hold.
    private func reinsert(_ record: ConstraintRecord) -> Bool {
        var row = rowForReinsertion(record)
        var subject = chooseSubject(row, record)
        if subject < 0 && row.cells.allSatisfy({ tableau.kind($0.symbol) == .dummy }) {
            if !isNearZero(row.constant) { return false }
            subject = record.marker
        }
        if subject < 0 { return addWithArtificialVariable(row, record) == nil }
        row.solve(for: subject)
        tableau.substitute(subject, by: row)
        tableau.install(row, as: subject)
        return true
    }

    /// `record`'s row in terms of the current nonbasic symbols, with its markers (whose
    /// objective costs it sets), and with a non-negative constant: `makeRow(for:)` for a
    /// constraint the solver already holds.
    private func rowForReinsertion(_ record: ConstraintRecord) -> Row {
        let constraint = record.constraint
        var constant = record.constant
        var cells: [Cell] = []
        for term in constraint.expression.terms where !isNearZero(term.coefficient) {
            guard let s = symbols[ObjectIdentifier(term.variable)] else { continue }
            if tableau.isBasic(s) {
                let basicRow = tableau.rows[Int(s)]
                constant += term.coefficient * basicRow.constant
                for cell in basicRow.cells { cells.append(Cell(cell.symbol, cell.coefficient * term.coefficient)) }
            } else {
                cells.append(Cell(s, term.coefficient))
            }
        }
        cells.append(Cell(record.marker, record.markerCoefficient))
        if record.other >= 0 { cells.append(Cell(record.other, -record.markerCoefficient)) }
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
        let strength = constraint.strength
        if !strength.isRequired {
            let cost = LexCoefficient(level: strength.level, weight: strength.weight)
            for e in [record.marker, record.other] where e >= 0 && tableau.kind(e) == .error {
                tableau.objective[Int(e)] = cost
            }
        }
        var row = Row(constant: constant, cells: cells)
        if constant < 0 { row.negate() }
        return row
    }
}
