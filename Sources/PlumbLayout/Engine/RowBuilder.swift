import PlumbSolver

/// A linear expression under construction: merges terms on the same variable and keeps
/// them in first-mention order, so the same constraint always gives the same row.
struct ExpressionAccumulator {
    var terms: [Term]
    var constant: Double = 0

    init() {
        terms = []
        terms.reserveCapacity(6)
    }

    mutating func add(_ variable: Variable, _ coefficient: Double) {
        guard coefficient != 0 else { return }
        if let index = terms.firstIndex(where: { $0.variable === variable }) {
            terms[index].coefficient += coefficient
        } else {
            terms.append(Term(variable, coefficient))
        }
    }

    /// The expression, its terms stored at their exact count (a row keeps them for as long
    /// as its constraint is active), without the terms that cancelled.
    var expression: LinearExpression {
        // Counted, then copied into an array of that size: `filter` grows its result one
        // term at a time (two allocations a row on average). Through the buffer, so that
        // reading a term does not retain and release it. Reserved and appended to rather
        // than made with `init(unsafeUninitializedCapacity:)`, which allocates through the
        // standard library's unspecialized path (it looks up the buffer's type metadata on
        // every call: three times the cost of the copy).
        var exact: [Term] = []
        terms.withUnsafeBufferPointer { gathered in
            var kept = 0
            for index in gathered.indices where gathered[index].coefficient != 0 { kept += 1 }
            exact.reserveCapacity(kept)
            for index in gathered.indices where gathered[index].coefficient != 0 {
                exact.append(gathered[index])
            }
        }
        return LinearExpression(exact, constant: constant)
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
    /// The items' variables in a solver of their own (see `LayoutView+Fitting`), or nil for
    /// those of their engine (`ItemNode.variables`).
    private let otherVariables: ((ItemNode) -> ItemVariables)?

    /// A builder of rows over the items' variables in their engine.
    init() { otherVariables = nil }

    /// A builder of rows over the variables `variables` gives each item.
    init(variables: @escaping (ItemNode) -> ItemVariables) { otherVariables = variables }

    /// The variables of `node`.
    private func variables(_ node: ItemNode) -> ItemVariables {
        otherVariables?(node) ?? node.variables
    }

    /// The variable `part` of `node`. Inlined, so that reading one of an engine item's
    /// variables retains that one only: the four that `variables(_:)` returns are each
    /// retained and released (a fifth of building a row).
    @inline(__always)
    private func variable(_ part: ItemVariables.Part, of node: ItemNode) -> Variable {
        if let otherVariables { return otherVariables(node)[part] }
        return node.variables[part]
    }

    func row(for constraint: LayoutConstraint) -> RowSpec? {
        var sum = ExpressionAccumulator()
        var relation = constraint.relation
        var priority = constraint.storedPriority
        switch constraint.kind {
        case .standard:
            guard let first = constraint.firstNode, let container = constraint.container,
                constraint.firstEnd.map({ $0.node != nil }) ?? true,
                constraint.secondEnd.map({ $0.node != nil }) ?? true
            else {
                return nil
            }
            let mirrored =
                (constraint.firstAttribute.isDirectional
                    || constraint.secondAttribute.isDirectional)
                && container.effectiveUserInterfaceLayoutDirection == .rightToLeft
            addSide(
                of: first, constraint.firstAttribute, constraint.firstEnd, in: container,
                mirrored: mirrored, times: 1, to: &sum)
            if let second = constraint.secondNode {
                addSide(
                    of: second, constraint.secondAttribute, constraint.secondEnd,
                    in: container, mirrored: mirrored, times: -Double(constraint.multiplier),
                    to: &sum)
            }
            sum.constant -= Double(constraint.effectiveConstant)
        case .contentSize(let axis, _, let size):
            guard let node = constraint.firstNode else { return nil }
            sum.add(variable(axis == .horizontal ? .width : .height, of: node), 1)
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
            } else if rule.fromFarEdge {
                // The frame's far edge, from the superview's far edge: S − maxY = a + k·(S − s0).
                sum.add(rect.minY, 1)
                sum.add(rect.height, 1)
                sum.constant += Double(trail)
                superLength(&sum, -(1 - rule.offsetShare))
                sum.constant += rule.offset - rule.offsetShare * rule.superLength
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

    /// Adds `factor` times one side of a standard constraint to `sum`: `node.attribute`, or,
    /// when the side is a distance, `end − node.attribute`. A distance is mirrored by its own
    /// anchors (so that under right-to-left a directional distance runs towards the trailing
    /// side, and an absolute one stays left to right), whatever the other side holds.
    private func addSide(
        of node: ItemNode, _ attribute: LayoutAttribute, _ end: DistanceEnd?,
        in container: LayoutView, mirrored: Bool, times factor: Double,
        to sum: inout ExpressionAccumulator
    ) {
        guard let end, let endNode = end.node else {
            addValue(
                of: node, attribute, in: container, mirrored: mirrored, times: factor, to: &sum)
            return
        }
        let directional =
            container.effectiveUserInterfaceLayoutDirection == .rightToLeft
            && (attribute.isDirectional || end.attribute.isDirectional)
        addValue(
            of: endNode, end.attribute, in: container, mirrored: directional, times: factor,
            to: &sum)
        addValue(
            of: node, attribute, in: container, mirrored: directional, times: -factor, to: &sum)
    }

    /// Adds `factor` times the value of `node.attribute` in `container`'s bounds space
    /// (mirrored when asked) to `sum`.
    private func addValue(
        of node: ItemNode, _ attribute: LayoutAttribute, in container: LayoutView, mirrored: Bool,
        times factor: Double, to sum: inout ExpressionAccumulator
    ) {
        if attribute == .width {
            sum.add(variable(.width, of: node), factor)
            return
        }
        if attribute == .height {
            sum.add(variable(.height, of: node), factor)
            return
        }
        // Loaded once: each read of a weak reference costs about as much as the rest of a
        // term.
        let view = node.view
        let insets = view?.alignmentRectInsets ?? .zero
        // Only margin attributes read the margins (and so depend on the safe area).
        let margins = attribute.isMargin ? (view?.effectiveMargins ?? .zero) : .zero
        if attribute.axis == .horizontal {
            let width = variable(.width, of: node)
            // Mirrored: W − local, with W the container's bounds width.
            let sign = mirrored ? -factor : factor
            if mirrored {
                let containerInsets = container.alignmentRectInsets
                sum.add(variable(.width, of: container.node), factor)
                sum.constant += factor * Double(containerInsets.left + containerInsets.right)
            }
            addOrigin(of: node, view: view, in: container, horizontal: true, times: sign, to: &sum)
            let leftMargin = Double(margins.left - insets.left)
            let rightMargin = Double(insets.right - margins.right)
            switch attribute {
            case .left:
                break
            case .right:
                sum.add(width, sign)
            case .centerX:
                sum.add(width, 0.5 * sign)
            case .leading, .trailing:
                if (attribute == .leading) == mirrored { sum.add(width, sign) }
            case .leftMargin, .rightMargin, .leadingMargin, .trailingMargin:
                let isLeft =
                    attribute == .leftMargin
                    || (attribute == .leadingMargin && !mirrored)
                    || (attribute == .trailingMargin && mirrored)
                if isLeft {
                    sum.constant += sign * leftMargin
                } else {
                    sum.add(width, sign)
                    sum.constant += sign * rightMargin
                }
            default:  // centerXWithinMargins
                sum.add(width, 0.5 * sign)
                sum.constant += sign * (leftMargin + rightMargin) / 2
            }
            return
        }
        let height = variable(.height, of: node)
        let topMargin = Double(margins.top - insets.top)
        let bottomMargin = Double(insets.bottom - margins.bottom)
        addOrigin(of: node, view: view, in: container, horizontal: false, times: factor, to: &sum)
        switch attribute {
        case .top:
            break
        case .bottom:
            sum.add(height, factor)
        case .centerY:
            sum.add(height, 0.5 * factor)
        case .firstBaseline:
            sum.constant += factor * Double(view?.firstBaselineOffsetFromTop ?? 0)
        case .lastBaseline:
            sum.add(height, factor)
            sum.constant -= factor * Double(view?.lastBaselineOffsetFromBottom ?? 0)
        case .topMargin:
            sum.constant += factor * topMargin
        case .bottomMargin:
            sum.add(height, factor)
            sum.constant += factor * bottomMargin
        default:  // centerYWithinMargins
            sum.add(height, 0.5 * factor)
            sum.constant += factor * (topMargin + bottomMargin) / 2
        }
    }

    /// Adds `factor` times the near edge (minX, or minY) of `node`'s alignment rectangle in
    /// `container`'s bounds space to `sum`: the item's own variable plus the frame origin of
    /// each view between the item's host and the container (each in its own host's space).
    /// For the container itself, the constant inset of its alignment rectangle in its bounds.
    /// `itemView` is the node's view (nil for a guide), loaded once by the caller.
    ///
    /// `container` is the closest common ancestor of the constraint's items, so the walk
    /// ends there: a block whose constraints relate a view and its subviews never mentions
    /// the variables of the views above it.
    private func addOrigin(
        of node: ItemNode, view itemView: LayoutView?, in container: LayoutView,
        horizontal: Bool, times factor: Double, to sum: inout ExpressionAccumulator
    ) {
        if itemView === container {
            let insets = container.alignmentRectInsets
            sum.constant += factor * Double(horizontal ? insets.left : insets.top)
            return
        }
        sum.add(variable(horizontal ? .minX : .minY, of: node), factor)
        // `node.spaceHost`, without loading the item's view again (and not `map`: a closure
        // formed on the main actor checks the executor at run time on every call).
        var host: LayoutView?
        if let itemView { host = itemView.superview } else { host = node.guide?.owningView }
        while let view = host, view !== container {
            let insets = view.alignmentRectInsets
            sum.add(variable(horizontal ? .minX : .minY, of: view.node), factor)
            sum.constant -= factor * Double(horizontal ? insets.left : insets.top)
            host = view.superview
        }
    }
}

/// The solver strength for a priority: required, or its own lexicographic level.
func strength(_ priority: LayoutPriority) -> Strength {
    priority.isRequired ? .required : Strength(level: Double(priority.rawValue))
}
