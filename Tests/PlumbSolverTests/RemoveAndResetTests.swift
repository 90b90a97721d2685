import PlumbSolver
import XCTest

final class RemoveAndResetTests: XCTestCase {
    func testRemoveThenReAddRestoresTheSolution() throws {
        let row = BoxRow(count: 5)
        let solver = Solver()
        try solver.add(row.constraints)
        try solver.addEditVariable(row.width, strength: .strong)
        try solver.suggestValue(400, for: row.width)
        solver.updateVariables()
        let before = row.variables.map(\.value)
        let weak = row.constraints.filter { $0.strength == .weak }
        for c in weak { try solver.remove(c) }
        for c in weak { XCTAssertFalse(solver.contains(c)) }
        for c in weak { try solver.add(c) }
        solver.updateVariables()
        for (value, variable) in zip(before, row.variables) {
            XCTAssertEqual(variable.value, value, accuracy: 1e-9)
        }
        XCTAssertEqual(row.widths[0].value, 68, accuracy: 1e-9)
    }

    func testRemovingARequiredConstraintFreesTheVariable() throws {
        let x = Variable("x")
        let solver = Solver()
        let pin = Constraint(x - 10, .equal)
        try solver.add(pin)
        try solver.add(Constraint(x - 3, .equal, strength: .weak))
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
        try solver.remove(pin)
        solver.updateVariables()
        XCTAssertEqual(x.value, 3, accuracy: 1e-9)
        try solver.add(Constraint(x - 20, .equal))
        solver.updateVariables()
        XCTAssertEqual(x.value, 20, accuracy: 1e-9)
    }

    func testRemovingEveryConstraintOneByOneInAnyOrder() throws {
        let row = BoxRow(count: 4)
        let solver = Solver()
        try solver.add(row.constraints)
        for c in row.constraints.reversed() { try solver.remove(c) }
        for c in row.constraints { XCTAssertFalse(solver.contains(c)) }
        try solver.add(row.constraints)
        try solver.addEditVariable(row.width, strength: .strong)
        try solver.suggestValue(250, for: row.width)
        solver.updateVariables()
        XCTAssertEqual(row.widths[3].value, (250 - 50) / 4, accuracy: 1e-9)
    }

    func testResetForgetsEverything() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = Constraint(x - 10, .equal)
        try solver.add(c)
        try solver.addEditVariable(x, strength: .weak)
        solver.updateVariables()
        solver.reset()
        XCTAssertFalse(solver.contains(c))
        XCTAssertFalse(solver.containsEditVariable(x))
        XCTAssertTrue(solver.isAmbiguous(x))
        XCTAssertEqual(x.value, 10)  // values stay as last written
        try solver.add(Constraint(x - 20, .equal))
        solver.updateVariables()
        XCTAssertEqual(x.value, 20, accuracy: 1e-9)
        solver.reset()
        try solver.add(c)
        try solver.addEditVariable(x, strength: .weak)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
    }

    func testRemovingALinkOfARequiredChainFreesWhatFollows() throws {
        // The link's dummy marker appears only in rows of user variables, so removal pivots
        // it into one of those rows.
        let xs = (0..<4).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(Constraint(xs[0] - 0, .equal))
        var links: [Constraint] = []
        for i in 1..<4 {
            let link = Constraint(xs[i] - xs[i - 1] - 10, .equal)
            links.append(link)
            try solver.add(link)
        }
        try solver.add(Constraint(xs[2] - 100, .equal, strength: .weak))
        solver.updateVariables()
        XCTAssertEqual(xs.map(\.value), [0, 10, 20, 30])
        try solver.remove(links[1])
        solver.updateVariables()
        XCTAssertEqual(xs[1].value, 10, accuracy: 1e-9)
        XCTAssertEqual(xs[2].value, 100, accuracy: 1e-9)
        XCTAssertEqual(xs[3].value, 110, accuracy: 1e-9)
        try solver.setConstant(-50, of: links[2])
        solver.updateVariables()
        XCTAssertEqual(xs[3].value, 150, accuracy: 1e-9)
        try solver.add(links[1])
        solver.updateVariables()
        XCTAssertEqual(xs[2].value, 20, accuracy: 1e-9)
        XCTAssertEqual(xs[3].value, 70, accuracy: 1e-9)
    }

    func testResetThenNewConstraintsWriteEveryVariableIncludingZeros() throws {
        // After a reset, a variable whose new value is 0 sits in no row; it must still be
        // written, not keep its value from before the reset.
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.add(Constraint(x - 5, .equal))
        solver.updateVariables()
        XCTAssertEqual(x.value, 5)
        solver.reset()
        try solver.add(Constraint(y - x - 1, .equal))
        solver.updateVariables()
        XCTAssertEqual(y.value - x.value, 1, accuracy: 1e-9)
        XCTAssertEqual(x.value, 0)
        XCTAssertEqual(y.value, 1)
    }

    func testRemovingOneOfTwoEqualRequiredEqualitiesKeepsTheOther() throws {
        // The second add is redundant: its dummy marker becomes basic in a row of the first's
        // dummy. Removing the first must leave the second in force over the weak pull.
        let x = Variable("x")
        let solver = Solver()
        let first = Constraint(x - 2, .equal)
        let second = Constraint(x - 2, .equal)
        try solver.add(first)
        try solver.add(Constraint(x + 28, .equal, strength: .weak))
        try solver.add(second)
        try solver.remove(first)
        solver.updateVariables()
        XCTAssertEqual(x.value, 2, accuracy: 1e-9)
        try solver.remove(second)
        solver.updateVariables()
        XCTAssertEqual(x.value, -28, accuracy: 1e-9)
    }

    func testRemovingOneOfTwoScaledEqualRequiredEqualitiesKeepsTheOther() throws {
        // 3x + 3 == 0 and x + 1 == 0 are the same equality; an edit pulls x away.
        let x = Variable("x")
        let solver = Solver()
        let scaled = Constraint(3 * x + 3, .equal)
        try solver.add(scaled)
        try solver.addEditVariable(x, strength: .weak)
        try solver.suggestValue(-28, for: x)
        try solver.add(Constraint(x + 1, .equal))
        try solver.remove(scaled)
        solver.updateVariables()
        XCTAssertEqual(x.value, -1, accuracy: 1e-9)
        try solver.suggestValue(40, for: x)
        solver.updateVariables()
        XCTAssertEqual(x.value, -1, accuracy: 1e-9)
    }
}
