import PlumbSolver
import XCTest

final class ClassicExampleTests: XCTestCase {
    func testSimpleSumWithOnePinnedVariable() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.add(Constraint(x + y, .equal, LinearExpression(constant: 20)))
        try solver.add(Constraint(LinearExpression(x), .equal, LinearExpression(constant: 10)))
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
        XCTAssertEqual(y.value, 10, accuracy: 1e-9)
    }

    func testInequalityBoundsAndWeakPreference() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(
            Constraint(LinearExpression(x), .lessThanOrEqual, LinearExpression(constant: 100)))
        try solver.add(
            Constraint(LinearExpression(x), .greaterThanOrEqual, LinearExpression(constant: 10)))
        try solver.add(
            Constraint(
                LinearExpression(x), .equal, LinearExpression(constant: 500), strength: .weak))
        solver.updateVariables()
        XCTAssertEqual(x.value, 100, accuracy: 1e-9)
        let low = Constraint(
            LinearExpression(x), .equal, LinearExpression(constant: -50), strength: .medium)
        try solver.add(low)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
    }

    func testQuadrilateralMidpointsFollowDraggedCorner() throws {
        // The classic Cassowary demo: four corners, four midpoints, corners kept apart.
        let solver = Solver()
        let corners = (0..<4).map { _ in (Variable("x"), Variable("y")) }
        let mids = (0..<4).map { _ in (Variable("mx"), Variable("my")) }
        let start: [(Double, Double)] = [(10, 10), (10, 200), (200, 200), (200, 10)]
        for (i, corner) in corners.enumerated() {
            try solver.add(
                Constraint(
                    LinearExpression(corner.0), .equal, LinearExpression(constant: start[i].0),
                    strength: .weak))
            try solver.add(
                Constraint(
                    LinearExpression(corner.1), .equal, LinearExpression(constant: start[i].1),
                    strength: .weak))
        }
        for i in 0..<4 {
            let a = corners[i]
            let b = corners[(i + 1) % 4]
            try solver.add(Constraint(LinearExpression(mids[i].0), .equal, (a.0 + b.0) / 2))
            try solver.add(Constraint(LinearExpression(mids[i].1), .equal, (a.1 + b.1) / 2))
        }
        try solver.add(
            Constraint(corners[0].0 + 20, .lessThanOrEqual, LinearExpression(corners[2].0)))
        try solver.add(
            Constraint(corners[0].0 + 20, .lessThanOrEqual, LinearExpression(corners[3].0)))
        try solver.add(
            Constraint(corners[1].0 + 20, .lessThanOrEqual, LinearExpression(corners[2].0)))
        try solver.add(
            Constraint(corners[1].0 + 20, .lessThanOrEqual, LinearExpression(corners[3].0)))
        try solver.add(
            Constraint(corners[0].1 + 20, .lessThanOrEqual, LinearExpression(corners[1].1)))
        try solver.add(
            Constraint(corners[0].1 + 20, .lessThanOrEqual, LinearExpression(corners[2].1)))
        try solver.add(
            Constraint(corners[3].1 + 20, .lessThanOrEqual, LinearExpression(corners[1].1)))
        try solver.add(
            Constraint(corners[3].1 + 20, .lessThanOrEqual, LinearExpression(corners[2].1)))
        for corner in corners {
            for v in [corner.0, corner.1] {
                try solver.add(
                    Constraint(
                        LinearExpression(v), .greaterThanOrEqual, LinearExpression(constant: 0)))
                try solver.add(
                    Constraint(
                        LinearExpression(v), .lessThanOrEqual, LinearExpression(constant: 500)))
            }
        }
        solver.updateVariables()
        XCTAssertEqual(mids[0].0.value, 10, accuracy: 1e-9)
        XCTAssertEqual(mids[0].1.value, 105, accuracy: 1e-9)
        XCTAssertEqual(mids[1].0.value, 105, accuracy: 1e-9)
        XCTAssertEqual(mids[1].1.value, 200, accuracy: 1e-9)

        try solver.addEditVariable(corners[0].0, strength: .strong)
        try solver.addEditVariable(corners[0].1, strength: .strong)
        try solver.suggestValue(50, for: corners[0].0)
        try solver.suggestValue(60, for: corners[0].1)
        solver.updateVariables()
        XCTAssertEqual(corners[0].0.value, 50, accuracy: 1e-9)
        XCTAssertEqual(corners[0].1.value, 60, accuracy: 1e-9)
        XCTAssertEqual(mids[0].0.value, 30, accuracy: 1e-9)
        XCTAssertEqual(mids[0].1.value, 130, accuracy: 1e-9)
        XCTAssertEqual(mids[3].0.value, 125, accuracy: 1e-9)
        XCTAssertEqual(mids[3].1.value, 35, accuracy: 1e-9)

        // Dragging pushes corner 2 along (it is only weakly held) until it reaches its
        // required bound of 500; corner 0 then stops 20 to its left.
        try solver.suggestValue(400, for: corners[0].0)
        solver.updateVariables()
        XCTAssertEqual(corners[0].0.value, 400, accuracy: 1e-9)
        XCTAssertEqual(corners[2].0.value, 420, accuracy: 1e-9)
        try solver.suggestValue(495, for: corners[0].0)
        solver.updateVariables()
        XCTAssertEqual(corners[0].0.value, 480, accuracy: 1e-9)
        XCTAssertEqual(corners[2].0.value, 500, accuracy: 1e-9)
    }
}
