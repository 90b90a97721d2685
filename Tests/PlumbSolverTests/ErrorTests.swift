import PlumbSolver
import XCTest

final class ErrorTests: XCTestCase {
    private func assertError(
        _ expected: SolverError, file: StaticString = #filePath, line: UInt = #line,
        _ body: () throws(SolverError) -> Void
    ) {
        do {
            try body()
            XCTFail("expected \(expected)", file: file, line: line)
        } catch {
            XCTAssertEqual(error, expected, file: file, line: line)
        }
    }

    private func assertNonFinite(
        file: StaticString = #filePath, line: UInt = #line, _ body: () throws(SolverError) -> Void
    ) {
        do {
            try body()
            XCTFail("expected nonFinite", file: file, line: line)
        } catch {
            guard case .nonFinite(let message) = error else {
                return XCTFail("\(error)", file: file, line: line)
            }
            XCTAssertFalse(message.isEmpty, file: file, line: line)
        }
    }

    func testConflictingRequiredEqualitiesAreUnsatisfiable() throws {
        let x = Variable("x")
        let solver = Solver()
        let ten = Constraint(x - 10, .equal)
        let twenty = Constraint(x - 20, .equal)
        try solver.add(ten)
        assertError(.unsatisfiable(conflict: [twenty, ten])) { () throws(SolverError) in
            try solver.add(twenty)
        }
        XCTAssertFalse(solver.contains(twenty))
        XCTAssertTrue(solver.contains(ten))
    }

    func testConstantOnlyRequiredConstraintsAreCheckedDirectly() throws {
        let solver = Solver()
        let impossible = Constraint(LinearExpression(constant: 5), .equal)
        assertError(.unsatisfiable(conflict: [impossible])) { () throws(SolverError) in
            try solver.add(impossible)
        }
        let negative = Constraint(LinearExpression(constant: -5), .greaterThanOrEqual)
        assertError(.unsatisfiable(conflict: [negative])) { () throws(SolverError) in
            try solver.add(negative)
        }
        try solver.add(Constraint(LinearExpression(constant: 5), .greaterThanOrEqual))
        try solver.add(Constraint(LinearExpression(constant: 0), .equal))
    }

    func testDuplicateAndUnknownConstraintsAreRejected() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = Constraint(x - 1, .greaterThanOrEqual)
        try solver.add(c)
        assertError(.duplicateConstraint(c)) { () throws(SolverError) in try solver.add(c) }
        try solver.remove(c)
        assertError(.unknownConstraint(c)) { () throws(SolverError) in try solver.remove(c) }
        assertError(.unknownConstraint(c)) { () throws(SolverError) in
            try solver.setConstant(3, of: c)
        }
    }

    func testEditVariableMisuseIsRejected() throws {
        let x = Variable("x")
        let solver = Solver()
        assertError(.unknownEditVariable(x)) { () throws(SolverError) in
            try solver.suggestValue(1, for: x)
        }
        assertError(.unknownEditVariable(x)) { () throws(SolverError) in
            try solver.removeEditVariable(x)
        }
        assertError(.requiredEditStrength(x)) { () throws(SolverError) in
            try solver.addEditVariable(x, strength: .required)
        }
        XCTAssertFalse(solver.containsEditVariable(x))
        try solver.addEditVariable(x, strength: .strong)
        assertError(.duplicateEditVariable(x)) { () throws(SolverError) in
            try solver.addEditVariable(x, strength: .weak)
        }
    }

    func testNonFiniteNumbersAreRejectedEverywhere() throws {
        let x = Variable("x")
        let solver = Solver()
        assertNonFinite { () throws(SolverError) in try solver.add(Constraint(x * .nan - 1, .equal))
        }
        assertNonFinite { () throws(SolverError) in
            try solver.add(Constraint(LinearExpression(x * .infinity), .equal))
        }
        assertNonFinite { () throws(SolverError) in
            try solver.add(Constraint(x - .infinity, .equal))
        }
        assertNonFinite { () throws(SolverError) in
            try solver.add(Constraint(LinearExpression(x / 0), .equal))
        }
        assertNonFinite { () throws(SolverError) in
            try solver.add(Constraint(x - 1, .equal, strength: Strength(level: .nan)))
        }
        assertNonFinite { () throws(SolverError) in
            try solver.add(
                Constraint(x - 1, .equal, strength: Strength(level: 5, weight: .infinity)))
        }
        assertNonFinite { () throws(SolverError) in
            try solver.add(Constraint(x - 1, .equal, strength: Strength(level: 5, weight: -1)))
        }
        assertNonFinite { () throws(SolverError) in
            try solver.add(Constraint(x - 1, .equal, strength: Strength(level: 0)))
        }
        assertNonFinite { () throws(SolverError) in
            try solver.addEditVariable(x, strength: Strength(level: .nan))
        }
        try solver.addEditVariable(x, strength: .strong)
        assertNonFinite { () throws(SolverError) in try solver.suggestValue(.nan, for: x) }
        assertNonFinite { () throws(SolverError) in try solver.suggestValue(-.infinity, for: x) }
        let c = Constraint(x - 1, .greaterThanOrEqual)
        try solver.add(c)
        assertNonFinite { () throws(SolverError) in try solver.setConstant(.nan, of: c) }
        XCTAssertEqual(c.expression.constant, -1)
    }

    func testErrorDescriptionsNameTheProblem() {
        let x = Variable("x")
        let c = Constraint(x - 1, .equal)
        XCTAssertTrue(SolverError.unsatisfiable(conflict: [c]).description.contains("x - 1.0 == 0"))
        XCTAssertTrue(SolverError.duplicateEditVariable(x).description.contains("x"))
        XCTAssertTrue(
            SolverError.nonFinite("coefficient nan").description.contains("coefficient nan"))
    }
}
