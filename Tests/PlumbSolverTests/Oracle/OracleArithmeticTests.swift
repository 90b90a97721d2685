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

    /// A BigInt from 64-bit limbs, most significant first.
    private func number(_ limbs: [UInt64], negative: Bool = false) -> BigInt {
        let magnitude = limbs.reduce(BigInt.zero) { ($0 << 64) + BigInt(magnitude: $1) }
        return negative ? -magnitude : magnitude
    }

    /// Random limbs, often all-ones, zero, or only the top bit: the patterns that drive
    /// algorithm D's estimate corrections and add-back step, and Lehmer's gcd to its edges.
    private func limbs(_ count: Int, _ random: inout PropertyRandom) -> [UInt64] {
        (0..<count).map { _ in
            switch random.int(0...6) {
            case 0: return .max
            case 1: return 0
            case 2: return 1 << 63
            case 3: return 1
            default: return random.next()
            }
        }
    }

    /// Random multi-limb numbers: (a·b + r) divided by b gives back a and r (0 <= r < b).
    @Test func bigIntDivisionInvertsMultiplication() {
        var random = PropertyRandom(seed: 0x1234_5678)
        for trial in 0..<600 {
            let a = number(limbs(1 + trial % 6, &random))
            var b = number(limbs(1 + (trial / 6) % 5, &random))
            if b.isZero { b = BigInt(3) }
            let r = number(limbs(5, &random)) % b
            let n = a * b + r
            let (q, remainder) = n.quotientAndRemainder(dividingBy: b)
            #expect(q == a && remainder == r, "trial \(trial)")
            #expect(BigInt.gcd(a * b, b) == b)
        }
        // Hacker's Delight's case for the add-back step, in 64-bit limbs.
        let u = number([1 << 63 - 1, 1 << 63, 0, 0])
        let v = number([1 << 63, 0, 1])
        let (q, r) = u.quotientAndRemainder(dividingBy: v)
        #expect(q * v + r == u && !r.isNegative && r < v)
    }

    /// Values at the inline limit (2^63) and the limb limit (2^64) against decimal references.
    @Test func bigIntCrossesTheInlineLimit() {
        let max = BigInt(Int.max)
        let min = BigInt(Int.min)
        let limb = BigInt(magnitude: .max)
        #expect((max + .one).description == "9223372036854775808")
        #expect(max + .one - .one == max)
        #expect((min - .one).description == "-9223372036854775809")
        #expect((-min).description == "9223372036854775808" && -(-min) == min)
        #expect(min + max == BigInt(-1) && min.magnitude == max + .one)
        #expect((limb + .one).description == "18446744073709551616")
        #expect((limb * limb).description == "340282366920938463426481119284349108225")
        #expect((max * max).description == "85070591730234615847396907784232501249")
        #expect((min * -min).description == "-85070591730234615865843651857942052864")
        #expect(((-min) * limb / BigInt(3)).description == "56713727820156410574154643893009776640")
        let big = (0..<40).reduce(BigInt.one) { product, _ in product * BigInt(10) }
        let (q, r) = big.quotientAndRemainder(dividingBy: limb + BigInt(2))
        #expect(q.description == "542101086242752216974" && r.description == "6254214813763453042")
        #expect((min / BigInt(-1)).description == "9223372036854775808")
        #expect(min % BigInt(-1) == .zero)
    }

    /// Random Ints, from small to full width, against Int arithmetic (products by
    /// `multipliedFullWidth`, sums by `addingReportingOverflow`).
    @Test func bigIntMatchesIntArithmetic() {
        var random = PropertyRandom(seed: 0x5EED)
        func value() -> Int {
            switch random.int(0...3) {
            case 0: return random.int(-10...10)
            case 1: return random.int(-1_000_000...1_000_000)
            default: return Int(bitPattern: UInt(random.next()))
            }
        }
        for _ in 0..<3000 {
            let a = value()
            let b = value()
            let (sum, sumOverflow) = a.addingReportingOverflow(b)
            let wrap = BigInt(1) << 64
            let exactSum = BigInt(sum) + (sumOverflow ? (a < 0 ? -wrap : wrap) : .zero)
            #expect(BigInt(a) + BigInt(b) == exactSum, "\(a) + \(b)")
            #expect(BigInt(a) + BigInt(b) - BigInt(b) == BigInt(a))
            let (high, low) = a.multipliedFullWidth(by: b)
            #expect(
                BigInt(a) * BigInt(b) == (BigInt(high) << 64) + BigInt(magnitude: UInt64(low)),
                "\(a) * \(b)")
            #expect((BigInt(a) < BigInt(b)) == (a < b) && (BigInt(a) == BigInt(b)) == (a == b))
            if b != 0 && !(a == .min && b == -1) {
                let (q, r) = BigInt(a).quotientAndRemainder(dividingBy: BigInt(b))
                #expect(q == BigInt(a / b) && r == BigInt(a % b), "\(a) / \(b)")
            }
            var (x, y) = (a.magnitude, b.magnitude)
            while y != 0 { (x, y) = (y, x % y) }
            #expect(BigInt.gcd(BigInt(a), BigInt(b)) == BigInt(magnitude: UInt64(x)))
            #expect(BigInt(a).description == String(a))
            #expect(BigInt(a).doubleValue == Double(a))
        }
    }

    /// Multi-limb gcds (with a planted common factor, so that Lehmer's steps run long)
    /// against Euclid's algorithm written with `%`.
    @Test func bigIntGcdMatchesEuclid() {
        var random = PropertyRandom(seed: 0x6CD)
        for trial in 0..<400 {
            let common = number(limbs(random.int(1...3), &random))
            let factor = common.isZero ? BigInt.one : common
            let a = number(limbs(random.int(1...6), &random), negative: random.chance(0.5)) * factor
            let b = number(limbs(random.int(1...6), &random), negative: random.chance(0.5)) * factor
            var (x, y) = (a.magnitude, b.magnitude)
            while !y.isZero { (x, y) = (y, x % y) }
            let g = BigInt.gcd(a, b)
            #expect(g == x, "trial \(trial)")
            if !g.isZero {
                #expect(a % g == .zero && b % g == .zero)
                #expect(BigInt.gcd(a / g, b / g) == .one || (a.isZero || b.isZero))
            }
        }
    }

    @Test func bigIntShiftsScaleByPowersOfTwo() {
        var random = PropertyRandom(seed: 0x5417)
        for _ in 0..<300 {
            let a = number(limbs(random.int(0...4), &random), negative: random.chance(0.5))
            let k = random.int(0...200)
            #expect(a << k == a * power(of: k))
            #expect((a << k) >> k == a)
            // `>>` truncates the magnitude, as `/` truncates toward zero.
            #expect(a >> k == a / power(of: k))
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

    /// Dyadic values with 21-bit mantissas and exponents in -10...10: their sums,
    /// differences and products are exact in Double, and Double's division is correctly
    /// rounded, so Double is the reference.
    @Test func rationalMatchesExactDoubleArithmetic() {
        var random = PropertyRandom(seed: 0xD0B1E)
        func value() -> Double {
            Double(random.int(-(1 << 20)...(1 << 20)))
                * Double(sign: .plus, exponent: random.int(-10...10), significand: 1)
        }
        for _ in 0..<3000 {
            let x = value()
            let y = value()
            #expect(Rational(x) + Rational(y) == Rational(x + y), "\(x) + \(y)")
            #expect(Rational(x) - Rational(y) == Rational(x - y), "\(x) - \(y)")
            #expect(Rational(x) * Rational(y) == Rational(x * y), "\(x) * \(y)")
            #expect((Rational(x) < Rational(y)) == (x < y))
            #expect(Rational(x).doubleValue == x)
            if y != 0 {
                let quotient = Rational(x) / Rational(y)
                #expect(quotient * Rational(y) == Rational(x))
                #expect(quotient.doubleValue == x / y, "\(x) / \(y)")
            }
        }
    }

    /// Sums of many thirds, sevenths and Doubles stay exact: the field identities hold.
    @Test func rationalIdentitiesHold() {
        var random = PropertyRandom(seed: 0x1D)
        let pool: [Rational] = [
            Rational(.one, BigInt(3)), Rational(BigInt(-5), BigInt(7)), Rational(0.1),
            Rational(1e5), Rational(-0.001), Rational(1.0 / 3), Rational(power(of: 70), BigInt(9)),
        ]
        for _ in 0..<500 {
            let a = random.pick(pool) * random.pick(pool) + random.pick(pool)
            let b = random.pick(pool) - random.pick(pool) * random.pick(pool)
            let c = random.pick(pool)
            #expect(a + b == b + a && a * b == b * a)
            #expect((a + b) + c == a + (b + c) && (a * b) * c == a * (b * c))
            #expect(a * (b + c) == a * b + a * c)
            #expect(a - a == .zero && (a - b) + b == a)
            if !b.isZero { #expect(a / b * b == a) }
            // Lowest terms with a positive denominator, so equal values are equal numbers.
            #expect(BigInt.gcd(a.numerator, a.denominator) == .one && a.denominator > .zero)
        }
    }
}
