// Magnitude arithmetic on little-endian 64-bit limbs, given as a pointer and a count: the
// kernels behind BigInt. Each states what room its output needs; a count is "normalised" when
// the highest counted limb is nonzero. Scratch space comes from the heap, not from
// `withUnsafeTemporaryAllocation`: nested in these loops, that crashed a release build
// (Swift 6.3.1, a corrupted return address; the same code on heap scratch is memcheck-clean).

/// Natural-number arithmetic on limb arrays.
enum Limbs {
    /// -1, 0 or 1 as `a` is below, equal to or above `b` (normalised counts).
    static func compare(
        _ a: UnsafePointer<UInt64>, _ an: Int, _ b: UnsafePointer<UInt64>, _ bn: Int
    ) -> Int {
        if an != bn { return an < bn ? -1 : 1 }
        var i = an - 1
        while i >= 0 {
            if a[i] != b[i] { return a[i] < b[i] ? -1 : 1 }
            i -= 1
        }
        return 0
    }

    /// `r = a + b`; `r` has room for `max(an, bn) + 1` limbs. Returns the count of `r`.
    static func add(
        _ a: UnsafePointer<UInt64>, _ an: Int, _ b: UnsafePointer<UInt64>, _ bn: Int,
        into r: UnsafeMutablePointer<UInt64>
    ) -> Int {
        if an < bn { return add(b, bn, a, an, into: r) }
        var carry: UInt64 = 0
        for i in 0..<bn {
            let (partial, overflow1) = a[i].addingReportingOverflow(b[i])
            let (sum, overflow2) = partial.addingReportingOverflow(carry)
            r[i] = sum
            carry = (overflow1 || overflow2) ? 1 : 0
        }
        for i in bn..<an {
            let (sum, overflow) = a[i].addingReportingOverflow(carry)
            r[i] = sum
            carry = overflow ? 1 : 0
        }
        r[an] = carry
        return an + Int(carry)
    }

    /// `r = a - b` for `a >= b`; `r` has room for `an` limbs (it may be `a`). Returns the
    /// normalised count of `r`.
    @discardableResult
    static func subtract(
        _ a: UnsafePointer<UInt64>, _ an: Int, _ b: UnsafePointer<UInt64>, _ bn: Int,
        into r: UnsafeMutablePointer<UInt64>
    ) -> Int {
        var borrow: UInt64 = 0
        for i in 0..<bn {
            let (partial, overflow1) = a[i].subtractingReportingOverflow(b[i])
            let (difference, overflow2) = partial.subtractingReportingOverflow(borrow)
            r[i] = difference
            borrow = (overflow1 || overflow2) ? 1 : 0
        }
        for i in bn..<an {
            let (difference, overflow) = a[i].subtractingReportingOverflow(borrow)
            r[i] = difference
            borrow = overflow ? 1 : 0
        }
        precondition(borrow == 0, "magnitude subtraction underflow")
        return normalizedCount(r, an)
    }

    /// `r = a * b` (schoolbook); `r` has room for `an + bn` limbs and is not `a` or `b`.
    /// Returns the count `an + bn` (not normalised).
    static func multiply(
        _ a: UnsafePointer<UInt64>, _ an: Int, _ b: UnsafePointer<UInt64>, _ bn: Int,
        into r: UnsafeMutablePointer<UInt64>
    ) -> Int {
        r.initialize(repeating: 0, count: an + bn)
        for i in 0..<an {
            let ai = a[i]
            if ai == 0 { continue }
            var carry: UInt64 = 0
            for j in 0..<bn {
                let (high, low) = ai.multipliedFullWidth(by: b[j])
                let (sum1, overflow1) = low.addingReportingOverflow(r[i + j])
                let (sum2, overflow2) = sum1.addingReportingOverflow(carry)
                r[i + j] = sum2
                // high <= 2^64 - 2, so adding two carries cannot overflow.
                carry = high &+ (overflow1 ? 1 : 0) &+ (overflow2 ? 1 : 0)
            }
            r[i + bn] = carry
        }
        return an + bn
    }

    /// Divides `u` by the single limb `v` (nonzero): writes the quotient's `un` limbs to
    /// `quotient` when given (it may be `u`) and returns the remainder.
    static func divide(
        _ u: UnsafePointer<UInt64>, _ un: Int, by v: UInt64,
        quotient: UnsafeMutablePointer<UInt64>?
    ) -> UInt64 {
        var remainder: UInt64 = 0
        var i = un - 1
        while i >= 0 {
            let (q, r) = v.dividingFullWidth((remainder, u[i]))
            quotient?[i] = q
            remainder = r
            i -= 1
        }
        return remainder
    }

