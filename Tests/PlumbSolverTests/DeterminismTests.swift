import PlumbSolver
import XCTest

final class DeterminismTests: XCTestCase {
    /// Builds a box row, edits it, removes and re-adds constraints; returns value bits after
    /// every step.
    private func run(failingCallsInBetween: Bool) throws -> [[UInt64]] {
        let row = BoxRow(count: 12)
        let solver = Solver()
        var trace: [[UInt64]] = []
        try solver.addEditVariable(row.width, strength: .strong)
        try solver.suggestValue(900, for: row.width)
        for c in row.constraints { try solver.add(c) }
        solver.updateVariables()
        trace.append(row.bits)
        for k in 0..<30 {
            if failingCallsInBetween {
                _ = solverError { () throws(SolverError) in
                    try solver.add(Constraint(row.lefts[0] - Double(k + 11), .equal))
                }
                _ = solverError { () throws(SolverError) in
                    try solver.add([
                        Constraint(row.widths[2] - 50, .equal, strength: .weak),
                        Constraint(row.lefts[1] - 1, .lessThanOrEqual),
                    ])
                }
            }
            try solver.suggestValue(200 + 73 * Double(k % 17), for: row.width)
            solver.updateVariables()
            trace.append(row.bits)
        }
        let weak = row.constraints.filter { $0.strength == .weak }
        try solver.remove(weak)
        solver.updateVariables()
        trace.append(row.bits)
        try solver.add(weak)
        solver.updateVariables()
        trace.append(row.bits)
        return trace
    }

    func testSameCallsGiveBitIdenticalValues() throws {
        let first = try run(failingCallsInBetween: false)
        let second = try run(failingCallsInBetween: false)
        XCTAssertEqual(first, second)
    }

    func testFailedCallsDoNotPerturbLaterResults() throws {
        let clean = try run(failingCallsInBetween: false)
        let perturbed = try run(failingCallsInBetween: true)
        XCTAssertEqual(clean, perturbed)
    }

    /// Replays `scenario` on a fresh solver: per call, its outcome and every value's bits.
    private func replayBits(_ scenario: OracleScenario) -> [UInt64] {
        let solver = Solver()
        let variables = (0..<scenario.variableCount).map { Variable("v\($0)") }
        let constraints = scenario.solverConstraints(over: variables)
        func distinct(_ list: [Int]) -> [Constraint] {
            var seen: [Int] = []
            for i in list where !seen.contains(i) { seen.append(i) }
            return seen.map { constraints[$0] }
        }
        var trace: [UInt64] = []
        func record(_ body: () throws(SolverError) -> Void) {
            do {
                try body()
                trace.append(0)
            } catch {
                switch error {
                case .unsatisfiable(let conflict): trace.append(1 << 32 | UInt64(conflict.count))
                case .numericalFailure: trace.append(2)
                default: trace.append(3)
                }
            }
        }
        for operation in scenario.operations {
            switch operation {
            case .add(let i, _): record { () throws(SolverError) in try solver.add(constraints[i]) }
            case .addBatch(let list):
                record { () throws(SolverError) in try solver.add(distinct(list)) }
            case .remove(let i):
                record { () throws(SolverError) in try solver.remove(constraints[i]) }
            case .removeBatch(let list):
                record { () throws(SolverError) in try solver.remove(distinct(list)) }
            case .setConstant(let i, let value):
                record { () throws(SolverError) in try solver.setConstant(value, of: constraints[i])
                }
            case .addEdit(let v, let level, let weight):
                record { () throws(SolverError) in
                    try solver.addEditVariable(
                        variables[v], strength: Strength(level: level, weight: weight))
                }
            case .suggest(let v, let value):
                record { () throws(SolverError) in try solver.suggestValue(value, for: variables[v])
                }
            case .removeEdit(let v):
                record { () throws(SolverError) in try solver.removeEditVariable(variables[v]) }
            case .reset: solver.reset()
            case .check: break
            }
            solver.updateVariables()
            trace.append(contentsOf: variables.map(\.value.bitPattern))
        }
        trace.append(UInt64(solver.refactorizationCount))
        return trace
    }

    /// The same calls give the same bits whatever the heap looks like. The solver's arrays get
    /// their capacity from the allocator (`malloc_usable_size` on Linux), which depends on
    /// what was allocated and freed before: occurrence lists pruned when full, not at a stored
    /// limit, gave oracle seed 18592 two different results in about half of the runs of 8
    /// replays in one process (and seeds 13024, 92512 and chain seed 4008 different results
    /// between processes on an older solver). The replays here are interleaved with
    /// allocations and frees of varied sizes, so that the allocator hands out differently
    /// sized blocks. The solver before the fix failed it in 4 runs of 4 (15 to 18 of the 32
    /// replays differed, from entry 420 of 513); a solver that reads a capacity again fails it
    /// only as often as the heap makes it choose differently, so not always.
    func testResultsDoNotDependOnTheHeap() {
        let scenario = OracleGenerator.scenario(seed: 18592)
        let first = replayBits(scenario)
        var generator = PropertyRandom(seed: 7)
        var kept: [[Int32]] = []
        for round in 0..<32 {
            for _ in 0..<(generator.next() % 200) {
                var block: [Int32] = []
                block.reserveCapacity(Int(1 + generator.next() % 63))
                kept.append(block)
            }
            for _ in 0..<(generator.next() % 150) where !kept.isEmpty {
                kept.remove(at: Int(generator.next() % UInt64(kept.count)))
            }
            let replay = replayBits(scenario)
            let differing =
                replay.indices.first { $0 >= first.count || replay[$0] != first[$0] }
                ?? replay.count
            XCTAssertTrue(
                replay == first,
                "replay \(round + 1) differs from the first from entry \(differing) of \(first.count)"
            )
        }
    }
}
