import PlumbOracle
import PlumbSolver

/// A way in which PlumbSolver's answer differs from the exact oracle's.
struct OracleDisagreement: Error, CustomStringConvertible {
    enum Kind: String {
        /// After a successful call, a required constraint does not hold within tolerance.
        case requiredViolated
        /// A call succeeded although the required constraints cannot all hold.
        case acceptedInfeasible
        /// A call was refused as unsatisfiable although the required constraints can hold.
        case refusedFeasible
        /// The reported conflict is feasible, not minimal, lists optional constraints or
        /// omits the offending constraint.
        case badConflict
        /// A level's weighted violation differs from its lexicographic optimum.
        case levelNotOptimal
        /// A call threw an error the scenario cannot cause (or the wrong one).
        case unexpectedError
        /// The outcome differs from the scenario's stated `expect`.
        case expectationFailed
        /// A call did not return (see `OracleRandomSystemTests.hangLimitSeconds`).
        case didNotReturn
    }

    let kind: Kind
    /// The index of the operation after which the disagreement showed.
    let operation: Int
    let message: String

    var description: String { "\(kind.rawValue) after operation \(operation): \(message)" }
}

/// What replaying a scenario found: its first disagreement with the oracle, if any, and the
/// calls the solver refused honestly with `SolverError.numericalFailure` before it.
struct OracleReplay {
    var disagreement: OracleDisagreement?
    var refusals: [String]
    /// The checks where a level was short of the exact optimum but the solver's values are
    /// the exact optimum of the nearby system their residuals define (see
    /// `OracleHarness.isNearbyOptimum(_:at:achieved:tolerances:)`): "operation i: message".
    var nearbyOptima: [String] = []
}

/// Replays an `OracleScenario` on a fresh `Solver` through its public API and compares the
/// solver with the exact oracle after every call.
///
/// Operations that do not apply to the current state (adding a constraint already in the
/// solver, removing one that is not, suggesting for a variable that is not an edit
/// variable) are skipped, so that shrinking may delete any operation.
final class OracleHarness {
    /// The relative tolerance of every comparison (the solver documents 1e-8). A required
    /// row must hold within `relativeTolerance · m`, where m is the row's magnitude
    /// `|constant| + Σ |coefficient · x|` at the solver's values or at the oracle's optimal
    /// point, whichever is larger. A level must be within
    /// `Σ weight · (relativeTolerance · m' + pointTolerance · m)` of its optimum, where m' is
    /// the row's magnitude at the oracle's point of least `Σ |x|`, at least
    /// `|constant| + Σ |coefficient|`, and m its magnitude at the solver's values.
    static let relativeTolerance = 1e-8

    /// The part of a level's tolerance that scales with the solver's own values (see
    /// `relativeTolerance`). When the optimum is not unique (a variable that no constraint
    /// pins, common in these random systems), the solver may answer with a point far from the
    /// oracle's least-norm one, with values up to 1e11 where the oracle's are below 100; in
    /// double precision a row at such a point holds only to about 1e-16 of its magnitude
    /// there, however exact the solver. The solver refines every row it touches to 1e-12 of
    /// that magnitude (`Solver.refinementTolerance`); this allows ten times that. It is a
    /// thousand times tighter than `relativeTolerance`, so a point that blew up through wrong
    /// pivots is not excused (and breaks required rows, which are checked first).
    static let pointTolerance = 1e-11

    /// A refusal is judged over values within ±1e15 (see
    /// `OracleSystem.isRequiredFeasible(valueBound:)`): the solver may call required rows
    /// that are parallel to within rounding a conflict, although exactly, with the binary
    /// value of each coefficient, they meet at values near 1e20. Past 1e15 a Double no longer
    /// holds a value to better than an eighth of a point, so no layout lives there. Accepted
    /// calls are still held against the exact optimum, where it is reachable within the bound.
    static let valueBound = 1e15

    private let scenario: OracleScenario
    private let solver = Solver()
    private let variables: [Variable]
    private let objects: [Constraint]
    private let indexOfObject: [ObjectIdentifier: Int]
    /// The constraints in the solver, in the order added, with the constants it holds.
    private var active: [Int] = []
    private var constants: [Double]
    /// Edit variables: level, weight and the current suggestion.
    private var edits: [Int: (level: Double, weight: Double, suggestion: Double)] = [:]
    private var editOrder: [Int] = []
    /// The last system checked and the oracle's answer (consecutive checks often see the
    /// same system: the closing check, a reset, a suggestion of the value already held).
    private var lastChecked: (system: OracleSystem, outcome: OracleOutcome)?

