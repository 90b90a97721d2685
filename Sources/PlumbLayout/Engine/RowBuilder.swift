import PlumbSolver

/// A linear expression under construction: merges terms on the same variable and keeps
/// them in first-mention order, so the same constraint always gives the same row.
struct ExpressionAccumulator {
    var terms: [Term] = []
    var constant: Double = 0

    mutating func add(_ variable: Variable, _ coefficient: Double) {
        guard coefficient != 0 else { return }
        if let index = terms.firstIndex(where: { $0.variable === variable }) {
            terms[index].coefficient += coefficient
        } else {
            terms.append(Term(variable, coefficient))
        }
    }

    mutating func add(_ other: ExpressionAccumulator, times factor: Double) {
        for term in other.terms { add(term.variable, term.coefficient * factor) }
        constant += other.constant * factor
    }

    var expression: LinearExpression {
        LinearExpression(terms.filter { $0.coefficient != 0 }, constant: constant)
    }
}

/// A solver row: `expression relation 0` at a strength.
struct RowSpec {
    var expression: LinearExpression
    var relation: PlumbSolver.Relation
    var strength: Strength

    /// Whether `row` has the same variables, coefficients, relation and strength, so that
    /// only its constant may differ (the in-place edit applies).
    func hasSameShape(as row: Constraint) -> Bool {
        guard relation == row.relation, strength == row.strength,
            expression.terms.count == row.expression.terms.count
        else { return false }
        for (a, b) in zip(expression.terms, row.expression.terms)
        where a.variable !== b.variable || a.coefficient != b.coefficient {
            return false
        }
        return true
    }
}

/// Turns a ``LayoutConstraint`` into its solver row (AUTOLAYOUT.md 2.1–2.3, 2.7, 2.8).
///
/// Items' variables are their alignment rectangles in the root's space; each attribute is
/// an affine expression of them, taken in the coordinate space of the view the constraint
/// is installed on (and mirrored there for leading/trailing under right-to-left). Item
/// parameters (margins, baselines, insets) only ever enter constants, so changing them is
/// an in-place constant edit.
@MainActor
struct RowBuilder {
    let variables: (ItemNode) -> ItemVariables

    func row(for constraint: LayoutConstraint) -> RowSpec? {
        var e = ExpressionAccumulator()
        var relation = constraint.relation
        var priority = constraint.storedPriority
        switch constraint.kind {
        case .standard:
            guard let first = constraint.firstNode, let container = constraint.container else {
                return nil
            }
            let mirrored =
                container.effectiveUserInterfaceLayoutDirection == .rightToLeft
                && (constraint.firstAttribute.isDirectional
                    || constraint.secondAttribute.isDirectional)
            e.add(
                value(first, constraint.firstAttribute, in: container, mirrored: mirrored), times: 1
            )
            if let second = constraint.secondNode {
                e.add(
                    value(second, constraint.secondAttribute, in: container, mirrored: mirrored),
                    times: -Double(constraint.multiplier))
            }
            e.constant -= Double(constraint.effectiveConstant)
        case .contentSize(let axis, _, let size):
            guard let node = constraint.firstNode else { return nil }
            let v = variables(node)
            e.add(axis == .horizontal ? v.width : v.height, 1)
            e.constant = -size
        case .autoresizing(let rule):
            guard let node = constraint.firstNode, let parent = constraint.secondNode else {
                return nil
            }
            let v = variables(node)
            let p = variables(parent)
            let ins = node.alignmentInsets
            let pins = parent.alignmentInsets
            let horizontal = rule.axis == .horizontal
            let (lead, trail) = horizontal ? (ins.left, ins.right) : (ins.top, ins.bottom)
            let (pLead, pTrail) = horizontal ? (pins.left, pins.right) : (pins.top, pins.bottom)
            // The superview's bounds length: its alignment length plus its insets.
            let superLength: (inout ExpressionAccumulator, Double) -> Void = { acc, k in
                acc.add(horizontal ? p.width : p.height, k)
                acc.constant += k * Double(pLead + pTrail)
            }
            if rule.isSize {
                e.add(horizontal ? v.width : v.height, 1)
                e.constant += Double(lead + trail)
                superLength(&e, -rule.lengthShare)
                e.constant -= rule.length - rule.lengthShare * rule.superLength
            } else {
                e.add(horizontal ? v.minX : v.minY, 1)
                e.constant -= Double(lead)
                e.add(horizontal ? p.minX : p.minY, -1)
                e.constant += Double(pLead)
                superLength(&e, -rule.offsetShare)
                e.constant -= rule.offset - rule.offsetShare * rule.superLength
            }
        case .guideEdge(let edge):
            guard let guideNode = constraint.firstNode, let hostNode = constraint.secondNode,
                let host = hostNode.view
            else { return nil }
            let g = variables(guideNode)
            let h = variables(hostNode)
            let ins = host.alignmentRectInsets
            let inset = edge.source == .margins ? host.effectiveMargins : host.engineSafeAreaInsets
            switch (edge.axis, edge.isSize) {
            case (.horizontal, false):
                e.add(g.minX, 1)
                e.add(h.minX, -1)
                e.constant = Double(ins.left - inset.left)
            case (.vertical, false):
                e.add(g.minY, 1)
                e.add(h.minY, -1)
                e.constant = Double(ins.top - inset.top)
            case (.horizontal, true):
                e.add(g.width, 1)
                e.add(h.width, -1)
                e.constant = -Double(ins.left + ins.right - inset.left - inset.right)
            case (.vertical, true):
                e.add(g.height, 1)
                e.add(h.height, -1)
                e.constant = -Double(ins.top + ins.bottom - inset.top - inset.bottom)
            }
        case .rootFrame(let axis, let isSize):
            guard let node = constraint.firstNode, let view = node.view else { return nil }
            let v = variables(node)
            let ins = view.alignmentRectInsets
            let frame = view.storedFrame
            switch (axis, isSize) {
            case (.horizontal, false):
                e.add(v.minX, 1)
                e.constant = -Double(ins.left)
            case (.vertical, false):
                e.add(v.minY, 1)
                e.constant = -Double(ins.top)
            case (.horizontal, true):
                e.add(v.width, 1)
                e.constant = Double(ins.left + ins.right - frame.width)
            case (.vertical, true):
                e.add(v.height, 1)
                e.constant = Double(ins.top + ins.bottom - frame.height)
            }
        case .fittingSize(let axis, let target):
            guard let node = constraint.firstNode else { return nil }
            let v = variables(node)
            let ins = node.alignmentInsets
            e.add(axis == .horizontal ? v.width : v.height, 1)
            e.constant =
                Double(axis == .horizontal ? ins.left + ins.right : ins.top + ins.bottom) - target
            relation = .equal
        case .fittingOrigin(let axis):
            guard let node = constraint.firstNode else { return nil }
            let v = variables(node)
            e.add(axis == .horizontal ? v.minX : v.minY, 1)
            relation = .equal
            priority = .required
        }
        let solverRelation: PlumbSolver.Relation =
            switch relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return RowSpec(
            expression: e.expression, relation: solverRelation, strength: strength(priority))
    }

