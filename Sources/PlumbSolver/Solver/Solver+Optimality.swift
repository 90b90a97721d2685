// Certifying the optimum on rows that may be inaccurate.
//
// The simplex stops when no nonbasic symbol's reduced cost, priced from the rows, is
// negative. On rows that rounding has damaged, that is not proof of an optimum: a pivot
// that divides by a tiny element puts numbers near 1e10 into rows, later merges cancel
// them, and a real coefficient near 1e-3 can go with the residue. The rows then say that
// moving a symbol changes no error while the constraints say it does (oracle seed 20656:
// a reduced cost of -0.25 priced as 0), and the solver stops a level short of its optimum
// with nothing to show for it.
//
// Such damage shows only in solvers whose accuracy check has had to refine a row
// (`hasRefined`). On those, a call that pivoted ends by pricing every nonbasic slack and
// error along its edge refined against the constraints' own terms
// (`Tableau.refinedCost(of:)`). A symbol whose refined cost improves the objective enters
// with that cost, and the call's check runs again on what the pivots touched. If the
// rounds of the check run out first, or if some edge cannot be refined until it holds every
// constraint it touches (the rows have lost a real coefficient of the very column being
// priced: oracle seed 62600, where a slack's column had lost its 0.01 and priced as 0), the
// call fails its check like any other inaccurate answer: the solver rebuilds and retries
// it, then reports `numericalFailure`. The same holds for a variable (external symbol) left
// outside the basis: it is free both ways, the simplex never moves it, and the rows price it
// at 0; a refined price that is not 0 means the rows are wrong about it (oracle seed 83376,
// where the rows said 0 and the constraints 0.25 at a level left 8,051 short).
//
// Cost: one refined pricing per nonbasic slack and error (the rows that mention it and the
// constraints its edge touches), only in calls that pivoted on a solver that has refined.
// Layout-shaped systems never refine, and pay nothing. Pricing only the columns of the rows
// a call changed is not enough: which columns changed is read from the rows, which are what
// may be damaged, and a refined edge corrects through rows outside its column (tried: 4 of
// 50,000 oracle systems then ended a level short, one at 169,321 where 0 is reachable, seed
// 80967).

/// What certifying the optimum found (see `Solver.certifyOptimum()`).
enum OptimumCertificate {
    /// No nonbasic slack or error improves the objective along its refined edge.
    case certified
    /// Some improve; they are queued for the simplex with their refined costs.
    case improvementsQueued
    /// Some edge could not be refined to hold every constraint it touches: the rows' columns
    /// are too damaged to say where the optimum is.
    case rowsDamaged
}

extension Solver {
    /// Prices every nonbasic slack and error along its refined edge and queues each one
    /// whose refined cost is negative, with that cost, for the simplex; a nonbasic variable
    /// whose refined cost is not 0 means damaged rows. O(the tableau), see the file's
    /// comment.
    func certifyOptimum() -> OptimumCertificate {
        var queued = false
        for i in 0..<tableau.symbolCount {
            let info = tableau.info[i]
            guard !info.isBasic, info.kind != .dummy else { continue }
            let s = Int32(i)
            let (levels, converged) = tableau.refinedCost(of: s)
            if !converged { return .rowsDamaged }
            // A variable outside the basis is free both ways, so its price must be 0 at
            // every level; the simplex moves only slacks and errors. A refined price that is
            // not 0 says the rows lost a real coefficient of its column.
            if info.kind == .external {
                if !levels.isEmpty { return .rowsDamaged }
                continue
            }
            guard let head = levels.first, head.coefficient < 0 else { continue }
            var cost = LexCoefficient()
            for term in levels { cost.append(level: term.level, term.coefficient) }
            tableau.saveObjective(s)
            tableau.objective[i] = cost
            tableau.markObjectiveExact(s)
            tableau.queueEntering(s)
            queued = true
        }
        return queued ? .improvementsQueued : .certified
    }
}
