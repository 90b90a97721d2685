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

    /// Reads the repro format. Throws a message naming what is malformed.
    init(json data: Data) throws {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let nvars = root["nvars"] as? Int,
            let constraintList = root["constraints"] as? [[String: Any]],
            let ops = root["ops"] as? [[String: Any]]
        else { throw ScenarioError("missing nvars, constraints or ops") }
        seed = (root["seed"] as? NSNumber)?.uint64Value ?? 0
        variableCount = nvars
        constraints = try constraintList.map(Self.constraint(from:))
        operations = try ops.map(Self.operation(from:))
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

    private static func constraint(from object: [String: Any]) throws -> OracleConstraint {
        guard let termList = object["terms"] as? [[NSNumber]],
            let constant = object["constant"] as? NSNumber,
            let op = object["op"] as? String, let relation = OracleRelation(rawValue: op),
            let strengthObject = object["strength"] as? [String: Any],
            let kind = strengthObject["kind"] as? String
        else { throw ScenarioError("malformed constraint \(object)") }
        let terms = try termList.map { pair -> OracleTerm in
            guard pair.count == 2 else { throw ScenarioError("malformed term \(pair)") }
            return OracleTerm(pair[0].intValue, pair[1].doubleValue)
        }
        let strength: OracleStrength
        switch kind {
        case "required": strength = .required
        case "custom":
            guard let level = strengthObject["level"] as? NSNumber,
                let weight = strengthObject["weight"] as? NSNumber
            else { throw ScenarioError("malformed strength \(strengthObject)") }
            strength = .optional(level: level.doubleValue, weight: weight.doubleValue)
        default: throw ScenarioError("unknown strength kind \(kind)")
        }
        return OracleConstraint(terms, constant: constant.doubleValue, relation, strength)
    }

    private static func operation(from object: [String: Any]) throws -> Operation {
        func int(_ key: String) throws -> Int {
            guard let value = object[key] as? Int else {
                throw ScenarioError("\(key) missing in \(object)")
            }
            return value
        }
        func double(_ key: String) throws -> Double {
            guard let value = object[key] as? NSNumber else {
                throw ScenarioError("\(key) missing in \(object)")
            }
            return value.doubleValue
        }
        func list() throws -> [Int] {
            guard let value = object["cs"] as? [Int] else {
                throw ScenarioError("cs missing in \(object)")
            }
            return value
        }
        switch object["op"] as? String {
        case "add":
            let expect = object["expect"] as? String
            if let expect, expect != "ok" && expect != "unsatisfiable" {
                throw ScenarioError("unknown expectation \(expect)")
            }
            return .add(try int("c"), expectOK: expect.map { $0 == "ok" })
        case "addBatch": return .addBatch(try list())
        case "remove": return .remove(try int("c"))
        case "removeBatch": return .removeBatch(try list())
        case "setConstant": return .setConstant(try int("c"), try double("constant"))
        case "addEdit":
            return .addEdit(
                variable: try int("var"), level: try double("level"), weight: try double("weight"))
        case "suggest": return .suggest(variable: try int("var"), value: try double("value"))
        case "removeEdit": return .removeEdit(variable: try int("var"))
        case "reset": return .reset
        case "check": return .check
        default: throw ScenarioError("unknown op in \(object)")
        }
    }
}

/// A malformed scenario file.
struct ScenarioError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
