// The lexicographic driver: turns an OracleSystem into one exact LP, finds a feasible basis
// (phase one), then minimises each optional level in turn with the stronger levels' optima
// frozen.

/// What the oracle says about a system.
public enum OracleOutcome: Sendable {
    /// The required constraints cannot all hold.
    case infeasible
    /// The required constraints hold; the lexicographic optimum.
    case optimal(LexicographicOptimum)
}

/// The exact lexicographic optimum of a system.
public struct LexicographicOptimum: Sendable {
    /// The optional levels, highest first.
    public let levels: [Double]
    /// The least weighted violation of each level (same order), given that every stronger
    /// level keeps its own optimum.
    public let optima: [Rational]
    /// The optimal point of least `Σ |x_j|` (values of `x0 … x(n-1)`): a fair reference for
    /// the magnitudes a solution needs (another optimal vertex may lie arbitrarily far out
    /// along a direction that no level cares about).
    public let values: [Rational]
}

extension OracleSystem {
    /// Solves the system exactly: feasibility of the required constraints, then the optimum
    /// of each optional level from the highest down. Traps on a term whose variable is out of
    /// range (a bug in the test that built the system).
    public func solve() -> OracleOutcome {
        var program = LexicographicProgram(self)
        guard program.findFeasibleBasis() else { return .infeasible }
        var optima: [Rational] = []
        for level in levels {
            let optimum = program.minimize(level: level)
            program.keepLevel(atMost: optimum)
            optima.append(optimum)
        }
        program.minimizeNorm()
        return .optimal(
            LexicographicOptimum(levels: levels, optima: optima, values: program.values()))
    }

    /// True when the required constraints can all hold (optional ones are ignored), with
    /// every variable within `±valueBound` when one is given.
    ///
    /// A bound tells "infeasible" from "feasible only out where no Double holds a layout
    /// value": rows parallel to within rounding, such as `x + 0.1·y` and `10·x + y` (0.1 is
    /// not 1/10 in binary), are exactly feasible at values near 1e20, which a solver in
    /// floating point rightly takes for a conflict.
    public func isRequiredFeasible(valueBound: Double? = nil) -> Bool {
        var system = requiredOnly
        if let valueBound {
            for variable in 0..<variableCount {
                system.constraints.append(
                    OracleConstraint(
                        [OracleTerm(variable, 1)], constant: -valueBound, .lessOrEqual, .required))
                system.constraints.append(
                    OracleConstraint(
                        [OracleTerm(variable, 1)], constant: valueBound, .greaterOrEqual, .required)
                )
            }
        }
        var program = LexicographicProgram(system)
        return program.findFeasibleBasis()
    }
}

/// The LP behind `OracleSystem.solve()`, driven one level at a time: `findFeasibleBasis()`,
/// then for each level (highest first) `minimize(level:)` and `keepLevel(atMost:)`. A
/// checker that compares a floating-point solution level by level can keep each level at
/// what that solution achieved (a little above the optimum) instead of the exact optimum.
///
/// Every constraint becomes an equality row over the free variables `x` and non-negative
/// columns: `e + s == 0` (required `<=`, slack s), `e - s == 0` (required `>=`), `e == 0`
/// (required `==`); optional `<=`: `e + s - p == 0`, cost `weight · p`; optional `>=`:
/// `e - s + n == 0`, cost `weight · n`; optional `==`: `e - p + n == 0`, cost
/// `weight · (p + n)`. The free variables are eliminated first by Gauss–Jordan (each takes
/// one row, which then only defines its value), leaving `A y == b, y >= 0` for the simplex.
public struct LexicographicProgram {
    private let system: OracleSystem
    private let freeCount: Int
    /// Rows that define a free variable (eliminated), by variable; nil for a variable no
    /// remaining row constrains (it is set to 0).
    private var definitions: [RationalRow?]
    /// Per non-negative column (indexed from 0 after the free columns): the cost's level
    /// and weight, if it is an error column.
    private var costs: [(level: Double, weight: Rational)?] = []
    private var rows: [RationalRow] = []
    private var simplex: ExactSimplex?
    private var lastOptimum: Rational?
    /// The columns `p_j`, `n_j` with `x_j == p_j - n_j`, once `minimizeNorm()` ran.
    private var normParts: [Int: (positive: Int, negative: Int)]?

