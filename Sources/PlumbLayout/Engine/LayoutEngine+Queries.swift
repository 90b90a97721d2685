import PlumbSolver

// Questions asked of a solved tree: ambiguity and the constraints behind an item's layout.

extension LayoutEngine {
    /// Whether the item's frame (relative to its superview, or a guide's owning view)
    /// could take another value in a solution optimal at every priority level.
    ///
    /// Sizes are the same in every space; positions are asked through two temporary
    /// variables equal to the offsets from the host, so that an item that merely moves with
    /// an ambiguous superview is not itself ambiguous (as in UIKit, whose variables are
    /// relative to the superview).
    func isAmbiguous(_ node: ItemNode) -> Bool {
        let v = node.variables
        if solver.isAmbiguous(v.width) || solver.isAmbiguous(v.height) { return true }
        guard let host = node.view?.superview ?? node.guide?.owningView else {
            return solver.isAmbiguous(v.minX) || solver.isAmbiguous(v.minY)
        }
        let h = host.node.variables
        let dx = Variable("\(node.name).offsetX")
        let dy = Variable("\(node.name).offsetY")
        let probes = [
            Constraint(LinearExpression([Term(dx, 1), Term(v.minX, -1), Term(h.minX, 1)]), .equal),
            Constraint(LinearExpression([Term(dy, 1), Term(v.minY, -1), Term(h.minY, 1)]), .equal),
        ]
        do {
            try solver.add(probes)
        } catch {
            reportInternal("the ambiguity probe was refused: \(error)")
            return solver.isAmbiguous(v.minX) || solver.isAmbiguous(v.minY)
        }
        let ambiguous = solver.isAmbiguous(dx) || solver.isAmbiguous(dy)
        do {
            try solver.remove(probes)
        } catch {
            reportInternal("removing the ambiguity probe failed: \(error)")
        }
        return ambiguous
    }

    /// The enforced constraints connected (through shared variables, transitively) to the
    /// item's position and size on `axis`.
    func constraintsAffecting(_ node: ItemNode, axis: LayoutAxis) -> [LayoutConstraint] {
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
                    for other in [
                        constraint.firstNode, constraint.secondNode, constraint.container?.node,
                    ] {
                        if let other { nodes.insert(other) }
                    }
                }
            }
        }
        return result.elements
    }
}
