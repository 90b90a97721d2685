/// A finished relation that takes a priority with `~`: ``ConstraintExpression``, what `==`, `<=`
/// and `>=` return.
///
/// `~` is declared once, on this protocol, so that it has a single overload: the type-checker
/// then solves a prioritized relation as the relation alone, without first committing to a
/// type for it (BENCHMARKS.md, section 2). ``PrioritizedConstraintExpression`` conforms only
/// unavailably, so that a second priority (`a.top == b.top ~ .high ~ .low`) does not compile
/// and the compiler says why in Plumb's words. Plumb's own types are the only conformers meant
/// to exist.
public protocol PrioritizableRelation: ConstraintConvertible {}

extension ConstraintExpression: PrioritizableRelation {}
