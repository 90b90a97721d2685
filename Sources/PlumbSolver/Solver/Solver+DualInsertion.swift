// Adding a required row that has no subject by the dual simplex.
//
// A required constraint whose canonical row mentions no unrestricted symbol (every external
// in it is basic, so expanding it left only slacks, errors and dummies) cannot be installed
// as kiwi installs it: no symbol can be made basic without making some row infeasible.
// Instead of minimising an artificial variable (phase one, which installs a row, pivots it
// to zero, pivots it out and eliminates it), the row is installed as its own marker's row,
// infeasible if the constraint does not hold, and the dual simplex repairs it while the
// objective stays optimal: for an inequality the slack's row is queued like any row with a
// negative constant; for an equality the dummy leaves the basis at once (a basic dummy must
// keep a row of dummies only), towards the side its value must move. A row the dual simplex
// cannot repair proves the required constraints conflicting; its markers are the
// certificate that `explain(_:offending:newConstant:)` shrinks and certifies, as for a
// refused constant change.
//
// Inside a batch the objective may not be optimal when a member is placed (the members
// before it are optimised once, after the last): the dual ratio test then only guides the
// choice of pivots. Neither feasibility nor a refusal depends on it (a row with a negative
// constant and no positive cell but dummies cannot hold, whatever the costs), and the
// batch's closing optimisation reaches the optimum from the feasible tableau left here.
// The pivots still count against the call's budget, and a call whose answer fails its
// checks is retried on a rebuilt tableau; from the first rebuild or refinement on, the
// solver places such rows by phase one again (see `Solver.usesDualInsertion`), as it did
// before, whose pivots avoid rounding residue throughout. In one layout screen of cards
// this took 14% of setup's instructions off: phase one spent two or three substitutions
// per row (install, drive to zero, pivot out) where the dual simplex spends about one.

extension Solver {
    /// Installs `row` (canonical, constant ≥ 0, no external, not all dummies) for the
    /// required constraint of `record` and makes the tableau feasible again by the dual
    /// simplex. Returns nil on success, or the constraints of an infeasibility certificate
    /// (the caller must then roll back).
    func addWithDualSimplex(_ row: Row, _ record: ConstraintRecord) -> [Constraint]? {
        tableau.startJournaling()
        let marker = record.marker
        var markerRow = row
        markerRow.solve(for: marker)
        tableau.install(markerRow, as: marker)
        if tableau.kind(marker) == .dummy {
            guard let entering = tableau.dualEntering(forFixed: marker) else {
                return certificate(
                    of: tableau.rows[Int(marker)], basic: marker, offending: record.constraint)
            }
            tableau.pivot(leaving: marker, entering: entering)
        } else if tableau.rows[Int(marker)].constant < 0 {
            tableau.pushInfeasible(marker)
        }
        if let failing = tableau.dualOptimize() {
            return certificate(
                of: tableau.rows[Int(failing)], basic: failing, offending: record.constraint)
        }
        return nil
    }
}
