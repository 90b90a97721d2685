// `==`, `<=` and `>=`: twelve overloads each, one per kind of left-hand anchor (plus the
// constant forms of dimensions and sizes). The left-hand side is always a bare anchor (the
// first item of a constraint), the right-hand side an operand of a compatible kind, so
// mixing axes, `leading` with `left`, a position with a dimension, a position with a bare
// constant, or two different compound anchors does not compile. The relation is a value:
// a `constrain` block's ConstraintBuilder collects it, with its statement's line.

// MARK: ==

extension AbsoluteXAnchor {
    /// Relates an absolute horizontal position to an absolute position or a centre: first equal to
    /// second.
    @MainActor @discardableResult
    public static func == (lhs: AbsoluteXAnchor, rhs: some AbsoluteXOperand) -> ConstraintExpression
    {
        RelationBuilder.single(lhs.ref, .equal, rhs.layoutTerm)
    }
}

extension DirectionalXAnchor {
    /// Relates a directional horizontal position to a directional position or a centre: first equal
    /// to second.
    @MainActor @discardableResult
    public static func == (lhs: DirectionalXAnchor, rhs: some DirectionalXOperand)
        -> ConstraintExpression
    {
        RelationBuilder.single(lhs.ref, .equal, rhs.layoutTerm)
    }
}

extension CenterXAnchor {
    /// Relates a horizontal centre to any horizontal position: first equal to second.
    @MainActor @discardableResult
    public static func == (lhs: CenterXAnchor, rhs: some XOperand) -> ConstraintExpression {
        RelationBuilder.single(lhs.ref, .equal, rhs.layoutTerm)
    }
}

extension YAnchor {
    /// Relates a vertical position to a vertical position: first equal to second.
    @MainActor @discardableResult
    public static func == (lhs: YAnchor, rhs: some YOperand) -> ConstraintExpression {
        RelationBuilder.single(lhs.ref, .equal, rhs.layoutTerm)
    }
}

extension DimensionAnchor {
    /// Relates a dimension to a dimension of either axis: first equal to second.
    @MainActor @discardableResult
    public static func == (lhs: DimensionAnchor, rhs: some DimensionOperand) -> ConstraintExpression
    {
        RelationBuilder.single(lhs.ref, .equal, rhs.layoutTerm)
    }
}

extension DimensionAnchor {
    /// Relates a dimension to a constant (`width == 48`): first equal to second.
    @MainActor @discardableResult
    public static func == (lhs: DimensionAnchor, rhs: Double) -> ConstraintExpression {
        RelationBuilder.constant(lhs.ref, .equal, rhs)
    }
}

extension EdgesAnchor {
    /// Relates edges (or margins) to edges or margins, edge by edge: first equal to second.
    @MainActor @discardableResult
    public static func == (lhs: EdgesAnchor, rhs: EdgesAnchor) -> ConstraintExpression {
        RelationBuilder.compound(lhs.item, lhs.components, .equal, rhs.item, rhs.components)
    }
}

extension HorizontalEdgesAnchor {
    /// Relates leading and trailing edges to leading and trailing edges: first equal to second.
    @MainActor @discardableResult
    public static func == (lhs: HorizontalEdgesAnchor, rhs: HorizontalEdgesAnchor)
        -> ConstraintExpression
    {
        RelationBuilder.compound(lhs.item, lhs.components, .equal, rhs.item, rhs.components)
    }
}

extension VerticalEdgesAnchor {
    /// Relates top and bottom edges to top and bottom edges: first equal to second.
    @MainActor @discardableResult
    public static func == (lhs: VerticalEdgesAnchor, rhs: VerticalEdgesAnchor)
        -> ConstraintExpression
    {
        RelationBuilder.compound(lhs.item, lhs.components, .equal, rhs.item, rhs.components)
    }
}

extension SizeAnchor {
    /// Relates a size to a size, dimension by dimension: first equal to second.
    @MainActor @discardableResult
    public static func == (lhs: SizeAnchor, rhs: SizeAnchor) -> ConstraintExpression {
        RelationBuilder.compound(lhs.item, lhs.components, .equal, rhs.item, rhs.components)
    }
}

extension SizeAnchor {
    /// Relates a size to constants (`size == (48, 48)`): first equal to second.
    @MainActor @discardableResult
    public static func == (lhs: SizeAnchor, rhs: (width: Double, height: Double))
        -> ConstraintExpression
    {
        RelationBuilder.constants(lhs.item, lhs.components, .equal, [rhs.width, rhs.height])
    }
}

extension CenterAnchor {
    /// Relates a centre to a centre, axis by axis: first equal to second.
    @MainActor @discardableResult
    public static func == (lhs: CenterAnchor, rhs: CenterAnchor) -> ConstraintExpression {
        RelationBuilder.compound(lhs.item, lhs.components, .equal, rhs.item, rhs.components)
    }
}

