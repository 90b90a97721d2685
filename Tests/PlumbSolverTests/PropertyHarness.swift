import PlumbSolver

/// The shape of the random systems one property run generates and how deeply it checks them.
struct PropertyConfig {
    var variables: ClosedRange<Int>
    var steps: ClosedRange<Int>
    /// Compare objectives (and ambiguity) with the reference LP after every step; otherwise only
    /// where `referenceAtEnd` asks, at the end.
    var referenceEveryStep: Bool
    var referenceAtEnd: Bool
    /// Allow required constraints with random constants (possibly infeasible, so their
    /// expected outcome needs the reference); otherwise required constraints hold at a hidden
    /// point, except deliberate contradictions.
    var randomRequiredConstants: Bool
    /// Compare the incremental solver with a fresh solver every this many steps (and at the end).
    var freshEvery: Int
    /// Whether `reset` is among the random calls (the random stream is the same either way).
    var resets = true
    /// Build long chains of required equalities first (see `PropertyChains`), then mix chain
    /// calls (removing and re-adding links, changing their constants, edits on roots,
    /// contradictions at determined members) into the random ones.
    var chains = false
    /// At the end, replay every call reading the solution with `updateVariables(_:)`: each
    /// call must report exactly the variables it changed.
    var checksChangeReports = false
}

/// The kinds of `SolverError`, for matching expected failures.
enum PropertyErrorKind: Hashable {
    case unsatisfiable, duplicateConstraint, unknownConstraint, duplicateEditVariable
    case unknownEditVariable, requiredEditStrength, nonFinite, numericalFailure

    init(_ error: SolverError) {
        switch error {
        case .unsatisfiable: self = .unsatisfiable
        case .duplicateConstraint: self = .duplicateConstraint
        case .unknownConstraint: self = .unknownConstraint
        case .duplicateEditVariable: self = .duplicateEditVariable
        case .unknownEditVariable: self = .unknownEditVariable
        case .requiredEditStrength: self = .requiredEditStrength
        case .nonFinite: self = .nonFinite
        case .numericalFailure: self = .numericalFailure
        }
    }
}

/// A failure of one random system: the message, and everything needed to reproduce it.
struct PropertyFailure: Error, CustomStringConvertible {
    var seed: UInt64
    var message: String
    var trace: [String]

    var description: String {
        "seed \(seed): \(message)\nsteps (each solver starts empty):\n"
            + trace.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n")
    }
}

/// Generates one random system from a seed, replays it on several solvers and checks every
/// step against the model and the reference LP.
struct PropertyHarness {
    /// Optional strengths drawn for random constraints: the named ones, others at the same
    /// levels with other weights, and custom levels.
    static let optionalStrengths: [Strength] = [
        .strong, .medium, .weak,
        Strength(level: Strength.strong.level, weight: 2.5),
        Strength(level: Strength.weak.level, weight: 0.5),
        Strength(level: 3, weight: 1), Strength(level: 3, weight: 4),
        Strength(level: 0.001, weight: 1.5), Strength(level: 77_777, weight: 1),
    ]
    static let coefficients: [Double] = [-3, -2, -1, -1, 1, 1, 2, 3, 0.5, -0.5]

    let seed: UInt64
    let config: PropertyConfig
    var rng: PropertyRandom
    let variableCount: Int
    /// Required constraints are built to hold at this point (unless made random); with chains,
    /// it follows accepted changes of chain constants (see `chainWitness(extra:override:)`).
    var hidden: [Double]
    var model = PropertyModel()
    /// Specs that were active and were removed (by `remove` or `reset`): candidates to re-add.
    var removed: [Int] = []
    /// Specs built to contradict the active required constraints when they were offered.
    var contradictions: Set<Int> = []
    /// The chains of `PropertyConfig.chains` (nil without).
    let chains: PropertyChains?
    /// Calls queued to come before random ones (building or rebuilding the chains).
    var pending: [PropertyOp] = []
    /// Sees every call.
    let world: PropertyWorld
    /// Sees every call too, with objects at other addresses: must match `world` bit for bit.
    private let twin: PropertyWorld
    /// Sees only the calls that succeeded: must match `world` bit for bit.
    private let clean: PropertyWorld
    private var trace: [String] = []
    /// The calls made so far (generated, or given to replay).
    private(set) var ops: [PropertyOp] = []
    /// Counts of what was exercised, for the test's summary.
    private(set) var stats: [String: Int] = [:]

