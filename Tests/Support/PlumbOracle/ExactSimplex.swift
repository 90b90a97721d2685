// A dense simplex tableau over exact rationals with Bland's rule. No tolerances anywhere:
// every sign test is exact, so the answer is the LP's true answer.

/// A feasible simplex tableau `A y = b, y >= 0` in canonical form: each row has one basic
/// column (coefficient 1, zero in every other row) and a non-negative right-hand side.
///
/// `minimize(_:)` uses Bland's rule (lowest-index entering column with a negative reduced
/// cost; among the rows of minimum ratio, the one whose basic column has the lowest index),
/// which cannot cycle, so every minimisation ends. Columns marked `frozen` never enter the
/// basis: they stay at zero.
struct ExactSimplex {
    /// `rows[i]` holds `columnCount` coefficients followed by the right-hand side.
    private(set) var rows: [[Rational]]
    /// The basic column of each row.
    private(set) var basis: [Int]
    /// Columns held at zero (never chosen to enter).
    var frozen: [Bool]
    private(set) var columnCount: Int
    /// Reduced costs of the last objective minimised (`columnCount` entries).
    private(set) var reducedCosts: [Rational] = []
    /// How many pivots this tableau has made.
    private(set) var pivotCount = 0

    /// A tableau from rows already in canonical form for `basis` (checked).
    init(rows: [[Rational]], basis: [Int], columnCount: Int) {
        precondition(rows.count == basis.count)
        for (i, row) in rows.enumerated() {
            precondition(row.count == columnCount + 1 && row[columnCount].signum >= 0)
            precondition(row[basis[i]] == .one)
        }
        self.rows = rows
        self.basis = basis
        self.columnCount = columnCount
        self.frozen = Array(repeating: false, count: columnCount)
    }

    /// The value of `column` at the current basic solution.
    func value(ofColumn column: Int) -> Rational {
        guard let row = basis.firstIndex(of: column) else { return .zero }
        return rows[row][columnCount]
    }

    /// `cost · y` at the current basic solution.
    func objectiveValue(_ cost: [Rational]) -> Rational {
        var total = Rational.zero
        for (i, column) in basis.enumerated() where !cost[column].isZero {
            total += cost[column] * rows[i][columnCount]
        }
        return total
    }

    /// Minimises `cost · y` from the current feasible basis. Returns the optimum, or nil when
    /// the objective is unbounded below.
    mutating func minimize(_ cost: [Rational]) -> Rational? {
        precondition(cost.count == columnCount)
        computeReducedCosts(cost)
        while true {
            guard
                let entering = (0..<columnCount).first(where: {
                    !frozen[$0] && reducedCosts[$0].signum < 0
                })
            else { return objectiveValue(cost) }
            var leaving = -1
            var best = Rational.zero
            for i in rows.indices where rows[i][entering].signum > 0 {
                let ratio = rows[i][columnCount] / rows[i][entering]
                if leaving < 0 || ratio < best || (ratio == best && basis[i] < basis[leaving]) {
                    leaving = i
                    best = ratio
                }
            }
            if leaving < 0 { return nil }
            pivot(row: leaving, column: entering)
        }
    }

    /// After `minimize(_:)` returned an optimum, freezes every nonbasic column with a positive
    /// reduced cost. At any feasible point the objective equals the optimum plus
    /// `Σ reducedCost_j · y_j` over those columns, so the points that keep the optimum are
    /// exactly those where they are zero: freezing them is the same as adding the equality
    /// `cost · y == optimum`.
    mutating func freezeOptimalFace() {
        let basic = Set(basis)
        for column in 0..<columnCount
        where !basic.contains(column) && reducedCosts[column].signum > 0 {
            frozen[column] = true
        }
    }

