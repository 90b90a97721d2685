import PlumbSolver
import XCTest

/// A small layout-like system used by several tests: a row of `count` boxes between 0 and
/// an editable width, with weak preferred widths and strong equal widths.
struct BoxRow {
    let width = Variable("W")
    var lefts: [Variable] = []
    var widths: [Variable] = []
    var constraints: [Constraint] = []

    init(count: Int) {
        for i in 0..<count {
            let left = Variable("x\(i)")
            let w = Variable("w\(i)")
            if i == 0 {
                constraints.append(Constraint(left - 10, .equal))
            } else {
                constraints.append(Constraint(left - lefts[i - 1] - widths[i - 1] - 10, .equal))
                constraints.append(Constraint(w - widths[i - 1], .equal, strength: .strong))
            }
            constraints.append(Constraint(w - 20, .greaterThanOrEqual))
            constraints.append(Constraint(w - 100, .equal, strength: .weak))
            lefts.append(left)
            widths.append(w)
        }
        let last = count - 1
        constraints.append(Constraint(lefts[last] + widths[last] + 10 - width, .lessThanOrEqual))
        constraints.append(
            Constraint(lefts[last] + widths[last] + 10 - width, .equal, strength: .medium))
    }

    var variables: [Variable] { [width] + lefts + widths }

    /// Bit patterns of every variable's value, for exact comparisons.
    var bits: [UInt64] { variables.map(\.value.bitPattern) }
}

/// Runs `body` and returns the SolverError it throws, failing the test if it does not throw.
func solverError(
    file: StaticString = #filePath, line: UInt = #line, _ body: () throws(SolverError) -> Void
) -> SolverError? {
    do {
        try body()
    } catch {
        return error
    }
    XCTFail("expected a SolverError", file: file, line: line)
    return nil
}
