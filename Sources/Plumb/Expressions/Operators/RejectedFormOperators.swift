// The forms Plumb rejects, each as an overload marked `@available(*, unavailable, message:)`,
// so that the compiler says what is wrong and what to write instead in Plumb's words
// (`'==' is unavailable: a position cannot equal a number, …`) rather than naming an operand
// protocol or the standard library's `BinaryInteger` or `DurationProtocol`.
//
// What so many overloads cost: the type-checker skips unavailable overloads while it solves
// an expression and only tries them once the expression has failed, to find its best
// diagnosis, so they add no solver scope (but one, for the second `~`). They still lengthen
// every `==`, `+`, `*` … overload list: measured in instructions, about 5% of the DSL's
// type-checking (8% in blocks) and 4% of plain arithmetic in files that import Plumb
// (BENCHMARKS.md, section 2). The relation operators' fifteen each are most of it. Each overload is shaped so that a wrong form matches exactly one
// of them (of two that both fit, the compiler may show the wrong one, or call it ambiguous), and
// every one has a Plumb type on one side, so that a mistake in code that does not use Plumb is
// never explained in Plumb's words. The measured cost is in BENCHMARKS.md, section 2.
// Each returns what the valid form would, so that a wrong relation written in a `constrain`
// block fails at its own operator, not at the block's builder.

import Foundation  // CGFloat (CoreGraphics's on Apple platforms, Foundation's on Linux)

/// The body of an overload that only exists to be refused at compile time: unavailable code
/// cannot be called, so this is never reached.
func rejectedForm() -> Never {
    fatalError("Plumb: an overload marked unavailable was called")
}

// MARK: Relations between anchors of different kinds

extension YOperand {
    /// Does not compile: a vertical position related to a horizontal one (`a.top == b.leading`).
    @available(
        *, unavailable,
        message:
            "top, bottom, centerY and the baselines are vertical, leading, trailing, left, right and centerX horizontal: relate a vertical anchor to a vertical one, as in a.top == b.bottom + 8"
    )
    @MainActor
    public static func == (lhs: Self, rhs: some XOperand) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: a vertical position related to a horizontal one (`a.top == b.leading`).
    @available(
        *, unavailable,
        message:
            "top, bottom, centerY and the baselines are vertical, leading, trailing, left, right and centerX horizontal: relate a vertical anchor to a vertical one, as in a.top == b.bottom + 8"
    )
    @MainActor
    public static func <= (lhs: Self, rhs: some XOperand) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: a vertical position related to a horizontal one (`a.top == b.leading`).
    @available(
        *, unavailable,
        message:
            "top, bottom, centerY and the baselines are vertical, leading, trailing, left, right and centerX horizontal: relate a vertical anchor to a vertical one, as in a.top == b.bottom + 8"
    )
    @MainActor
    public static func >= (lhs: Self, rhs: some XOperand) -> ConstraintExpression {
        rejectedForm()
    }
}

extension XOperand {
    /// Does not compile: a horizontal position related to a vertical one (`a.leading == b.top`).
    @available(
        *, unavailable,
        message:
            "leading, trailing, left, right and centerX are horizontal, top, bottom, centerY and the baselines vertical: relate a horizontal anchor to a horizontal one, as in a.leading == b.trailing + 8"
    )
    @MainActor
    public static func == (lhs: Self, rhs: some YOperand) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: a horizontal position related to a vertical one (`a.leading == b.top`).
    @available(
        *, unavailable,
        message:
            "leading, trailing, left, right and centerX are horizontal, top, bottom, centerY and the baselines vertical: relate a horizontal anchor to a horizontal one, as in a.leading == b.trailing + 8"
    )
    @MainActor
    public static func <= (lhs: Self, rhs: some YOperand) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: a horizontal position related to a vertical one (`a.leading == b.top`).
    @available(
        *, unavailable,
        message:
            "leading, trailing, left, right and centerX are horizontal, top, bottom, centerY and the baselines vertical: relate a horizontal anchor to a horizontal one, as in a.leading == b.trailing + 8"
    )
    @MainActor
    public static func >= (lhs: Self, rhs: some YOperand) -> ConstraintExpression {
        rejectedForm()
    }
}

