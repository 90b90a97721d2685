/// An anchor or expression that `*` and `/` with a number apply to: the single anchors and
/// their expressions (``AnchorArithmetic``), and sizes and centres (``CompoundArithmetic``).
///
/// `/` is declared once, on this protocol, and so is `*` for all kinds but the dimensions
/// (whose `*` is declared per kind, see ArithmeticOperators.swift), which keeps the overloads
/// that every file importing Plumb pays for few. Edges and finished relations conform
/// unavailably, so that `b.edges * 2` and `(a.width == b.width) * 2` are refused in Plumb's
/// words. Plumb's own types are the only conformers meant to exist.
public protocol Scalable {
    /// What `*` and `/` give: the expression of the same kind.
    associatedtype Expression

    /// `operand` times `factor`, as the expression of its kind (a ``ScaleFactor`` is only made
    /// by Plumb's own `*` and `/`).
    static func scaled(_ operand: Self, by factor: ScaleFactor) -> Expression
}

/// The multiplier `*` or `/` applies, on its way into ``Scalable/scaled(_:by:)``. Only Plumb's
/// operators make one.
public struct ScaleFactor {
    let value: Double

    init(_ value: Double) { self.value = value }
}

/// An expression that the `*` declared once on ``Scalable`` gives: position, size and centre
/// expressions (a dimension's `*` is declared on its own). It only names, in that overload's
/// `where` clause, the kinds it applies to; edges and relations conform so that a multiplier on
/// them meets that `*` and their unavailable conformance to ``Scalable``. Plumb's own types are
/// the only conformers meant to exist.
public protocol ScalableExpression {}

extension AbsoluteXExpression: ScalableExpression {}
extension DirectionalXExpression: ScalableExpression {}
extension CenterXExpression: ScalableExpression {}
extension YExpression: ScalableExpression {}
extension SizeExpression: ScalableExpression {}
extension CenterExpression: ScalableExpression {}
extension EdgesAnchor: ScalableExpression {}
extension HorizontalEdgesAnchor: ScalableExpression {}
extension VerticalEdgesAnchor: ScalableExpression {}
extension ConstraintExpression: ScalableExpression {}
extension PrioritizedConstraintExpression: ScalableExpression {}
