// Telling a tiny real reduced cost from residue, when the numbers alone cannot.
//
// A level of a reduced cost priced afresh that is tiny beside its weights, or that cancelled
// to almost nothing beside its parts, is in doubt (see `doubtTolerance`): rows that pivoted
// on multipliers in the thousands leave coefficients near 1e-10 that should be 0, and a
// strong level's residue would outrank every weaker level. But products of small
// multipliers make real coefficients that small too (oracle seed 1808: 0.001 / 336 / 2.09 ·
// 100 = 1.98e-8 at level 1000, which decided a level's optimum by 9,100). Both look the same
// in the row.
//
// So such a level is priced a second way: along the edge that entering `s` would follow,
// each constraint the edge touches is evaluated from its own terms (as the accuracy check
// does for values), and the edge is corrected by iterative refinement (each constraint's
// residue moves the basic variables as a change of its constant would) until every
// constraint holds along it. A real cost survives the correction; residue is what the
// correction takes away. What is left is judged against its own parts, not against the
// weights: a real price can be 2.1e-11 of its weight (oracle seed 2641: 0.01 · 1/3000 ·
// 0.0051 / 1000 per unit of a slack that moves by 1.4e8, for 2.9e-3 of the level), where
// residue left by one step of refinement on damaged rows was as large (2.7e-11, seed 97520)
// and the steps after it took it away. The same pricing certifies the optimum on rows that
// may be damaged (`Solver+Optimality.swift`), where an edge that refinement cannot make
// hold is the sign that the rows must be rebuilt.

extension Tableau {
    /// The reduced cost of nonbasic `s`, at every level (highest first), along `s`'s edge
    /// refined against the constraints' own terms (see `refinedEdge(of:excluding:)`), and
    /// whether the refinement converged. A level that
    /// cancelled to `pricingTolerance` of its largest part, or that is within
    /// `refinedLevelFloor` of its heaviest weight, is 0 (left out). Used only for levels in
    /// doubt and on rows that may be damaged, which layout-shaped systems never have.
    mutating func refinedCost(of s: Int32) -> (levels: [LexTerm], converged: Bool) {
        let (edge, converged) = refinedEdge(of: s)
        // Errors' weights times their moves, by level, in symbol order.
        var parts: [(term: LexTerm, weight: Double, symbol: Int32)] = []
        for (symbol, move) in edge where info[Int(symbol)].kind == .error {
            guard let strength = constraints[Int(symbol)]?.strength else { continue }
            parts.append(
                (
                    LexTerm(level: strength.level, coefficient: strength.weight * move),
                    strength.weight, symbol
                ))
        }
        parts.sort {
            $0.term.level != $1.term.level ? $0.term.level > $1.term.level : $0.symbol < $1.symbol
        }
        // A level whose sum cancelled to rounding of its largest part is 0, and so is one
        // below `refinedLevelFloor` of its heaviest weight.
        var levels: [LexTerm] = []
        var k = 0
        while k < parts.count {
            var term = parts[k].term
            var largest = term.coefficient.magnitude
            var heaviest = parts[k].weight
            k += 1
            while k < parts.count && parts[k].term.level == term.level {
                term.coefficient += parts[k].term.coefficient
                largest = Swift.max(largest, parts[k].term.coefficient.magnitude)
                heaviest = Swift.max(heaviest, parts[k].weight)
                k += 1
            }
            if term.coefficient.magnitude > pricingTolerance * largest
                && term.coefficient.magnitude > refinedLevelFloor * heaviest
            {
                levels.append(term)
            }
        }
        return (levels, converged)
    }

