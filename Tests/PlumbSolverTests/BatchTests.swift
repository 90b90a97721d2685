import PlumbSolver
import XCTest

final class BatchTests: XCTestCase {
    func testBatchAddSolvesLikeSingleAdds() throws {
        let row = BoxRow(count: 8)
        let solver = Solver()
        try solver.addEditVariable(row.width, strength: .strong)
        try solver.suggestValue(500, for: row.width)
        try solver.add(row.constraints)
        solver.updateVariables()
        XCTAssertEqual(row.widths[7].value, (500 - 90) / 8, accuracy: 1e-9)
        for c in row.constraints { XCTAssertTrue(solver.contains(c)) }
    }

    func testUnsatisfiableMemberChangesNothing() throws {
        let row = BoxRow(count: 4)
        let twin = BoxRow(count: 4)
        let solver = Solver()
        let reference = Solver()
        try solver.add(row.constraints)
        try reference.add(twin.constraints)
        try solver.addEditVariable(row.width, strength: .strong)
        try reference.addEditVariable(twin.width, strength: .strong)

        let extraX = Variable("extra")
        let fine = Constraint(extraX - 3, .equal)
        let optional = Constraint(row.widths[1] - 30, .equal, strength: .strong)
        let impossible = Constraint(row.lefts[0] - 11, .equal)
        let error = solverError { () throws(SolverError) in
            try solver.add([fine, optional, impossible])
        }
        guard case .unsatisfiable(let conflict) = error else {
            return XCTFail("\(String(describing: error))")
        }
        XCTAssertEqual(conflict.count, 2)
        XCTAssertTrue(conflict.contains(impossible))
        for c in [fine, optional, impossible] { XCTAssertFalse(solver.contains(c)) }
        XCTAssertTrue(solver.isAmbiguous(extraX))  // never registered

        for target in [200.0, 600, 350] {
            try solver.suggestValue(target, for: row.width)
            try reference.suggestValue(target, for: twin.width)
            solver.updateVariables()
            reference.updateVariables()
            XCTAssertEqual(row.bits, twin.bits)
        }
        try solver.add([fine, optional])
        XCTAssertTrue(solver.contains(optional))
    }

    func testDuplicateMemberChangesNothing() throws {
        let x = Variable("x")
        let solver = Solver()
        let a = Constraint(x - 1, .greaterThanOrEqual)
        let b = Constraint(x - 9, .lessThanOrEqual)
        XCTAssertEqual(
            solverError { () throws(SolverError) in try solver.add([a, b, a]) },
            .duplicateConstraint(a))
        XCTAssertFalse(solver.contains(a))
        XCTAssertFalse(solver.contains(b))
        try solver.add(b)
        XCTAssertEqual(
            solverError { () throws(SolverError) in try solver.add([a, b]) },
            .duplicateConstraint(b))
        XCTAssertFalse(solver.contains(a))
        let bad = Constraint(LinearExpression(x * .nan), .equal)
        guard case .nonFinite = solverError({ () throws(SolverError) in try solver.add([a, bad]) })
        else {
            return XCTFail("expected nonFinite")
        }
        XCTAssertFalse(solver.contains(a))
    }

    /// Short batches find a repeat by comparing identities, long ones through a set: both
    /// name the first repeated member and add nothing.
    func testRepeatedMemberIsFoundInShortAndLongBatches() throws {
        for size in [2, 31, 32, 33, 100] {
            let x = Variable("x")
            let solver = Solver()
            let members = (0..<size).map { Constraint(x - Double($0), .greaterThanOrEqual) }
            let repeated = members[size / 2]
            XCTAssertEqual(
                solverError { () throws(SolverError) in try solver.add(members + [repeated]) },
                .duplicateConstraint(repeated), "batch of \(size + 1)")
            XCTAssertFalse(members.contains { solver.contains($0) }, "batch of \(size + 1)")
            try solver.add(members)
            XCTAssertTrue(members.allSatisfy { solver.contains($0) }, "batch of \(size)")
        }
    }

    func testBatchRemoveIsAllOrNothing() throws {
        let x = Variable("x")
        let solver = Solver()
        let a = Constraint(x - 1, .greaterThanOrEqual)
        let b = Constraint(x - 9, .lessThanOrEqual)
        let stranger = Constraint(x - 4, .equal)
        try solver.add([a, b])
        XCTAssertEqual(
            solverError { () throws(SolverError) in try solver.remove([a, stranger]) },
            .unknownConstraint(stranger))
        XCTAssertEqual(
            solverError { () throws(SolverError) in try solver.remove([a, a]) },
            .unknownConstraint(a))
        XCTAssertTrue(solver.contains(a))
        XCTAssertTrue(solver.contains(b))
        try solver.remove([b, a])
        XCTAssertFalse(solver.contains(a))
        XCTAssertFalse(solver.contains(b))
    }
}
