// The oracle's own description of a constraint system: plain indices and Doubles, no types
// shared with PlumbSolver.

/// How `Σ coefficient · x + constant` must relate to zero.
public enum OracleRelation: String, Hashable, Sendable {
    /// `<= 0`.
    case lessOrEqual = "<="
    /// `== 0`.
    case equal = "=="
    /// `>= 0`.
    case greaterOrEqual = ">="
}

/// Required, or optional at a lexicographic level (higher is stronger) with a weight inside it.
public enum OracleStrength: Hashable, Sendable, CustomStringConvertible {
    /// Must hold.
    case required
    /// Minimised at `level` (finite, > 0; higher is stronger), its violation times `weight`
    /// (finite, > 0).
    case optional(level: Double, weight: Double)

    /// `required` or `level L weight W`.
    public var description: String {
        switch self {
        case .required: return "required"
        case .optional(let level, let weight): return "level \(level) weight \(weight)"
        }
    }
}

/// One term `coefficient · x[variable]`.
public struct OracleTerm: Hashable, Sendable {
    /// The variable's index in its system.
    public var variable: Int
    /// A finite coefficient.
    public var coefficient: Double

    /// Makes `coefficient · x[variable]`.
    public init(_ variable: Int, _ coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ terms + constant  relation  0` at a strength. Every number must be finite.
public struct OracleConstraint: Hashable, Sendable, CustomStringConvertible {
    /// The terms; a variable may appear more than once (the coefficients add up).
    public var terms: [OracleTerm]
    /// The constant of the left-hand side.
    public var constant: Double
    /// How the left-hand side relates to zero.
    public var relation: OracleRelation
    /// Required or optional.
    public var strength: OracleStrength

    /// Makes `Σ terms + constant  relation  0` at `strength`.
    public init(
        _ terms: [OracleTerm], constant: Double, _ relation: OracleRelation,
        _ strength: OracleStrength
    ) {
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.strength = strength
    }

    /// True for a required constraint.
    public var isRequired: Bool { strength == .required }

    /// The exact value of the left-hand side `Σ coefficient · x + constant` at `values`.
    public func expressionValue(at values: [Rational]) -> Rational {
        var total = Rational(constant)
        for term in terms where term.coefficient != 0 {
            total += Rational(term.coefficient) * values[term.variable]
        }
        return total
    }

    /// The exact violation at `values`: |e| for `==`, max(0, e) for `<=`, max(0, -e) for
    /// `>=` (unweighted).
    public func violation(at values: [Rational]) -> Rational {
        let e = expressionValue(at: values)
        switch relation {
        case .equal: return e.magnitude
        case .lessOrEqual: return e.signum > 0 ? e : .zero
        case .greaterOrEqual: return e.signum < 0 ? -e : .zero
        }
    }

    /// The row's magnitude at `values`: `|constant| + Σ |coefficient · x|` (a Double, for
    /// scaling tolerances).
    public func magnitude(at values: [Double]) -> Double {
        terms.reduce(constant.magnitude) { $0 + ($1.coefficient * values[$1.variable]).magnitude }
    }

    /// `2*x0 - x3 + 5 <= 0 | level 10 weight 2`.
    public var description: String {
        var text = terms.map { "\($0.coefficient)*x\($0.variable)" }.joined(separator: " + ")
        if text.isEmpty { text = "0" }
        return "\(text) + \(constant) \(relation.rawValue) 0 | \(strength)"
    }
}

/// A system of constraints over `variableCount` variables `x0 … x(n-1)`, in Cassowary's
/// semantics: required constraints must hold; optional ones are minimised level by level,
/// from the highest level down, each level minimising `Σ weight · violation` over its
/// constraints without giving up anything at a higher level.
public struct OracleSystem: Hashable, Sendable {
    /// The number of variables `x0 … x(n-1)`.
    public var variableCount: Int
    /// The constraints, in any order (the order does not change the answer).
    public var constraints: [OracleConstraint]

    /// Makes a system; every term's variable must be below `variableCount`.
    public init(variableCount: Int, constraints: [OracleConstraint] = []) {
        self.variableCount = variableCount
        self.constraints = constraints
    }

    /// The distinct optional levels, highest first.
    public var levels: [Double] {
        var seen = Set<Double>()
        for constraint in constraints {
            if case .optional(let level, _) = constraint.strength { seen.insert(level) }
        }
        return seen.sorted(by: >)
    }

    /// The required constraints alone.
    public var requiredOnly: OracleSystem {
        OracleSystem(variableCount: variableCount, constraints: constraints.filter(\.isRequired))
    }

    /// The exact weighted violation of each level (in `levels` order) at `values`.
    public func weightedViolations(at values: [Double]) -> [Rational] {
        weightedViolations(at: values.map { Rational($0) })
    }

    /// The weighted violation of each level (in `levels` order) at exact `values`.
    public func weightedViolations(at exact: [Rational]) -> [Rational] {
        levels.map { level in
            var total = Rational.zero
            for constraint in constraints {
                guard case .optional(level, let weight) = constraint.strength else { continue }
                let violation = constraint.violation(at: exact)
                if !violation.isZero { total += Rational(weight) * violation }
            }
            return total
        }
    }

    /// For each level (in `levels` order), `Σ weight · magnitude(at: values)` over its
    /// constraints: the scale a floating-point result's error at that level grows with.
    public func levelMagnitudes(at values: [Double]) -> [Double] {
        levels.map { level in
            constraints.reduce(0) { total, constraint in
                guard case .optional(level, let weight) = constraint.strength else { return total }
                return total + weight * constraint.magnitude(at: values)
            }
        }
    }
}
