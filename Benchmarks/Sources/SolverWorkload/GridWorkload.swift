import PlumbSolver

/// GRID-N or INDEP-N from `shared/SOLVER.md`, on a `PlumbSolver.Solver`, phase by phase.
///
/// `build` makes the variables and constraints and adds them one by one (as kiwi's driver
/// does); each other phase is one method, and `check()` compares every variable with the
/// closed-form optimum. Phases change the expected values they leave behind, so `check()`
/// may be called after any of them. Every method throws `WorkloadFailure` rather than
/// trapping when the solver refuses a call.
public final class GridWorkload {
    /// The workload's shape.
    public let layout: GridLayout
    /// The number of views N (a positive multiple of 10).
    public let count: Int
    /// The solver holding the system.
    public let solver: Solver
    /// Every constraint of the system, in the order it was added.
    public private(set) var constraints: [Constraint] = []

    private let window = Variable("W")
    private var rowWidths: [Variable] = []
    private var x: [Variable] = []
    private var y: [Variable] = []
    private var w: [Variable] = []
    private var h: [Variable] = []
    /// The N weak `w_i == 100` constraints (removed and re-added by two phases).
    private var weak: [Constraint] = []
    /// Per row, the required `x_{10r} == 10` constraint that the constant phase moves.
    private var rowStarts: [Constraint] = []
    /// Per row, how far the constant phase has moved the row's first view right.
    private var rowOffsets: [Double]
    /// The window width last suggested.
    private var suggestedWindow = 1200.0

    /// The number of rows, N / 10.
    public var rows: Int { count / 10 }

    /// Builds the system: the **build** phase of SOLVER.md (make the variables and
    /// constraints, add the edit variable `W` at strong, suggest 1200, add every constraint
    /// one by one, update the variables).
    ///
    /// `made` is called once the variables and constraint objects exist, before the first
    /// solver call, so that a driver can time the two halves of the build apart.
    ///
    /// Throws `WorkloadFailure` if `count` is not a positive multiple of 10, or if the
    /// solver refuses a call.
    public init(
        _ layout: GridLayout, count: Int, batch: Bool = false, made: () -> Void = {}
    ) throws(WorkloadFailure) {
        guard count > 0, count % 10 == 0 else {
            throw WorkloadFailure("N must be a positive multiple of 10, got \(count)")
        }
        self.layout = layout
        self.count = count
        self.solver = Solver()
        self.rowOffsets = Array(repeating: 0, count: count / 10)
        makeConstraints()
        made()
        try call("build") { () throws(SolverError) in
            try solver.addEditVariable(window, strength: .strong)
            try solver.suggestValue(1200, for: window)
            if batch {
                try solver.add(constraints)
            } else {
                for constraint in constraints { try solver.add(constraint) }
            }
        }
        solver.updateVariables()
    }

    private func makeConstraints() {
        x.reserveCapacity(count)
        y.reserveCapacity(count)
        w.reserveCapacity(count)
        h.reserveCapacity(count)
        constraints.reserveCapacity(count * 62 / 10 + rows)
        weak.reserveCapacity(count)
        rowStarts.reserveCapacity(rows)
        for i in 0..<count {
            let (r, c) = (i / 10, i % 10)
            let xi = Variable(), yi = Variable(), wi = Variable(), hi = Variable()
            x.append(xi)
            y.append(yi)
            w.append(wi)
            h.append(hi)
            var rowWidth = window
            if layout == .indep {
                if c == 0 {
                    let width = Variable()
                    rowWidths.append(width)
                    add(LinearExpression([Term(width)], constant: -1200), .equal, .required)
                }
                rowWidth = rowWidths[r]
            }
            // 1. x_i == 10, or x_i == x_{i-1} + w_{i-1} + 10
            if c == 0 {
                rowStarts.append(add(LinearExpression([Term(xi)], constant: -10), .equal, .required))
            } else {
                add(
                    LinearExpression([Term(xi), Term(x[i - 1], -1), Term(w[i - 1], -1)], constant: -10),
                    .equal, .required)
            }
            // 2. w_i >= 20
            add(LinearExpression([Term(wi)], constant: -20), .greaterThanOrEqual, .required)
            // 3. weak w_i == 100
            weak.append(add(LinearExpression([Term(wi)], constant: -100), .equal, .weak))
            // 4. strong w_i == w_{i-1}
            if c > 0 {
                add(LinearExpression([Term(wi), Term(w[i - 1], -1)]), .equal, .strong)
            }
            if c == 9 {
                // 5. required x_i + w_i + 10 <= W;  6. medium x_i + w_i + 10 == W
                let right = LinearExpression([Term(xi), Term(wi), Term(rowWidth, -1)], constant: 10)
                add(right, .lessThanOrEqual, .required)
                add(right, .equal, .medium)
            }
            // 7. y_i == 10, or y_i == y_{i-10} + h_{i-10} + 8
            if r == 0 {
                add(LinearExpression([Term(yi)], constant: -10), .equal, .required)
            } else {
                add(
                    LinearExpression([Term(yi), Term(y[i - 10], -1), Term(h[i - 10], -1)], constant: -8),
                    .equal, .required)
            }
            // 8. h_i == 30
            add(LinearExpression([Term(hi)], constant: -30), .equal, .required)
        }
    }