    init(seed: UInt64, config: PropertyConfig) {
        self.seed = seed
        self.config = config
        var rng = PropertyRandom(seed: seed)
        let free = rng.int(config.variables)
        var hidden = (0..<free).map { _ in Double(rng.int(-10...10)) }
        if config.chains {
            var model = PropertyModel()
            let chains = PropertyChains(rng: &rng, hidden: &hidden, model: &model)
            self.chains = chains
            self.model = model
            pending = chains.build
        } else {
            chains = nil
        }
        variableCount = hidden.count
        self.hidden = hidden
        self.rng = rng
        world = PropertyWorld(variableCount: variableCount)
        twin = PropertyWorld(variableCount: variableCount, padding: 3)
        clean = PropertyWorld(variableCount: variableCount, padding: 1)
    }

    func failure(_ message: String) -> PropertyFailure {
        PropertyFailure(seed: seed, message: message, trace: trace)
    }

    mutating func count(_ key: String) { stats[key, default: 0] += 1 }

    // MARK: - Generating

    private func hiddenValue(of spec: PropertySpec) -> Double {
        spec.terms.reduce(0) { $0 + $1.coefficient * hidden[$1.variable] }
    }

    /// A constant that makes `spec` hold at the hidden point (with some slack for inequalities).
    mutating func consistentConstant(for spec: PropertySpec) -> Double {
        let h = hiddenValue(of: spec)
        switch spec.relation {
        case .equal: return -h
        case .lessThanOrEqual: return -h - Double(rng.int(0...4))
        case .greaterThanOrEqual: return -h + Double(rng.int(0...4))
        }
    }

    mutating func randomStrength() -> Strength {
        rng.chance(0.3) ? .required : rng.pick(Self.optionalStrengths)
    }

    mutating func newSpec(strength: Strength? = nil) -> Int {
        let terms = rng.distinct(rng.int(1...min(3, variableCount)), below: variableCount).map {
            (variable: $0, coefficient: rng.pick(Self.coefficients))
        }
        var spec = PropertySpec(
            terms: terms, constant: 0, relation: rng.pick(Relation.allCases),
            strength: strength ?? randomStrength())
        if spec.strength.isRequired && !(config.randomRequiredConstants && rng.chance(0.3)) {
            spec.constant = consistentConstant(for: spec)
        } else if rng.chance(0.5) {
            spec.constant = consistentConstant(for: spec) + Double(rng.int(-3...3))
        } else {
            spec.constant = Double(rng.int(-20...20))
        }
        return model.register(spec)
    }

    /// A batch member that must make the whole batch fail, of a random kind.
    private mutating func badMembers() -> [Int] {
        let activeRequiredEqualities = model.active.filter {
            model.specs[$0].strength.isRequired && model.specs[$0].relation == .equal
        }
        switch rng.int(0...3) {
        case 0 where !activeRequiredEqualities.isEmpty:
            // The same expression as an active required equality, shifted: contradicts it.
            let partner = rng.pick(activeRequiredEqualities)
            var spec = model.specs[partner]
            spec.constant = model.constants[partner] + Double(rng.pick([-2, -1, 1, 3]))
            count("bad member: contradiction")
            let id = model.register(spec)
            contradictions.insert(id)
            return [id]
        case 1 where !model.active.isEmpty:
            count("bad member: duplicate")
            return [rng.pick(model.active)]
        case 2:
            let id = newSpec(strength: .required)
            model.specs[id].terms[0].coefficient = rng.chance(0.5) ? .nan : .infinity
            count("bad member: non-finite")
            return [id]
        default:
            // x ≥ k + 1 and x ≤ k, both required.
            let v = rng.int(0...(variableCount - 1))
            let k = Double(rng.int(-5...5))
            count("bad member: contradictory pair")
            let pair = [
                model.register(
                    .init(
                        terms: [(v, 1)], constant: -k - 1, relation: .greaterThanOrEqual,
                        strength: .required)),
                model.register(
                    .init(
                        terms: [(v, 1)], constant: -k, relation: .lessThanOrEqual,
                        strength: .required)),
            ]
            // Else the LP decides, as a check on it (not with chains: too large for it).
            if rng.chance(0.5) || chains != nil { contradictions.formUnion(pair) }
            return pair
        }
    }