    /// Builds the LP of `system` (no work on it yet).
    public init(_ system: OracleSystem) {
        self.system = system
        freeCount = system.variableCount
        definitions = Array(repeating: nil, count: freeCount)
        var nonNegative = 0
        var layouts: [[(column: Int, sign: Int)]] = []
        for constraint in system.constraints {
            var columns: [(column: Int, sign: Int)] = []
            func add(_ sign: Int, cost: Bool) {
                columns.append((nonNegative, sign))
                if cost, case .optional(let level, let weight) = constraint.strength {
                    costs.append((level, Rational(weight)))
                } else {
                    costs.append(nil)
                }
                nonNegative += 1
            }
            switch (constraint.relation, constraint.isRequired) {
            case (.lessOrEqual, true): add(1, cost: false)
            case (.greaterOrEqual, true): add(-1, cost: false)
            case (.equal, true): break
            case (.lessOrEqual, false):
                add(1, cost: false)
                add(-1, cost: true)
            case (.greaterOrEqual, false):
                add(-1, cost: false)
                add(1, cost: true)
            case (.equal, false):
                add(-1, cost: true)
                add(1, cost: true)
            }
            layouts.append(columns)
        }
        let width = freeCount + nonNegative + 1
        for (constraint, columns) in zip(system.constraints, layouts) {
            var row = [Rational](repeating: .zero, count: width)
            for term in constraint.terms where term.coefficient != 0 {
                precondition(
                    term.variable >= 0 && term.variable < freeCount, "term variable out of range")
                row[term.variable] += Rational(term.coefficient)
            }
            for (column, sign) in columns { row[freeCount + column] = Rational(sign) }
            row[width - 1] = -Rational(constraint.constant)
            rows.append(RationalRow(row))
        }
    }

    /// Eliminates the free variables, then runs phase one. False when the required
    /// constraints cannot all hold.
    public mutating func findFeasibleBasis() -> Bool {
        var remaining = rows
        var defining: [(variable: Int, row: RationalRow)] = []
        for variable in 0..<freeCount {
            guard let pivotRow = remaining.firstIndex(where: { !$0.isZero(at: variable) }) else {
                continue
            }
            var row = remaining.remove(at: pivotRow)
            row.divide(byEntryAt: variable)
            for i in remaining.indices { remaining[i].eliminate(column: variable, using: row) }
            for i in defining.indices { defining[i].row.eliminate(column: variable, using: row) }
            defining.append((variable, row))
        }
        for (variable, row) in defining { definitions[variable] = row }

        // Phase one over the non-negative columns, with an artificial column for each row
        // that has no column of its own to start the basis with.
        let columnCount = costs.count
        var tableauRows: [RationalRow] = []
        var basis: [Int] = []
        var needsArtificial: [Int] = []
        // A column that only one row mentions can start the basis in that row.
        var occurrences = [Int](repeating: 0, count: columnCount)
        for row in remaining {
            for column in 0..<columnCount where !row.isZero(at: freeCount + column) {
                occurrences[column] += 1
            }
        }
        for full in remaining {
            // The free columns are zero in the rows that remain.
            var row = RationalRow(
                numerators: Array(full.numerators[freeCount...]), denominator: full.denominator)
            if row.signum(at: columnCount) < 0 { row.negate() }
            let own = (0..<columnCount).first { column in
                row.signum(at: column) > 0 && occurrences[column] == 1
            }
            if let own {
                row.divide(byEntryAt: own)
                basis.append(own)
            } else {
                basis.append(-1)
                needsArtificial.append(tableauRows.count)
            }
            tableauRows.append(row)
        }
        let total = columnCount + needsArtificial.count
        for i in tableauRows.indices {
            tableauRows[i].insertZeros(needsArtificial.count, at: columnCount)
        }
        for (k, i) in needsArtificial.enumerated() {
            tableauRows[i].set(.one, at: columnCount + k)
            basis[i] = columnCount + k
        }
        var tableau = ExactSimplex(rows: tableauRows, basis: basis, columnCount: total)
        if !needsArtificial.isEmpty {
            var cost = [Rational](repeating: .zero, count: total)
            for k in needsArtificial.indices { cost[columnCount + k] = .one }
            guard let infeasibility = tableau.minimize(cost), infeasibility.isZero else {
                return false
            }
            tableau.expel(Set(columnCount..<total))
        }
        simplex = tableau
        return true
    }

