/// SplitMix64: a tiny, fast, seedable generator, so every random system is reproducible from its
/// seed on every platform (the standard library's generator is not seedable).
struct PropertyRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range` (modulo bias is irrelevant here).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < p
    }

    /// A uniformly chosen element of a non-empty collection.
    mutating func pick<C: RandomAccessCollection>(_ c: C) -> C.Element where C.Index == Int {
        c[c.startIndex + int(0...(c.count - 1))]
    }

    /// `count` distinct integers from `0..<bound`, in random order.
    mutating func distinct(_ count: Int, below bound: Int) -> [Int] {
        var pool = Array(0..<bound)
        var result: [Int] = []
        for _ in 0..<min(count, bound) { result.append(pool.remove(at: int(0...(pool.count - 1)))) }
        return result
    }
}
