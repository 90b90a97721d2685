/// What a symbol stands for. Externals are the user's variables (unrestricted); slacks and
/// errors are restricted to be ≥ 0; dummies mark required equalities and are always 0.
enum SymbolKind: UInt8 {
    case external, slack, error, dummy
}

/// Per-symbol bookkeeping, kept together in one array so a symbol costs one slot.
struct SymbolInfo {
    var kind: SymbolKind
    var isBasic = false
    var inEntering = false
    var inInfeasible = false
    var isDirty = false
    /// A definition whose cached value (`Tableau.values`) may be out of date. Stale is closed
    /// upwards: every definition that mentions a stale symbol is stale too.
    var isStale = false
    /// An external that a definition row has mentioned while it was basic (never cleared).
    var hasDependents = false
    /// An external whose row may mention basic externals (a definition row).
    var isDefinition = false
    /// Deduplication stamp used while compacting occurrence lists.
    var mark: UInt32 = 0
    /// Transaction epoch in which this symbol's row was journaled.
    var rowStamp: UInt32 = 0
    /// Transaction epoch in which this symbol's objective coefficient was journaled.
    var objectiveStamp: UInt32 = 0
    /// What was added into this symbol's objective coefficient since it was last exact
    /// (priced afresh, set to an error's weight, or zero): the sum of the additions'
    /// magnitudes (infinite: unknown) and the highest level any of them reached (see
    /// `Tableau.nextEntering()`).
    var addedSinceExact: Float = 0
    var highestLevelSinceExact = -Double.infinity

    /// Whether an addition since it was last exact cancelled a level to residue (a sum near
    /// 0 taken as 0, see `cancellingSum(_:_:)`): a real part far smaller than the numbers
    /// that cancelled may have been lost with it, so its sign is known only afresh. Recorded
    /// as an infinite `highestLevelSinceExact`, above every level, which keeps the struct at
    /// 32 bytes (a stored flag made it 40: +15 bytes per constraint).
    var cancelledSinceExact: Bool { highestLevelSinceExact == .infinity }

    init(kind: SymbolKind) {
        self.kind = kind
    }
}

/// The simplex tableau: rows stored in arrays indexed by symbol id, an occurrence index,
/// and a lexicographic objective.
///
/// Symbols are integer ids handed out in creation order. `rows[s]` is meaningful when
/// `info[s].isBasic`. `occurrences[s]` lists basic symbols whose rows may mention `s`; it is
/// maintained lazily (entries are appended when `s` enters a row and filtered when the list
/// is read or reaches its limit), so substitution, ratio tests and constant shifts touch
/// only the rows involved; `mentionCounts[s]` says exactly how many rows mention `s`, so a
/// reader stops once it has found them all. Per-symbol arrays grow by a quarter and rows and
/// occurrence lists keep little spare capacity: they are most of the solver's memory.
/// Every choice (entering, leaving, infeasible row) breaks ties by the lowest symbol id; the
/// occurrence lists' contents (which entries are kept, in what order) can still change the
/// rounding of results, so when a list is pruned depends only on the calls made (see
/// `occurrenceLimits`).
struct Tableau {
    var info: [SymbolInfo] = []
    var rows: [Row] = []
    var occurrences: [[Int32]] = []
    /// The length at which each occurrence list is next pruned (see `noteOccurrences`): kept
    /// here, not read off the list's capacity, because an array's capacity comes from the
    /// allocator (`malloc_usable_size` on Linux) and differs between processes with the heap's
    /// layout; pruning at such points reordered lists and changed results (oracle seeds
    /// 13024 and 92512, chain seed 4008 on main varied between runs of one binary).
    var occurrenceLimits: [Int32] = []
    /// How many basic rows mention each symbol, exactly (the occurrence lists may also hold
    /// rows that no longer do): `mentions(of:)` stops reading a list once it has found them
    /// all, and reads none for a symbol no row mentions (a removed constraint's other error,
    /// whose list may hold every row it was ever in).
    var mentionCounts: [Int32] = []
    /// Objective coefficient (reduced cost) of each nonbasic symbol; zero for basic ones.
    var objective: [LexCoefficient] = []
    /// The variable of each external symbol.
    var variables: [Variable?] = []
    /// The constraint whose marker or error each slack/error/dummy symbol is.
    var constraints: [Constraint?] = []
    /// The least weight of any error the tableau has held (never raised again).
    var lightestWeight = Double.infinity
    /// Each constraint's terms, constant and markers (see `ConstraintChecks`): read by the
    /// solver's check after every call, and by `refinedCost(of:)`.
    var checks = ConstraintChecks()

