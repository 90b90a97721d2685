/// What the accuracy check after every call (`Solver+Accuracy.swift`) needs of each
/// constraint in the solver: its terms as symbols, its constant, its markers and its
/// relation. Kept in flat arrays and found through the constraint's marker symbols, so that
/// the check reads a constraint without hashing or reference counting (a dictionary lookup
/// per term would cost more than the call being checked).
///
/// Every constraint in the solver's records has exactly one entry; the solver keeps the two
/// in step where records are added, removed, restored and given a new constant.
struct ConstraintChecks {
    /// One constraint, as the check evaluates it.
    struct Entry {
        /// Where its terms are in `terms`: the constraint's variables (external symbols, each
        /// once) with their coefficients.
        var termStart: Int32
        var termCount: Int32
        /// The expression's constant as the solver holds it (see `ConstraintRecord.constant`).
        var constant: Double
        /// The constraint's marker and other error (or -1), as in its `ConstraintRecord`.
        var marker: Int32
        var other: Int32
        var relation: Relation
        var isRequired: Bool
        /// Whether `markerCoefficient` is -1 (else +1): stored, because the check reads it for
        /// every constraint it covers, and kept in the struct's padding (32 bytes).
        var hasNegativeMarker: Bool
        /// The check's deduplication stamp (see `ConstraintChecks.epoch`).
        var stamp: UInt32 = 0

        init(
            termStart: Int32, termCount: Int32, constant: Double, marker: Int32, other: Int32,
            relation: Relation, isRequired: Bool
        ) {
            self.termStart = termStart
            self.termCount = termCount
            self.constant = constant
            self.marker = marker
            self.other = other
            self.relation = relation
            self.isRequired = isRequired
            switch relation {
            case .lessThanOrEqual: hasNegativeMarker = false
            case .greaterThanOrEqual: hasNegativeMarker = true
            case .equal: hasNegativeMarker = !isRequired
            }
        }

        /// The marker's coefficient in the constraint's row (see
        /// `ConstraintRecord.markerCoefficient`).
        @inline(__always) var markerCoefficient: Double { hasNegativeMarker ? -1 : 1 }
    }

    /// Live entries, and free ones (listed in `freeSlots`).
    var entries: [Entry] = []
    var freeSlots: [Int32] = []
    /// Every entry's terms, one after the other; forgotten entries leave gaps
    /// (`unusedTerms` cells) until `compactTerms()` closes them.
    var terms: [Cell] = []
    var unusedTerms = 0
    /// The entry of each marker and other-error symbol, or -1; indexed by symbol id.
    var slotOfSymbol: [Int32] = []
    /// Bumped once per collection of the constraints to check, so each is listed once.
    var epoch: UInt32 = 0

    /// One link of an external's list of the constraints that mention it.
    struct Mention {
        /// The constraint's marker.
        var marker: Int32
        /// The next link of the same list, or -1.
        var next: Int32
    }

    /// For each external symbol `s`, the first links of its two lists of mentions in
    /// `mentions` (or -1): by required constraints at `2 · s`, by optional ones at `2 · s + 1`.
    /// A list may still hold the markers of constraints that have left the solver; the check
    /// unlinks them when it walks the list (`Solver.collectCheckedSlots(requiredOnly:)`).
    var firstMention: [Int32] = []
    /// Every list's links, and free ones (chained from `freeMention`).
    var mentions: [Mention] = []
    var freeMention: Int32 = -1

    /// Bumped by every change to the entries' markers and requiredness or to the externals'
    /// lists of mentions (`register`, `forget`, `noteMention`, `forgetMentions`): what a
    /// collection reads besides the call's own lists (see `ShiftCollection`).
    var version: UInt64 = 0

    /// The last collection of a call that touched nothing but one list of shifted rows (a
    /// suggestion that made no pivot, say), kept with what it was collected from. The
    /// collection is a function of those lists, the symbols' count and kinds (a symbol's kind
    /// never changes; a rollback that takes symbols back calls `forgetMentions`) and what
    /// `version` covers, so while they are the same it is the same list: a smooth edit's
    /// calls all shift the same rows (`Tableau.cachedMentions`), and collecting them again
    /// cost about a quarter of such a call.
    struct ShiftCollection {
        /// Whether the fields below describe a collection.
        var isValid = false
        /// The shifted rows. Held, so their buffer cannot be freed or written while it is
        /// here: a list with the same buffer and count has the same cells.
        var rows: [Cell] = []
        /// The markers of the constraints whose constants moved (listed first).
        var markers: [Int32] = []
        var requiredOnly = false
        var symbolCount = 0
        var version: UInt64 = 0
        /// The entries collected, in order.
        var slots: [Int32] = []

