// Arithmetic on variables, terms and linear expressions.
//
// `+` and `-` combine any two of Variable, Term, LinearExpression and Double (not two
// Doubles) into a LinearExpression; every pair is spelled out so that `x + 2 * y - 10`
// type-checks without generic overload search. `*` and `/` scale by a Double: a Variable
// or Term becomes a Term, an expression stays an expression. Unary minus negates.
// Nothing here validates numbers: the solver rejects non-finite ones when a constraint is added.

extension LinearExpression {
    /// `lhs + rhs`: the terms of both, and the sum of the constants.
    static func sum(_ lhs: LinearExpression, _ rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// `self · factor`: every coefficient and the constant scaled.
    func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(
            terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

/// Adds two operands, giving a linear expression.
public func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression.sum(LinearExpression(lhs), LinearExpression(rhs))
}

/// Adds two operands, giving a linear expression.
public func + (lhs: Variable, rhs: Term) -> LinearExpression {
    LinearExpression.sum(LinearExpression(lhs), LinearExpression(rhs))
}

/// Adds two operands, giving a linear expression.
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression.sum(LinearExpression(lhs), rhs)
}

/// Adds two operands, giving a linear expression.
public func + (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression.sum(LinearExpression(lhs), LinearExpression(constant: rhs))
}

/// Adds two operands, giving a linear expression.
public func + (lhs: Term, rhs: Variable) -> LinearExpression {
    LinearExpression.sum(LinearExpression(lhs), LinearExpression(rhs))
}

/// Adds two operands, giving a linear expression.
public func + (lhs: Term, rhs: Term) -> LinearExpression {
    LinearExpression.sum(LinearExpression(lhs), LinearExpression(rhs))
}

/// Adds two operands, giving a linear expression.
public func + (lhs: Term, rhs: LinearExpression) -> LinearExpression {
    LinearExpression.sum(LinearExpression(lhs), rhs)
}

/// Adds two operands, giving a linear expression.
public func + (lhs: Term, rhs: Double) -> LinearExpression {
    LinearExpression.sum(LinearExpression(lhs), LinearExpression(constant: rhs))
}

/// Adds two operands, giving a linear expression.
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    LinearExpression.sum(lhs, LinearExpression(rhs))
}

/// Adds two operands, giving a linear expression.
public func + (lhs: LinearExpression, rhs: Term) -> LinearExpression {
    LinearExpression.sum(lhs, LinearExpression(rhs))
}

/// Adds two operands, giving a linear expression.
public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression.sum(lhs, rhs)
}

/// Adds two operands, giving a linear expression.
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression.sum(lhs, LinearExpression(constant: rhs))
}

/// Adds two operands, giving a linear expression.
public func + (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression.sum(LinearExpression(constant: lhs), LinearExpression(rhs))
}

/// Adds two operands, giving a linear expression.
public func + (lhs: Double, rhs: Term) -> LinearExpression {
    LinearExpression.sum(LinearExpression(constant: lhs), LinearExpression(rhs))
}

/// Adds two operands, giving a linear expression.
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    LinearExpression.sum(LinearExpression(constant: lhs), rhs)
}

/// Subtracts the right side from the left, giving a linear expression.
public func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression.sum(LinearExpression(lhs), LinearExpression(rhs).scaled(by: -1))
}

/// Subtracts the right side from the left, giving a linear expression.
public func - (lhs: Variable, rhs: Term) -> LinearExpression {
    LinearExpression.sum(LinearExpression(lhs), LinearExpression(rhs).scaled(by: -1))
}

/// Subtracts the right side from the left, giving a linear expression.
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression.sum(LinearExpression(lhs), rhs.scaled(by: -1))
}

/// Subtracts the right side from the left, giving a linear expression.
public func - (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression.sum(LinearExpression(lhs), LinearExpression(constant: rhs).scaled(by: -1))
}

