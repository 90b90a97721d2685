/// A linear expression: a sum of terms plus a constant, `Σ cᵢ·vᵢ + constant`.
///
/// Not named `Expression` because Foundation has a type of that name. Terms are kept as
/// written (a variable may appear in several terms); the solver adds them up. Build
/// expressions with the operators (`2 * x + y - 10`) or the initializers.
public struct LinearExpression: CustomStringConvertible {
    /// The terms, in the order they were written.
    public var terms: [Term]
    /// The constant part. The solver rejects NaN and infinite constants.
    public var constant: Double

    /// Makes `Σ terms + constant` (the zero expression by default).
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Makes the expression `1 · variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Makes the expression `coefficient · variable`.
    public init(_ term: Term) {
        self.init([term])
    }

    /// Makes the constant expression `constant`.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// Terms joined by `+`/`-`, then the constant when it is not zero; `0` when empty.
    public var description: String {
        var text = ""
        for term in terms {
            if text.isEmpty {
                text = term.description
            } else if term.coefficient < 0 {
                text += " - " + Term(term.variable, -term.coefficient).description
            } else {
                text += " + " + term.description
            }
        }
        if text.isEmpty { return "\(constant)" }
        if constant > 0 { text += " + \(constant)" }
        if constant < 0 { text += " - \(-constant)" }
        return text
    }
}
