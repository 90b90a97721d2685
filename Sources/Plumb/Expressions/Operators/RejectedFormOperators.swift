// The forms Plumb rejects that no relation or arithmetic operator of its own meets, each as an
// overload marked `@available(*, unavailable, message:)`, so that the compiler says what is
// wrong and what to write instead in Plumb's words (`'==' is unavailable: edges, horizontalEdges,
// verticalEdges, size and center each relate only to their own kind …`) rather than naming the standard library's `BinaryInteger` or `DurationProtocol`.
// The forms that do meet one of Plumb's operators (anchors of different kinds related, a
// position or a centre related to numbers, arithmetic on the left-hand side of a compound
// relation, a multiplier on edges or on a finished relation) are rejected by unavailable conformances
// instead (RejectedOperands.swift), which cost nothing to code that does not use them.
//
// What these overloads cost: the type-checker skips unavailable overloads while it solves an
// expression and tries them only once the expression has failed, for its diagnosis, so they add
// no solver scope. They still lengthen every `==`, `+`, `*` …
// overload list, which every `==` of every file that imports Plumb pays for, plain arithmetic
// included: about 1.1 M instructions each on the control file of BENCHMARKS.md, section 2. So
// there are as few as the messages need: two for each relation operator, three for `+`, two
// for `-`, one for `*`. Each is shaped so that a wrong form matches exactly one of them (of
// two that both fit, the compiler may show the wrong one, or call it ambiguous), and every one
// has a Plumb type on one side, so that a mistake in code that does not use Plumb is never
// explained in Plumb's words. Each returns what the valid form would, so that a wrong relation
// written in a `constrain` block fails at its own operator, not at the block's builder.

import Foundation  // CGFloat (CoreGraphics's on Apple platforms, Foundation's on Linux)

/// The body of an overload that only exists to be refused at compile time: unavailable code
/// cannot be called, so this is never reached.
func rejectedForm() -> Never {
    fatalError("Plumb: an overload marked unavailable was called")
}

// MARK: Compound anchors of different kinds

extension CompoundAnchor {
    /// Does not compile: two different compound anchors related, bare or with arithmetic
    /// (`a.edges == b.size`, `a.edges == b.size * 2`). Two of one kind meet an available
    /// overload, which the compiler prefers.
    @available(
        *, unavailable,
        message:
            "edges, horizontalEdges, verticalEdges, size and center each relate only to their own kind: write a.edges == b.edges.inset(by: 8), a.size == b.size * 2 or a.center == b.center"
    )
    public static func == (lhs: Self, rhs: some CompoundOperand) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: two different compound anchors related, bare or with arithmetic
    /// (`a.edges <= b.size`, `a.edges <= b.size * 2`). Two of one kind meet an available
    /// overload, which the compiler prefers.
    @available(
        *, unavailable,
        message:
            "edges, horizontalEdges, verticalEdges, size and center each relate only to their own kind: write a.edges == b.edges.inset(by: 8), a.size == b.size * 2 or a.center == b.center"
    )
    public static func <= (lhs: Self, rhs: some CompoundOperand) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: two different compound anchors related, bare or with arithmetic
    /// (`a.edges >= b.size`, `a.edges >= b.size * 2`). Two of one kind meet an available
    /// overload, which the compiler prefers.
    @available(
        *, unavailable,
        message:
            "edges, horizontalEdges, verticalEdges, size and center each relate only to their own kind: write a.edges == b.edges.inset(by: 8), a.size == b.size * 2 or a.center == b.center"
    )
    public static func >= (lhs: Self, rhs: some CompoundOperand) -> ConstraintExpression {
        rejectedForm()
    }
}

// MARK: Arithmetic on the left-hand side

extension AnchorArithmetic where Expression == Self {
    /// Does not compile: arithmetic on the left-hand side of a relation (`a.top + 8 == b.bottom`).
    @available(
        *, unavailable,
        message:
            "the left-hand side of a relation is a bare anchor, the first item of the constraint: move the multiplier or constant to the right, as in a.top == b.bottom - 8 or a.width == b.width / 2"
    )
    public static func == (lhs: Self, rhs: some AnchorArithmetic) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: arithmetic on the left-hand side of a relation (`a.top + 8 <= b.bottom`).
    @available(
        *, unavailable,
        message:
            "the left-hand side of a relation is a bare anchor, the first item of the constraint: move the multiplier or constant to the right, as in a.top == b.bottom - 8 or a.width == b.width / 2"
    )
    public static func <= (lhs: Self, rhs: some AnchorArithmetic) -> ConstraintExpression {
        rejectedForm()
    }

    /// Does not compile: arithmetic on the left-hand side of a relation (`a.top + 8 >= b.bottom`).
    @available(
        *, unavailable,
        message:
            "the left-hand side of a relation is a bare anchor, the first item of the constraint: move the multiplier or constant to the right, as in a.top == b.bottom - 8 or a.width == b.width / 2"
    )
    public static func >= (lhs: Self, rhs: some AnchorArithmetic) -> ConstraintExpression {
        rejectedForm()
    }
}

// MARK: Arithmetic in the wrong place

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

extension CompoundOperand {
    /// Does not compile: one number added to a compound anchor or expression (`b.edges + 8`,
    /// `b.size * 2 + 8`).
    @available(
        *, unavailable,
        message:
            "a size or centre takes a constant per component, and edges take insets: write b.size * 0.5 + (8, 8), b.center - (0, 8) or b.edges.inset(by: 8)"
    )
    public static func + (lhs: Self, rhs: Double) -> Self {
        rejectedForm()
    }

    /// Does not compile: one number subtracted from a compound anchor or expression
    /// (`b.edges - 8`, `b.size * 2 - 8`).
    @available(
        *, unavailable,
        message:
            "a size or centre takes a constant per component, and edges take insets: write b.size * 0.5 + (8, 8), b.center - (0, 8) or b.edges.inset(by: 8)"
    )
    public static func - (lhs: Self, rhs: Double) -> Self {
        rejectedForm()
    }
}

// MARK: Arithmetic after a relation

extension ConstraintConvertible {
    /// Does not compile: a constant added to a finished relation (`(a.top == b.top) + 10`).
    /// `-`, `*` and `/` meet the operators declared once for all kinds and an unavailable
    /// conformance with the same message (RejectedOperands.swift); `+` is declared per kind of
    /// anchor, which no relation is.
    @available(
        *, unavailable,
        message:
            "a relation is finished once made and takes no multiplier, divisor or constant: put it on the right-hand side, as in a.width == b.width * 2 + 10"
    )
    public static func + (lhs: Self, rhs: Double) -> Self {
        rejectedForm()
    }
}
