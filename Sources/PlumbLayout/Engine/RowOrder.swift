import PlumbSolver

/// The order in which a batch's rows enter the solver: each row, where it can, brings in
/// at most one variable that no row before it mentions.
///
/// The solver installs a row that brings in exactly one new variable as that variable's
/// definition, as written, however long the rows it mentions are; a row whose variables
/// are all known expands the definitions it mentions into canonical form, through every
/// link above them. In a deep tree, a level's rows written in the DSL's order
/// (`sibling.leading == view.trailing + 1`, `sibling.trailing == parent.trailingMargin`,
/// `sibling.width == 2 ~ 999`) leave the last one with nothing new, and its canonical form
/// holds a cell for every level above. Taken in this order instead (the width, the trailing
/// edge, the leading edge), each row defines one variable and stays as short as written.
///
/// The order changes which variables are basic, not the system: the solution is the same
/// wherever it is unique. A refused batch is retried in its own order (see
/// `LayoutEngine.add(_:)`), so a conflict's members and the constraint broken do not depend
/// on this.
@MainActor
struct RowOrder {
    /// Batches longer than this keep their own order (the choice is quadratic in the
    /// batch, and each row's new variables are a 64-bit set; a screen's block holds a few
    /// dozen constraints).
    static var longestReordered: Int { 64 }

    /// The entry of `mentions` for a row that is taken only when no other row is left.
    private static var keptLast: UInt64 { .max }

    /// The identities of the variables of the batch's items that have no row in the solver
    /// yet (identities only: comparing them retains nothing).
    private var newVariables: [ObjectIdentifier] = []
    /// The items met so far.
    private var seenNodes: [ObjectIdentifier] = []
    /// For each row noted, the new variables it mentions, as bits indexed like
    /// `newVariables`.
    private var mentions: [UInt64] = []
    /// False when the batch is too short or too long to reorder, or brings in too many
    /// items.
    private var isUsable: Bool

    /// An order for the rows of `batch` (some may make none). Only user constraints are
    /// reordered: the engine's own batches (an item's content size, autoresizing) have no
    /// row that defines a variable another row needs.
    init(for batch: [LayoutConstraint]) {
        isUsable =
            batch.count > 2 && batch.count <= Self.longestReordered && batch[0].kind.isStandard
    }

    /// Notes the next row of the batch: `constraint`'s, whose terms are `terms`. A variable
    /// is new when its item has no row in the solver yet; items met only through a
    /// distance's end or between an item and the constraint's container count as known.
    mutating func note(_ constraint: LayoutConstraint, terms: [Term]) {
        guard isUsable else { return }
        // The engine's own rows that follow a block (content sizes) keep their places
        // after the block's rows.
        guard constraint.kind.isStandard else {
            if mentions.isEmpty { isUsable = false } else { mentions.append(Self.keptLast) }
            return
        }
        noteNewVariables(of: constraint.firstNode)
        noteNewVariables(of: constraint.secondNode)
        guard mentions.count < Self.longestReordered, newVariables.count <= 64 else {
            isUsable = false
            return
        }
        if mentions.isEmpty { mentions.reserveCapacity(Self.longestReordered) }
        mentions.append(Self.mask(of: terms, among: newVariables))
    }

    /// The indices of the rows noted, in the order they should enter the solver, or nil to
    /// keep their order. Repeatedly takes the earliest row that brings in at most one new
    /// variable, else the earliest row left; the engine's rows after a block come last.
    func order() -> [Int]? {
        guard isUsable, mentions.count > 2, !newVariables.isEmpty else { return nil }
        let count = mentions.count
        var known: UInt64 = 0
        var taken: UInt64 = 0
        var order: [Int] = []
        order.reserveCapacity(count)
        var isReordered = false
        var firstLeft = 0
        while firstLeft < count {
            var next = firstLeft
            for index in firstLeft..<count
            where taken & (1 << UInt64(index)) == 0 && mentions[index] != Self.keptLast
                && (mentions[index] & ~known).nonzeroBitCount <= 1
            {
                next = index
                break
            }
            if next != firstLeft { isReordered = true }
            order.append(next)
            taken |= 1 << UInt64(next)
            if mentions[next] != Self.keptLast { known |= mentions[next] }
            while firstLeft < count && taken & (1 << UInt64(firstLeft)) != 0 { firstLeft += 1 }
        }
        return isReordered ? order : nil
    }

    /// The set of `variables` (as bits indexed like it) that `terms` mention. Not isolated:
    /// a closure formed on the main actor checks the executor at run time on every call.
    private nonisolated static func mask(
        of terms: [Term], among variables: [ObjectIdentifier]
    ) -> UInt64 {
        var mask: UInt64 = 0
        // Through the buffer, so that reading a term does not retain its variable.
        terms.withUnsafeBufferPointer { buffer in
            for term in buffer {
                let variable = ObjectIdentifier(term.variable)
                for bit in variables.indices where variables[bit] == variable {
                    mask |= 1 << UInt64(bit)
                    break
                }
            }
        }
        return mask
    }

    /// Notes `node`'s variables as new when it has no row in the solver yet (every
    /// constraint that mentions it is still waiting for its row), once per node.
    private mutating func noteNewVariables(of node: ItemNode?) {
        guard let node else { return }
        let id = ObjectIdentifier(node)
        for each in seenNodes where each == id { return }
        if seenNodes.isEmpty {
            seenNodes.reserveCapacity(16)
            newVariables.reserveCapacity(32)
        }
        seenNodes.append(id)
        for constraint in node.constraints.elements where constraint.row != nil { return }
        let variables = node.variables
        newVariables.append(ObjectIdentifier(variables.minX))
        newVariables.append(ObjectIdentifier(variables.minY))
        newVariables.append(ObjectIdentifier(variables.width))
        newVariables.append(ObjectIdentifier(variables.height))
    }
}