    /// Nonbasic symbols whose objective coefficient may be negative (validated when popped).
    var entering = SymbolHeap()
    /// Restricted basic symbols whose row constant may be negative (validated when popped).
    var infeasible = SymbolHeap()
    /// External symbols whose value may have changed since the last write-back.
    var dirty: [Int32] = []
    /// Symbols whose value (row constant, or definition value) or basic status may have
    /// changed since the current call began (repeats allowed): what the call's check covers
    /// (see `Solver.finishCall()`).
    var touched: [Int32] = []
    /// Lists of rows (as from `mentions(of:)`) whose constants a constant shift changed in
    /// the current call: part of what the check covers, as `touched`, recorded once per
    /// shift rather than once per row.
    var shiftedRows: [[Cell]] = []
    /// The value of each definition as last evaluated (valid unless it is stale).
    var values: [Double] = []
    /// The phase-one objective while a constraint is added through an artificial variable.
    var artificial: Row?

    var markEpoch: UInt32 = 0
    /// The buffer `substitute(_:by:)` lists the symbols a merged row gained in (its count is
    /// its usable size).
    var addedScratch: [Int32] = []
    var mentionScratch: [Cell] = []
    /// The buffer `shiftRowsUnjournaled(_:by:)` lists the externals it makes dirty in (its
    /// count is its usable size).
    var dirtyScratch: [Int32] = []
    /// The buffer `substitute(_:by:)` merges into (its count is its usable size; see
    /// `Row.merge(_:removing:_:scale:into:added:dropped:)`), and `expandDefinitions(_:)`
    /// builds a row in.
    var mergeScratch: [Cell] = []
    /// The buffer `makeRow(for:)` builds a new constraint's row in.
    var rowScratch: [Cell] = []
    /// The levels `freshCost(of:)` computed last.
    var freshTerms: [LexTerm] = []
    /// The parts `freshCost(of:)` sums.
    var costScratch: [PricingPart] = []
    /// The dense buffers of `refinedEdge(of:excluding:)`, sized on first use.
    var edgeScratch = EdgeScratch()
    /// Bumped whenever any row's cells (not just its constant) change.
    var structureVersion: UInt64 = 0
    /// Rows rewritten by substitutions so far: the pivot work the solver's residue checks are
    /// amortised over.
    var rowUpdates: UInt64 = 0
    /// `structureVersion` when the current call began: a call that leaves it unchanged has
    /// only shifted row constants.
    var structureAtCall: UInt64 = 0
    /// Whether a constant shift in the current call cancelled (see `isCancelling(_:_:_:)`),
    /// so that its rounding may be large next to the row's new value.
    var cancelledInCall = false
    /// Whether the last `leavingRow(for:)` skipped an element as residue that would have
    /// limited the entering symbol at least as soon as the row it chose.
    var limitedByResidue = false
    /// The entering symbol whose column `certifyColumn(of:)` last certified, the
    /// `structureVersion` it did so at, and the restricted rows whose tiny elements it
    /// certified as limiting.
    var certifiedColumn: (symbol: Int32, version: UInt64, rows: [Int32]) = (-1, 0, [])
    /// Whether the tableau has pivoted on an element certified by `certifyColumn(of:)`
    /// since it was built.
    var pivotedOnCertifiedElement = false
    /// Pivots made since the current call began (see `beginCall()`).
    var pivotsMade = 0
    /// Pivots the current call may make; past it every simplex loop stops.
    var pivotLimit = Int.max
    /// Pivots after which ratio-test ties go to the lowest id (Bland's rule).
    var blandThreshold = Int.max
    /// Whether the objective is the sum of the errors' weighted values, so that a candidate's
    /// cost can be priced afresh from the rows (see `freshCost(of:)`). False for a scratch
    /// tableau whose objective was written directly (the ambiguity probe's).
    var objectiveIsErrorWeights = true
    /// The mentions of one symbol as of `structureVersion`, reused by repeated constant
    /// shifts of the same marker (a smooth edit makes no pivots, so the list stays valid).
    /// `propagates`: whether a listed row is a definition or has dependents (see
    /// `shiftRows(mentioning:by:)`), which only changes with the structure.
    var cachedMentions: (symbol: Int32, version: UInt64, list: [Cell], propagates: Bool) = (
        -1, 0, [], false
    )
    /// The mentions of the symbol the last ratio test (`leavingRow(for:)`) was run for, as of
    /// `structureVersion`: the rows a pivot on it substitutes into.
    var ratioTestMentions: (symbol: Int32, version: UInt64, list: [Cell]) = (-1, 0, [])

    // Journal: while `journaling`, the first change of each pre-existing row or objective
    // coefficient in the transaction saves the old value, so a failed call restores the
    // tableau bit for bit in time proportional to what it touched.
    var journaling = false
    /// True between `beginTransaction` and commit or rollback (rows may not be journaled yet).
    var inTransaction = false
    var transactionEpoch: UInt32 = 0
    var symbolMark = 0
    var savedRows: [(symbol: Int32, row: Row, wasBasic: Bool, wasDefinition: Bool)] = []
    /// Constants of pre-existing rows before a shift of the constant alone, oldest first
    /// (see `saveConstant(_:)`).
    var savedConstants: [SavedConstant] = []
    /// Objective coefficients before the transaction changed them, with what their symbols
    /// knew about how exact they were (see `SymbolInfo.addedSinceExact`), so that a rollback
    /// leaves pricing exactly as it was.
    var savedObjective: [SavedObjective] = []

