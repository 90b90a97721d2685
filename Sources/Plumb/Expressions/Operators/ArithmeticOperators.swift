// `+`, `-`, `*` and `/` on anchors and anchor expressions: 10 overloads each (five kinds,
// bare anchor and expression). Constants are `Double` (a `CGFloat` converts implicitly), never
// generic, which keeps chains like `b.top + d + d + d` linear for the type-checker. There is
// deliberately no `number + anchor` or `number - anchor`: `10 - b.width` does not compile
// rather than silently meaning `b.width - 10`.

extension AbsoluteXAnchor {
    /// The anchor plus a constant.
    public static func + (lhs: AbsoluteXAnchor, rhs: Double) -> AbsoluteXExpression {
        AbsoluteXExpression(lhs.layoutTerm.adding(rhs))
    }

    /// The anchor minus a constant.
    public static func - (lhs: AbsoluteXAnchor, rhs: Double) -> AbsoluteXExpression {
        AbsoluteXExpression(lhs.layoutTerm.adding(-rhs))
    }

    /// The anchor times a multiplier (the constant scales too: algebra).
    public static func * (lhs: AbsoluteXAnchor, rhs: Double) -> AbsoluteXExpression {
        AbsoluteXExpression(lhs.layoutTerm.scaled(by: rhs))
    }

    /// The anchor divided by a divisor (the constant scales too:
    /// `(b.width + 10) / 2` is multiplier 0.5, constant 5). Dividing by 0 is reported as a
    /// non-finite number when the constraint is made.
    public static func / (lhs: AbsoluteXAnchor, rhs: Double) -> AbsoluteXExpression {
        AbsoluteXExpression(lhs.layoutTerm.scaled(by: 1 / rhs))
    }
}

extension AbsoluteXExpression {
    /// The expression plus a constant.
    public static func + (lhs: AbsoluteXExpression, rhs: Double) -> AbsoluteXExpression {
        AbsoluteXExpression(lhs.layoutTerm.adding(rhs))
    }

    /// The expression minus a constant.
    public static func - (lhs: AbsoluteXExpression, rhs: Double) -> AbsoluteXExpression {
        AbsoluteXExpression(lhs.layoutTerm.adding(-rhs))
    }

    /// The expression times a multiplier (the constant scales too: algebra).
    public static func * (lhs: AbsoluteXExpression, rhs: Double) -> AbsoluteXExpression {
        AbsoluteXExpression(lhs.layoutTerm.scaled(by: rhs))
    }

    /// The expression divided by a divisor (the constant scales too:
    /// `(b.width + 10) / 2` is multiplier 0.5, constant 5). Dividing by 0 is reported as a
    /// non-finite number when the constraint is made.
    public static func / (lhs: AbsoluteXExpression, rhs: Double) -> AbsoluteXExpression {
        AbsoluteXExpression(lhs.layoutTerm.scaled(by: 1 / rhs))
    }
}

extension DirectionalXAnchor {
    /// The anchor plus a constant.
    public static func + (lhs: DirectionalXAnchor, rhs: Double) -> DirectionalXExpression {
        DirectionalXExpression(lhs.layoutTerm.adding(rhs))
    }

    /// The anchor minus a constant.
    public static func - (lhs: DirectionalXAnchor, rhs: Double) -> DirectionalXExpression {
        DirectionalXExpression(lhs.layoutTerm.adding(-rhs))
    }

    /// The anchor times a multiplier (the constant scales too: algebra).
    public static func * (lhs: DirectionalXAnchor, rhs: Double) -> DirectionalXExpression {
        DirectionalXExpression(lhs.layoutTerm.scaled(by: rhs))
    }

    /// The anchor divided by a divisor (the constant scales too:
    /// `(b.width + 10) / 2` is multiplier 0.5, constant 5). Dividing by 0 is reported as a
    /// non-finite number when the constraint is made.
    public static func / (lhs: DirectionalXAnchor, rhs: Double) -> DirectionalXExpression {
        DirectionalXExpression(lhs.layoutTerm.scaled(by: 1 / rhs))
    }
}

extension DirectionalXExpression {
    /// The expression plus a constant.
    public static func + (lhs: DirectionalXExpression, rhs: Double) -> DirectionalXExpression {
        DirectionalXExpression(lhs.layoutTerm.adding(rhs))
    }

    /// The expression minus a constant.
    public static func - (lhs: DirectionalXExpression, rhs: Double) -> DirectionalXExpression {
        DirectionalXExpression(lhs.layoutTerm.adding(-rhs))
    }

    /// The expression times a multiplier (the constant scales too: algebra).
    public static func * (lhs: DirectionalXExpression, rhs: Double) -> DirectionalXExpression {
        DirectionalXExpression(lhs.layoutTerm.scaled(by: rhs))
    }

    /// The expression divided by a divisor (the constant scales too:
    /// `(b.width + 10) / 2` is multiplier 0.5, constant 5). Dividing by 0 is reported as a
    /// non-finite number when the constraint is made.
    public static func / (lhs: DirectionalXExpression, rhs: Double) -> DirectionalXExpression {
        DirectionalXExpression(lhs.layoutTerm.scaled(by: 1 / rhs))
    }
}

extension CenterXAnchor {
    /// The anchor plus a constant.
    public static func + (lhs: CenterXAnchor, rhs: Double) -> CenterXExpression {
        CenterXExpression(lhs.layoutTerm.adding(rhs))
    }

    /// The anchor minus a constant.
    public static func - (lhs: CenterXAnchor, rhs: Double) -> CenterXExpression {
        CenterXExpression(lhs.layoutTerm.adding(-rhs))
    }