    init(_ scenario: OracleScenario) {
        self.scenario = scenario
        let variables = (0..<scenario.variableCount).map { Variable("v\($0)") }
        self.variables = variables
        objects = scenario.solverConstraints(over: variables)
        var indexOfObject: [ObjectIdentifier: Int] = [:]
        for (i, object) in objects.enumerated() { indexOfObject[ObjectIdentifier(object)] = i }
        self.indexOfObject = indexOfObject
        constants = scenario.constraints.map(\.constant)
    }

    /// Runs every operation; returns the first disagreement, or nil.
    static func firstDisagreement(in scenario: OracleScenario) -> OracleDisagreement? {
        replay(scenario).disagreement
    }

    /// Runs every operation: the first disagreement (nil if none) and the calls the solver
    /// refused with `SolverError.numericalFailure` before it.
    static func replay(_ scenario: OracleScenario) -> OracleReplay {
        let harness = OracleHarness(scenario)
        do {
            for (index, operation) in scenario.operations.enumerated() {
                try harness.perform(operation, index: index)
            }
        } catch {
            return OracleReplay(
                disagreement: error, refusals: harness.refusals, nearbyOptima: harness.nearbyOptima)
        }
        return OracleReplay(
            disagreement: nil, refusals: harness.refusals, nearbyOptima: harness.nearbyOptima)
    }

    /// The calls refused with `SolverError.numericalFailure` so far: "operation i: message".
    /// A refusal is honest when the call changed nothing, so the harness leaves its mirror as
    /// it was and checks the solver against the oracle on the system before the call.
    private(set) var refusals: [String] = []

    /// The checks so far where a level was short of the exact optimum and the solver's values
    /// are the exact optimum of the nearby system instead (see `OracleReplay.nearbyOptima`).
    private(set) var nearbyOptima: [String] = []

    // MARK: Operations

    private func perform(_ operation: OracleScenario.Operation, index: Int)
        throws(OracleDisagreement)
    {
        switch operation {
        case .add(let i, let expectOK):
            guard !active.contains(i) else { return }
            let outcome = try mutate(index: index, adding: [i], offending: [i]) {
                () throws(SolverError) in
                try solver.add(objects[i])
            }
            if outcome == .refusedNumerically { try check(index) }
            let refused = outcome == .refusedAsUnsatisfiable
            if let expectOK, outcome != .refusedNumerically, expectOK == refused {
                throw OracleDisagreement(
                    kind: .expectationFailed, operation: index,
                    message:
                        "add of constraint \(i) was \(refused ? "refused" : "accepted"), expected the opposite"
                )
            }
        case .addBatch(let list):
            let batch = list.filter { !active.contains($0) }.reduce(into: [Int]()) {
                if !$0.contains($1) { $0.append($1) }
            }
            guard !batch.isEmpty else { return }
            let outcome = try mutate(index: index, adding: batch, offending: batch) {
                () throws(SolverError) in
                try solver.add(batch.map { objects[$0] })
            }
            if outcome == .refusedNumerically { try check(index) }
        case .remove(let i):
            guard active.contains(i) else { return }
            if try solver(index, { () throws(SolverError) in try solver.remove(objects[i]) }) {
                active.removeAll { $0 == i }
            }
            try check(index)
        case .removeBatch(let list):
            let batch = list.filter { active.contains($0) }.reduce(into: [Int]()) {
                if !$0.contains($1) { $0.append($1) }
            }
            guard !batch.isEmpty else { return }
            let removed = try solver(index) { () throws(SolverError) in
                try solver.remove(batch.map { objects[$0] })
            }
            if removed { active.removeAll { batch.contains($0) } }
            try check(index)
        case .setConstant(let i, let value):
            guard active.contains(i) else { return }
            let old = constants[i]
            constants[i] = value
            let outcome = try mutate(index: index, adding: [], offending: [i]) {
                () throws(SolverError) in
                try solver.setConstant(value, of: objects[i])
            }
            if outcome != .applied { constants[i] = old }
            if outcome == .refusedNumerically { try check(index) }
        case .addEdit(let v, let level, let weight):
            guard edits[v] == nil else { return }
            let added = try solver(index) { () throws(SolverError) in
                try solver.addEditVariable(
                    variables[v], strength: Strength(level: level, weight: weight))
            }
            if added {
                edits[v] = (level, weight, 0)
                editOrder.append(v)
            }
            try check(index)
        case .suggest(let v, let value):
            guard edits[v] != nil else { return }
            if try solver(
                index,
                { () throws(SolverError) in
                    try solver.suggestValue(value, for: variables[v])
                })
            {
                edits[v]?.suggestion = value
            }
            try check(index)
        case .removeEdit(let v):
            guard edits[v] != nil else { return }
            if try solver(
                index,
                { () throws(SolverError) in
                    try solver.removeEditVariable(variables[v])
                })
            {
                edits[v] = nil
                editOrder.removeAll { $0 == v }
            }
            try check(index)
        case .reset:
            solver.reset()
            active = []
            edits = [:]
            editOrder = []
            // A reset solver keeps the constants it was given only through the objects.
            for i in constants.indices { constants[i] = objects[i].expression.constant }
            try check(index)
        case .check:
            try check(index)
        }
    }