// MARK: <=

extension AbsoluteXAnchor {
    /// Relates an absolute horizontal position to an absolute position or a centre: first less than
    /// or equal to second.
    @MainActor @discardableResult
    public static func <= (lhs: AbsoluteXAnchor, rhs: some AbsoluteXOperand) -> ConstraintExpression
    {
        RelationBuilder.single(lhs.ref, .lessThanOrEqual, rhs.layoutTerm)
    }
}

extension DirectionalXAnchor {
    /// Relates a directional horizontal position to a directional position or a centre: first less
    /// than or equal to second.
    @MainActor @discardableResult
    public static func <= (lhs: DirectionalXAnchor, rhs: some DirectionalXOperand)
        -> ConstraintExpression
    {
        RelationBuilder.single(lhs.ref, .lessThanOrEqual, rhs.layoutTerm)
    }
}

extension CenterXAnchor {
    /// Relates a horizontal centre to any horizontal position: first less than or equal to second.
    @MainActor @discardableResult
    public static func <= (lhs: CenterXAnchor, rhs: some XOperand) -> ConstraintExpression {
        RelationBuilder.single(lhs.ref, .lessThanOrEqual, rhs.layoutTerm)
    }
}

extension YAnchor {
    /// Relates a vertical position to a vertical position: first less than or equal to second.
    @MainActor @discardableResult
    public static func <= (lhs: YAnchor, rhs: some YOperand) -> ConstraintExpression {
        RelationBuilder.single(lhs.ref, .lessThanOrEqual, rhs.layoutTerm)
    }
}

extension DimensionAnchor {
    /// Relates a dimension to a dimension of either axis: first less than or equal to second.
    @MainActor @discardableResult
    public static func <= (lhs: DimensionAnchor, rhs: some DimensionOperand) -> ConstraintExpression
    {
        RelationBuilder.single(lhs.ref, .lessThanOrEqual, rhs.layoutTerm)
    }
}

extension DimensionAnchor {
    /// Relates a dimension to a constant (`width == 48`): first less than or equal to second.
    @MainActor @discardableResult
    public static func <= (lhs: DimensionAnchor, rhs: Double) -> ConstraintExpression {
        RelationBuilder.constant(lhs.ref, .lessThanOrEqual, rhs)
    }
}

extension EdgesAnchor {
    /// Relates edges (or margins) to edges or margins, edge by edge: first less than or equal to
    /// second.
    @MainActor @discardableResult
    public static func <= (lhs: EdgesAnchor, rhs: EdgesAnchor) -> ConstraintExpression {
        RelationBuilder.compound(
            lhs.item, lhs.components, .lessThanOrEqual, rhs.item, rhs.components)
    }
}

extension HorizontalEdgesAnchor {
    /// Relates leading and trailing edges to leading and trailing edges: first less than or equal
    /// to second.
    @MainActor @discardableResult
    public static func <= (lhs: HorizontalEdgesAnchor, rhs: HorizontalEdgesAnchor)
        -> ConstraintExpression
    {
        RelationBuilder.compound(
            lhs.item, lhs.components, .lessThanOrEqual, rhs.item, rhs.components)
    }
}

extension VerticalEdgesAnchor {
    /// Relates top and bottom edges to top and bottom edges: first less than or equal to second.
    @MainActor @discardableResult
    public static func <= (lhs: VerticalEdgesAnchor, rhs: VerticalEdgesAnchor)
        -> ConstraintExpression
    {
        RelationBuilder.compound(
            lhs.item, lhs.components, .lessThanOrEqual, rhs.item, rhs.components)
    }
}

extension SizeAnchor {
    /// Relates a size to a size, dimension by dimension: first less than or equal to second.
    @MainActor @discardableResult
    public static func <= (lhs: SizeAnchor, rhs: SizeAnchor) -> ConstraintExpression {
        RelationBuilder.compound(
            lhs.item, lhs.components, .lessThanOrEqual, rhs.item, rhs.components)
    }
}

extension SizeAnchor {
    /// Relates a size to constants (`size == (48, 48)`): first less than or equal to second.
    @MainActor @discardableResult
    public static func <= (lhs: SizeAnchor, rhs: (width: Double, height: Double))
        -> ConstraintExpression
    {
        RelationBuilder.constants(
            lhs.item, lhs.components, .lessThanOrEqual, [rhs.width, rhs.height])
    }
}

extension CenterAnchor {
    /// Relates a centre to a centre, axis by axis: first less than or equal to second.
    @MainActor @discardableResult
    public static func <= (lhs: CenterAnchor, rhs: CenterAnchor) -> ConstraintExpression {
        RelationBuilder.compound(
            lhs.item, lhs.components, .lessThanOrEqual, rhs.item, rhs.components)
    }
}

