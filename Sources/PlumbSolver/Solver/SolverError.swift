/// Why a `Solver` call was refused. A refused call leaves the solver exactly as it was.
///
/// The error carries the constraints and variables involved (reference types), so it is
/// `@unchecked Sendable`: pass it across threads only to read it.
public enum SolverError: Error, Equatable, CustomStringConvertible, @unchecked Sendable {
    /// Required constraints that cannot all hold. `conflict` is a minimal set of required
    /// constraints (it includes the one whose addition or constant change failed) that
    /// cannot hold together: dropping any one of them makes the rest satisfiable.
    case unsatisfiable(conflict: [Constraint])
    /// The constraint (or a repeat of it in the same batch) is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver (or is repeated in one removal batch).
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must have an optional strength, not `.required`.
    case requiredEditStrength(Variable)
    /// A NaN or infinite coefficient, constant, suggested value, strength level or weight, or
    /// a strength level or weight that is not greater than 0. The message says which.
    case nonFinite(String)
    /// Rounding kept the call from reaching an answer that holds: a required constraint would
    /// not hold within the solver's tolerance at the values it would report (see `Solver`,
    /// "Numerical accuracy"), or the simplex ran out of its pivot budget. Even a rebuilt
    /// tableau did not help. The solver holds exactly what it held before the call (a solver
    /// whose checks never had to refine a residue holds the constraints, constants and edit
    /// variables it held, solved afresh; when that fresh solution fails the check as well,
    /// the variables keep their values, `updateVariables()` writes nothing, and the next
    /// call checks every constraint, which may refuse it too). The message says what failed.
    case numericalFailure(String)

    /// A sentence a developer can act on.
    public var description: String {
        switch self {
        case .unsatisfiable(let conflict):
            let list = conflict.map { "  \($0)" }.joined(separator: "\n")
            return
                "unsatisfiable: these \(conflict.count) required constraints cannot hold together:\n"
                + list
        case .duplicateConstraint(let constraint):
            return "duplicate constraint: \(constraint) is already in the solver"
        case .unknownConstraint(let constraint):
            return "unknown constraint: \(constraint) is not in the solver"
        case .duplicateEditVariable(let variable):
            return "duplicate edit variable: \(variable) is already an edit variable"
        case .unknownEditVariable(let variable):
            return "unknown edit variable: \(variable) is not an edit variable"
        case .requiredEditStrength(let variable):
            return "edit variable \(variable) needs an optional strength, not required"
        case .nonFinite(let message):
            return "invalid number: " + message
        case .numericalFailure(let message):
            return "numerical failure: " + message
        }
    }
}
