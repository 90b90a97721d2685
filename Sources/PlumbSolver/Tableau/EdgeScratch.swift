/// The buffers `Tableau.refinedEdge(of:excluding:)` works in: dense arrays indexed by
/// symbol (and by check slot) with a list of the entries in use, so that a pricing costs what
/// the edge touches, without hashing. Every value array is 0 outside the entries listed.
struct EdgeScratch {
    /// How far each symbol on the edge moves; `edge` lists them in the order they joined.
    var move: [Double] = []
    var onEdge: [Bool] = []
    var edge: [Int32] = []
    /// One step's correction of each symbol; `corrected` lists them in the order first
    /// corrected.
    var correction: [Double] = []
    var isCorrected: [Bool] = []
    var corrected: [Int32] = []
    /// The constraints the edge touches: whether each check slot is listed, the slots, and
    /// the constraints' markers (sorted before use).
    var hasSlot: [Bool] = []
    var slots: [Int32] = []
    var markers: [Int32] = []
    /// Rows already spread into for the current marker (occurrence lists may repeat a row).
    var seenStamp: [UInt32] = []
    var seenEpoch: UInt32 = 0
    /// The definition rows a change reaches, while it is carried through them (see
    /// `Tableau.carryThroughDefinitions`): each one's state (0 not reached, 1 reached,
    /// 2 carried) and the list of those reached, in the order reached.
    var definitionState: [UInt8] = []
    var definitions: [Int32] = []

    /// Sizes the arrays for `symbols` symbols and `slots` check slots.
    mutating func reserve(symbols: Int, slots slotCount: Int) {
        if move.count < symbols {
            let extra = symbols - move.count
            move.append(contentsOf: repeatElement(0, count: extra))
            onEdge.append(contentsOf: repeatElement(false, count: extra))
            correction.append(contentsOf: repeatElement(0, count: extra))
            isCorrected.append(contentsOf: repeatElement(false, count: extra))
            seenStamp.append(contentsOf: repeatElement(0, count: extra))
            definitionState.append(contentsOf: repeatElement(0, count: extra))
        }
        if hasSlot.count < slotCount {
            hasSlot.append(contentsOf: repeatElement(false, count: slotCount - hasSlot.count))
        }
    }

    /// Adds `symbol` to the edge (at move 0) unless it is on it.
    @inline(__always) mutating func join(_ symbol: Int32) {
        if !onEdge[Int(symbol)] {
            onEdge[Int(symbol)] = true
            edge.append(symbol)
        }
    }

    /// Adds `change` to `symbol`'s correction.
    @inline(__always) mutating func correct(_ symbol: Int32, by change: Double) {
        let i = Int(symbol)
        if !isCorrected[i] {
            isCorrected[i] = true
            corrected.append(symbol)
        }
        correction[i] += change
    }

    /// Empties the correction of one step.
    mutating func clearCorrection() {
        for symbol in corrected {
            correction[Int(symbol)] = 0
            isCorrected[Int(symbol)] = false
        }
        corrected.removeAll(keepingCapacity: true)
        for slot in slots { hasSlot[Int(slot)] = false }
        slots.removeAll(keepingCapacity: true)
        markers.removeAll(keepingCapacity: true)
    }

    /// Empties the edge, returning its moves in the order the symbols joined.
    mutating func takeEdge() -> [(symbol: Int32, move: Double)] {
        let result = edge.map { (symbol: $0, move: move[Int($0)]) }
        clear()
        return result
    }

    /// Empties everything.
    mutating func clear() {
        clearCorrection()
        for symbol in edge {
            move[Int(symbol)] = 0
            onEdge[Int(symbol)] = false
        }
        edge.removeAll(keepingCapacity: true)
    }

    /// Starts a new set of rows seen.
    mutating func newSeenEpoch() -> UInt32 {
        seenEpoch &+= 1
        if seenEpoch == 0 {
            for k in seenStamp.indices { seenStamp[k] = 0 }
            seenEpoch = 1
        }
        return seenEpoch
    }
}