    /// The anchor times a multiplier (the constant scales too: algebra).
    public static func * (lhs: CenterXAnchor, rhs: Double) -> CenterXExpression {
        CenterXExpression(lhs.layoutTerm.scaled(by: rhs))
    }

    /// The anchor divided by a divisor (the constant scales too:
    /// `(b.width + 10) / 2` is multiplier 0.5, constant 5). Dividing by 0 is reported as a
    /// non-finite number when the constraint is made.
    public static func / (lhs: CenterXAnchor, rhs: Double) -> CenterXExpression {
        CenterXExpression(lhs.layoutTerm.scaled(by: 1 / rhs))
    }
}

extension CenterXExpression {
    /// The expression plus a constant.
    public static func + (lhs: CenterXExpression, rhs: Double) -> CenterXExpression {
        CenterXExpression(lhs.layoutTerm.adding(rhs))
    }

    /// The expression minus a constant.
    public static func - (lhs: CenterXExpression, rhs: Double) -> CenterXExpression {
        CenterXExpression(lhs.layoutTerm.adding(-rhs))
    }

    /// The expression times a multiplier (the constant scales too: algebra).
    public static func * (lhs: CenterXExpression, rhs: Double) -> CenterXExpression {
        CenterXExpression(lhs.layoutTerm.scaled(by: rhs))
    }

    /// The expression divided by a divisor (the constant scales too:
    /// `(b.width + 10) / 2` is multiplier 0.5, constant 5). Dividing by 0 is reported as a
    /// non-finite number when the constraint is made.
    public static func / (lhs: CenterXExpression, rhs: Double) -> CenterXExpression {
        CenterXExpression(lhs.layoutTerm.scaled(by: 1 / rhs))
    }
}

extension YAnchor {
    /// The anchor plus a constant.
    public static func + (lhs: YAnchor, rhs: Double) -> YExpression {
        YExpression(lhs.layoutTerm.adding(rhs))
    }

    /// The anchor minus a constant.
    public static func - (lhs: YAnchor, rhs: Double) -> YExpression {
        YExpression(lhs.layoutTerm.adding(-rhs))
    }

    /// The anchor times a multiplier (the constant scales too: algebra).
    public static func * (lhs: YAnchor, rhs: Double) -> YExpression {
        YExpression(lhs.layoutTerm.scaled(by: rhs))
    }

    /// The anchor divided by a divisor (the constant scales too:
    /// `(b.width + 10) / 2` is multiplier 0.5, constant 5). Dividing by 0 is reported as a
    /// non-finite number when the constraint is made.
    public static func / (lhs: YAnchor, rhs: Double) -> YExpression {
        YExpression(lhs.layoutTerm.scaled(by: 1 / rhs))
    }
}

extension YExpression {
    /// The expression plus a constant.
    public static func + (lhs: YExpression, rhs: Double) -> YExpression {
        YExpression(lhs.layoutTerm.adding(rhs))
    }

    /// The expression minus a constant.
    public static func - (lhs: YExpression, rhs: Double) -> YExpression {
        YExpression(lhs.layoutTerm.adding(-rhs))
    }

    /// The expression times a multiplier (the constant scales too: algebra).
    public static func * (lhs: YExpression, rhs: Double) -> YExpression {
        YExpression(lhs.layoutTerm.scaled(by: rhs))
    }

    /// The expression divided by a divisor (the constant scales too:
    /// `(b.width + 10) / 2` is multiplier 0.5, constant 5). Dividing by 0 is reported as a
    /// non-finite number when the constraint is made.
    public static func / (lhs: YExpression, rhs: Double) -> YExpression {
        YExpression(lhs.layoutTerm.scaled(by: 1 / rhs))
    }
}

extension DimensionAnchor {
    /// The anchor plus a constant.
    public static func + (lhs: DimensionAnchor, rhs: Double) -> DimensionExpression {
        DimensionExpression(lhs.layoutTerm.adding(rhs))
    }

    /// The anchor minus a constant.
    public static func - (lhs: DimensionAnchor, rhs: Double) -> DimensionExpression {
        DimensionExpression(lhs.layoutTerm.adding(-rhs))
    }

    /// The anchor times a multiplier (the constant scales too: algebra).
    public static func * (lhs: DimensionAnchor, rhs: Double) -> DimensionExpression {
        DimensionExpression(lhs.layoutTerm.scaled(by: rhs))
    }

    /// The anchor divided by a divisor (the constant scales too:
    /// `(b.width + 10) / 2` is multiplier 0.5, constant 5). Dividing by 0 is reported as a
    /// non-finite number when the constraint is made.
    public static func / (lhs: DimensionAnchor, rhs: Double) -> DimensionExpression {
        DimensionExpression(lhs.layoutTerm.scaled(by: 1 / rhs))
    }
}

extension DimensionExpression {
    /// The expression plus a constant.
    public static func + (lhs: DimensionExpression, rhs: Double) -> DimensionExpression {
        DimensionExpression(lhs.layoutTerm.adding(rhs))
    }

    /// The expression minus a constant.
    public static func - (lhs: DimensionExpression, rhs: Double) -> DimensionExpression {
        DimensionExpression(lhs.layoutTerm.adding(-rhs))
    }

    /// The expression times a multiplier (the constant scales too: algebra).
    public static func * (lhs: DimensionExpression, rhs: Double) -> DimensionExpression {
        DimensionExpression(lhs.layoutTerm.scaled(by: rhs))
    }

    /// The expression divided by a divisor (the constant scales too:
    /// `(b.width + 10) / 2` is multiplier 0.5, constant 5). Dividing by 0 is reported as a
    /// non-finite number when the constraint is made.
    public static func / (lhs: DimensionExpression, rhs: Double) -> DimensionExpression {
        DimensionExpression(lhs.layoutTerm.scaled(by: 1 / rhs))
    }
}
