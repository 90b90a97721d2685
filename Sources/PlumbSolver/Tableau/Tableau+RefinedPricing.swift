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
//
// Below `refinedLevelFloor` a refined level is judged against the edge's own error bound
// instead (`boundEdgeError(_:)`): the residue each constraint still has along the refined
// edge, widened by the rounding of its evaluation, moves the edge at most as much as the
// rows' columns spread it. A level more than `certificationMargin` times its bound is not
// 0 (oracle seed 136937: 7.6e-15 per unit at a bound of 4.9e-23), and it counts when
// following the edge stays within `representableValue` and gains more than
// `worthwhileGain` of what the level's errors along it hold. The same bound certifies tiny
// pivot elements (`Tableau+CertifiedColumn.swift`).

extension Tableau {
    /// The reduced cost of nonbasic `s`, at every level (highest first), along `s`'s edge
    /// refined against the constraints' own terms (see `refinedEdge(of:excluding:)`), and
    /// whether the refinement converged. A level that
    /// cancelled to `pricingTolerance` of its largest part is 0 (left out), and so is one
    /// within `refinedLevelFloor` of its heaviest weight unless the edge's error bound
    /// certifies it (more than `certificationMargin` times its bound, see
    /// `boundEdgeError(_:)`), following the edge keeps every variable within
    /// `representableValue`, and the level gains more than `worthwhileGain` of what its
    /// errors along the edge hold. Used only for levels in doubt and on rows that may be
    /// damaged, which layout-shaped systems never have.
    mutating func refinedCost(of s: Int32) -> (levels: [LexTerm], converged: Bool) {
        var scratch = EdgeScratch()
        swap(&scratch, &edgeScratch)
        defer {
            scratch.clear()
            swap(&scratch, &edgeScratch)
        }
        let converged = refine(&scratch, of: s, excluding: -1)
        // Errors' weights times their moves, by level, in symbol order.
        var parts: [(term: LexTerm, weight: Double, symbol: Int32)] = []
        for symbol in scratch.edge where info[Int(symbol)].kind == .error {
            guard let strength = constraints[Int(symbol)]?.strength else { continue }
            parts.append(
                (
                    LexTerm(
                        level: strength.level,
                        coefficient: strength.weight * scratch.move[Int(symbol)]),
                    strength.weight, symbol
                ))
        }
        parts.sort {
            $0.term.level != $1.term.level ? $0.term.level > $1.term.level : $0.symbol < $1.symbol
        }
        // A level whose sum cancelled to rounding of its largest part is 0, and so is one
        // below `refinedLevelFloor` of its heaviest weight unless it is certified (the bound
        // is computed once, for the first such level).
        var levels: [LexTerm] = []
        var bounded: Bool?
        var step = 0.0
        var k = 0
        while k < parts.count {
            let first = k
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
            let magnitude = term.coefficient.magnitude
            guard magnitude > pricingTolerance * largest else { continue }
            if magnitude > refinedLevelFloor * heaviest {
                levels.append(term)
                continue
            }
            if bounded == nil {
                bounded = false
                if converged && boundEdgeError(&scratch),
                    let t = representableStep(scratch, entering: s)
                {
                    step = t
                    bounded = true
                }
            }
            guard bounded == true else { continue }
            // Each part's error: its weight times its move's bound, plus the rounding of the
            // product and of the sum.
            // What the level's errors along the edge hold now bounds what the edge can gain.
            var bound = 0.0
            var sizes = 0.0
            var held = 0.0
            for part in parts[first..<k] {
                let i = Int(part.symbol)
                bound += part.weight * scratch.correction[i]
                sizes += part.term.coefficient.magnitude
                if info[i].isBasic { held += part.weight * Swift.max(0, rows[i].constant) }
            }
            bound += Double(k - first + 1) * Double.ulpOfOne * sizes
            if magnitude > certificationMargin * bound && magnitude * step > worthwhileGain * held {
                levels.append(term)
            }
        }
        return (levels, converged)
    }

    /// Nonbasic `s`'s edge refined against the constraints (see `refinedEdge(of:excluding:)`)
    /// with a bound on the error of each move (see `boundEdgeError(_:)`), in the order the
    /// symbols joined; nil when the refinement did not converge, when the error cannot be
    /// bounded (the edge reaches definition rows), or when following the edge would move a
    /// variable past `representableValue` (see `representableStep(_:entering:)`).
    mutating func certifiedEdge(of s: Int32) -> [(symbol: Int32, move: Double, bound: Double)]? {
        var scratch = EdgeScratch()
        swap(&scratch, &edgeScratch)
        defer {
            scratch.clear()
            swap(&scratch, &edgeScratch)
        }
        guard refine(&scratch, of: s, excluding: -1), boundEdgeError(&scratch),
            representableStep(scratch, entering: s) != nil
        else { return nil }
        return scratch.edge.map {
            (symbol: $0, move: scratch.move[Int($0)], bound: scratch.correction[Int($0)])
        }
    }

