import PlumbSolver
import XCTest

final class ErrorTests: XCTestCase {
    func testConflictingRequiredEqualitiesAreUnsatisfiable() throws {
        let x = Variable("x")
        let solver = Solver()
        let ten = Constraint(LinearExpression(x), .equal, LinearExpression(constant: 10))
        let twenty = Constraint(LinearExpression(x), .equal, LinearExpression(constant: 20))
        try solver.add(ten)
        XCTAssertThrowsError(try solver.add(twenty)) { error in
            guard case .unsatisfiable(let conflict) = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertEqual(Set(conflict), [ten, twenty])
        }
        XCTAssertFalse(solver.contains(twenty))
    }

    func testDuplicateAndUnknownConstraintsAreRejected() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = Constraint(LinearExpression(x), .greaterThanOrEqual, LinearExpression(constant: 1))
        try solver.add(c)
        XCTAssertThrowsError(try solver.add(c)) { XCTAssertEqual($0 as? SolverError, .duplicateConstraint(c)) }
        try solver.remove(c)
        XCTAssertThrowsError(try solver.remove(c)) { XCTAssertEqual($0 as? SolverError, .unknownConstraint(c)) }
    }
}