extension DirectionalXAnchor {
    /// Does not compile: a directional position related to an absolute one (`a.leading == b.left`).
    @available(
        *, unavailable,
        message:
            "leading and trailing swap sides in a right-to-left layout and left and right do not, so Auto Layout never relates them: relate leading to leading, trailing or centerX, or use left and right on both sides"
    )
    @MainActor
    public static func == (lhs: DirectionalXAnchor, rhs: some AbsoluteXOperand)
        -> ConstraintExpression
    {
        rejectedForm()
    }

    /// Does not compile: a directional position related to an absolute one (`a.leading == b.left`).
    @available(
        *, unavailable,
        message:
            "leading and trailing swap sides in a right-to-left layout and left and right do not, so Auto Layout never relates them: relate leading to leading, trailing or centerX, or use left and right on both sides"
    )
    @MainActor
    public static func <= (lhs: DirectionalXAnchor, rhs: some AbsoluteXOperand)
        -> ConstraintExpression
    {
        rejectedForm()
    }

    /// Does not compile: a directional position related to an absolute one (`a.leading == b.left`).
    @available(
        *, unavailable,
        message:
            "leading and trailing swap sides in a right-to-left layout and left and right do not, so Auto Layout never relates them: relate leading to leading, trailing or centerX, or use left and right on both sides"
    )
    @MainActor
    public static func >= (lhs: DirectionalXAnchor, rhs: some AbsoluteXOperand)
        -> ConstraintExpression
    {
        rejectedForm()
    }
}

extension AbsoluteXAnchor {
    /// Does not compile: an absolute position related to a directional one (`a.left == b.trailing`).
    @available(
        *, unavailable,
        message:
            "left and right keep their sides in a right-to-left layout and leading and trailing swap, so Auto Layout never relates them: relate left to left, right or centerX, or use leading and trailing on both sides"
    )
    @MainActor
    public static func == (lhs: AbsoluteXAnchor, rhs: some DirectionalXOperand)
        -> ConstraintExpression
    {
        rejectedForm()
    }

    /// Does not compile: an absolute position related to a directional one (`a.left == b.trailing`).
    @available(
        *, unavailable,
        message:
            "left and right keep their sides in a right-to-left layout and leading and trailing swap, so Auto Layout never relates them: relate left to left, right or centerX, or use leading and trailing on both sides"
    )
    @MainActor
    public static func <= (lhs: AbsoluteXAnchor, rhs: some DirectionalXOperand)
        -> ConstraintExpression
    {
        rejectedForm()
    }

    /// Does not compile: an absolute position related to a directional one (`a.left == b.trailing`).
    @available(
        *, unavailable,
        message:
            "left and right keep their sides in a right-to-left layout and leading and trailing swap, so Auto Layout never relates them: relate left to left, right or centerX, or use leading and trailing on both sides"
    )
    @MainActor
    public static func >= (lhs: AbsoluteXAnchor, rhs: some DirectionalXOperand)
        -> ConstraintExpression
    {
        rejectedForm()
    }
}

extension DimensionOperand {
    /// Does not compile: a dimension related to a horizontal position (`a.width == b.centerX`).
    @available(
        *, unavailable,
        message:
            "a width, a height or a distance(to:) is a length, top, leading, centerX and the like are positions: relate a dimension to a dimension or a number, as in a.width == b.height * 2 or a.width == 48"
    )
    @MainActor
    public static func == (lhs: Self, rhs: some XOperand) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: a dimension related to a horizontal position (`a.width == b.centerX`).
    @available(
        *, unavailable,
        message:
            "a width, a height or a distance(to:) is a length, top, leading, centerX and the like are positions: relate a dimension to a dimension or a number, as in a.width == b.height * 2 or a.width == 48"
    )
    @MainActor
    public static func <= (lhs: Self, rhs: some XOperand) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: a dimension related to a horizontal position (`a.width == b.centerX`).
    @available(
        *, unavailable,
        message:
            "a width, a height or a distance(to:) is a length, top, leading, centerX and the like are positions: relate a dimension to a dimension or a number, as in a.width == b.height * 2 or a.width == 48"
    )
    @MainActor
    public static func >= (lhs: Self, rhs: some XOperand) -> ConstraintExpression {
        rejectedForm()
    }
}

