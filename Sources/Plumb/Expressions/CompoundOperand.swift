/// Any compound anchor (`edges`, `horizontalEdges`, `verticalEdges`, `size`, `center` and their
/// margin and absolute forms) or size or centre expression (`b.size * 2`).
///
/// A compound relation takes, on its right-hand side, any operand of its left-hand anchor's
/// ``Kind`` (`a.size == b.size`, `a.size == b.size * 2`): one overload of `==`, `<=` and `>=`
/// for all compound anchors, bare or with arithmetic, where there were two. The protocol also
/// names, in one overload each, the compound forms that do not compile: two different compound
/// anchors related (`a.edges == b.size`, `a.edges == b.size * 2`) and one number added to a
/// compound (`b.edges + 8`, `b.size * 2 + 8`). Every file that imports Plumb pays for each
/// overload at every `==`, `+` … of its own. Plumb's own types are the only conformers meant
/// to exist.
public protocol CompoundOperand<Kind> {
    /// The compound anchor type this operand relates to: the anchor itself, or the anchor an
    /// expression was made from (`SizeAnchor` for ``SizeExpression``).
    associatedtype Kind
    /// The item and the components, with the multiplier and offsets carried so far.
    var compoundParts: CompoundAnchorParts { get }
}

extension EdgesAnchor: CompoundOperand {
    /// The kind it relates to.
    public typealias Kind = EdgesAnchor
}
extension HorizontalEdgesAnchor: CompoundOperand {
    /// The kind it relates to.
    public typealias Kind = HorizontalEdgesAnchor
}
extension VerticalEdgesAnchor: CompoundOperand {
    /// The kind it relates to.
    public typealias Kind = VerticalEdgesAnchor
}
extension SizeAnchor: CompoundOperand {
    /// The kind it relates to.
    public typealias Kind = SizeAnchor
}
extension CenterAnchor: CompoundOperand {
    /// The kind it relates to.
    public typealias Kind = CenterAnchor
}
extension SizeExpression: CompoundOperand {
    /// The kind it relates to.
    public typealias Kind = SizeAnchor
}
extension CenterExpression: CompoundOperand {
    /// The kind it relates to.
    public typealias Kind = CenterAnchor
}
