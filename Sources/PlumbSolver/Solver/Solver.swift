/// An incremental Cassowary solver (kiwi's design) with lexicographic strengths and an
/// occurrence index.
///
/// Add constraints, edit variables and suggestions; the solver keeps an optimal solution
/// after every call, and `updateVariables()` writes it into the variables.
///
/// **Strengths.** Required constraints must hold; optional ones are minimised level by level
/// (see `Strength`: weak = level 1, medium = 1,000, strong = 1,000,000, custom levels
/// anywhere > 0). The objective row's coefficients are sorted vectors of (level,
/// coefficient) compared lexicographically; ordinary rows stay plain Doubles.
///
/// **Failures change nothing.** Every call that throws leaves the solver exactly as it was:
/// same values, same tableau, and bit-identical results for every later call (for
/// `SolverError.numericalFailure`, see "Numerical accuracy"). Calls are
/// validated before they touch the tableau; the operations that can only discover a
/// conflict while working (adding required constraints, changing a required constraint's
/// constant) journal the rows they touch and restore them on failure, in time proportional
/// to what they touched.
///
/// **Determinism.** Symbols are integer ids in creation order; rows live in arrays indexed by
/// id; every pivot choice breaks ties by the lowest id. No dictionary or set iteration order
/// influences any choice, so the same sequence of calls gives bit-identical values in every
/// run and process.
///
/// **Numerical accuracy.** Rounding residue is cancelled where it is made: a sum that
/// cancels to within 1e-10 of its operands is 0, and a row cell below 1e-14 of the largest
/// number merged into its row is dropped. Reduced costs are priced afresh from the rows
/// before they decide a pivot, and a level's reduced cost within 1e-8 of the largest weight
/// among its parts is 0. Every call makes at most 10,000 + 64 · symbols pivots (ratio-test
/// ties go to the lowest id past 1,000 + 4 · symbols, Bland's rule, which cannot cycle), so
/// every call returns. After every call that changes the tableau the solver checks its
/// answer: each constraint the call touched is evaluated from its own terms at the values it
/// would report, a residue above 1e-12 of its magnitude is refined away (up to four rounds),
/// and every required constraint must hold within `requiredTolerance` (1e-9) of its
/// magnitude `|constant| + Σ |coefficient · value|`. If not, or if the pivots ran out, the
/// call is undone, the tableau is rebuilt from the constraints it held (see
/// `refactorizationCount`) and the call is tried once more; if it fails again, it throws
/// `SolverError.numericalFailure` and the solver holds exactly what it held before the
/// call, once any check has had to refine (`hasRefined`: the systems where refusals
/// happen, whose state before each call is kept for this); a solver that never refined
/// keeps the constraints it held and solves them afresh, and if that fresh solution fails
/// the check too, `updateVariables()` writes nothing (the variables keep the last checked
/// answer) until a later call passes a check of every constraint. No call writes values
/// that break a required constraint beyond the tolerance in silence.
/// The check costs the constraints of what the call touched, which the call has already
/// paid for; a call that only shifts constants (a suggestion) checks only the required ones
/// while no check has had to refine a residue, as in layout-shaped systems.
///
/// **Complexity.** Let *r* be the number of rows that mention a symbol involved in a pivot
/// (its occurrence list) and *k* the row length (2–10 in layouts). Each pivot costs
/// O(r·k) plus the objective update; nothing scans the whole tableau. Adding or removing a
/// constraint costs its pivots; a suggestion or constant change costs the rows that mention
/// the constraint's marker plus any dual pivots; `updateVariables()` costs the number of
/// variables whose value may have changed.
///
/// **Chains of required equalities** (`y_i == y_{i-1} + h_{i-1} + 8`, a stack of views) do
/// not fill the tableau. In kiwi's canonical tableau each link's row holds the marker of
/// every link above it, so a chain of n links costs Θ(n²) cells to build and store. Here,
/// when a constraint brings in a variable the tableau has not used (its only nonbasic
/// variable) and substituting the rows of the variables it mentions would make its row
/// longer than 64 cells, the row is kept as written: a *definition* of the new variable in
/// terms of other variables' rows. Definitions form an acyclic graph; the rows of slacks,
/// errors and markers and the objective stay canonical, which is all the simplex reads, so
/// pivots and conflict certificates are unchanged. A chain then costs O(n) to build and
/// store. The price is paid where a definition is read in canonical form: removing a link
/// that only definitions mention, or adding a constraint that mentions a deep link, costs
/// O(depth); and a definition's value is evaluated from the values it depends on (cached,
/// and recomputed only for the definitions downstream of a change, which are the variables
/// that move anyway).
///
/// **Memory** is about one row per constraint (a Double and an array of 12-byte cells kept
/// without doubling slack), a 4-byte occurrence entry per cell, and about 100 bytes per
/// symbol (a constraint makes one to three). With definitions, a chain's rows stay short
/// however long it is, so chained layouts keep a constant memory per constraint (about
/// 1 KB in GRID-N from 100 to 10,000 views).
///
/// A `Solver` is not thread-safe; use it from one thread (or actor) at a time.
public final class Solver {
    // Every stored property is unchecked: every access is a short, non-overlapping call on
    // one thread; dynamic exclusivity checks here cost more than the row updates of a smooth
    // edit (and, on the symbol table and the records, 5% of adding a layout's constraints).
    @exclusivity(unchecked) var tableau = Tableau()
    /// Constraints in the solver (user constraints and the edit constraints).
    @exclusivity(unchecked) var records: [ObjectIdentifier: ConstraintRecord] = [:]
    /// The external symbol of each variable the solver has seen.
    @exclusivity(unchecked) var symbols: [ObjectIdentifier: Int32] = [:]
    @exclusivity(unchecked) var edits: [ObjectIdentifier: EditRecord] = [:]
    /// What the check after every call reads of each constraint (see `ConstraintChecks`):
    /// the tableau's, which prices uncertain reduced costs with it too.
    var checks: ConstraintChecks {
        _read { yield tableau.checks }
        _modify { yield &tableau.checks }
    }
    @exclusivity(unchecked) var sequence = 0
    /// False in scratch solvers that only test feasibility (no conflict minimisation).
    @exclusivity(unchecked) var explainsConflicts = true
    /// Records and variables registered inside the current transaction (for rollback).
    @exclusivity(unchecked) var transactionRecords: [ObjectIdentifier] = []
    @exclusivity(unchecked) var transactionVariables: [ObjectIdentifier] = []
    /// The reused buffer of `updateVariables(_:)`.
    @exclusivity(unchecked) var changedScratch: [Int32] = []
    /// The tableau's row updates done by refused calls (rolled back, so not counted towards
    /// residue checks), and by successful calls up to the last one.
    @exclusivity(unchecked) var uncountedWork: UInt64 = 0
    @exclusivity(unchecked) var checkedWork: UInt64 = 0
    /// Row updates not yet spent on residue checks (negative: checking done in advance).
    @exclusivity(unchecked) var checkCredit = 0
    /// How many times this solver has rebuilt its tableau because a call's answer failed its
    /// accuracy check (see "Numerical accuracy" in the discussion of `Solver`). A diagnostic:
    /// layout-shaped systems never need a rebuild, so a count above 0 says that the system's
    /// coefficients make pivots lose precision.
    /// Deterministic like everything else (the same calls give the same count); `reset()`
    /// keeps it.
    public internal(set) var refactorizationCount = 0
    /// The next symbol the residue sweep checks.
    @exclusivity(unchecked) var checkCursor = 0
    /// Why the last failed check failed (see `finishCall()`).
    @exclusivity(unchecked) var lastCheckFailure = ""
    /// Whether a check of this solver has refined a constraint (see `Solver+Accuracy.swift`):
    /// its rows may then be inaccurate, and calls that only shift constants check every
    /// constraint they touch, not only the required ones.
    @exclusivity(unchecked) var hasRefined = false
    /// Whether the rows hold a solution no check has vouched for: a refused call's rebuild
    /// whose check failed (see `perform(_:)`). While true, `updateVariables()` writes nothing,
    /// so the variables keep the last verified answer, and the next call checks every
    /// constraint.
    @exclusivity(unchecked) var rowsUnverified = false
    /// The buffer `collectCheckedSlots()` lists check entries in.
    @exclusivity(unchecked) var slotScratch: [Int32] = []
    /// The reused buffer of the check's findings (see `finishCall()`).
    @exclusivity(unchecked) var findingScratch: [Finding] = []
    /// The markers refined in the current round of `finishCall()`.
    @exclusivity(unchecked) var refinedMarkers: [Int32] = []
    /// The markers of the constraints whose constants the current call changed (a
    /// suggestion's edit constraint, `setConstant(_:of:)`'s constraint): checked whether
    /// required or not (see `finishCall()`).
    @exclusivity(unchecked) var shiftedConstraintMarkers: [Int32] = []
    /// The tableau's row updates when the current transaction began.
    @exclusivity(unchecked) var transactionStartWork: UInt64 = 0