    /// Runs a call that must not throw, except an honest numerical refusal (recorded in
    /// `refusals`). True when the call went through.
    private func solver(_ index: Int, _ call: () throws(SolverError) -> Void)
        throws(OracleDisagreement) -> Bool
    {
        do {
            try call()
            return true
        } catch {
            guard case .numericalFailure(let message) = error else {
                throw OracleDisagreement(
                    kind: .unexpectedError, operation: index, message: "\(error)")
            }
            refusals.append("operation \(index): \(message)")
            return false
        }
    }

    /// How a call that may be refused ended.
    enum Outcome {
        case applied, refusedAsUnsatisfiable, refusedNumerically
    }

    /// Runs a call that may be refused as unsatisfiable (adds, constant changes). On success
    /// the mirror gains `adding` and is checked; on refusal the oracle must agree that the
    /// required constraints cannot hold and certify the conflict (which must name one of
    /// `offending`). A numerical refusal is recorded; the caller restores its mirror and
    /// checks the solver on the system before the call.
    private func mutate(
        index: Int, adding: [Int], offending: [Int], _ call: () throws(SolverError) -> Void
    ) throws(OracleDisagreement) -> Outcome {
        do {
            try call()
        } catch {
            if case .numericalFailure(let message) = error {
                refusals.append("operation \(index): \(message)")
                return .refusedNumerically
            }
            guard case .unsatisfiable(let conflict) = error else {
                throw OracleDisagreement(
                    kind: .unexpectedError, operation: index, message: "\(error)")
            }
            let candidate = system(with: active + adding)
            if candidate.isRequiredFeasible(valueBound: Self.valueBound) {
                throw OracleDisagreement(
                    kind: .refusedFeasible, operation: index,
                    message:
                        "refused constraints \(offending) although the required constraints can hold"
                )
            }
            var members: [OracleConstraint] = []
            var memberIndices: [Int] = []
            for constraint in conflict {
                guard let i = indexOfObject[ObjectIdentifier(constraint)],
                    (active + adding).contains(i)
                else {
                    throw OracleDisagreement(
                        kind: .badConflict, operation: index,
                        message: "conflict names \(constraint), not in the solver")
                }
                members.append(oracleConstraint(i))
                memberIndices.append(i)
            }
            let verdict = OracleSystem.checkConflict(
                members, variableCount: scenario.variableCount, valueBound: Self.valueBound)
            if !verdict.isMinimalConflict || !memberIndices.contains(where: offending.contains) {
                throw OracleDisagreement(
                    kind: .badConflict, operation: index,
                    message: "conflict \(memberIndices) for \(offending): \(verdict)"
                        + (memberIndices.contains(where: offending.contains)
                            ? "" : "; omits the offending constraint"))
            }
            return .refusedAsUnsatisfiable
        }
        active += adding
        try check(index)
        return .applied
    }

    // MARK: Comparison

    private func oracleConstraint(_ i: Int) -> OracleConstraint {
        var c = scenario.constraints[i]
        c.constant = constants[i]
        return c
    }

    /// The oracle's system for `members` plus the edit constraints.
    private func system(with members: [Int]) -> OracleSystem {
        var list = members.map(oracleConstraint)
        for v in editOrder {
            guard let edit = edits[v] else { continue }
            list.append(
                OracleConstraint(
                    [OracleTerm(v, 1)], constant: -edit.suggestion, .equal,
                    .optional(level: edit.level, weight: edit.weight)))
        }
        return OracleSystem(variableCount: scenario.variableCount, constraints: list)
    }