    /// After `minimize(cost)` returned `optimum`, restricts the feasible set to
    /// `cost · y <= bound` (`bound >= optimum`) with a new slack column: at any feasible point
    /// `cost · y` is the optimum plus `Σ reducedCost_j · y_j`, so the new row in canonical
    /// form is `Σ reducedCost_j · y_j + slack == bound - optimum`, with the slack basic.
    mutating func restrictLastObjective(optimum: Rational, atMost bound: Rational) {
        precondition(bound >= optimum && reducedCosts.count == columnCount)
        for i in rows.indices { rows[i].insert(.zero, at: columnCount) }
        var row = reducedCosts
        row.append(.one)
        row.append(bound - optimum)
        rows.append(row)
        basis.append(columnCount)
        frozen.append(false)
        reducedCosts.append(.zero)
        columnCount += 1
    }

    /// Adds the row `coefficients · y + p - n == rhs` with two new columns p, n >= 0 (so
    /// `p - n` is a free quantity equal to `rhs - coefficients · y`) and returns them. The row
    /// is brought to canonical form and made basic in p or n, whichever keeps its
    /// right-hand side non-negative. Invalidates the reduced costs.
    mutating func appendSplitRow(_ coefficients: [Rational], rhs: Rational) -> (
        positive: Int, negative: Int
    ) {
        precondition(coefficients.count == columnCount)
        var row = coefficients
        row.append(rhs)
        for (i, column) in basis.enumerated() where !row[column].isZero {
            let factor = row[column]
            for j in 0...columnCount where !rows[i][j].isZero { row[j] -= factor * rows[i][j] }
        }
        for i in rows.indices { rows[i].insert(contentsOf: [.zero, .zero], at: columnCount) }
        let positive = columnCount
        let negative = columnCount + 1
        var right = row.removeLast()
        row += [.one, -.one]
        var basic = positive
        if right.signum < 0 {
            row = row.map { -$0 }
            right = -right
            basic = negative
        }
        row.append(right)
        rows.append(row)
        basis.append(basic)
        frozen += [false, false]
        columnCount += 2
        reducedCosts = []
        return (positive, negative)
    }

    /// Pivots every basic column in `columns` (at value zero) out of the basis where another
    /// unfrozen column can replace it, drops the rows where none can (they are redundant),
    /// then freezes `columns`. Used to discard phase one's artificial columns.
    mutating func expel(_ columns: Set<Int>) {
        var i = 0
        while i < rows.count {
            if columns.contains(basis[i]) {
                precondition(
                    rows[i][columnCount].isZero, "expelling a basic column that is not zero")
                if let column = (0..<columnCount).first(where: {
                    !columns.contains($0) && !frozen[$0] && !rows[i][$0].isZero
                }) {
                    pivot(row: i, column: column)
                } else {
                    rows.remove(at: i)
                    basis.remove(at: i)
                    continue
                }
            }
            i += 1
        }
        for column in columns { frozen[column] = true }
    }

    /// Makes `column` basic in `row` by Gauss–Jordan elimination.
    mutating func pivot(row pivotRow: Int, column: Int) {
        let pivot = rows[pivotRow][column]
        precondition(!pivot.isZero)
        if pivot != .one {
            for j in 0...columnCount where !rows[pivotRow][j].isZero {
                rows[pivotRow][j] = rows[pivotRow][j] / pivot
            }
        }
        let nonzero = (0...columnCount).filter { !rows[pivotRow][$0].isZero }
        for i in rows.indices where i != pivotRow {
            let factor = rows[i][column]
            if factor.isZero { continue }
            for j in nonzero { rows[i][j] -= factor * rows[pivotRow][j] }
        }
        if !reducedCosts.isEmpty {
            let factor = reducedCosts[column]
            if !factor.isZero {
                for j in nonzero where j < columnCount {
                    reducedCosts[j] -= factor * rows[pivotRow][j]
                }
            }
        }
        basis[pivotRow] = column
        pivotCount += 1
    }

    private mutating func computeReducedCosts(_ cost: [Rational]) {
        reducedCosts = cost
        for (i, column) in basis.enumerated() where !cost[column].isZero {
            let c = cost[column]
            for j in 0..<columnCount where !rows[i][j].isZero { reducedCosts[j] -= c * rows[i][j] }
        }
    }
}