    /// Makes an empty solver.
    public init() {}

    /// True when `constraint` is in the solver. O(1).
    public func contains(_ constraint: Constraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
    }

    /// Writes `value` of every variable whose value changed since the last call.
    ///
    /// Only variables whose row changed are visited, and a variable's `value` is assigned only
    /// when it differs, so O(variables touched since the last call).
    ///
    /// After a call refused with ``SolverError/numericalFailure(_:)`` whose rebuilt solution
    /// could not be verified, nothing is written (the variables keep the last answer that
    /// passed its check) until a later call succeeds.
    public func updateVariables() {
        guard !rowsUnverified else { return }
        tableau.writeBack()
    }

    /// Writes `value` of every variable whose value changed since the last call, as
    /// `updateVariables()` does, then calls `changed` once for each variable whose `value`
    /// this call changed.
    ///
    /// The calls come after every value is written (so `changed` sees the whole new
    /// solution and may call the solver again), in the order in which this solver first
    /// saw the variables: the same for the same sequence of calls, in every run. A variable
    /// whose value moved and came back since the last update is not reported, nor is one
    /// that already held the new value (written by another solver, say). Nothing is
    /// rejected. O(t + c log c) for t variables touched since the last update and c
    /// reported; a buffer of the solver's is reused, so steady use does not allocate.
    public func updateVariables(_ changed: (Variable) -> Void) {
        guard !rowsUnverified else { return }
        var list: [Int32] = []
        swap(&list, &changedScratch)
        tableau.writeBack(recordingChangesIn: &list)
        if list.count > 1 { list.sort() }
        // A snapshot, so that `changed` may even reset the solver.
        let variables = tableau.variables
        for s in list {
            if let variable = variables[Int(s)] { changed(variable) }
        }
        list.removeAll(keepingCapacity: true)
        // A nested call from `changed` may have left its own buffer; keep the larger.
        if list.capacity > changedScratch.capacity { swap(&list, &changedScratch) }
    }

