import Foundation
import XCTest

/// Randomized, seeded property tests of `Solver` against the independent reference LP.
///
/// Every system comes from one seed (SplitMix64). A failure prints the seed, what went wrong and
/// the calls that led to it, shrunk to a short sequence. To rerun one seed, set
/// `PLUMB_PROPERTY_SEED=<seed>` and filter to the test that reported it (each test has its own
/// system sizes). `PLUMB_PROPERTY_SCALE=<n>` runs n times as many systems, for soak runs;
/// `PLUMB_PROPERTY_RESETS=0` leaves `reset` out of the random calls (to look past a reset bug);
/// `PLUMB_PROPERTY_SHRINK=<n>` sets the shrink budget (0 reports the unshrunk failure);
/// `PLUMB_PROPERTY_OFFSET=<n>` adds n to every base seed (other systems for a soak).
final class PropertySolverTests: XCTestCase {
    /// Runs `count` systems with seeds `base`, `base + 1`, … (or only the seed from the
    /// environment), reporting at most three failures.
    private func runSystems(
        _ name: String, base: UInt64, count: Int, shrinkBudget: Int = 300,
        _ config: (Int) -> PropertyConfig
    ) {
        let environment = ProcessInfo.processInfo.environment
        let scale = environment["PLUMB_PROPERTY_SCALE"].flatMap { Int($0) }.map { max(1, $0) } ?? 1
        let offset = environment["PLUMB_PROPERTY_OFFSET"].flatMap { UInt64($0) } ?? 0
        var seeds = (0..<count * scale).map { (index: $0, seed: base &+ offset &+ UInt64($0)) }
        if let text = environment["PLUMB_PROPERTY_SEED"], let seed = UInt64(text) {
            seeds = [(0, seed)]
        }
        var failures = 0
        var totals: [String: Int] = [:]
        for (index, seed) in seeds {
            var configuration = config(index)
            configuration.resets = environment["PLUMB_PROPERTY_RESETS"] != "0"
            var harness = PropertyHarness(seed: seed, config: configuration)
            do throws(PropertyFailure) {
                try harness.run()
            } catch {
                failures += 1
                // Each reported failure is shrunk to a short sequence of calls.
                // `PLUMB_PROPERTY_SHRINK=0` skips shrinking (slow for large systems).
                let budget =
                    environment["PLUMB_PROPERTY_SHRINK"].flatMap { Int($0) } ?? shrinkBudget
                if budget > 0, let shrunk = harness.shrink(budget: budget) {
                    XCTFail(
                        "\(name): seed \(seed): \(error.message)\n(after \(error.trace.count) calls; shrunk:)\n\(shrunk)"
                    )
                } else {
                    XCTFail("\(name): \(error)")
                }
                if failures == 3 { break }
            }
            totals.merge(harness.stats, uniquingKeysWith: +)
        }
        let summary = totals.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(
            separator: ", ")
        print("\(name): \(seeds.count) systems from seed \(seeds[0].seed): \(summary)")
    }

    func testSmallSystemsMatchTheReferenceOptimumAfterEveryCall() {
        runSystems("small", base: 0x504C_554D_0000, count: 120) { _ in
            PropertyConfig(
                variables: 2...6, steps: 5...30, referenceEveryStep: true, referenceAtEnd: true,
                randomRequiredConstants: true, freshEvery: 4)
        }
    }

    func testMediumSystemsMatchTheReferenceAndFreshSolves() {
        runSystems("medium", base: 0x504C_554D_1000, count: 12) { _ in
            PropertyConfig(
                variables: 8...16, steps: 30...80, referenceEveryStep: false, referenceAtEnd: true,
                randomRequiredConstants: true, freshEvery: 10)
        }
    }

    func testLargeSystemsStayFeasibleAndAgreeWithFreshSolves() {
        // The dense reference is slow at this size: it checks the final optimum of one system
        // of three; every system checks required constraints after each call, conflicts (small
        // LPs), determinism and fresh solves.
        runSystems("large", base: 0x504C_554D_2000, count: 3, shrinkBudget: 80) { index in
            PropertyConfig(
                variables: 20...40, steps: 250...400, referenceEveryStep: false,
                referenceAtEnd: index % 3 == 0,
                randomRequiredConstants: false, freshEvery: 60)
        }
    }

    func testLongRequiredChainsStayFeasibleAndAgreeWithFreshSolves() {
        // Chains of 70–150 links are long enough that the solver keeps most links as
        // definition rows (ChainTests covers them by hand). Too large for the dense reference:
        // every call checks required constraints, errors, determinism and that refused calls
        // change nothing; conflicts (kept to short paths) are checked for minimality; fresh
        // solves every 50 calls; and change reports of `updateVariables(_:)` at the end.
        runSystems("chains", base: 0x504C_554D_3000, count: 3, shrinkBudget: 60) { _ in
            var configuration = PropertyConfig(
                variables: 4...8, steps: 100...160, referenceEveryStep: false,
                referenceAtEnd: false,
                randomRequiredConstants: false, freshEvery: 50)
            configuration.chains = true
            configuration.checksChangeReports = true
            return configuration
        }
    }
}
