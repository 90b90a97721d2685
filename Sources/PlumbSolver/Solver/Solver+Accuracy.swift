// Checking every call's answer, and repairing what rounding broke.
//
// Rounding leaves residue in two places. In the coefficients of rows and of the objective it
// would decide pivots wrongly; it is cancelled where it is made (see `Numerics.swift`), and
// reduced costs are priced afresh before they decide anything (`Tableau.freshCost(of:)`).
// In the row constants, the values, it accumulates with every pivot and constant shift: a
// value computed as the difference of numbers near 1e9 is off by about 1e-7, which is
// nothing to those numbers and everything to a constraint over values near 1.
//
// So every call that changes the tableau ends by checking its answer: each constraint whose
// value may have changed in the call (the constraints of every variable and marker whose
// row it touched) is evaluated from its own terms at the values the solver would report.
// A constraint whose residue is above `refinementTolerance` of its magnitude is refined:
// its marker's column is shifted by the residue, as if its constant had drifted (one step of
// iterative refinement, which makes each row hold to about the rounding of its own terms).
// Refinement can leave a row infeasible, which the dual simplex repairs. A required
// constraint that still does not hold within `requiredTolerance` of its magnitude fails the
// call's check, and so does a call that ran out of pivots. A failed check is not returned:
// the solver rebuilds its tableau from the constraints it held before the call and tries the
// call once more on the fresh tableau (`perform(_:)`); if that fails too, it reports
// `SolverError.numericalFailure` and keeps the constraints it had before the call.
//
// Cost: the check is proportional to the constraints of what the call changed, which the call
// has already paid for in row updates; calls whose rows hold exactly (layout-shaped systems,
// with small integer coefficients) refine nothing.

extension Solver {
    /// A constraint whose residue (with its markers) is above this fraction of its magnitude
    /// is refined. Rounding alone leaves about 1e-16.
    static var refinementTolerance: Double { 1e-12 }

    /// Every required constraint holds within this fraction of its magnitude
    /// `|constant| + Σ |coefficient · value|` at the values the solver reports, after every
    /// successful call.
    public static var requiredTolerance: Double { 1e-9 }

    /// Rounds of refinement (each followed by the simplex repairs it needs) before a check
    /// fails.
    static var refinementRounds: Int { 4 }

    /// What a call must undo when its answer cannot be made to hold (see `perform(_:)`).
    enum CallUndo {
        /// Forget constraints the call added (and the edit variables among them).
        case removeRecords([ObjectIdentifier], edits: [ObjectIdentifier])
        /// Put back constraints (and edit variables) the call removed.
        case restoreRecords([ConstraintRecord], edits: [(ObjectIdentifier, EditRecord)])
        /// Put back a constraint's constant.
        case restoreConstant(Constraint, Double)
        /// Nothing to undo.
        case nothing
    }

    /// How a call's body ended (see `perform(_:)`).
    enum CallOutcome {
        /// The body changed the tableau; `undo` takes its effect off the records.
        case done(CallUndo)
        /// The body found its own answer untrustworthy (a refusal whose conflict is not
        /// certified, see `explain(_:offending:newConstant:)`) and rolled back: nothing
        /// changed.
        case rolledBack(String)
    }

    /// Runs a mutating call's `body` and checks its answer (see the file's comment). On a
    /// failed check, undoes the call's effect on the solver's constraints, rebuilds, and runs
    /// `body` once more; if that fails too, undoes it, rebuilds and throws
    /// `.numericalFailure`. Errors `body` throws (refusals) pass through unchanged.
    func perform(_ body: () throws(SolverError) -> CallOutcome) throws(SolverError) {
        tableau.beginCall()
        var failure: String
        switch try body() {
        case .done(let undo):
            if finishCall() { return }
            failure = lastCheckFailure
            guard undoAndRebuild(undo) else { throw .numericalFailure(failure) }
        case .rolledBack(let reason):
            failure = reason
            guard undoAndRebuild(.nothing) else { throw .numericalFailure(failure) }
        }
        tableau.beginCall()
        switch try body() {
        case .done(let undo):
            if finishCall() { return }
            failure += "; after a rebuild: " + lastCheckFailure
            _ = undoAndRebuild(undo)
        case .rolledBack(let reason):
            failure += "; after a rebuild: " + reason
        }
        tableau.touched.removeAll(keepingCapacity: true)
        throw .numericalFailure(failure)
    }