extension DimensionOperand {
    /// Does not compile: a dimension related to a vertical position (`a.width == b.top`).
    @available(
        *, unavailable,
        message:
            "a width, a height or a distance(to:) is a length, top, leading, centerX and the like are positions: relate a dimension to a dimension or a number, as in a.width == b.height * 2 or a.width == 48"
    )
    @MainActor
    public static func == (lhs: Self, rhs: some YOperand) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: a dimension related to a vertical position (`a.width == b.top`).
    @available(
        *, unavailable,
        message:
            "a width, a height or a distance(to:) is a length, top, leading, centerX and the like are positions: relate a dimension to a dimension or a number, as in a.width == b.height * 2 or a.width == 48"
    )
    @MainActor
    public static func <= (lhs: Self, rhs: some YOperand) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: a dimension related to a vertical position (`a.width == b.top`).
    @available(
        *, unavailable,
        message:
            "a width, a height or a distance(to:) is a length, top, leading, centerX and the like are positions: relate a dimension to a dimension or a number, as in a.width == b.height * 2 or a.width == 48"
    )
    @MainActor
    public static func >= (lhs: Self, rhs: some YOperand) -> ConstraintExpression {
        rejectedForm()
    }
}

extension XOperand {
    /// Does not compile: a horizontal position related to a dimension (`a.leading == b.width`).
    @available(
        *, unavailable,
        message:
            "top, leading, centerX and the like are positions, widths, heights and distances lengths: relate a position to a position, as in a.top == b.bottom + 8"
    )
    @MainActor
    public static func == (lhs: Self, rhs: some DimensionOperand) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: a horizontal position related to a dimension (`a.leading == b.width`).
    @available(
        *, unavailable,
        message:
            "top, leading, centerX and the like are positions, widths, heights and distances lengths: relate a position to a position, as in a.top == b.bottom + 8"
    )
    @MainActor
    public static func <= (lhs: Self, rhs: some DimensionOperand) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: a horizontal position related to a dimension (`a.leading == b.width`).
    @available(
        *, unavailable,
        message:
            "top, leading, centerX and the like are positions, widths, heights and distances lengths: relate a position to a position, as in a.top == b.bottom + 8"
    )
    @MainActor
    public static func >= (lhs: Self, rhs: some DimensionOperand) -> ConstraintExpression {
        rejectedForm()
    }
}

extension YOperand {
    /// Does not compile: a vertical position related to a dimension (`a.top == b.height`).
    @available(
        *, unavailable,
        message:
            "top, leading, centerX and the like are positions, widths, heights and distances lengths: relate a position to a position, as in a.top == b.bottom + 8"
    )
    @MainActor
    public static func == (lhs: Self, rhs: some DimensionOperand) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: a vertical position related to a dimension (`a.top == b.height`).
    @available(
        *, unavailable,
        message:
            "top, leading, centerX and the like are positions, widths, heights and distances lengths: relate a position to a position, as in a.top == b.bottom + 8"
    )
    @MainActor
    public static func <= (lhs: Self, rhs: some DimensionOperand) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: a vertical position related to a dimension (`a.top == b.height`).
    @available(
        *, unavailable,
        message:
            "top, leading, centerX and the like are positions, widths, heights and distances lengths: relate a position to a position, as in a.top == b.bottom + 8"
    )
    @MainActor
    public static func >= (lhs: Self, rhs: some DimensionOperand) -> ConstraintExpression {
        rejectedForm()
    }
}

// MARK: Positions equal to numbers

