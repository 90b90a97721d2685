/// A linear constraint `expression  relation  0` at a strength.
///
/// Constraints have reference identity: a solver knows the object, not its contents, so
/// the same object can be added to a solver once, removed, and added again. Only the
/// constant can change after creation, through `Solver.setConstant(_:of:)`.
public final class Constraint: Hashable, CustomStringConvertible {
    // Unchecked: the solver reads it for every constraint it adds and writes it only in
    // `Solver.setConstant(_:of:)`, never while a read is under way.
    /// The left-hand side; the constraint reads `expression relation 0`.
    @exclusivity(unchecked) public internal(set) var expression: LinearExpression
    /// `<=`, `==` or `>=` zero.
    public let relation: Relation
    /// How strongly the solver enforces this constraint.
    public let strength: Strength

    /// Makes `expression relation 0` at `strength`. Numbers are validated when the
    /// constraint is added to a solver (non-finite ones are rejected there).
    public init(
        _ expression: LinearExpression, _ relation: Relation, strength: Strength = .required
    ) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// Makes `lhs relation rhs`, stored as `(lhs - rhs) relation 0`.
    public convenience init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
        strength: Strength = .required
    ) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// Identity: true only when both sides are the same object.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs === rhs
    }

    /// Hashes the object identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// `expression relation 0 | strength`.
    public var description: String {
        "\(expression) \(relation) 0 | \(strength)"
    }

    /// Nil when every number is finite and the strength is valid, else what is wrong.
    func problem() -> String? {
        if !expression.constant.isFinite {
            return "constant \(expression.constant) of \(self) is not finite"
        }
        for term in expression.terms where !term.coefficient.isFinite {
            return "coefficient \(term.coefficient) of \(term.variable) in \(self) is not finite"
        }
        if let message = strength.problem() { return message + " in \(self)" }
        return nil
    }
}
