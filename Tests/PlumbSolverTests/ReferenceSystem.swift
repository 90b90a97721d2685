// The lexicographic (Cassowary) problem, solved exactly by ReferenceTableau. Independent of
// PlumbSolver: it has its own relation type and takes dense coefficient vectors.

/// A constraint system in Cassowary's semantics: hard required conditions, and optional goals
/// grouped into lexicographic levels (higher level first), each minimising the weighted sum of
/// its goals' violations.
struct ReferenceSystem {
    /// How `Σ coefficients·x + constant` relates to zero.
    enum Relation: Equatable {
        case lessOrEqual, equal, greaterOrEqual
    }

    /// `Σ coefficients[j]·x_j + constant  relation  0`.
    struct Condition {
        var coefficients: [Double]
        var constant: Double
        var relation: Relation

        /// How far `values` are from satisfying it: |e| for `==`, max(0, e) for `<=`,
        /// max(0, −e) for `>=`.
        func violation(at values: [Double]) -> Double {
            var e = constant
            for (j, a) in coefficients.enumerated() where a != 0 { e += a * values[j] }
            switch relation {
            case .equal: return abs(e)
            case .lessOrEqual: return max(0, e)
            case .greaterOrEqual: return max(0, -e)
            }
        }
    }

    /// An optional condition at a level, with a weight within the level.
    struct Goal {
        var condition: Condition
        var level: Double
        var weight: Double
    }

    var variableCount: Int
    var required: [Condition] = []
    var goals: [Goal] = []

    /// The distinct goal levels, highest first.
    var levels: [Double] { Array(Set(goals.map(\.level))).sorted(by: >) }

    /// The weighted violation of each level's goals at `values`, in `levels` order.
    func objectives(at values: [Double]) -> [Double] {
        levels.map { level in
            goals.filter { $0.level == level }.reduce(0) {
                $0 + $1.weight * $1.condition.violation(at: values)
            }
        }
    }

    /// The result of solving.
    enum Outcome {
        /// The required conditions cannot all hold.
        case infeasible
        /// The lexicographic optimum.
        case optimal(ReferenceOptimum)
        /// The simplex hit its pivot limit (a bug in the reference, reported rather than trapped).
        case stalled
    }

    /// Whether the required conditions can all hold (goals ignored); nil if the simplex stalled.
    func isFeasible() -> Bool? {
        var bare = self
        bare.goals = []
        switch bare.solve() {
        case .infeasible: return false
        case .optimal: return true
        case .stalled: return nil
        }
    }

    /// Solves level by level from the highest: minimises the level's weighted violation, then
    /// restricts the feasible set to that level's optimal face before the next level.
    func solve() -> Outcome {
        var program = ReferenceProgram()
        let x = (0..<variableCount).map { _ in program.addColumn(free: true) }
        func row(_ c: Condition) -> [(Int, Double)] {
            c.coefficients.enumerated().filter { $0.element != 0 }.map {
                (x[$0.offset], $0.element)
            }
        }
        for c in required {
            program.addRow(row(c), c.relation, -c.constant)
        }
        // Each goal gets error columns p, n ≥ 0: e − p + n == 0 / e − p ≤ 0 / e + n ≥ 0.
        var errorColumns: [[Int]] = []
        for goal in goals {
            let c = goal.condition
            switch c.relation {
            case .equal:
                let p = program.addColumn(free: false)
                let n = program.addColumn(free: false)
                program.addRow(row(c) + [(p, -1), (n, 1)], .equal, -c.constant)
                errorColumns.append([p, n])
            case .lessOrEqual:
                let p = program.addColumn(free: false)
                program.addRow(row(c) + [(p, -1)], .lessOrEqual, -c.constant)
                errorColumns.append([p])
            case .greaterOrEqual:
                let n = program.addColumn(free: false)
                program.addRow(row(c) + [(n, 1)], .greaterOrEqual, -c.constant)
                errorColumns.append([n])
            }
        }
        var feasible: ReferenceProgram.Feasible
        switch program.phaseOne() {
        case .feasible(let f): feasible = f
        case .infeasible: return .infeasible
        case .stalled: return .stalled
        }
        var objectives: [Double] = []
        for level in levels {
            var cost = Array(repeating: 0.0, count: feasible.tableau.columnCount)
            for (index, goal) in goals.enumerated() where goal.level == level {
                for column in errorColumns[index] {
                    for t in feasible.columns[column] where t.sign > 0 {
                        cost[t.column] += goal.weight
                    }
                }
            }
            guard case .optimal(let value) = feasible.tableau.minimize(cost) else {
                return .stalled
            }
            objectives.append(value)
            feasible.tableau.freezeNonOptimalColumns()
        }
        return .optimal(
            ReferenceOptimum(
                levels: levels, objectives: objectives, feasible: feasible, variableColumns: x))
    }
}

