/// The timed phases of the solver workload, in the order a run performs them.
public enum Phase: String, CaseIterable, Sendable {
    /// Make the variables and constraints, add them one by one, update.
    case build
    /// 1,000 rounds of a small `suggestValue` on W plus an update (reported per round).
    case smoothEdit = "smooth edit"
    /// 24 rounds of a large `suggestValue` on W plus an update (reported per round).
    case jumpEdit = "jump edit"
    /// Remove the N weak constraints, update.
    case remove
    /// Add the N weak constraints back, update.
    case readd = "re-add"
    /// 1,000 in-place `setConstant` calls plus an update each (reported per change).
    case constantChange = "constant change"

    /// How many operations one run of the phase performs; its time is reported per
    /// operation for the edit phases and as a total for the others.
    public var rounds: Int {
        switch self {
        case .smoothEdit, .constantChange: 1000
        case .jumpEdit: 24
        case .build, .remove, .readd: 1
        }
    }

    /// Runs this phase on `workload` (building it first is `GridWorkload.init`, not this).
    public func run(on workload: GridWorkload) throws(WorkloadFailure) {
        switch self {
        case .build: break
        case .smoothEdit: try workload.smoothEdit(rounds: rounds)
        case .jumpEdit: try workload.jumpEdit(rounds: rounds)
        case .remove: try workload.removeWeak()
        case .readd: try workload.addWeak()
        case .constantChange: try workload.changeConstants(rounds: rounds)
        }
    }
}
