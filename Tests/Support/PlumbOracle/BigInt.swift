// Arbitrary-precision integers for the exact oracle. A value below 2^63 in magnitude is held
// inline, so the zeros, ±1 and small integers that fill a tableau never allocate; a larger one
// is a sign and a magnitude over 64-bit limbs in an immutable heap buffer (see `Limbs` for the
// algorithms).

/// The limbs of a large magnitude, little-endian, the highest one nonzero; the header is the
/// limb count. Never changed once built, so copies of a `BigInt` share it safely.
final class LimbBuffer: ManagedBuffer<Int, UInt64> {
    /// A buffer with room for `capacity` limbs and a count of 0.
    static func make(capacity: Int) -> LimbBuffer {
        unsafeDowncast(create(minimumCapacity: capacity) { _ in 0 }, to: LimbBuffer.self)
    }
}

/// An arbitrary-precision signed integer.
///
/// The representation is canonical (a value below 2^63 in magnitude is always inline, a
/// large magnitude has no high zero limb), so `==` and hashing compare representations.
// @unchecked: the only reference is a LimbBuffer that is never written after it is built.
public struct BigInt: Hashable, Comparable, @unchecked Sendable, CustomStringConvertible {
    /// The value itself when `buffer` is nil; otherwise the sign, 1 or -1.
    private var small: Int
    /// The magnitude, at least 2^63, or nil.
    private var buffer: LimbBuffer?

    /// Zero.
    public static let zero = BigInt(0)
    /// One.
    public static let one = BigInt(1)

    /// Makes the integer `value`.
    public init(_ value: Int) {
        if value == .min {
            self = BigInt(magnitude: UInt64(1) << 63, isNegative: true)
        } else {
            small = value
            buffer = nil
        }
    }

    /// Makes `magnitude`, negated when `isNegative`.
    public init(magnitude: UInt64, isNegative: Bool = false) {
        if magnitude <= UInt64(Int.max) {
            small = isNegative ? -Int(magnitude) : Int(magnitude)
            buffer = nil
        } else {
            let limbs = LimbBuffer.make(capacity: 1)
            limbs.withUnsafeMutablePointers { count, limb in
                limb[0] = magnitude
                count.pointee = 1
            }
            small = isNegative ? -1 : 1
            buffer = limbs
        }
    }

    /// Builds a value from at most `capacity` limbs that `body` writes and counts (high zero
    /// limbs allowed), negated when `isNegative`.
    static func build(
        isNegative: Bool, capacity: Int,
        _ body: (UnsafeMutablePointer<UInt64>) -> Int
    ) -> BigInt {
        let limbs = LimbBuffer.make(capacity: Swift.max(capacity, 1))
        let (count, low) = limbs.withUnsafeMutablePointers { header, limb in
            var count = body(limb)
            while count > 0 && limb[count - 1] == 0 { count -= 1 }
            header.pointee = count
            return (count, count > 0 ? limb[0] : 0)
        }
        if count == 0 { return .zero }
        if count == 1 && low <= UInt64(Int.max) {
            return BigInt(magnitude: low, isNegative: isNegative)
        }
        var value = BigInt.zero
        value.small = isNegative ? -1 : 1
        value.buffer = limbs
        return value
    }

    /// Calls `body` with the magnitude's limbs (none for zero).
    @inline(__always)
    func withMagnitude<R>(_ body: (UnsafePointer<UInt64>, Int) -> R) -> R {
        if let buffer {
            return buffer.withUnsafeMutablePointers { count, limb in body(limb, count.pointee) }
        }
        var limb = UInt64(small.magnitude)
        return withUnsafePointer(to: &limb) { body($0, small == 0 ? 0 : 1) }
    }

    /// True for values below zero (never for zero).
    public var isNegative: Bool { small < 0 }

    /// True for zero.
    public var isZero: Bool { small == 0 }

    /// True for one.
    var isOne: Bool { small == 1 && buffer == nil }

    /// -1, 0 or 1.
    public var signum: Int { small.signum() }

    /// The absolute value.
    public var magnitude: BigInt {
        var value = self
        value.small = buffer == nil ? Swift.abs(small) : 1
        return value
    }

    /// The low 64 bits of the magnitude.
    var lowMagnitudeBits: UInt64 { withMagnitude { limb, count in count > 0 ? limb[0] : 0 } }

    /// The number of significant bits of the magnitude (0 for zero).
    public var bitWidth: Int {
        withMagnitude { limb, count in
            count == 0 ? 0 : count * 64 - limb[count - 1].leadingZeroBitCount
        }
    }