    var symbolCount: Int { info.count }

    // MARK: Symbols

    mutating func newSymbol(
        _ kind: SymbolKind, variable: Variable? = nil, constraint: Constraint? = nil
    ) -> Int32 {
        let count = info.count
        if count == info.capacity { reserveSymbols(count + (count >> 2) + 16) }
        let id = Int32(count)
        info.append(SymbolInfo(kind: kind))
        rows.append(Row())
        occurrences.append([])
        occurrenceLimits.append(0)
        mentionCounts.append(0)
        objective.append(LexCoefficient())
        values.append(0)
        variables.append(variable)
        constraints.append(constraint)
        return id
    }

    /// Grows every per-symbol array to `capacity` (by a quarter at a time rather than
    /// doubling, whose slack would be a third of the solver's per-symbol memory on average).
    private mutating func reserveSymbols(_ capacity: Int) {
        info.reserveCapacity(capacity)
        rows.reserveCapacity(capacity)
        occurrences.reserveCapacity(capacity)
        occurrenceLimits.reserveCapacity(capacity)
        mentionCounts.reserveCapacity(capacity)
        objective.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
        variables.reserveCapacity(capacity)
        constraints.reserveCapacity(capacity)
    }

    @inline(__always) func kind(_ s: Int32) -> SymbolKind { info[Int(s)].kind }
    @inline(__always) func isBasic(_ s: Int32) -> Bool { info[Int(s)].isBasic }

    /// The current value of restricted `s`: its row constant when basic, else 0. (An
    /// external's row may mention other basic externals: see `evaluate(_:)`.)
    func value(of s: Int32) -> Double {
        info[Int(s)].isBasic ? rows[Int(s)].constant : 0
    }

    // MARK: Occurrence index

    /// Notes that `basic`'s row now mentions each of `symbols`, in one pass over raw buffers.
    ///
    /// A list that reaches its limit (`occurrenceLimits`) is first pruned (see
    /// `prune(_:info:epoch:)`), then its limit (and capacity) is raised to twice its length
    /// if that left it more than half full, so pruning costs O(1) per entry amortised and a
    /// list's capacity stays within about twice the rows that may mention its symbol. When
    /// a list is pruned depends only on the calls made, never on the allocator (see
    /// `occurrenceLimits`). A list emptied elsewhere keeps its limit.
    mutating func noteOccurrences<C: Collection>(of symbols: C, in basic: Int32)
    where C.Element == Int32 {
        // Swapped out and back so that no second reference keeps a buffer alive (a later
        // mutation would otherwise copy every list).
        var localOccurrences: [[Int32]] = []
        swap(&localOccurrences, &occurrences)
        var localInfo: [SymbolInfo] = []
        swap(&localInfo, &info)
        var localLimits: [Int32] = []
        swap(&localLimits, &occurrenceLimits)
        var epoch = markEpoch
        localOccurrences.withUnsafeMutableBufferPointer { lists in
            localInfo.withUnsafeMutableBufferPointer { infoBuffer in
                localLimits.withUnsafeMutableBufferPointer { limits in
                    for s in symbols {
                        Tableau.noteOccurrence(
                            of: s, in: basic, lists: lists, limits: limits, info: infoBuffer,
                            epoch: &epoch)
                    }
                }
            }
        }
        swap(&localOccurrences, &occurrences)
        swap(&localInfo, &info)
        swap(&localLimits, &occurrenceLimits)
        markEpoch = epoch
    }

    /// Notes that `basic`'s row now mentions `s`.
    mutating func noteOccurrence(of s: Int32, in basic: Int32) {
        noteOccurrences(of: CollectionOfOne(s), in: basic)
    }

    /// Appends `basic` to `s`'s occurrence list, in buffers moved out of the tableau (see
    /// `noteOccurrences(of:in:)`), pruning the list first when it is at its limit.
    @inline(__always)
    static func noteOccurrence(
        of s: Int32, in basic: Int32, lists: UnsafeMutableBufferPointer<[Int32]>,
        limits: UnsafeMutableBufferPointer<Int32>, info: UnsafeMutableBufferPointer<SymbolInfo>,
        epoch: inout UInt32
    ) {
        let i = Int(s)
        if lists[i].count >= Int(limits[i]) {
            makeRoom(in: &lists[i], limit: &limits[i], info: info, epoch: &epoch)
        }
        lists[i].append(basic)
    }

