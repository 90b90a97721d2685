/// What a program in a VM can tell about the core it runs on right now, which it sees
/// neither a frequency driver nor performance counters for: the effective clock rate, and
/// whether something else is taking the core's execution units away from it.
///
/// Both come from the thread-CPU time of two loops of the same integer step,
/// `x = (x * a) ^ (x >> 7)` (4 cycles on x86-64: 3 for `imul`, 1 for `xor`; the shift runs
/// beside the multiply, and unlike a multiply-add the step cannot be folded into fewer):
/// - **one dependent chain**, which waits on its own results and uses a sliver of the core.
///   Its time per step gives the clock, and a neighbour barely slows it.
/// - **four independent chains** in one loop, which keep the multiplier busy every cycle
///   and so take as long per step as one chain on a core of their own: `contention` ≈ 1.0.
///   When another hardware thread on the same physical core (a host's SMT sibling, which a
///   VM cannot see) issues work, the four chains wait for the units and slow down while the
///   single chain does not: `contention` reads 1.1–1.8 in such spells on the machines
///   Plumb's benchmarks were run on. Code that keeps the core busy (a solver's merges and
///   ratio tests) slows down in the same spells; code that mostly waits does not.
public struct CoreProbe: Sendable {
    /// The effective clock rate in GHz: 4 cycles per dependent step, the fastest round's.
    public var gigahertz: Double
    /// The four chains' time per step over the single chain's, the median of the rounds:
    /// about 1.0 on a core of one's own, higher while a neighbour competes for its units.
    public var contention: Double

    /// A reading above this counts as contended (see `contention`): the quiet reading is
    /// 1.00 within ±0.01 here, and spells read 1.1 and more.
    public static let contendedAbove = 1.05

    /// Whether the core was shared when this reading was taken.
    public var isContended: Bool { contention > CoreProbe.contendedAbove }

    /// Probes the core now: `rounds` rounds of each loop, `steps` steps a round, the two
    /// loops alternating so that both see the same spell (about 9 ms with the defaults).
    public static func read(rounds: Int = 16, steps: Int = 250_000) -> CoreProbe {
        var seed: UInt64 = 1
        var fastestSingle = Double.infinity
        var ratios: [Double] = []
        for _ in 0..<rounds {
            let start = Stopwatch.threadCPUSeconds()
            seed ^= singleChain(steps, seed)
            let middle = Stopwatch.threadCPUSeconds()
            seed ^= fourChains(steps, seed)
            let end = Stopwatch.threadCPUSeconds()
            let single = (middle - start) / Double(steps)
            fastestSingle = min(fastestSingle, single)
            if single > 0 { ratios.append((end - middle) / Double(steps) / single) }
        }
        // Keeps the chains from being optimised away.
        if seed == 42 { print("", terminator: "") }
        ratios.sort()
        let contention = ratios.isEmpty ? .nan : ratios[ratios.count / 2]
        return CoreProbe(gigahertz: 4e-9 / fastestSingle, contention: contention)
    }

    @inline(never)
    static func singleChain(_ steps: Int, _ seed: UInt64) -> UInt64 {
        var x = seed
        for _ in 0..<steps { x = (x &* 6_364_136_223_846_793_005) ^ (x &>> 7) }
        return x
    }

    @inline(never)
    static func fourChains(_ steps: Int, _ seed: UInt64) -> UInt64 {
        var a = seed
        var b = seed &+ 1
        var c = seed &+ 2
        var d = seed &+ 3
        for _ in 0..<steps {
            a = (a &* 6_364_136_223_846_793_005) ^ (a &>> 7)
            b = (b &* 6_364_136_223_846_793_005) ^ (b &>> 7)
            c = (c &* 6_364_136_223_846_793_005) ^ (c &>> 7)
            d = (d &* 6_364_136_223_846_793_005) ^ (d &>> 7)
        }
        return a ^ b ^ c ^ d
    }
}