    mutating func nextOp() -> PropertyOp {
        let roll = rng.int(0...99)
        let nonEdit = (0..<variableCount).filter { model.editIndex($0) == nil }
        switch roll {
        case 0..<40:
            if !removed.isEmpty && rng.chance(0.3) {
                return .add(removed.remove(at: rng.int(0...(removed.count - 1))))
            }
            if !model.active.isEmpty && rng.chance(0.04) { return .add(rng.pick(model.active)) }
            return .add(newSpec())
        case 40..<52:
            var ids = (0..<rng.int(2...4)).map { _ in newSpec() }
            if rng.chance(0.5) { ids.insert(contentsOf: badMembers(), at: rng.int(0...ids.count)) }
            return .addBatch(ids)
        case 52..<64:
            if model.active.isEmpty || rng.chance(0.05) {
                let inactive = (0..<model.specs.count).filter { !model.isActive($0) }
                if let id = inactive.first {
                    return .remove(rng.chance(0.5) ? id : rng.pick(inactive))
                }
                return .add(newSpec())
            }
            if model.active.count >= 2 && rng.chance(0.25) {
                // All or nothing: with an unknown member, nothing may be removed.
                var ids = rng.distinct(
                    rng.int(2...min(3, model.active.count)), below: model.active.count
                ).map {
                    model.active[$0]
                }
                let inactive = (0..<model.specs.count).filter { !model.isActive($0) }
                if !inactive.isEmpty && rng.chance(0.3) {
                    ids.insert(rng.pick(inactive), at: rng.int(0...ids.count))
                } else {
                    removed += ids
                }
                return .removeBatch(ids)
            }
            let id = rng.pick(model.active)
            removed.append(id)
            return .remove(id)
        case 64..<74:
            guard !model.active.isEmpty else { return .add(newSpec()) }
            let id = rng.pick(model.active)
            let spec = model.specs[id]
            guard spec.isFinite else { return .add(newSpec()) }
            if rng.chance(0.03) { return .setConstant(id, rng.chance(0.5) ? .infinity : .nan) }
            if spec.strength.isRequired && !config.randomRequiredConstants {
                return .setConstant(id, consistentConstant(for: spec))
            }
            return .setConstant(id, model.constants[id] + Double(rng.int(-6...6)))
        case 74..<81:
            if rng.chance(0.1) || nonEdit.isEmpty {
                // Refused: an edit that exists already, or a required edit strength.
                let v =
                    nonEdit.isEmpty || rng.chance(0.5)
                    ? rng.int(0...(variableCount - 1)) : rng.pick(nonEdit)
                return .addEdit(
                    variable: v, strength: model.editIndex(v) == nil ? .required : .medium, value: 0
                )
            }
            return .addEdit(
                variable: rng.pick(nonEdit), strength: rng.pick(Self.optionalStrengths),
                value: Double(rng.int(-30...30)))
        case 81..<94:
            if model.edits.isEmpty || rng.chance(0.05) {
                return .suggest(variable: nonEdit.isEmpty ? 0 : rng.pick(nonEdit), value: 1)
            }
            let v = rng.pick(model.edits).variable
            if rng.chance(0.03) {
                return .suggest(variable: v, value: rng.chance(0.5) ? .nan : -.infinity)
            }
            return .suggest(
                variable: v, value: Double(rng.int(-30...30)) + (rng.chance(0.3) ? 0.25 : 0))
        case 94..<98:
            if model.edits.isEmpty || rng.chance(0.1) {
                return .removeEdit(variable: nonEdit.isEmpty ? 0 : rng.pick(nonEdit))
            }
            return .removeEdit(variable: rng.pick(model.edits).variable)
        default:
            return rng.chance(0.3) && config.resets ? .reset : .add(newSpec())
        }
    }

