import PlumbSolver

/// A constraint of a random system, described by value so that several independent solvers can
/// each build their own `Constraint` from it: `Σ terms + constant  relation  0` at `strength`.
struct PropertySpec {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: Relation
    var strength: Strength

    /// Whether every number in it is finite (the solver must refuse the others with `.nonFinite`).
    var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    /// Readable form for failure reports, e.g. `2·x0 - x3 + 5 >= 0 @ strong`.
    func description(constant: Double) -> String {
        var text = ""
        for (v, a) in terms {
            let sign = a < 0 ? "-" : "+"
            let magnitude = abs(a) == 1 ? "" : "\(PropertySpec.number(abs(a)))·"
            text += text.isEmpty ? (a < 0 ? "-" : "") : " \(sign) "
            text += "\(magnitude)x\(v)"
        }
        let tail = constant < 0 ? " - \(Self.number(-constant))" : " + \(Self.number(constant))"
        return "\(text)\(tail) \(relation) 0 @ \(strength)"
    }

    /// `4` rather than `4.0` for whole numbers; the shortest exact form otherwise.
    static func number(_ x: Double) -> String {
        x.isFinite && x == x.rounded() && abs(x) < 1e15 ? "\(Int(x))" : "\(x)"
    }
}

/// One call (or a short fixed group of calls) on a solver.
enum PropertyOp {
    case add(Int)
    case addBatch([Int])
    case remove(Int)
    case removeBatch([Int])
    case setConstant(Int, Double)
    /// `addEditVariable` then, if that succeeds, `suggestValue` (the contract does not say what an
    /// edit suggests before its first `suggestValue`, so the test never looks in between).
    case addEdit(variable: Int, strength: Strength, value: Double)
    case suggest(variable: Int, value: Double)
    case removeEdit(variable: Int)
    case reset
}

/// What the solver should hold after the successful calls so far: the active constraints (spec
/// ids in the order they were added), the current constant of every spec, and the edit variables.
struct PropertyModel {
    var specs: [PropertySpec] = []
    var constants: [Double] = []
    var active: [Int] = []
    var edits: [(variable: Int, strength: Strength, value: Double)] = []

    /// Registers a new spec and returns its id.
    mutating func register(_ spec: PropertySpec) -> Int {
        specs.append(spec)
        constants.append(spec.constant)
        return specs.count - 1
    }

    func isActive(_ id: Int) -> Bool { active.contains(id) }

    func editIndex(_ variable: Int) -> Int? { edits.firstIndex { $0.variable == variable } }

    /// The reference problem for the active constraints and edits, over `variableCount`
    /// variables; `extra` adds required specs, `override` replaces one spec's constant.
    /// `requiredOnly` leaves out the goals and edits, and the variables no spec mentions
    /// (feasibility does not depend on them; systems with chains have hundreds).
    func reference(
        variableCount: Int, active ids: [Int]? = nil, extra: [Int] = [],
        override: (id: Int, constant: Double)? = nil,
        requiredOnly: Bool = false
    ) -> ReferenceSystem {
        var column = Array(0..<variableCount)
        var variableCount = variableCount
        if requiredOnly {
            var mentioned = Set<Int>()
            for id in (ids ?? active) + extra where specs[id].strength.isRequired {
                for term in specs[id].terms { mentioned.insert(term.variable) }
            }
            for (j, v) in mentioned.sorted().enumerated() { column[v] = j }
            variableCount = mentioned.count
        }
        var system = ReferenceSystem(variableCount: variableCount)
        for id in (ids ?? active) + extra {
            let spec = specs[id]
            if requiredOnly && !spec.strength.isRequired { continue }
            var coefficients = Array(repeating: 0.0, count: variableCount)
            for (v, a) in spec.terms { coefficients[column[v]] += a }
            let constant = override?.id == id ? override!.constant : constants[id]
            let condition = ReferenceSystem.Condition(
                coefficients: coefficients, constant: constant,
                relation: Self.relation(spec.relation))
            if spec.strength.isRequired {
                system.required.append(condition)
            } else if !requiredOnly {
                system.goals.append(
                    .init(
                        condition: condition, level: spec.strength.level,
                        weight: spec.strength.weight))
            }
        }
        if !requiredOnly {
            for edit in edits {
                var coefficients = Array(repeating: 0.0, count: variableCount)
                coefficients[edit.variable] = 1
                system.goals.append(
                    .init(
                        condition: .init(
                            coefficients: coefficients, constant: -edit.value, relation: .equal),
                        level: edit.strength.level, weight: edit.strength.weight))
            }
        }
        return system
    }

    static func relation(_ r: Relation) -> ReferenceSystem.Relation {
        switch r {
        case .lessThanOrEqual: .lessOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterOrEqual
        }
    }

    /// Applies a call that the solver accepted.
    mutating func apply(_ op: PropertyOp) {
        switch op {
        case .add(let id): active.append(id)
        case .addBatch(let ids): active += ids
        case .remove(let id): active.removeAll { $0 == id }
        case .removeBatch(let ids): active.removeAll { ids.contains($0) }
        case .setConstant(let id, let c): constants[id] = c
        case .addEdit(let v, let s, let value): edits.append((v, s, value))
        case .suggest(let v, let value): edits[editIndex(v)!].value = value
        case .removeEdit(let v): edits.remove(at: editIndex(v)!)
        case .reset:
            active = []
            edits = []
        }
    }

    /// Readable form of `op` for failure reports.
    func describe(_ op: PropertyOp) -> String {
        func c(_ id: Int) -> String { "c\(id): \(specs[id].description(constant: constants[id]))" }
        switch op {
        case .add(let id): return "add \(c(id))"
        case .addBatch(let ids): return "add batch [\(ids.map(c).joined(separator: "; "))]"
        case .remove(let id): return "remove c\(id)"
        case .removeBatch(let ids):
            return "remove batch [\(ids.map { "c\($0)" }.joined(separator: ", "))]"
        case .setConstant(let id, let value): return "setConstant \(value) of c\(id)"
        case .addEdit(let v, let s, let value):
            return "addEditVariable x\(v) @ \(s); suggestValue \(value)"
        case .suggest(let v, let value): return "suggestValue \(value) for x\(v)"
        case .removeEdit(let v): return "removeEditVariable x\(v)"
        case .reset: return "reset"
        }
    }
}
