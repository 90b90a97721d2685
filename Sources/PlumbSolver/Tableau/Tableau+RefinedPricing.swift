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
// does for values), and the edge is corrected by one step of iterative refinement (each
// constraint's residue moves the basic variables as a change of its constant would). A
// real cost survives the correction; residue is what the correction takes away. The same
// pricing certifies the optimum on rows that may be damaged (`Solver+Optimality.swift`).

extension Tableau {
    /// The reduced cost of nonbasic `s`, at every level (highest first), along `s`'s edge
    /// after one step of iterative refinement against the constraints' own terms (see
    /// `refinedEdge(of:excluding:)`); nil when no refinement is possible. A level within
    /// `cancellationTolerance` of its heaviest weight is 0 (left out). Used only for levels
    /// in doubt and on rows that may be damaged, which layout-shaped systems never have.
    func refinedCost(of s: Int32) -> [LexTerm]? {
        guard let edge = refinedEdge(of: s) else { return nil }
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
        // A level whose sum is within rounding of its heaviest weight is 0: the refined edge
        // is exact to about that.
        var levels: [LexTerm] = []
        var k = 0
        while k < parts.count {
            var term = parts[k].term
            var heaviest = parts[k].weight
            k += 1
            while k < parts.count && parts[k].term.level == term.level {
                term.coefficient += parts[k].term.coefficient
                heaviest = Swift.max(heaviest, parts[k].weight)
                k += 1
            }
            if term.coefficient.magnitude > cancellationTolerance * heaviest { levels.append(term) }
        }
        return levels
    }

    /// How far each symbol moves when nonbasic `s` moves by 1 along its edge (the rows'
    /// coefficients of `s`), after one step of iterative refinement: each constraint the edge
    /// touches, except the one whose marker is `excluded`, is evaluated from its own terms,
    /// and its residue moves the basic symbols as a change of its constant would. Nil when
    /// the edge passes through a definition row (whose column is not canonical). O(the rows
    /// that mention `s` and the markers of the constraints its edge touches).
    func refinedEdge(of s: Int32, excluding excluded: Int32 = -1) -> [Int32: Double]? {
        // The edge: s moves by 1, each basic symbol by its row's coefficient of s.
        var edge: [Int32: Double] = [s: 1]
        for b in occurrences[Int(s)] where edge[b] == nil {
            let bi = Int(b)
            guard bi < info.count, info[bi].isBasic, let k = rows[bi].index(of: s) else { continue }
            if info[bi].isDefinition { return nil }
            edge[b] = rows[bi].cells[k].coefficient
        }
        // The constraints the edge touches.
        var slots: Set<Int32> = []
        for symbol in edge.keys {
            let i = Int(symbol)
            if info[i].kind == .external {
                if info[i].hasDependents { return nil }
                for list in [2 * i, 2 * i + 1] where list < checks.firstMention.count {
                    var link = checks.firstMention[list]
                    while link >= 0 {
                        let marker = checks.mentions[Int(link)].marker
                        let slot = checks.slot(of: marker)
                        if slot >= 0 && checks.entries[Int(slot)].marker == marker
                            && marker != excluded
                        {
                            slots.insert(slot)
                        }
                        link = checks.mentions[Int(link)].next
                    }
                }
            } else {
                let slot = checks.slot(of: symbol)
                if slot >= 0 && checks.entries[Int(slot)].marker != excluded { slots.insert(slot) }
            }
        }
        // Each constraint's residue along the edge, and the correction it calls for, in
        // marker order: slots are reused in the order constraints leave, which a refused call
        // changes, so their order would make the sums depend on calls that changed nothing.
        var correction: [Int32: Double] = [:]
        for slot in slots.sorted(by: {
            checks.entries[Int($0)].marker < checks.entries[Int($1)].marker
        }) {
            let entry = checks.entries[Int(slot)]
            var residue = 0.0
            let start = Int(entry.termStart)
            for k in start..<(start + Int(entry.termCount)) {
                let term = checks.terms[k]
                residue += term.coefficient * (edge[term.symbol] ?? 0)
            }
            let m = entry.markerCoefficient
            residue += m * (edge[entry.marker] ?? 0)
            if entry.other >= 0 { residue -= m * (edge[entry.other] ?? 0) }
            guard residue != 0 else { continue }
            if isBasic(entry.marker) {
                correction[entry.marker, default: 0] -= residue / m
            } else if entry.other >= 0 && isBasic(entry.other) {
                correction[entry.other, default: 0] += residue / m
            } else {
                // A change of the constraint's constant by -residue moves the basic symbols
                // as the marker would move them by residue / m.
                // Each row once: occurrence lists are pruned lazily and may repeat a row.
                var seen: Set<Int32> = []
                for b in occurrences[Int(entry.marker)] where seen.insert(b).inserted {
                    let bi = Int(b)
                    guard bi < info.count, info[bi].isBasic,
                        let k = rows[bi].index(of: entry.marker)
                    else { continue }
                    if info[bi].isDefinition { return nil }
                    correction[b, default: 0] += residue / m * rows[bi].cells[k].coefficient
                }
            }
        }
        for (symbol, change) in correction { edge[symbol, default: 0] += change }
        return edge
    }
}