    /// How far each symbol moves when nonbasic `s` moves by 1 along its edge (the rows'
    /// coefficients of `s`), after iterative refinement: each constraint the edge touches,
    /// except the one whose marker is `excluded`, is evaluated along the edge from its own
    /// terms, and its residue moves the basic symbols as a change of its constant would. A
    /// step corrects the edge through the rows' own columns, which may be damaged too, so
    /// steps repeat, up to `refinementSteps`, until every constraint holds along it to
    /// the rounding of its terms (`converged`). A move that a correction cancels to rounding
    /// of its parts was residue in the row and is 0. Each symbol on the edge once, in the
    /// order it joined; a definition row (which mentions basic externals) moves by its
    /// direct coefficient of `s` plus what the externals it mentions move (see
    /// `carryThroughDefinitions`). O(steps × (the rows that mention `s`, the definitions its
    /// edge reaches and the markers of the constraints its edge touches)).
    mutating func refinedEdge(
        of s: Int32, excluding excluded: Int32 = -1
    ) -> (edge: [(symbol: Int32, move: Double)], converged: Bool) {
        var scratch = EdgeScratch()
        swap(&scratch, &edgeScratch)
        defer { swap(&scratch, &edgeScratch) }
        scratch.reserve(symbols: symbolCount, slots: checks.entries.count)
        // The edge: s moves by 1, each basic symbol by its row's coefficient of s, and each
        // definition also by what the basic externals it mentions move.
        scratch.join(s)
        scratch.move[Int(s)] = 1
        var reachesDefinitions = false
        for b in occurrences[Int(s)] {
            let bi = Int(b)
            guard bi < info.count, !scratch.onEdge[bi], info[bi].isBasic,
                let k = rows[bi].index(of: s)
            else { continue }
            scratch.join(b)
            scratch.move[bi] = rows[bi].cells[k].coefficient
            if info[bi].isDefinition || info[bi].hasDependents { reachesDefinitions = true }
        }
        if reachesDefinitions {
            carryThroughDefinitions(
                &scratch.move, &scratch.onEdge, &scratch.edge, &scratch.definitionState,
                &scratch.definitions)
        }
        for _ in 0..<refinementSteps {
            let largestResidue = edgeCorrection(&scratch, excluding: excluded)
            if scratch.corrected.isEmpty { return (scratch.takeEdge(), true) }
            var scale = 0.0
            for symbol in scratch.edge {
                scale = Swift.max(scale, scratch.move[Int(symbol)].magnitude)
            }
            for symbol in scratch.corrected {
                let i = Int(symbol)
                scratch.join(symbol)
                scratch.move[i] = cancellingSum(scratch.move[i], scratch.correction[i])
            }
            scratch.clearCorrection()
            // Converged once what was left to correct was rounding of the edge's largest move
            // (residue of residue, that shrinks at every step but never to 0 beside itself).
            if largestResidue <= rowResidueTolerance * scale { return (scratch.takeEdge(), true) }
        }
        return (scratch.takeEdge(), false)
    }

    /// One step of iterative refinement of the edge in `scratch`: each constraint the edge
    /// touches (except the one whose marker is `excluded`) evaluated along the edge from its
    /// own terms, its residue spread over the basic symbols as a change of its constant
    /// would move them (definitions included), into `scratch.correction`. Returns the largest
    /// residue (in units of the constraint's marker); no correction when every such
    /// constraint holds along the edge to the rounding of its terms.
    private func edgeCorrection(
        _ scratch: inout EdgeScratch, excluding excluded: Int32
    ) -> Double {
        // The constraints the edge touches.
        for symbol in scratch.edge {
            let i = Int(symbol)
            if info[i].kind == .external {
                for list in (2 * i)...(2 * i + 1) where list < checks.firstMention.count {
                    var link = checks.firstMention[list]
                    while link >= 0 {
                        let marker = checks.mentions[Int(link)].marker
                        let slot = checks.slot(of: marker)
                        if slot >= 0 && checks.entries[Int(slot)].marker == marker
                            && marker != excluded && !scratch.hasSlot[Int(slot)]
                        {
                            scratch.hasSlot[Int(slot)] = true
                            scratch.slots.append(slot)
                            scratch.markers.append(marker)
                        }
                        link = checks.mentions[Int(link)].next
                    }
                }
            } else {
                let slot = checks.slot(of: symbol)
                if slot >= 0 && checks.entries[Int(slot)].marker != excluded
                    && !scratch.hasSlot[Int(slot)]
                {
                    scratch.hasSlot[Int(slot)] = true
                    scratch.slots.append(slot)
                    scratch.markers.append(checks.entries[Int(slot)].marker)
                }
            }
        }
        // Each constraint's residue along the edge, and the correction it calls for, in
        // marker order: slots are reused in the order constraints leave, which a refused call
        // changes, so their order would make the sums depend on calls that changed nothing.
        scratch.markers.sort()
        var largestResidue = 0.0
        var reachesDefinitions = false
        for marker in scratch.markers {
            let entry = checks.entries[Int(checks.slot(of: marker))]
            var residue = 0.0
            var magnitude = 0.0
            let start = Int(entry.termStart)
            for k in start..<(start + Int(entry.termCount)) {
                let term = checks.terms[k]
                let move = term.coefficient * scratch.move[Int(term.symbol)]
                residue += move
                magnitude += move.magnitude
            }
            let m = entry.markerCoefficient
            let markerMove = m * scratch.move[Int(entry.marker)]
            let otherMove = entry.other >= 0 ? m * scratch.move[Int(entry.other)] : 0
            residue += markerMove - otherMove
            magnitude += markerMove.magnitude + otherMove.magnitude
            // Within the rounding of its terms, the constraint holds along the edge.
            guard residue.magnitude > rowResidueTolerance * magnitude else { continue }
            largestResidue = Swift.max(largestResidue, (residue / m).magnitude)
            if isBasic(entry.marker) {
                scratch.correct(entry.marker, by: -(residue / m))
            } else if entry.other >= 0 && isBasic(entry.other) {
                scratch.correct(entry.other, by: residue / m)
            } else {
                // A change of the constraint's constant by -residue moves the basic symbols
                // as the marker would move them by residue / m.
                // Each row once: occurrence lists are pruned lazily and may repeat a row.
                let epoch = scratch.newSeenEpoch()
                for b in occurrences[Int(entry.marker)] {
                    let bi = Int(b)
                    guard bi < info.count, scratch.seenStamp[bi] != epoch else { continue }
                    scratch.seenStamp[bi] = epoch
                    guard info[bi].isBasic,
                        let k = rows[bi].index(of: entry.marker)
                    else { continue }
                    scratch.correct(b, by: residue / m * rows[bi].cells[k].coefficient)
                    if info[bi].isDefinition || info[bi].hasDependents { reachesDefinitions = true }
                }
            }
        }
        if reachesDefinitions {
            carryThroughDefinitions(
                &scratch.correction, &scratch.isCorrected, &scratch.corrected,
                &scratch.definitionState, &scratch.definitions)
        }
        return largestResidue
    }