    /// The number of trailing zero bits of the magnitude (0 for zero).
    public var trailingZeroBitCount: Int {
        withMagnitude { limb, count in
            for i in 0..<count where limb[i] != 0 { return i * 64 + limb[i].trailingZeroBitCount }
            return 0
        }
    }

    /// The nearest Double (rounded by truncating to the top 64 bits; exact up to 2^53).
    public var doubleValue: Double {
        let width = bitWidth
        guard width > 0 else { return 0 }
        let shift = Swift.max(0, width - 64)
        let top = (magnitude >> shift).lowMagnitudeBits
        let result = Double(top) * Double(sign: .plus, exponent: shift, significand: 1)
        return isNegative ? -result : result
    }

    /// Decimal digits with a leading `-` for negatives.
    public var description: String {
        if buffer == nil { return String(small) }
        var chunks: [UInt64] = []
        var rest = magnitude
        let chunk: UInt64 = 1_000_000_000_000_000_000
        while !rest.isZero {
            let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: BigInt(Int(chunk)))
            chunks.append(remainder.lowMagnitudeBits)
            rest = quotient
        }
        var text = String(chunks.last!)
        for part in chunks.dropLast().reversed() {
            let digits = String(part)
            text += String(repeating: "0", count: 18 - digits.count) + digits
        }
        return isNegative ? "-" + text : text
    }

    // MARK: Comparison

    /// Equal values.
    public static func == (lhs: BigInt, rhs: BigInt) -> Bool {
        if lhs.small != rhs.small { return false }
        guard let left = lhs.buffer, let right = rhs.buffer else {
            return lhs.buffer == nil && rhs.buffer == nil
        }
        if left === right { return true }
        return lhs.withMagnitude { a, an in
            rhs.withMagnitude { b, bn in Limbs.compare(a, an, b, bn) == 0 }
        }
    }

    /// Hashes the value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(small)
        withMagnitude { limb, count in
            if buffer != nil { for i in 0..<count { hasher.combine(limb[i]) } }
        }
    }

    /// -1, 0 or 1 as the magnitude of `lhs` is below, equal to or above that of `rhs`.
    static func compareMagnitudes(_ lhs: BigInt, _ rhs: BigInt) -> Int {
        if lhs.buffer == nil && rhs.buffer == nil {
            let a = lhs.small.magnitude
            let b = rhs.small.magnitude
            return a < b ? -1 : (a == b ? 0 : 1)
        }
        return lhs.withMagnitude { a, an in
            rhs.withMagnitude { b, bn in Limbs.compare(a, an, b, bn) }
        }
    }

    /// Orders by value.
    public static func < (lhs: BigInt, rhs: BigInt) -> Bool {
        if lhs.buffer == nil && rhs.buffer == nil { return lhs.small < rhs.small }
        if lhs.signum != rhs.signum { return lhs.signum < rhs.signum }
        let order = compareMagnitudes(lhs, rhs)
        return lhs.isNegative ? order > 0 : order < 0
    }

    // MARK: Arithmetic

    /// The negation.
    public static prefix func - (value: BigInt) -> BigInt {
        var result = value
        result.small = -value.small
        return result
    }

    /// The sum.
    public static func + (lhs: BigInt, rhs: BigInt) -> BigInt {
        if lhs.buffer == nil && rhs.buffer == nil {
            let (sum, overflow) = lhs.small.addingReportingOverflow(rhs.small)
            if !overflow && sum != .min { return BigInt(sum) }
        }
        if rhs.isZero { return lhs }
        if lhs.isZero { return rhs }
        return lhs.withMagnitude { a, an in
            rhs.withMagnitude { b, bn in
                if lhs.isNegative == rhs.isNegative {
                    return build(isNegative: lhs.isNegative, capacity: Swift.max(an, bn) + 1) {
                        Limbs.add(a, an, b, bn, into: $0)
                    }
                }
                let order = Limbs.compare(a, an, b, bn)
                if order == 0 { return .zero }
                if order > 0 {
                    return build(isNegative: lhs.isNegative, capacity: an) {
                        Limbs.subtract(a, an, b, bn, into: $0)
                    }
                }
                return build(isNegative: rhs.isNegative, capacity: bn) {
                    Limbs.subtract(b, bn, a, an, into: $0)
                }
            }
        }
    }

    /// The difference.
    public static func - (lhs: BigInt, rhs: BigInt) -> BigInt { lhs + (-rhs) }

    /// The product.
    public static func * (lhs: BigInt, rhs: BigInt) -> BigInt {
        if lhs.buffer == nil && rhs.buffer == nil {
            let (product, overflow) = lhs.small.multipliedReportingOverflow(by: rhs.small)
            if !overflow && product != .min { return BigInt(product) }
            let (high, low) = UInt64(lhs.small.magnitude).multipliedFullWidth(
                by: UInt64(rhs.small.magnitude))
            return build(isNegative: (lhs.small < 0) != (rhs.small < 0), capacity: 2) {
                $0[0] = low
                $0[1] = high
                return 2
            }
        }
        if lhs.isZero || rhs.isZero { return .zero }
        return lhs.withMagnitude { a, an in
            rhs.withMagnitude { b, bn in
                build(isNegative: lhs.isNegative != rhs.isNegative, capacity: an + bn) {
                    Limbs.multiply(a, an, b, bn, into: $0)
                }
            }
        }
    }

    /// `a·b - c·d`, without building the two products as values.
    static func productDifference(_ a: BigInt, _ b: BigInt, _ c: BigInt, _ d: BigInt) -> BigInt {
        if a.buffer == nil && b.buffer == nil && c.buffer == nil && d.buffer == nil {
            let (left, overflow1) = a.small.multipliedReportingOverflow(by: b.small)
            let (right, overflow2) = c.small.multipliedReportingOverflow(by: d.small)
            if !overflow1 && !overflow2 {
                let (difference, overflow) = left.subtractingReportingOverflow(right)
                if !overflow && difference != .min { return BigInt(difference) }
            }
        }
        if a.isZero || b.isZero { return -(c * d) }
        if c.isZero || d.isZero { return a * b }
        let leftNegative = a.isNegative != b.isNegative
        let rightNegative = c.isNegative != d.isNegative
        return a.withMagnitude { ap, an in
            b.withMagnitude { bp, bn in
                c.withMagnitude { cp, cn in
                    d.withMagnitude { dp, dn in
                        let leftCount = an + bn
                        let rightCount = cn + dn
                        let scratch = UnsafeMutablePointer<UInt64>.allocate(
                            capacity: leftCount + rightCount)
                        defer { scratch.deallocate() }
                        let left = scratch
                        let right = scratch + leftCount
                        let ln = Limbs.normalizedCount(
                            left, Limbs.multiply(ap, an, bp, bn, into: left))
                        let rn = Limbs.normalizedCount(
                            right, Limbs.multiply(cp, cn, dp, dn, into: right))
                        // left·(±1) - right·(±1).
                        if leftNegative != rightNegative {
                            return build(isNegative: leftNegative, capacity: max(ln, rn) + 1) {
                                Limbs.add(left, ln, right, rn, into: $0)
                            }
                        }
                        let order = Limbs.compare(left, ln, right, rn)
                        if order == 0 { return .zero }
                        if order > 0 {
                            return build(isNegative: leftNegative, capacity: ln) {
                                Limbs.subtract(left, ln, right, rn, into: $0)
                            }
                        }
                        return build(isNegative: !leftNegative, capacity: rn) {
                            Limbs.subtract(right, rn, left, ln, into: $0)
                        }
                    }
                }
            }
        }
    }

    /// Truncated division: `quotient` rounds toward zero and `remainder` has the sign of
    /// `self`, so `self == quotient * divisor + remainder`. Traps on a zero divisor (a bug in
    /// the caller: the oracle never divides by zero).
    public func quotientAndRemainder(dividingBy divisor: BigInt) -> (
        quotient: BigInt, remainder: BigInt
    ) {
        precondition(!divisor.isZero, "BigInt division by zero")
        if buffer == nil && divisor.buffer == nil {
            return (BigInt(small / divisor.small), BigInt(small % divisor.small))
        }
        let negativeQuotient = isNegative != divisor.isNegative
        return withMagnitude { u, un in
            divisor.withMagnitude { v, vn in
                if Limbs.compare(u, un, v, vn) < 0 { return (.zero, self) }
                if vn == 1 {
                    var remainder: UInt64 = 0
                    let quotient = BigInt.build(isNegative: negativeQuotient, capacity: un) {
                        remainder = Limbs.divide(u, un, by: v[0], quotient: $0)
                        return un
                    }
                    return (quotient, BigInt(magnitude: remainder, isNegative: isNegative))
                }
                let scratch = UnsafeMutablePointer<UInt64>.allocate(
                    capacity: Limbs.divisionScratch(un, vn))
                defer { scratch.deallocate() }
                var remainder = BigInt.zero
                let quotient = BigInt.build(isNegative: negativeQuotient, capacity: un - vn + 1) {
                    q in
                    remainder = BigInt.build(isNegative: isNegative, capacity: vn) { r in
                        Limbs.divide(u, un, by: v, vn, quotient: q, remainder: r, scratch: scratch)
                    }
                    return un - vn + 1
                }
                return (quotient, remainder)
            }
        }
    }

    /// The quotient of a division known to leave no remainder (checked).
    func dividedExactly(by divisor: BigInt) -> BigInt {
        precondition(!divisor.isZero, "BigInt division by zero")
        if divisor.isOne || isZero { return self }
        if buffer == nil && divisor.buffer == nil {
            precondition(small % divisor.small == 0, "inexact division")
            return BigInt(small / divisor.small)
        }
        let negative = isNegative != divisor.isNegative
        return withMagnitude { u, un in
            divisor.withMagnitude { v, vn in
                precondition(Limbs.compare(u, un, v, vn) >= 0, "inexact division")
                if vn == 1 {
                    return BigInt.build(isNegative: negative, capacity: un) {
                        precondition(
                            Limbs.divide(u, un, by: v[0], quotient: $0) == 0, "inexact division")
                        return un
                    }
                }
                let scratch = UnsafeMutablePointer<UInt64>.allocate(
                    capacity: Limbs.divisionScratch(un, vn))
                defer { scratch.deallocate() }
                return BigInt.build(isNegative: negative, capacity: un - vn + 1) {
                    let remainderCount = Limbs.divide(
                        u, un, by: v, vn, quotient: $0, remainder: nil, scratch: scratch)
                    precondition(remainderCount == 0, "inexact division")
                    return un - vn + 1
                }
            }
        }
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
        return value.withMagnitude { a, an in
            build(isNegative: value.isNegative, capacity: an + shift / 64 + 1) {
                Limbs.shiftLeft(a, an, by: shift, into: $0)
            }
        }
    }

    /// The magnitude divided by 2^`shift`, truncated (sign kept). `shift` must be non-negative.
    public static func >> (value: BigInt, shift: Int) -> BigInt {
        precondition(shift >= 0)
        guard shift > 0 else { return value }
        if value.buffer == nil {
            let magnitude = shift >= 64 ? 0 : UInt64(value.small.magnitude) >> UInt64(shift)
            return BigInt(magnitude: magnitude, isNegative: value.isNegative)
        }
        return value.withMagnitude { a, an in
            guard shift / 64 < an else { return .zero }
            return build(isNegative: value.isNegative, capacity: an - shift / 64) {
                Limbs.shiftRight(a, an, by: shift, into: $0)
            }
        }
    }

    /// The greatest common divisor of the magnitudes (non-negative; gcd(0, 0) == 0).
    public static func gcd(_ a: BigInt, _ b: BigInt) -> BigInt {
        if a.buffer == nil && b.buffer == nil {
            return BigInt(
                magnitude: Limbs.gcd(UInt64(a.small.magnitude), UInt64(b.small.magnitude)))
        }
        if a.isZero { return b.magnitude }
        if b.isZero { return a.magnitude }
        let (x, y) = compareMagnitudes(a, b) >= 0 ? (a, b) : (b, a)
        return x.withMagnitude { xp, xn in
            y.withMagnitude { yp, yn in
                if yn == 1 {
                    let remainder = Limbs.divide(xp, xn, by: yp[0], quotient: nil)
                    return BigInt(magnitude: Limbs.gcd(yp[0], remainder))
                }
                // The first step, x mod y, often leaves nothing (y divides x).
                let scratch = UnsafeMutablePointer<UInt64>.allocate(
                    capacity: yn + Limbs.divisionScratch(xn, yn))
                defer { scratch.deallocate() }
                let remainderCount = Limbs.divide(
                    xp, xn, by: yp, yn, quotient: nil, remainder: scratch,
                    scratch: scratch + yn)
                if remainderCount == 0 { return y.magnitude }
                if remainderCount == 1 {
                    let last = Limbs.divide(yp, yn, by: scratch[0], quotient: nil)
                    return BigInt(magnitude: Limbs.gcd(scratch[0], last))
                }
                return build(isNegative: false, capacity: remainderCount) {
                    Limbs.gcd(yp, yn, scratch, remainderCount, into: $0)
                }
            }
        }
    }
}
