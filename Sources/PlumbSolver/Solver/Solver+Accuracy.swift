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
// A call that only shifted row constants (a suggestion or a constant change that made no
// pivot: `Tableau.structureAtCall`) checks only its required constraints, while the rows are
// known to be accurate: no check of this solver has ever had to refine (`hasRefined`), no
// shift in the call cancelled (`Tableau.cancelledInCall`) and no definition moved. A shift
// moves each row by its coefficient times the change, so it adds to a constraint's residue
// the rounding of each addition (within 16 units in the last place of the row's new value
// when nothing cancels: below 2e-15 of the constraint's magnitude per term, so a thousand
// such calls in a row stay under `refinementTolerance`) plus the change times the error in
// the row coefficients. That error is invisible until values move; pivots on multipliers in
// the thousands leave it (a shift of 1e5 then left residue of 1e-8 in oracle seed 1648), and
// the first refinement any check needs shows it. So a shift-only call also checks the
// constraint whose constant it moved, required or not: a move of 63,000 left residue of
// 0.008 there on rows whose required constraints all still held (oracle seed 74669), and it
// shows first on that constraint. From then on every call checks every constraint it
// touched. Layout-shaped systems never need a refinement. Calls that pivot
// check and refine all they touch; the promise every call keeps is that the required
// constraints hold.
//
// Cost: the check reads each constraint it covers from `ConstraintChecks` (flat arrays
// indexed through the markers, no hashing or reference counting): a few dozen instructions
// per constraint, proportional to what the call changed, which the call has already paid
// for. Which constraints those are is worked out once per list of shifted rows: a call
// that shifted the same rows as the last such call, on the same constraints, checks the
// same list (`ConstraintChecks.ShiftCollection`). In GRID-100 a smooth edit (391 rows
// shifted, 201 constraints checked) costs about 48,600 instructions in all, of which the
// check 21,000; kiwi's costs about 108,000 (BENCHMARKS.md section 1).

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
    /// `body` once more; if that fails too, throws `.numericalFailure`. Errors `body` throws
    /// (refusals) pass through unchanged.
    ///
    /// After a refused call the solver holds what it held before: on rows that may be
    /// inaccurate (`hasRefined`, where refusals happen) the state before the call is kept
    /// (`StateBeforeCall`, shared buffers until the call writes them) and put back exactly;
    /// elsewhere the constraints from before the call are solved afresh, and if no check can
    /// vouch for that fresh solution, the solver writes no values (`rowsUnverified`) until a
    /// call's answer passes a check of every constraint.
    func perform(_ body: () throws(SolverError) -> CallOutcome) throws(SolverError) {
        // Rows that no check vouched for are treated as rows that have needed refinement:
        // the state before the call is kept, and the call checks every constraint.
        if rowsUnverified { hasRefined = true }
        let before = hasRefined ? StateBeforeCall(self) : nil
        tableau.beginCall()
        if rowsUnverified { tableau.touchEverySymbol() }
        var failure: String
        switch try body() {
        case .done(let undo):
            if finishCall() {
                rowsUnverified = false
                return
            }
            failure = lastCheckFailure
            // Rows that pivoted on a certified tiny element cannot be pivoted back accurately
            // (see `Tableau+CertifiedColumn.swift`): the call's own system, solved afresh,
            // is tried first.
            if tableau.pivotedOnCertifiedElement && rebuildAfterCall() {
                rowsUnverified = false
                return
            }
            guard undoAndRebuild(undo) else {
                restore(before, undoing: .nothing)
                throw .numericalFailure(failure)
            }
        case .rolledBack(let reason):
            failure = reason
            guard undoAndRebuild(.nothing) else {
                restore(before, undoing: .nothing)
                throw .numericalFailure(failure)
            }
        }
        tableau.beginCall()
        let outcome: CallOutcome
        do {
            outcome = try body()
        } catch {
            restore(before, undoing: .nothing)
            throw error
        }
        switch outcome {
        case .done(let undo):
            if finishCall() {
                rowsUnverified = false
                return
            }
            failure += "; after a rebuild: " + lastCheckFailure
            if before == nil {
                if undoAndRebuild(undo) {
                    checkRebuiltTableau()
                } else {
                    rowsUnverified = true
                }
            } else {
                restore(before, undoing: undo)
            }
        case .rolledBack(let reason):
            failure += "; after a rebuild: " + reason
            if before == nil { checkRebuiltTableau() } else { restore(before, undoing: .nothing) }
        }
        tableau.forgetTouched()
        throw .numericalFailure(failure)
    }

    /// Everything a call can change in the solver, as it was before the call (see
    /// `perform(_:)`). Copying it shares every buffer, so it costs what the call then writes.
    /// The check store (`ConstraintChecks`) is part of the tableau.
    struct StateBeforeCall {
        let tableau: Tableau
        let records: [ObjectIdentifier: ConstraintRecord]
        let symbols: [ObjectIdentifier: Int32]
        let edits: [ObjectIdentifier: EditRecord]
        let sequence: Int
        let work: (uncounted: UInt64, checked: UInt64, credit: Int, cursor: Int)

        init(_ solver: Solver) {
            tableau = solver.tableau
            records = solver.records
            symbols = solver.symbols
            edits = solver.edits
            sequence = solver.sequence
            work = (
                solver.uncountedWork, solver.checkedWork, solver.checkCredit, solver.checkCursor
            )
        }
    }

    /// Puts `state` back, after undoing `undo` on the constraint objects (a constant the
    /// call set lives in its constraint too). Nothing when `state` is nil.
    private func restore(_ state: StateBeforeCall?, undoing undo: CallUndo) {
        // Without a kept state, the solver had never refined before the call, and its rows
        // are rebuilt: the call's refinements leave no mark (a refused call changes nothing).
        // A rebuild that failed left rows that nothing vouches for.
        guard let state else {
            hasRefined = false
            rowsUnverified = true
            return
        }
        _ = apply(undo)
        tableau = state.tableau
        records = state.records
        symbols = state.symbols
        edits = state.edits
        sequence = state.sequence
        (uncountedWork, checkedWork, checkCredit, checkCursor) = state.work
    }

    /// Checks (and refines) every constraint of a tableau rebuilt for a failed call's
    /// refusal: nothing else vouches for a rebuilt answer (oracle seed 14015: a rebuild after
    /// a refused add left a required constraint 0.0028 short, 1.5e-8 of its magnitude, in a
    /// system with values near 7e12). When the check fails, the rows are unverified: the
    /// solver then writes no values until a later call passes a check of every constraint
    /// (a chain system shrunk from chain seed 11997 left a required equality violated by
    /// 4.9e8 after a refused add, and wrote it). The rebuilt optimum is certified against
    /// the constraints as well: a fresh solve can stop short on damaged rows just as the
    /// call did (oracle seed 92862, shrunk: a rebuild passed the check of every constraint
    /// with level 1,000,000 0.074 short of its optimum, and its values were written).
    private func checkRebuiltTableau() {
        hasRefined = false
        tableau.beginCall()
        tableau.touchEverySymbol()
        rowsUnverified = !finishCall(certifyingOptimum: true)
    }

    /// Rebuilds the tableau from the solver's records as the call left them (the call's
    /// system solved afresh) and checks every constraint. False, with the tableau as the call
    /// left it or rebuilt, when either fails: the caller then undoes the call and rebuilds.
    private func rebuildAfterCall() -> Bool {
        guard refactorize() else { return false }
        tableau.touchEverySymbol()
        return finishCall(certifyingOptimum: true)
    }

    /// Undoes a call's effect on the solver's records and rebuilds the tableau from them. If
    /// the rebuild fails (a required constraint no longer fits in a fresh tableau: rounding
    /// beyond repair), the call's records are put back, so that records and tableau agree,
    /// and the result is false.
    private func undoAndRebuild(_ undo: CallUndo) -> Bool {
        let redo = apply(undo)
        if refactorize() {
            // The rebuilt values are all new: the next check covers every symbol.
            tableau.touchEverySymbol()
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
            for record in removed { checks.forget(marker: record.marker) }
            let removedEdits = editIDs.compactMap { id in
                edits.removeValue(forKey: id).map { (id, $0) }
            }
            return .restoreRecords(removed, edits: removedEdits)
        case .restoreRecords(let list, let editList):
            for record in list {
                records[ObjectIdentifier(record.constraint)] = record
                registerCheck(of: record)
            }
            for (id, edit) in editList { edits[id] = edit }
            return .removeRecords(
                list.map { ObjectIdentifier($0.constraint) }, edits: editList.map(\.0))
        case .restoreConstant(let constraint, let constant):
            let current =
                records[ObjectIdentifier(constraint)]?.constant
                ?? constraint.expression.constant
            setRecordedConstant(constant, of: constraint)
            return .restoreConstant(constraint, current)
        case .nothing:
            return .nothing
        }
    }

    /// Checks and repairs the answer of the call that just ran (see the file's comment).
    /// True when every checked required constraint holds and the call stayed within its
    /// pivots; else false, with `lastCheckFailure` saying why. With `certifyingOptimum`, the
    /// optimum is certified against the constraints (see `Solver+Optimality.swift`) however
    /// the rows came about: a rebuilt tableau that fills a refused call's place has no other
    /// witness that it is optimal.
    func finishCall(certifyingOptimum: Bool = false) -> Bool {
        defer {
            tableau.forgetTouched()
            refinedMarkers.removeAll(keepingCapacity: true)
            shiftedConstraintMarkers.removeAll(keepingCapacity: true)
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
            // A call that only shifted constants on accurate rows checks only its required
            // constraints (see the file's comment).
            let shiftsOnly =
                !hasRefined && tableau.structureVersion == tableau.structureAtCall
                && !tableau.cancelledInCall
                && !tableau.touched.contains {
                    Int($0) < tableau.symbolCount && tableau.info[Int($0)].isDefinition
                }
            let count = collectCheckedSlots(requiredOnly: shiftsOnly)
            tableau.forgetTouched()
            var findings: [Finding] = []
            swap(&findings, &findingScratch)
            findings.removeAll(keepingCapacity: true)
            scan(count, into: &findings)
            defer { findingScratch = findings }
            var refined = false
            var broken: String?
            for finding in findings {
                let measure = finding.measure ?? measure(finding.slot)
                let entry = checks.entries[Int(finding.slot)]
                guard measure.residual.isFinite && measure.magnitude.isFinite else {
                    lastCheckFailure = "\(describe(entry)) has no finite value"
                    return false
                }
                if measure.residual.magnitude > Self.refinementTolerance * measure.magnitude {
                    // The rows solve the constraint as if its constant were off by the
                    // residue: move them as a constant change of the residue would.
                    _ = shiftConstant(
                        ofMarker: entry.marker, markerCoefficient: entry.markerCoefficient,
                        by: measure.residual)
                    refinedMarkers.append(entry.marker)
                    refined = true
                    hasRefined = true
                } else if entry.isRequired
                    && measure.violation > Self.requiredTolerance * measure.magnitude
                {
                    broken = "\(describe(entry)) is violated by \(measure.violation)"
                }
            }
            if !refined {
                if let broken {
                    lastCheckFailure = broken
                    return false
                }
                // On rows that have needed refinement, the optimum is certified against
                // the constraints (see `Solver+Optimality.swift`).
                if certifyingOptimum
                    || (hasRefined && tableau.structureVersion != tableau.structureAtCall)
                {
                    switch certifyOptimum() {
                    case .certified:
                        break
                    case .improvementsQueued:
                        tableau.optimize()
                        continue
                    case .rowsDamaged:
                        lastCheckFailure = "the rows and the constraints disagree along an edge"
                        return false
                    }
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

    /// Lists in `slotScratch` the check entries (see `ConstraintChecks`) of the constraints
    /// whose values the call may have changed, each once, in the order the call touched
    /// them (`touched`, then `shiftedRows`): those of every touched external's constraints,
    /// and every touched marker's own; with `requiredOnly`, only required constraints.
    /// Returns how many it listed. Drops markers of constraints that have left the solver
    /// from the externals' lists. A call that shifted only the rows the last such call
    /// shifted, on the same constraints, gets that call's list back (see
    /// `ConstraintChecks.ShiftCollection`).
    private func collectCheckedSlots(requiredOnly: Bool) -> Int {
        // Each entry is listed at most once, so the buffer never needs to grow while filling.
        if slotScratch.count < checks.entries.count {
            slotScratch = [Int32](repeating: 0, count: 2 * checks.entries.count)
        }
        let symbolCount = tableau.symbolCount
        // Nothing touched, nothing to list (a call that only dropped a row, say).
        if tableau.touched.isEmpty && tableau.shiftedRows.isEmpty
            && shiftedConstraintMarkers.isEmpty
        {
            return 0
        }
        // A call that touched nothing but one list of shifted rows: the same lists as the
        // last such call's give the same collection (see `ConstraintChecks.ShiftCollection`).
        let shiftOnly = tableau.touched.isEmpty && tableau.shiftedRows.count == 1
        if shiftOnly
            && checks.lastShiftCollection.matches(
                rows: tableau.shiftedRows[0], markers: shiftedConstraintMarkers,
                requiredOnly: requiredOnly, symbolCount: symbolCount, version: checks.version)
        {
            let count = checks.lastShiftCollection.slots.count
            slotScratch.withUnsafeMutableBufferPointer { slots in
                checks.lastShiftCollection.slots.withUnsafeBufferPointer { kept in
                    if let to = slots.baseAddress, let from = kept.baseAddress {
                        to.update(from: from, count: count)
                    }
                }
            }
            return count
        }
        let count =
            requiredOnly
            ? collectCheckedSlots(symbolCount: symbolCount, requiredOnly: true)
            : collectCheckedSlots(symbolCount: symbolCount, requiredOnly: false)
        if shiftOnly {
            let version = checks.version
            let rows = tableau.shiftedRows[0]
            withUnsafeMutablePointer(to: &checks.lastShiftCollection) { kept in
                kept.pointee.isValid = true
                kept.pointee.rows = rows
                kept.pointee.markers.removeAll(keepingCapacity: true)
                kept.pointee.markers.append(contentsOf: shiftedConstraintMarkers)
                kept.pointee.requiredOnly = requiredOnly
                kept.pointee.symbolCount = symbolCount
                kept.pointee.version = version
                kept.pointee.slots.removeAll(keepingCapacity: true)
                kept.pointee.slots.append(contentsOf: slotScratch[..<count])
            }
        }
        return count
    }

    /// `collectCheckedSlots(requiredOnly:)`'s walk over the call's lists, always inlined, so
    /// that each value of `requiredOnly` compiles to its own loops.
    @inline(__always)
    private func collectCheckedSlots(symbolCount: Int, requiredOnly: Bool) -> Int {
        checks.nextEpoch()
        let epoch = checks.epoch
        var count = 0
        var freeMention = checks.freeMention
        // A symbol touched again lists nothing new (its constraints are listed on its first
        // visit): each in `touched` (where a call's pivots repeat the rows they update) is
        // visited once, marked with the tableau's dedup stamp.
        tableau.markEpoch &+= 1
        if tableau.markEpoch == 0 {
            for k in tableau.info.indices { tableau.info[k].mark = 0 }
            tableau.markEpoch = 1
        }
        let visited = tableau.markEpoch
        var localInfo: [SymbolInfo] = []
        swap(&localInfo, &tableau.info)
        defer { swap(&localInfo, &tableau.info) }
        var touched: [Int32] = []
        swap(&touched, &tableau.touched)
        defer { swap(&touched, &tableau.touched) }
        localInfo.withUnsafeMutableBufferPointer { info in
            checks.firstMention.withUnsafeMutableBufferPointer { firstMention in
                checks.mentions.withUnsafeMutableBufferPointer { mentions in
                    checks.slotOfSymbol.withUnsafeBufferPointer { slotOfSymbol in
                        checks.entries.withUnsafeMutableBufferPointer { entries in
                            slotScratch.withUnsafeMutableBufferPointer { slots in
                                @inline(__always) func list(_ slot: Int32) {
                                    if entries[Int(slot)].stamp != epoch {
                                        entries[Int(slot)].stamp = epoch
                                        slots[count] = slot
                                        count += 1
                                    }
                                }
                                // The constraints on list `i` (see `firstMention`), unlinking
                                // those that have left the solver.
                                @inline(__always) func visitList(_ i: Int) {
                                    guard i < firstMention.count else { return }
                                    var previous: Int32 = -1
                                    var link = firstMention[i]
                                    while link >= 0 {
                                        let mention = mentions[Int(link)]
                                        let m = Int(mention.marker)
                                        let slot = m < slotOfSymbol.count ? slotOfSymbol[m] : -1
                                        if slot < 0 {
                                            if previous < 0 {
                                                firstMention[i] = mention.next
                                            } else {
                                                mentions[Int(previous)].next = mention.next
                                            }
                                            mentions[Int(link)].next = freeMention
                                            freeMention = link
                                        } else {
                                            list(slot)
                                            previous = link
                                        }
                                        link = mention.next
                                    }
                                }
                                @inline(__always) func visit(_ s: Int32) {
                                    let i = Int(s)
                                    guard i < symbolCount else { return }
                                    if info[i].kind == .external {
                                        visitList(2 * i)
                                        if !requiredOnly { visitList(2 * i + 1) }
                                    } else if i < slotOfSymbol.count {
                                        let slot = slotOfSymbol[i]
                                        if slot >= 0
                                            && (!requiredOnly || entries[Int(slot)].isRequired)
                                        {
                                            list(slot)
                                        }
                                    }
                                }
                                touched.withUnsafeBufferPointer { touched in
                                    for s in touched {
                                        let i = Int(s)
                                        if i < symbolCount {
                                            if info[i].mark == visited { continue }
                                            info[i].mark = visited
                                        }
                                        visit(s)
                                    }
                                }
                                // The constraint whose constant moved shows first whether
                                // the rows' columns were accurate enough for the move.
                                for marker in shiftedConstraintMarkers
                                where Int(marker) < slotOfSymbol.count {
                                    let slot = slotOfSymbol[Int(marker)]
                                    if slot >= 0 { list(slot) }
                                }
                                for rows in tableau.shiftedRows {
                                    rows.withUnsafeBufferPointer { rows in
                                        for row in rows { visit(row.symbol) }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        checks.freeMention = freeMention
        return count
    }

    /// A constraint the check must look at again: one that does not hold to the tolerances
    /// at the current values, or (`measure` nil) one whose terms include a definition whose
    /// cached value is out of date.
    struct Finding {
        var slot: Int32
        var measure: Measure?
    }

    /// Measures the first `count` entries of `slotScratch` in one pass over raw buffers and
    /// appends to `findings` those that are not finite, have a residue above
    /// `refinementTolerance`, or are required and violated beyond `requiredTolerance`.
    private func scan(_ count: Int, into findings: inout [Finding]) {
        guard count > 0 else { return }
        let refinement = Self.refinementTolerance
        let required = Self.requiredTolerance
        tableau.info.withUnsafeBufferPointer { info in
            tableau.rows.withUnsafeBufferPointer { rows in
                tableau.values.withUnsafeBufferPointer { values in
                    checks.entries.withUnsafeBufferPointer { entries in
                        checks.terms.withUnsafeBufferPointer { terms in
                            slotScratch.withUnsafeBufferPointer { slots in
                                for n in 0..<count {
                                    let slot = slots[n]
                                    let entry = entries[Int(slot)]
                                    var sum = 0.0
                                    var magnitude = 0.0
                                    var residual = 0.0
                                    guard
                                        Self.evaluate(
                                            entry, info: info, rows: rows, values: values,
                                            terms: terms, sum: &sum, magnitude: &magnitude,
                                            residual: &residual)
                                    else {
                                        findings.append(Finding(slot: slot, measure: nil))
                                        continue
                                    }
                                    // Not finite, or a residue above the tolerance: as
                                    // `!(residual.isFinite && magnitude.isFinite)
                                    // || residual.magnitude > refinement * magnitude`, in two
                                    // comparisons, since `magnitude` is a sum of magnitudes
                                    // (0 or more, or NaN): a NaN anywhere or an infinite
                                    // residue fails the first unless `magnitude` is infinite.
                                    // The violation only matters for a required constraint
                                    // (and for the findings, which keep it); past the first
                                    // two tests, `magnitude` is finite.
                                    if !(residual.magnitude <= refinement * magnitude)
                                        || magnitude == .infinity
                                        || (entry.isRequired
                                            && Self.violates(
                                                sum, entry.relation, by: required * magnitude))
                                    {
                                        let measure = Measure(
                                            residual: residual,
                                            violation: Self.violation(of: sum, entry.relation),
                                            magnitude: magnitude)
                                        findings.append(Finding(slot: slot, measure: measure))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The constraint of check entry `slot` at the tableau's current values: the residue of
    /// its row with its markers (0 in exact arithmetic), how far its relation is from
    /// holding, and its magnitude `|constant| + Σ |coefficient · value|`.
    func measure(_ slot: Int32) -> Measure {
        let entry = checks.entries[Int(slot)]
        let start = Int(entry.termStart)
        for k in start..<start + Int(entry.termCount) {
            _ = tableau.evaluate(checks.terms[k].symbol)
        }
        // Evaluated values are fresh, so `evaluate` succeeds (a NaN would fail the check).
        var sum = 0.0
        var magnitude = 0.0
        var residual = 0.0
        let fresh = tableau.info.withUnsafeBufferPointer { info in
            tableau.rows.withUnsafeBufferPointer { rows in
                tableau.values.withUnsafeBufferPointer { values in
                    checks.terms.withUnsafeBufferPointer { terms in
                        Self.evaluate(
                            entry, info: info, rows: rows, values: values, terms: terms,
                            sum: &sum, magnitude: &magnitude, residual: &residual)
                    }
                }
            }
        }
        guard fresh else { return Measure(residual: .nan, violation: .nan, magnitude: .nan) }
        return Measure(
            residual: residual, violation: Self.violation(of: sum, entry.relation),
            magnitude: magnitude)
    }

    /// Evaluates `entry` from the rows and the cached values of definitions: `sum` is the
    /// expression's value, `magnitude` is `|constant| + Σ |coefficient · value|` and
    /// `residual` the residue of its row with its markers. False (and the three unset)
    /// when a term is a definition whose cached value is out of date (stale).
    @inline(__always)
    private static func evaluate(
        _ entry: ConstraintChecks.Entry, info: UnsafeBufferPointer<SymbolInfo>,
        rows: UnsafeBufferPointer<Row>, values: UnsafeBufferPointer<Double>,
        terms: UnsafeBufferPointer<Cell>, sum: inout Double, magnitude: inout Double,
        residual: inout Double
    ) -> Bool {
        var total = entry.constant
        var size = total.magnitude
        var k = Int(entry.termStart)
        let end = k &+ Int(entry.termCount)
        while k < end {
            let term = terms[k]
            k &+= 1
            let i = Int(term.symbol)
            let value: Double
            if !info[i].isBasic {
                value = 0
            } else if !info[i].isDefinition {
                value = rows[i].constant
            } else if !info[i].isStale {
                value = values[i]
            } else {
                return false
            }
            let part = term.coefficient * value
            total += part
            size += part.magnitude
        }
        let marker = Int(entry.marker)
        var markers = info[marker].isBasic ? rows[marker].constant : 0
        if entry.other >= 0 {
            let other = Int(entry.other)
            markers -= info[other].isBasic ? rows[other].constant : 0
        }
        sum = total
        magnitude = size
        residual = total + entry.markerCoefficient * markers
        return true
    }

    /// Whether `violation(of: sum, relation) > bound`, for a `bound` of 0 or more (not NaN),
    /// without the `max`: the violation is `sum`, `-sum` or `|sum|` wherever it is above 0
    /// (and a NaN `sum` is above nothing either way).
    @inline(__always)
    private static func violates(_ sum: Double, _ relation: Relation, by bound: Double) -> Bool {
        switch relation {
        case .equal: return sum.magnitude > bound
        case .lessThanOrEqual: return sum > bound
        case .greaterThanOrEqual: return -sum > bound
        }
    }

    /// How far an expression whose value is `sum` is from holding `relation` (0 when it
    /// holds).
    @inline(__always)
    private static func violation(of sum: Double, _ relation: Relation) -> Double {
        switch relation {
        case .equal: return sum.magnitude
        case .lessThanOrEqual: return Swift.max(0, sum)
        case .greaterThanOrEqual: return Swift.max(0, -sum)
        }
    }

    /// A constraint at the tableau's current values (see `measure(_:)`).
    struct Measure {
        /// The residue of its row with its markers: 0 in exact arithmetic.
        var residual: Double
        /// How far its relation is from holding (0 when it holds).
        var violation: Double
        /// `|constant| + Σ |coefficient · value|`, which the tolerances are relative to.
        var magnitude: Double
    }

    /// The constraint of check entry `entry`, for a failure message.
    private func describe(_ entry: ConstraintChecks.Entry) -> String {
        tableau.constraints[Int(entry.marker)].map { "\($0)" } ?? "a constraint"
    }

    /// Adds the check entry of `record`, whose constraint is in the solver (its variables
    /// have symbols): for records put back after an undo.
    func registerCheck(of record: ConstraintRecord) {
        var terms: [Cell] = []
        for term in record.constraint.expression.terms where term.coefficient != 0 {
            guard let s = symbols[ObjectIdentifier(term.variable)] else { continue }
            terms.append(Cell(s, term.coefficient))
        }
        Row.combineSorted(&terms)
        checks.register(
            terms: terms, constant: record.constant, marker: record.marker,
            other: record.other, relation: record.constraint.relation,
            isRequired: record.constraint.strength.isRequired)
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
            guard tableau.repriceObjective(of: s) else { continue }
            if tableau.objective[i].hasNegativeLevel && !tableau.info[i].inEntering {
                tableau.queueEntering(s)
                queued = true
            }
        }
        if queued { tableau.optimize() }
    }
}