    /// Makes room for one more entry in an occurrence list at its `limit` (see
    /// `noteOccurrences`).
    private static func makeRoom(
        in list: inout [Int32], limit: inout Int32, info: UnsafeMutableBufferPointer<SymbolInfo>,
        epoch: inout UInt32
    ) {
        if !list.isEmpty { prune(&list, info: info, epoch: &epoch) }
        let count = list.count
        if 2 * (count + 1) > Int(limit) {
            limit = Int32(truncatingIfNeeded: 2 * count + 2)
            list.reserveCapacity(2 * count + 2)
        }
    }

    /// Cheap compaction of an occurrence list: drops entries whose row is no longer basic and
    /// repeats (without checking the row's cells, so an entry whose row lost the symbol may
    /// stay until `mentions(of:)` filters it).
    private static func prune(
        _ list: inout [Int32], info: UnsafeMutableBufferPointer<SymbolInfo>, epoch: inout UInt32
    ) {
        epoch &+= 1
        if epoch == 0 {
            for k in info.indices { info[k].mark = 0 }
            epoch = 1
        }
        let current = epoch
        var kept = 0
        let count = info.count
        for r in 0..<list.count {
            let b = list[r]
            let bi = Int(b)
            guard bi < count, info[bi].isBasic, info[bi].mark != current else { continue }
            info[bi].mark = current
            list[kept] = b
            kept += 1
        }
        list.removeLast(list.count - kept)
    }

    /// Filters `s`'s occurrence list down to the basic rows that really mention it, each once,
    /// and returns them with `s`'s coefficient in each, as cells `(basic, coefficient)`.
    ///
    /// The result lives in a reused buffer: pass it back with `recycle(_:)` when done.
    mutating func mentions(of s: Int32) -> [Cell] {
        let i = Int(s)
        markEpoch &+= 1
        if markEpoch == 0 {
            for k in info.indices { info[k].mark = 0 }
            markEpoch = 1
        }
        let epoch = markEpoch
        let live = Int(mentionCounts[i])
        var list: [Int32] = []
        swap(&list, &occurrences[i])
        var result: [Cell] = []
        swap(&result, &mentionScratch)
        let total = list.count
        // Written through raw buffers (sized to the rows it can find first, cut to those found
        // after), with the info array moved out, so no entry pays for a uniqueness check.
        let room = Swift.min(total, live)
        if result.count < room { result.resize(to: room, filling: Cell(0, 0)) }
        var localInfo: [SymbolInfo] = []
        swap(&localInfo, &info)
        var found = 0
        list.withUnsafeMutableBufferPointer { entries in
            result.withUnsafeMutableBufferPointer { out in
                localInfo.withUnsafeMutableBufferPointer { infoBuffer in
                    rows.withUnsafeBufferPointer { rowBuffer in
                        let count = infoBuffer.count
                        var r = 0
                        // Once every row that mentions `s` is found, the rest are stale.
                        while r < total && found < live {
                            let b = entries[r]
                            let bi = Int(b)
                            r += 1
                            guard bi < count, infoBuffer[bi].isBasic, infoBuffer[bi].mark != epoch,
                                let index = rowBuffer[bi].index(of: s)
                            else { continue }
                            infoBuffer[bi].mark = epoch
                            entries[found] = b
                            out[found] = Cell(b, rowBuffer[bi].cells[index].coefficient)
                            found += 1
                        }
                        assert(
                            found == live
                                && (r..<total).allSatisfy { k in
                                    let bi = Int(entries[k])
                                    return bi >= count || !infoBuffer[bi].isBasic
                                        || infoBuffer[bi].mark == epoch
                                        || rowBuffer[bi].index(of: s) == nil
                                },
                            "the mention count of \(s) is \(live), its rows disagree")
                    }
                }
            }
        }
        swap(&localInfo, &info)
        list.resize(to: found, filling: 0)
        result.resize(to: found, filling: Cell(0, 0))
        swap(&list, &occurrences[i])
        return result
    }

    /// Hands a `mentions(of:)` buffer back for reuse.
    mutating func recycle(_ buffer: [Cell]) {
        if buffer.capacity > mentionScratch.capacity { mentionScratch = buffer }
    }

    /// Adds `change` to the mention count of each of `cells`' symbols (a row that arrives
    /// or leaves).
    @inline(__always) mutating func countMentions(of cells: [Cell], by change: Int32) {
        guard !cells.isEmpty else { return }
        mentionCounts.withUnsafeMutableBufferPointer { counts in
            for cell in cells { counts[Int(cell.symbol)] &+= change }
        }
    }

    /// Removes a row's `cells` from the counts of the symbols below `limit` (the symbols a
    /// rollback keeps).
    private mutating func uncountMentions(of cells: [Cell], below limit: Int) {
        for cell in cells where Int(cell.symbol) < limit { mentionCounts[Int(cell.symbol)] &-= 1 }
    }

    // MARK: Row and objective changes (journaled)