    /// How far entering `s` can follow the bounded edge in `scratch` (see
    /// `boundEdgeError(_:)`): until a restricted symbol that it certainly decreases reaches 0.
    /// Nil when nothing limits it, or when that far it would take a variable past
    /// `representableValue`.
    private func representableStep(_ scratch: EdgeScratch, entering s: Int32) -> Double? {
        var step = Double.infinity
        for symbol in scratch.edge where symbol != s {
            let i = Int(symbol)
            let move = scratch.move[i]
            guard info[i].isBasic, info[i].kind != .external, move < 0,
                -move > certificationMargin * scratch.correction[i]
            else { continue }
            step = Swift.min(step, Swift.max(0, rows[i].constant) / -move)
        }
        guard step < .infinity else { return nil }
        for symbol in scratch.edge where info[Int(symbol)].kind == .external {
            let i = Int(symbol)
            let value = info[i].isBasic ? rows[i].constant : 0
            guard (value + step * scratch.move[i]).magnitude <= representableValue else {
                return nil
            }
        }
        return step
    }

    /// A bound on how far each move of the edge in `scratch` is from the exact edge, into
    /// `scratch.correction`; false (and nothing bounded) when the edge or the rows its
    /// constraints reach hold definitions, whose moves are sums this does not follow.
    ///
    /// A posteriori, as iterative refinement bounds its answer: each constraint the edge
    /// touches is evaluated along it from its own terms, and its residue, widened by the
    /// rounding of that evaluation, is spread over the basic symbols as the refinement's
    /// correction would be, in magnitude. The exact edge differs from the computed one by
    /// the correction of the exact residues, which these magnitudes bound to first order:
    /// the rows' columns the spread reads carry rounding too, but an error in them changes
    /// the bound only by its own fraction. O(one step of refinement).
    private func boundEdgeError(_ scratch: inout EdgeScratch) -> Bool {
        scratch.clearCorrection()
        for symbol in scratch.edge where info[Int(symbol)].isDefinition {
            return false
        }
        _ = edgeCorrection(&scratch, excluding: -1, bounding: true)
        for symbol in scratch.corrected
        where info[Int(symbol)].isDefinition || info[Int(symbol)].hasDependents {
            scratch.clearCorrection()
            return false
        }
        return true
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
        let converged = refine(&scratch, of: s, excluding: excluded)
        return (scratch.takeEdge(), converged)
    }

    /// Builds `s`'s edge in `scratch` and refines it (see `refinedEdge(of:excluding:)`),
    /// leaving it there; returns whether the refinement converged.
    private func refine(
        _ scratch: inout EdgeScratch, of s: Int32, excluding excluded: Int32
    ) -> Bool {
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
            if scratch.corrected.isEmpty { return true }
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
            if largestResidue <= rowResidueTolerance * scale { return true }
        }
        return false
    }

    /// One step of iterative refinement of the edge in `scratch`: each constraint the edge
    /// touches (except the one whose marker is `excluded`) evaluated along the edge from its
    /// own terms, its residue spread over the basic symbols as a change of its constant
    /// would move them (definitions included), into `scratch.correction`. Returns the largest
    /// residue (in units of the constraint's marker); no correction when every such
    /// constraint holds along the edge to the rounding of its terms.
    private func edgeCorrection(
        _ scratch: inout EdgeScratch, excluding excluded: Int32, bounding: Bool = false
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
            // How far the marker moves to take the residue away, or in `bounding`, a bound on
            // that move for the exact residue of the computed edge, which is within the
            // rounding of this sum of the constraint's terms and markers.
            var spread = residue / m
            if bounding {
                spread =
                    (residue.magnitude
                        + Double(entry.termCount + 3) * Double.ulpOfOne * magnitude)
                    / m.magnitude
            } else {
                // Within the rounding of its terms, the constraint holds along the edge.
                guard residue.magnitude > rowResidueTolerance * magnitude else { continue }
            }
            largestResidue = Swift.max(largestResidue, spread.magnitude)
            if isBasic(entry.marker) {
                scratch.correct(entry.marker, by: bounding ? spread : -spread)
            } else if entry.other >= 0 && isBasic(entry.other) {
                scratch.correct(entry.other, by: spread)
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
                    let coefficient = rows[bi].cells[k].coefficient
                    scratch.correct(
                        b, by: spread * (bounding ? coefficient.magnitude : coefficient))
                    if info[bi].isDefinition || info[bi].hasDependents { reachesDefinitions = true }
                }
            }
        }
        if reachesDefinitions && !bounding {
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
