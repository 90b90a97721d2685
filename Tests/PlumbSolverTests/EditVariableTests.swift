import PlumbSolver
import XCTest

final class EditVariableTests: XCTestCase {
    func testSuggestionsMoveDependentVariables() throws {
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        let solver = Solver()
        try solver.add(Constraint(right - left - width, .equal))
        try solver.add(Constraint(left - 10, .equal))
        try solver.add(Constraint(width - 20, .greaterThanOrEqual))
        try solver.addEditVariable(right, strength: .strong)
        XCTAssertTrue(solver.containsEditVariable(right))
        for target in [100.0, 250, 35, 1000] {
            try solver.suggestValue(target, for: right)
            solver.updateVariables()
            XCTAssertEqual(right.value, target, accuracy: 1e-9)
            XCTAssertEqual(width.value, target - 10, accuracy: 1e-9)
        }
        // Below the minimum width the required constraint wins.
        try solver.suggestValue(5, for: right)
        solver.updateVariables()
        XCTAssertEqual(width.value, 20, accuracy: 1e-9)
        XCTAssertEqual(right.value, 30, accuracy: 1e-9)
    }

    func testWeakerEditYieldsToStrongerConstraint() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(x - 50, .equal, strength: .strong))
        try solver.addEditVariable(x, strength: .medium)
        try solver.suggestValue(10, for: x)
        solver.updateVariables()
        XCTAssertEqual(x.value, 50, accuracy: 1e-9)
    }

    func testRemovingAnEditVariableDropsItsPull() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(x - 7, .equal, strength: .weak))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(42, for: x)
        solver.updateVariables()
        XCTAssertEqual(x.value, 42, accuracy: 1e-9)
        try solver.removeEditVariable(x)
        XCTAssertFalse(solver.containsEditVariable(x))
        solver.updateVariables()
        XCTAssertEqual(x.value, 7, accuracy: 1e-9)
        // It can become an edit variable again.
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(8, for: x)
        solver.updateVariables()
        XCTAssertEqual(x.value, 8, accuracy: 1e-9)
    }

    func testTwoEditVariablesOnOneSum() throws {
        let a = Variable("a")
        let b = Variable("b")
        let solver = Solver()
        try solver.add(Constraint(a + b - 100, .equal))
        try solver.addEditVariable(a, strength: .strong)
        try solver.addEditVariable(b, strength: .medium)
        try solver.suggestValue(30, for: a)
        try solver.suggestValue(30, for: b)
        solver.updateVariables()
        XCTAssertEqual(a.value, 30, accuracy: 1e-9)
        XCTAssertEqual(b.value, 70, accuracy: 1e-9)
    }

    func testUpdateVariablesWritesOnlyChangedValues() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.add(Constraint(y - 5, .equal))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(3, for: x)
        solver.updateVariables()
        XCTAssertEqual(y.value, 5)
        XCTAssertEqual(x.value, 3)
        // A value written by someone else is not overwritten while the solver's value is unchanged.
        let other = Solver()
        try other.add(Constraint(y - 9, .equal))
        other.updateVariables()
        XCTAssertEqual(y.value, 9)
        try solver.suggestValue(4, for: x)
        solver.updateVariables()
        XCTAssertEqual(x.value, 4)
        XCTAssertEqual(y.value, 9)
    }
}
