// The forms Plumb rejects that meet one of its own operators, as conformances marked
// `@available(*, unavailable, message:)`: `a.top == b.leading` meets `YAnchor`'s own `==`
// (whose right-hand side is `some YOperand`), and the compiler says
// "conformance of 'DirectionalXAnchor' to 'YOperand' is unavailable: top, bottom, centerY and
// the baselines are vertical, …" rather than "requires that 'DirectionalXAnchor' conform to
// 'YOperand'". Likewise a position related to a number meets the relations of
// RelatableToNumber, a centre related to numbers those of RelatableToNumbers, a compound expression on the left-hand side those of CompoundAnchor, a
// multiplier on edges the `*` and `/` of Scalable, and arithmetic on a finished relation the
// anchors' `-`, `*` and `/`.
//
// Why conformances rather than unavailable overloads of `==`, `<=`, `>=`, `*` …: every overload
// of a standard operator is looked up, filtered and checked for availability at every use of
// that operator in every file that imports Plumb, plain arithmetic included (BENCHMARKS.md,
// section 2), while a conformance costs nothing until an operator of Plumb's asks for it. Each
// wrong form meets exactly one such operator, so exactly one message.
// Numbers do not conform to the operand protocols (a position related to a number is the
// position's conformance to RelatableToNumber): with `Double` a `YOperand`, the relations of
// positions became candidates for any `==` whose right-hand side is a `Double`, such as
// `values.reduce(0, +) == 2 * total`, and cost it 8% more solver scopes.

import Foundation  // CGFloat (CoreGraphics's on Apple platforms, Foundation's on Linux)

// MARK: A horizontal position where a vertical one belongs

// `a.top == b.leading`: what `YAnchor`'s relations take.

@available(
    *, unavailable,
    message:
        "top, bottom, centerY and the baselines are vertical, leading, trailing, left, right and centerX horizontal: relate a vertical anchor to a vertical one, as in a.top == b.bottom + 8"
)
extension AbsoluteXAnchor: YOperand {}

@available(
    *, unavailable,
    message:
        "top, bottom, centerY and the baselines are vertical, leading, trailing, left, right and centerX horizontal: relate a vertical anchor to a vertical one, as in a.top == b.bottom + 8"
)
extension AbsoluteXExpression: YOperand {}

@available(
    *, unavailable,
    message:
        "top, bottom, centerY and the baselines are vertical, leading, trailing, left, right and centerX horizontal: relate a vertical anchor to a vertical one, as in a.top == b.bottom + 8"
)
extension DirectionalXAnchor: YOperand {}

@available(
    *, unavailable,
    message:
        "top, bottom, centerY and the baselines are vertical, leading, trailing, left, right and centerX horizontal: relate a vertical anchor to a vertical one, as in a.top == b.bottom + 8"
)
extension DirectionalXExpression: YOperand {}

@available(
    *, unavailable,
    message:
        "top, bottom, centerY and the baselines are vertical, leading, trailing, left, right and centerX horizontal: relate a vertical anchor to a vertical one, as in a.top == b.bottom + 8"
)
extension CenterXAnchor: YOperand {}

@available(
    *, unavailable,
    message:
        "top, bottom, centerY and the baselines are vertical, leading, trailing, left, right and centerX horizontal: relate a vertical anchor to a vertical one, as in a.top == b.bottom + 8"
)
extension CenterXExpression: YOperand {}

// MARK: A vertical position where a horizontal one belongs

// `a.centerX == b.centerY`, `a.left <= b.bottom + 8`, `a.leading == b.top`.

@available(
    *, unavailable,
    message:
        "leading, trailing, left, right and centerX are horizontal, top, bottom, centerY and the baselines vertical: relate a horizontal anchor to a horizontal one, as in a.leading == b.trailing + 8"
)
extension YAnchor: XOperand {}

@available(
    *, unavailable,
    message:
        "leading, trailing, left, right and centerX are horizontal, top, bottom, centerY and the baselines vertical: relate a horizontal anchor to a horizontal one, as in a.leading == b.trailing + 8"
)
extension YAnchor: AbsoluteXOperand {}

@available(
    *, unavailable,
    message:
        "leading, trailing, left, right and centerX are horizontal, top, bottom, centerY and the baselines vertical: relate a horizontal anchor to a horizontal one, as in a.leading == b.trailing + 8"
)
extension YAnchor: DirectionalXOperand {}

