// Rebuilding the tableau from the constraints it holds.
//
// The last line of defence against rounding (see `Solver+Accuracy.swift`): when a call's
// answer cannot be made to hold, the solver rebuilds its rows and objective from its own
// record of the constraints (with the constants it holds, edit suggestions included), as a
// fresh solver given the same constraints in the same order would, keeping every symbol id,
// and tries the call again on the fresh tableau.

extension Solver {
    /// Rebuilds the rows and the objective from the constraints in the solver, in the order
    /// they were added, with the constants this solver holds (edit suggestions included),
    /// keeping every symbol id, then re-optimises. Variables whose value changes are marked
    /// for the next `updateVariables`. If a required constraint cannot be re-inserted, or the
    /// rebuild runs out of pivots, the old tableau is kept. Returns whether it rebuilt.
    @discardableResult
    func refactorize() -> Bool {
        // Every external's current value, to report exactly the ones a rebuild changes.
        var before = [Double](repeating: 0, count: tableau.symbolCount)
        for s in 0..<tableau.symbolCount where tableau.info[s].kind == .external {
            before[s] = tableau.evaluate(Int32(s))
        }
        let old = tableau
        var fresh = Tableau()
        let count = old.symbolCount
        fresh.info = old.info.map { SymbolInfo(kind: $0.kind) }
        fresh.rows = [Row](repeating: Row(), count: count)
        fresh.occurrences = [[Int32]](repeating: [], count: count)
        fresh.occurrenceLimits = [Int32](repeating: 0, count: count)
        fresh.mentionCounts = [Int32](repeating: 0, count: count)
        fresh.objective = [LexCoefficient](repeating: LexCoefficient(), count: count)
        fresh.values = [Double](repeating: 0, count: count)
        fresh.variables = old.variables
        fresh.constraints = old.constraints
        fresh.checks = old.checks
        fresh.structureVersion = old.structureVersion &+ 1
        fresh.rowUpdates = old.rowUpdates
        tableau = fresh
        tableau.beginCall()
        for record in records.values.sorted(by: { $0.sequence < $1.sequence }) {
            guard reinsert(record) else {
                tableau = old
                return false
            }
        }
        tableau.optimize()
        guard tableau.hasPivotsLeft else {
            tableau = old
            return false
        }
        refactorizationCount += 1
        // Exactly the variables whose value differs from before (or that were already
        // waiting for a write-back) are written back.
        for s in tableau.dirty { tableau.info[Int(s)].isDirty = false }
        tableau.dirty.removeAll(keepingCapacity: true)
        for s in 0..<count where old.info[s].kind == .external {
            let after = tableau.evaluate(Int32(s))
            if old.info[s].isDirty || after.bitPattern != before[s].bitPattern {
                // The value is fresh: only the write-back is pending.
                tableau.info[s].isDirty = true
                tableau.dirty.append(Int32(s))
            }
        }
        return true
    }

    /// Inserts `record`'s constraint into the (rebuilt) tableau with its existing marker
    /// symbols. False if it cannot hold.
    private func reinsert(_ record: ConstraintRecord) -> Bool {
        place(rowForReinsertion(record), record) == nil
    }

    /// `record`'s row as written, with its markers (whose objective costs it sets):
    /// `makeRow(for:)` for a constraint the solver already holds.
    private func rowForReinsertion(_ record: ConstraintRecord) -> Row {
        let constraint = record.constraint
        var cells: [Cell] = []
        for term in constraint.expression.terms where term.coefficient != 0 {
            guard let s = symbols[ObjectIdentifier(term.variable)] else { continue }
            cells.append(Cell(s, term.coefficient))
        }
        cells.append(Cell(record.marker, record.markerCoefficient))
        if record.other >= 0 { cells.append(Cell(record.other, -record.markerCoefficient)) }
        Row.combineSorted(&cells)
        let strength = constraint.strength
        if !strength.isRequired {
            let cost = LexCoefficient(level: strength.level, weight: strength.weight)
            for e in [record.marker, record.other] where e >= 0 && tableau.kind(e) == .error {
                tableau.setObjective(e, cost)
            }
        }
        return Row(constant: record.constant, cells: cells)
    }
}