/// Subtracts the right side from the left, giving a linear expression.
public func - (lhs: Term, rhs: Variable) -> LinearExpression {
    LinearExpression.sum(LinearExpression(lhs), LinearExpression(rhs).scaled(by: -1))
}

/// Subtracts the right side from the left, giving a linear expression.
public func - (lhs: Term, rhs: Term) -> LinearExpression {
    LinearExpression.sum(LinearExpression(lhs), LinearExpression(rhs).scaled(by: -1))
}

/// Subtracts the right side from the left, giving a linear expression.
public func - (lhs: Term, rhs: LinearExpression) -> LinearExpression {
    LinearExpression.sum(LinearExpression(lhs), rhs.scaled(by: -1))
}

/// Subtracts the right side from the left, giving a linear expression.
public func - (lhs: Term, rhs: Double) -> LinearExpression {
    LinearExpression.sum(LinearExpression(lhs), LinearExpression(constant: rhs).scaled(by: -1))
}

/// Subtracts the right side from the left, giving a linear expression.
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    LinearExpression.sum(lhs, LinearExpression(rhs).scaled(by: -1))
}

/// Subtracts the right side from the left, giving a linear expression.
public func - (lhs: LinearExpression, rhs: Term) -> LinearExpression {
    LinearExpression.sum(lhs, LinearExpression(rhs).scaled(by: -1))
}

/// Subtracts the right side from the left, giving a linear expression.
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression.sum(lhs, rhs.scaled(by: -1))
}

/// Subtracts the right side from the left, giving a linear expression.
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression.sum(lhs, LinearExpression(constant: rhs).scaled(by: -1))
}

/// Subtracts the right side from the left, giving a linear expression.
public func - (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression.sum(LinearExpression(constant: lhs), LinearExpression(rhs).scaled(by: -1))
}

/// Subtracts the right side from the left, giving a linear expression.
public func - (lhs: Double, rhs: Term) -> LinearExpression {
    LinearExpression.sum(LinearExpression(constant: lhs), LinearExpression(rhs).scaled(by: -1))
}

/// Subtracts the right side from the left, giving a linear expression.
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    LinearExpression.sum(LinearExpression(constant: lhs), rhs.scaled(by: -1))
}

/// Negates a variable, giving the term `-1 · variable`.
public prefix func - (operand: Variable) -> Term {
    Term(operand, -1)
}

/// Negates a term's coefficient.
public prefix func - (operand: Term) -> Term {
    Term(operand.variable, -operand.coefficient)
}

/// Negates every coefficient and the constant.
public prefix func - (operand: LinearExpression) -> LinearExpression {
    operand.scaled(by: -1)
}

/// `variable · factor` as a term.
public func * (lhs: Variable, rhs: Double) -> Term {
    Term(lhs, rhs)
}

/// `factor · variable` as a term.
public func * (lhs: Double, rhs: Variable) -> Term {
    Term(rhs, lhs)
}

/// Scales a term's coefficient.
public func * (lhs: Term, rhs: Double) -> Term {
    Term(lhs.variable, lhs.coefficient * rhs)
}

/// Scales a term's coefficient.
public func * (lhs: Double, rhs: Term) -> Term {
    Term(rhs.variable, rhs.coefficient * lhs)
}

/// Scales every coefficient and the constant.
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs.scaled(by: rhs)
}

/// Scales every coefficient and the constant.
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    rhs.scaled(by: lhs)
}

/// `variable / divisor` as a term (coefficient `1 / divisor`; dividing by 0 gives an
/// infinite coefficient, which the solver rejects).
public func / (lhs: Variable, rhs: Double) -> Term {
    Term(lhs, 1 / rhs)
}

/// Divides a term's coefficient.
public func / (lhs: Term, rhs: Double) -> Term {
    Term(lhs.variable, lhs.coefficient / rhs)
}

/// Divides every coefficient and the constant.
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(
        lhs.terms.map { Term($0.variable, $0.coefficient / rhs) }, constant: lhs.constant / rhs)
}