    @discardableResult
    private func add(_ expression: LinearExpression, _ relation: Relation, _ strength: Strength) -> Constraint {
        let constraint = Constraint(expression, relation, strength: strength)
        constraints.append(constraint)
        return constraint
    }

    private func call(_ phase: String, _ body: () throws(SolverError) -> Void) throws(WorkloadFailure) {
        do throws(SolverError) {
            try body()
        } catch {
            throw WorkloadFailure("\(layout.rawValue)-\(count) \(phase): solver error \(error)")
        }
    }

    /// **smooth edit**: `rounds` rounds of suggest W = 1200 + 10·(k mod 10), update.
    public func smoothEdit(rounds: Int = 1000) throws(WorkloadFailure) {
        try suggestRounds("smooth edit", rounds) { 1200 + 10 * Double($0 % 10) }
    }

    /// **jump edit**: `rounds` rounds of suggest W = 400 + 100·(k mod 12), update.
    public func jumpEdit(rounds: Int = 24) throws(WorkloadFailure) {
        try suggestRounds("jump edit", rounds) { 400 + 100 * Double($0 % 12) }
    }

    private func suggestRounds(_ phase: String, _ rounds: Int, _ value: (Int) -> Double) throws(WorkloadFailure) {
        for k in 0..<rounds {
            let width = value(k)
            try call(phase) { () throws(SolverError) in try solver.suggestValue(width, for: window) }
            solver.updateVariables()
            suggestedWindow = width
        }
    }

    /// **remove**: removes the N weak `w_i == 100` constraints one by one, then updates.
    public func removeWeak() throws(WorkloadFailure) {
        try call("remove") { () throws(SolverError) in
            for constraint in weak { try solver.remove(constraint) }
        }
        solver.updateVariables()
    }

    /// **re-add**: adds the N weak constraints back one by one, then updates.
    public func addWeak() throws(WorkloadFailure) {
        try call("re-add") { () throws(SolverError) in
            for constraint in weak { try solver.add(constraint) }
        }
        solver.updateVariables()
    }

    /// **constant change**: `rounds` in-place `Solver.setConstant` calls, each moving the
    /// first view of row k mod rows to x = 10 + 3·((k / rows) mod 5 + 1) and updating.
    /// Only that row's ten views move (their widths shrink to keep the row's right edge).
    public func changeConstants(rounds: Int = 1000) throws(WorkloadFailure) {
        let rows = self.rows
        for k in 0..<rounds {
            let r = k % rows
            let offset = 3 * Double((k / rows) % 5 + 1)
            try call("constant change") { () throws(SolverError) in
                try solver.setConstant(-(10 + offset), of: rowStarts[r])
            }
            solver.updateVariables()
            rowOffsets[r] = offset
        }
    }

    /// Compares every variable with the closed-form optimum of SOLVER.md (moved by the
    /// constant phase's offsets): w = (W − 110 − offset)/10, x_i = 10 + offset + c·(w + 10),
    /// y_i = 10 + 38r, h_i = 30. Throws `WorkloadFailure` naming the first wrong value.
    public func check(after phase: String) throws(WorkloadFailure) {
        func expect(_ variable: Variable, _ expected: Double, _ what: @autoclosure () -> String) throws(WorkloadFailure) {
            let actual = variable.value
            guard abs(actual - expected) <= 1e-6 * max(1, abs(expected)) else {
                throw WorkloadFailure(
                    "\(layout.rawValue)-\(count) after \(phase): \(what()) = \(actual), expected \(expected)")
            }
        }
        // W follows its strong edit in both layouts (in INDEP nothing else depends on it).
        try expect(window, suggestedWindow, "W")
        for r in 0..<rows {
            let rowWidth: Double
            if layout == .indep {
                try expect(rowWidths[r], 1200, "W_\(r)")
                rowWidth = 1200
            } else {
                rowWidth = suggestedWindow
            }
            let offset = rowOffsets[r]
            let width = (rowWidth - 110 - offset) / 10
            for c in 0..<10 {
                let i = r * 10 + c
                try expect(w[i], width, "w_\(i)")
                try expect(x[i], 10 + offset + Double(c) * (width + 10), "x_\(i)")
                try expect(y[i], 10 + 38 * Double(r), "y_\(i)")
                try expect(h[i], 30, "h_\(i)")
            }
        }
    }
}