    // MARK: - Expectations

    /// Whether the active required constraints plus `extra`, with `override`, can all hold:
    /// decided by the hidden point (or, with chains, the recomputed chain point) or a built-in
    /// contradiction where possible, else by the LP. With chains (too large for the LP),
    /// nil: undecided, the solver's answer then carries the proof (see `execute`).
    private func requiredFeasible(extra: [Int], override: (id: Int, constant: Double)? = nil)
        throws(PropertyFailure)
        -> Bool?
    {
        let ids = (model.active + extra).filter { model.specs[$0].strength.isRequired }
        if holds(ids, override: override, at: hidden) { return true }
        if chains != nil && holds(ids, override: override, at: chainPoint(override: override)) {
            return true
        }
        if extra.contains(where: contradictions.contains) { return false }
        if chains != nil { return nil }
        guard
            let feasible = model.reference(
                variableCount: variableCount, active: ids, override: override, requiredOnly: true
            ).isFeasible()
        else { throw failure("the reference LP stalled") }
        return feasible
    }

    /// Whether the specs `ids` (with `override`) hold exactly at `point`.
    func holds(_ ids: [Int], override: (id: Int, constant: Double)? = nil, at point: [Double])
        -> Bool
    {
        ids.allSatisfy { id in
            let spec = model.specs[id]
            let c = override?.id == id ? override!.constant : model.constants[id]
            let value = spec.terms.reduce(c) { $0 + $1.coefficient * point[$1.variable] }
            switch spec.relation {
            case .equal: return value == 0
            case .lessThanOrEqual: return value <= 0
            case .greaterThanOrEqual: return value >= 0
            }
        }
    }

    /// The errors `op` may throw (empty: it must succeed).
    private func expectedErrors(_ op: PropertyOp) throws(PropertyFailure) -> Set<PropertyErrorKind>
    {
        switch op {
        case .add(let id):
            return try expectedErrors(adding: [id])
        case .addBatch(let ids):
            return try expectedErrors(adding: ids)
        case .remove(let id):
            return model.isActive(id) ? [] : [.unknownConstraint]
        case .removeBatch(let ids):
            return ids.allSatisfy(model.isActive) ? [] : [.unknownConstraint]
        case .setConstant(let id, let value):
            if !value.isFinite { return [.nonFinite] }
            guard model.specs[id].strength.isRequired else { return [] }
            return try requiredFeasible(extra: [], override: (id, value)) == true
                ? [] : [.unsatisfiable]
        case .addEdit(let v, let strength, _):
            var errors: Set<PropertyErrorKind> = []
            if model.editIndex(v) != nil { errors.insert(.duplicateEditVariable) }
            if strength.isRequired { errors.insert(.requiredEditStrength) }
            return errors
        case .suggest(let v, let value):
            var errors: Set<PropertyErrorKind> =
                model.editIndex(v) == nil ? [.unknownEditVariable] : []
            if !value.isFinite { errors.insert(.nonFinite) }
            return errors
        case .removeEdit(let v):
            return model.editIndex(v) == nil ? [.unknownEditVariable] : []
        case .reset:
            return []
        }
    }

    private func expectedErrors(adding ids: [Int]) throws(PropertyFailure) -> Set<PropertyErrorKind>
    {
        var errors: Set<PropertyErrorKind> = []
        if Set(ids).count < ids.count || ids.contains(where: model.isActive) {
            errors.insert(.duplicateConstraint)
        }
        if ids.contains(where: { !model.specs[$0].isFinite }) { errors.insert(.nonFinite) }
        let sound = ids.filter { model.specs[$0].isFinite && !model.isActive($0) }
        if try requiredFeasible(extra: Array(Set(sound)).sorted()) != true {
            errors.insert(.unsatisfiable)
        }
        return errors
    }