    /// Minimises the weighted violation of `level` on the current optimal face and returns
    /// the optimum; `keepLevel(atMost:)` must follow before the next level.
    public mutating func minimize(level: Double) -> Rational {
        guard var tableau = simplex else {
            preconditionFailure("minimize before findFeasibleBasis")
        }
        var cost = [Rational](repeating: .zero, count: tableau.columnCount)
        for (column, entry) in costs.enumerated() where entry?.level == level {
            cost[column] = entry!.weight
        }
        // Costs are non-negative on non-negative columns, so the minimum exists.
        guard let optimum = tableau.minimize(cost) else {
            preconditionFailure("unbounded level objective")
        }
        simplex = tableau
        lastOptimum = optimum
        return optimum
    }

    /// Restricts the feasible set to the points where the level just minimised has a weighted
    /// violation of at most `bound` (not below its optimum): the optimal face itself when
    /// `bound` is the optimum (columns with a positive reduced cost frozen, which is the
    /// same as the equality `objective == optimum`), else a new row `objective <= bound`.
    public mutating func keepLevel(atMost bound: Rational) {
        guard var tableau = simplex, let optimum = lastOptimum else {
            preconditionFailure("keepLevel(atMost:) without minimize(level:)")
        }
        if bound == optimum {
            tableau.freezeOptimalFace()
        } else {
            tableau.restrictLastObjective(optimum: optimum, atMost: bound)
        }
        simplex = tableau
        lastOptimum = nil
    }

    /// After the last level, moves to the point of the optimal face with the least
    /// `Σ |x_j|` over the variables: each variable gets a row `x_j == p_j - n_j` and the
    /// simplex minimises `Σ (p_j + n_j)`.
    public mutating func minimizeNorm() {
        guard var tableau = simplex else {
            preconditionFailure("minimizeNorm before findFeasibleBasis")
        }
        let nonNegative = costs.count
        var parts: [Int: (positive: Int, negative: Int)] = [:]
        for variable in 0..<freeCount {
            guard let row = definitions[variable] else { continue }
            // x = rhs - Σ a·y, so Σ a·y + (p - n) == rhs.
            var numerators = Array(row.numerators[freeCount..<(freeCount + nonNegative)])
            numerators += repeatElement(.zero, count: tableau.columnCount - nonNegative)
            numerators.append(row.numerators[freeCount + nonNegative])
            parts[variable] = tableau.appendSplitRow(
                RationalRow(numerators: numerators, denominator: row.denominator))
        }
        var cost = [Rational](repeating: .zero, count: tableau.columnCount)
        for (positive, negative) in parts.values {
            cost[positive] = .one
            cost[negative] = .one
        }
        _ = tableau.minimize(cost)
        simplex = tableau
        normParts = parts
    }

    /// The free variables' values at the current basic solution.
    public func values() -> [Rational] {
        guard let tableau = simplex else { return [] }
        if let normParts {
            return (0..<freeCount).map { variable in
                guard let (positive, negative) = normParts[variable] else { return .zero }
                return tableau.value(ofColumn: positive) - tableau.value(ofColumn: negative)
            }
        }
        let y = (0..<costs.count).map { tableau.value(ofColumn: $0) }
        return (0..<freeCount).map { variable in
            guard let row = definitions[variable] else { return .zero }
            // x = rhs - Σ a·y over the non-negative columns (other free columns are 0 here
            // or already eliminated).
            var value = row[freeCount + costs.count]
            for column in 0..<costs.count where !row.isZero(at: freeCount + column) {
                value -= row[freeCount + column] * y[column]
            }
            return value
        }
    }
}