/// The lexicographic optimum of a `ReferenceSystem`: one optimal value per level, and the optimal
/// face (the final tableau, with every column that must stay zero frozen) for range queries.
struct ReferenceOptimum {
    /// Goal levels, highest first.
    let levels: [Double]
    /// The optimal weighted violation at each level, in `levels` order.
    let objectives: [Double]
    fileprivate let feasible: ReferenceProgram.Feasible
    fileprivate let variableColumns: [Int]

    /// One optimal point (values of the system's variables).
    var values: [Double] { variableColumns.map { feasible.value(of: $0) } }

    /// The least and greatest value `variable` takes over the lexicographically optimal face
    /// (infinite where unbounded), or nil if the simplex stalled.
    func range(of variable: Int) -> (min: Double, max: Double)? {
        var low = feasible.tableau
        var high = feasible.tableau
        var cost = Array(repeating: 0.0, count: low.columnCount)
        for t in feasible.columns[variableColumns[variable]] { cost[t.column] += t.sign }
        let minimum: Double
        switch low.minimize(cost) {
        case .optimal(let v): minimum = v
        case .unbounded: minimum = -.infinity
        case .stalled: return nil
        }
        let maximum: Double
        switch high.minimize(cost.map { -$0 }) {
        case .optimal(let v): maximum = -v
        case .unbounded: maximum = .infinity
        case .stalled: return nil
        }
        return (minimum, maximum)
    }
}

/// A linear program in general form (free or non-negative columns, rows with any relation),
/// turned into a feasible `ReferenceTableau` by phase one of the two-phase method.
struct ReferenceProgram {
    /// A tableau column standing for part of a program column: value = Σ sign · tableau column.
    struct Part {
        var column: Int
        var sign: Double
    }

    /// A feasible tableau plus the map from program columns to tableau columns.
    struct Feasible {
        var tableau: ReferenceTableau
        var columns: [[Part]]

        /// The value of program column `column` in the current basic solution.
        func value(of column: Int) -> Double {
            columns[column].reduce(0) { $0 + $1.sign * tableau.value(ofColumn: $1.column) }
        }
    }

    private var isFree: [Bool] = []
    private var rows: [(terms: [(Int, Double)], relation: ReferenceSystem.Relation, rhs: Double)] =
        []

    /// Adds a column (free, or constrained to be non-negative) and returns its index.
    mutating func addColumn(free: Bool) -> Int {
        isFree.append(free)
        return isFree.count - 1
    }

    /// Adds `Σ coefficient·column  relation  rhs`.
    mutating func addRow(
        _ terms: [(Int, Double)], _ relation: ReferenceSystem.Relation, _ rhs: Double
    ) {
        rows.append((terms, relation, rhs))
    }

    /// How phase one ended.
    enum PhaseOne {
        case feasible(Feasible)
        case infeasible
        case stalled
    }

    /// Runs phase one, finding a feasible basis unless the rows cannot all hold. A free column becomes two non-negative
    /// tableau columns (positive and negative part); inequalities get slacks; every row gets an
    /// artificial column, driven out and frozen after phase one.
    func phaseOne() -> PhaseOne {
        var columns: [[Part]] = []
        var count = 0
        for free in isFree {
            if free {
                columns.append([Part(column: count, sign: 1), Part(column: count + 1, sign: -1)])
                count += 2
            } else {
                columns.append([Part(column: count, sign: 1)])
                count += 1
            }
        }
        var slackOf: [Int?] = []
        for row in rows {
            if row.relation == .equal {
                slackOf.append(nil)
            } else {
                slackOf.append(count)
                count += 1
            }
        }
        let firstArtificial = count
        count += rows.count
        let width = count + 1
        var cells = Array(repeating: 0.0, count: rows.count * width)
        var largest = 0.0
        for (i, row) in rows.enumerated() {
            let flip: Double = row.rhs < 0 ? -1 : 1
            for (column, a) in row.terms {
                for part in columns[column] {
                    cells[i * width + part.column] += flip * a * part.sign
                }
            }
            if let slack = slackOf[i] {
                cells[i * width + slack] = flip * (row.relation == .lessOrEqual ? 1 : -1)
            }
            cells[i * width + firstArtificial + i] = 1
            cells[i * width + count] = flip * row.rhs
            largest = max(largest, abs(row.rhs))
        }
        var tableau = ReferenceTableau(
            rowCount: rows.count, columnCount: count, cells: cells,
            basis: Array(firstArtificial..<count))
        var phaseOne = Array(repeating: 0.0, count: count)
        for column in firstArtificial..<count { phaseOne[column] = 1 }
        guard case .optimal(let infeasibility) = tableau.minimize(phaseOne) else { return .stalled }
        if infeasibility > 1e-7 * (1 + largest) { return .infeasible }
        tableau.expel(Set(firstArtificial..<count))
        return .feasible(Feasible(tableau: tableau, columns: columns))
    }
}
