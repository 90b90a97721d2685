// Numerical hygiene: measuring rounding residue and rebuilding the tableau.
//
// Every pivot rounds. On systems whose pivots build up large multipliers (random
// half-integer coefficients chained over dozens of constraints give rows with coefficients
// in the thousands), the residue left in rows and in the objective grows about tenfold
// every few dozen pivots, until a row no longer says what its constraints say (a required
// constraint visibly broken) or a reduced cost has the wrong sign (a suboptimal solution).
// Layout-shaped systems keep their residue near 1e-15 and never get there.
//
// The solver therefore sweeps over its symbols, checking each one's residue, and when one
// passes 1e-9 (relative) it refactorizes: it rebuilds the rows and the objective from its
// own record of the constraints (with the constants it holds, edit suggestions included),
// as a fresh solver given the same constraints in the same order would, keeping every
// symbol id. The sweep is paid for by pivot work: each successful call credits the row
// updates it made, and the credit buys checking at one unit (a term or a row) per
// `rowUpdatesPerCheckUnit` row updates, so checks cost a small fixed fraction of the pivots
// (about 2% of the time in GRID-N and INDEP-N phases) and nothing in calls that make none.
// Only successful calls are credited (the work of a refused call is rolled back and not
// counted), and every quantity involved depends only on the tableau, so when a rebuild
// happens depends only on the sequence of successful calls: the same calls give
// bit-identical results, and a refused call changes nothing.

extension Solver {
    /// Relative residue above which the tableau is rebuilt. Exact arithmetic gives 0; a
    /// healthy tableau stays within a few units in the last place (~1e-15).
    static var refactorizationThreshold: Double { 1e-9 }

    /// Row updates (by pivots and substitutions) that pay for one unit of checking (one term
    /// of a constraint, or one row listed as mentioning a symbol). A unit of checking costs
    /// about as much as a row update, so the checks add a small fixed fraction to the pivot
    /// work, and nothing to calls that make no pivots (smooth edits, constant changes that
    /// keep the basis).
    static var rowUpdatesPerCheckUnit: Int { 8 }

    /// Credits the row updates of the call that just succeeded and spends the credit on
    /// checking the next symbols of a sweep over all symbols (see `checkResidue(of:)`);
    /// refactorizes if one is off. Called at the end of every successful call that may pivot.
    func maintainAccuracy() {
        let work = tableau.rowUpdates &- uncountedWork
        checkCredit += Int(truncatingIfNeeded: work &- checkedWork)
        checkedWork = work
        let count = tableau.symbolCount
        while checkCredit > 0 && count > 0 {
            if checkCursor >= count { checkCursor = 0 }
            let s = Int32(checkCursor)
            checkCursor += 1
            let (residue, cost) = checkResidue(of: s)
            checkCredit -= cost * Self.rowUpdatesPerCheckUnit
            if residue > Self.refactorizationThreshold {
                // A rebuild that fails (a required constraint no longer fits) leaves the
                // residue; the next attempt then waits for a whole sweep's worth of work.
                let rebuilt = refactorize()
                checkCursor = 0
                checkCredit = rebuilt ? 0 : -count * Self.rowUpdatesPerCheckUnit
                checkedWork = tableau.rowUpdates &- uncountedWork
                return
            }
        }
    }

    /// The relative residue found at symbol `s`, and the units of work it took: for the
    /// marker of a constraint, how far the constraint is from holding at the tableau's
    /// values; for a nonbasic symbol, how far its objective coefficient is from the reduced
    /// cost the rows imply. O(the constraint's terms + the rows listed as mentioning `s`).
    /// The cost counts the rows that really mention `s` (not the length of its lazily pruned
    /// occurrence list, which depends on refused calls), so that it depends only on the
    /// tableau.
    func checkResidue(of s: Int32) -> (residue: Double, cost: Int) {
        var worst = 0.0
        var cost = 1
        let i = Int(s)
        if let constraint = tableau.constraints[i],
            let record = records[ObjectIdentifier(constraint)],
            record.marker == s
        {
            worst = valueResidue(of: record)
            cost += constraint.expression.terms.count
        }
        if !tableau.info[i].isBasic && tableau.kind(s) != .dummy && tableau.kind(s) != .external {
            let (residue, rows) = objectiveResidue(of: s)
            cost += rows
            worst = Swift.max(worst, residue)
        }
        return (worst, cost)
    }