    /// Whether `achieved`, the weighted violations at the solver's values `exact`, are within
    /// `tolerances` of the exact optimum of a nearby system whose constraints hold exactly at
    /// those values where the solver holds them. Two such systems are tried, the first whose
    /// optimum the values attain passes:
    ///
    /// 1. each required constraint that `exact` does not satisfy gets its constant moved by
    ///    its residual there (to the nearest Double), every other constraint stays;
    /// 2. as 1, and also every constraint, required or optional, whose residual at `exact` is
    ///    not 0 but at most `pointTolerance` of its magnitude there gets its constant moved
    ///    by that residual: it holds (an equality), or is tight (an inequality), exactly.
    ///
    /// False when neither moves a constraint.
    ///
    /// This is backward accuracy, the most a floating-point solver can promise: the answer
    /// is the exact optimum of a system within the documented accuracy of the given one
    /// (the residuals are within it: required rows are checked before the levels). In an
    /// ill-conditioned system a residual of 1e-13 of a row's magnitude can move the exact
    /// optimum by 1e-7 of it (oracle seed 44417); a solver that answers the nearby system
    /// exactly has made no wrong decision, while a wrong pivot, or a lost constraint, leaves
    /// a level short of both optima.
    ///
    /// The second system covers the constraints the first cannot see. A constraint that the
    /// solver holds exactly in its tableau (an inequality's slack, or an optional
    /// constraint's errors, outside the basis) holds at the reported values only to the
    /// rounding of its terms: the solver refines a row only past 1e-12 of its magnitude
    /// (`pointTolerance` allows ten times that), and at values near 1e14 one unit in the
    /// last place of a value is 0.016. Such a residual can leave a required inequality
    /// loose rather than violated (seed 152266: 3.1e-13 of its magnitude, which the
    /// system's condition turns into a level 3.3e-8 short), or sit in an optional
    /// constraint (seed 181271: 3.3e-17 of its magnitude, under one unit in the last place
    /// of the values, turned into a level 1.4e-8 short). Moving a constant by less than
    /// `pointTolerance` of its constraint's magnitude changes no reduced cost (constants do
    /// not enter them), so a basis that is not optimal stays so in the nearby system: a
    /// wrong pivot is excused only for what a move of the constraint by that much could
    /// gain (seed 136937, 62.5 short where 0 is reachable, is not excused).
    static func isNearbyOptimum(
        _ system: OracleSystem, at exact: [Rational], achieved: [Rational], tolerances: [Double]
    ) -> Bool {
        let values = exact.map(\.doubleValue)
        var movedRequired = false
        var movedTight = false
        var required: [OracleConstraint] = []
        var tight: [OracleConstraint] = []
        for c in system.constraints {
            let residual = c.expressionValue(at: exact)
            var nearby = c
            nearby.constant = (Rational(c.constant) - residual).doubleValue
            let violated: Bool
            switch c.relation {
            case .equal: violated = !residual.isZero
            case .lessOrEqual: violated = residual.signum > 0
            case .greaterOrEqual: violated = residual.signum < 0
            }
            let isRounding =
                !residual.isZero
                && residual.magnitude.doubleValue <= Self.pointTolerance * c.magnitude(at: values)
            if c.isRequired && violated {
                movedRequired = true
                required.append(nearby)
                tight.append(nearby)
            } else if isRounding {
                movedTight = true
                required.append(c)
                tight.append(nearby)
            } else {
                required.append(c)
                tight.append(c)
            }
        }
        func attainsOptimum(of constraints: [OracleConstraint]) -> Bool {
            let nearby = OracleSystem(variableCount: system.variableCount, constraints: constraints)
            guard case .optimal(let optimum) = nearby.solve() else { return false }
            for k in system.levels.indices {
                let difference = (achieved[k] - optimum.optima[k]).doubleValue
                if difference > tolerances[k] { return false }
                if difference < -tolerances[k] { return true }
            }
            return true
        }
        if movedRequired && attainsOptimum(of: required) { return true }
        return movedTight && attainsOptimum(of: tight)
    }

