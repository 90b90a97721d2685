/// Any compound anchor (`edges`, `horizontalEdges`, `verticalEdges`, `size`, `center` and their
/// margin and absolute forms) or size or centre expression (`b.size * 2`).
///
/// It only names, in one overload each, the compound forms that do not compile: two different
/// compound anchors related (`a.edges == b.size`, `a.edges == b.size * 2`) and one number added
/// to a compound (`b.edges + 8`, `b.size * 2 + 8`), so that every file that imports Plumb pays
/// for one overload of `==`, `+` … where it would pay for two. Plumb's own types are the only
/// conformers meant to exist.
public protocol CompoundOperand {}

extension EdgesAnchor: CompoundOperand {}
extension HorizontalEdgesAnchor: CompoundOperand {}
extension VerticalEdgesAnchor: CompoundOperand {}
extension SizeAnchor: CompoundOperand {}
extension CenterAnchor: CompoundOperand {}
extension SizeExpression: CompoundOperand {}
extension CenterExpression: CompoundOperand {}
