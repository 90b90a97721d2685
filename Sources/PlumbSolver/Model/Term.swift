/// A variable times a coefficient, `coefficient · variable`.
public struct Term: CustomStringConvertible {
    /// The variable.
    public var variable: Variable
    /// The factor applied to the variable. The solver rejects NaN and infinite coefficients.
    public var coefficient: Double

    /// Makes `coefficient · variable` (1 · variable by default).
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// `variable` for a coefficient of 1, otherwise `coefficient*variable`.
    public var description: String {
        coefficient == 1 ? variable.description : "\(coefficient)*\(variable)"
    }
}
