import PlumbSolver

/// Which constraint the engine stops enforcing when required constraints cannot all hold,
/// as Auto Layout does: it breaks one constraint, reports the conflict, and keeps working.
///
/// Auto Layout keeps its own constraints (autoresizing, content size, guides, the root's
/// frame) and breaks the user's; among the user's, the latest one in the way.
@MainActor
enum ConflictPolicy {
    /// The index in `pending` (a batch being added, in order) of the constraint to break
    /// when the solver refused the batch with `conflict`: the latest incoming user
    /// constraint of the conflict, else the latest incoming row of the conflict, else the
    /// last of the batch.
    static func indexToBreak(
        in pending: [(constraint: LayoutConstraint, row: Constraint)], conflict: [Constraint]
    ) -> Int {
        let ids = Set(conflict.map(ObjectIdentifier.init))
        return pending.lastIndex {
            ids.contains(ObjectIdentifier($0.row)) && $0.constraint.kind.isStandard
        }
            ?? pending.lastIndex { ids.contains(ObjectIdentifier($0.row)) } ?? pending.count - 1
    }

    /// The constraint to break when changing the constant of `edited` made `members`
    /// conflict: the edited constraint itself when it is the user's; when the engine's own
    /// row moved (a frame, an intrinsic size), the latest activated user constraint in its
    /// way instead.
    static func victim(editing edited: LayoutConstraint, members: [LayoutConstraint])
        -> LayoutConstraint
    {
        guard !edited.kind.isStandard else { return edited }
        return members.filter { $0.kind.isStandard }.max {
            $0.activationSerial < $1.activationSerial
        } ?? edited
    }
}
