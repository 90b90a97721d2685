extension Solver {
    /// Changes `constraint.expression.constant` in place and re-solves incrementally.
    ///
    /// Changing the constant by `d` is the same as shifting the constraint's marker symbol by
    /// `d / a` (its coefficient in the original row), so only the rows that mention the
    /// marker change (their constants shift); the dual simplex then repairs rows that became
    /// infeasible. This is kiwi's `suggestValue` method generalised to any constraint.
    ///
    /// Throws `.nonFinite` for NaN/infinity and `.unknownConstraint` if the constraint is not
    /// in the solver. A change that would make the required constraints infeasible is
    /// **refused** with `.unsatisfiable` (a minimal conflicting set, computed with the new
    /// constant) and leaves the solver and the constraint exactly as before. Optional
    /// constraints never refuse. Complexity: the rows that mention the marker plus dual pivots.
    ///
    /// A constraint object shared by several solvers shows the constant last set through any
    /// of them; each solver keeps solving with the constant it was last given itself.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard constant.isFinite else {
            throw .nonFinite("constant \(constant) for \(constraint) is not finite")
        }
        guard let record = records[ObjectIdentifier(constraint)] else {
            throw .unknownConstraint(constraint)
        }
        if constant == record.constant {
            constraint.expression.constant = constant
            return
        }
        let required = constraint.strength.isRequired
        let id = ObjectIdentifier(constraint)
        try perform { () throws(SolverError) -> CallOutcome in
            guard let record = records[id] else { return .done(.nothing) }
            let old = record.constant
            if required { beginTransaction() }
            var failing = shiftConstant(of: record, to: constant)
            if failing == nil { failing = tableau.dualOptimize() }
            if required {
                if let failing {
                    let candidates = certificate(
                        of: tableau.rows[Int(failing)], basic: failing, offending: constraint)
                    let conflict = explain(candidates, offending: constraint, newConstant: constant)
                    rollbackTransaction()
                    guard let conflict else {
                        return .rolledBack(
                            "the constant of \(constraint) was refused, but its conflict is not certified"
                        )
                    }
                    throw .unsatisfiable(conflict: conflict)
                }
                commitTransaction()
            }
            setRecordedConstant(constant, of: constraint)
            tableau.optimize()
            return .done(.restoreConstant(constraint, old))
        }
    }

    /// Shifts the rows that mention `record`'s marker as if its expression's constant became
    /// `constant`. Returns a basic dummy whose row became nonzero (a broken required
    /// equality), if any.
    func shiftConstant(of record: ConstraintRecord, to constant: Double) -> Int32? {
        shiftConstant(of: record, by: constant - record.constant)
    }

    /// Moves the tableau as `record`'s constant would move by `change`: the marker's row when
    /// the marker is basic, else every row that mentions it. Returns a basic dummy whose row
    /// became nonzero (a broken required equality), if any.
    func shiftConstant(of record: ConstraintRecord, by change: Double) -> Int32? {
        shiftedConstraintMarkers.append(record.marker)
        return shiftConstant(
            ofMarker: record.marker, markerCoefficient: record.markerCoefficient, by: change)
    }

    /// `shiftConstant(of:by:)` for the constraint whose marker is `marker`, with the marker's
    /// coefficient in its row.
    func shiftConstant(ofMarker marker: Int32, markerCoefficient: Double, by change: Double)
        -> Int32?
    {
        let delta = change / markerCoefficient
        var broken: Int32?
        if tableau.isBasic(marker) {
            tableau.shiftConstant(of: marker, by: -delta)
            if tableau.kind(marker) == .dummy && tableau.rows[Int(marker)].constant != 0 {
                broken = marker
            }
        } else {
            broken = tableau.shiftRows(mentioning: marker, by: delta)
        }
        return broken
    }

    /// Records `constant` as the constant of `constraint`, which is in the solver: in its
    /// record, its check entry and the constraint object.
    func setRecordedConstant(_ constant: Double, of constraint: Constraint) {
        let id = ObjectIdentifier(constraint)
        records[id]?.constant = constant
        if let marker = records[id]?.marker { checks.setConstant(constant, marker: marker) }
        constraint.expression.constant = constant
    }
}
