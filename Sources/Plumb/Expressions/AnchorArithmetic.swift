/// An anchor or anchor expression that `+`, `-`, `*` and `/` with a constant apply to:
/// the five kinds of single anchor (`AbsoluteXAnchor`, `DirectionalXAnchor`,
/// `CenterXAnchor`, `YAnchor`, `DimensionAnchor`) and their expressions.
///
/// The operators are declared on this protocol (ArithmeticOperators.swift) rather than on each
/// type: `-` once for all kinds, `+` and the dimensions' `*` once per kind (constrained on
/// ``Expression``), and `/` and the positions' `*` once for these and the compounds, on
/// ``Scalable``, which keeps the overloads every file importing Plumb pays for few. Plumb's own types are the only conformers meant to exist: an
/// expression can only be made from an ``ArithmeticResult``, which only Plumb's operators make.
public protocol AnchorArithmetic: Scalable {
    /// What arithmetic gives: the expression type of the same kind (`YAnchor` and
    /// `YExpression` both give `YExpression`), so that kinds never mix.
    associatedtype Expression

    /// The operand folded to `anchor × multiplier + constant`.
    var layoutTerm: LayoutTerm { get }

    /// The expression of this operand's kind holding `result`.
    static func expression(of result: ArithmeticResult) -> Expression
}

/// The folded term an arithmetic operator computed, on its way into the expression of the
/// operand's kind. Only Plumb's operators make one, so that an expression can only hold a
/// term of its own kind.
extension AnchorArithmetic {
    /// The expression of this operand's kind holding the operand times `factor` (the constant
    /// scales too: algebra).
    public static func scaled(_ operand: Self, by factor: ScaleFactor) -> Expression {
        expression(of: ArithmeticResult(operand.layoutTerm.scaled(by: factor.value)))
    }
}

public struct ArithmeticResult {
    let term: LayoutTerm

    init(_ term: LayoutTerm) { self.term = term }
}

extension AbsoluteXAnchor: AnchorArithmetic {
    /// A ``AbsoluteXExpression`` holding `result`.
    public static func expression(of result: ArithmeticResult) -> AbsoluteXExpression {
        AbsoluteXExpression(result.term)
    }
}

extension AbsoluteXExpression: AnchorArithmetic {
    /// A ``AbsoluteXExpression`` holding `result`.
    public static func expression(of result: ArithmeticResult) -> AbsoluteXExpression {
        AbsoluteXExpression(result.term)
    }
}

extension DirectionalXAnchor: AnchorArithmetic {
    /// A ``DirectionalXExpression`` holding `result`.
    public static func expression(of result: ArithmeticResult) -> DirectionalXExpression {
        DirectionalXExpression(result.term)
    }
}

extension DirectionalXExpression: AnchorArithmetic {
    /// A ``DirectionalXExpression`` holding `result`.
    public static func expression(of result: ArithmeticResult) -> DirectionalXExpression {
        DirectionalXExpression(result.term)
    }
}

extension CenterXAnchor: AnchorArithmetic {
    /// A ``CenterXExpression`` holding `result`.
    public static func expression(of result: ArithmeticResult) -> CenterXExpression {
        CenterXExpression(result.term)
    }
}

extension CenterXExpression: AnchorArithmetic {
    /// A ``CenterXExpression`` holding `result`.
    public static func expression(of result: ArithmeticResult) -> CenterXExpression {
        CenterXExpression(result.term)
    }
}

extension YAnchor: AnchorArithmetic {
    /// A ``YExpression`` holding `result`.
    public static func expression(of result: ArithmeticResult) -> YExpression {
        YExpression(result.term)
    }
}

extension YExpression: AnchorArithmetic {
    /// A ``YExpression`` holding `result`.
    public static func expression(of result: ArithmeticResult) -> YExpression {
        YExpression(result.term)
    }
}

extension DimensionAnchor: AnchorArithmetic {
    /// A ``DimensionExpression`` holding `result`.
    public static func expression(of result: ArithmeticResult) -> DimensionExpression {
        DimensionExpression(result.term)
    }
}

extension DimensionExpression: AnchorArithmetic {
    /// A ``DimensionExpression`` holding `result`.
    public static func expression(of result: ArithmeticResult) -> DimensionExpression {
        DimensionExpression(result.term)
    }
}