    /// Carries the changes in `change` (of the symbols in `changed`, flagged in
    /// `isChanged`) through the definition rows they reach: a definition's row mentions basic
    /// externals besides nonbasic symbols, so it moves by its own entry in `change` (its
    /// coefficients of the nonbasic symbols that moved, put there by the caller) plus, for
    /// each basic external it mentions, that coefficient times the external's change. The
    /// definitions reached are those that mention a changed external with dependents, or
    /// that the caller changed directly, and the definitions that mention those, and so on;
    /// each is summed after the definitions it mentions (the graph is acyclic, see
    /// `Tableau+Definitions.swift`) and joins `changed`. `state` and `reached` are scratch,
    /// left as they came (all 0, empty). O(the rows of the definitions reached).
    fileprivate func carryThroughDefinitions(
        _ change: inout [Double], _ isChanged: inout [Bool], _ changed: inout [Int32],
        _ state: inout [UInt8], _ reached: inout [Int32]
    ) {
        // The definitions reached: breadth first from the changed symbols.
        for symbol in changed where info[Int(symbol)].isDefinition && info[Int(symbol)].isBasic {
            if state[Int(symbol)] == 0 {
                state[Int(symbol)] = 1
                reached.append(symbol)
            }
        }
        var queue = changed.filter { info[Int($0)].hasDependents }
        queue.append(contentsOf: reached)
        var next = 0
        while next < queue.count {
            let t = queue[next]
            next += 1
            guard info[Int(t)].hasDependents else { continue }
            for d in occurrences[Int(t)] {
                let di = Int(d)
                guard di < info.count, state[di] == 0, info[di].isDefinition, info[di].isBasic,
                    rows[di].index(of: t) != nil
                else { continue }
                state[di] = 1
                reached.append(d)
                queue.append(d)
            }
        }
        // Each definition summed after the definitions it mentions (depth first).
        var stack: [(symbol: Int32, next: Int)] = []
        for root in reached where state[Int(root)] == 1 {
            stack.append((root, 0))
            while let (t, start) = stack.last {
                let cells = rows[Int(t)].cells
                var k = start
                var child: Int32 = -1
                while k < cells.count {
                    let c = Int(cells[k].symbol)
                    k += 1
                    if state[c] == 1 && c != Int(t) {
                        child = cells[k - 1].symbol
                        break
                    }
                }
                if child >= 0 {
                    stack[stack.count - 1].next = k
                    stack.append((child, 0))
                    continue
                }
                var total = change[Int(t)]
                for cell in cells where info[Int(cell.symbol)].isBasic {
                    total += cell.coefficient * change[Int(cell.symbol)]
                }
                change[Int(t)] = total
                if !isChanged[Int(t)] {
                    isChanged[Int(t)] = true
                    changed.append(t)
                }
                state[Int(t)] = 2
                stack.removeLast()
            }
        }
        for d in reached { state[Int(d)] = 0 }
        reached.removeAll(keepingCapacity: true)
    }
}