    /// Notes that external `s`'s value may have changed: queues it for write-back and marks
    /// it and every definition that depends on it (transitively) stale.
    @inline(__always) mutating func noteChanged(_ s: Int32) {
        let i = Int(s)
        touched.append(s)
        guard info[i].kind == .external else { return }
        if !info[i].isDirty {
            info[i].isDirty = true
            dirty.append(s)
        }
        // Only a definition's value is cached (another basic external's is its row's
        // constant), so only a definition goes stale; marking stops at stale dependents.
        if info[i].isDefinition && info[i].isBasic {
            if info[i].isStale { return }
            info[i].isStale = true
        }
        if info[i].hasDependents { markDependentsStale(of: s) }
    }

    @inline(__always) mutating func saveRow(_ s: Int32) {
        let i = Int(s)
        if journaling && i < symbolMark && info[i].rowStamp != transactionEpoch {
            info[i].rowStamp = transactionEpoch
            savedRows.append((s, rows[i], info[i].isBasic, info[i].isDefinition))
        }
    }

    /// Journals `s`'s constant before a shift that leaves its cells alone: a plain number, so
    /// that an edit shifting thousands of rows neither shares their cell buffers (the next
    /// write of a shared buffer copies it) nor releases them at commit, as saving whole rows
    /// did. A row saved whole already needs nothing more; a row whose constant is saved here
    /// and that is saved whole later gets both, and rollback puts the constant back last.
    @inline(__always) mutating func saveConstant(_ s: Int32) {
        let i = Int(s)
        if journaling && i < symbolMark && info[i].rowStamp != transactionEpoch {
            savedConstants.append(SavedConstant(symbol: s, constant: rows[i].constant))
        }
    }

    @inline(__always) mutating func saveObjective(_ s: Int32) {
        let i = Int(s)
        if journaling && i < symbolMark {
            Self.journalObjective(
                s, objective[i], &info[i], epoch: transactionEpoch, into: &savedObjective)
        }
    }

    /// Journals `s`'s objective coefficient `value` (with what `info`, its bookkeeping, knows
    /// of how exact it is) the first time it changes in the transaction of `epoch`.
    @inline(__always)
    static func journalObjective(
        _ s: Int32, _ value: LexCoefficient, _ info: inout SymbolInfo, epoch: UInt32,
        into saved: inout [SavedObjective]
    ) {
        if info.objectiveStamp != epoch {
            info.objectiveStamp = epoch
            saved.append(
                SavedObjective(
                    symbol: s, value: value, added: info.addedSinceExact,
                    highest: info.highestLevelSinceExact))
        }
    }

    /// Makes `s` basic with `row`. Only an external may get a definition row (one that
    /// mentions basic externals, `definition` true); any other row must be canonical.
    mutating func install(_ row: Row, as s: Int32, definition: Bool = false) {
        saveRow(s)
        structureVersion &+= 1
        let i = Int(s)
        countMentions(of: rows[i].cells, by: -1)
        countMentions(of: row.cells, by: 1)
        rows[i] = row
        rows[i].trimCapacity()
        info[i].isBasic = true
        info[i].isDefinition = definition
        info[i].isStale = false
        if definition {
            for cell in row.cells
            where info[Int(cell.symbol)].kind == .external && info[Int(cell.symbol)].isBasic {
                info[Int(cell.symbol)].hasDependents = true
            }
        }
        noteOccurrences(of: row.cells.lazy.map(\.symbol), in: s)
        noteChanged(s)
    }

    /// Makes `s` nonbasic and returns its former row.
    mutating func takeRow(_ s: Int32) -> Row {
        saveRow(s)
        structureVersion &+= 1
        let i = Int(s)
        let row = rows[i]
        rows[i] = Row()
        countMentions(of: row.cells, by: -1)
        info[i].isBasic = false
        info[i].isDefinition = false
        info[i].isStale = false
        noteChanged(s)
        return row
    }

    /// Adds `constant` to a basic row's constant.
    mutating func shiftConstant(of s: Int32, by delta: Double) {
        saveConstant(s)
        let constant = cancellingSum(rows[Int(s)].constant, delta)
        if Tableau.isCancelling(rows[Int(s)].constant, delta, constant) { cancelledInCall = true }
        rows[Int(s)].constant = constant
        noteChanged(s)
        if info[Int(s)].kind != .external && rows[Int(s)].constant < 0 { pushInfeasible(s) }
    }

    /// Shifts the constant of every row that mentions nonbasic `marker` by its coefficient
    /// times `delta`. Returns a basic dummy whose row became nonzero, if any.
    mutating func shiftRows(mentioning marker: Int32, by delta: Double) -> Int32? {
        var broken: Int32?
        var list: [Cell]
        var propagates: Bool
        if cachedMentions.symbol == marker && cachedMentions.version == structureVersion {
            list = cachedMentions.list
            propagates = cachedMentions.propagates
        } else {
            list = mentions(of: marker)
            propagates = list.contains {
                info[Int($0.symbol)].isDefinition || info[Int($0.symbol)].hasDependents
            }
        }
        cachedMentions = (-1, 0, [], false)
        if journaling {
            for mention in list {
                let b = mention.symbol
                shiftConstant(of: b, by: mention.coefficient * delta)
                if broken == nil && info[Int(b)].kind == .dummy && rows[Int(b)].constant != 0 {
                    broken = b
                }
            }
        } else {
            broken = shiftRowsUnjournaled(list, by: delta)
            // Definitions and rows with dependents: as `noteChanged(_:)` (already queued).
            if propagates {
                for mention in list {
                    let i = Int(mention.symbol)
                    if info[i].isDefinition || info[i].hasDependents { noteChanged(mention.symbol) }
                }
            }
        }
        cachedMentions = (marker, structureVersion, list, propagates)
        return broken
    }

