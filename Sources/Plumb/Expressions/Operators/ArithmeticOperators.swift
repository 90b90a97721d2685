// `+`, `-`, `*` and `/` on anchors and anchor expressions: one overload each, declared on
// AnchorArithmetic for all five kinds, bare anchor and expression alike, and giving the
// expression of the operand's own kind. Being generic over `Self`, they are tried after the
// standard library's concrete overloads and skipped once one of those fits, so plain
// arithmetic that never uses Plumb does not pay for them: `[p, q].reduce(0, +)`, whose `+`
// fits any `(R, Double) -> R`, took twice as long against ten concrete
// `(YExpression, Double) -> YExpression`-like overloads.
// Constants are `Double` (a `CGFloat` converts implicitly), never generic, which keeps chains
// like `b.top + d + d + d` linear for the type-checker. There is deliberately no
// `number + anchor` or `number - anchor`: `10 - b.width` does not compile rather than
// silently meaning `b.width - 10`.

extension AnchorArithmetic {
    /// The anchor or expression plus a constant.
    public static func + (lhs: Self, rhs: Double) -> Expression {
        expression(of: ArithmeticResult(lhs.layoutTerm.adding(rhs)))
    }

    /// The anchor or expression minus a constant.
    public static func - (lhs: Self, rhs: Double) -> Expression {
        expression(of: ArithmeticResult(lhs.layoutTerm.adding(-rhs)))
    }

    /// The anchor or expression times a multiplier (the constant scales too: algebra).
    public static func * (lhs: Self, rhs: Double) -> Expression {
        expression(of: ArithmeticResult(lhs.layoutTerm.scaled(by: rhs)))
    }

    /// The anchor or expression divided by a divisor (the constant scales too:
    /// `(b.width + 10) / 2` is multiplier 0.5, constant 5). Dividing by 0 is reported as a
    /// non-finite number when the constraint is made.
    public static func / (lhs: Self, rhs: Double) -> Expression {
        expression(of: ArithmeticResult(lhs.layoutTerm.scaled(by: 1 / rhs)))
    }
}

// The same four operators on the compounds that take arithmetic, `size` and `center`
// (CompoundArithmetic): `*` and `/` with a multiplier of both components, `+` and `-` with a
// pair of constants, one per component, in component order (width, height; x, y). Without them
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

    /// The size or centre times a multiplier, for both components (the constants scale too:
    /// algebra).
    public static func * (lhs: Self, rhs: Double) -> Expression {
        expression(of: CompoundArithmeticResult(lhs.compoundParts.scaled(by: rhs)))
    }

    /// The size or centre divided by a divisor, for both components (the constants scale too).
    /// Dividing by 0 is reported as a non-finite number when the constraint is made.
    public static func / (lhs: Self, rhs: Double) -> Expression {
        expression(of: CompoundArithmeticResult(lhs.compoundParts.scaled(by: 1 / rhs)))
    }
}