extension YOperand {
    /// Does not compile: a vertical position related to a number (`a.top == 10`); Auto Layout refuses it.
    @available(
        *, unavailable,
        message:
            "a position cannot equal a number, only another position (a width or height can): write a.top == superview.top + 10"
    )
    @MainActor
    public static func == (lhs: Self, rhs: CGFloat) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: a vertical position related to a number (`a.top == 10`); Auto Layout refuses it.
    @available(
        *, unavailable,
        message:
            "a position cannot equal a number, only another position (a width or height can): write a.top == superview.top + 10"
    )
    @MainActor
    public static func <= (lhs: Self, rhs: CGFloat) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: a vertical position related to a number (`a.top == 10`); Auto Layout refuses it.
    @available(
        *, unavailable,
        message:
            "a position cannot equal a number, only another position (a width or height can): write a.top == superview.top + 10"
    )
    @MainActor
    public static func >= (lhs: Self, rhs: CGFloat) -> ConstraintExpression {
        rejectedForm()
    }
}

extension XOperand {
    /// Does not compile: a horizontal position related to a number (`a.leading == 10`); Auto Layout refuses it.
    @available(
        *, unavailable,
        message:
            "a position cannot equal a number, only another position (a width or height can): write a.top == superview.top + 10"
    )
    @MainActor
    public static func == (lhs: Self, rhs: CGFloat) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: a horizontal position related to a number (`a.leading == 10`); Auto Layout refuses it.
    @available(
        *, unavailable,
        message:
            "a position cannot equal a number, only another position (a width or height can): write a.top == superview.top + 10"
    )
    @MainActor
    public static func <= (lhs: Self, rhs: CGFloat) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: a horizontal position related to a number (`a.leading == 10`); Auto Layout refuses it.
    @available(
        *, unavailable,
        message:
            "a position cannot equal a number, only another position (a width or height can): write a.top == superview.top + 10"
    )
    @MainActor
    public static func >= (lhs: Self, rhs: CGFloat) -> ConstraintExpression {
        rejectedForm()
    }
}

extension CenterAnchor {
    /// Does not compile: a centre related to numbers (`a.center == (0, 0)`).
    @available(
        *, unavailable,
        message:
            "a centre cannot equal numbers, only another centre (a size can): write a.center == superview.center.offset(x: 10, y: 20)"
    )
    @MainActor
    public static func == (lhs: CenterAnchor, rhs: (x: Double, y: Double)) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: a centre related to numbers (`a.center == (0, 0)`).
    @available(
        *, unavailable,
        message:
            "a centre cannot equal numbers, only another centre (a size can): write a.center == superview.center.offset(x: 10, y: 20)"
    )
    @MainActor
    public static func <= (lhs: CenterAnchor, rhs: (x: Double, y: Double)) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: a centre related to numbers (`a.center == (0, 0)`).
    @available(
        *, unavailable,
        message:
            "a centre cannot equal numbers, only another centre (a size can): write a.center == superview.center.offset(x: 10, y: 20)"
    )
    @MainActor
    public static func >= (lhs: CenterAnchor, rhs: (x: Double, y: Double)) -> ConstraintExpression {
        rejectedForm()
    }
}

// MARK: Compound anchors of different kinds

extension CompoundAnchor {
    /// Does not compile: two different compound anchors related (`a.edges == b.size`).
    @available(
        *, unavailable,
        message:
            "edges, horizontalEdges, verticalEdges, size and center each relate only to their own kind: write a.edges == b.edges.inset(by: 8), a.size == b.size * 2 or a.center == b.center"
    )
    @MainActor
    public static func == (lhs: Self, rhs: some CompoundAnchor) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: two different compound anchors related (`a.edges == b.size`).
    @available(
        *, unavailable,
        message:
            "edges, horizontalEdges, verticalEdges, size and center each relate only to their own kind: write a.edges == b.edges.inset(by: 8), a.size == b.size * 2 or a.center == b.center"
    )
    @MainActor
    public static func <= (lhs: Self, rhs: some CompoundAnchor) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: two different compound anchors related (`a.edges == b.size`).
    @available(
        *, unavailable,
        message:
            "edges, horizontalEdges, verticalEdges, size and center each relate only to their own kind: write a.edges == b.edges.inset(by: 8), a.size == b.size * 2 or a.center == b.center"
    )
    @MainActor
    public static func >= (lhs: Self, rhs: some CompoundAnchor) -> ConstraintExpression {
        rejectedForm()
    }
}