    /// Knuth's algorithm D (TAOCP 4.3.1): divides `u` by `v` for `un >= vn >= 2` (normalised
    /// counts). Writes the quotient's `un - vn + 1` limbs to `quotient` and the remainder's
    /// `vn` limbs to `remainder` when given (neither may overlap `u` or `v`), and returns the
    /// remainder's normalised count. `scratch` has room for `divisionScratch(un, vn)` limbs.
    @discardableResult
    static func divide(
        _ u: UnsafePointer<UInt64>, _ un: Int, by v: UnsafePointer<UInt64>, _ vn: Int,
        quotient: UnsafeMutablePointer<UInt64>?, remainder: UnsafeMutablePointer<UInt64>?,
        scratch w: UnsafeMutablePointer<UInt64>
    ) -> Int {
        precondition(vn >= 2 && un >= vn && v[vn - 1] != 0)
        let d = w + un + 1
        // Normalise so the divisor's top limb has its high bit set.
        let s = v[vn - 1].leadingZeroBitCount
        shiftLeftInPlace(from: v, vn, by: s, into: d, carryOut: false)
        w[un] = shiftLeftInPlace(from: u, un, by: s, into: w, carryOut: true)
        let top = d[vn - 1]
        let next = d[vn - 2]
        var j = un - vn
        while j >= 0 {
            let high = w[j + vn]
            let low = w[j + vn - 1]
            var qhat: UInt64
            var rhat: UInt64
            var rhatOverflow = false
            if high >= top {
                // high == top: the estimate b - 1, remainder high * b + low - (b - 1) * top.
                qhat = .max
                (rhat, rhatOverflow) = low.addingReportingOverflow(top)
            } else {
                (qhat, rhat) = top.dividingFullWidth((high, low))
            }
            while !rhatOverflow {
                let (productHigh, productLow) = qhat.multipliedFullWidth(by: next)
                guard productHigh > rhat || (productHigh == rhat && productLow > w[j + vn - 2])
                else { break }
                qhat -= 1
                (rhat, rhatOverflow) = rhat.addingReportingOverflow(top)
            }
            // w[j ... j + vn] -= qhat * d.
            var carry: UInt64 = 0
            var borrow: UInt64 = 0
            for i in 0..<vn {
                let (productHigh, productLow) = qhat.multipliedFullWidth(by: d[i])
                let (part, overflow) = productLow.addingReportingOverflow(carry)
                carry = productHigh &+ (overflow ? 1 : 0)
                let (difference1, borrow1) = w[i + j].subtractingReportingOverflow(part)
                let (difference2, borrow2) = difference1.subtractingReportingOverflow(borrow)
                w[i + j] = difference2
                borrow = (borrow1 || borrow2) ? 1 : 0
            }
            let (difference1, borrow1) = w[j + vn].subtractingReportingOverflow(carry)
            let (difference2, borrow2) = difference1.subtractingReportingOverflow(borrow)
            w[j + vn] = difference2
            if borrow1 || borrow2 {
                // Subtracted once too often: add the divisor back.
                qhat -= 1
                var carry: UInt64 = 0
                for i in 0..<vn {
                    let (sum1, overflow1) = w[i + j].addingReportingOverflow(d[i])
                    let (sum2, overflow2) = sum1.addingReportingOverflow(carry)
                    w[i + j] = sum2
                    carry = (overflow1 || overflow2) ? 1 : 0
                }
                w[j + vn] &+= carry
            }
            quotient?[j] = qhat
            j -= 1
        }
        // The remainder is w[0..<vn] >> s (normalisation keeps zero at zero).
        let count = normalizedCount(w, vn)
        if let remainder {
            if s == 0 {
                remainder.update(from: w, count: vn)
            } else {
                for i in 0..<(vn - 1) {
                    remainder[i] = (w[i] >> UInt64(s)) | (w[i + 1] << UInt64(64 - s))
                }
                remainder[vn - 1] = w[vn - 1] >> UInt64(s)
            }
            return normalizedCount(remainder, vn)
        }
        return count
    }

    /// The scratch room `divide(_:_:by:_:quotient:remainder:scratch:)` needs.
    static func divisionScratch(_ un: Int, _ vn: Int) -> Int { un + 1 + vn }

