extension Solver {
    /// Adds a constraint and re-optimises.
    ///
    /// Throws `.nonFinite` for a NaN/infinite number or invalid strength,
    /// `.duplicateConstraint` if it is already in the solver, and `.unsatisfiable` (with a
    /// minimal conflicting set of required constraints) if it is required and cannot hold
    /// with the required constraints already present. A refused add changes nothing.
    ///
    /// Complexity: the pivots the new row needs, each touching only the rows that mention the
    /// entering symbol (see `Solver`). Explaining a conflict costs one scratch solve of the c
    /// constraints of the conflict's certificate and one scratch build of their rows (which
    /// proves the set minimal when the rows have a single linear dependency, as one
    /// conflicting cycle does, and one more build certifies it); otherwise one remove and one
    /// add in a scratch solver per constraint, twice (to find the set, then to certify it).
    /// A conflict that cannot be certified is not reported: the call is retried on a rebuilt
    /// tableau, and throws `.numericalFailure` if that does not settle it.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try validateForAdd(constraint)
        let required = constraint.strength.isRequired
        try perform { () throws(SolverError) -> CallOutcome in
            // A single add changes existing rows only once it has succeeded, or in its
            // artificial phase: rows are journaled only from there on.
            if required { beginTransaction(journalRows: false) }
            if let certificate = insert(constraint) {
                return try refuse(constraint, certificate: certificate)
            }
            if required { commitTransaction() }
            tableau.optimize()
            return .done(.removeRecords([ObjectIdentifier(constraint)], edits: []))
        }
    }

    /// Adds several constraints, all or nothing, optimising once at the end.
    ///
    /// Every member is validated first (`.nonFinite`, `.duplicateConstraint` for a
    /// constraint already present or repeated in the batch). If a required member cannot
    /// hold, the error is `.unsatisfiable` with a minimal conflicting set and no member is
    /// added: the solver is exactly as before the call.
    public func add(_ constraints: [Constraint]) throws(SolverError) {
        // A repeat within a batch of a screen's block (a few dozen constraints) is found by
        // comparing identities, cheaper than hashing each into a set.
        let scans = constraints.count <= Self.scannedBatchLimit
        var seen = Set<ObjectIdentifier>()
        var anyRequired = false
        for (index, constraint) in constraints.enumerated() {
            try validateForAdd(constraint)
            let repeated =
                scans
                ? constraints[..<index].contains { $0 === constraint }
                : !seen.insert(ObjectIdentifier(constraint)).inserted
            if repeated { throw .duplicateConstraint(constraint) }
            anyRequired = anyRequired || constraint.strength.isRequired
        }
        try perform { () throws(SolverError) -> CallOutcome in
            if anyRequired { beginTransaction() }
            for constraint in constraints {
                if let certificate = insert(constraint) {
                    return try refuse(constraint, certificate: certificate)
                }
            }
            if anyRequired { commitTransaction() }
            tableau.optimize()
            return .done(.removeRecords(constraints.map(ObjectIdentifier.init), edits: []))
        }
    }

    /// Batches up to this many constraints are checked for repeats by comparing identities
    /// (at most 2,016 comparisons, a few thousand instructions), longer ones through a set
    /// (a hash and an insert, a few hundred instructions, per constraint). A screen's block
    /// with its labels' content-size rows often holds 33 to 50.
    static var scannedBatchLimit: Int { 64 }

    /// Ends an add whose `constraint` cannot hold: explains the conflict, rolls the
    /// transaction back, and throws `.unsatisfiable` with the certified conflict, or rolls
    /// back for a retry when the conflict is not certified (see `perform(_:)`).
    private func refuse(_ constraint: Constraint, certificate: [Constraint]) throws(SolverError)
        -> CallOutcome
    {
        let conflict = explain(certificate, offending: constraint)
        rollbackTransaction()
        guard let conflict else {
            return .rolledBack("\(constraint) was refused, but its conflict is not certified")
        }
        throw .unsatisfiable(conflict: conflict)
    }

    /// Removes a constraint and re-optimises.
    ///
    /// Throws `.unknownConstraint` if it is not in the solver (nothing changes then).
    /// Complexity: one pivot over the rows that mention the constraint's marker, then the
    /// re-optimisation's pivots.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard records[ObjectIdentifier(constraint)] != nil else {
            throw .unknownConstraint(constraint)
        }
        try perform { () throws(SolverError) -> CallOutcome in
            guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
                return .done(.nothing)
            }
            removeRecord(record)
            tableau.optimize()
            return .done(.restoreRecords([record], edits: []))
        }
    }

    /// Removes several constraints, all or nothing, optimising once at the end.
    ///
    /// Throws `.unknownConstraint` for the first member that is not in the solver or is
    /// repeated in the batch; then nothing is removed.
    public func remove(_ constraints: [Constraint]) throws(SolverError) {
        var seen = Set<ObjectIdentifier>()
        for constraint in constraints {
            let id = ObjectIdentifier(constraint)
            guard records[id] != nil, seen.insert(id).inserted else {
                throw .unknownConstraint(constraint)
            }
        }
        try perform { () throws(SolverError) -> CallOutcome in
            var removed: [ConstraintRecord] = []
            for constraint in constraints {
                if let record = records.removeValue(forKey: ObjectIdentifier(constraint)) {
                    removeRecord(record)
                    removed.append(record)
                }
            }
            tableau.optimize()
            return .done(.restoreRecords(removed, edits: []))
        }
    }

    // MARK: Internals

    func validateForAdd(_ constraint: Constraint) throws(SolverError) {
        if let message = constraint.problem() { throw .nonFinite(message) }
        if records[ObjectIdentifier(constraint)] != nil { throw .duplicateConstraint(constraint) }
    }

    /// Puts `constraint`'s row into the tableau without re-optimising. Returns nil on success,
    /// or the constraints of an infeasibility certificate when required constraints conflict
    /// (the caller must then roll back).
    func insert(_ constraint: Constraint) -> [Constraint]? {
        let (row, record) = makeRow(for: constraint)
        let id = ObjectIdentifier(constraint)
        records[id] = record
        if tableau.inTransaction { transactionRecords.append(id) }
        return place(row, record)
    }

    /// Installs the row of `record`'s constraint as written (see `makeRow(for:)`): as the
    /// definition of a new external when its canonical form would be long (see
    /// `expandsLong(_:)`) and it has one (see `definitionSubject(of:)`), else in canonical
    /// form by kiwi's method. Returns nil on success or a certificate's constraints.
    func place(_ written: Row, _ record: ConstraintRecord) -> [Constraint]? {
        var row = written
        let definition = expandsLong(row) ? definitionSubject(of: row) : -1
        if definition >= 0 {
            row.solve(for: definition)
            tableau.install(row, as: definition, definition: true)
            return nil
        }
        tableau.expandDefinitions(&row)
        // A row as written by `makeRow(for:)` is the scratch buffer: hand it back.
        if written.cells.capacity > tableau.rowScratch.capacity {
            tableau.rowScratch = written.cells
        }
        if row.constant < 0 { row.negate() }
        var subject = chooseSubject(row, record)
        if subject < 0 && row.cells.allSatisfy({ tableau.kind($0.symbol) == .dummy }) {
            if row.constant != 0 {
                return certificate(of: row, basic: -1, offending: record.constraint)
            }
            subject = record.marker
        }
        if subject < 0 {
            return addWithArtificialVariable(row, record)
        }
        row.solve(for: subject)
        tableau.substitute(subject, by: row)
        tableau.install(row, as: subject)
        return nil
    }

    /// Canonical rows up to this many cells are cheap to substitute: a row whose expansion
    /// may be longer is installed as a definition when it can be (see `place(_:_:)`).
    static var definitionThreshold: Int { 64 }

    /// True when substituting the basic externals of `row` may make it longer than
    /// `definitionThreshold` cells: one of them is a definition, or their rows together are
    /// that long. O(row length).
    func expandsLong(_ row: Row) -> Bool {
        var total = 0
        for cell in row.cells {
            let i = Int(cell.symbol)
            guard tableau.info[i].kind == .external && tableau.info[i].isBasic else { continue }
            if tableau.info[i].isDefinition { return true }
            total += tableau.rows[i].cells.count
        }
        return total > Self.definitionThreshold
    }

    /// The one nonbasic external of `row`, if no row and not the objective mentions it
    /// (typically a variable the tableau has not used yet), else -1. Making it basic with
    /// `row` as written changes no other row, and no definition can depend on it, so
    /// definitions stay acyclic; and the constraint can never be redundant or conflict. The
    /// choice depends only on the rows (not on the lazily pruned occurrence lists, which
    /// refused calls leave longer), so determinism holds.
    func definitionSubject(of row: Row) -> Int32 {
        var subject: Int32 = -1
        for cell in row.cells {
            let i = Int(cell.symbol)
            guard tableau.info[i].kind == .external && !tableau.info[i].isBasic else { continue }
            // Only the row's one nonbasic external: another would stay nonbasic where kiwi's
            // choice (the first external) would make it basic, and the simplex only moves a
            // nonbasic external upwards.
            if subject >= 0 { return -1 }
            subject = cell.symbol
        }
        if subject < 0 || !tableau.objective[Int(subject)].isZero || tableau.isMentioned(subject) {
            return -1
        }
        return subject
    }

    /// The constraint's row as written (basic externals not substituted), with its markers.
    func makeRow(for constraint: Constraint) -> (Row, ConstraintRecord) {
        let expression = constraint.expression
        let constant = expression.constant
        // Built in the tableau's scratch buffer, then copied to a row of exactly its size.
        var cells: [Cell] = []
        swap(&cells, &tableau.rowScratch)
        cells.removeAll(keepingCapacity: true)
        for term in expression.terms where term.coefficient != 0 {
            cells.append(Cell(symbol(for: term.variable), term.coefficient))
        }
        Row.combineSorted(&cells)
        let termCount = cells.count

        // Markers are new symbols, so appending keeps the cells sorted.
        let strength = constraint.strength
        let cost = LexCoefficient(level: strength.level, weight: strength.weight)
        var marker: Int32
        var other: Int32 = -1
        var markerCoefficient: Double
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            markerCoefficient = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = tableau.newSymbol(.slack, constraint: constraint)
            cells.append(Cell(marker, markerCoefficient))
            if !strength.isRequired {
                other = tableau.newSymbol(.error, constraint: constraint)
                cells.append(Cell(other, -markerCoefficient))
                tableau.setObjective(other, cost)
            }
        case .equal:
            if strength.isRequired {
                markerCoefficient = 1
                marker = tableau.newSymbol(.dummy, constraint: constraint)
                cells.append(Cell(marker, 1))
            } else {
                markerCoefficient = -1
                marker = tableau.newSymbol(.error, constraint: constraint)
                other = tableau.newSymbol(.error, constraint: constraint)
                cells.append(Cell(marker, -1))
                cells.append(Cell(other, 1))
                tableau.setObjective(marker, cost)
                tableau.setObjective(other, cost)
            }
        }
        // The call's check finds this constraint through each variable it mentions.
        for cell in cells where tableau.kind(cell.symbol) == .external {
            checks.noteMention(of: cell.symbol, by: marker, isRequired: strength.isRequired)
        }
        // The scratch buffer itself (`place(_:_:)` hands it back, or installs it trimmed).
        let row = Row(constant: constant, cells: cells)
        sequence += 1
        let record = ConstraintRecord(
            constraint: constraint, marker: marker, other: other,
            markerCoefficient: markerCoefficient, sequence: sequence, constant: expression.constant)
        checks.register(
            terms: cells[..<termCount], constant: expression.constant, marker: marker, other: other,
            relation: constraint.relation, isRequired: strength.isRequired)
        return (row, record)
    }

    /// An external is a subject only when its coefficient is at least this fraction of the
    /// largest external coefficient in the row (threshold partial pivoting, with the
    /// threshold sparse LU codes default to).
    static var subjectThreshold: Double { 0.1 }

    /// kiwi's subject choice, with a threshold, and without pivots for a constraint that
    /// already holds: the first external symbol whose coefficient is at least
    /// `subjectThreshold` of the row's largest external coefficient; else, when the row's
    /// constant is 0, the slack or error that keeps the objective optimal (see
    /// `degenerateSubject(of:)`); else the marker or error if its coefficient is negative (so
    /// the row stays feasible); else none (-1).
    ///
    /// kiwi takes the first external whatever its coefficient. Solving a row for a symbol
    /// divides the row by its coefficient, and substituting the row multiplies it into every
    /// row that mentions the symbol: with a multiplier of 0.001 beside one of 1000, the
    /// first external's choice grew the tableau's entries by up to 1e6 per add, and chains
    /// of such rows went past what refinement can repair (oracle seed 9707 was refused).
    /// Layout rows, whose coefficients are ±1 and a few multipliers, choose as kiwi does
    /// unless a multiplier is under 0.1 or over 10.
    func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Int32 {
        // Over raw buffers: most rows (after substitution) have no external at all.
        let external: Int32 = tableau.info.withUnsafeBufferPointer { info in
            var largest = 0.0
            for cell in row.cells where info[Int(cell.symbol)].kind == .external {
                largest = max(largest, cell.coefficient.magnitude)
            }
            guard largest > 0 else { return -1 }
            for cell in row.cells
            where info[Int(cell.symbol)].kind == .external
                && cell.coefficient.magnitude >= Self.subjectThreshold * largest
            {
                return cell.symbol
            }
            return -1
        }
        if external >= 0 { return external }
        if row.constant == 0 {
            let subject = degenerateSubject(of: row)
            if subject >= 0 { return subject }
        }
        let markerKind = tableau.kind(record.marker)
        if (markerKind == .slack || markerKind == .error) && row.coefficient(of: record.marker) < 0
        {
            return record.marker
        }
        if record.other >= 0 && row.coefficient(of: record.other) < 0 { return record.other }
        return -1
    }

    /// The subject for a row whose constant is 0 (its constraint holds at the current
    /// values) that keeps the objective optimal: the slack or error with the least cost per
    /// unit of its coefficient (the dual simplex's ratio test), larger coefficient and then
    /// lowest id on ties; -1 when the row has none, or when that symbol's coefficient is
    /// under `subjectThreshold` of the row's largest (dividing by it would scale the
    /// tableau).
    ///
    /// Solving the row for that symbol changes no constant, so every row stays feasible,
    /// and every reduced cost stays at least 0: a symbol whose coefficient has the
    /// subject's sign loses at most its own cost, one of the other sign gains. So the add
    /// needs no pivot. kiwi's choice, the new marker or error, puts the constraint's weight
    /// on the row's other symbols, and the simplex then makes degenerate pivots (no value
    /// moves) until the basis is optimal again: adding `w[i] == w[i - 1]` (strong) to a
    /// chain of `i` widths that all hold their weak preference took `i` pivots, three
    /// quarters of GRID-N's and INDEP-N's build. The stored costs may carry residue; the
    /// simplex that follows still prices whatever the substitution changed, so a choice
    /// that was off by residue costs a pivot, never the optimum.
    func degenerateSubject(of row: Row) -> Int32 {
        var largest = 0.0
        for cell in row.cells { largest = max(largest, cell.coefficient.magnitude) }
        let best = Tableau.leastRatio(among: row.cells, costs: tableau.objective) {
            let kind = tableau.kind($0.symbol)
            return kind == .slack || kind == .error
        }
        guard best.symbol >= 0, best.size >= Self.subjectThreshold * largest else { return -1 }
        return best.symbol
    }

    /// Phase one with an artificial variable: minimise it; the constraint can hold exactly when
    /// the minimum is zero. Returns nil on success or a certificate's constraints.
    func addWithArtificialVariable(_ row: Row, _ record: ConstraintRecord) -> [Constraint]? {
        tableau.startJournaling()
        let art = tableau.newSymbol(.slack)
        tableau.install(row, as: art)
        tableau.artificial = row
        tableau.optimizeArtificial(art: art, marker: record.marker)
        let phaseOne = tableau.artificial ?? Row()
        tableau.artificial = nil
        if phaseOne.constant != 0 {
            return certificate(of: phaseOne, basic: -1, offending: record.constraint)
        }
        if tableau.isBasic(art) {
            var artRow = tableau.takeRow(art)
            if !artRow.cells.isEmpty {
                // The largest coefficient of the preferred kind: the row's constant is (near)
                // zero, so any cell may enter, but a rounding residue as pivot element would
                // scale the whole tableau by its inverse.
                var largest = 0.0
                for cell in artRow.cells { largest = max(largest, cell.coefficient.magnitude) }
                let significant = tableau.phaseOneTolerance * largest
                var entering = largestCell(of: artRow, above: significant) {
                    $0 == .slack || $0 == .error
                }
                // An external before the marker: a basic dummy must keep a row of dummies
                // only (a redundant equality), or nothing would hold it at 0.
                if entering < 0 {
                    entering = largestCell(of: artRow, above: significant) { $0 == .external }
                }
                if entering < 0 && artRow.index(of: record.marker) != nil {
                    entering = record.marker
                }
                if entering < 0 {
                    entering = largestCell(of: artRow, above: 0) { $0 == .slack || $0 == .error }
                }
                if entering < 0 { entering = largestCell(of: artRow, above: 0) { $0 == .external } }
                if entering >= 0 {
                    artRow.solve(basic: art, for: entering)
                    tableau.substitute(entering, by: artRow)
                    tableau.install(artRow, as: entering)
                }
            }
        }
        tableau.eliminate(art)
        return nil
    }

    /// The symbol of `row`'s largest-magnitude cell whose kind passes `accepts` and whose
    /// magnitude exceeds `threshold` (lowest id on ties), or -1.
    func largestCell(of row: Row, above threshold: Double, _ accepts: (SymbolKind) -> Bool) -> Int32
    {
        var best: Int32 = -1
        var bestSize = threshold
        for cell in row.cells
        where cell.coefficient.magnitude > bestSize && accepts(tableau.kind(cell.symbol)) {
            best = cell.symbol
            bestSize = cell.coefficient.magnitude
        }
        return best
    }

    /// Takes a constraint's row and markers out of the tableau (without re-optimising).
    func removeRecord(_ record: ConstraintRecord) {
        checks.forget(marker: record.marker)
        let strength = record.constraint.strength
        if !strength.isRequired {
            let cost = LexCoefficient(level: strength.level, weight: strength.weight)
            let size = Tableau.ObjectiveAddition(cost)
            // Each error's cost leaves the objective (the marker, then the other error).
            func removeCost(of s: Int32) {
                guard s >= 0 && tableau.kind(s) == .error else { return }
                if tableau.isBasic(s) {
                    tableau.addToObjective(tableau.rows[Int(s)].cells, cost, scale: -1, size: size)
                } else {
                    tableau.addToObjective(s, cost, times: -1)
                }
            }
            removeCost(of: record.marker)
            removeCost(of: record.other)
        }
        let marker = record.marker
        if tableau.isBasic(marker) {
            _ = tableau.takeRow(marker)
        } else if let leaving = tableau.markerLeavingRow(for: marker) {
            // An external's row may be a definition: it is solved for the marker in canonical
            // form (the rows the marker is substituted into may be restricted, which must
            // stay canonical, and the rows it depends on may mention the marker too).
            var row = tableau.rows[Int(leaving)]
            tableau.expandDefinitions(&row)
            _ = tableau.takeRow(leaving)
            row.solve(basic: leaving, for: marker)
            tableau.substitute(marker, by: row)
        }
        tableau.eliminate(marker)
        // In exact arithmetic the other error now appears nowhere; clear any rounding residue
        // so removed constraints leave no symbols behind.
        if record.other >= 0 {
            if tableau.isBasic(record.other) {
                _ = tableau.takeRow(record.other)
            } else {
                tableau.eliminate(record.other)
            }
        }
    }
}
