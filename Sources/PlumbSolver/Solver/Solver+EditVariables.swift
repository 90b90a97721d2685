extension Solver {
    /// Makes `variable` an edit variable: an optional constraint `variable == suggestion` at
    /// `strength`, with the suggestion 0 until `suggestValue(_:for:)` is called.
    ///
    /// Throws `.requiredEditStrength` for `.required`, `.nonFinite` for an invalid strength,
    /// `.duplicateEditVariable` if it already is one. Complexity: one constraint addition.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let id = ObjectIdentifier(variable)
        if edits[id] != nil { throw .duplicateEditVariable(variable) }
        if strength.isRequired { throw .requiredEditStrength(variable) }
        if let message = strength.problem() {
            throw .nonFinite(message + " for edit variable \(variable)")
        }
        let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
        try perform { () throws(SolverError) -> CallOutcome in
            // An optional row always has a feasible subject, so this cannot fail.
            _ = insert(constraint)
            tableau.optimize()
            edits[id] = EditRecord(variable: variable, constraint: constraint)
            return .done(.removeRecords([ObjectIdentifier(constraint)], edits: [id]))
        }
    }

    /// Stops editing `variable` and removes its edit constraint.
    ///
    /// Throws `.unknownEditVariable` if it is not an edit variable. Complexity: one
    /// constraint removal.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let id = ObjectIdentifier(variable)
        guard edits[id] != nil else { throw .unknownEditVariable(variable) }
        try perform { () throws(SolverError) -> CallOutcome in
            guard let edit = edits.removeValue(forKey: id) else { return .done(.nothing) }
            var removed: [ConstraintRecord] = []
            if let record = records.removeValue(forKey: ObjectIdentifier(edit.constraint)) {
                removeRecord(record)
                removed.append(record)
            }
            tableau.optimize()
            return .done(.restoreRecords(removed, edits: [(id, edit)]))
        }
    }

    /// True when `variable` is an edit variable. O(1).
    public func containsEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-solves incrementally.
    ///
    /// Shifts the constants of the rows that mention the edit constraint's error symbols by
    /// the change, then repairs any row that became infeasible with the dual simplex (kiwi's
    /// method). Throws `.nonFinite` for NaN/infinity and `.unknownEditVariable`. Complexity:
    /// the rows that mention the edit's marker plus the dual pivots (none while the set of
    /// active constraints does not change).
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else {
            throw .nonFinite("suggested value \(value) for \(variable) is not finite")
        }
        guard let edit = edits[ObjectIdentifier(variable)],
            records[ObjectIdentifier(edit.constraint)] != nil
        else { throw .unknownEditVariable(variable) }
        let id = ObjectIdentifier(edit.constraint)
        try perform { () throws(SolverError) -> CallOutcome in
            guard let record = records[id] else { return .done(.nothing) }
            let old = record.constant
            _ = shiftConstant(of: record, to: -value)
            setRecordedConstant(-value, of: edit.constraint)
            _ = tableau.dualOptimize()
            // Dual pivots keep every reduced cost ≥ 0; this only repairs rounding residue.
            tableau.optimize()
            return .done(.restoreConstant(edit.constraint, old))
        }
    }
}