    /// The hot loop of a smooth edit: adds `coefficient · delta` to each listed row's
    /// constant through raw buffers (the arrays are moved out first, so there is no copy and
    /// no per-row uniqueness or exclusivity check).
    private mutating func shiftRowsUnjournaled(_ list: [Cell], by delta: Double) -> Int32? {
        var broken: Int32?
        var cancelled = false
        var negative: [Int32] = []
        // Swapped out and back so that no second reference outlives the loop.
        var localRows: [Row] = []
        swap(&localRows, &rows)
        var localInfo: [SymbolInfo] = []
        swap(&localInfo, &info)
        // The externals that become dirty are gathered in a buffer and appended at once: an
        // append per row would check the array's uniqueness each time.
        var newlyDirty: [Int32] = []
        swap(&newlyDirty, &dirtyScratch)
        if newlyDirty.count < list.count { newlyDirty.resize(to: list.count, filling: 0) }
        var dirtyCount = 0
        localRows.withUnsafeMutableBufferPointer { rowBuffer in
            localInfo.withUnsafeMutableBufferPointer { infoBuffer in
                newlyDirty.withUnsafeMutableBufferPointer { newlyDirty in
                    for mention in list {
                        let b = mention.symbol
                        let i = Int(b)
                        let change = mention.coefficient * delta
                        let constant = cancellingSum(rowBuffer[i].constant, change)
                        if Tableau.isCancelling(rowBuffer[i].constant, change, constant) {
                            cancelled = true
                        }
                        rowBuffer[i].constant = constant
                        switch infoBuffer[i].kind {
                        case .external:
                            if !infoBuffer[i].isDirty {
                                infoBuffer[i].isDirty = true
                                newlyDirty[dirtyCount] = b
                                dirtyCount += 1
                            }
                        case .dummy:
                            if broken == nil && constant != 0 { broken = b }
                            if constant < 0 { negative.append(b) }
                        case .slack, .error:
                            if constant < 0 { negative.append(b) }
                        }
                    }
                }
            }
        }
        swap(&localRows, &rows)
        swap(&localInfo, &info)
        dirty.append(contentsOf: newlyDirty[..<dirtyCount])
        swap(&newlyDirty, &dirtyScratch)
        shiftedRows.append(list)
        if cancelled { cancelledInCall = true }
        for b in negative { pushInfeasible(b) }
        return broken
    }

    /// Whether `old + change = new` cancelled: the rounding of a sum is about 1e-16 of its
    /// larger part, so it stays within 16 units in the last place of `new` only when neither
    /// part is much larger than `new` (and nothing cancelled to residue, see
    /// `cancellingSum(_:_:)`).
    @inline(__always)
    static func isCancelling(_ old: Double, _ change: Double, _ new: Double) -> Bool {
        old.magnitude + 2 * change.magnitude > 16 * new.magnitude
    }

    /// Removes nonbasic symbol `s` from every row and the objective (fixing it at 0).
    mutating func eliminate(_ s: Int32) {
        structureVersion &+= 1
        let list = mentions(of: s)
        for mention in list {
            saveRow(mention.symbol)
            rows[Int(mention.symbol)].remove(s)
        }
        recycle(list)
        occurrences[Int(s)] = []
        mentionCounts[Int(s)] = 0
        if !objective[Int(s)].isZero {
            saveObjective(s)
            objective[Int(s)] = LexCoefficient()
            markObjectiveExact(s)
        }
        if var row = artificial {
            row.remove(s)
            artificial = row
        }
    }

    /// Empties `touched` and `shiftedRows` (the check has covered them).
    mutating func forgetTouched() {
        touched.removeAll(keepingCapacity: true)
        shiftedRows.removeAll(keepingCapacity: true)
    }

    /// Lists every symbol as touched, so that the next check covers every constraint.
    mutating func touchEverySymbol() {
        forgetTouched()
        touched.append(contentsOf: 0..<Int32(symbolCount))
    }

    /// Notes that `s`'s objective coefficient is exact now (see `SymbolInfo.addedSinceExact`).
    @inline(__always) mutating func markObjectiveExact(_ s: Int32) {
        info[Int(s)].addedSinceExact = 0
        info[Int(s)].highestLevelSinceExact = -.infinity
    }