    /// Writes `value` of every variable whose value changed since the last call, as
    /// `updateVariables(_:)` does, and appends to `tags` the ``Variable/tag`` of each variable
    /// it reports, in the same order: for a caller that maps variables back to its own
    /// objects by tag, without a call and a retained variable per change. Nothing is
    /// rejected. O(t + c log c), as `updateVariables(_:)`.
    public func updateVariables(appendingTagsTo tags: inout [Int]) {
        guard !rowsUnverified else { return }
        var list: [Int32] = []
        swap(&list, &changedScratch)
        tableau.writeBack(recordingChangesIn: &list)
        if list.count > 1 { list.sort() }
        tags.reserveCapacity(tags.count + list.count)
        tableau.variables.withUnsafeBufferPointer { variables in
            for s in list {
                if let variable = variables[Int(s)] { tags.append(variable.tag) }
            }
        }
        list.removeAll(keepingCapacity: true)
        swap(&list, &changedScratch)
    }

    /// Removes every constraint and edit variable, leaving an empty solver.
    ///
    /// Variables keep the values last written to them. O(size of the solver) to release it.
    public func reset() {
        tableau = Tableau()
        records = [:]
        symbols = [:]
        edits = [:]
        hasRefined = false
        rowsUnverified = false
        transactionRecords = []
        transactionVariables = []
        uncountedWork = 0
        checkedWork = 0
        checkCredit = 0
        checkCursor = 0
    }

    // MARK: Internals shared by the extensions

    /// The external symbol of `variable`, registering it on first use.
    func symbol(for variable: Variable) -> Int32 {
        let id = ObjectIdentifier(variable)
        if let s = symbols[id] { return s }
        let s = tableau.newSymbol(.external, variable: variable)
        symbols[id] = s
        // A new symbol is nonbasic, so its value is 0: the variable may still hold a value
        // from before a reset (or from another solver) and must be written back even if no
        // row ever mentions it.
        tableau.noteChanged(s)
        if tableau.inTransaction { transactionVariables.append(id) }
        return s
    }

    func beginTransaction(journalRows: Bool = true) {
        tableau.beginTransaction(journalRows: journalRows)
        transactionStartWork = tableau.rowUpdates
        transactionRecords.removeAll(keepingCapacity: true)
        transactionVariables.removeAll(keepingCapacity: true)
    }

    func commitTransaction() {
        tableau.commitTransaction()
        transactionRecords.removeAll(keepingCapacity: true)
        transactionVariables.removeAll(keepingCapacity: true)
    }

