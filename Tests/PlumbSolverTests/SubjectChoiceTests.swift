import PlumbSolver
import XCTest

/// How a new constraint's row gets its subject: a constraint that already holds is solved
/// for the existing slack or error that keeps the objective optimal, with no pivot
/// (`Solver.degenerateSubject(of:)`); one that does not hold takes kiwi's subject and the
/// simplex moves. Each must give the optimum, keep it through edits and removals, and
/// leave nothing behind.
final class SubjectChoiceTests: XCTestCase {
    /// A chain of widths that all hold their weak preference: each strong equality added
    /// already holds, and nothing moves until the row is pushed.
    func testConstraintsThatAlreadyHoldMoveNothing() throws {
        let solver = Solver()
        let window = Variable("W")
        let widths = (0..<10).map { Variable("w\($0)") }
        let xs = (0..<10).map { Variable("x\($0)") }
        var chain: [Constraint] = []
        for i in 0..<10 {
            try solver.add(
                i == 0
                    ? Constraint(xs[i] - 10, .equal)
                    : Constraint(xs[i] - xs[i - 1] - widths[i - 1] - 10, .equal))
            try solver.add(Constraint(widths[i] - 20, .greaterThanOrEqual))
            try solver.add(Constraint(widths[i] - 100, .equal, strength: .weak))
            if i > 0 {
                let same = Constraint(widths[i] - widths[i - 1], .equal, strength: .strong)
                try solver.add(same)
                chain.append(same)
            }
            solver.updateVariables()
            for w in widths[...i] { XCTAssertEqual(w.value, 100, accuracy: 1e-9) }
        }
        try solver.add(Constraint(xs[9] + widths[9] + 10 - window, .lessThanOrEqual))
        try solver.add(
            Constraint(xs[9] + widths[9] + 10 - window, .equal, strength: .medium))
        try solver.addEditVariable(window, strength: .strong)
        for target in [1200.0, 500, 1110, 2000] {
            try solver.suggestValue(target, for: window)
            solver.updateVariables()
            let expected = max(20, (target - 110) / 10)
            for w in widths { XCTAssertEqual(w.value, expected, accuracy: 1e-9) }
            XCTAssertEqual(xs[9].value, 10 + 9 * (expected + 10), accuracy: 1e-9)
        }
        // Without the chain, only the last width stretches.
        try solver.remove(chain)
        try solver.suggestValue(1200, for: window)
        solver.updateVariables()
        for w in widths.dropLast() { XCTAssertEqual(w.value, 100, accuracy: 1e-9) }
        XCTAssertEqual(widths[9].value, 1200 - 10 - 9 * 110 - 10, accuracy: 1e-9)
    }

    /// A required limit that the current values break, over two preferences of different
    /// weights: the cheaper preference gives way, as the simplex would have decided.
    func testRequiredLimitBrokenByTheCurrentValuesGivesWayAtTheCheaperPreference() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(Constraint(x - 20, .greaterThanOrEqual))
        try solver.add(Constraint(LinearExpression(y), .greaterThanOrEqual))
        try solver.add(Constraint(x - 100, .equal, strength: .weak))
        try solver.add(Constraint(y - 300, .equal, strength: Strength(level: 1, weight: 2)))
        let limit = Constraint(x + y - 350, .lessThanOrEqual)
        try solver.add(limit)
        expect(solver, (x, 50), (y, 300))
        // Tighter than x's own floor allows: y gives way too.
        let tighter = Constraint(x + y - 250, .equal)
        try solver.add(tighter)
        expect(solver, (x, 20), (y, 230))
        try solver.remove(tighter)
        try solver.remove(limit)
        expect(solver, (x, 100), (y, 300))
    }

    /// A preference that a stronger one overrides (a width held at its floor), then one
    /// that wins: added and removed, they leave the solution as it was.
    func testOverriddenThenWinningPreferencesRoundTrip() throws {
        let solver = Solver()
        let w = Variable("w")
        let h = Variable("h")
        try solver.add(Constraint(w - 20, .greaterThanOrEqual))
        try solver.add(Constraint(h - 2 * w, .equal))
        try solver.add(Constraint(h - 40, .equal, strength: .medium))
        expect(solver, (w, 20))
        let wider = Constraint(w - 100, .equal, strength: .weak)
        try solver.add(wider)
        expect(solver, (w, 20), (h, 40))
        let stronger = Constraint(w - 100, .equal, strength: .strong)
        try solver.add(stronger)
        expect(solver, (w, 100), (h, 200))
        try solver.remove(stronger)
        try solver.remove(wider)
        expect(solver, (w, 20), (h, 40))
    }

    /// Updates the variables and checks each against its expected value.
    private func expect(
        _ solver: Solver, _ expected: (Variable, Double)...,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        solver.updateVariables()
        for (variable, value) in expected {
            XCTAssertEqual(
                variable.value, value, accuracy: 1e-9, "\(variable)", file: file, line: line)
        }
    }
}
