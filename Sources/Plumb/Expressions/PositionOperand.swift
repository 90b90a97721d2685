/// Any horizontal or vertical position, bare or with arithmetic (`top`, `leading`, `centerX`,
/// `b.top + 8` …).
///
/// It only names, in one overload per relation operator, the form that does not compile of a
/// position related to a number (`a.top == 10`: Auto Layout relates a position only to another
/// position), so that every file that imports Plumb pays for one overload of `==`, `<=` and
/// `>=` where it would pay for two. Plumb's own types are the only conformers meant to exist.
public protocol PositionOperand {}

extension AbsoluteXAnchor: PositionOperand {}
extension AbsoluteXExpression: PositionOperand {}
extension DirectionalXAnchor: PositionOperand {}
extension DirectionalXExpression: PositionOperand {}
extension CenterXAnchor: PositionOperand {}
extension CenterXExpression: PositionOperand {}
extension YAnchor: PositionOperand {}
extension YExpression: PositionOperand {}
