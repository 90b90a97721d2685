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
}
