// Certifies a reported conflict: the set must be infeasible, and dropping any one member
// must make it feasible.

/// The oracle's verdict on a set of constraints reported as a minimal conflict.
public struct ConflictVerdict: Sendable, CustomStringConvertible {
    /// True when the set, all taken as required, cannot hold.
    public let isInfeasible: Bool
    /// Members (indices into the checked list) without which the rest is still infeasible:
    /// empty for a minimal conflict.
    public let redundantMembers: [Int]
    /// Members that are not required (a conflict must list required constraints only).
    public let optionalMembers: [Int]

    /// True for an infeasible, minimal set of required constraints.
    public var isMinimalConflict: Bool {
        isInfeasible && redundantMembers.isEmpty && optionalMembers.isEmpty
    }

    /// A sentence saying what is wrong, or that the conflict is certified.
    public var description: String {
        if isMinimalConflict { return "a minimal conflict" }
        var problems: [String] = []
        if !isInfeasible { problems.append("the set is feasible") }
        if !redundantMembers.isEmpty {
            problems.append("still infeasible without members \(redundantMembers)")
        }
        if !optionalMembers.isEmpty { problems.append("members \(optionalMembers) are optional") }
        return problems.joined(separator: "; ")
    }
}

extension OracleSystem {
    /// Checks that `members` (constraints over this system's variables, each treated as
    /// required) form a minimal conflict: infeasible together (with every variable within
    /// `±valueBound` when one is given, see `isRequiredFeasible(valueBound:)`), and feasible
    /// with any one dropped (at any size: a member is redundant only if the rest cannot hold
    /// at all, so rows parallel to within rounding count as conflicting whichever way a
    /// floating-point solver reads them). Costs one exact feasibility test per member, plus
    /// one.
    public static func checkConflict(
        _ members: [OracleConstraint], variableCount: Int, valueBound: Double? = nil
    ) -> ConflictVerdict {
        let required = members.map { member -> OracleConstraint in
            var copy = member
            copy.strength = .required
            return copy
        }
        let optional = members.indices.filter { !members[$0].isRequired }
        let whole = OracleSystem(variableCount: variableCount, constraints: required)
        guard !whole.isRequiredFeasible(valueBound: valueBound) else {
            return ConflictVerdict(
                isInfeasible: false, redundantMembers: [], optionalMembers: optional)
        }
        var redundant: [Int] = []
        for index in required.indices {
            var rest = required
            rest.remove(at: index)
            if !OracleSystem(variableCount: variableCount, constraints: rest).isRequiredFeasible() {
                redundant.append(index)
            }
        }
        return ConflictVerdict(
            isInfeasible: true, redundantMembers: redundant, optionalMembers: optional)
    }
}
