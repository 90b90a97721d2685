// Explaining unsatisfiable constraints.
//
// When a required constraint cannot hold, the tableau holds a Farkas-style certificate: a
// row (the phase-one objective, an all-dummy row with a nonzero constant, or a row the dual
// simplex cannot repair) that is a linear combination of original constraint rows. Each
// original row has its own marker symbols, so the constraints in the combination are exactly
// the owners of the marker symbols that appear in the certificate row. That set is small
// (proportional to the conflict, not the tableau); a deletion filter over it, testing
// subsets in scratch solvers, shrinks it to a minimal conflicting set.

extension Solver {
    /// The required constraints whose markers appear in `row` (and `basic`'s owner), with
    /// `offending` first.
    func certificate(of row: Row, basic: Int32, offending: Constraint) -> [Constraint] {
        var result: [Constraint] = [offending]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(offending)]
        func note(_ s: Int32) {
            guard s >= 0, let owner = tableau.constraints[Int(s)], owner.strength.isRequired,
                seen.insert(ObjectIdentifier(owner)).inserted
            else { return }
            result.append(owner)
        }
        note(basic)
        for cell in row.cells { note(cell.symbol) }
        return result
    }

    /// Shrinks `candidates` (which must not be satisfiable together) to a minimal conflicting
    /// set by a deletion filter over halving blocks: about k·log₂(c) feasibility tests for a
    /// conflict of k among c candidates, each a scratch solve of at most c constraints. `offending` takes `newConstant` in the feasibility tests when
    /// given. If the candidates turn out satisfiable (rounding), falls back to every required
    /// constraint in the solver.
    func explain(_ candidates: [Constraint], offending: Constraint, newConstant: Double? = nil) -> [Constraint] {
        guard explainsConflicts else { return [offending] }
        let replacement: Constraint?
        if let newConstant {
            var expression = offending.expression
            expression.constant = newConstant
            replacement = Constraint(expression, offending.relation, strength: offending.strength)
        } else {
            replacement = nil
        }
        func usable(_ constraint: Constraint) -> Constraint {
            if constraint === offending, let replacement { return replacement }
            // Test with the constant this solver holds, even if another solver sharing the
            // object has changed it since.
            if let record = records[ObjectIdentifier(constraint)], record.constant != constraint.expression.constant {
                var expression = constraint.expression
                expression.constant = record.constant
                return Constraint(expression, constraint.relation, strength: constraint.strength)
            }
            return constraint
        }
        func satisfiable(_ set: [Constraint]) -> Bool {
            let scratch = Solver()
            scratch.explainsConflicts = false
            do {
                try scratch.add(set.map(usable))
            } catch {
                return false
            }
            return true
        }

        var set = candidates
        if satisfiable(set) {
            var all = records.values.filter { $0.constraint.strength.isRequired && $0.constraint !== offending }
            all.sort { $0.sequence < $1.sequence }
            set = [offending] + all.map(\.constraint)
            if satisfiable(set) { return candidates }
        }
        // Deletion filter over blocks that halve down to single constraints: a constraint
        // whose removal leaves the rest satisfiable is needed, and stays needed in every
        // smaller subset, so the final single-constraint pass leaves a minimal set.
        var block = Swift.max(1, set.count / 2)
        while true {
            var i = 0
            while i < set.count {
                let end = Swift.min(i + block, set.count)
                var trial = set
                trial.removeSubrange(i..<end)
                if satisfiable(trial) {
                    i = end
                } else {
                    set = trial
                }
            }
            if block == 1 { return set }
            block = Swift.max(1, block / 2)
        }
    }
}