    /// Writes `a << shift` (`shift` in 0..<64) to `r`'s first `an` limbs and returns the bits
    /// shifted out of the top, which must be zero unless `carryOut` (checked).
    @discardableResult
    private static func shiftLeftInPlace(
        from a: UnsafePointer<UInt64>, _ an: Int, by shift: Int,
        into r: UnsafeMutablePointer<UInt64>, carryOut: Bool
    ) -> UInt64 {
        if shift == 0 {
            r.update(from: a, count: an)
            return 0
        }
        var carry: UInt64 = 0
        for i in 0..<an {
            let limb = a[i]
            r[i] = (limb << UInt64(shift)) | carry
            carry = limb >> UInt64(64 - shift)
        }
        precondition(carryOut || carry == 0)
        return carry
    }

    /// `r = a << shift`; `r` has room for `an + shift / 64 + 1` limbs. Returns that count.
    static func shiftLeft(
        _ a: UnsafePointer<UInt64>, _ an: Int, by shift: Int,
        into r: UnsafeMutablePointer<UInt64>
    ) -> Int {
        let whole = shift / 64
        r.initialize(repeating: 0, count: whole)
        r[whole + an] = shiftLeftInPlace(
            from: a, an, by: shift % 64, into: r + whole, carryOut: true)
        return whole + an + 1
    }

    /// `r = a >> shift` for `shift / 64 < an`; `r` has room for `an - shift / 64` limbs.
    /// Returns that count.
    static func shiftRight(
        _ a: UnsafePointer<UInt64>, _ an: Int, by shift: Int,
        into r: UnsafeMutablePointer<UInt64>
    ) -> Int {
        let whole = shift / 64
        let bits = UInt64(shift % 64)
        let count = an - whole
        for i in 0..<count {
            let low = a[i + whole] >> bits
            let high = bits == 0 || i + 1 >= count ? 0 : a[i + whole + 1] << (64 - bits)
            r[i] = low | high
        }
        return count
    }

    /// The count of `a`'s first `an` limbs without its high zero limbs.
    static func normalizedCount(_ a: UnsafePointer<UInt64>, _ an: Int) -> Int {
        var count = an
        while count > 0 && a[count - 1] == 0 { count -= 1 }
        return count
    }

    // MARK: Greatest common divisor

