// Explaining unsatisfiable constraints.
//
// When a required constraint cannot hold, the tableau holds a Farkas-style certificate: a
// row (the phase-one objective, an all-dummy row with a nonzero constant, or a row the dual
// simplex cannot repair) that is a linear combination of original constraint rows. Each
// original row has its own marker symbols, so the constraints in the combination are exactly
// the owners of the marker symbols that appear in the certificate row. That set is small
// (proportional to the conflict, not the tableau); a deletion filter over it, run on one
// incremental scratch solver, shrinks it to a minimal conflicting set.
//
// Before the filter, one cheaper test: if the candidates' rows (their variables' coefficients)
// have exactly one linear dependency, every certificate of every conflicting subset is a
// multiple of it, so the constraints it involves are the only minimal conflicting set, and no
// deletion test is needed. That is the common case of one conflicting cycle (a pin at the end
// of a chain), where the filter's n tests each cost O(n). The dependency is read off rows
// that rounding may have touched, so a coefficient near 0 beside the others may be residue
// naming a member that is not needed: such a member is left out when the rest still cannot
// hold (chain-shaped oracle seeds 6324 and 19586).

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
    /// set by a deletion filter run on one incremental scratch solver: each candidate is
    /// tested by removing it and putting the previously tested one back, so a test costs one
    /// remove and one add (local work), not a fresh solve. Candidates are tested in the
    /// order they were added to this solver (the offending constraint last when it is new),
    /// which also lets the scratch solver keep chains as definitions. `offending` takes
    /// `newConstant` in the feasibility tests when given. If the candidates turn out
    /// satisfiable (rounding), the filter runs over every required constraint in the solver
    /// instead, and if those are satisfiable too, the refusal was rounding's doing and the
    /// result is nil. The set found is certified on a fresh scratch solver before it is
    /// returned: without any one member the rest must be satisfiable, and all together not
    /// (see `certifies(_:)`); if that fails the result is nil too. The result lists
    /// `offending` first, then the others in the order they were added.
    func explain(_ candidates: [Constraint], offending: Constraint, newConstant: Double? = nil)
        -> [Constraint]?
    {
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
            if let record = records[ObjectIdentifier(constraint)],
                record.constant != constraint.expression.constant
            {
                var expression = constraint.expression
                expression.constant = record.constant
                return Constraint(expression, constraint.relation, strength: constraint.strength)
            }
            return constraint
        }
        func satisfiable(_ set: [(original: Constraint, test: Constraint)]) -> Bool {
            (try? Self.scratchSolver().add(set.map(\.test))) != nil
        }
        func inAdditionOrder(_ list: [Constraint]) -> [(original: Constraint, test: Constraint)] {
            let keyed = list.map { constraint in
                (
                    order: records[ObjectIdentifier(constraint)]?.sequence ?? Int.max,
                    original: constraint
                )
            }
            return keyed.sorted { $0.order < $1.order }.map { ($0.original, usable($0.original)) }
        }

        var set = inAdditionOrder(candidates)
        if satisfiable(set) {
            let all = records.values.filter {
                $0.constraint.strength.isRequired && $0.constraint !== offending
            }
            set = inAdditionOrder(all.map(\.constraint) + [offending])
            if satisfiable(set) { return nil }
        }
        let minimal: [(original: Constraint, test: Constraint)]
        if let only = onlyDependency(in: set) {
            minimal = only
        } else {
            minimal = deletionFilter(set, scratch: Self.scratchSolver())
            guard certifies(minimal.map(\.test), scratch: Self.scratchSolver()) else { return nil }
        }
        // The offending constraint first (callers and messages rely on it), then the others
        // in the order they were added.
        let originals = minimal.map(\.original)
        return originals.filter { $0 === offending } + originals.filter { $0 !== offending }
    }

    /// True when `set` is a minimal conflicting set on `scratch` (an empty solver): without
    /// any one member the rest can hold, and all together they cannot. Incremental: the
    /// scratch holds the set without one member at a time (one remove and one add per
    /// member), then the last member is added back and must be refused.
    private func certifies(_ set: [Constraint], scratch: Solver) -> Bool {
        guard let first = set.first else { return false }
        do throws(SolverError) {
            try scratch.add(Array(set.dropFirst()))
            for i in 1..<set.count {
                try scratch.remove(set[i])
                try scratch.add(set[i - 1])
            }
        } catch {
            return false
        }
        do throws(SolverError) {
            try scratch.add(set.count == 1 ? first : set[set.count - 1])
        } catch .unsatisfiable {
            return true
        } catch {
            return false
        }
        return false
    }

    /// An empty solver for the feasibility tests behind `explain`: it reports conflicts
    /// without explaining them (each explanation would run more tests of its own).
    private static func scratchSolver() -> Solver {
        let scratch = Solver()
        scratch.explainsConflicts = false
        return scratch
    }

    /// The only minimal conflicting subset of `set` (which must not be satisfiable) when its
    /// rows have exactly one linear dependency (see `onlyConflict(in:)`), certified by one
    /// scratch build, else nil. A member whose coefficient in the dependency is in doubt is
    /// left out when the members without it still cannot hold, smallest first: one build
    /// each.
    private func onlyDependency(
        in set: [(original: Constraint, test: Constraint)]
    ) -> [(original: Constraint, test: Constraint)]? {
        guard let dependency = onlyConflict(in: set) else { return nil }
        var members = dependency.members
        for doubtful in dependency.inDoubt {
            let without = members.filter { $0 != doubtful }
            if certifiesDependent(without.map { set[$0].test }, scratch: Self.scratchSolver()) {
                members = without
            }
        }
        let minimal = members.map { set[$0] }
        return certifiesDependent(minimal.map(\.test), scratch: Self.scratchSolver())
            ? minimal : nil
    }

    /// True when `set`, the members of the candidates' one linear dependency (see
    /// `onlyConflict(in:)`), possibly without some whose coefficients are in doubt, cannot
    /// hold: one scratch build must refuse it. Its proper subsets have linearly independent
    /// rows, which hold for any constants, so this certifies the set as minimal in O(one
    /// build) instead of one build per member. For the members without those in doubt, a
    /// refusal also shows that the coefficients in doubt were residue: a certificate of the
    /// set is a multiple of the one dependency, so the dependency involves no other member.
    private func certifiesDependent(_ set: [Constraint], scratch: Solver) -> Bool {
        do throws(SolverError) {
            try scratch.add(set)
        } catch .unsatisfiable {
            return true
        } catch {
            return false
        }
        return false
    }

    /// The members (indices into `set`, which must not be satisfiable) of the only linear
    /// dependency of its rows, or nil when there is not exactly one; and those of them whose
    /// coefficient in the dependency may be residue (see `dependencyDoubtTolerance`),
    /// smallest first. With no member in doubt, the members are the only minimal
    /// conflicting subset of `set`. O(one scratch build of `set`).
    ///
    /// A certificate that constraints cannot hold together is a combination of their rows
    /// whose variables cancel (with a nonzero constant, and the right signs on
    /// inequalities), so it lies in the space of linear dependencies among the rows. When
    /// that space has dimension one, every certificate of `set` or of any subset is a
    /// multiple of the one dependency; `set` has a certificate, so the constraints the
    /// dependency involves conflict, and every conflicting subset contains them all. The
    /// dependencies are found by adding each row as a required equality with constant 0 to
    /// a scratch solver, which always succeeds: a row that reduces to markers only is
    /// dependent, and its reduced form names the rows it depends on.
    private func onlyConflict(in set: [(original: Constraint, test: Constraint)]) -> (
        members: [Int], inDoubt: [Int]
    )? {
        let scratch = Self.scratchSolver()
        var homogeneous: [Constraint] = []
        homogeneous.reserveCapacity(set.count)
        var index: [ObjectIdentifier: Int] = [:]
        for (i, member) in set.enumerated() {
            var expression = member.test.expression
            expression.constant = 0
            let row = Constraint(expression, .equal, strength: .required)
            homogeneous.append(row)
            index[ObjectIdentifier(row)] = i
        }
        guard (try? scratch.add(homogeneous)) != nil else { return nil }
        // Only required equalities, so no pivots: a marker is basic exactly when its row was
        // dependent when added (its reduced form was all markers).
        var dependent: Int32 = -1
        for row in homogeneous {
            guard let marker = scratch.records[ObjectIdentifier(row)]?.marker,
                scratch.tableau.isBasic(marker)
            else { continue }
            if dependent >= 0 { return nil }
            dependent = marker
        }
        guard dependent >= 0, let owner = scratch.tableau.constraints[Int(dependent)],
            let first = index[ObjectIdentifier(owner)]
        else { return nil }
        // The dependency is the dependent row's own marker (coefficient 1) less its cells. A
        // coefficient that may be residue (see `dependencyDoubtTolerance`) names a member
        // that may not be needed.
        let cells = scratch.tableau.rows[Int(dependent)].cells
        let largest = cells.reduce(1.0) { Swift.max($0, $1.coefficient.magnitude) }
        var members: Set<Int> = [first]
        var inDoubt: [(index: Int, magnitude: Double)] = []
        for cell in cells {
            guard let owner = scratch.tableau.constraints[Int(cell.symbol)],
                let i = index[ObjectIdentifier(owner)]
            else { return nil }
            members.insert(i)
            let magnitude = cell.coefficient.magnitude
            if magnitude <= dependencyDoubtTolerance * largest { inDoubt.append((i, magnitude)) }
        }
        inDoubt.sort {
            $0.magnitude != $1.magnitude ? $0.magnitude < $1.magnitude : $0.index < $1.index
        }
        return (set.indices.filter(members.contains), inDoubt.map(\.index))
    }

    /// The deletion filter behind `explain`: `set` is unsatisfiable; returns a minimal
    /// unsatisfiable subset. A constraint whose removal leaves the rest satisfiable is needed,
    /// and stays needed in every smaller subset, so one pass leaves a minimal set.
    ///
    /// Invariant: `scratch` holds `set` without `set[i - 1]`, and is satisfiable (so
    /// `set[i - 1]` is needed). Testing `set[i]` removes it and adds `set[i - 1]` back: the add
    /// fails exactly when `set` without `set[i]` is unsatisfiable, and a failed add changes
    /// nothing, so the invariant holds either way.
    private func deletionFilter(
        _ candidates: [(original: Constraint, test: Constraint)], scratch: Solver
    ) -> [(original: Constraint, test: Constraint)] {
        var set = candidates
        // Find a first needed constraint: one whose removal leaves the rest satisfiable.
        while !set.isEmpty {
            if (try? scratch.add(set.dropFirst().map(\.test))) != nil { break }
            set.removeFirst()
        }
        guard !set.isEmpty else { return candidates }
        var i = 1
        while i < set.count {
            // Cannot fail: set[i] is in the scratch solver. Stop shrinking if it ever does.
            guard (try? scratch.remove(set[i].test)) != nil else { return set }
            if (try? scratch.add(set[i - 1].test)) != nil {
                i += 1
            } else {
                set.remove(at: i)
            }
        }
        return set
    }
}