@available(
    *, unavailable,
    message:
        "leading, trailing, left, right and centerX are horizontal, top, bottom, centerY and the baselines vertical: relate a horizontal anchor to a horizontal one, as in a.leading == b.trailing + 8"
)
extension YExpression: XOperand {}

@available(
    *, unavailable,
    message:
        "leading, trailing, left, right and centerX are horizontal, top, bottom, centerY and the baselines vertical: relate a horizontal anchor to a horizontal one, as in a.leading == b.trailing + 8"
)
extension YExpression: AbsoluteXOperand {}

@available(
    *, unavailable,
    message:
        "leading, trailing, left, right and centerX are horizontal, top, bottom, centerY and the baselines vertical: relate a horizontal anchor to a horizontal one, as in a.leading == b.trailing + 8"
)
extension YExpression: DirectionalXOperand {}

// MARK: An absolute position where a directional one belongs

// `a.leading == b.left`.

@available(
    *, unavailable,
    message:
        "leading and trailing swap sides in a right-to-left layout and left and right do not, so Auto Layout never relates them: relate leading to leading, trailing or centerX, or use left and right on both sides"
)
extension AbsoluteXAnchor: DirectionalXOperand {}

@available(
    *, unavailable,
    message:
        "leading and trailing swap sides in a right-to-left layout and left and right do not, so Auto Layout never relates them: relate leading to leading, trailing or centerX, or use left and right on both sides"
)
extension AbsoluteXExpression: DirectionalXOperand {}

// MARK: A directional position where an absolute one belongs

// `a.right == b.trailing`.

@available(
    *, unavailable,
    message:
        "left and right keep their sides in a right-to-left layout and leading and trailing swap, so Auto Layout never relates them: relate left to left, right or centerX, or use leading and trailing on both sides"
)
extension DirectionalXAnchor: AbsoluteXOperand {}

@available(
    *, unavailable,
    message:
        "left and right keep their sides in a right-to-left layout and leading and trailing swap, so Auto Layout never relates them: relate left to left, right or centerX, or use leading and trailing on both sides"
)
extension DirectionalXExpression: AbsoluteXOperand {}

// MARK: A position where a dimension belongs

// `a.width == b.top`, `a.height <= b.centerX * 2`.

@available(
    *, unavailable,
    message:
        "a width, a height or a distance(to:) is a length, top, leading, centerX and the like are positions: relate a dimension to a dimension or a number, as in a.width == b.height * 2 or a.width == 48"
)
extension AbsoluteXAnchor: DimensionOperand {}

@available(
    *, unavailable,
    message:
        "a width, a height or a distance(to:) is a length, top, leading, centerX and the like are positions: relate a dimension to a dimension or a number, as in a.width == b.height * 2 or a.width == 48"
)
extension AbsoluteXExpression: DimensionOperand {}

@available(
    *, unavailable,
    message:
        "a width, a height or a distance(to:) is a length, top, leading, centerX and the like are positions: relate a dimension to a dimension or a number, as in a.width == b.height * 2 or a.width == 48"
)
extension DirectionalXAnchor: DimensionOperand {}

@available(
    *, unavailable,
    message:
        "a width, a height or a distance(to:) is a length, top, leading, centerX and the like are positions: relate a dimension to a dimension or a number, as in a.width == b.height * 2 or a.width == 48"
)
extension DirectionalXExpression: DimensionOperand {}

@available(
    *, unavailable,
    message:
        "a width, a height or a distance(to:) is a length, top, leading, centerX and the like are positions: relate a dimension to a dimension or a number, as in a.width == b.height * 2 or a.width == 48"
)
extension CenterXAnchor: DimensionOperand {}

@available(
    *, unavailable,
    message:
        "a width, a height or a distance(to:) is a length, top, leading, centerX and the like are positions: relate a dimension to a dimension or a number, as in a.width == b.height * 2 or a.width == 48"
)
extension CenterXExpression: DimensionOperand {}

@available(
    *, unavailable,
    message:
        "a width, a height or a distance(to:) is a length, top, leading, centerX and the like are positions: relate a dimension to a dimension or a number, as in a.width == b.height * 2 or a.width == 48"
)
extension YAnchor: DimensionOperand {}

@available(
    *, unavailable,
    message:
        "a width, a height or a distance(to:) is a length, top, leading, centerX and the like are positions: relate a dimension to a dimension or a number, as in a.width == b.height * 2 or a.width == 48"
)
extension YExpression: DimensionOperand {}

