import PlumbSolver
import XCTest

/// The sample of PlumbSolver.docc/SolvingConstraintsDirectly.md, compiled and checked.
final class SolvingConstraintsDirectlyTests: XCTestCase {
    func testTheArticleSampleGivesTheValuesItClaims() throws {
        let solver = Solver()
        let x = Variable("x")
        let width = Variable("width")
        let window = Variable("window")
        try solver.add([
            Constraint(x - 10, .equal),  // x == 10
            Constraint(x + width + 10 - window, .lessThanOrEqual),  // x + width + 10 <= window
            Constraint(width - 100, .equal, strength: .weak),  // width == 100, if it can
        ])
        try solver.addEditVariable(window, strength: .strong)
        try solver.suggestValue(300, for: window)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        XCTAssertEqual(width.value, 100)

        try solver.suggestValue(80, for: window)
        solver.updateVariables()
        XCTAssertEqual(width.value, 60)
    }
}