    /// Sets nonbasic `s`'s objective coefficient to `cost` (an error's own weight).
    mutating func setObjective(_ s: Int32, _ cost: LexCoefficient) {
        objective[Int(s)] = cost
        if !cost.isZero {
            lightestWeight = Swift.min(lightestWeight, cost[0].coefficient.magnitude)
        }
        markObjectiveExact(s)
    }

    /// Adds `value · factor` to nonbasic `s`'s objective coefficient and queues `s` if it may
    /// now improve the objective.
    mutating func addToObjective(_ s: Int32, _ value: LexCoefficient, times factor: Double) {
        addToObjective(s, value, times: factor, size: ObjectiveAddition(value))
    }

    /// `addToObjective(_:_:times:)` with `value`'s size computed once by the caller (who adds
    /// the same value to many symbols).
    mutating func addToObjective(
        _ s: Int32, _ value: LexCoefficient, times factor: Double, size: ObjectiveAddition
    ) {
        addToObjective(count: 1, value, size: size) { _ in (s, factor) }
    }

    /// `addToObjective(_:_:times:)` for each of `cells`' symbols, with `scale` times the cell's
    /// coefficient as the factor, in the cells' order: one pass over raw buffers, for a whole
    /// row's worth of additions.
    mutating func addToObjective(
        _ cells: [Cell], _ value: LexCoefficient, scale: Double, size: ObjectiveAddition
    ) {
        cells.withUnsafeBufferPointer { cells in
            addToObjective(count: cells.count, value, size: size) { k in
                (cells[k].symbol, scale * cells[k].coefficient)
            }
        }
    }

    /// The additions of `addToObjective(_:_:times:size:)`, the `k`th to `addition(k)`'s
    /// symbol with its factor, with the arrays they change moved out first (no copy and no
    /// uniqueness check per addition).
    @inline(__always)
    private mutating func addToObjective(
        count: Int, _ value: LexCoefficient, size: ObjectiveAddition,
        _ addition: (Int) -> (symbol: Int32, factor: Double)
    ) {
        var localInfo: [SymbolInfo] = []
        swap(&localInfo, &info)
        var localObjective: [LexCoefficient] = []
        swap(&localObjective, &objective)
        var saved: [SavedObjective] = []
        swap(&saved, &savedObjective)
        var queue = SymbolHeap()
        swap(&queue, &entering)
        let journal = journaling
        let mark = symbolMark
        let epoch = transactionEpoch
        // Most values are one constraint's cost, one level: added as a term.
        let oneLevel = value.count == 1
        let level = value[0].level
        let coefficient = value[0].coefficient
        localInfo.withUnsafeMutableBufferPointer { info in
            localObjective.withUnsafeMutableBufferPointer { objective in
                for k in 0..<count {
                    let (s, factor) = addition(k)
                    let i = Int(s)
                    if journal && i < mark {
                        Tableau.journalObjective(
                            s, objective[i], &info[i], epoch: epoch, into: &saved)
                    }
                    // Any sum taken for residue beyond the rounding of its parts may have lost
                    // a real part: pricing afresh keeps a level however small once refinement
                    // confirms it (see `freshCost(of:)`), so the symbol's sign is known only
                    // afresh. A threshold of `levelTolerance` of the lightest weight let a
                    // real -9.7e-10 at weight 3 go (chain seed 1506, shrunk: the level ended
                    // 144.8 short in silence). Sums within rounding (see
                    // `LexCoefficient.add(_:times:)`) are 0 to fresh pricing too; flagging them
                    // cost GRID-100's remove and re-add about 20% more instructions for nothing.
                    let lost =
                        oneLevel
                        ? objective[i].add(level: level, coefficient * factor)
                        : objective[i].add(value, times: factor)
                    if lost > 0 {
                        info[i].highestLevelSinceExact = .infinity
                    }
                    info[i].addedSinceExact += Float(size.largestMagnitude * factor.magnitude)
                    if size.highestLevel > info[i].highestLevelSinceExact {
                        info[i].highestLevelSinceExact = size.highestLevel
                    }
                    // A candidate when its highest level is negative, or when a lower level is
                    // and the highest may be residue (see `nextEntering()`).
                    if !info[i].inEntering && !info[i].isBasic && info[i].kind != .dummy
                        && (objective[i].isNegative || info[i].cancelledSinceExact
                            || (objective[i].hasNegativeLevel
                                && !Tableau.isCertain(objective[i], info[i])))
                    {
                        info[i].inEntering = true
                        queue.push(s)
                    }
                }
            }
        }
        swap(&localInfo, &info)
        swap(&localObjective, &objective)
        swap(&saved, &savedObjective)
        swap(&queue, &entering)
    }

    /// What `addToObjective` records of a value it adds (see `SymbolInfo.addedSinceExact`).
    struct ObjectiveAddition {
        var largestMagnitude: Double
        var highestLevel: Double

