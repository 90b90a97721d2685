// Arbitrary-precision integers for the exact oracle: sign and magnitude over 32-bit limbs,
// schoolbook multiplication and Knuth's algorithm D for division. Small on purpose: the
// oracle needs exactness, not speed.

/// An arbitrary-precision signed integer.
///
/// The magnitude is stored little-endian in 32-bit limbs with no high zero limbs; zero has
/// no limbs and is never negative, so `==` compares representations.
public struct BigInt: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// True for values below zero (never for zero).
    public private(set) var isNegative: Bool
    /// The absolute value, little-endian, without high zero limbs (`[]` for zero).
    public private(set) var limbs: [UInt32]

    /// Zero.
    public static let zero = BigInt(isNegative: false, limbs: [])
    /// One.
    public static let one = BigInt(1)

    /// Makes `value`, normalising the limbs (dropping high zeros, clearing the sign of zero).
    init(isNegative: Bool, limbs: [UInt32]) {
        var limbs = limbs
        while let last = limbs.last, last == 0 { limbs.removeLast() }
        self.limbs = limbs
        self.isNegative = isNegative && !limbs.isEmpty
    }

    /// Makes the integer `value`.
    public init(_ value: Int) {
        self.init(magnitude: UInt64(value.magnitude), isNegative: value < 0)
    }

    /// Makes `magnitude`, negated when `isNegative`.
    public init(magnitude: UInt64, isNegative: Bool = false) {
        self.init(
            isNegative: isNegative,
            limbs: [UInt32(truncatingIfNeeded: magnitude), UInt32(magnitude >> 32)])
    }

    /// True for zero.
    public var isZero: Bool { limbs.isEmpty }

    /// -1, 0 or 1.
    public var signum: Int { isZero ? 0 : (isNegative ? -1 : 1) }

    /// The absolute value.
    public var magnitude: BigInt { BigInt(isNegative: false, limbs: limbs) }

    /// The number of significant bits of the magnitude (0 for zero).
    public var bitWidth: Int {
        guard let last = limbs.last else { return 0 }
        return limbs.count * 32 - last.leadingZeroBitCount
    }

    /// The nearest Double (rounded by truncating to the top 64 bits; exact up to 2^53).
    public var doubleValue: Double {
        let width = bitWidth
        guard width > 0 else { return 0 }
        let shift = max(0, width - 64)
        let top = (self.magnitude >> shift).limbs
        var value: UInt64 = 0
        for (i, limb) in top.enumerated() { value |= UInt64(limb) << (32 * UInt64(i)) }
        let result = Double(value) * Double(sign: .plus, exponent: shift, significand: 1)
        return isNegative ? -result : result
    }

    /// Decimal digits with a leading `-` for negatives.
    public var description: String {
        if isZero { return "0" }
        var chunks: [UInt32] = []
        var rest = limbs
        while !rest.isEmpty {
            let (quotient, remainder) = Self.divide(rest, by: 1_000_000_000)
            chunks.append(remainder)
            rest = quotient
        }
        var text = String(chunks.last!)
        for chunk in chunks.dropLast().reversed() {
            let digits = String(chunk)
            text += String(repeating: "0", count: 9 - digits.count) + digits
        }
        return isNegative ? "-" + text : text
    }

    // MARK: Arithmetic

    /// The negation.
    public static prefix func - (value: BigInt) -> BigInt {
        BigInt(isNegative: !value.isNegative, limbs: value.limbs)
    }

    /// The sum.
    public static func + (lhs: BigInt, rhs: BigInt) -> BigInt {
        if lhs.isNegative == rhs.isNegative {
            return BigInt(isNegative: lhs.isNegative, limbs: add(lhs.limbs, rhs.limbs))
        }
        if compare(lhs.limbs, rhs.limbs) >= 0 {
            return BigInt(isNegative: lhs.isNegative, limbs: subtract(lhs.limbs, rhs.limbs))
        }
        return BigInt(isNegative: rhs.isNegative, limbs: subtract(rhs.limbs, lhs.limbs))
    }

    /// The difference.
    public static func - (lhs: BigInt, rhs: BigInt) -> BigInt { lhs + (-rhs) }

    /// The product.
    public static func * (lhs: BigInt, rhs: BigInt) -> BigInt {
        BigInt(isNegative: lhs.isNegative != rhs.isNegative, limbs: multiply(lhs.limbs, rhs.limbs))
    }

    /// Truncated division: `quotient` rounds toward zero and `remainder` has the sign of
    /// `self`, so `self == quotient * divisor + remainder`. Traps on a zero divisor (a bug in
    /// the caller: the oracle never divides by zero).
    public func quotientAndRemainder(dividingBy divisor: BigInt) -> (
        quotient: BigInt, remainder: BigInt
    ) {
        precondition(!divisor.isZero, "BigInt division by zero")
        let (q, r) = Self.divide(limbs, by: divisor.limbs)
        return (
            BigInt(isNegative: isNegative != divisor.isNegative, limbs: q),
            BigInt(isNegative: isNegative, limbs: r)
        )
    }

    /// The truncated quotient (see `quotientAndRemainder(dividingBy:)`).
    public static func / (lhs: BigInt, rhs: BigInt) -> BigInt {
        lhs.quotientAndRemainder(dividingBy: rhs).quotient
    }

    /// The remainder of truncated division (sign of `lhs`).
    public static func % (lhs: BigInt, rhs: BigInt) -> BigInt {
        lhs.quotientAndRemainder(dividingBy: rhs).remainder
    }

    /// The magnitude times 2^`shift` (sign kept). `shift` must be non-negative.
    public static func << (value: BigInt, shift: Int) -> BigInt {
        precondition(shift >= 0)
        guard !value.isZero, shift > 0 else { return value }
        let whole = shift / 32
        let bits = UInt32(shift % 32)
        var result = [UInt32](repeating: 0, count: whole)
        result.reserveCapacity(whole + value.limbs.count + 1)
        var carry: UInt32 = 0
        for limb in value.limbs {
            result.append(bits == 0 ? limb : (limb << bits) | carry)
            carry = bits == 0 ? 0 : limb >> (32 - bits)
        }
        result.append(carry)
        return BigInt(isNegative: value.isNegative, limbs: result)
    }

    /// The magnitude divided by 2^`shift`, truncated (sign kept). `shift` must be non-negative.
    public static func >> (value: BigInt, shift: Int) -> BigInt {
        precondition(shift >= 0)
        let whole = shift / 32
        guard whole < value.limbs.count else { return .zero }
        let bits = UInt32(shift % 32)
        var result: [UInt32] = []
        result.reserveCapacity(value.limbs.count - whole)
        for i in whole..<value.limbs.count {
            let low = value.limbs[i] >> bits
            let high =
                bits == 0 || i + 1 >= value.limbs.count ? 0 : value.limbs[i + 1] << (32 - bits)
            result.append(low | high)
        }
        return BigInt(isNegative: value.isNegative, limbs: result)
    }

    /// The greatest common divisor of the magnitudes (non-negative; gcd(0, 0) == 0).
    public static func gcd(_ a: BigInt, _ b: BigInt) -> BigInt {
        var x = a.limbs
        var y = b.limbs
        while !y.isEmpty {
            if x.count <= 2 && y.count <= 2 {
                var u = value64(x)
                var v = value64(y)
                while v != 0 { (u, v) = (v, u % v) }
                return BigInt(magnitude: u)
            }
            (x, y) = (y, divide(x, by: y).remainder)
        }
        return BigInt(isNegative: false, limbs: x)
    }

    /// The number of trailing zero bits of the magnitude (0 for zero).
    public var trailingZeroBitCount: Int {
        for (i, limb) in limbs.enumerated() where limb != 0 {
            return i * 32 + limb.trailingZeroBitCount
        }
        return 0
    }

    /// Orders by value.
    public static func < (lhs: BigInt, rhs: BigInt) -> Bool {
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
        let order = compare(lhs.limbs, rhs.limbs)
        return lhs.isNegative ? order > 0 : order < 0
    }

    // MARK: Magnitudes

    private static func value64(_ limbs: [UInt32]) -> UInt64 {
        var value: UInt64 = 0
        for (i, limb) in limbs.enumerated() { value |= UInt64(limb) << (32 * UInt64(i)) }
        return value
    }

    /// -1, 0 or 1 as `a` is below, equal to or above `b` (normalised magnitudes).
    static func compare(_ a: [UInt32], _ b: [UInt32]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for i in stride(from: a.count - 1, through: 0, by: -1) where a[i] != b[i] {
            return a[i] < b[i] ? -1 : 1
        }
        return 0
    }

    static func add(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        let (long, short) = a.count >= b.count ? (a, b) : (b, a)
        var result: [UInt32] = []
        result.reserveCapacity(long.count + 1)
        var carry: UInt64 = 0
        for i in 0..<long.count {
            let sum = UInt64(long[i]) + (i < short.count ? UInt64(short[i]) : 0) + carry
            result.append(UInt32(truncatingIfNeeded: sum))
            carry = sum >> 32
        }
        if carry != 0 { result.append(UInt32(carry)) }
        return result
    }

    /// `a - b` for `a >= b`.
    static func subtract(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var result: [UInt32] = []
        result.reserveCapacity(a.count)
        var borrow: Int64 = 0
        for i in 0..<a.count {
            var difference = Int64(a[i]) - (i < b.count ? Int64(b[i]) : 0) - borrow
            borrow = 0
            if difference < 0 {
                difference += 1 << 32
                borrow = 1
            }
            result.append(UInt32(difference))
        }
        precondition(borrow == 0, "BigInt magnitude subtraction underflow")
        return result
    }

    static func multiply(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        if a.isEmpty || b.isEmpty { return [] }
        var result = [UInt32](repeating: 0, count: a.count + b.count)
        for i in 0..<a.count {
            var carry: UInt64 = 0
            let ai = UInt64(a[i])
            if ai == 0 { continue }
            for j in 0..<b.count {
                let t = ai * UInt64(b[j]) + UInt64(result[i + j]) + carry
                result[i + j] = UInt32(truncatingIfNeeded: t)
                carry = t >> 32
            }
            result[i + b.count] = UInt32(carry)
        }
        return result
    }

    /// Division of a magnitude by one limb.
    static func divide(_ a: [UInt32], by divisor: UInt32) -> (quotient: [UInt32], remainder: UInt32)
    {
        var quotient = [UInt32](repeating: 0, count: a.count)
        var remainder: UInt64 = 0
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            let current = (remainder << 32) | UInt64(a[i])
            quotient[i] = UInt32(current / UInt64(divisor))
            remainder = current % UInt64(divisor)
        }
        while let last = quotient.last, last == 0 { quotient.removeLast() }
        return (quotient, UInt32(remainder))
    }

    /// Knuth's algorithm D (TAOCP 4.3.1, as in Hacker's Delight `divmnu`): the quotient and
    /// remainder of two normalised magnitudes, `v` non-empty.
    static func divide(_ u: [UInt32], by v: [UInt32]) -> (quotient: [UInt32], remainder: [UInt32]) {
        if compare(u, v) < 0 { return ([], u) }
        if v.count == 1 {
            let (q, r) = divide(u, by: v[0])
            return (q, r == 0 ? [] : [r])
        }
        let n = v.count
        let m = u.count - n
        let base: UInt64 = 1 << 32
        let s = UInt32(v[n - 1].leadingZeroBitCount)
        // Normalise so the divisor's top limb has its high bit set.
        var vn = [UInt32](repeating: 0, count: n)
        for i in stride(from: n - 1, to: 0, by: -1) {
            vn[i] = s == 0 ? v[i] : (v[i] << s) | (v[i - 1] >> (32 - s))
        }
        vn[0] = v[0] << s
        var un = [UInt32](repeating: 0, count: u.count + 1)
        un[u.count] = s == 0 ? 0 : u[u.count - 1] >> (32 - s)
        for i in stride(from: u.count - 1, to: 0, by: -1) {
            un[i] = s == 0 ? u[i] : (u[i] << s) | (u[i - 1] >> (32 - s))
        }
        un[0] = u[0] << s
        var q = [UInt32](repeating: 0, count: m + 1)
        let top = UInt64(vn[n - 1])
        let next = UInt64(vn[n - 2])
        for j in stride(from: m, through: 0, by: -1) {
            let numerator = (UInt64(un[j + n]) << 32) | UInt64(un[j + n - 1])
            var qhat = numerator / top
            var rhat = numerator % top
            while qhat >= base || qhat * next > (rhat << 32) | UInt64(un[j + n - 2]) {
                qhat -= 1
                rhat += top
                if rhat >= base { break }
            }
            // Multiply and subtract.
            var borrow: Int64 = 0
            for i in 0..<n {
                let product = qhat * UInt64(vn[i])
                let t = Int64(un[i + j]) - borrow - Int64(product & 0xFFFF_FFFF)
                un[i + j] = UInt32(truncatingIfNeeded: t)
                borrow = Int64(product >> 32) - (t >> 32)
            }
            let t = Int64(un[j + n]) - borrow
            un[j + n] = UInt32(truncatingIfNeeded: t)
            q[j] = UInt32(qhat)
            if t < 0 {
                // Subtracted once too often: add the divisor back.
                q[j] -= 1
                var carry: UInt64 = 0
                for i in 0..<n {
                    let sum = UInt64(un[i + j]) + UInt64(vn[i]) + carry
                    un[i + j] = UInt32(truncatingIfNeeded: sum)
                    carry = sum >> 32
                }
                un[j + n] = UInt32(truncatingIfNeeded: UInt64(un[j + n]) + carry)
            }
        }
        // Denormalise the remainder.
        var r = [UInt32](repeating: 0, count: n)
        for i in 0..<n {
            r[i] = s == 0 ? un[i] : (un[i] >> s) | (un[i + 1] << (32 - s))
        }
        while let last = q.last, last == 0 { q.removeLast() }
        while let last = r.last, last == 0 { r.removeLast() }
        return (q, r)
    }
}
