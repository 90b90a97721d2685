// Exact rationals over BigInt, always in lowest terms with a positive denominator.

/// An exact rational number `numerator / denominator` in lowest terms (denominator > 0).
///
/// Every finite Double converts exactly (it is a dyadic rational), so the oracle can take
/// the solver's inputs and outputs without rounding.
public struct Rational: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The numerator (carries the sign).
    public let numerator: BigInt
    /// The denominator, always positive.
    public let denominator: BigInt

    /// Zero.
    public static let zero = Rational(integer: .zero)
    /// One.
    public static let one = Rational(integer: .one)

    /// The integer `value`.
    public init(integer value: BigInt) {
        numerator = value
        denominator = .one
    }

    /// The integer `value`.
    public init(_ value: Int) {
        self.init(integer: BigInt(value))
    }

    /// `numerator / denominator`, reduced. Traps on a zero denominator (a bug in the caller).
    public init(_ numerator: BigInt, _ denominator: BigInt) {
        precondition(!denominator.isZero, "Rational with a zero denominator")
        var n = numerator
        var d = denominator
        if d.isNegative {
            n = -n
            d = -d
        }
        if !d.isOne {
            let g = BigInt.gcd(n, d)
            if !g.isOne && !g.isZero {
                n = n.dividedExactly(by: g)
                d = d.dividedExactly(by: g)
            }
        }
        self.numerator = n
        self.denominator = d
    }

    /// Exactly the value of `value`, which must be finite (the solver rejects non-finite
    /// numbers before the oracle ever sees them; a non-finite one here is a test bug).
    public init(_ value: Double) {
        precondition(value.isFinite, "Rational(\(value)): not finite")
        if value == 0 {
            self = .zero
            return
        }
        // value = significand * 2^exponent, significand in [1, 2) with at most 53 bits.
        let mantissa = UInt64(value.significand * 0x1p52)
        let exponent = Int(value.exponent) - 52
        let twos = min(mantissa.trailingZeroBitCount, exponent < 0 ? -exponent : 0)
        let odd = BigInt(magnitude: mantissa >> UInt64(twos), isNegative: value < 0)
        let power = exponent + twos
        if power >= 0 {
            self.init(integer: odd << power)
        } else {
            self.init(unreduced: odd, BigInt.one << -power)
        }
    }

    /// True for zero.
    public var isZero: Bool { numerator.isZero }

    /// -1, 0 or 1.
    public var signum: Int { numerator.signum }

    /// The absolute value.
    public var magnitude: Rational { numerator.isNegative ? -self : self }

    /// The nearest Double (correctly rounded for normal results; for messages and
    /// tolerances, never for decisions).
    public var doubleValue: Double {
        if isZero { return 0 }
        // A quotient of at least 64 bits, then round once with a sticky bit.
        let shift = max(0, 66 - (numerator.bitWidth - denominator.bitWidth))
        let (quotient, remainder) = (numerator.magnitude << shift).quotientAndRemainder(
            dividingBy: denominator)
        let drop = max(0, quotient.bitWidth - 64)
        let top = quotient >> drop
        var bits = top.lowMagnitudeBits
        if !remainder.isZero || (top << drop) != quotient { bits |= 1 }
        return Double(
            sign: numerator.isNegative ? .minus : .plus, exponent: drop - shift,
            significand: Double(bits))
    }

    /// `n` or `n/d`.
    public var description: String {
        denominator.isOne ? numerator.description : "\(numerator)/\(denominator)"
    }

    /// The negation.
    public static prefix func - (value: Rational) -> Rational {
        Rational(unreduced: -value.numerator, value.denominator)
    }

    /// The sum (Knuth's TAOCP 4.5.1: the gcds are taken of the denominators, not of the
    /// full cross products).
    public static func + (lhs: Rational, rhs: Rational) -> Rational {
        if lhs.isZero { return rhs }
        if rhs.isZero { return lhs }
        let (a, b, c, d) = (lhs.numerator, lhs.denominator, rhs.numerator, rhs.denominator)
        if b == d { return Rational(a + c, b) }
        let d1 = BigInt.gcd(b, d)
        if d1.isOne { return Rational(unreduced: a * d + c * b, b * d) }
        let bOverD1 = b.dividedExactly(by: d1)
        let t = a * d.dividedExactly(by: d1) + c * bOverD1
        if t.isZero { return .zero }
        let d2 = BigInt.gcd(t, d1)
        return Rational(
            unreduced: t.dividedExactly(by: d2), bOverD1 * d.dividedExactly(by: d2))
    }

    /// The difference.
    public static func - (lhs: Rational, rhs: Rational) -> Rational { lhs + (-rhs) }

    /// The product.
    public static func * (lhs: Rational, rhs: Rational) -> Rational {
        if lhs.isZero || rhs.isZero { return .zero }
        // Cross-reduce first so the products stay small.
        let g1 = BigInt.gcd(lhs.numerator, rhs.denominator)
        let g2 = BigInt.gcd(rhs.numerator, lhs.denominator)
        return Rational(
            unreduced: lhs.numerator.dividedExactly(by: g1) * rhs.numerator.dividedExactly(by: g2),
            lhs.denominator.dividedExactly(by: g2) * rhs.denominator.dividedExactly(by: g1))
    }

    /// The quotient. Traps when `rhs` is zero (a bug in the caller).
    public static func / (lhs: Rational, rhs: Rational) -> Rational {
        precondition(!rhs.isZero, "Rational division by zero")
        return lhs * Rational(rhs.denominator, rhs.numerator)
    }

    /// Orders by value.
    public static func < (lhs: Rational, rhs: Rational) -> Bool {
        if lhs.signum != rhs.signum { return lhs.signum < rhs.signum }
        if lhs.denominator == rhs.denominator { return lhs.numerator < rhs.numerator }
        return lhs.numerator * rhs.denominator < rhs.numerator * lhs.denominator
    }

    /// Adds `rhs` in place.
    public static func += (lhs: inout Rational, rhs: Rational) { lhs = lhs + rhs }

    /// Subtracts `rhs` in place.
    public static func -= (lhs: inout Rational, rhs: Rational) { lhs = lhs - rhs }

    /// Already in lowest terms with a positive denominator (the caller knows).
    init(unreduced numerator: BigInt, _ denominator: BigInt) {
        self.numerator = numerator
        self.denominator = denominator
    }
}
