/// Builds the relation values the relation operators return. Kept out of the operator bodies
/// so that each overload is one line.
@MainActor
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
    /// flipped, as algebra says.
    static func compound(
        _ lhsItem: (any LayoutItem)?, _ lhs: [(LayoutAttribute, Double)],
        _ relation: LayoutRelation,
        _ rhsItem: (any LayoutItem)?, _ rhs: [(LayoutAttribute, Double)]
    ) -> ConstraintExpression {
        var components: [ConstraintExpression.Component] = []
        components.reserveCapacity(lhs.count)
        for (left, right) in zip(lhs, rhs) {
            components.append(
                .init(
                    first: AnchorRef(lhsItem, left.0), relation: relation,
                    rhs: LayoutTerm(AnchorRef(rhsItem, right.0)), constant: right.1 - left.1))
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