// MARK: A dimension where a position belongs

// `a.top == b.height`, `a.leading >= b.width`, `a.top == b.bottom.distance(to: c.top)`.

@available(
    *, unavailable,
    message:
        "top, leading, centerX and the like are positions, widths, heights and distances lengths: relate a position to a position, as in a.top == b.bottom + 8"
)
extension DimensionAnchor: YOperand {}

@available(
    *, unavailable,
    message:
        "top, leading, centerX and the like are positions, widths, heights and distances lengths: relate a position to a position, as in a.top == b.bottom + 8"
)
extension DimensionAnchor: XOperand {}

@available(
    *, unavailable,
    message:
        "top, leading, centerX and the like are positions, widths, heights and distances lengths: relate a position to a position, as in a.top == b.bottom + 8"
)
extension DimensionAnchor: AbsoluteXOperand {}

@available(
    *, unavailable,
    message:
        "top, leading, centerX and the like are positions, widths, heights and distances lengths: relate a position to a position, as in a.top == b.bottom + 8"
)
extension DimensionAnchor: DirectionalXOperand {}

@available(
    *, unavailable,
    message:
        "top, leading, centerX and the like are positions, widths, heights and distances lengths: relate a position to a position, as in a.top == b.bottom + 8"
)
extension DimensionExpression: YOperand {}

@available(
    *, unavailable,
    message:
        "top, leading, centerX and the like are positions, widths, heights and distances lengths: relate a position to a position, as in a.top == b.bottom + 8"
)
extension DimensionExpression: XOperand {}

@available(
    *, unavailable,
    message:
        "top, leading, centerX and the like are positions, widths, heights and distances lengths: relate a position to a position, as in a.top == b.bottom + 8"
)
extension DimensionExpression: AbsoluteXOperand {}

@available(
    *, unavailable,
    message:
        "top, leading, centerX and the like are positions, widths, heights and distances lengths: relate a position to a position, as in a.top == b.bottom + 8"
)
extension DimensionExpression: DirectionalXOperand {}

// MARK: A number where a position is related

// `a.top == 10`, `a.centerY <= d`: a position meets the relations to a number
// (RelatableToNumber.swift).

@available(
    *, unavailable,
    message:
        "a position cannot equal a number, only another position (a width or height can): write a.top == superview.top + 10"
)
extension AbsoluteXAnchor: RelatableToNumber {}

@available(
    *, unavailable,
    message:
        "a position cannot equal a number, only another position (a width or height can): write a.top == superview.top + 10"
)
extension AbsoluteXExpression: RelatableToNumber {}

@available(
    *, unavailable,
    message:
        "a position cannot equal a number, only another position (a width or height can): write a.top == superview.top + 10"
)
extension DirectionalXAnchor: RelatableToNumber {}

@available(
    *, unavailable,
    message:
        "a position cannot equal a number, only another position (a width or height can): write a.top == superview.top + 10"
)
extension DirectionalXExpression: RelatableToNumber {}

@available(
    *, unavailable,
    message:
        "a position cannot equal a number, only another position (a width or height can): write a.top == superview.top + 10"
)
extension CenterXAnchor: RelatableToNumber {}

@available(
    *, unavailable,
    message:
        "a position cannot equal a number, only another position (a width or height can): write a.top == superview.top + 10"
)
extension CenterXExpression: RelatableToNumber {}

@available(
    *, unavailable,
    message:
        "a position cannot equal a number, only another position (a width or height can): write a.top == superview.top + 10"
)
extension YAnchor: RelatableToNumber {}

@available(
    *, unavailable,
    message:
        "a position cannot equal a number, only another position (a width or height can): write a.top == superview.top + 10"
)
extension YExpression: RelatableToNumber {}

// MARK: A number where a dimension with a multiplier or constant is related

// `a.width * 0.2 == 295`, `a.height / 2 >= 10`, which SnapKit silently reads as `a.width == 295`.

@available(
    *, unavailable,
    message:
        "a relation with no second item takes no multiplier, and its left-hand side is a bare anchor: solve for the anchor, as in a.width == 295 / 0.2"
)
extension DimensionExpression: RelatableToNumber {}

// MARK: Numbers where a centre is related

// `a.center == (0, 0)`: a centre meets the relations of a size to a pair of numbers
// (RelatableToNumbers.swift).