    func rollbackTransaction() {
        tableau.rollbackTransaction()
        checks.forgetMentions(ofSymbolsFrom: tableau.symbolCount)
        uncountedWork &+= tableau.rowUpdates &- transactionStartWork
        for id in transactionRecords {
            if let record = records.removeValue(forKey: id) { checks.forget(marker: record.marker) }
        }
        for id in transactionVariables { symbols[id] = nil }
        transactionRecords.removeAll(keepingCapacity: true)
        transactionVariables.removeAll(keepingCapacity: true)
    }
}

/// What the solver knows about one constraint: its marker symbols and their role.
///
/// Kept to 24 bytes (a dictionary entry per constraint): what can be derived from the
/// constraint or the marker is computed, not stored.
struct ConstraintRecord {
    let constraint: Constraint
    /// The slack (inequality), dummy (required equality) or plus-error (optional equality).
    let marker: Int32
    /// The error of an optional constraint (minus-error for equalities), or -1.
    let other: Int32
    /// The expression's constant as this solver last saw it (the constraint object may be
    /// shared with another solver that changed it since).
    var constant: Double

    /// Makes a record; `markerCoefficient` and `sequence` must be the values the computed
    /// properties derive (they are checked in debug builds, not stored).
    init(
        constraint: Constraint, marker: Int32, other: Int32, markerCoefficient: Double,
        sequence: Int,
        constant: Double
    ) {
        self.constraint = constraint
        self.marker = marker
        self.other = other
        self.constant = constant
        assert(markerCoefficient == self.markerCoefficient)
    }

    /// The marker's coefficient in the constraint's row before any sign change: changing the
    /// expression's constant by `d` is the same as shifting the marker by `d / markerCoefficient`.
    /// +1 for `<=` and required `==` (slack or dummy added), -1 for `>=` and optional `==`.
    var markerCoefficient: Double {
        switch constraint.relation {
        case .lessThanOrEqual: return 1
        case .greaterThanOrEqual: return -1
        case .equal: return constraint.strength.isRequired ? 1 : -1
        }
    }

    /// Order of addition, for deterministic listings: markers are created in that order.
    var sequence: Int { Int(marker) }
}

/// An edit variable and the optional equality `variable == suggested value` behind it.
struct EditRecord {
    let variable: Variable
    let constraint: Constraint
}

extension Tableau {
    /// Writes the values of dirty external symbols into their variables.
    mutating func writeBack() {
        writeBack(recordingChangesIn: nil)
    }

    /// `writeBack()`, appending to `changed` each external symbol whose variable's value it
    /// changed.
    mutating func writeBack(recordingChangesIn changed: inout [Int32]) {
        withUnsafeMutablePointer(to: &changed) { writeBack(recordingChangesIn: $0) }
    }

    /// The write-back, in one pass over raw buffers: a value is its row's constant (or 0),
    /// except for definitions, which are evaluated afterwards (they may need others
    /// evaluated). Always inlined, so the plain `writeBack()` compiles without the recording.
    @inline(__always)
    private mutating func writeBack(recordingChangesIn changed: UnsafeMutablePointer<[Int32]>?) {
        var sawDefinition = false
        var localInfo: [SymbolInfo] = []
        swap(&localInfo, &info)
        localInfo.withUnsafeMutableBufferPointer { infoBuffer in
            rows.withUnsafeBufferPointer { rowBuffer in
                variables.withUnsafeBufferPointer { variableBuffer in
                    for s in dirty {
                        let i = Int(s)
                        infoBuffer[i].isDirty = false
                        if infoBuffer[i].isDefinition && infoBuffer[i].isBasic {
                            sawDefinition = true
                            continue
                        }
                        guard let variable = variableBuffer[i] else { continue }
                        let value = infoBuffer[i].isBasic ? rowBuffer[i].constant : 0
                        if variable.value != value {
                            variable.storedValue = value
                            changed?.pointee.append(s)
                        }
                    }
                }
            }
        }
        swap(&localInfo, &info)
        if sawDefinition { writeBackDefinitions(recordingChangesIn: changed) }
        dirty.removeAll(keepingCapacity: true)
    }

    /// Writes the values of the dirty definitions (evaluated), appending the changed ones
    /// to `changed`.
    private mutating func writeBackDefinitions(
        recordingChangesIn changed: UnsafeMutablePointer<[Int32]>?
    ) {
        var list: [Int32] = []
        swap(&list, &dirty)
        for s in list where info[Int(s)].isDefinition && info[Int(s)].isBasic {
            let value = evaluate(s)
            guard let variable = variables[Int(s)] else { continue }
            if variable.value != value {
                variable.storedValue = value
                changed?.pointee.append(s)
            }
        }
        swap(&list, &dirty)
    }
}