    /// Whether `op`, expected to be refused as unsatisfiable, may also succeed: its
    /// feasibility is undecided (see `requiredFeasible`). Success is then proved by the
    /// required constraints holding at the solution, refusal by the conflict (infeasible and
    /// minimal by the reference, which is small enough for a conflict).
    func undecided(_ op: PropertyOp) throws(PropertyFailure) -> Bool {
        switch op {
        case .add(let id): return try requiredFeasible(extra: [id]) == nil
        case .addBatch(let ids): return try requiredFeasible(extra: Array(Set(ids)).sorted()) == nil
        case .setConstant(let id, let value):
            return try requiredFeasible(extra: [], override: (id, value)) == nil
        default: return false
        }
    }

    // MARK: - Checking

    /// Checks an `.unsatisfiable` conflict: required constraints the solver knows (or that the
    /// call offered), containing the offending one, infeasible together, and minimal.
    private mutating func checkConflict(_ conflict: [Constraint], of op: PropertyOp)
        throws(PropertyFailure)
    {
        var ids: [Int] = []
        for c in conflict {
            guard let id = world.id(of: c) else {
                throw failure("conflict names a constraint the test never made: \(c)")
            }
            ids.append(id)
        }
        let text = ids.map { "c\($0)" }.joined(separator: ", ")
        var offered: [Int] = []
        var override: (id: Int, constant: Double)? = nil
        switch op {
        case .add(let id): offered = [id]
        case .addBatch(let batch): offered = batch
        case .setConstant(let id, let value): override = (id, value)
        default: throw failure("unsatisfiable from a call that cannot conflict")
        }
        guard !ids.isEmpty, Set(ids).count == ids.count else {
            throw failure("conflict [\(text)] is empty or repeats")
        }
        for id in ids {
            guard model.specs[id].strength.isRequired, model.isActive(id) || offered.contains(id)
            else {
                throw failure(
                    "conflict [\(text)] holds c\(id), which is optional or neither active nor offered"
                )
            }
        }
        if case .add(let id) = op, !ids.contains(id) {
            throw failure("conflict [\(text)] omits the added c\(id)")
        }
        if case .addBatch = op, !ids.contains(where: offered.contains) {
            throw failure("conflict [\(text)] holds no member of the batch")
        }
        if let override, !ids.contains(override.id) {
            throw failure("conflict [\(text)] omits c\(override.id)")
        }
        func feasible(_ subset: [Int]) throws(PropertyFailure) -> Bool {
            guard
                let f = model.reference(
                    variableCount: variableCount, active: subset, override: override,
                    requiredOnly: true
                ).isFeasible()
            else { throw failure("the reference LP stalled") }
            return f
        }
        if try feasible(ids) { throw failure("conflict [\(text)] is feasible by the reference") }
        // A long conflict (a path down a chain) is checked for minimality at 12 members
        // spread over it (the first and last always), to keep the reference's work bounded.
        let sampled = ids.count > 24
        let drops = sampled ? (0..<12).map { $0 * (ids.count - 1) / 11 } : Array(ids.indices)
        for i in drops {
            var smaller = ids
            let dropped = smaller.remove(at: i)
            if try !feasible(smaller) {
                throw failure("conflict [\(text)] is not minimal: infeasible without c\(dropped)")
            }
        }
        count(sampled ? "conflicts checked (long, sampled)" : "conflicts checked")
    }

