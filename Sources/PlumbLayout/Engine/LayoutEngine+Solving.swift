import PlumbSolver

// The engine's calls into its solver: adding and removing the rows of constraints in
// batches, bringing a row in line with its constraint, and applying the conflict policy
// (see `ConflictPolicy`) when required constraints cannot all hold.

extension LayoutEngine {
    /// Makes and adds the autoresizing rows of the views that started translating since
    /// the last solver call that needed them, in one batch, before anything that could
    /// conflict with them or read the solution.
    ///
    /// A view added to a tree translates its autoresizing mask until the DSL clears that
    /// on the views it constrains, which it does right after adding them: rows made
    /// eagerly would enter the solver only to leave it again (a fifth of a list screen's
    /// setup). Held back, they are never made. They still come before every required row
    /// and every user constraint added after them, as if added at once, so conflicts and
    /// the constraint broken are the same; optional rows (content sizes) may pass them.
    func flushPendingRows() {
        flushPendingAutoresizingRows()
        let contentSize = takePendingContentSizeRows()
        if !contentSize.isEmpty { addRows(contentSize) }
    }

    /// The autoresizing rows of `flushPendingRows()`, alone.
    private func flushPendingAutoresizingRows() {
        guard !pendingAutoresizing.isEmpty else { return }
        let views = pendingAutoresizing.elements
        pendingAutoresizing.removeAll()
        var rows: [LayoutConstraint] = []
        for view in views where view.node.engine === self {
            view.autoresizingRows = makeAutoresizingRows(view)
            rows += view.autoresizingRows
        }
        addRows(rows)
    }

    /// Adds the rows of `constraints` in one batch. If required constraints cannot all
    /// hold, breaks one constraint of the conflict (see `ConflictPolicy`), reports it, and
    /// retries with the rest. A batch with user or required constraints takes the pending
    /// content-size rows along, after its own (see `takePendingContentSizeRows()`).
    func add(_ constraints: [LayoutConstraint]) {
        // A loop, not `contains(where:)`: a closure formed on the main actor checks the
        // executor at run time on every call.
        for constraint in constraints
        where constraint.kind.isStandard || constraint.storedPriority.isRequired {
            let contentSize = takePendingContentSizeRows()
            flushPendingAutoresizingRows()
            addRows(contentSize.isEmpty ? constraints : constraints + contentSize)
            return
        }
        addRows(constraints)
    }

    private func addRows(_ constraints: [LayoutConstraint]) {
        var pending: [(constraint: LayoutConstraint, row: Constraint)] = []
        var rowOrder = RowOrder(for: constraints)
        for constraint in constraints {
            guard let spec = builder.row(for: constraint) else { continue }
            rowOrder.note(constraint, terms: spec.expression.terms)
            let row = Constraint(spec.expression, spec.relation, strength: spec.strength)
            owners[ObjectIdentifier(row)] = constraint
            pending.append((constraint, row))
        }
        // Reported once the batch's survivors have their rows, so that each report marks
        // exactly the constraints the engine stopped enforcing as broken.
        var conflicts: [(members: [LayoutConstraint], broken: LayoutConstraint)] = []
        // Rows that stay short in the solver's order first (see `RowOrder`); a refused
        // batch changed nothing and is retried in its own order, so that the conflict
        // found and the constraint broken do not depend on the reordering.
        if let order = rowOrder.order(), addsInOrder(order, of: pending) {
            for (constraint, row) in pending { constraint.row = row }
            needsLayout = true
            return
        }
        while !pending.isEmpty {
            do {
                try solver.add(pending.map(\.row))
                break
            } catch {
                switch error {
                case .unsatisfiable(let conflict):
                    let index = ConflictPolicy.indexToBreak(in: pending, conflict: conflict)
                    let (broken, row) = pending.remove(at: index)
                    let members = conflict.compactMap { owners[ObjectIdentifier($0)] }
                    owners[ObjectIdentifier(row)] = nil
                    conflicts.append((members, broken))
                default:
                    // Only a numerical failure gets here with validated input: find the
                    // culprits by adding one at a time.
                    for (constraint, row) in pending {
                        do {
                            try solver.add(row)
                            constraint.row = row
                        } catch {
                            owners[ObjectIdentifier(row)] = nil
                            report(error, about: constraint, change: "add \(constraint)")
                        }
                    }
                    pending = []
                }
            }
        }
        for (constraint, row) in pending { constraint.row = row }
        for conflict in conflicts {
            PlumbDiagnostics.report(
                .unsatisfiable(conflict: conflict.members, broken: conflict.broken))
        }
        needsLayout = true
    }

