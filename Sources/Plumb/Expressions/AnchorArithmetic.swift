// The kinds of anchor arithmetic applies to. Each kind's `+`, `-`, `*` and `/` are declared once,
// on the protocol, for its bare anchor and its expression alike (ArithmeticOperators.swift).

/// What arithmetic on an absolute horizontal position (`left`, `right`) applies to: ``AbsoluteXAnchor`` and ``AbsoluteXExpression``. Adding,
/// subtracting, multiplying or dividing by a constant gives a ``AbsoluteXExpression``.
///
/// Plumb's own types are the only conformers meant to exist; the protocol only lets one
/// operator overload cover the bare anchor and the expression.
public protocol AbsoluteXArithmetic {
    /// The operand folded to `anchor × multiplier + constant`.
    var layoutTerm: LayoutTerm { get }
}

extension AbsoluteXAnchor: AbsoluteXArithmetic {}
extension AbsoluteXExpression: AbsoluteXArithmetic {}

/// What arithmetic on a directional horizontal position (`leading`, `trailing`) applies to: ``DirectionalXAnchor`` and ``DirectionalXExpression``. Adding,
/// subtracting, multiplying or dividing by a constant gives a ``DirectionalXExpression``.
///
/// Plumb's own types are the only conformers meant to exist; the protocol only lets one
/// operator overload cover the bare anchor and the expression.
public protocol DirectionalXArithmetic {
    /// The operand folded to `anchor × multiplier + constant`.
    var layoutTerm: LayoutTerm { get }
}

extension DirectionalXAnchor: DirectionalXArithmetic {}
extension DirectionalXExpression: DirectionalXArithmetic {}

/// What arithmetic on a horizontal centre applies to: ``CenterXAnchor`` and ``CenterXExpression``. Adding,
/// subtracting, multiplying or dividing by a constant gives a ``CenterXExpression``.
///
/// Plumb's own types are the only conformers meant to exist; the protocol only lets one
/// operator overload cover the bare anchor and the expression.
public protocol CenterXArithmetic {
    /// The operand folded to `anchor × multiplier + constant`.
    var layoutTerm: LayoutTerm { get }
}

extension CenterXAnchor: CenterXArithmetic {}
extension CenterXExpression: CenterXArithmetic {}

/// What arithmetic on a vertical position applies to: ``YAnchor`` and ``YExpression``. Adding,
/// subtracting, multiplying or dividing by a constant gives a ``YExpression``.
///
/// Plumb's own types are the only conformers meant to exist; the protocol only lets one
/// operator overload cover the bare anchor and the expression.
public protocol YArithmetic {
    /// The operand folded to `anchor × multiplier + constant`.
    var layoutTerm: LayoutTerm { get }
}

extension YAnchor: YArithmetic {}
extension YExpression: YArithmetic {}

/// What arithmetic on a dimension (`width`, `height`) applies to: ``DimensionAnchor`` and ``DimensionExpression``. Adding,
/// subtracting, multiplying or dividing by a constant gives a ``DimensionExpression``.
///
/// Plumb's own types are the only conformers meant to exist; the protocol only lets one
/// operator overload cover the bare anchor and the expression.
public protocol DimensionArithmetic {
    /// The operand folded to `anchor × multiplier + constant`.
    var layoutTerm: LayoutTerm { get }
}

extension DimensionAnchor: DimensionArithmetic {}
extension DimensionExpression: DimensionArithmetic {}