extension CompoundAnchor {
    /// Does not compile: a compound anchor related to another kind's expression (`a.edges == b.size * 2`).
    @available(
        *, unavailable,
        message:
            "edges, horizontalEdges, verticalEdges, size and center each relate only to their own kind: write a.edges == b.edges.inset(by: 8), a.size == b.size * 2 or a.center == b.center"
    )
    @MainActor
    public static func == <Other: CompoundArithmetic>(lhs: Self, rhs: Other) -> ConstraintExpression
    where Other.Expression == Other {
        rejectedForm()
    }

    /// Does not compile: a compound anchor related to another kind's expression (`a.edges == b.size * 2`).
    @available(
        *, unavailable,
        message:
            "edges, horizontalEdges, verticalEdges, size and center each relate only to their own kind: write a.edges == b.edges.inset(by: 8), a.size == b.size * 2 or a.center == b.center"
    )
    @MainActor
    public static func <= <Other: CompoundArithmetic>(lhs: Self, rhs: Other) -> ConstraintExpression
    where Other.Expression == Other {
        rejectedForm()
    }

    /// Does not compile: a compound anchor related to another kind's expression (`a.edges == b.size * 2`).
    @available(
        *, unavailable,
        message:
            "edges, horizontalEdges, verticalEdges, size and center each relate only to their own kind: write a.edges == b.edges.inset(by: 8), a.size == b.size * 2 or a.center == b.center"
    )
    @MainActor
    public static func >= <Other: CompoundArithmetic>(lhs: Self, rhs: Other) -> ConstraintExpression
    where Other.Expression == Other {
        rejectedForm()
    }
}

// MARK: Arithmetic on the left-hand side

extension DimensionExpression {
    /// Does not compile: a multiplier or constant on a relation with no second item (`a.width * 0.2 == 295`), which SnapKit silently drops.
    @available(
        *, unavailable,
        message:
            "a relation with no second item takes no multiplier, and its left-hand side is a bare anchor: solve for the anchor, as in a.width == 295 / 0.2"
    )
    @MainActor
    public static func == (lhs: DimensionExpression, rhs: CGFloat) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: a multiplier or constant on a relation with no second item (`a.width * 0.2 == 295`), which SnapKit silently drops.
    @available(
        *, unavailable,
        message:
            "a relation with no second item takes no multiplier, and its left-hand side is a bare anchor: solve for the anchor, as in a.width == 295 / 0.2"
    )
    @MainActor
    public static func <= (lhs: DimensionExpression, rhs: CGFloat) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: a multiplier or constant on a relation with no second item (`a.width * 0.2 == 295`), which SnapKit silently drops.
    @available(
        *, unavailable,
        message:
            "a relation with no second item takes no multiplier, and its left-hand side is a bare anchor: solve for the anchor, as in a.width == 295 / 0.2"
    )
    @MainActor
    public static func >= (lhs: DimensionExpression, rhs: CGFloat) -> ConstraintExpression {
        rejectedForm()
    }
}

extension CompoundArithmetic where Expression == Self {
    /// Does not compile: arithmetic on the left-hand side of a size or centre relation (`a.size * 2 == b.size`).
    @available(
        *, unavailable,
        message:
            "the left-hand side of a relation is a bare anchor: move the multiplier or constants to the right, as in a.size == b.size / 2"
    )
    @MainActor
    public static func == (lhs: Self, rhs: some CompoundAnchor) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: arithmetic on the left-hand side of a size or centre relation (`a.size * 2 == b.size`).
    @available(
        *, unavailable,
        message:
            "the left-hand side of a relation is a bare anchor: move the multiplier or constants to the right, as in a.size == b.size / 2"
    )
    @MainActor
    public static func <= (lhs: Self, rhs: some CompoundAnchor) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: arithmetic on the left-hand side of a size or centre relation (`a.size * 2 == b.size`).
    @available(
        *, unavailable,
        message:
            "the left-hand side of a relation is a bare anchor: move the multiplier or constants to the right, as in a.size == b.size / 2"
    )
    @MainActor
    public static func >= (lhs: Self, rhs: some CompoundAnchor) -> ConstraintExpression {
        rejectedForm()
    }
}

