/// A compound anchor or compound expression that `*` and `/` with a multiplier, and `+` and
/// `-` with a pair of constants, apply to: `size` (``SizeAnchor``, ``SizeExpression``) and
/// `center` or `centerWithinMargins` (``CenterAnchor``, ``CenterExpression``).
///
/// `b.size * 0.5 + (10, 20)` is a ``SizeExpression``; relate it to a size with `==`, `<=` or
/// `>=`. Edges take insets instead (`edges.inset(by:)`): a multiplier on edges has no meaning
/// Auto Layout users expect. `+` and `-` are declared once, on this protocol, and `*` and `/`
/// once for all kinds, on ``Scalable`` (ArithmeticOperators.swift). Plumb's own types are the
/// only conformers meant to exist: an
/// expression can only be made from a ``CompoundArithmeticResult``, which only Plumb's
/// operators make.
public protocol CompoundArithmetic: Scalable where Expression: CompoundArithmetic {
    /// The item and the components, with the multiplier and offsets carried so far.
    var compoundParts: CompoundAnchorParts { get }

    /// The expression of this operand's kind holding `result`.
    static func expression(of result: CompoundArithmeticResult) -> Expression
}

/// The parts a compound arithmetic operator computed, on their way into the expression of the
/// operand's kind. Only Plumb's operators make one, so that an expression can only hold parts
/// of its own kind.
extension CompoundArithmetic {
    /// The expression of this operand's kind holding the operand times `factor`, for both
    /// components (the constants scale too: algebra).
    public static func scaled(_ operand: Self, by factor: ScaleFactor) -> Expression {
        expression(of: CompoundArithmeticResult(operand.compoundParts.scaled(by: factor.value)))
    }
}

public struct CompoundArithmeticResult {
    let parts: CompoundAnchorParts

    init(_ parts: CompoundAnchorParts) { self.parts = parts }
}

extension SizeAnchor: CompoundArithmetic {
    /// What arithmetic on it gives.
    public typealias Expression = SizeExpression

    /// A ``SizeExpression`` holding `result`.
    public static func expression(of result: CompoundArithmeticResult) -> SizeExpression {
        SizeExpression(result.parts)
    }
}

extension SizeExpression: CompoundArithmetic {
    /// What arithmetic on it gives.
    public typealias Expression = SizeExpression

    /// The item, its width and height, the multiplier and the constants.
    public var compoundParts: CompoundAnchorParts { parts }

    /// A ``SizeExpression`` holding `result`.
    public static func expression(of result: CompoundArithmeticResult) -> SizeExpression {
        SizeExpression(result.parts)
    }
}

extension CenterAnchor: CompoundArithmetic {
    /// What arithmetic on it gives.
    public typealias Expression = CenterExpression

    /// A ``CenterExpression`` holding `result`.
    public static func expression(of result: CompoundArithmeticResult) -> CenterExpression {
        CenterExpression(result.parts)
    }
}

extension CenterExpression: CompoundArithmetic {
    /// What arithmetic on it gives.
    public typealias Expression = CenterExpression

    /// The item, its horizontal and vertical centres, the multiplier and the constants.
    public var compoundParts: CompoundAnchorParts { parts }

    /// A ``CenterExpression`` holding `result`.
    public static func expression(of result: CompoundArithmeticResult) -> CenterExpression {
        CenterExpression(result.parts)
    }
}