    /// The value of `item.attribute` in `container`'s bounds space (mirrored when asked).
    private func value(
        _ node: ItemNode, _ attribute: LayoutAttribute, in container: LayoutView, mirrored: Bool
    ) -> ExpressionAccumulator {
        let v = variables(node)
        var e = ExpressionAccumulator()
        if attribute == .width {
            e.add(v.width, 1)
            return e
        }
        if attribute == .height {
            e.add(v.height, 1)
            return e
        }
        let ins = node.alignmentInsets
        // Only margin attributes read the margins (and so depend on the safe area).
        let margins = attribute.isMargin ? (node.view.map { $0.effectiveMargins } ?? .zero) : .zero
        let c = variables(container.node)
        let cins = container.alignmentRectInsets
        if attribute.axis == .horizontal {
            let leftMargin = Double(margins.left - ins.left)
            let rightMargin = Double(ins.right - margins.right)
            switch attribute {
            case .left:
                e.add(v.minX, 1)
            case .right:
                e.add(v.minX, 1)
                e.add(v.width, 1)
            case .centerX:
                e.add(v.minX, 1)
                e.add(v.width, 0.5)
            case .leading, .trailing:
                e.add(v.minX, 1)
                if (attribute == .leading) == mirrored { e.add(v.width, 1) }
            case .leftMargin, .rightMargin, .leadingMargin, .trailingMargin:
                let isLeft =
                    attribute == .leftMargin
                    || (attribute == .leadingMargin && !mirrored)
                    || (attribute == .trailingMargin && mirrored)
                e.add(v.minX, 1)
                if isLeft {
                    e.constant += leftMargin
                } else {
                    e.add(v.width, 1)
                    e.constant += rightMargin
                }
            default:  // centerXWithinMargins
                e.add(v.minX, 1)
                e.add(v.width, 0.5)
                e.constant += (leftMargin + rightMargin) / 2
            }
            // Into the container's bounds space: subtract its frame origin in root space.
            e.add(c.minX, -1)
            e.constant += Double(cins.left)
            if mirrored {
                // W − local, with W the container's bounds width.
                var m = ExpressionAccumulator()
                m.add(c.width, 1)
                m.constant = Double(cins.left + cins.right)
                m.add(e, times: -1)
                return m
            }
            return e
        }
        let topMargin = Double(margins.top - ins.top)
        let bottomMargin = Double(ins.bottom - margins.bottom)
        let baselines = node.view
        switch attribute {
        case .top:
            e.add(v.minY, 1)
        case .bottom:
            e.add(v.minY, 1)
            e.add(v.height, 1)
        case .centerY:
            e.add(v.minY, 1)
            e.add(v.height, 0.5)
        case .firstBaseline:
            e.add(v.minY, 1)
            e.constant += Double(baselines?.firstBaselineOffsetFromTop ?? 0)
        case .lastBaseline:
            e.add(v.minY, 1)
            e.add(v.height, 1)
            e.constant -= Double(baselines?.lastBaselineOffsetFromBottom ?? 0)
        case .topMargin:
            e.add(v.minY, 1)
            e.constant += topMargin
        case .bottomMargin:
            e.add(v.minY, 1)
            e.add(v.height, 1)
            e.constant += bottomMargin
        default:  // centerYWithinMargins
            e.add(v.minY, 1)
            e.add(v.height, 0.5)
            e.constant += (topMargin + bottomMargin) / 2
        }
        e.add(c.minY, -1)
        e.constant += Double(cins.top)
        return e
    }
}

/// The solver strength for a priority: required, or its own lexicographic level.
func strength(_ priority: LayoutPriority) -> Strength {
    priority.isRequired ? .required : Strength(level: Double(priority.rawValue))
}
