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
        for (mine, theirs) in zip(expression.terms, row.expression.terms)
        where mine.variable !== theirs.variable || mine.coefficient != theirs.coefficient {
            return false
        }
        return true
    }
}

/// Turns a ``LayoutConstraint`` into its solver row (AUTOLAYOUT.md 2.1–2.3, 2.7, 2.8).
///
/// Items' variables are their alignment rectangles relative to their superviews (see
/// ``ItemVariables``); each attribute is an affine expression of them, taken in the
/// coordinate space of the view the constraint is installed on, the items' closest common
/// ancestor (and mirrored there for leading/trailing under right-to-left). So a constraint
/// between a view and its subviews mentions only their variables, never those of the views
/// above (see `origin(of:in:horizontal:)`). Item parameters (margins, baselines, insets)
/// only ever enter constants, so changing them is an in-place constant edit.
@MainActor
struct RowBuilder {
    let variables: (ItemNode) -> ItemVariables

    func row(for constraint: LayoutConstraint) -> RowSpec? {
        var sum = ExpressionAccumulator()
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
            sum.add(
                value(first, constraint.firstAttribute, in: container, mirrored: mirrored), times: 1
            )
            if let second = constraint.secondNode {
                sum.add(
                    value(second, constraint.secondAttribute, in: container, mirrored: mirrored),
                    times: -Double(constraint.multiplier))
            }
            sum.constant -= Double(constraint.effectiveConstant)
        case .contentSize(let axis, _, let size):
            guard let node = constraint.firstNode else { return nil }
            let rect = variables(node)
            sum.add(axis == .horizontal ? rect.width : rect.height, 1)
            sum.constant = -size
        case .autoresizing(let rule):
            guard let node = constraint.firstNode, let parent = constraint.secondNode else {
                return nil
            }
            let rect = variables(node)
            let parentRect = variables(parent)
            let insets = node.alignmentInsets
            let parentInsets = parent.alignmentInsets
            let horizontal = rule.axis == .horizontal
            let (lead, trail) =
                horizontal ? (insets.left, insets.right) : (insets.top, insets.bottom)
            let (parentLead, parentTrail) =
                horizontal
                ? (parentInsets.left, parentInsets.right) : (parentInsets.top, parentInsets.bottom)
            // The superview's bounds length: its alignment length plus its insets.
            let superLength: (inout ExpressionAccumulator, Double) -> Void = { partial, factor in
                partial.add(horizontal ? parentRect.width : parentRect.height, factor)
                partial.constant += factor * Double(parentLead + parentTrail)
            }
            if rule.isSize {
                sum.add(horizontal ? rect.width : rect.height, 1)
                sum.constant += Double(lead + trail)
                superLength(&sum, -rule.lengthShare)
                sum.constant -= rule.length - rule.lengthShare * rule.superLength
            } else {
                // The frame's offset in the superview's bounds.
                sum.add(horizontal ? rect.minX : rect.minY, 1)
                sum.constant -= Double(lead)
                superLength(&sum, -rule.offsetShare)
                sum.constant -= rule.offset - rule.offsetShare * rule.superLength
            }
        case .guideEdge(let edge):
            guard let guideNode = constraint.firstNode, let hostNode = constraint.secondNode,
                let host = hostNode.view
            else { return nil }
            let guideRect = variables(guideNode)
            let hostRect = variables(hostNode)
            let hostInsets = host.alignmentRectInsets
            let guideInsets =
                edge.source == .margins ? host.effectiveMargins : host.engineSafeAreaInsets
            switch (edge.axis, edge.isSize) {
            // The guide's rectangle in its view's bounds: the bounds inset by margins or
            // safe area.
            case (.horizontal, false):
                sum.add(guideRect.minX, 1)
                sum.constant = -Double(guideInsets.left)
            case (.vertical, false):
                sum.add(guideRect.minY, 1)
                sum.constant = -Double(guideInsets.top)
            case (.horizontal, true):
                sum.add(guideRect.width, 1)
                sum.add(hostRect.width, -1)
                sum.constant = -Double(
                    hostInsets.left + hostInsets.right - guideInsets.left - guideInsets.right)
            case (.vertical, true):
                sum.add(guideRect.height, 1)
                sum.add(hostRect.height, -1)
                sum.constant = -Double(
                    hostInsets.top + hostInsets.bottom - guideInsets.top - guideInsets.bottom)
            }
        case .rootFrame(let axis, let isSize):
            guard let node = constraint.firstNode, let view = node.view else { return nil }
            let rect = variables(node)
            let insets = view.alignmentRectInsets
            let frame = view.storedFrame
            switch (axis, isSize) {
            case (.horizontal, false):
                sum.add(rect.minX, 1)
                sum.constant = -Double(insets.left)
            case (.vertical, false):
                sum.add(rect.minY, 1)
                sum.constant = -Double(insets.top)
            case (.horizontal, true):
                sum.add(rect.width, 1)
                sum.constant = Double(insets.left + insets.right - frame.width)
            case (.vertical, true):
                sum.add(rect.height, 1)
                sum.constant = Double(insets.top + insets.bottom - frame.height)
            }
        case .fittingSize(let axis, let target):
            guard let node = constraint.firstNode else { return nil }
            let rect = variables(node)
            let insets = node.alignmentInsets
            sum.add(axis == .horizontal ? rect.width : rect.height, 1)
            sum.constant =
                Double(
                    axis == .horizontal ? insets.left + insets.right : insets.top + insets.bottom)
                - target
            relation = .equal
        case .fittingOrigin(let axis):
            guard let node = constraint.firstNode else { return nil }
            let rect = variables(node)
            sum.add(axis == .horizontal ? rect.minX : rect.minY, 1)
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
            expression: sum.expression, relation: solverRelation, strength: strength(priority))
    }

    /// The value of `item.attribute` in `container`'s bounds space (mirrored when asked).
    private func value(
        _ node: ItemNode, _ attribute: LayoutAttribute, in container: LayoutView, mirrored: Bool
    ) -> ExpressionAccumulator {
        let rect = variables(node)
        var sum = ExpressionAccumulator()
        if attribute == .width {
            sum.add(rect.width, 1)
            return sum
        }
        if attribute == .height {
            sum.add(rect.height, 1)
            return sum
        }
        let insets = node.alignmentInsets
        // Only margin attributes read the margins (and so depend on the safe area).
        let margins = attribute.isMargin ? (node.view.map { $0.effectiveMargins } ?? .zero) : .zero
        let containerRect = variables(container.node)
        let containerInsets = container.alignmentRectInsets
        if attribute.axis == .horizontal {
            sum = origin(of: node, in: container, horizontal: true)
            let leftMargin = Double(margins.left - insets.left)
            let rightMargin = Double(insets.right - margins.right)
            switch attribute {
            case .left:
                break
            case .right:
                sum.add(rect.width, 1)
            case .centerX:
                sum.add(rect.width, 0.5)
            case .leading, .trailing:
                if (attribute == .leading) == mirrored { sum.add(rect.width, 1) }
            case .leftMargin, .rightMargin, .leadingMargin, .trailingMargin:
                let isLeft =
                    attribute == .leftMargin
                    || (attribute == .leadingMargin && !mirrored)
                    || (attribute == .trailingMargin && mirrored)
                if isLeft {
                    sum.constant += leftMargin
                } else {
                    sum.add(rect.width, 1)
                    sum.constant += rightMargin
                }
            default:  // centerXWithinMargins
                sum.add(rect.width, 0.5)
                sum.constant += (leftMargin + rightMargin) / 2
            }
            if mirrored {
                // W − local, with W the container's bounds width.
                var mirroredSum = ExpressionAccumulator()
                mirroredSum.add(containerRect.width, 1)
                mirroredSum.constant = Double(containerInsets.left + containerInsets.right)
                mirroredSum.add(sum, times: -1)
                return mirroredSum
            }
            return sum
        }
        let topMargin = Double(margins.top - insets.top)
        let bottomMargin = Double(insets.bottom - margins.bottom)
        let baselines = node.view
        sum = origin(of: node, in: container, horizontal: false)
        switch attribute {
        case .top:
            break
        case .bottom:
            sum.add(rect.height, 1)
        case .centerY:
            sum.add(rect.height, 0.5)
        case .firstBaseline:
            sum.constant += Double(baselines?.firstBaselineOffsetFromTop ?? 0)
        case .lastBaseline:
            sum.add(rect.height, 1)
            sum.constant -= Double(baselines?.lastBaselineOffsetFromBottom ?? 0)
        case .topMargin:
            sum.constant += topMargin
        case .bottomMargin:
            sum.add(rect.height, 1)
            sum.constant += bottomMargin
        default:  // centerYWithinMargins
            sum.add(rect.height, 0.5)
            sum.constant += (topMargin + bottomMargin) / 2
        }
        return sum
    }

    /// The near edge (minX, or minY) of `node`'s alignment rectangle in `container`'s
    /// bounds space: the item's own variable plus the frame origin of each view between
    /// the item's host and the container (each in its own host's space). For the container
    /// itself, the constant inset of its alignment rectangle in its bounds.
    ///
    /// `container` is the closest common ancestor of the constraint's items, so the walk
    /// ends there: a block whose constraints relate a view and its subviews never mentions
    /// the variables of the views above it.
    private func origin(of node: ItemNode, in container: LayoutView, horizontal: Bool)
        -> ExpressionAccumulator
    {
        var sum = ExpressionAccumulator()
        if node.view === container {
            let insets = container.alignmentRectInsets
            sum.constant = Double(horizontal ? insets.left : insets.top)
            return sum
        }
        let rect = variables(node)
        sum.add(horizontal ? rect.minX : rect.minY, 1)
        var host = node.spaceHost
        while let view = host, view !== container {
            let hostRect = variables(view.node)
            let insets = view.alignmentRectInsets
            sum.add(horizontal ? hostRect.minX : hostRect.minY, 1)
            sum.constant -= Double(horizontal ? insets.left : insets.top)
            host = view.superview
        }
        return sum
    }
}

/// The solver strength for a priority: required, or its own lexicographic level.
func strength(_ priority: LayoutPriority) -> Strength {
    priority.isRequired ? .required : Strength(level: Double(priority.rawValue))
}
