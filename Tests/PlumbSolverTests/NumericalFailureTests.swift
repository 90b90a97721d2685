import PlumbSolver
import Testing

/// A call whose answer rounding would ruin is refused with `SolverError.numericalFailure`
/// and changes nothing. Coefficients near the ends of `Double`'s range force it: every
/// number is finite, so validation accepts them, but the solution overflows.
@Suite struct NumericalFailureTests {
    private func isNumericalFailure(_ body: () throws(SolverError) -> Void) -> Bool {
        do {
            try body()
            return false
        } catch {
            if case .numericalFailure = error { return true }
            Issue.record("expected a numerical failure, got \(error)")
            return false
        }
    }

    @Test func anAddWhoseSolutionOverflowsIsRefusedAndChangesNothing() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(Constraint(x - 5, .equal, strength: .weak))
        try solver.add(Constraint(y - x - 1, .equal))
        // x = 1e10 / 1e-300 = 1e310, past Double's range.
        let overflowing = Constraint(1e-300 * x - 1e10, .equal)
        #expect(isNumericalFailure { () throws(SolverError) in try solver.add(overflowing) })
        #expect(!solver.contains(overflowing))
        solver.updateVariables()
        #expect(x.value == 5 && y.value == 6)
        // The solver goes on as before the call.
        try solver.add(Constraint(x - 7, .equal))
        solver.updateVariables()
        #expect(x.value == 7 && y.value == 8)
    }

    @Test func aBatchWithAnOverflowingMemberAddsNone() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(Constraint(x - 5, .equal, strength: .weak))
        let fine = Constraint(y - 3, .equal)
        let overflowing = Constraint(1e-300 * x - 1e10, .equal)
        #expect(
            isNumericalFailure { () throws(SolverError) in try solver.add([fine, overflowing]) })
        #expect(!solver.contains(fine) && !solver.contains(overflowing))
        solver.updateVariables()
        #expect(x.value == 5 && y.value == 0)
    }

    @Test func aConstantChangeWhoseSolutionOverflowsIsRefusedAndChangesNothing() throws {
        let solver = Solver()
        let x = Variable("x")
        let scaled = Constraint(1e-300 * x - 1, .equal)
        try solver.add(scaled)
        solver.updateVariables()
        let before = x.value
        #expect(abs(before - 1e300) <= 1e285)
        #expect(
            isNumericalFailure { () throws(SolverError) in try solver.setConstant(-1e10, of: scaled)
            })
        solver.updateVariables()
        #expect(x.value == before)
        // The old constant is still in force: changing it to a representable one works.
        try solver.setConstant(-2, of: scaled)
        solver.updateVariables()
        #expect(abs(x.value - 2e300) <= 1e285)
    }

    @Test func aSuggestionWhoseSolutionOverflowsIsRefusedAndChangesNothing() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(Constraint(y - 1e300 * x, .equal))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(2, for: x)
        solver.updateVariables()
        // The row is solved for x (the larger coefficient), so x = 1e-300 · y reads 2 to
        // within rounding.
        #expect(abs(x.value - 2) <= 4e-16 && abs(y.value - 2e300) <= 4e284)
        let before = (x: x.value, y: y.value)
        // y = 1e300 · 1e10 overflows.
        #expect(
            isNumericalFailure { () throws(SolverError) in try solver.suggestValue(1e10, for: x) })
        solver.updateVariables()
        #expect(x.value == before.x && y.value == before.y)
        try solver.suggestValue(3, for: x)
        solver.updateVariables()
        #expect(abs(x.value - 3) <= 6e-16 && abs(y.value - 3e300) <= 6e284)
    }

    @Test func theErrorSaysWhatFailed() {
        let error = SolverError.numericalFailure("x = 1e10 / 1e-300 has no finite value")
        #expect(error.description == "numerical failure: x = 1e10 / 1e-300 has no finite value")
    }
}
