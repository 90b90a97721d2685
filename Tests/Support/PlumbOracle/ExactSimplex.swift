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
    private(set) var rows: [RationalRow]
    /// The basic column of each row.
    private(set) var basis: [Int]
    /// Columns held at zero (never chosen to enter).
    var frozen: [Bool]
    private(set) var columnCount: Int
    /// The objective row of the last objective minimised: its reduced costs
    /// (`columnCount` entries), then minus its value at the current basic solution.
    private var objective: RationalRow?
    /// How many pivots this tableau has made.
    private(set) var pivotCount = 0

    /// A tableau from rows already in canonical form for `basis` (checked).
    init(rows: [RationalRow], basis: [Int], columnCount: Int) {
        precondition(rows.count == basis.count)
        for (i, row) in rows.enumerated() {
            precondition(row.count == columnCount + 1 && row.signum(at: columnCount) >= 0)
            precondition(row.isOne(at: basis[i]))
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

    /// Minimises `cost · y` from the current feasible basis. Returns the optimum, or nil when
    /// the objective is unbounded below.
    mutating func minimize(_ cost: [Rational]) -> Rational? {
        precondition(cost.count == columnCount)
        var objective = RationalRow(cost + [.zero])
        for (i, column) in basis.enumerated() where !objective.isZero(at: column) {
            objective.eliminate(column: column, using: rows[i])
        }
        self.objective = objective
        while true {
            guard
                let entering = (0..<columnCount).first(where: {
                    !frozen[$0] && self.objective!.signum(at: $0) < 0
                })
            else { return -self.objective![columnCount] }
            var leaving = -1
            for i in rows.indices where rows[i].signum(at: entering) > 0 {
                if leaving < 0 {
                    leaving = i
                    continue
                }
                let order = rows[i].compareRatio(columnCount, entering, with: rows[leaving])
                if order < 0 || (order == 0 && basis[i] < basis[leaving]) { leaving = i }
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
        guard let objective else { preconditionFailure("freezeOptimalFace before minimize") }
        let basic = Set(basis)
        for column in 0..<columnCount
        where !basic.contains(column) && objective.signum(at: column) > 0 {
            frozen[column] = true
        }
    }

    /// After `minimize(cost)` returned `optimum`, restricts the feasible set to
    /// `cost · y <= bound` (`bound >= optimum`) with a new slack column: at any feasible point
    /// `cost · y` is the optimum plus `Σ reducedCost_j · y_j`, so the new row in canonical
    /// form is `Σ reducedCost_j · y_j + slack == bound - optimum`, with the slack basic.
    mutating func restrictLastObjective(optimum: Rational, atMost bound: Rational) {
        guard var row = objective, bound >= optimum else {
            preconditionFailure("restrictLastObjective without an optimum at most the bound")
        }
        for i in rows.indices { rows[i].insertZeros(1, at: columnCount) }
        row.insertZeros(1, at: columnCount)
        objective!.insertZeros(1, at: columnCount)
        row.set(.one, at: columnCount)
        row.set(bound - optimum, at: columnCount + 1)
        rows.append(row)
        basis.append(columnCount)
        frozen.append(false)
        columnCount += 1
    }

    /// Adds the row `coefficients · y + p - n == rhs` with two new columns p, n >= 0 (so
    /// `p - n` is a free quantity equal to `rhs - coefficients · y`) and returns them.
    /// `row` holds the coefficients of the current columns, then `rhs`. The row is brought
    /// to canonical form and made basic in p or n, whichever keeps its right-hand side
    /// non-negative. Invalidates the reduced costs.
    mutating func appendSplitRow(_ row: RationalRow) -> (positive: Int, negative: Int) {
        precondition(row.count == columnCount + 1)
        var row = row
        for (i, column) in basis.enumerated() where !row.isZero(at: column) {
            row.eliminate(column: column, using: rows[i])
        }
        for i in rows.indices { rows[i].insertZeros(2, at: columnCount) }
        let positive = columnCount
        let negative = columnCount + 1
        row.insertZeros(2, at: columnCount)
        row.set(.one, at: positive)
        row.set(-.one, at: negative)
        var basic = positive
        if row.signum(at: columnCount + 2) < 0 {
            row.negate()
            basic = negative
        }
        rows.append(row)
        basis.append(basic)
        frozen += [false, false]
        columnCount += 2
        objective = nil
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
                    rows[i].isZero(at: columnCount), "expelling a basic column that is not zero")
                if let column = (0..<columnCount).first(where: {
                    !columns.contains($0) && !frozen[$0] && !rows[i].isZero(at: $0)
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
        rows[pivotRow].divide(byEntryAt: column)
        let pivot = rows[pivotRow]
        for i in rows.indices where i != pivotRow && !rows[i].isZero(at: column) {
            rows[i].eliminate(column: column, using: pivot)
        }
        if objective?.isZero(at: column) == false {
            objective!.eliminate(column: column, using: pivot)
        }
        basis[pivotRow] = column
        pivotCount += 1
    }
}