    /// Compares the solver's values with the oracle: the required constraints must be
    /// feasible and hold at the values; each level's weighted violation must equal its
    /// optimum within tolerance, strongest first, until a level beats its optimum (see
    /// below).
    private func check(_ index: Int) throws(OracleDisagreement) {
        solver.updateVariables()
        let values = variables.map(\.value)
        let system = system(with: active)
        let outcome: OracleOutcome
        if let lastChecked, lastChecked.system == system {
            outcome = lastChecked.outcome
        } else {
            outcome = system.solve()
            lastChecked = (system, outcome)
        }
        guard case .optimal(let optimum) = outcome else {
            throw OracleDisagreement(
                kind: .acceptedInfeasible, operation: index,
                message: "the solver holds required constraints that cannot all hold")
        }
        // The oracle checks itself: its point holds every required constraint exactly and
        // has exactly the optimal violation at every level.
        let requiredHold = system.constraints.allSatisfy {
            !$0.isRequired || $0.violation(at: optimum.values).isZero
        }
        precondition(
            requiredHold && system.weightedViolations(at: optimum.values) == optimum.optima,
            "the oracle's own optimum is inconsistent (a bug in PlumbOracle)")
        let reference = optimum.values.map(\.doubleValue)
        func magnitude(_ c: OracleConstraint, at x: [Double]) -> Double {
            c.terms.reduce(c.constant.magnitude) {
                $0 + ($1.coefficient * x[$1.variable]).magnitude
            }
        }
        func referenceMagnitude(_ c: OracleConstraint) -> Double {
            max(
                magnitude(c, at: reference),
                c.terms.reduce(c.constant.magnitude) { $0 + $1.coefficient.magnitude })
        }
        let exact = values.map { Rational($0) }
        for c in system.constraints where c.isRequired {
            let violation = c.violation(at: exact).doubleValue
            let tolerance =
                Self.relativeTolerance * max(magnitude(c, at: values), referenceMagnitude(c))
            if violation > tolerance {
                throw OracleDisagreement(
                    kind: .requiredViolated, operation: index,
                    message:
                        "required \(c) is violated by \(violation) (tolerance \(tolerance); values up to "
                        + "\(values.map(\.magnitude).max() ?? 0), the optimum's up to "
                        + "\(reference.map(\.magnitude).max() ?? 0))")
            }
        }
        // An optimum whose least point lies beyond the value bound is reachable only through
        // rows parallel to within rounding (a trade of 0.1 against 1/10 at values near 1e20):
        // no layout-sized point attains it, and a solver in floating point rightly stops at
        // the best it can represent, so the levels are not judged.
        if reference.contains(where: { $0.magnitude > Self.valueBound }) { return }
        let achieved = system.weightedViolations(at: values)
        let tolerances = system.levels.map { level in
            system.constraints.reduce(0.0) { total, c in
                guard case .optional(level, let weight) = c.strength else { return total }
                return total + weight
                    * (Self.relativeTolerance * referenceMagnitude(c) + Self.pointTolerance
                        * magnitude(c, at: values))
            }
        }
        // Strongest level first. Worse than the optimum by more than the tolerance is a
        // disagreement, unless the values are the exact optimum of a nearby system that
        // their residuals define (backward accuracy, see `isNearbyOptimum`; every
        // such check is recorded in `nearbyOptima`). Better than the optimum by more than the tolerance can only come from
        // required rows that hold within tolerance but not exactly, amplified by an
        // ill-conditioned system (for example a level that is flat in floating point, where
        // 100 * 0.01 == 1, but not exactly); the lower levels then cannot be judged against
        // the exact optima, so the comparison stops there.
        for (k, level) in system.levels.enumerated() {
            let difference = (achieved[k] - optimum.optima[k]).doubleValue
            if difference > tolerances[k] {
                if Self.isNearbyOptimum(
                    system, at: exact, achieved: achieved, tolerances: tolerances)
                {
                    nearbyOptima.append(
                        "operation \(index): level \(level) is \(difference) short of the exact "
                            + "optimum \(optimum.optima[k].doubleValue) (tolerance \(tolerances[k]))"
                    )
                    return
                }
                throw OracleDisagreement(
                    kind: .levelNotOptimal, operation: index,
                    message:
                        "level \(level): weighted violation \(achieved[k].doubleValue), optimum "
                        + "\(optimum.optima[k].doubleValue) (tolerance \(tolerances[k]); values up to "
                        + "\(values.map(\.magnitude).max() ?? 0), the optimum's up to "
                        + "\(reference.map(\.magnitude).max() ?? 0))")
            }
            if difference < -tolerances[k] { return }
        }
    }
}

extension OracleScenario {
    /// The scenario's constraints as PlumbSolver constraints over `variables` (one per
    /// scenario variable, in order).
    func solverConstraints(over variables: [Variable]) -> [Constraint] {
        constraints.map { c in
            let terms = c.terms.map { Term(variables[$0.variable], $0.coefficient) }
            let relation: Relation
            switch c.relation {
            case .lessOrEqual: relation = .lessThanOrEqual
            case .equal: relation = .equal
            case .greaterOrEqual: relation = .greaterThanOrEqual
            }
            let strength: Strength
            switch c.strength {
            case .required: strength = .required
            case .optional(let level, let weight): strength = Strength(level: level, weight: weight)
            }
            return Constraint(
                LinearExpression(terms, constant: c.constant), relation, strength: strength)
        }
    }
}