// MARK: Arithmetic in the wrong place

extension ConstraintConvertible {
    /// Does not compile: a multiplier after the relation (`(a.width == b.width) * 2`).
    @available(
        *, unavailable,
        message:
            "a relation is finished once made and takes no multiplier: put it on the right-hand side, as in a.width == b.width * 2"
    )
    public static func * (lhs: Self, rhs: Double) -> Self {
        rejectedForm()
    }
}

extension ConstraintConvertible {
    /// Does not compile: a divisor after the relation (`(a.width == b.width) / 2`).
    @available(
        *, unavailable,
        message:
            "a relation is finished once made and takes no divisor: put it on the right-hand side, as in a.width == b.width / 2"
    )
    public static func / (lhs: Self, rhs: Double) -> Self {
        rejectedForm()
    }
}

extension ConstraintConvertible {
    /// Does not compile: a constant after the relation (`(a.top == b.top) + 10`).
    @available(
        *, unavailable,
        message:
            "a relation is finished once made and takes no constant: put it on the right-hand side, as in a.top == b.top + 10"
    )
    public static func + (lhs: Self, rhs: Double) -> Self {
        rejectedForm()
    }
}

extension ConstraintConvertible {
    /// Does not compile: a constant after the relation (`(a.top == b.top) - 10`).
    @available(
        *, unavailable,
        message:
            "a relation is finished once made and takes no constant: put it on the right-hand side, as in a.top == b.top - 10"
    )
    public static func - (lhs: Self, rhs: Double) -> Self {
        rejectedForm()
    }
}

extension AnchorArithmetic {
    /// Does not compile: a number minus an anchor (`10 - b.width`).
    @available(
        *, unavailable,
        message:
            "a number minus an anchor is multiplier -1, which other libraries silently read as the anchor minus the number: write the anchor first, as in b.width * -1 + 10"
    )
    public static func - (lhs: Double, rhs: Self) -> Expression {
        rejectedForm()
    }
}

extension AnchorArithmetic {
    /// Does not compile: a number plus an anchor (`8 + b.top`).
    @available(
        *, unavailable, message: "write the anchor first and the number after it, as in b.top + 8"
    )
    public static func + (lhs: Double, rhs: Self) -> Expression {
        rejectedForm()
    }
}

extension AnchorArithmetic {
    /// Does not compile: a number times an anchor (`2 * b.width`).
    @available(
        *, unavailable,
        message: "write the anchor first and the multiplier after it, as in b.width * 2"
    )
    public static func * (lhs: Double, rhs: Self) -> Expression {
        rejectedForm()
    }
}

extension EdgesAnchor {
    /// Does not compile: a multiplier on edges (`b.edges * 2`).
    @available(
        *, unavailable,
        message:
            "edges take insets, not a multiplier (size and center take one): write b.edges.inset(by: 8) or b.horizontalEdges.inset(leading: 16, trailing: 16)"
    )
    public static func * (lhs: EdgesAnchor, rhs: Double) -> EdgesAnchor {
        rejectedForm()
    }
}

extension EdgesAnchor {
    /// Does not compile: a divisor on edges (`b.edges / 2`).
    @available(
        *, unavailable,
        message:
            "edges take insets, not a divisor (size and center take one): write b.edges.inset(by: 8) or b.horizontalEdges.inset(leading: 16, trailing: 16)"
    )
    public static func / (lhs: EdgesAnchor, rhs: Double) -> EdgesAnchor {
        rejectedForm()
    }
}

