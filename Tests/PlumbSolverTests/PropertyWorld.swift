import PlumbSolver

/// One solver with its own `Variable` and `Constraint` objects, replaying `PropertyOp`s. Several
/// worlds replay the same calls to compare incremental, fresh and repeated runs.
final class PropertyWorld {
    let solver = Solver()
    let variables: [Variable]
    private var constraints: [Int: Constraint] = [:]
    private var ids: [ObjectIdentifier: Int] = [:]
    /// When set, `perform` reads the solution with `updateVariables(_:)` and keeps the indices
    /// of the variables it reported in `reported`.
    var reportsChanges = false
    /// When set, `perform` does not read the solution at all (a later `updateVariables()`
    /// must then write every variable that changed since).
    var defersUpdates = false
    private(set) var reported: [Int] = []
    /// Keeps padding objects alive so that this world's objects sit at other addresses.
    private var padding: [AnyObject] = []

    /// `padding` allocates that many throwaway objects between variables, so that a world made
    /// with other padding has other object addresses (and hashes), which must not matter.
    init(variableCount: Int, padding: Int = 0) {
        var variables: [Variable] = []
        for i in 0..<variableCount {
            for _ in 0..<padding { self.padding.append(Variable("pad")) }
            variables.append(Variable("x\(i)"))
        }
        self.variables = variables
    }

    /// This world's constraint for spec `id`, made on first use with the spec's current constant.
    func constraint(_ id: Int, _ model: PropertyModel) -> Constraint {
        if let c = constraints[id] { return c }
        let spec = model.specs[id]
        let expression = LinearExpression(
            spec.terms.map { Term(variables[$0.variable], $0.coefficient) },
            constant: model.constants[id])
        let c = Constraint(expression, spec.relation, strength: spec.strength)
        constraints[id] = c
        ids[ObjectIdentifier(c)] = id
        return c
    }

    /// The spec id of one of this world's constraints.
    func id(of constraint: Constraint) -> Int? { ids[ObjectIdentifier(constraint)] }

    /// Performs `op`, then `updateVariables()`; returns the error it threw, if any.
    func perform(_ op: PropertyOp, _ model: PropertyModel) -> SolverError? {
        defer {
            if defersUpdates {
                // Nothing read: the solver must remember what changed.
            } else if reportsChanges {
                var indices: [Int] = []
                let index = Dictionary(
                    uniqueKeysWithValues: variables.enumerated().map { (ObjectIdentifier($1), $0) })
                solver.updateVariables { indices.append(index[ObjectIdentifier($0)]!) }
                reported = indices
            } else {
                solver.updateVariables()
            }
        }
        do throws(SolverError) {
            switch op {
            case .add(let id): try solver.add(constraint(id, model))
            case .addBatch(let ids): try solver.add(ids.map { constraint($0, model) })
            case .remove(let id): try solver.remove(constraint(id, model))
            case .removeBatch(let ids): try solver.remove(ids.map { constraint($0, model) })
            case .setConstant(let id, let value):
                try solver.setConstant(value, of: constraint(id, model))
            case .addEdit(let v, let strength, let value):
                try solver.addEditVariable(variables[v], strength: strength)
                try solver.suggestValue(value, for: variables[v])
            case .suggest(let v, let value): try solver.suggestValue(value, for: variables[v])
            case .removeEdit(let v): try solver.removeEditVariable(variables[v])
            case .reset: solver.reset()
            }
            return nil
        } catch {
            return error
        }
    }

    /// Every variable's value as last written by `updateVariables()`.
    var values: [Double] { variables.map(\.value) }
}