// MARK: >=

extension AbsoluteXAnchor {
    /// Relates an absolute horizontal position to an absolute position or a centre: first greater
    /// than or equal to second.
    @MainActor @discardableResult
    public static func >= (lhs: AbsoluteXAnchor, rhs: some AbsoluteXOperand) -> ConstraintExpression
    {
        RelationBuilder.single(lhs.ref, .greaterThanOrEqual, rhs.layoutTerm)
    }
}

extension DirectionalXAnchor {
    /// Relates a directional horizontal position to a directional position or a centre: first
    /// greater than or equal to second.
    @MainActor @discardableResult
    public static func >= (lhs: DirectionalXAnchor, rhs: some DirectionalXOperand)
        -> ConstraintExpression
    {
        RelationBuilder.single(lhs.ref, .greaterThanOrEqual, rhs.layoutTerm)
    }
}

extension CenterXAnchor {
    /// Relates a horizontal centre to any horizontal position: first greater than or equal to
    /// second.
    @MainActor @discardableResult
    public static func >= (lhs: CenterXAnchor, rhs: some XOperand) -> ConstraintExpression {
        RelationBuilder.single(lhs.ref, .greaterThanOrEqual, rhs.layoutTerm)
    }
}

extension YAnchor {
    /// Relates a vertical position to a vertical position: first greater than or equal to second.
    @MainActor @discardableResult
    public static func >= (lhs: YAnchor, rhs: some YOperand) -> ConstraintExpression {
        RelationBuilder.single(lhs.ref, .greaterThanOrEqual, rhs.layoutTerm)
    }
}

extension DimensionAnchor {
    /// Relates a dimension to a dimension of either axis: first greater than or equal to second.
    @MainActor @discardableResult
    public static func >= (lhs: DimensionAnchor, rhs: some DimensionOperand) -> ConstraintExpression
    {
        RelationBuilder.single(lhs.ref, .greaterThanOrEqual, rhs.layoutTerm)
    }
}

extension DimensionAnchor {
    /// Relates a dimension to a constant (`width == 48`): first greater than or equal to second.
    @MainActor @discardableResult
    public static func >= (lhs: DimensionAnchor, rhs: Double) -> ConstraintExpression {
        RelationBuilder.constant(lhs.ref, .greaterThanOrEqual, rhs)
    }
}

extension EdgesAnchor {
    /// Relates edges (or margins) to edges or margins, edge by edge: first greater than or equal to
    /// second.
    @MainActor @discardableResult
    public static func >= (lhs: EdgesAnchor, rhs: EdgesAnchor) -> ConstraintExpression {
        RelationBuilder.compound(
            lhs.item, lhs.components, .greaterThanOrEqual, rhs.item, rhs.components)
    }
}

extension HorizontalEdgesAnchor {
    /// Relates leading and trailing edges to leading and trailing edges: first greater than or
    /// equal to second.
    @MainActor @discardableResult
    public static func >= (lhs: HorizontalEdgesAnchor, rhs: HorizontalEdgesAnchor)
        -> ConstraintExpression
    {
        RelationBuilder.compound(
            lhs.item, lhs.components, .greaterThanOrEqual, rhs.item, rhs.components)
    }
}

extension VerticalEdgesAnchor {
    /// Relates top and bottom edges to top and bottom edges: first greater than or equal to second.
    @MainActor @discardableResult
    public static func >= (lhs: VerticalEdgesAnchor, rhs: VerticalEdgesAnchor)
        -> ConstraintExpression
    {
        RelationBuilder.compound(
            lhs.item, lhs.components, .greaterThanOrEqual, rhs.item, rhs.components)
    }
}

extension SizeAnchor {
    /// Relates a size to a size, dimension by dimension: first greater than or equal to second.
    @MainActor @discardableResult
    public static func >= (lhs: SizeAnchor, rhs: SizeAnchor) -> ConstraintExpression {
        RelationBuilder.compound(
            lhs.item, lhs.components, .greaterThanOrEqual, rhs.item, rhs.components)
    }
}

extension SizeAnchor {
    /// Relates a size to constants (`size == (48, 48)`): first greater than or equal to second.
    @MainActor @discardableResult
    public static func >= (lhs: SizeAnchor, rhs: (width: Double, height: Double))
        -> ConstraintExpression
    {
        RelationBuilder.constants(
            lhs.item, lhs.components, .greaterThanOrEqual, [rhs.width, rhs.height])
    }
}

extension CenterAnchor {
    /// Relates a centre to a centre, axis by axis: first greater than or equal to second.
    @MainActor @discardableResult
    public static func >= (lhs: CenterAnchor, rhs: CenterAnchor) -> ConstraintExpression {
        RelationBuilder.compound(
            lhs.item, lhs.components, .greaterThanOrEqual, rhs.item, rhs.components)
    }
}