extension HorizontalEdgesAnchor {
    /// Does not compile: a multiplier on edges (`b.horizontalEdges * 2`).
    @available(
        *, unavailable,
        message:
            "edges take insets, not a multiplier (size and center take one): write b.edges.inset(by: 8) or b.horizontalEdges.inset(leading: 16, trailing: 16)"
    )
    public static func * (lhs: HorizontalEdgesAnchor, rhs: Double) -> HorizontalEdgesAnchor {
        rejectedForm()
    }
}

extension HorizontalEdgesAnchor {
    /// Does not compile: a divisor on edges (`b.horizontalEdges / 2`).
    @available(
        *, unavailable,
        message:
            "edges take insets, not a divisor (size and center take one): write b.edges.inset(by: 8) or b.horizontalEdges.inset(leading: 16, trailing: 16)"
    )
    public static func / (lhs: HorizontalEdgesAnchor, rhs: Double) -> HorizontalEdgesAnchor {
        rejectedForm()
    }
}

extension VerticalEdgesAnchor {
    /// Does not compile: a multiplier on edges (`b.verticalEdges * 2`).
    @available(
        *, unavailable,
        message:
            "edges take insets, not a multiplier (size and center take one): write b.edges.inset(by: 8) or b.horizontalEdges.inset(leading: 16, trailing: 16)"
    )
    public static func * (lhs: VerticalEdgesAnchor, rhs: Double) -> VerticalEdgesAnchor {
        rejectedForm()
    }
}

extension VerticalEdgesAnchor {
    /// Does not compile: a divisor on edges (`b.verticalEdges / 2`).
    @available(
        *, unavailable,
        message:
            "edges take insets, not a divisor (size and center take one): write b.edges.inset(by: 8) or b.horizontalEdges.inset(leading: 16, trailing: 16)"
    )
    public static func / (lhs: VerticalEdgesAnchor, rhs: Double) -> VerticalEdgesAnchor {
        rejectedForm()
    }
}

extension CompoundAnchor {
    /// Does not compile: one number added to a compound anchor (`b.edges + 8`).
    @available(
        *, unavailable,
        message:
            "a compound anchor takes a constant per component, or insets: write b.size + (8, 8), b.center + (0, 8) or b.edges.inset(by: 8)"
    )
    public static func + (lhs: Self, rhs: Double) -> Self {
        rejectedForm()
    }
}

extension CompoundAnchor {
    /// Does not compile: one number subtracted from a compound anchor (`b.edges - 8`).
    @available(
        *, unavailable,
        message:
            "a compound anchor takes a constant per component, or insets: write b.size - (8, 8), b.center - (0, 8) or b.edges.inset(by: -8)"
    )
    public static func - (lhs: Self, rhs: Double) -> Self {
        rejectedForm()
    }
}

extension CompoundArithmetic where Expression == Self {
    /// Does not compile: one number added to a size or centre expression (`b.size * 2 + 8`).
    @available(
        *, unavailable,
        message: "a size or centre takes a constant per component: write b.size * 0.5 + (8, 8)"
    )
    public static func + (lhs: Self, rhs: Double) -> Self {
        rejectedForm()
    }
}

extension CompoundArithmetic where Expression == Self {
    /// Does not compile: one number subtracted from a size or centre expression (`b.size * 2 - 8`).
    @available(
        *, unavailable,
        message: "a size or centre takes a constant per component: write b.size * 0.5 - (8, 8)"
    )
    public static func - (lhs: Self, rhs: Double) -> Self {
        rejectedForm()
    }
}

// MARK: A second priority

extension PrioritizedConstraintExpression {
    /// Does not compile: a second priority (`a.top == b.top ~ .high ~ .low`).
    @available(
        *, unavailable,
        message: "a relation has one priority: keep one ~ (to adjust a level, write ~ .high - 1)"
    )
    @MainActor
    public static func ~ (
        relation: PrioritizedConstraintExpression, priority: LayoutPriority
    ) -> PrioritizedConstraintExpression {
        rejectedForm()
    }
}