    /// Stein's binary gcd (gcd(0, 0) == 0).
    static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
        if a == 0 { return b }
        if b == 0 { return a }
        let shift = (a | b).trailingZeroBitCount
        var u = a >> UInt64(a.trailingZeroBitCount)
        var v = b >> UInt64(b.trailingZeroBitCount)
        while u != v {
            if u > v { swap(&u, &v) }
            v -= u
            v >>= UInt64(v.trailingZeroBitCount)
        }
        return u << UInt64(shift)
    }

    /// Writes gcd(x, y) to `r` (room for `yn` limbs) and returns its count, for nonzero
    /// `x >= y` with `yn >= 2`. Lehmer's algorithm (TAOCP 4.5.2, algorithm L): Euclid's
    /// steps are simulated on the leading 62 bits and applied to the full numbers once per
    /// 62 bits or so, as a 2x2 matrix of single-limb cofactors.
    static func gcd(
        _ x: UnsafePointer<UInt64>, _ xn: Int, _ y: UnsafePointer<UInt64>, _ yn: Int,
        into r: UnsafeMutablePointer<UInt64>
    ) -> Int {
        precondition(yn >= 2 && compare(x, xn, y, yn) >= 0)
        let n = xn + 1
        let scratch = UnsafeMutablePointer<UInt64>.allocate(capacity: 4 * n + 2 * n + 1)
        defer { scratch.deallocate() }
        var a = scratch
        var b = a + n
        var t = b + n
        var w = t + n
        let division = w + n
        a.update(from: x, count: xn)
        b.update(from: y, count: yn)
        var an = xn
        var bn = yn
        while bn >= 2 {
            // a >= b. The leading 62 bits of a, and the bits of b at the same place.
            let shift = an * 64 - a[an - 1].leadingZeroBitCount - 62
            var ah = Int64(bitPattern: bits(a, an, from: shift))
            var bh = Int64(bitPattern: bits(b, bn, from: shift))
            var (cA, cB, cC, cD): (Int64, Int64, Int64, Int64) = (1, 0, 0, 1)
            // The true quotient lies between the two bounds below; a step is taken only when
            // both give the same one (and their divisors are positive, so floors agree with
            // the truncating division).
            while bh + cC > 0 && bh + cD > 0 {
                let q = (ah + cA) / (bh + cC)
                if q != (ah + cB) / (bh + cD) { break }
                (cA, cC) = (cC, cA - q * cC)
                (cB, cD) = (cD, cB - q * cD)
                (ah, bh) = (bh, ah - q * bh)
            }
            if cB == 0 {
                // No whole step fits in single precision: one multi-precision Euclid step.
                let count = divide(a, an, by: b, bn, quotient: nil, remainder: t, scratch: division)
                (a, b, t) = (b, t, a)
                (an, bn) = (bn, count)
            } else {
                // (a, b) <- (cA·a + cB·b, cC·a + cD·b), both non-negative.
                let newAn = combine(a, an, cA, b, bn, cB, into: t)
                let newBn = combine(a, an, cC, b, bn, cD, into: w)
                (a, t) = (t, a)
                (b, w) = (w, b)
                (an, bn) = (newAn, newBn)
            }
        }
        if bn == 0 {
            r.update(from: a, count: an)
            return an
        }
        r[0] = gcd(b[0], divide(a, an, by: b[0], quotient: nil))
        return 1
    }

    /// `(a >> shift)` truncated to 64 bits, for `shift >= 0`.
    private static func bits(_ a: UnsafePointer<UInt64>, _ an: Int, from shift: Int) -> UInt64 {
        let whole = shift / 64
        let part = UInt64(shift % 64)
        guard whole < an else { return 0 }
        let low = a[whole] >> part
        let high = part == 0 || whole + 1 >= an ? 0 : a[whole + 1] << (64 - part)
        return low | high
    }

    /// Writes `p·a + q·b` to `r` (room for `max(an, bn) + 1` limbs) for cofactors that are
    /// not both negative and whose combination is known to be non-negative; returns its
    /// normalised count.
    private static func combine(
        _ a: UnsafePointer<UInt64>, _ an: Int, _ p: Int64, _ b: UnsafePointer<UInt64>, _ bn: Int,
        _ q: Int64, into r: UnsafeMutablePointer<UInt64>
    ) -> Int {
        if p < 0 { return combine(b, bn, q, a, an, p, into: r) }
        // r = p·a ± |q|·b, with p >= 0.
        let m = UInt64(p)
        let k = UInt64(q.magnitude)
        let subtracts = q < 0
        let count = max(an, bn)
        var carryA: UInt64 = 0
        var carryB: UInt64 = 0
        var carry: UInt64 = 0
        for i in 0..<count {
            let (highA, lowA) = m.multipliedFullWidth(by: i < an ? a[i] : 0)
            let (termA, overflowA) = lowA.addingReportingOverflow(carryA)
            carryA = highA &+ (overflowA ? 1 : 0)
            let (highB, lowB) = k.multipliedFullWidth(by: i < bn ? b[i] : 0)
            let (termB, overflowB) = lowB.addingReportingOverflow(carryB)
            carryB = highB &+ (overflowB ? 1 : 0)
            if subtracts {
                let (difference1, borrow1) = termA.subtractingReportingOverflow(termB)
                let (difference2, borrow2) = difference1.subtractingReportingOverflow(carry)
                r[i] = difference2
                carry = (borrow1 || borrow2) ? 1 : 0
            } else {
                let (sum1, overflow1) = termA.addingReportingOverflow(termB)
                let (sum2, overflow2) = sum1.addingReportingOverflow(carry)
                r[i] = sum2
                carry = (overflow1 || overflow2) ? 1 : 0
            }
        }
        let top: UInt64
        var outOfRange: Bool
        if subtracts {
            let (top1, underflow1) = carryA.subtractingReportingOverflow(carryB)
            let (top2, underflow2) = top1.subtractingReportingOverflow(carry)
            (top, outOfRange) = (top2, underflow1 || underflow2)
        } else {
            let (top1, overflow1) = carryA.addingReportingOverflow(carryB)
            let (top2, overflow2) = top1.addingReportingOverflow(carry)
            (top, outOfRange) = (top2, overflow1 || overflow2)
        }
        precondition(!outOfRange, "cofactor combination out of range")
        r[count] = top
        return normalizedCount(r, count + 1)
    }
}
