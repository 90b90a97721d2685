// An independent dense simplex used only to check PlumbSolver. It shares no code and no types
// with the solver: textbook tableau, Bland's rule, plain doubles with explicit tolerances.

/// A dense simplex tableau over non-negative columns, minimising one cost vector at a time with
/// Bland's rule (lowest-index entering column, lowest-index leaving basic column on ties), so it
/// never cycles. Columns marked `frozen` are held at zero: they never enter the basis.
struct ReferenceTableau {
    /// How a minimisation ended.
    enum Outcome: Equatable {
        /// Optimal, with this objective value.
        case optimal(Double)
        /// The objective decreases without bound on the feasible set.
        case unbounded
        /// The pivot limit was reached (should not happen with Bland's rule; reported, not trapped).
        case stalled
    }

    /// Entries this small count as zero when choosing pivots and signs of reduced costs.
    static let epsilon = 1e-9

    let rowCount: Int
    let columnCount: Int
    /// Row-major, `rowCount × (columnCount + 1)`; the last entry of each row is its right-hand side.
    private var cells: [Double]
    /// Reduced costs of the current objective; the last entry is minus the objective value.
    private var reduced: [Double]
    /// The basic column of each row.
    private(set) var basis: [Int]
    /// Columns that may not enter the basis (artificials after phase one, and columns fixed at
    /// zero by a higher lexicographic level).
    var frozen: [Bool]

    /// A tableau whose `basis` columns already form an identity in `cells` and whose right-hand
    /// sides are non-negative.
    init(rowCount: Int, columnCount: Int, cells: [Double], basis: [Int]) {
        precondition(cells.count == rowCount * (columnCount + 1) && basis.count == rowCount)
        self.rowCount = rowCount
        self.columnCount = columnCount
        self.cells = cells
        self.reduced = Array(repeating: 0, count: columnCount + 1)
        self.basis = basis
        self.frozen = Array(repeating: false, count: columnCount)
    }

    private var width: Int { columnCount + 1 }

    /// The entry at `row`, `column` (`column == columnCount` is the right-hand side).
    func entry(_ row: Int, _ column: Int) -> Double { cells[row * width + column] }

    /// The value of `column` in the current basic solution.
    func value(ofColumn column: Int) -> Double {
        guard let row = basis.firstIndex(of: column) else { return 0 }
        return entry(row, columnCount)
    }

    /// The reduced cost of `column` under the last minimised objective.
    func reducedCost(_ column: Int) -> Double { reduced[column] }

    /// Minimises `cost · x` over the feasible set from the current (feasible) basis.
    mutating func minimize(_ cost: [Double], pivotLimit: Int = 100_000) -> Outcome {
        precondition(cost.count == columnCount)
        for column in 0...columnCount {
            var sum = column < columnCount ? cost[column] : 0
            for row in 0..<rowCount { sum -= cost[basis[row]] * entry(row, column) }
            reduced[column] = sum
        }
        for row in 0..<rowCount { reduced[basis[row]] = 0 }
        var pivots = 0
        while true {
            var entering = -1
            for column in 0..<columnCount where !frozen[column] && reduced[column] < -Self.epsilon {
                entering = column
                break
            }
            if entering < 0 { return .optimal(-reduced[columnCount]) }
            var leaving = -1
            var best = Double.infinity
            for row in 0..<rowCount {
                let a = entry(row, entering)
                guard a > Self.epsilon else { continue }
                let ratio = max(0, entry(row, columnCount)) / a
                let tie = 1e-12 * (1 + ratio)
                if leaving < 0 || ratio < best - tie {
                    best = ratio
                    leaving = row
                } else if ratio <= best + tie && basis[row] < basis[leaving] {
                    best = min(best, ratio)
                    leaving = row
                }
            }
            if leaving < 0 { return .unbounded }
            pivot(row: leaving, column: entering)
            pivots += 1
            if pivots > pivotLimit { return .stalled }
        }
    }

    /// Makes `column` basic in `row` by Gauss–Jordan elimination, updating the reduced costs too.
    mutating func pivot(row pivotRow: Int, column pivotColumn: Int) {
        let width = self.width
        let rowCount = self.rowCount
        reduced.withUnsafeMutableBufferPointer { reduced in
            cells.withUnsafeMutableBufferPointer { cells in
                let base = pivotRow * width
                let p = cells[base + pivotColumn]
                for j in 0..<width { cells[base + j] /= p }
                cells[base + pivotColumn] = 1
                for i in 0..<rowCount where i != pivotRow {
                    let rowBase = i * width
                    let factor = cells[rowBase + pivotColumn]
                    if factor == 0 { continue }
                    for j in 0..<width {
                        let updated = cells[rowBase + j] - factor * cells[base + j]
                        cells[rowBase + j] = abs(updated) < 1e-13 ? 0 : updated
                    }
                    cells[rowBase + pivotColumn] = 0
                }
                let factor = reduced[pivotColumn]
                if factor != 0 {
                    for j in 0..<width { reduced[j] -= factor * cells[base + j] }
                    reduced[pivotColumn] = 0
                }
            }
        }
        basis[pivotRow] = pivotColumn
    }

    /// Moves every basic column in `columns` out of the basis where some other unfrozen column
    /// can replace it (rows where none can are redundant and keep it at zero), then freezes them.
    mutating func expel(_ columns: Set<Int>) {
        for row in 0..<rowCount where columns.contains(basis[row]) {
            for column in 0..<columnCount
            where !columns.contains(column) && !frozen[column] && abs(entry(row, column)) > 1e-7 {
                pivot(row: row, column: column)
                break
            }
        }
        for column in columns { frozen[column] = true }
    }

    /// After an optimal `minimize`, freezes every non-basic column whose reduced cost is positive:
    /// the optimal face is exactly where those columns are zero.
    mutating func freezeNonOptimalColumns() {
        let basic = Set(basis)
        for column in 0..<columnCount
        where !basic.contains(column) && reduced[column] > Self.epsilon {
            frozen[column] = true
        }
    }
}