        init(_ value: LexCoefficient) {
            largestMagnitude = value.largestMagnitude
            highestLevel = value.isZero ? -.infinity : value[0].level
        }
    }

    /// Queues nonbasic `s` as a candidate to enter, once.
    @inline(__always) mutating func queueEntering(_ s: Int32) {
        let i = Int(s)
        if !info[i].inEntering {
            info[i].inEntering = true
            entering.push(s)
        }
    }

    @inline(__always) mutating func pushInfeasible(_ s: Int32) {
        let i = Int(s)
        if !info[i].inInfeasible {
            info[i].inInfeasible = true
            infeasible.push(s)
        }
    }

    // MARK: Transactions

    /// Starts a transaction. With `journalRows` false, rows are journaled only from
    /// `startJournaling()` on (a single add touches no existing row until it has succeeded
    /// or starts its artificial phase).
    mutating func beginTransaction(journalRows: Bool = true) {
        inTransaction = true
        journaling = journalRows
        transactionEpoch &+= 1
        if transactionEpoch == 0 {
            for k in info.indices {
                info[k].rowStamp = 0
                info[k].objectiveStamp = 0
            }
            transactionEpoch = 1
        }
        symbolMark = info.count
        savedRows.removeAll(keepingCapacity: true)
        savedConstants.removeAll(keepingCapacity: true)
        savedObjective.removeAll(keepingCapacity: true)
    }

    /// Journals rows from now on, inside the current transaction.
    mutating func startJournaling() {
        if inTransaction { journaling = true }
    }

    mutating func commitTransaction() {
        inTransaction = false
        journaling = false
        savedRows.removeAll(keepingCapacity: true)
        savedConstants.removeAll(keepingCapacity: true)
        savedObjective.removeAll(keepingCapacity: true)
    }

    /// Restores every journaled row and objective coefficient and forgets symbols created
    /// since `beginTransaction()`.
    mutating func rollbackTransaction() {
        structureVersion &+= 1
        let extra = info.count - symbolMark
        // The counts follow the rows back: the new symbols' rows go, the saved rows return.
        for s in symbolMark..<info.count { uncountMentions(of: rows[s].cells, below: symbolMark) }
        for saved in savedRows {
            uncountMentions(of: rows[Int(saved.symbol)].cells, below: symbolMark)
            countMentions(of: saved.row.cells, by: 1)
        }
        if extra > 0 {
            info.removeLast(extra)
            rows.removeLast(extra)
            occurrences.removeLast(extra)
            occurrenceLimits.removeLast(extra)
            mentionCounts.removeLast(extra)
            objective.removeLast(extra)
            values.removeLast(extra)
            variables.removeLast(extra)
            constraints.removeLast(extra)
        }
        for saved in savedRows {
            rows[Int(saved.symbol)] = saved.row
            info[Int(saved.symbol)].isBasic = saved.wasBasic
        }
        // Newest first, so that a row shifted twice gets its first saved constant back, after
        // the whole rows (a row saved whole after a shift holds the shifted constant).
        for saved in savedConstants.reversed() {
            rows[Int(saved.symbol)].constant = saved.constant
        }
        for saved in savedRows where saved.wasBasic {
            for cell in saved.row.cells { noteOccurrence(of: cell.symbol, in: saved.symbol) }
        }
        // Restored values are recomputed (marking also reaches the restored dependents).
        for saved in savedRows where kind(saved.symbol) == .external {
            info[Int(saved.symbol)].isDefinition = saved.wasDefinition
            info[Int(saved.symbol)].isStale = false
        }
        for saved in savedConstants where kind(saved.symbol) == .external {
            info[Int(saved.symbol)].isStale = false
        }
        for saved in savedRows where kind(saved.symbol) == .external { noteChanged(saved.symbol) }
        for saved in savedConstants where kind(saved.symbol) == .external {
            noteChanged(saved.symbol)
        }
        for saved in savedObjective {
            objective[Int(saved.symbol)] = saved.value
            info[Int(saved.symbol)].addedSinceExact = saved.added
            info[Int(saved.symbol)].highestLevelSinceExact = saved.highest
        }
        clearQueues()
        dirty.removeAll { Int($0) >= symbolMark }
        artificial = nil
        commitTransaction()
    }

    mutating func clearQueues() {
        for s in entering.items where Int(s) < info.count { info[Int(s)].inEntering = false }
        for s in infeasible.items where Int(s) < info.count { info[Int(s)].inInfeasible = false }
        entering.removeAll()
        infeasible.removeAll()
    }
}

/// A row's constant as it was before a transaction shifted it (see `Tableau.saveConstant(_:)`).
struct SavedConstant {
    let symbol: Int32
    let constant: Double
}

/// A nonbasic symbol's objective coefficient as it was before a transaction changed it, with
/// what was added into it since it was last exact (see `Tableau.saveObjective(_:)`).
struct SavedObjective {
    let symbol: Int32
    let value: LexCoefficient
    let added: Float
    let highest: Double
}
