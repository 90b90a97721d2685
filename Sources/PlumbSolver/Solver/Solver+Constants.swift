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
        if required { beginTransaction() }
        var failing = shiftConstant(of: record, to: constant)
        if failing == nil { failing = tableau.dualOptimize() }
        if required {
            if let failing {
                let candidates = certificate(
                    of: tableau.rows[Int(failing)], basic: failing, offending: constraint)
                let conflict = explain(candidates, offending: constraint, newConstant: constant)
                rollbackTransaction()
                throw .unsatisfiable(conflict: conflict)
            }
            commitTransaction()
        }
        records[ObjectIdentifier(constraint)]?.constant = constant
        constraint.expression.constant = constant
        tableau.optimize()
        maintainAccuracy()
    }

    /// Shifts the rows that mention `record`'s marker as if its expression's constant became
    /// `constant`. Returns a basic dummy whose row became nonzero (a broken required
    /// equality), if any.
    func shiftConstant(of record: ConstraintRecord, to constant: Double) -> Int32? {
        let delta = (constant - record.constant) / record.markerCoefficient
        let marker = record.marker
        var broken: Int32?
        if tableau.isBasic(marker) {
            tableau.shiftConstant(of: marker, by: -delta)
            if tableau.kind(marker) == .dummy && !isNearZero(tableau.rows[Int(marker)].constant) {
                broken = marker
            }
        } else {
            broken = tableau.shiftRows(mentioning: marker, by: delta)
        }
        return broken
    }
}