        /// Whether this is the collection of `rows` (one list), `markers`, `requiredOnly` on
        /// `symbolCount` symbols at `version`.
        func matches(
            rows list: [Cell], markers shifted: [Int32], requiredOnly only: Bool,
            symbolCount count: Int, version current: UInt64
        ) -> Bool {
            guard
                isValid && version == current && symbolCount == count && requiredOnly == only
                    && rows.count == list.count && markers == shifted
            else { return false }
            return rows.withUnsafeBufferPointer { held in
                list.withUnsafeBufferPointer { held.baseAddress == $0.baseAddress }
            }
        }
    }
    var lastShiftCollection = ShiftCollection()

    /// The entry whose marker or other error is `symbol`, or -1.
    @inline(__always) func slot(of symbol: Int32) -> Int32 {
        let i = Int(symbol)
        return i < slotOfSymbol.count ? slotOfSymbol[i] : -1
    }

    /// Adds the entry of a constraint that has just entered the solver, with its terms
    /// (external symbols, each once).
    mutating func register<C: Collection>(
        terms newTerms: C, constant: Double, marker: Int32, other: Int32, relation: Relation,
        isRequired: Bool
    ) where C.Element == Cell {
        version &+= 1
        let entry = Entry(
            termStart: Int32(terms.count), termCount: Int32(newTerms.count), constant: constant,
            marker: marker, other: other, relation: relation, isRequired: isRequired)
        terms.append(contentsOf: newTerms)
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            entries[Int(slot)] = entry
        } else {
            slot = Int32(entries.count)
            entries.append(entry)
        }
        let highest = Int(Swift.max(marker, other))
        if highest >= slotOfSymbol.count {
            slotOfSymbol.append(
                contentsOf: repeatElement(-1, count: highest + 1 - slotOfSymbol.count))
        }
        slotOfSymbol[Int(marker)] = slot
        if other >= 0 { slotOfSymbol[Int(other)] = slot }
    }

    /// Drops the entry of the constraint whose marker is `marker` (nothing if it has none).
    mutating func forget(marker: Int32) {
        version &+= 1
        let slot = self.slot(of: marker)
        guard slot >= 0 else { return }
        let entry = entries[Int(slot)]
        slotOfSymbol[Int(entry.marker)] = -1
        if entry.other >= 0 { slotOfSymbol[Int(entry.other)] = -1 }
        entries[Int(slot)].marker = -1
        entries[Int(slot)].other = -1
        entries[Int(slot)].termCount = 0
        freeSlots.append(slot)
        unusedTerms += Int(entry.termCount)
        if unusedTerms > 64 && unusedTerms > terms.count / 2 { compactTerms() }
    }

    /// Records the new constant of the constraint whose marker is `marker`.
    mutating func setConstant(_ constant: Double, marker: Int32) {
        let slot = self.slot(of: marker)
        if slot >= 0 { entries[Int(slot)].constant = constant }
    }

    /// Notes that the constraint whose marker is `marker` mentions external `symbol`.
    mutating func noteMention(of symbol: Int32, by marker: Int32, isRequired: Bool) {
        version &+= 1
        let s = 2 * Int(symbol) + (isRequired ? 0 : 1)
        if s >= firstMention.count {
            firstMention.append(contentsOf: repeatElement(-1, count: s + 2 - firstMention.count))
        }
        let link = Mention(marker: marker, next: firstMention[s])
        if freeMention >= 0 {
            let index = freeMention
            freeMention = mentions[Int(index)].next
            mentions[Int(index)] = link
            firstMention[s] = index
        } else {
            firstMention[s] = Int32(mentions.count)
            mentions.append(link)
        }
    }

    /// Frees the lists of symbols `first` and above (symbols a rollback took back).
    mutating func forgetMentions(ofSymbolsFrom first: Int) {
        version &+= 1
        guard 2 * first < firstMention.count else { return }
        for s in 2 * first..<firstMention.count {
            var link = firstMention[s]
            while link >= 0 {
                let next = mentions[Int(link)].next
                mentions[Int(link)].next = freeMention
                freeMention = link
                link = next
            }
        }
        firstMention.removeLast(firstMention.count - 2 * first)
    }

    /// Starts a collection: afterwards `entries[slot].stamp != epoch` for every entry.
    mutating func nextEpoch() {
        epoch &+= 1
        if epoch == 0 {
            for k in entries.indices { entries[k].stamp = 0 }
            epoch = 1
        }
    }

    /// Moves the live entries' terms together, dropping the gaps forgotten entries left.
    private mutating func compactTerms() {
        var packed: [Cell] = []
        packed.reserveCapacity(terms.count - unusedTerms)
        for k in entries.indices where entries[k].marker >= 0 {
            let start = Int(entries[k].termStart)
            entries[k].termStart = Int32(packed.count)
            packed.append(contentsOf: terms[start..<start + Int(entries[k].termCount)])
        }
        terms = packed
        unusedTerms = 0
    }
}
