// `+`, `-`, `*` and `/` on anchors and anchor expressions: one overload per kind, declared on
// that kind's arithmetic protocol (AnchorArithmetic.swift), so 5 overloads per operator.
// Being generic over `Self`, they are tried after the standard library's concrete overloads
// and skipped once one of those fits: plain arithmetic that never uses Plumb, such as
// `[p, q].reduce(0, +)` whose `+` fits any `(R, Double) -> R`, does not pay for them
// (a concrete `(YExpression, Double) -> YExpression` made that reduce twice as slow).
// Constants are `Double` (a `CGFloat` converts implicitly), never generic, which keeps chains
// like `b.top + d + d + d` linear for the type-checker. There is deliberately no
// `number + anchor` or `number - anchor`: `10 - b.width` does not compile rather than
// silently meaning `b.width - 10`.

extension AbsoluteXArithmetic {
    /// The anchor or expression plus a constant.
    public static func + (lhs: Self, rhs: Double) -> AbsoluteXExpression {
        AbsoluteXExpression(lhs.layoutTerm.adding(rhs))
    }

    /// The anchor or expression minus a constant.
    public static func - (lhs: Self, rhs: Double) -> AbsoluteXExpression {
        AbsoluteXExpression(lhs.layoutTerm.adding(-rhs))
    }

    /// The anchor or expression times a multiplier (the constant scales too: algebra).
    public static func * (lhs: Self, rhs: Double) -> AbsoluteXExpression {
        AbsoluteXExpression(lhs.layoutTerm.scaled(by: rhs))
    }

    /// The anchor or expression divided by a divisor (the constant scales too:
    /// `(b.width + 10) / 2` is multiplier 0.5, constant 5). Dividing by 0 is reported as a
    /// non-finite number when the constraint is made.
    public static func / (lhs: Self, rhs: Double) -> AbsoluteXExpression {
        AbsoluteXExpression(lhs.layoutTerm.scaled(by: 1 / rhs))
    }
}

extension DirectionalXArithmetic {
    /// The anchor or expression plus a constant.
    public static func + (lhs: Self, rhs: Double) -> DirectionalXExpression {
        DirectionalXExpression(lhs.layoutTerm.adding(rhs))
    }

    /// The anchor or expression minus a constant.
    public static func - (lhs: Self, rhs: Double) -> DirectionalXExpression {
        DirectionalXExpression(lhs.layoutTerm.adding(-rhs))
    }

    /// The anchor or expression times a multiplier (the constant scales too: algebra).
    public static func * (lhs: Self, rhs: Double) -> DirectionalXExpression {
        DirectionalXExpression(lhs.layoutTerm.scaled(by: rhs))
    }

    /// The anchor or expression divided by a divisor (the constant scales too:
    /// `(b.width + 10) / 2` is multiplier 0.5, constant 5). Dividing by 0 is reported as a
    /// non-finite number when the constraint is made.
    public static func / (lhs: Self, rhs: Double) -> DirectionalXExpression {
        DirectionalXExpression(lhs.layoutTerm.scaled(by: 1 / rhs))
    }
}

extension CenterXArithmetic {
    /// The anchor or expression plus a constant.
    public static func + (lhs: Self, rhs: Double) -> CenterXExpression {
        CenterXExpression(lhs.layoutTerm.adding(rhs))
    }

    /// The anchor or expression minus a constant.
    public static func - (lhs: Self, rhs: Double) -> CenterXExpression {
        CenterXExpression(lhs.layoutTerm.adding(-rhs))
    }

    /// The anchor or expression times a multiplier (the constant scales too: algebra).
    public static func * (lhs: Self, rhs: Double) -> CenterXExpression {
        CenterXExpression(lhs.layoutTerm.scaled(by: rhs))
    }

    /// The anchor or expression divided by a divisor (the constant scales too:
    /// `(b.width + 10) / 2` is multiplier 0.5, constant 5). Dividing by 0 is reported as a
    /// non-finite number when the constraint is made.
    public static func / (lhs: Self, rhs: Double) -> CenterXExpression {
        CenterXExpression(lhs.layoutTerm.scaled(by: 1 / rhs))
    }
}

extension YArithmetic {
    /// The anchor or expression plus a constant.
    public static func + (lhs: Self, rhs: Double) -> YExpression {
        YExpression(lhs.layoutTerm.adding(rhs))
    }

    /// The anchor or expression minus a constant.
    public static func - (lhs: Self, rhs: Double) -> YExpression {
        YExpression(lhs.layoutTerm.adding(-rhs))
    }

    /// The anchor or expression times a multiplier (the constant scales too: algebra).
    public static func * (lhs: Self, rhs: Double) -> YExpression {
        YExpression(lhs.layoutTerm.scaled(by: rhs))
    }

    /// The anchor or expression divided by a divisor (the constant scales too:
    /// `(b.width + 10) / 2` is multiplier 0.5, constant 5). Dividing by 0 is reported as a
    /// non-finite number when the constraint is made.
    public static func / (lhs: Self, rhs: Double) -> YExpression {
        YExpression(lhs.layoutTerm.scaled(by: 1 / rhs))
    }
}

extension DimensionArithmetic {
    /// The anchor or expression plus a constant.
    public static func + (lhs: Self, rhs: Double) -> DimensionExpression {
        DimensionExpression(lhs.layoutTerm.adding(rhs))
    }

    /// The anchor or expression minus a constant.
    public static func - (lhs: Self, rhs: Double) -> DimensionExpression {
        DimensionExpression(lhs.layoutTerm.adding(-rhs))
    }

    /// The anchor or expression times a multiplier (the constant scales too: algebra).
    public static func * (lhs: Self, rhs: Double) -> DimensionExpression {
        DimensionExpression(lhs.layoutTerm.scaled(by: rhs))
    }

    /// The anchor or expression divided by a divisor (the constant scales too:
    /// `(b.width + 10) / 2` is multiplier 0.5, constant 5). Dividing by 0 is reported as a
    /// non-finite number when the constraint is made.
    public static func / (lhs: Self, rhs: Double) -> DimensionExpression {
        DimensionExpression(lhs.layoutTerm.scaled(by: 1 / rhs))
    }
}
