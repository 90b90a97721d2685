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
// rounds of the check run out first, the call fails its check like any other inaccurate
// answer: the solver rebuilds and retries it, then reports `numericalFailure`.
//
// Cost: one refined pricing per nonbasic slack and error (the rows that mention it and the
// constraints its edge touches), only in calls that pivoted on a solver that has refined.
// Layout-shaped systems never refine, and pay nothing.

extension Solver {
    /// Prices every nonbasic slack and error along its refined edge and queues each one
    /// whose refined cost is negative, with that cost, for the simplex. Returns whether it
    /// queued any. O(the tableau), see the file's comment.
    func queueImprovementsTheRowsMissed() -> Bool {
        var queued = false
        for i in 0..<tableau.symbolCount {
            let info = tableau.info[i]
            guard !info.isBasic, info.kind == .slack || info.kind == .error else { continue }
            let s = Int32(i)
            guard let levels = tableau.refinedCost(of: s),
                let head = levels.first, head.coefficient < 0
            else { continue }
            var cost = LexCoefficient()
            for term in levels { cost.append(level: term.level, term.coefficient) }
            tableau.saveObjective(s)
            tableau.objective[i] = cost
            tableau.markObjectiveExact(s)
            tableau.queueEntering(s)
            queued = true
        }
        return queued
    }
}
