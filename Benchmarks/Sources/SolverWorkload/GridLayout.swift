/// Which of the two workloads of `shared/SOLVER.md` a `GridWorkload` builds.
public enum GridLayout: String, CaseIterable, Sendable {
    /// GRID-N: every row's last view is tied to one window width `W` (an edit variable).
    case grid = "GRID"
    /// INDEP-N: each row has its own width `W_r`, pinned by a required `W_r == 1200`;
    /// the edit variable `W` still exists but nothing depends on it.
    case indep = "INDEP"
}
