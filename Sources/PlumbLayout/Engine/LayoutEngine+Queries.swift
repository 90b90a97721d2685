import PlumbSolver

// Questions asked of a solved tree: ambiguity and the constraints behind an item's layout.

extension LayoutEngine {
    /// Whether the item's frame (relative to its superview, or a guide's owning view)
    /// could take another value in a solution optimal at every priority level.
    ///
    /// The item's variables are relative to its superview, so an item that merely moves
    /// with an ambiguous superview is not itself ambiguous (as in UIKit).
    func isAmbiguous(_ node: ItemNode) -> Bool {
        flushPendingRows()
        let rect = node.variables
        return solver.isAmbiguous(rect.width) || solver.isAmbiguous(rect.height)
            || solver.isAmbiguous(rect.minX) || solver.isAmbiguous(rect.minY)
    }

    /// The enforced constraints connected (through shared variables, transitively) to the
    /// item's position and size on `axis`.
    func constraintsAffecting(_ node: ItemNode, axis: LayoutAxis) -> [LayoutConstraint] {
        flushPendingRows()
        let v = node.variables
        var variables = Set<ObjectIdentifier>(
            axis == .horizontal
                ? [ObjectIdentifier(v.minX), ObjectIdentifier(v.width)]
                : [ObjectIdentifier(v.minY), ObjectIdentifier(v.height)])
        var result = ObjectList<LayoutConstraint>()
        var nodes = ObjectList<ItemNode>()
        nodes.insert(node)
        var changed = true
        while changed {
            changed = false
            var index = 0
            while index < nodes.count {
                let current = nodes.elements[index]
                index += 1
                for constraint in current.constraints.elements where !result.contains(constraint) {
                    guard let row = constraint.row else { continue }
                    let ids = row.expression.terms.map { ObjectIdentifier($0.variable) }
                    guard ids.contains(where: variables.contains) else { continue }
                    result.insert(constraint)
                    variables.formUnion(ids)
                    changed = true
                    constraint.forEachMentionedNode { nodes.insert($0) }
                }
            }
        }
        return result.elements
    }
}
