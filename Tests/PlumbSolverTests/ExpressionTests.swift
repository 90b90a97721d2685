import PlumbSolver
import XCTest

final class ExpressionTests: XCTestCase {
    private func coefficients(_ e: LinearExpression) -> [String: Double] {
        var result: [String: Double] = [:]
        for term in e.terms { result[term.variable.name, default: 0] += term.coefficient }
        return result
    }

    func testOperatorsCombineVariablesTermsExpressionsAndNumbers() {
        let x = Variable("x")
        let y = Variable("y")
        let e = 2 * x + y - 3 + (x - y) * 2 - 4 * y / 2 + 1.5
        XCTAssertEqual(coefficients(e), ["x": 4, "y": -3])
        XCTAssertEqual(e.constant, -1.5)
        let t: Term = x * 3
        XCTAssertEqual(t.coefficient, 3)
        XCTAssertEqual((t / 6).coefficient, 0.5)
        XCTAssertEqual((-t).coefficient, -3)
        XCTAssertEqual((-x).coefficient, -1)
        let n = -(x + 2)
        XCTAssertEqual(coefficients(n), ["x": -1])
        XCTAssertEqual(n.constant, -2)
        let d = (x + 4) / 2
        XCTAssertEqual(coefficients(d), ["x": 0.5])
        XCTAssertEqual(d.constant, 2)
        let f = 10 - x
        XCTAssertEqual(coefficients(f), ["x": -1])
        XCTAssertEqual(f.constant, 10)
        XCTAssertEqual(coefficients(t + t), ["x": 6])
        XCTAssertEqual(coefficients(3 * (x + y)), ["x": 3, "y": 3])
    }

    func testDescriptionsReadLikeMath() {
        let x = Variable("x")
        let y = Variable("y")
        XCTAssertEqual((2 * x - y + 5).description, "2.0*x - y + 5.0")
        XCTAssertEqual(LinearExpression(constant: 3).description, "3.0")
        XCTAssertEqual(
            Constraint(x - y, .lessThanOrEqual, strength: .weak).description, "x - y <= 0 | weak")
        XCTAssertEqual(
            Constraint(LinearExpression(x), .equal, LinearExpression(y)).description,
            "x - y == 0 | required")
    }

    func testVariablesAndConstraintsHaveIdentity() {
        let a = Variable("same")
        let b = Variable("same")
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(a, a)
        XCTAssertEqual(Set([a, b, a]).count, 2)
        let c = Constraint(a - 1, .equal)
        let d = Constraint(a - 1, .equal)
        XCTAssertNotEqual(c, d)
    }

    func testRepeatedVariablesInOneExpressionAreSummed() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(x + x + x - 12, .equal))
        solver.updateVariables()
        XCTAssertEqual(x.value, 4, accuracy: 1e-12)
        // Terms that cancel leave a constant constraint.
        let y = Variable("y")
        XCTAssertEqual(
            solverError { () throws(SolverError) in try solver.add(Constraint(y - y + 1, .equal)) }
                .map { "\($0)" }?.hasPrefix("unsatisfiable"),
            true)
    }
}
