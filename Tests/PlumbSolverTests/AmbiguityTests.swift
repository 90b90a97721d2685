import PlumbSolver
import XCTest

final class AmbiguityTests: XCTestCase {
    func testUnknownAndFreeVariablesAreAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x")
        XCTAssertTrue(solver.isAmbiguous(x))
        try solver.add(Constraint(x - 0, .greaterThanOrEqual))
        XCTAssertTrue(solver.isAmbiguous(x))
        try solver.add(Constraint(x - 5, .equal, strength: .weak))
        XCTAssertFalse(solver.isAmbiguous(x))
    }

    func testUnderdeterminedSumIsAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(Constraint(x + y - 10, .equal))
        XCTAssertTrue(solver.isAmbiguous(x))
        XCTAssertTrue(solver.isAmbiguous(y))
        try solver.add(Constraint(x - 4, .equal))
        XCTAssertFalse(solver.isAmbiguous(x))
        XCTAssertFalse(solver.isAmbiguous(y))
    }

    func testEqualStrengthsPullingApartMakeASegment() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x - 10, .equal, strength: .weak))
        try solver.add(Constraint(x - 20, .equal, strength: .weak))
        XCTAssertTrue(solver.isAmbiguous(x))
        // A heavier weight on one side makes the optimum a single point.
        let other = Solver()
        try other.add(Constraint(x - 10, .equal, strength: Strength(level: 1, weight: 2)))
        try other.add(Constraint(x - 20, .equal, strength: .weak))
        XCTAssertFalse(other.isAmbiguous(x))
        // A third, equal pull makes 20 the unique median.
        try solver.add(Constraint(x - 20, .lessThanOrEqual, strength: .weak))
        try solver.add(Constraint(x - 30, .equal, strength: .weak))
        XCTAssertFalse(solver.isAmbiguous(x))
    }

    func testBoundedSlackIsAmbiguousUntilPreferred() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x - 10, .greaterThanOrEqual))
        try solver.add(Constraint(x - 20, .lessThanOrEqual))
        XCTAssertTrue(solver.isAmbiguous(x))
        try solver.add(Constraint(x - 100, .equal, strength: .weak))
        XCTAssertFalse(solver.isAmbiguous(x))
        solver.updateVariables()
        XCTAssertEqual(x.value, 20, accuracy: 1e-9)
    }

    func testFullySpecifiedLayoutIsUnambiguous() throws {
        let row = BoxRow(count: 6)
        let solver = Solver()
        try solver.add(row.constraints)
        try solver.addEditVariable(row.width, strength: .strong)
        try solver.suggestValue(700, for: row.width)
        for v in row.variables { XCTAssertFalse(solver.isAmbiguous(v), "\(v)") }
        // Without the equal-width preferences the space is shared in many optimal ways.
        let loose = BoxRow(count: 3)
        let other = Solver()
        try other.add(loose.constraints.filter { $0.strength != .strong && $0.strength != .weak })
        try other.add(Constraint(loose.width - 400, .equal))
        XCTAssertTrue(other.isAmbiguous(loose.widths[0]))
        XCTAssertFalse(other.isAmbiguous(loose.lefts[0]))
    }
}