    /// How far `record`'s constraint is from holding at the tableau's current values
    /// (externals and markers, so inequalities and optional constraints count too: with its
    /// markers, every constraint is an equality): |constant + Σ terms + markers| relative
    /// to its largest part (at least 1).
    func valueResidue(of record: ConstraintRecord) -> Double {
        var sum = record.constant
        var scale = Swift.max(1, sum.magnitude)
        for term in record.constraint.expression.terms where !isNearZero(term.coefficient) {
            guard let s = symbols[ObjectIdentifier(term.variable)] else { continue }
            let part = term.coefficient * tableau.evaluate(s)
            sum += part
            scale = Swift.max(scale, part.magnitude)
        }
        let marker = record.markerCoefficient * tableau.value(of: record.marker)
        sum += marker
        scale = Swift.max(scale, marker.magnitude)
        if record.other >= 0 {
            let other = record.markerCoefficient * tableau.value(of: record.other)
            sum -= other
            scale = Swift.max(scale, other.magnitude)
        }
        return sum.magnitude / scale
    }

    /// How far nonbasic `s`'s objective coefficient is from its reduced cost: its own cost
    /// (if it is the error of a constraint in the solver) plus, for each basic error whose
    /// row mentions it, that error's cost times the coefficient. Compared level by level,
    /// relative to the largest contribution (at least 1); the sums run in a fixed order
    /// (by level, then by row id), so the result does not depend on the order of the
    /// occurrence list.
    func objectiveResidue(of s: Int32) -> (residue: Double, rows: Int) {
        var parts = residueScratch
        residueScratch = []
        parts.removeAll(keepingCapacity: true)
        defer { residueScratch = parts }
        var scale = 1.0
        for term in tableau.objective[Int(s)].terms {
            parts.append(LexTerm(level: term.level, coefficient: term.coefficient))
        }
        // A constraint removed and added again has new markers: the old ones cost nothing.
        if tableau.kind(s) == .error, let constraint = tableau.constraints[Int(s)],
            let record = records[ObjectIdentifier(constraint)],
            record.marker == s || record.other == s
        {
            parts.append(
                LexTerm(level: constraint.strength.level, coefficient: -constraint.strength.weight))
            scale = Swift.max(scale, constraint.strength.weight)
        }
        var list = tableau.mentions(of: s)
        if list.count > 1 { list.sort { $0.symbol < $1.symbol } }
        // Only the errors of constraints in the solver are basic (removing one takes its row).
        for mention in list where tableau.kind(mention.symbol) == .error {
            guard let strength = tableau.constraints[Int(mention.symbol)]?.strength else {
                continue
            }
            let value = strength.weight * mention.coefficient
            parts.append(LexTerm(level: strength.level, coefficient: -value))
            scale = Swift.max(scale, value.magnitude)
        }
        let rows = list.count
        tableau.recycle(list)
        if parts.count > 1 { parts.sort { $0.level > $1.level } }
        var worst = 0.0
        var k = 0
        while k < parts.count {
            let level = parts[k].level
            var sum = 0.0
            while k < parts.count && parts[k].level == level {
                sum += parts[k].coefficient
                k += 1
            }
            worst = Swift.max(worst, sum.magnitude)
        }
        return (worst / scale, rows)
    }

    /// Rebuilds the rows and the objective from the constraints in the solver, in the order
    /// they were added, with the constants this solver holds (edit suggestions included),
    /// keeping every symbol id, then re-optimises. Variables whose value changes are marked
    /// for the next `updateVariables`. If a required constraint cannot be re-inserted (the
    /// residue was too large to tell), the old tableau is kept. Returns whether it rebuilt.
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
        fresh.objective = [LexCoefficient](repeating: LexCoefficient(), count: count)
        fresh.values = [Double](repeating: 0, count: count)
        fresh.variables = old.variables
        fresh.constraints = old.constraints
        fresh.structureVersion = old.structureVersion &+ 1
        fresh.rowUpdates = old.rowUpdates
        tableau = fresh
        for record in records.values.sorted(by: { $0.sequence < $1.sequence }) {
            guard reinsert(record) else {
                tableau = old
                return false
            }
        }
        tableau.optimize()
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
        for term in constraint.expression.terms where !isNearZero(term.coefficient) {
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
                tableau.objective[Int(e)] = cost
            }
        }
        return Row(constant: record.constant, cells: cells)
    }
}