    /// Undoes a call's effect on the solver's records and rebuilds the tableau from them. If
    /// the rebuild fails (a required constraint no longer fits in a fresh tableau: rounding
    /// beyond repair), the call's records are put back, so that records and tableau agree,
    /// and the result is false.
    private func undoAndRebuild(_ undo: CallUndo) -> Bool {
        let redo = apply(undo)
        if refactorize() {
            // The rebuilt values are all new: the next check covers every symbol.
            tableau.touched = (0..<Int32(tableau.symbolCount)).map { $0 }
            return true
        }
        _ = apply(redo)
        return false
    }

    /// Applies `undo` to the solver's records (not to the tableau, which `refactorize()`
    /// rebuilds from them afterwards), and returns what undoes it in turn.
    private func apply(_ undo: CallUndo) -> CallUndo {
        switch undo {
        case .removeRecords(let ids, let editIDs):
            let removed = ids.compactMap { records.removeValue(forKey: $0) }
            let removedEdits = editIDs.compactMap { id in
                edits.removeValue(forKey: id).map { (id, $0) }
            }
            return .restoreRecords(removed, edits: removedEdits)
        case .restoreRecords(let list, let editList):
            for record in list { records[ObjectIdentifier(record.constraint)] = record }
            for (id, edit) in editList { edits[id] = edit }
            return .removeRecords(
                list.map { ObjectIdentifier($0.constraint) }, edits: editList.map(\.0))
        case .restoreConstant(let constraint, let constant):
            let id = ObjectIdentifier(constraint)
            let current = records[id]?.constant ?? constraint.expression.constant
            records[id]?.constant = constant
            constraint.expression.constant = constant
            return .restoreConstant(constraint, current)
        case .nothing:
            return .nothing
        }
    }

    /// Checks and repairs the answer of the call that just ran (see the file's comment).
    /// True when every checked required constraint holds and the call stayed within its
    /// pivots; else false, with `lastCheckFailure` saying why.
    func finishCall() -> Bool {
        defer {
            tableau.touched.removeAll(keepingCapacity: true)
            refinedMarkers.removeAll(keepingCapacity: true)
        }
        sweepObjective()
        for _ in 0..<Self.refinementRounds {
            guard tableau.hasPivotsLeft else {
                lastCheckFailure = "the simplex ran out of pivots (\(tableau.pivotsMade))"
                return false
            }
            // A refined constraint is checked again in the next round, with whatever the
            // refinement and the repairs after it touched.
            tableau.touched.append(contentsOf: refinedMarkers)
            refinedMarkers.removeAll(keepingCapacity: true)
            let markers = checkedMarkers()
            tableau.touched.removeAll(keepingCapacity: true)
            var refined = false
            var broken: String?
            for marker in markers {
                guard let record = liveRecord(ofMarker: marker) else { continue }
                let measure = measure(record)
                guard measure.residual.isFinite && measure.magnitude.isFinite else {
                    lastCheckFailure = "\(record.constraint) has no finite value"
                    return false
                }
                if measure.residual.magnitude > Self.refinementTolerance * measure.magnitude {
                    // The rows solve the constraint as if its constant were off by the
                    // residue: move them as a constant change of the residue would.
                    _ = shiftConstant(of: record, by: measure.residual)
                    refinedMarkers.append(marker)
                    refined = true
                } else if record.constraint.strength.isRequired
                    && measure.violation > Self.requiredTolerance * measure.magnitude
                {
                    broken = "\(record.constraint) is violated by \(measure.violation)"
                }
            }
            if !refined {
                if let broken {
                    lastCheckFailure = broken
                    return false
                }
                return true
            }
            if tableau.dualOptimize() != nil {
                lastCheckFailure = "a refined row cannot be made feasible"
                return false
            }
            tableau.optimize()
        }
        lastCheckFailure = "refinement did not converge"
        return false
    }

    /// The markers of the constraints whose values the call may have changed, each once, in
    /// increasing order: those of every touched external's constraints, and every touched
    /// marker's own. Drops markers of constraints that have left the solver from the lists.
    private func checkedMarkers() -> [Int32] {
        var markers: [Int32] = []
        swap(&markers, &markerScratch)
        markers.removeAll(keepingCapacity: true)
        for s in tableau.touched {
            let i = Int(s)
            guard i < tableau.symbolCount else { continue }
            if tableau.info[i].kind == .external {
                var list = tableau.markersMentioning[i]
                tableau.markersMentioning[i] = []
                list.removeAll { liveRecord(ofMarker: $0) == nil }
                markers.append(contentsOf: list)
                tableau.markersMentioning[i] = list
            } else if let record = liveRecord(ofMarker: s) {
                markers.append(record.marker)
            } else if let constraint = tableau.constraints[i],
                let record = records[ObjectIdentifier(constraint)], record.other == s
            {
                markers.append(record.marker)
            }
        }
        if markers.count > 1 {
            markers.sort()
            var kept = 1
            for k in 1..<markers.count where markers[k] != markers[kept - 1] {
                markers[kept] = markers[k]
                kept += 1
            }
            markers.removeLast(markers.count - kept)
        }
        let result = markers
        markerScratch = markers
        return result
    }

