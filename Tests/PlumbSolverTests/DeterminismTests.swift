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
}
