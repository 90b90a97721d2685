import PlumbSolver
import XCTest

final class ConstantChangeTests: XCTestCase {
    func testChangingARequiredConstantMovesTheSolution() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let pin = Constraint(x - 10, .equal)
        try solver.add(pin)
        try solver.add(Constraint(y - x - 5, .equal))
        try solver.setConstant(-30, of: pin)
        solver.updateVariables()
        XCTAssertEqual(pin.expression.constant, -30)
        XCTAssertEqual(x.value, 30, accuracy: 1e-9)
        XCTAssertEqual(y.value, 35, accuracy: 1e-9)
    }

    func testChangingAnInequalityConstantActivatesIt() throws {
        let x = Variable("x")
        let solver = Solver()
        let floor = Constraint(x - 0, .greaterThanOrEqual)
        try solver.add(floor)
        try solver.add(Constraint(x - 5, .equal, strength: .weak))
        try solver.setConstant(-50, of: floor)  // x >= 50
        solver.updateVariables()
        XCTAssertEqual(x.value, 50, accuracy: 1e-9)
        try solver.setConstant(-2, of: floor)  // x >= 2
        solver.updateVariables()
        XCTAssertEqual(x.value, 5, accuracy: 1e-9)
    }

    func testChangingAnOptionalConstant() throws {
        let x = Variable("x")
        let solver = Solver()
        let preference = Constraint(x - 5, .equal, strength: .medium)
        try solver.add(preference)
        try solver.add(Constraint(x - 100, .lessThanOrEqual))
        try solver.setConstant(-70, of: preference)
        solver.updateVariables()
        XCTAssertEqual(x.value, 70, accuracy: 1e-9)
        try solver.setConstant(-700, of: preference)
        solver.updateVariables()
        XCTAssertEqual(x.value, 100, accuracy: 1e-9)
    }

    func testChangingTheConstantOfARedundantEquality() throws {
        let x = Variable("x")
        let solver = Solver()
        let first = Constraint(x - 10, .equal)
        let second = Constraint(2 * x - 20, .equal)
        try solver.add(first)
        try solver.add(second)
        let error = solverError { () throws(SolverError) in try solver.setConstant(-30, of: second)
        }
        XCTAssertEqual(error, .unsatisfiable(conflict: [second, first]))
        try solver.remove(first)
        try solver.setConstant(-30, of: second)
        solver.updateVariables()
        XCTAssertEqual(x.value, 15, accuracy: 1e-9)
    }

    func testRefusedChangeLeavesSolverExactlyAsBefore() throws {
        let row = BoxRow(count: 6)
        let twin = BoxRow(count: 6)
        let solver = Solver()
        let reference = Solver()
        let cap = Constraint(row.lefts[5] - 200, .lessThanOrEqual)
        let twinCap = Constraint(twin.lefts[5] - 200, .lessThanOrEqual)
        try solver.add(row.constraints + [cap])
        try reference.add(twin.constraints + [twinCap])
        try solver.addEditVariable(row.width, strength: .strong)
        try reference.addEditVariable(twin.width, strength: .strong)
        try solver.suggestValue(300, for: row.width)
        try reference.suggestValue(300, for: twin.width)

        // x5 <= 0 is impossible (x0 == 10 and widths >= 20): refused.
        let error = solverError { () throws(SolverError) in try solver.setConstant(0, of: cap) }
        guard case .unsatisfiable(let conflict) = error else {
            return XCTFail("\(String(describing: error))")
        }
        XCTAssertTrue(conflict.contains(cap))
        XCTAssertEqual(cap.expression.constant, -200)

        for target in [300.0, 900, 150, 2000, 640] {
            try solver.suggestValue(target, for: row.width)
            try reference.suggestValue(target, for: twin.width)
            solver.updateVariables()
            reference.updateVariables()
            XCTAssertEqual(row.bits, twin.bits)
        }
        try solver.setConstant(-170, of: cap)
        try reference.setConstant(-170, of: twinCap)
        solver.updateVariables()
        reference.updateVariables()
        XCTAssertEqual(row.bits, twin.bits)
        XCTAssertEqual(row.lefts[5].value, 170, accuracy: 1e-9)
    }

    /// Found by a randomized comparison: after a constant change, the dual simplex must not
    /// let rounding noise at a higher level (0.2499999999999999 vs 0.25) decide a tie that a
    /// lower level should break, or the result is not optimal at that lower level.
    func testConstantChangeStaysOptimalAtEveryLevel() throws {
        func build(_ targetConstant: Double) throws -> (Solver, [Variable], Constraint) {
            let v = (0..<6).map { Variable("v\($0)") }
            let solver = Solver()
            for x in v {
                try solver.add(Constraint(x + 100, .greaterThanOrEqual))
                try solver.add(Constraint(x - 100, .lessThanOrEqual))
            }
            let target = Constraint(v[4] + targetConstant, .greaterThanOrEqual, strength: .medium)
            let level7 = Strength(level: 7)
            let level500 = Strength(level: 500, weight: 2)
            let constraints = [
                Constraint(v[0] + 17, .greaterThanOrEqual), target,
                Constraint(-2 * v[2] + 5, .greaterThanOrEqual),
                Constraint(-1 * v[0] - 16, .greaterThanOrEqual, strength: .strong),
                Constraint(v[3] - v[0] - 5, .lessThanOrEqual, strength: level7),
                Constraint(-2 * v[4] + 2 * v[5] + 2 * v[3] + 12, .greaterThanOrEqual),
                Constraint(2 * v[0] + 3, .lessThanOrEqual, strength: .weak),
                Constraint(2 * v[4] + 17, .lessThanOrEqual, strength: level500),
                Constraint(2 * v[4] + v[3] + 3, .lessThanOrEqual, strength: .medium),
                Constraint(v[0] + 14, .greaterThanOrEqual, strength: .strong),
                Constraint(v[1] - 2 * v[5] + 16, .greaterThanOrEqual, strength: level500),
                Constraint(
                    -2 * v[5] + 2 * v[0] + 2 * v[3] + 6, .greaterThanOrEqual, strength: .weak),
                Constraint(-1 * v[0] - 13, .equal),
                Constraint(2 * v[3] - 7, .greaterThanOrEqual, strength: .medium),
                Constraint(2 * v[2] - 13, .lessThanOrEqual, strength: .medium),
            ]
            for constraint in constraints { try solver.add(constraint) }
            return (solver, v, target)
        }
        let (solver, v, target) = try build(-8)
        try solver.setConstant(10, of: target)
        solver.updateVariables()
        let (fresh, w, _) = try build(10)
        fresh.updateVariables()
        XCTAssertEqual(v[3].value, 3.5, accuracy: 1e-9)
        XCTAssertEqual(v[4].value, -8.5, accuracy: 1e-9)
        for i in 0..<6 where !fresh.isAmbiguous(w[i]) {
            XCTAssertEqual(v[i].value, w[i].value, accuracy: 1e-9)
        }
    }
}

final class SharedConstraintTests: XCTestCase {
    func testSolversSharingAConstraintKeepTheirOwnConstants() throws {
        let x = Variable("x")
        let pin = Constraint(x - 10, .equal)
        let first = Solver()
        let second = Solver()
        try first.add(pin)
        try second.add(pin)
        try first.setConstant(-30, of: pin)
        XCTAssertEqual(pin.expression.constant, -30)
        // The second solver still holds x == 10; moving it to 40 shifts by 30, not by 10.
        try second.setConstant(-40, of: pin)
        second.updateVariables()
        XCTAssertEqual(x.value, 40, accuracy: 1e-9)
        first.updateVariables()
        XCTAssertEqual(x.value, 30, accuracy: 1e-9)
    }
}
