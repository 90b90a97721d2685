import PlumbSolver
import XCTest

final class ConflictTests: XCTestCase {
    private func conflict(_ body: () throws(SolverError) -> Void) -> [Constraint] {
        guard case .unsatisfiable(let conflict) = solverError(body) else {
            XCTFail("expected unsatisfiable")
            return []
        }
        return conflict
    }

    func testTwoPinsAmongFiftyUnrelatedConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        var others: [Variable] = []
        for i in 0..<50 {
            let v = Variable("v\(i)")
            if let previous = others.last {
                try solver.add(Constraint(v - previous - 1, .greaterThanOrEqual))
            } else {
                try solver.add(Constraint(v - 0, .equal))
            }
            others.append(v)
        }
        let ten = Constraint(x - 10, .equal)
        try solver.add(ten)
        try solver.add(Constraint(x + others[3] - 100, .lessThanOrEqual))
        let twenty = Constraint(x - 20, .equal)
        let found = conflict { () throws(SolverError) in try solver.add(twenty) }
        XCTAssertEqual(found, [twenty, ten])
    }

    func testCycleOfThreeInequalities() throws {
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let solver = Solver()
        let a = Constraint(x - y + 1, .lessThanOrEqual)  // x <= y - 1
        let b = Constraint(y - z + 1, .lessThanOrEqual)  // y <= z - 1
        let c = Constraint(z - x + 1, .lessThanOrEqual)  // z <= x - 1
        try solver.add(Constraint(x - 5, .equal, strength: .weak))
        try solver.add(a)
        try solver.add(b)
        let found = conflict { () throws(SolverError) in try solver.add(c) }
        XCTAssertEqual(Set(found), [a, b, c])
        XCTAssertEqual(found.first, c)
    }

    func testMinimalSetThroughALongChain() throws {
        // x0 == 0, x(i+1) >= x(i) + 1 for 30 links, plus distractors; x30 <= 10 conflicts
        // with exactly the pin, the 30 links and itself.
        let solver = Solver()
        let xs = (0...30).map { Variable("x\($0)") }
        let pin = Constraint(xs[0] - 0, .equal)
        try solver.add(pin)
        var links: [Constraint] = []
        for i in 0..<30 {
            let link = Constraint(xs[i + 1] - xs[i] - 1, .greaterThanOrEqual)
            links.append(link)
            try solver.add(link)
            try solver.add(Constraint(xs[i + 1] - 1000, .lessThanOrEqual))
        }
        let cap = Constraint(xs[30] - 10, .lessThanOrEqual)
        let found = conflict { () throws(SolverError) in try solver.add(cap) }
        XCTAssertEqual(Set(found), Set([pin, cap] + links))
        XCTAssertEqual(found.count, 32)
    }

    func testConflictFromAConstantChange() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let order = Constraint(y - x - 10, .greaterThanOrEqual)
        let cap = Constraint(y - 100, .lessThanOrEqual)
        let floor = Constraint(x - 0, .greaterThanOrEqual)
        try solver.add([order, cap, floor, Constraint(x - 50, .equal, strength: .weak)])
        let found = conflict { () throws(SolverError) in try solver.setConstant(-95, of: floor) }
        XCTAssertEqual(Set(found), [order, cap, floor])
        XCTAssertEqual(found.first, floor)
    }

    func testOptionalConstraintsNeverAppearInConflicts() throws {
        let x = Variable("x")
        let solver = Solver()
        let low = Constraint(x - 10, .lessThanOrEqual)
        try solver.add(low)
        for level in 1...20 {
            try solver.add(
                Constraint(x - 50, .greaterThanOrEqual, strength: Strength(level: Double(level))))
        }
        let high = Constraint(x - 20, .greaterThanOrEqual)
        XCTAssertEqual(conflict { () throws(SolverError) in try solver.add(high) }, [high, low])
    }
}