    private static func same(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.bitPattern == $1.bitPattern }
    }

    private func conflictIDs(_ error: SolverError?, in world: PropertyWorld) -> [Int?]? {
        if case .unsatisfiable(let conflict) = error { return conflict.map { world.id(of: $0) } }
        return nil
    }

    /// Every active required constraint holds at `values`.
    private func checkRequired(_ values: [Double], _ label: String) throws(PropertyFailure) {
        for id in model.active where model.specs[id].strength.isRequired {
            let spec = model.specs[id]
            let scale =
                1 + abs(model.constants[id])
                + spec.terms.reduce(0) { $0 + abs($1.coefficient * values[$1.variable]) }
            // Sparse (systems with chains have hundreds of variables).
            let e = spec.terms.reduce(model.constants[id]) {
                $0 + $1.coefficient * values[$1.variable]
            }
            let violation: Double
            switch spec.relation {
            case .equal: violation = abs(e)
            case .lessThanOrEqual: violation = max(0, e)
            case .greaterThanOrEqual: violation = max(0, -e)
            }
            if !(violation <= 1e-7 * scale) {
                throw failure("\(label): required c\(id) is violated by \(violation) at \(values)")
            }
        }
    }

    private static func close(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= 1e-6 * (1 + abs(b))
    }

    /// The solver's per-level objectives equal the reference's optimum (lexicographically: the
    /// first level that differs decides), and ambiguity agrees with the optimal face.
    private mutating func checkAgainstReference(_ values: [Double], ambiguity: Bool)
        throws(PropertyFailure)
    {
        let system = model.reference(variableCount: variableCount)
        let optimum: ReferenceOptimum
        switch system.solve() {
        case .optimal(let o): optimum = o
        case .infeasible:
            throw failure("the reference finds the accepted required constraints infeasible")
        case .stalled: throw failure("the reference LP stalled")
        }
        // The reference must be self-consistent before it judges the solver.
        let own = system.objectives(at: optimum.values)
        guard system.required.allSatisfy({ $0.violation(at: optimum.values) <= 1e-6 }),
            zip(own, optimum.objectives).allSatisfy({ Self.close($0, $1) })
        else { throw failure("the reference LP is inconsistent: \(own) vs \(optimum.objectives)") }
        let solver = system.objectives(at: values)
        for (i, level) in optimum.levels.enumerated()
        where !Self.close(solver[i], optimum.objectives[i]) {
            throw failure(
                "level \(level): solver objective \(solver[i]) but optimum \(optimum.objectives[i])"
                    + " (levels \(optimum.levels), solver \(solver), optimum \(optimum.objectives)); values \(values)"
            )
        }
        count("objective checks")
        guard ambiguity else { return }
        for v in 0..<variableCount {
            guard let range = optimum.range(of: v) else {
                throw failure("the reference LP stalled")
            }
            let expected = !(range.max - range.min <= 1e-6)
            if world.solver.isAmbiguous(world.variables[v]) != expected {
                throw failure(
                    "isAmbiguous(x\(v)) is \(!expected), but over the optimal face x\(v) ranges over"
                        + " [\(range.min), \(range.max)]; values \(values)")
            }
        }
        count("ambiguity checks")
    }

    /// A fresh solver given the active constraints (in order) and edits reaches the same
    /// objectives as the incremental one.
    private mutating func checkFresh(_ values: [Double]) throws(PropertyFailure) {
        let fresh = PropertyWorld(variableCount: variableCount, padding: 2)
        for id in model.active {
            if let error = fresh.perform(.add(id), model) {
                throw failure("fresh solver refused c\(id): \(error)")
            }
        }
        for edit in model.edits {
            if let error = fresh.perform(
                .addEdit(variable: edit.variable, strength: edit.strength, value: edit.value), model
            ) {
                throw failure("fresh solver refused edit x\(edit.variable): \(error)")
            }
        }
        let system = model.reference(variableCount: variableCount)
        let incremental = system.objectives(at: values)
        let again = system.objectives(at: fresh.values)
        try checkRequired(fresh.values, "fresh solver")
        for (i, level) in system.levels.enumerated() where !Self.close(incremental[i], again[i]) {
            throw failure(
                "level \(level): incremental objective \(incremental[i]) but a fresh solver gives \(again[i])"
                    + " (given the active constraints one by one in the order added, then the edits)"
            )
        }
        count("fresh comparisons")
    }

    // MARK: - Running

    /// Runs the whole random sequence, throwing the first failure with its reproduction.
    mutating func run() throws(PropertyFailure) {
        // With chains, building them comes on top of the random calls.
        let steps = rng.int(config.steps) + pending.count
        for step in 0..<steps {
            let op = chains == nil ? nextOp() : nextChainOp()
            ops.append(op)
            try execute(op, step: step)
        }
        try finish()
    }

    /// A harness for the same system (variables, hidden point, constraint specs) that replays
    /// `ops` instead of generating calls; `config` may check more often than the original.
    func replaying(_ ops: [PropertyOp], config: PropertyConfig) -> PropertyHarness {
        var copy = PropertyHarness(seed: seed, config: config)
        copy.model.specs = model.specs
        copy.model.constants = model.specs.map(\.constant)
        copy.ops = ops
        return copy
    }

    /// Replays the recorded calls on a new world that reads every solution with
    /// `updateVariables(_:)`, calling `step` after each call with that world, the variables it
    /// reported and the values before the call.
    ///
    /// Also returns a world that replayed the same calls without reading any solution until
    /// the end (then `updateVariables()`; and before each `reset`, which leaves variables at
    /// the values last written): its values must equal the reporting world's, or a change
    /// was not written back.
    func replayReportingChanges(
        _ step: (PropertyWorld, [Int], [Double]) -> Void
    ) -> (reporting: PropertyWorld, deferred: PropertyWorld) {
        var model = PropertyModel()
        model.specs = self.model.specs
        model.constants = self.model.specs.map(\.constant)
        let world = PropertyWorld(variableCount: variableCount)
        world.reportsChanges = true
        let deferred = PropertyWorld(variableCount: variableCount)
        deferred.defersUpdates = true
        for op in ops {
            let before = world.values
            // Variables keep the values last written when a solver is reset.
            if case .reset = op { deferred.solver.updateVariables() }
            let error = world.perform(op, model)
            _ = deferred.perform(op, model)
            if error == nil { model.apply(op) }
            step(world, world.reported, before)
        }
        deferred.solver.updateVariables()
        return (world, deferred)
    }

    /// Executes the recorded calls of a harness made by `replaying`. Calls that no longer make
    /// sense after others were dropped (setConstant of an inactive constraint, which the
    /// contract leaves open) are skipped.
    mutating func replay() throws(PropertyFailure) {
        var step = 0
        for op in ops {
            if case .setConstant(let id, _) = op, !model.isActive(id) { continue }
            try execute(op, step: step)
            step += 1
        }
        try finish()
    }

    /// Shrinks the recorded calls of this (failed) run: drops chunks of calls, then single
    /// calls, while the replay (with this run's checks) still fails the same way (same `kind`),
    /// at most `budget` replays. The result is replayed once more with the reference and a fresh
    /// solver after every call, which may report the same kind of failure at an earlier call.
    func shrink(budget: Int) -> PropertyFailure? {
        var config = self.config
        func failure(of ops: [PropertyOp]) -> PropertyFailure? {
            var harness = replaying(ops, config: config)
            do throws(PropertyFailure) {
                try harness.replay()
                return nil
            } catch {
                return error
            }
        }
        var current = ops
        guard var found = failure(of: current) else { return nil }
        let kind = Self.kind(of: found.message)
        var budget = budget
        var chunk = max(1, current.count / 2)
        while budget > 0 {
            var index = 0
            var changed = false
            while index < current.count && budget > 0 {
                var candidate = current
                candidate.removeSubrange(index..<min(current.count, index + chunk))
                budget -= 1
                if let f = failure(of: candidate), Self.kind(of: f.message) == kind {
                    current = candidate
                    found = f
                    changed = true
                } else {
                    index += chunk
                }
            }
            if chunk == 1 && !changed { break }
            if !changed || chunk > 1 { chunk = max(1, chunk / 2) }
        }
        config.referenceEveryStep = true
        config.freshEvery = 1
        if let earlier = failure(of: current), Self.kind(of: earlier.message) == kind {
            return earlier
        }
        return found
    }

    /// What kind of failure a message reports (its first words, with step and constraint
    /// numbers dropped but strength levels kept), so shrinking keeps chasing the same bug.
    static func kind(of message: String) -> String {
        var words: [String] = []
        for word in message.split(separator: " ").prefix(5) {
            words.append(
                words.last == "level" ? String(word) : String(word.filter { !$0.isNumber }))
        }
        return words.joined(separator: " ")
    }

    /// Performs one call on every solver and checks the step.
    private mutating func execute(_ op: PropertyOp, step: Int) throws(PropertyFailure) {
        trace.append(model.describe(op))
        let expected = try expectedErrors(op)
        let error = world.perform(op, model)
        let twinError = twin.perform(op, model)
        if let error {
            guard expected.contains(PropertyErrorKind(error)) else {
                throw failure(
                    "threw \(error), expected \(expected.isEmpty ? "success" : "\(expected)")")
            }
            if case .unsatisfiable(let conflict) = error { try checkConflict(conflict, of: op) }
            count("refused: \(PropertyErrorKind(error))")
        } else {
            if expected == [.unsatisfiable], chains != nil, try undecided(op) {
                count("undecided: accepted")
            } else if !expected.isEmpty {
                throw failure("succeeded, expected one of \(expected)")
            }
            if let cleanError = clean.perform(op, model) {
                throw failure("clean replay threw \(cleanError)")
            }
            if case .reset = op { removed += model.active }
            model.apply(op)
            if chains != nil { followChains() }
            count("accepted calls")
        }
        trace[trace.count - 1] += error.map { "   -> threw \(PropertyErrorKind($0))" } ?? ""
        guard (error == nil) == (twinError == nil),
            conflictIDs(error, in: world) == conflictIDs(twinError, in: twin)
        else { throw failure("a repeated run threw \(String(describing: twinError)) instead") }
        try checkMembership(op)
        let values = world.values
        guard Self.same(values, twin.values) else {
            throw failure("not deterministic: a repeated run gives \(twin.values), not \(values)")
        }
        guard Self.same(values, clean.values) else {
            throw failure(
                "a refused call changed the solver: \(values) vs \(clean.values) without refused calls"
            )
        }
        try checkRequired(values, "after step \(step)")
        if config.referenceEveryStep { try checkAgainstReference(values, ambiguity: true) }
        if (step + 1) % config.freshEvery == 0 { try checkFresh(values) }
    }

    /// `contains` and `containsEditVariable` agree with the model for what `op` touched.
    private func checkMembership(_ op: PropertyOp) throws(PropertyFailure) {
        var ids: [Int] = []
        var variables: [Int] = []
        switch op {
        case .add(let id), .remove(let id), .setConstant(let id, _): ids = [id]
        case .addBatch(let batch), .removeBatch(let batch): ids = batch
        case .addEdit(let v, _, _), .suggest(let v, _), .removeEdit(let v): variables = [v]
        case .reset: ids = Array(model.specs.indices)
        }
        for id in ids where world.solver.contains(world.constraint(id, model)) != model.isActive(id)
        {
            throw failure("contains(c\(id)) is \(!model.isActive(id)) after the call")
        }
        for v in variables
        where world.solver.containsEditVariable(world.variables[v]) != (model.editIndex(v) != nil) {
            throw failure(
                "containsEditVariable(x\(v)) is \(model.editIndex(v) == nil) after the call")
        }
    }

    /// The checks after the last call.
    private mutating func finish() throws(PropertyFailure) {
        stats["refactorizations", default: 0] += world.solver.refactorizationCount
        let values = world.values
        if config.referenceAtEnd { try checkAgainstReference(values, ambiguity: false) }
        try checkFresh(values)
        if config.checksChangeReports { try checkChangeReports() }
    }
}