    /// Adds the rows of `pending` in `order`; false, having changed nothing, if the solver
    /// refuses them.
    private func addsInOrder(
        _ order: [Int], of pending: [(constraint: LayoutConstraint, row: Constraint)]
    ) -> Bool {
        var rows: [Constraint] = []
        rows.reserveCapacity(order.count)
        for index in order { rows.append(pending[index].row) }
        do {
            try solver.add(rows)
            return true
        } catch {
            return false
        }
    }

    /// Removes the rows of `constraints` in one batch.
    func remove(_ constraints: [LayoutConstraint]) {
        var rows: [Constraint] = []
        for constraint in constraints {
            guard let row = constraint.row else { continue }
            rows.append(row)
            owners[ObjectIdentifier(row)] = nil
            constraint.row = nil
        }
        guard !rows.isEmpty else { return }
        do {
            try solver.remove(rows)
        } catch {
            reportInternal("removing rows failed: \(error)")
        }
        needsLayout = true
    }

    /// Brings `constraint`'s row in line with its current constant, priority and items'
    /// parameters: an in-place constant edit when only the constant moved, else a
    /// remove and re-add. A broken constraint is tried again.
    func sync(_ constraint: LayoutConstraint) {
        guard constraint.kind.isStandard ? constraint.active : true else { return }
        flushPendingRows()
        guard let spec = builder.row(for: constraint) else { return }
        needsLayout = true
        guard let row = constraint.row else {
            add([constraint])
            return
        }
        if spec.hasSameShape(as: row) {
            guard spec.expression.constant != row.expression.constant else { return }
            setConstant(spec.expression.constant, of: constraint, row: row)
        } else {
            remove([constraint])
            add([constraint])
        }
    }

    private func setConstant(_ value: Double, of constraint: LayoutConstraint, row: Constraint) {
        while true {
            do {
                try solver.setConstant(value, of: row)
                return
            } catch {
                guard case .unsatisfiable(let conflict) = error else {
                    report(
                        error, about: constraint,
                        change: "change the constant of \(constraint) to \(value)")
                    return
                }
                let members = conflict.compactMap { owners[ObjectIdentifier($0)] }
                let victim = ConflictPolicy.victim(editing: constraint, members: members)
                remove([victim])
                PlumbDiagnostics.report(.unsatisfiable(conflict: members, broken: victim))
                if victim === constraint { return }
            }
        }
    }

    func reportInternal(_ message: String) {
        PlumbDiagnostics.report(.internalInconsistency(message))
    }

    /// Reports a solver error that the engine's validation cannot prevent (a numerical
    /// failure) about `constraint`, or anything else as an internal inconsistency.
    func report(_ error: SolverError, about constraint: LayoutConstraint, change: String) {
        switch error {
        case .numericalFailure(let message):
            PlumbDiagnostics.report(
                .numericalFailure(constraint: constraint, change: change, solver: message))
        case .unsatisfiable(let conflict):
            let members = conflict.compactMap { owners[ObjectIdentifier($0)] }
            PlumbDiagnostics.report(
                .unsatisfiable(conflict: members + [constraint], broken: constraint))
        default:
            reportInternal("the solver refused to \(change): \(error)")
        }
    }
}
