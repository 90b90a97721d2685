import PlumbSolver
import XCTest

/// `updateVariables(_:)`: which variables it reports, in which order.
final class ChangedVariablesTests: XCTestCase {
    private func changes(_ solver: Solver) -> [Variable] {
        var result: [Variable] = []
        solver.updateVariables { result.append($0) }
        return result
    }

    func testReportsEveryVariableOfTheFirstSolutionThatIsNotZero() throws {
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let solver = Solver()
        try solver.add(Constraint(y - 5, .equal))
        try solver.add(Constraint(x - 3, .equal))
        try solver.add(Constraint(z + 0, .equal))
        // z stays 0, the value it already had; y was seen first.
        XCTAssertEqual(changes(solver), [y, x])
        XCTAssertEqual(x.value, 3)
        XCTAssertEqual(y.value, 5)
    }

    func testReportsOnlyTheVariablesAConstantChangeMoves() throws {
        let row = BoxRow(count: 4)
        let solver = Solver()
        try solver.add(row.constraints)
        _ = changes(solver)
        // With the total width free, moving the first box's left edge moves every left
        // edge and the total, not the widths.
        try solver.setConstant(-30, of: row.constraints[0])
        XCTAssertEqual(changes(solver), row.lefts + [row.width])
        XCTAssertEqual(row.lefts[0].value, 30, accuracy: 1e-9)
        XCTAssertEqual(changes(solver), [], "nothing changed since the last update")
    }

    func testReportsInTheOrderTheSolverFirstSawTheVariables() throws {
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let solver = Solver()
        let pin = Constraint(c - 1, .equal)
        try solver.add(pin)
        try solver.add(Constraint(b - c - 1, .equal))
        try solver.add(Constraint(a - b - 1, .equal))
        XCTAssertEqual(changes(solver), [c, b, a])
        try solver.setConstant(-10, of: pin)
        XCTAssertEqual(changes(solver), [c, b, a])
        XCTAssertEqual(a.value, 12, accuracy: 1e-9)
    }

    func testAppendsTheTagsOfTheReportedVariablesInTheSameOrder() throws {
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let unchanged = Variable("unchanged")
        (a.tag, b.tag, c.tag, unchanged.tag) = (1, 2, 3, 4)
        let solver = Solver()
        let pin = Constraint(c - 1, .equal)
        try solver.add(pin)
        try solver.add(Constraint(unchanged + 0, .equal))
        try solver.add(Constraint(b - c - 1, .equal))
        try solver.add(Constraint(a - b - 1, .equal))
        var tags = [99]
        solver.updateVariables(appendingTagsTo: &tags)
        XCTAssertEqual(tags, [99, 3, 2, 1], "appended; `unchanged` kept its value 0")
        XCTAssertEqual(a.value, 3, accuracy: 1e-9)
        try solver.setConstant(-10, of: pin)
        tags = []
        solver.updateVariables(appendingTagsTo: &tags)
        XCTAssertEqual(tags, [3, 2, 1])
        tags = []
        solver.updateVariables(appendingTagsTo: &tags)
        XCTAssertEqual(tags, [], "nothing changed since the last update")
    }

    func testDoesNotReportAValueThatMovedAndCameBack() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let pin = Constraint(x - 4, .equal)
        try solver.add(pin)
        try solver.add(Constraint(y - 7, .equal))
        _ = changes(solver)
        try solver.setConstant(-9, of: pin)
        try solver.setConstant(-4, of: pin)
        XCTAssertEqual(changes(solver), [])
        try solver.setConstant(-9, of: pin)
        XCTAssertEqual(changes(solver), [x])
    }

    func testReportsVariablesThatFallBackToZeroWhenTheirConstraintsGo() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let pinX = Constraint(x - 2, .equal)
        try solver.add([pinX, Constraint(y - 3, .equal)])
        _ = changes(solver)
        try solver.remove(pinX)
        XCTAssertEqual(changes(solver), [x])
        XCTAssertEqual(x.value, 0)
        XCTAssertEqual(y.value, 3)
    }

    func testPlainUpdateConsumesTheChanges() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(x - 2, .equal))
        solver.updateVariables()
        XCTAssertEqual(x.value, 2)
        XCTAssertEqual(changes(solver), [], "the plain update already wrote x")
    }

    func testAFailedCallReportsNothing() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(x - 2, .equal))
        _ = changes(solver)
        XCTAssertThrowsError(try solver.add(Constraint(x - 5, .equal)))
        XCTAssertEqual(changes(solver), [])
        XCTAssertEqual(x.value, 2)
    }

    func testTheCallbackSeesTheWholeSolutionAndMayUseTheSolver() throws {
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let solver = Solver()
        try solver.add([Constraint(x - 1, .equal), Constraint(y - x - 1, .equal)])
        var seen: [Double] = []
        var nested: [Variable] = []
        solver.updateVariables { variable in
            seen.append(x.value + y.value)
            if variable === x {
                try? solver.add(Constraint(z - 9, .equal))
                solver.updateVariables { nested.append($0) }
            }
        }
        XCTAssertEqual(seen, [3, 3])
        XCTAssertEqual(nested, [z])
        XCTAssertEqual(z.value, 9)
        XCTAssertEqual(changes(solver), [])
    }

    func testTheCallbackMayResetTheSolver() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.add([Constraint(x - 1, .equal), Constraint(y - 2, .equal)])
        var reported: [Variable] = []
        solver.updateVariables { variable in
            reported.append(variable)
            solver.reset()
        }
        XCTAssertEqual(reported, [x, y])
        XCTAssertEqual(changes(solver), [])
    }

    func testReportsTheSameAsComparingEveryValue() throws {
        // A bigger system driven through edits, removals and re-adds: the report must be
        // exactly the variables whose value differs from before the update.
        let row = BoxRow(count: 30)
        let solver = Solver()
        try solver.add(row.constraints)
        try solver.addEditVariable(row.width, strength: .strong)
        let weak = row.constraints.filter { $0.strength == .weak }
        for step in 0..<40 {
            switch step % 4 {
            case 0: try solver.suggestValue(Double(300 + 97 * step % 3000), for: row.width)
            case 1: try solver.remove(weak[step % weak.count])
            case 2: try solver.add(weak[(step - 1) % weak.count])
            default: try solver.setConstant(Double(-(step % 7)), of: row.constraints[0])
            }
            let before = row.variables.map(\.value)
            let reported = changes(solver)
            let expected = zip(row.variables, before).filter { $0.0.value != $0.1 }.map(\.0)
            XCTAssertEqual(
                Set(reported.map(ObjectIdentifier.init)), Set(expected.map(ObjectIdentifier.init)),
                "step \(step)")
            XCTAssertEqual(reported.count, expected.count, "step \(step): reported twice")
        }
    }
}
