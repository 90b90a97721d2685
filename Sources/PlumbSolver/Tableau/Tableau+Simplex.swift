extension Tableau {
    /// Replaces nonbasic symbol `e` by `row` (`e = row`) in every row that mentions it, in the
    /// objective and in the artificial objective. Touches only the rows in `e`'s occurrence list.
    mutating func substitute(_ e: Int32, by row: Row) {
        substitute(e, by: row, in: mentions(of: e))
    }

    /// `substitute(_:by:)` in the rows of `list`, `mentions(of: e)` as it is now.
    private mutating func substitute(_ e: Int32, by row: Row, in list: [Cell]) {
        structureVersion &+= 1
        rowUpdates &+= UInt64(list.count) &+ 1
        if !list.isEmpty {
            if journaling {
                for mention in list { saveRow(mention.symbol) }
            }
            mergeRows(list, removing: e, row)
            // What each update notes, in the list's order, as if right after its merge: a
            // merge changes only its own row, never which rows mention a basic symbol, and
            // only the lists of `row`'s (nonbasic) symbols, so marking stale reads the same.
            for mention in list {
                let b = mention.symbol
                noteChanged(b)
                if info[Int(b)].kind != .external && rows[Int(b)].constant < 0 { pushInfeasible(b) }
            }
        }
        // Every row that mentioned `e` was listed, and none does now.
        assert(Int(mentionCounts[Int(e)]) == list.count, "\(e)'s mention count disagrees")
        mentionCounts[Int(e)] = 0
        recycle(list)
        occurrences[Int(e)] = []

        let cost = objective[Int(e)]
        if !cost.isZero {
            saveObjective(e)
            objective[Int(e)] = LexCoefficient()
            markObjectiveExact(e)
            addToObjective(row.cells, cost, scale: 1, size: ObjectiveAddition(cost))
        }

        if var phaseOne = artificial, let index = phaseOne.index(of: e) {
            let c = phaseOne.cells[index].coefficient
            phaseOne.cells = Row.merge(phaseOne.cells, removing: e, row.cells, scale: c)
            phaseOne.constant = cancellingSum(phaseOne.constant, c * row.constant)
            artificial = phaseOne
        }
    }

    /// The row updates of `substitute(_:by:)`: each listed row `b` (with `e`'s coefficient
    /// `c` in it) becomes `b - c·e + c·row`, merged in a reused buffer and stored back without
    /// spare capacity (in the row's own buffer when it fits), and the symbols it gains are
    /// noted in their occurrence lists. One pass over raw buffers: the arrays are moved out
    /// first, so there is no copy and no per-row uniqueness or exclusivity check.
    private mutating func mergeRows(_ list: [Cell], removing e: Int32, _ row: Row) {
        var longest = 0
        for mention in list { longest = Swift.max(longest, rows[Int(mention.symbol)].cells.count) }
        let needed = longest + row.cells.count
        if mergeScratch.count < needed {
            mergeScratch.append(
                contentsOf: repeatElement(
                    Cell(0, 0),
                    count: Swift.max(needed, 2 * mergeScratch.count) - mergeScratch.count))
        }
        if addedScratch.count < row.cells.count {
            addedScratch.append(
                contentsOf: repeatElement(0, count: row.cells.count - addedScratch.count))
        }
        // Swapped out and back so that no second reference outlives the loop.
        var localRows: [Row] = []
        swap(&localRows, &rows)
        var localOccurrences: [[Int32]] = []
        swap(&localOccurrences, &occurrences)
        var localInfo: [SymbolInfo] = []
        swap(&localInfo, &info)
        var localLimits: [Int32] = []
        swap(&localLimits, &occurrenceLimits)
        var merged: [Cell] = []
        swap(&merged, &mergeScratch)
        var added: [Int32] = []
        swap(&added, &addedScratch)
        var localCounts: [Int32] = []
        swap(&localCounts, &mentionCounts)
        var epoch = markEpoch
        let shift = row.constant
        localRows.withUnsafeMutableBufferPointer { rowBuffer in
            localOccurrences.withUnsafeMutableBufferPointer { lists in
                localInfo.withUnsafeMutableBufferPointer { infoBuffer in
                    localLimits.withUnsafeMutableBufferPointer { limits in
                        merged.withUnsafeMutableBufferPointer { out in
                            added.withUnsafeMutableBufferPointer { gained in
                                localCounts.withUnsafeMutableBufferPointer { counts in
                                    row.cells.withUnsafeBufferPointer { source in
                                        for mention in list {
                                            let b = mention.symbol
                                            let bi = Int(b)
                                            let c = mention.coefficient
                                            var cells: [Cell] = []
                                            swap(&cells, &rowBuffer[bi].cells)
                                            let (count, gainedCount) =
                                                cells.withUnsafeBufferPointer {
                                                    Row.merge(
                                                        $0, removing: e, source, scale: c,
                                                        into: out.baseAddress!,
                                                        added: gained.baseAddress!,
                                                        dropped: { counts[Int($0)] &-= 1 })
                                                }
                                            Row.store(
                                                UnsafeBufferPointer(
                                                    start: out.baseAddress!, count: count),
                                                in: &cells)
                                            swap(&cells, &rowBuffer[bi].cells)
                                            rowBuffer[bi].constant = cancellingSum(
                                                rowBuffer[bi].constant, c * shift)
                                            for k in 0..<gainedCount {
                                                counts[Int(gained[k])] &+= 1
                                                Tableau.noteOccurrence(
                                                    of: gained[k], in: b, lists: lists,
                                                    limits: limits, info: infoBuffer,
                                                    epoch: &epoch)
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        swap(&localRows, &rows)
        swap(&localOccurrences, &occurrences)
        swap(&localInfo, &info)
        swap(&localLimits, &occurrenceLimits)
        swap(&merged, &mergeScratch)
        swap(&added, &addedScratch)
        swap(&localCounts, &mentionCounts)
        markEpoch = epoch
    }

    /// Starts the pivot budget of a public call. Every simplex loop stops when the call has
    /// made `pivotLimit` pivots, so every call returns; the solver then reports a numerical
    /// failure (see `Solver`). The limit is far above what any solvable system needs: the
    /// simplex rarely makes more pivots than there are rows, and past `blandThreshold` ties
    /// go to the lowest id (Bland's rule), which cannot cycle.
    mutating func beginCall() {
        structureAtCall = structureVersion
        cancelledInCall = false
        pivotsMade = 0
        pivotLimit = 10_000 + 64 * symbolCount
        blandThreshold = 1_000 + 4 * symbolCount
    }

    /// True while the current call may still pivot.
    var hasPivotsLeft: Bool { pivotsMade < pivotLimit }

    /// Exchanges basic `leaving` for nonbasic `entering`, spending one of the call's pivots.
    mutating func pivot(leaving: Int32, entering: Int32) {
        pivotsMade &+= 1
        // The rows that mention `entering`, as the ratio test just listed them when no row
        // has changed since (so the same list, in the same order, as listing them again).
        let known =
            ratioTestMentions.symbol == entering && ratioTestMentions.version == structureVersion
        var list: [Cell] = []
        if known { swap(&list, &ratioTestMentions.list) }
        ratioTestMentions.symbol = -1
        var row = takeRow(leaving)
        row.solve(basic: leaving, for: entering)
        if known {
            // The leaving row is no longer basic: listing them again would skip it.
            list.removeAll { $0.symbol == leaving }
            substitute(entering, by: row, in: list)
        } else {
            substitute(entering, by: row)
        }
        install(row, as: entering)
    }

    /// The restricted row that limits `e`'s increase first (minimum ratio, lowest id on ties);
    /// nil when nothing limits it. Sets `limitedByResidue` when an element it took for
    /// residue would have limited `e` at least as soon.
    mutating func leavingRow(for e: Int32) -> Int32? {
        var best: Int32 = -1
        var bestRatio = Double.greatestFiniteMagnitude
        var bestCoefficient = 0.0
        var residueRatio = Double.infinity
        var previous: [Cell] = []
        swap(&previous, &ratioTestMentions.list)
        recycle(previous)
        let list = mentions(of: e)
        // Kept for the pivot that may follow (see `pivot(leaving:entering:)`).
        ratioTestMentions = (e, structureVersion, list)
        for mention in list {
            let b = mention.symbol
            let bi = Int(b)
            if info[bi].kind == .external { continue }
            let c = mention.coefficient
            // Residue is cancelled where it is made (see `cancellingSum(_:_:)`), so every
            // negative coefficient limits `e`, except one within rounding of its row's
            // largest: what is left of a cancellation spread over several steps (0.1 · 10 - 1
            // left 3.1e-16 in oracle seed 62600), which no single sum saw. Dividing the row by
            // it would multiply every other coefficient by 1e15. One that refinement has
            // certified (see `certifyColumn(of:)`) limits `e` however small it is.
            guard c < 0 else { continue }
            if c > -tinyPivotElement && isResidue(c, inRow: bi) && !isCertified(b, limiting: e) {
                residueRatio = Swift.min(residueRatio, -rows[bi].constant / c)
                continue
            }
            let ratio = -rows[bi].constant / c
            if isBetterPivot(ratio, c, b, than: bestRatio, bestCoefficient, best) {
                bestRatio = ratio
                bestCoefficient = c
                best = b
            }
        }
        limitedByResidue = residueRatio <= bestRatio
        return best >= 0 ? best : nil
    }

    /// Whether `coefficient` is at most `rowResidueTolerance` of the largest coefficient of
    /// row `i` in magnitude. O(the row).
    func isResidue(_ coefficient: Double, inRow i: Int) -> Bool {
        coefficient.magnitude <= rowResidueTolerance * rows[i].largestCoefficient
    }

    /// Ratio-test order: the lesser ratio; among ratios equal to within rounding (degenerate
    /// rows make many ratios 0), the larger pivot element, so that the tableau is scaled by
    /// the least factor; then the lower id. After `blandThreshold` pivots in one call, ties
    /// go to the lower id alone (Bland's rule, which cannot cycle).
    ///
    /// Ratios tie within half of `cancellationTolerance` of the lesser (at least 1): a row
    /// that ties with the leaving one then gets a constant that cancels to residue, exactly
    /// 0. A wider tie lets that row go below 0 by what the tie allowed, and an error basic
    /// below 0 pays the objective back: with 1e-9 (oracle seed 64366), two rows near 5.5e13
    /// whose ratios differed by 4.5e-10 tied, the lower id left, and the other, an error at
    /// level 857, went to -24,484, which a level-965 constraint then paid in silence.
    @inline(__always)
    func isBetterPivot(
        _ ratio: Double, _ coefficient: Double, _ symbol: Int32,
        than bestRatio: Double, _ bestCoefficient: Double, _ best: Int32
    ) -> Bool {
        if best < 0 { return true }
        let tolerance =
            0.5 * cancellationTolerance
            * Swift.max(1, Swift.min(ratio.magnitude, bestRatio.magnitude))
        if ratio < bestRatio - tolerance { return true }
        if ratio > bestRatio + tolerance { return false }
        // Past the anti-cycling threshold, Bland's rule: the lowest id, which cannot cycle.
        if pivotsMade > blandThreshold { return symbol < best }
        let size = coefficient.magnitude
        let bestSize = bestCoefficient.magnitude
        if size != bestSize { return size > bestSize }
        return symbol < best
    }

    /// Pops the lowest-id nonbasic, non-dummy symbol with a negative objective coefficient.
    ///
    /// The stored coefficient was updated by every pivot since the symbol last entered, and
    /// can carry the residue of sums over much larger numbers; so a candidate's coefficient is
    /// priced afresh from the rows (see `freshCost(of:)`) and stored before its sign decides.
    mutating func nextEntering() -> Int32? {
        while let s = entering.popMin() {
            let i = Int(s)
            info[i].inEntering = false
            guard
                !info[i].isBasic && info[i].kind != .dummy
                    && (objective[i].hasNegativeLevel || info[i].cancelledSinceExact)
            else { continue }
            guard objectiveIsErrorWeights else { return s }
            if isCertain(objective[i], of: s) {
                if objective[i].isNegative { return s }
                continue
            }
            _ = repriceObjective(of: s)
            if objective[i].isNegative { return s }
        }
        return nil
    }

    /// Whether the sign of `cost`, nonbasic `s`'s stored objective coefficient, is certain
    /// without pricing it afresh (which costs the rows that mention `s`): when nothing added
    /// into it since it was last exact reached its highest level (so that level is still
    /// the exact one), or when its highest level is more than twice the sum of everything
    /// added since (so even additions wrong by half their size could not change its sign).
    /// A symbol that many rows mention (a window's width) is then priced afresh only when
    /// what happened to it could matter, not at every pivot that queues it.
    @inline(__always)
    func isCertain(_ cost: LexCoefficient, of s: Int32) -> Bool {
        Self.isCertain(cost, info[Int(s)])
    }

    /// `isCertain(_:of:)` for the symbol whose bookkeeping is `info`.
    @inline(__always)
    static func isCertain(_ cost: LexCoefficient, _ info: SymbolInfo) -> Bool {
        let head = cost[0]
        if info.cancelledSinceExact { return false }
        return head.level > info.highestLevelSinceExact
            || (head.level == info.highestLevelSinceExact
                && head.coefficient.magnitude > 2 * Double(info.addedSinceExact))
    }

    /// Prices nonbasic `s` afresh (see `freshCost(of:)`) and stores the price as its objective
    /// coefficient (journaled) when it differs from the stored one bit for bit. Returns
    /// whether it did. The price is compared with the stored one level by level before it is
    /// built, so that an unchanged price is never built (a coefficient of several levels
    /// allocates).
    mutating func repriceObjective(of s: Int32) -> Bool {
        freshCost(of: s)
        let i = Int(s)
        if objective[i].count == freshTerms.count {
            var same = true
            for k in freshTerms.indices {
                let stored = objective[i][k]
                let fresh = freshTerms[k]
                if stored.level != fresh.level
                    || stored.coefficient.bitPattern != fresh.coefficient.bitPattern
                {
                    same = false
                    break
                }
            }
            if same { return false }
        }
        var result = LexCoefficient()
        for term in freshTerms { result.append(level: term.level, term.coefficient) }
        saveObjective(s)
        objective[i] = result
        return true
    }

    /// The objective coefficient of nonbasic `s` computed from the rows, as the levels that
    /// are not 0, highest first, in `freshTerms`: its own cost (an error's weight at its
    /// level) plus, for each basic error whose row mentions it, that error's weight times
    /// the coefficient. Each level is summed in a fixed order (by row id). A level in doubt
    /// (see `doubtTolerance`) is priced again along `s`'s edge refined against the
    /// constraints (see `refinedCost(of:)`): the sum stands if the refined price agrees with
    /// it to an eighth, it is residue (0) if the refined price is 0 or less than an eighth of
    /// it, and otherwise the rows have lost a real coefficient and the refined price stands.
    /// Where the refinement does not converge, a level within `pricingTolerance` of its
    /// largest part or `levelTolerance` of its heaviest weight is residue. Residue is judged
    /// against the parts, weights and constraints as they are now, not against the history
    /// of the stored coefficient. O(the rows that mention `s`), and for a level in doubt
    /// also the constraints along its edge.
    mutating func freshCost(of s: Int32) {
        var terms: [LexTerm] = []
        swap(&terms, &freshTerms)
        terms.removeAll(keepingCapacity: true)
        var parts = costScratch
        costScratch = []
        parts.removeAll(keepingCapacity: true)
        if kind(s) == .error, let strength = constraints[Int(s)]?.strength {
            parts.append(PricingPart(strength, times: 1, row: -1))
        }
        // The basic errors whose rows mention `s`, each once: only their rows are searched
        // (the occurrence list may hold many other rows, and stale or repeated entries).
        markEpoch &+= 1
        if markEpoch == 0 {
            for k in info.indices { info[k].mark = 0 }
            markEpoch = 1
        }
        let epoch = markEpoch
        // Read and marked through raw buffers (info moved out), so no entry pays for a
        // uniqueness check or a retain.
        var localInfo: [SymbolInfo] = []
        swap(&localInfo, &info)
        localInfo.withUnsafeMutableBufferPointer { infoBuffer in
            rows.withUnsafeBufferPointer { rowBuffer in
                constraints.withUnsafeBufferPointer { owners in
                    occurrences[Int(s)].withUnsafeBufferPointer { list in
                        let count = infoBuffer.count
                        for b in list {
                            let bi = Int(b)
                            guard bi < count, infoBuffer[bi].kind == .error,
                                infoBuffer[bi].isBasic, infoBuffer[bi].mark != epoch,
                                let index = rowBuffer[bi].index(of: s),
                                let strength = owners[bi]?.strength
                            else { continue }
                            infoBuffer[bi].mark = epoch
                            parts.append(
                                PricingPart(
                                    strength, times: rowBuffer[bi].cells[index].coefficient, row: b)
                            )
                        }
                    }
                }
            }
        }
        swap(&localInfo, &info)
        // Deterministic: the order of the parts depends only on the rows (by level, then row;
        // no two parts share a row, so any sort gives this order). Few parts: by insertion.
        if parts.count > 1 {
            if parts.count <= 16 {
                parts.withUnsafeMutableBufferPointer { buffer in
                    for k in 1..<buffer.count {
                        let part = buffer[k]
                        var j = k
                        while j > 0
                            && (buffer[j - 1].level != part.level
                                ? buffer[j - 1].level < part.level : buffer[j - 1].row > part.row)
                        {
                            buffer[j] = buffer[j - 1]
                            j -= 1
                        }
                        buffer[j] = part
                    }
                }
            } else {
                parts.sort { $0.level != $1.level ? $0.level > $1.level : $0.row < $1.row }
            }
        }
        // Priced once, at the first level in doubt (nil inside: a refinement that did not
        // converge).
        var refinement: [LexTerm]?? = nil
        var k = 0
        while k < parts.count {
            let level = parts[k].level
            var sum = 0.0
            var largest = 0.0
            var heaviest = 0.0
            while k < parts.count && parts[k].level == level {
                sum += parts[k].value
                largest = Swift.max(largest, parts[k].value.magnitude)
                heaviest = Swift.max(heaviest, parts[k].weight)
                k += 1
            }
            var value = sum
            let cancelled = sum.magnitude <= pricingTolerance * largest
            if sum.magnitude <= roundingTolerance * largest {
                // A few units in the last place of the parts: rounding, never in doubt.
                value = 0
            } else if cancelled || sum.magnitude <= doubtTolerance * heaviest {
                // In doubt: refinement against the constraints decides.
                if refinement == nil {
                    let priced = refinedCost(of: s)
                    refinement = .some(priced.converged ? priced.levels : nil)
                }
                if let priced = refinement ?? nil {
                    let refined = priced.first { $0.level == level }?.coefficient ?? 0
                    if refined.magnitude > 8 * (refined - sum).magnitude {
                        value = sum
                    } else if 8 * refined.magnitude <= sum.magnitude {
                        value = 0
                    } else {
                        value = refined
                    }
                } else if cancelled || sum.magnitude <= levelTolerance * heaviest {
                    value = 0
                }
            }
            if value != 0 { terms.append(LexTerm(level: level, coefficient: value)) }
        }
        costScratch = parts
        swap(&terms, &freshTerms)
        // Journaled before it is marked exact, so that a rollback restores both as they were.
        saveObjective(s)
        markObjectiveExact(s)
    }

    /// Primal simplex on the lexicographic objective. False if it found the objective
    /// unbounded (impossible for a well-formed tableau: every error is ≥ 0, but the ambiguity
    /// probe optimises a free direction). Stops when the call's pivots run out (see
    /// `pivotsLeft`).
    @discardableResult
    mutating func optimize() -> Bool {
        var bounded = true
        while hasPivotsLeft, let e = nextEntering() {
            var limiting = leavingRow(for: e)
            // Limited first by elements taken for residue: the ones refinement certifies
            // limit it after all (see `certifyColumn(of:)`).
            if limitedByResidue && objectiveIsErrorWeights && certifyColumn(of: e) {
                limiting = leavingRow(for: e)
                if let row = limiting, certifiedColumn.rows.contains(row) {
                    pivotedOnCertifiedElement = true
                }
            }
            // Unlimited (possibly only because its limiting elements are residue): the
            // other improving symbols still get their pivots.
            guard let leaving = limiting else {
                bounded = false
                continue
            }
            pivot(leaving: leaving, entering: e)
        }
        dropRatioTestMentions()
        return bounded
    }

    /// Hands the ratio test's list back (see `ratioTestMentions`), so that a tableau at rest
    /// keeps no more buffers than before the list was kept.
    mutating func dropRatioTestMentions() {
        var list: [Cell] = []
        swap(&list, &ratioTestMentions.list)
        ratioTestMentions.symbol = -1
        recycle(list)
    }

    /// Phase-one coefficients smaller than this (relative to the row's largest, at least 1)
    /// are rounding residue and never enter.
    var phaseOneTolerance: Double { 1e-9 }

    /// Primal simplex on the artificial (phase-one) objective: `art` is the artificial
    /// symbol, basic in the row of the constraint being added, whose marker is `marker`.
    mutating func optimizeArtificial(art: Int32, marker: Int32) {
        // Done once the artificial variable is (near) zero: the cells left are then rounding
        // residue, and pivoting on them only spreads huge coefficients through the tableau.
        while hasPivotsLeft, let phaseOne = artificial, phaseOne.constant != 0 {
            // Only a coefficient well above rounding residue may enter: a residue (the two
            // halves of an equality's error pair often differ by ~1e-8) has only residue
            // pivots, and dividing by one blows the tableau up.
            var largest = 1.0
            for cell in phaseOne.cells { largest = Swift.max(largest, cell.coefficient.magnitude) }
            let tolerance = -phaseOneTolerance * largest
            var e: Int32 = -1
            for cell in phaseOne.cells
            where cell.coefficient < tolerance && kind(cell.symbol) != .dummy {
                e = cell.symbol
                break
            }
            // Products of small multipliers make real coefficients that small too (oracle seed
            // 34429: -1e-10 = 0.001 · 0.01 · 0.01): one in doubt may enter if refining its
            // edge against the other constraints keeps it (see `refinedEdge(of:excluding:)`).
            if e < 0 {
                for cell in phaseOne.cells
                where cell.coefficient < 0 && kind(cell.symbol) != .dummy {
                    let (edge, converged) = refinedEdge(of: cell.symbol, excluding: marker)
                    guard converged, let refined = edge.first(where: { $0.symbol == art })?.move,
                        refined < 0 && 8 * (refined - cell.coefficient).magnitude < -refined
                    else { continue }
                    e = cell.symbol
                    break
                }
            }
            guard e >= 0, let leaving = leavingRow(for: e) else { break }
            pivot(leaving: leaving, entering: e)
        }
        dropRatioTestMentions()
    }

    /// Dual simplex: repairs rows with negative constants while keeping optimality. Returns
    /// nil on success, or the basic symbol of a row that no pivot can repair (its row is a
    /// certificate that the required constraints cannot hold).
    mutating func dualOptimize() -> Int32? {
        while hasPivotsLeft, let r = infeasible.popMin() {
            let i = Int(r)
            info[i].inInfeasible = false
            guard info[i].isBasic else { continue }
            let constant = rows[i].constant
            guard constant < 0 else { continue }
            guard let e = dualEntering(for: r) else {
                pushInfeasible(r)
                return r
            }
            pivot(leaving: r, entering: e)
        }
        return nil
    }

    /// The entering symbol for dual pivot on row `r`: among cells with a positive coefficient
    /// (not dummies), the least objective/coefficient ratio, lowest id on ties.
    func dualEntering(for r: Int32) -> Int32? {
        let best = Tableau.leastRatio(among: rows[Int(r)].cells, costs: objective) {
            $0.coefficient > 0 && kind($0.symbol) != .dummy
        }
        return best.symbol >= 0 ? best.symbol : nil
    }

    /// The symbol of the cell among `cells` that `accepts` with the least cost in `costs` (the
    /// objective) per unit of its coefficient (the dual ratio test's order, see
    /// `LexCoefficient.precedesInRatioTest(_:scaledBy:_:scaledBy:)`; the first such cell on
    /// ties), and that coefficient's magnitude; (-1, 0) when `accepts` takes none. Static, so
    /// that a caller outside the tableau does not copy it to call this.
    @inline(__always)
    static func leastRatio(
        among cells: [Cell], costs objective: [LexCoefficient], where accepts: (Cell) -> Bool
    ) -> (symbol: Int32, size: Double) {
        var best: Int32 = -1
        var bestCost = LexCoefficient()
        var bestScale = 0.0
        for cell in cells where accepts(cell) {
            let cost = objective[Int(cell.symbol)]
            let scale = 1 / cell.coefficient.magnitude
            if best < 0
                || LexCoefficient.precedesInRatioTest(
                    cost, scaledBy: scale, bestCost, scaledBy: bestScale)
            {
                best = cell.symbol
                bestCost = cost
                bestScale = scale
            }
        }
        return best >= 0 ? (best, 1 / bestScale) : (-1, 0)
    }

    /// The row to pivot a constraint's marker into when removing it: the restricted row with
    /// the least ratio among negative coefficients, else among positive ones, else the
    /// unrestricted row in which the marker's coefficient is the largest share of the row's
    /// largest (lowest id on ties), else the definition of lowest id whose canonical form
    /// mentions it. Nil when no row mentions the marker.
    ///
    /// Among unrestricted rows any choice keeps the values feasible, so the pivot is chosen
    /// for accuracy: solving a row for the marker divides it by the marker's coefficient.
    /// The row of lowest id had 0.001 where another had its largest coefficient (oracle seed
    /// 49806): two removals in a row then put coefficients near 1e10 and constants near 1e17
    /// into the rows, and lost an optional constraint that refinement could not bring back.
    ///
    /// A basic dummy's row is a redundant required equality written in terms of other
    /// dummies (it is 0 exactly when they are). When the marker of a required equality is
    /// one of those dummies, that row is taken first: pivoting the marker into it rewrites
    /// every row in terms of the redundant constraint's dummy with no change of constant, so
    /// the equal constraint that stays keeps holding. Any other choice would leave the dummy
    /// basic in a row of slacks and errors, where nothing keeps it at 0.
    mutating func markerLeavingRow(for marker: Int32) -> Int32? {
        var dummy: Int32 = -1
        var first: Int32 = -1
        var second: Int32 = -1
        var externals: [Int32] = []
        var firstRatio = Double.greatestFiniteMagnitude
        var secondRatio = Double.greatestFiniteMagnitude
        var firstCoefficient = 0.0
        var secondCoefficient = 0.0
        let list = mentions(of: marker)
        defer { recycle(list) }
        for mention in list {
            let b = mention.symbol
            let bi = Int(b)
            let c = mention.coefficient
            if info[bi].kind == .dummy {
                if dummy < 0 || b < dummy { dummy = b }
            } else if info[bi].kind == .external {
                externals.append(b)
            } else if c < 0 {
                let ratio = -rows[bi].constant / c
                if isBetterPivot(ratio, c, b, than: firstRatio, firstCoefficient, first) {
                    firstRatio = ratio
                    firstCoefficient = c
                    first = b
                }
            } else {
                let ratio = rows[bi].constant / c
                if isBetterPivot(ratio, c, b, than: secondRatio, secondCoefficient, second) {
                    secondRatio = ratio
                    secondCoefficient = c
                    second = b
                }
            }
        }
        if dummy >= 0 { return dummy }
        if first >= 0 { return first }
        if second >= 0 { return second }
        externals.sort()
        var best: Int32 = -1
        var bestShare = 0.0
        for b in externals where !info[Int(b)].isDefinition {
            let row = rows[Int(b)]
            guard let k = row.index(of: marker) else { continue }
            let share = row.cells[k].coefficient.magnitude / row.largestCoefficient
            if share > bestShare {
                best = b
                bestShare = share
            }
        }
        if best >= 0 { return best }
        // The first definition whose canonical form mentions the marker: a definition that
        // mentions it may also depend on rows that mention it, and the two can cancel. One
        // always qualifies (follow the definitions down to a row whose own dependencies do
        // not mention it).
        for b in externals {
            var row = rows[Int(b)]
            expandDefinitions(&row)
            if let c = row.index(of: marker).map({ row.cells[$0].coefficient }), c != 0 {
                return b
            }
        }
        return nil
    }
}