    /// The record of the constraint whose marker is `marker`, if it is in the solver.
    private func liveRecord(ofMarker marker: Int32) -> ConstraintRecord? {
        guard Int(marker) < tableau.symbolCount, let constraint = tableau.constraints[Int(marker)],
            let record = records[ObjectIdentifier(constraint)], record.marker == marker
        else { return nil }
        return record
    }

    /// `record`'s constraint at the tableau's current values: the residue of its row with its
    /// markers (0 in exact arithmetic), how far its relation is from holding, and its
    /// magnitude `|constant| + Σ |coefficient · value|`.
    func measure(_ record: ConstraintRecord)
        -> (residual: Double, violation: Double, magnitude: Double)
    {
        var sum = record.constant
        var magnitude = sum.magnitude
        for term in record.constraint.expression.terms where term.coefficient != 0 {
            guard let s = symbols[ObjectIdentifier(term.variable)] else { continue }
            let part = term.coefficient * tableau.evaluate(s)
            sum += part
            magnitude += part.magnitude
        }
        let violation: Double
        switch record.constraint.relation {
        case .equal: violation = sum.magnitude
        case .lessThanOrEqual: violation = Swift.max(0, sum)
        case .greaterThanOrEqual: violation = Swift.max(0, -sum)
        }
        var markers = tableau.value(of: record.marker)
        if record.other >= 0 { markers -= tableau.value(of: record.other) }
        let residual = sum + record.markerCoefficient * markers
        return (residual, violation, magnitude)
    }

    /// True when every required constraint in the solver holds within `requiredTolerance`
    /// (after a rebuild, whose values are all new).
    func allRequiredConstraintsHold() -> Bool {
        for record in records.values where record.constraint.strength.isRequired {
            let measure = measure(record)
            if !(measure.violation <= Self.requiredTolerance * measure.magnitude) { return false }
        }
        return true
    }
}

extension Solver {
    /// Row updates (by pivots and substitutions) that pay for one unit of the objective sweep
    /// (one row listed as mentioning a symbol), so the sweep adds a small fixed fraction to
    /// the pivot work and nothing to calls that make no pivots.
    static var rowUpdatesPerCheckUnit: Int { 8 }

    /// Spends the row updates of the call that just ran on re-pricing the next symbols of a
    /// sweep over all symbols: a nonbasic symbol's stored objective coefficient that differs
    /// from its fresh price (see `Tableau.freshCost(of:)`) is replaced, and queued if it
    /// improves the objective; then the simplex takes the improvements. This keeps the
    /// reduced costs that no pivot prices (symbols that never become candidates) from
    /// drifting. Only successful calls are credited (the work of a refused call is rolled
    /// back), and every quantity depends only on the tableau, so the sweep depends only on the
    /// sequence of successful calls.
    func sweepObjective() {
        let work = tableau.rowUpdates &- uncountedWork
        checkCredit += Int(truncatingIfNeeded: work &- checkedWork)
        checkedWork = work
        let count = tableau.symbolCount
        var queued = false
        while checkCredit > 0 && count > 0 {
            if checkCursor >= count { checkCursor = 0 }
            let s = Int32(checkCursor)
            let i = checkCursor
            checkCursor += 1
            checkCredit -= (1 + tableau.occurrences[i].count) * Self.rowUpdatesPerCheckUnit
            guard !tableau.info[i].isBasic && tableau.info[i].kind != .dummy else { continue }
            let fresh = tableau.freshCost(of: s)
            guard !fresh.isIdentical(to: tableau.objective[i]) else { continue }
            tableau.objective[i] = fresh
            if fresh.hasNegativeLevel && !tableau.info[i].inEntering {
                tableau.info[i].inEntering = true
                tableau.entering.push(s)
                queued = true
            }
        }
        if queued { tableau.optimize() }
    }
}
