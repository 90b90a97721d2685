import PlumbSolver
import XCTest

final class StrengthTests: XCTestCase {
    func testNamedStrengthsAreOrderedAndDescribed() {
        XCTAssertLessThan(Strength.weak, .medium)
        XCTAssertLessThan(Strength.medium, .strong)
        XCTAssertLessThan(Strength.strong, .required)
        XCTAssertTrue(Strength.required.isRequired)
        XCTAssertFalse(Strength.strong.isRequired)
        XCTAssertEqual(Strength.weak.level, 1)
        XCTAssertEqual(Strength.medium.level, 1_000)
        XCTAssertEqual(Strength.strong.level, 1_000_000)
        XCTAssertEqual(Strength(level: 750, weight: 2).description, "level 750.0 weight 2.0")
        XCTAssertLessThan(Strength(level: 5, weight: 1), Strength(level: 5, weight: 2))
    }

    func testStrongerPreferenceWins() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(x - 10, .equal, strength: .weak))
        try solver.add(Constraint(x - 20, .equal, strength: .strong))
        try solver.add(Constraint(x - 30, .equal, strength: .medium))
        solver.updateVariables()
        XCTAssertEqual(x.value, 20, accuracy: 1e-9)
    }

    func testAThousandWeakConstraintsCannotBeatOneMedium() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(x - 1, .equal, strength: .medium))
        for _ in 0..<1_000 {
            try solver.add(Constraint(x - 100, .equal, strength: .weak))
        }
        solver.updateVariables()
        XCTAssertEqual(x.value, 1, accuracy: 1e-9)
    }

    func testHeavyWeightsInsideALevelDoNotCrossLevels() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(x - 5, .equal, strength: Strength(level: 2, weight: 1)))
        try solver.add(Constraint(x - 50, .equal, strength: Strength(level: 1, weight: 1e12)))
        solver.updateVariables()
        XCTAssertEqual(x.value, 5, accuracy: 1e-9)
    }

    func testWeightsTradeOffInsideOneLevel() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(x - 10, .equal, strength: Strength(level: 7, weight: 3)))
        try solver.add(Constraint(x - 40, .equal, strength: Strength(level: 7, weight: 1)))
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
    }

    func testLevelsOneThroughNineHundredNinetyNineStackLexicographically() throws {
        // Variable i is pulled to i by level i and to -1 by every lower level; each higher
        // level must win no matter how many lower ones oppose it.
        let solver = Solver()
        let x = Variable("x")
        for level in 1...999 {
            try solver.add(
                Constraint(x - Double(level), .equal, strength: Strength(level: Double(level))))
        }
        solver.updateVariables()
        XCTAssertEqual(x.value, 999, accuracy: 1e-9)

        // A chain: level k wants v == u + 1 and levels below it fight it with heavy weights.
        let u = Variable("u")
        let v = Variable("v")
        for level in stride(from: 998, through: 1, by: -1) {
            try solver.add(
                Constraint(
                    v - u - Double(level), .equal,
                    strength: Strength(level: Double(level), weight: 1e6)))
        }
        try solver.add(Constraint(v - u - 999, .equal, strength: Strength(level: 999)))
        try solver.add(Constraint(u - 3, .equal))
        solver.updateVariables()
        XCTAssertEqual(v.value - u.value, 999, accuracy: 1e-9)
    }

    func testInequalityPreferenceGivesWayOnlyAsMuchAsNeeded() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.add(Constraint(x + y - 100, .equal))
        try solver.add(Constraint(x - 70, .greaterThanOrEqual, strength: .strong))
        try solver.add(Constraint(y - 60, .greaterThanOrEqual, strength: .medium))
        solver.updateVariables()
        XCTAssertEqual(x.value, 70, accuracy: 1e-9)
        XCTAssertEqual(y.value, 30, accuracy: 1e-9)
    }
}
