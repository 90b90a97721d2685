/// Builds the relation values the relation operators return. Kept out of the operator bodies
/// so that each overload is one line. Not isolated to the main actor, like the operators:
/// a relation is a value, which nothing applies until a block or group activates it there.
enum RelationBuilder {
    static func single(
        _ first: AnchorRef, _ relation: LayoutRelation, _ rhs: LayoutTerm
    ) -> ConstraintExpression {
        ConstraintExpression(.init(first: first, relation: relation, rhs: rhs, constant: 0))
    }

    static func constant(
        _ first: AnchorRef, _ relation: LayoutRelation, _ value: Double
    ) -> ConstraintExpression {
        ConstraintExpression(.init(first: first, relation: relation, rhs: nil, constant: value))
    }

    /// Pairs compound components; the left side's offsets move to the right with their sign
    /// flipped, as algebra says. When one side has absolute edges (left, right) and the other
    /// directional ones (leading, trailing), both become absolute: Auto Layout relates no
    /// leading edge to a left one.
    /// The right side's multiplier applies to every component (`a.size == b.size * 2`).
    static func compound(
        _ lhs: CompoundAnchorParts, _ relation: LayoutRelation, _ rhs: CompoundAnchorParts
    ) -> ConstraintExpression {
        let lhsItem = lhs.item
        let rhsItem = rhs.item
        var components: [ConstraintExpression.Component] = []
        components.reserveCapacity(lhs.components.count)
        for (left, right) in zip(lhs.components, rhs.components) {
            var first = left.0
            var second = right.0
            if first.isAbsoluteHorizontalEdge != second.isAbsoluteHorizontalEdge {
                first = first.absolute
                second = second.absolute
            }
            components.append(
                .init(
                    first: AnchorRef(lhsItem, first), relation: relation,
                    rhs: LayoutTerm(AnchorRef(rhsItem, second)).scaled(by: rhs.multiplier),
                    constant: right.1 - left.1))
        }
        return ConstraintExpression(components[0], Array(components.dropFirst()))
    }

    /// Relates each compound component to its own constant.
    static func constants(
        _ lhsItem: (any LayoutItem)?, _ lhs: [(LayoutAttribute, Double)],
        _ relation: LayoutRelation, _ values: [Double]
    ) -> ConstraintExpression {
        var components: [ConstraintExpression.Component] = []
        for (left, value) in zip(lhs, values) {
            components.append(
                .init(
                    first: AnchorRef(lhsItem, left.0), relation: relation, rhs: nil,
                    constant: value - left.1))
        }
        return ConstraintExpression(components[0], Array(components.dropFirst()))
    }
}

extension LayoutAttribute {
    /// Left or right, of the edges or of the margins.
    fileprivate var isAbsoluteHorizontalEdge: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }

    /// The absolute counterpart of a leading or trailing attribute (left or right, as in a
    /// left-to-right layout); any other attribute unchanged.
    fileprivate var absolute: LayoutAttribute {
        switch self {
        case .leading: .left
        case .trailing: .right
        case .leadingMargin: .leftMargin
        case .trailingMargin: .rightMargin
        default: self
        }
    }
}