@available(
    *, unavailable,
    message:
        "a centre cannot equal numbers, only another centre (a size can): write a.center == superview.center.offset(x: 10, y: 20)"
)
extension CenterAnchor: RelatableToNumbers {}

// MARK: A compound expression on the left-hand side

// `a.size * 2 == b.size`: the expression meets the relations of compound anchors.

@available(
    *, unavailable,
    message:
        "the left-hand side of a relation is a bare anchor: move the multiplier or constants to the right, as in a.size == b.size / 2"
)
extension SizeExpression: CompoundAnchor {}

@available(
    *, unavailable,
    message:
        "the left-hand side of a relation is a bare anchor: move the multiplier or constants to the right, as in a.size == b.size / 2"
)
extension CenterExpression: CompoundAnchor {}

// MARK: A multiplier or divisor on edges

// `b.edges * 2`, `b.horizontalEdges / 2`: edges meet the `*` and `/` of Scalable.

@available(
    *, unavailable,
    message:
        "edges take insets, not a multiplier or divisor (size and center take one): write b.edges.inset(by: 8) or b.horizontalEdges.inset(leading: 16, trailing: 16)"
)
extension EdgesAnchor: Scalable {
    /// Never available: edges take insets.
    public static func scaled(_ operand: EdgesAnchor, by factor: ScaleFactor) -> Self {
        rejectedForm()
    }
}

@available(
    *, unavailable,
    message:
        "edges take insets, not a multiplier or divisor (size and center take one): write b.edges.inset(by: 8) or b.horizontalEdges.inset(leading: 16, trailing: 16)"
)
extension HorizontalEdgesAnchor: Scalable {
    /// Never available: edges take insets.
    public static func scaled(_ operand: HorizontalEdgesAnchor, by factor: ScaleFactor) -> Self {
        rejectedForm()
    }
}

@available(
    *, unavailable,
    message:
        "edges take insets, not a multiplier or divisor (size and center take one): write b.edges.inset(by: 8) or b.horizontalEdges.inset(leading: 16, trailing: 16)"
)
extension VerticalEdgesAnchor: Scalable {
    /// Never available: edges take insets.
    public static func scaled(_ operand: VerticalEdgesAnchor, by factor: ScaleFactor) -> Self {
        rejectedForm()
    }
}

// MARK: Arithmetic after a relation

// `(a.top == b.top ~ .high) - 10`, `(a.width == b.width) / 2`, `(a.width == b.width) * 2`: the
// relation meets the anchors' own `-`, declared once for all kinds (AnchorArithmetic), and the
// `/` and `*` of Scalable, which AnchorArithmetic refines. A relation has no term; the members
// only complete the conformance, which nothing can use. Its `Expression` is itself, so that a
// wrong relation in a `constrain` block still reads as a statement there and fails at its
// operator. `+`, declared per kind, meets an unavailable overload instead
// (RejectedFormOperators.swift).

@available(
    *, unavailable,
    message:
        "a relation is finished once made and takes no multiplier, divisor or constant: put it on the right-hand side, as in a.width == b.width * 2 + 10"
)
extension ConstraintExpression: AnchorArithmetic {
    /// Never available: a relation is no anchor.
    public var layoutTerm: LayoutTerm { rejectedForm() }

    /// Never available: a relation is no anchor.
    public static func expression(of result: ArithmeticResult) -> ConstraintExpression {
        rejectedForm()
    }
}

@available(
    *, unavailable,
    message:
        "a relation is finished once made and takes no multiplier, divisor or constant: put it on the right-hand side, as in a.width == b.width * 2 + 10"
)
extension PrioritizedConstraintExpression: AnchorArithmetic {
    /// Never available: a relation is no anchor.
    public var layoutTerm: LayoutTerm { rejectedForm() }

    /// Never available: a relation is no anchor.
    public static func expression(of result: ArithmeticResult) -> PrioritizedConstraintExpression {
        rejectedForm()
    }
}

// MARK: A second priority

// `a.top == b.top ~ .high ~ .low`: the prioritized relation meets the only `~`, which takes a
// PrioritizableRelation. A member-less conformance, so nothing else can use it.

@available(
    *, unavailable,
    message: "a relation has one priority: keep one ~ (to adjust a level, write ~ .high - 1)"
)
extension PrioritizedConstraintExpression: PrioritizableRelation {}
