import Foundation
import PlumbOracle

/// A sequence of solver calls over a fixed list of constraints, in the JSON format of the
/// shared solver repros (`Resources/SolverRepros/README` in the issue): `nvars`,
/// `constraints` (`terms` as `[index, coefficient]`, `constant`, `op`, `strength`) and
/// `ops`. Beyond the repros' `add`, `addBatch` and `check`, the generator also writes
/// `remove`, `removeBatch`, `setConstant`, `addEdit`, `suggest`, `removeEdit` and `reset`.
struct OracleScenario {
    /// One solver call (or a check).
    enum Operation: Equatable {
        /// `add` one constraint; `expectOK` is the repro's `expect` (nil: not stated).
        case add(Int, expectOK: Bool?)
        case addBatch([Int])
        case remove(Int)
        case removeBatch([Int])
        case setConstant(Int, Double)
        /// Makes variable `variable` an edit variable at `level` with `weight`.
        case addEdit(variable: Int, level: Double, weight: Double)
        case suggest(variable: Int, value: Double)
        case removeEdit(variable: Int)
        case reset
        /// Update the variables and compare them with the oracle.
        case check
    }

    var seed: UInt64 = 0
    var variableCount: Int
    var constraints: [OracleConstraint]
    var operations: [Operation]

    // MARK: JSON

    /// Reads the repro format. Throws a message naming what is malformed. Numbers are read
    /// with `JSONDecoder`, which rounds them correctly (`JSONSerialization` on Linux does
    /// not: it can turn -0.012448810116296694 into -0.012448810116296696).
    init(json data: Data) throws {
        let file = try JSONDecoder().decode(File.self, from: data)
        seed = file.seed ?? 0
        variableCount = file.nvars
        constraints = try file.constraints.map { try $0.constraint() }
        operations = try file.ops.map { try $0.operation() }
    }

    init(seed: UInt64, variableCount: Int, constraints: [OracleConstraint], operations: [Operation])
    {
        self.seed = seed
        self.variableCount = variableCount
        self.constraints = constraints
        self.operations = operations
    }

    /// The scenario in the repro format (one line per constraint and operation).
    var json: String {
        func number(_ value: Double) -> String { "\(value)" }
        let constraintLines = constraints.map { c -> String in
            let terms = c.terms.map { "[\($0.variable), \(number($0.coefficient))]" }.joined(
                separator: ", ")
            let strength: String
            switch c.strength {
            case .required: strength = #"{"kind": "required"}"#
            case .optional(let level, let weight):
                strength =
                    #"{"kind": "custom", "level": \#(number(level)), "weight": \#(number(weight))}"#
            }
            return
                #"    {"terms": [\#(terms)], "constant": \#(number(c.constant)), "op": "\#(c.relation.rawValue)", "strength": \#(strength)}"#
        }
        let operationLines = operations.map { op -> String in
            switch op {
            case .add(let i, let expectOK):
                let expect =
                    expectOK.map { #", "expect": "\#($0 ? "ok" : "unsatisfiable")""# } ?? ""
                return #"    {"op": "add", "c": \#(i)\#(expect)}"#
            case .addBatch(let list): return #"    {"op": "addBatch", "cs": \#(list)}"#
            case .remove(let i): return #"    {"op": "remove", "c": \#(i)}"#
            case .removeBatch(let list): return #"    {"op": "removeBatch", "cs": \#(list)}"#
            case .setConstant(let i, let value):
                return #"    {"op": "setConstant", "c": \#(i), "constant": \#(number(value))}"#
            case .addEdit(let v, let level, let weight):
                return
                    #"    {"op": "addEdit", "var": \#(v), "level": \#(number(level)), "weight": \#(number(weight))}"#
            case .suggest(let v, let value):
                return #"    {"op": "suggest", "var": \#(v), "value": \#(number(value))}"#
            case .removeEdit(let v): return #"    {"op": "removeEdit", "var": \#(v)}"#
            case .reset: return #"    {"op": "reset"}"#
            case .check: return #"    {"op": "check"}"#
            }
        }
        return """
            {"seed": \(seed), "nvars": \(variableCount), "constraints": [
            \(constraintLines.joined(separator: ",\n"))
            ], "ops": [
            \(operationLines.joined(separator: ",\n"))
            ]}
            """
    }

    // MARK: The file's shape

    private struct File: Decodable {
        var seed: UInt64?
        var nvars: Int
        var constraints: [ConstraintEntry]
        var ops: [OperationEntry]
    }

    private struct StrengthEntry: Decodable {
        var kind: String
        var level: Double?
        var weight: Double?
    }

    private struct ConstraintEntry: Decodable {
        var terms: [[Double]]
        var constant: Double
        var op: String
        var strength: StrengthEntry

        func constraint() throws -> OracleConstraint {
            guard let relation = OracleRelation(rawValue: op) else {
                throw ScenarioError("unknown op \(op)")
            }
            let list = try terms.map { pair -> OracleTerm in
                guard pair.count == 2, let index = Int(exactly: pair[0]) else {
                    throw ScenarioError("malformed term \(pair)")
                }
                return OracleTerm(index, pair[1])
            }
            switch (strength.kind, strength.level, strength.weight) {
            case ("required", _, _):
                return OracleConstraint(list, constant: constant, relation, .required)
            case ("custom", let level?, let weight?):
                return OracleConstraint(
                    list, constant: constant, relation, .optional(level: level, weight: weight))
            default: throw ScenarioError("malformed strength \(strength)")
            }
        }
    }

    private struct OperationEntry: Decodable {
        var op: String
        var c: Int?
        var cs: [Int]?
        var expect: String?
        var constant: Double?
        var `var`: Int?
        var level: Double?
        var weight: Double?
        var value: Double?

        func operation() throws -> Operation {
            func need<T>(_ value: T?, _ key: String) throws -> T {
                guard let value else { throw ScenarioError("\(key) missing in operation \(op)") }
                return value
            }
            switch op {
            case "add":
                if let expect, expect != "ok" && expect != "unsatisfiable" {
                    throw ScenarioError("unknown expectation \(expect)")
                }
                return .add(try need(c, "c"), expectOK: expect.map { $0 == "ok" })
            case "addBatch": return .addBatch(try need(cs, "cs"))
            case "remove": return .remove(try need(c, "c"))
            case "removeBatch": return .removeBatch(try need(cs, "cs"))
            case "setConstant":
                return .setConstant(try need(c, "c"), try need(constant, "constant"))
            case "addEdit":
                return .addEdit(
                    variable: try need(`var`, "var"), level: try need(level, "level"),
                    weight: try need(weight, "weight"))
            case "suggest":
                return .suggest(variable: try need(`var`, "var"), value: try need(value, "value"))
            case "removeEdit": return .removeEdit(variable: try need(`var`, "var"))
            case "reset": return .reset
            case "check": return .check
            default: throw ScenarioError("unknown op \(op)")
            }
        }
    }
}

/// A malformed scenario file.
struct ScenarioError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
