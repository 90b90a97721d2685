import PlumbOracle
import Testing

/// The oracle's BigInt and Rational against known values and algebraic identities.
@Suite struct OracleArithmeticTests {
    /// 2^n as a BigInt.
    private func power(of two: Int) -> BigInt { BigInt.one << two }

    @Test func bigIntPrintsKnownProducts() {
        #expect(
            (power(of: 64) * power(of: 64)).description == "340282366920938463463374607431768211456"
        )
        var factorial = BigInt.one
        for k in 1...30 { factorial = factorial * BigInt(k) }
        #expect(factorial.description == "265252859812191058636308480000000")
        #expect((BigInt(-12_345) * BigInt(1_000_000_007)).description == "-12345000086415")
        #expect(BigInt(Int.min).description == "-9223372036854775808")
        #expect((factorial - factorial).description == "0")
        #expect(!(factorial - factorial).isNegative)
    }

    @Test func bigIntDivisionTruncatesTowardZero() {
        let cases: [(Int, Int, Int, Int)] = [
            (7, 2, 3, 1), (-7, 2, -3, -1), (7, -2, -3, 1), (-7, -2, 3, -1), (1, 5, 0, 1),
        ]
        for (a, b, q, r) in cases {
            let (quotient, remainder) = BigInt(a).quotientAndRemainder(dividingBy: BigInt(b))
            #expect(quotient == BigInt(q) && remainder == BigInt(r), "\(a) / \(b)")
        }
        var factorial = BigInt.one
        for k in 1...30 { factorial = factorial * BigInt(k) }
        var quotient = factorial
        for k in 1...30 { quotient = quotient / BigInt(k) }
        #expect(quotient == .one)
    }

    /// Random multi-limb numbers: (a·b + r) divided by b gives back a and r (0 <= r < b).
    /// The divisors include limbs with few leading zeros and all-ones limbs, which drive
    /// algorithm D's correction and add-back steps.
    @Test func bigIntDivisionInvertsMultiplication() {
        var state: UInt64 = 0x1234_5678
        func next() -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let raw = UInt32(truncatingIfNeeded: state >> 33)
            switch raw % 7 {
            case 0: return 0xFFFF_FFFF
            case 1: return 0
            case 2: return 0x8000_0000
            default: return raw
            }
        }
        func number(limbs: Int) -> BigInt {
            var value = BigInt.zero
            for _ in 0..<limbs { value = (value << 32) + BigInt(magnitude: UInt64(next())) }
            return value
        }
        for trial in 0..<400 {
            let a = number(limbs: 1 + trial % 6)
            var b = number(limbs: 1 + (trial / 6) % 5)
            if b.isZero { b = BigInt(3) }
            let r = (number(limbs: 5)).magnitude % b
            let n = a * b + r
            let (q, remainder) = n.quotientAndRemainder(dividingBy: b)
            #expect(q == a && remainder == r, "trial \(trial)")
            #expect(BigInt.gcd(a * b, b) == b)
        }
    }

    @Test func bigIntGcdAndOrder() {
        let a = power(of: 100) * BigInt(3)
        let b = power(of: 50) * BigInt(9)
        #expect(BigInt.gcd(a, b) == power(of: 50) * BigInt(3))
        #expect(BigInt.gcd(BigInt(-12), BigInt(18)) == BigInt(6))
        #expect(BigInt.gcd(.zero, BigInt(-5)) == BigInt(5))
        #expect(BigInt(-3) < BigInt(2) && BigInt(-3) < BigInt(-2) && !(BigInt(5) < BigInt(5)))
        #expect(power(of: 64) > BigInt(Int.max))
        #expect(-power(of: 64) < BigInt(Int.min))
    }

    @Test func rationalTakesDoublesExactly() {
        #expect(Rational(0.1).description == "3602879701896397/36028797018963968")
        #expect(Rational(-0.5).description == "-1/2")
        #expect(Rational(1e5).description == "100000")
        #expect(Rational(1.0 / 3).description == "6004799503160661/18014398509481984")
        #expect(Rational(0x1p-1074) == Rational(.one, BigInt.one << 1074))
        #expect(Rational(1e300).doubleValue == 1e300)
        for value in [0.001, 1000, -123.456, 1.0 / 3, 0x1p-1074, 1.7976931348623157e308] {
            #expect(Rational(value).doubleValue == value, "\(value)")
        }
    }

    @Test func rationalArithmeticIsExact() {
        let third = Rational(.one, BigInt(3))
        let sixth = Rational(.one, BigInt(6))
        #expect(third + sixth == Rational(.one, BigInt(2)))
        #expect(third - sixth == sixth)
        #expect(third * Rational(3) == .one)
        #expect(sixth / third == Rational(.one, BigInt(2)))
        #expect(Rational(BigInt(4), BigInt(-6)) == Rational(BigInt(-2), BigInt(3)))
        #expect(Rational(0.1) + Rational(0.2) != Rational(0.3))
        #expect(-third < sixth && sixth < third)
        // Double(1/3) * 3 is not exactly 1.
        #expect(Rational(1.0 / 3) * Rational(3) < .one)
    }
}
