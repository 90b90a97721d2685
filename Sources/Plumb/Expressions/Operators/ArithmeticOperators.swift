// `+`, `-`, `*` and `/` on anchors and anchor expressions, each giving the expression of the
// operand's own kind, so that kinds never mix. Constants are `Double` (a `CGFloat` converts
// implicitly), never generic, which keeps chains like `b.top + d + d + d` linear for the
// type-checker. There is deliberately no `number + anchor` or `number - anchor`: `10 - b.width`
// does not compile rather than silently meaning `b.width - 10`.
//
// How they are declared is about the type-checker's cost (BENCHMARKS.md, section 2):
// - All are generic over `Self`, on AnchorArithmetic, so that plain arithmetic that never uses
//   Plumb does not pay for them in full: once a standard library overload that is not generic
//   fits, the type-checker skips generic ones. Against ten concrete
//   `(YExpression, Double) -> YExpression`-like overloads, `[p, q].reduce(0, +)`, whose `+` fits
//   any `(R, Double) -> R`, tried every one of them three times.
// - `+` (the most common, and every term of a chain) has one overload per kind whose result is
//   that kind's expression type, not `Self.Expression`, and so does the dimensions' `*`. The
//   type-checker then knows the type of `b.top + 8` as soon as it picks the overload, and
//   settles `Self` apart from the rest of the expression; with `Self.Expression` it had to commit
//   to a type for `Self` first, one more step of the solver while the relation's `==` was still
//   open, and each step weighs every one of the ~170 overloads of `==` again. That made a
//   chain of eight terms cost a third less, and `a.width == b.width * 0.5 + 8` a sixth.
// - `-`, `/` and the positions' `*` keep one overload each for all kinds: every overload of a
//   standard operator costs every file that imports Plumb, at every use of that operator
//   (about 0.35% of plain arithmetic per overload, measured), so only the most common forms
//   get one per kind. `/` and that `*` are declared on Scalable, so that the sizes' and
//   centres' `*` and `/` are the same two overloads, and edges and finished relations meet them
//   and an unavailable conformance (RejectedOperands.swift) rather than overloads of their own.

extension AnchorArithmetic where Expression == AbsoluteXExpression {
    /// The absolute horizontal position (`left`, `right`) plus a constant: an
    /// ``AbsoluteXAnchor`` or ``AbsoluteXExpression`` in, an ``AbsoluteXExpression`` out.
    public static func + (lhs: Self, rhs: Double) -> AbsoluteXExpression {
        AbsoluteXExpression(lhs.layoutTerm.adding(rhs))
    }
}

extension AnchorArithmetic where Expression == DirectionalXExpression {
    /// The directional horizontal position (`leading`, `trailing`) plus a constant: a
    /// ``DirectionalXAnchor`` or ``DirectionalXExpression`` in, a ``DirectionalXExpression`` out.
    public static func + (lhs: Self, rhs: Double) -> DirectionalXExpression {
        DirectionalXExpression(lhs.layoutTerm.adding(rhs))
    }
}

extension AnchorArithmetic where Expression == CenterXExpression {
    /// The horizontal centre plus a constant: a ``CenterXAnchor`` or ``CenterXExpression``
    /// in, a ``CenterXExpression`` out.
    public static func + (lhs: Self, rhs: Double) -> CenterXExpression {
        CenterXExpression(lhs.layoutTerm.adding(rhs))
    }
}

extension AnchorArithmetic where Expression == YExpression {
    /// The vertical position plus a constant: a ``YAnchor`` or ``YExpression`` in,
    /// a ``YExpression`` out.
    public static func + (lhs: Self, rhs: Double) -> YExpression {
        YExpression(lhs.layoutTerm.adding(rhs))
    }
}

extension AnchorArithmetic where Expression == DimensionExpression {
    /// The dimension plus a constant: a ``DimensionAnchor`` or
    /// ``DimensionExpression`` in, a ``DimensionExpression`` out.
    public static func + (lhs: Self, rhs: Double) -> DimensionExpression {
        DimensionExpression(lhs.layoutTerm.adding(rhs))
    }

    /// The dimension times a multiplier (the constant scales too: algebra):
    /// `b.width * 0.5`.
    public static func * (lhs: Self, rhs: Double) -> DimensionExpression {
        DimensionExpression(lhs.layoutTerm.scaled(by: rhs))
    }
}

extension Scalable where Expression: ScalableExpression {
    /// The position, size or centre times a multiplier (the constant scales too: algebra):
    /// `b.centerX * 0.5`, `b.size * 2`.
    public static func * (lhs: Self, rhs: Double) -> Expression {
        scaled(lhs, by: ScaleFactor(rhs))
    }
}

extension Scalable {
    /// The anchor or expression divided by a divisor (the constant scales too:
    /// `(b.width + 10) / 2` is multiplier 0.5, constant 5). Dividing by 0 is reported as a
    /// non-finite number when the constraint is made.
    public static func / (lhs: Self, rhs: Double) -> Expression {
        scaled(lhs, by: ScaleFactor(1 / rhs))
    }
}

extension AnchorArithmetic {
    /// The anchor or expression minus a constant.
    public static func - (lhs: Self, rhs: Double) -> Expression {
        expression(of: ArithmeticResult(lhs.layoutTerm.adding(-rhs)))
    }
}

// `+` and `-` on the compounds that take arithmetic, `size` and `center` (CompoundArithmetic),
// with a pair of constants, one per component, in component order (width, height; x, y); their
// `*` and `/` (a multiplier of both components) are Scalable's, above. Without them
// `b.size * 2` found no `*` but the standard library's generic ones and failed with an
// unrelated `DurationProtocol` error. Generic over `Self`, like AnchorArithmetic's, so that
// plain arithmetic does not try them first.

extension CompoundArithmetic {
    /// The size or centre plus a constant per component: `b.size + (10, 20)` adds 10 to the
    /// width and 20 to the height; `b.center + (0, -8)` moves the centre up by 8.
    public static func + (lhs: Self, rhs: (Double, Double)) -> Expression {
        expression(of: CompoundArithmeticResult(lhs.compoundParts.adding(rhs)))
    }

    /// The size or centre minus a constant per component (`b.size - (16, 0)`).
    public static func - (lhs: Self, rhs: (Double, Double)) -> Expression {
        expression(of: CompoundArithmeticResult(lhs.compoundParts.adding((-rhs.0, -rhs.1))))
    }
}
