/// One level's part of a lexicographic coefficient.
struct LexTerm {
    var level: Double
    var coefficient: Double

    /// The term of a zero coefficient (no level).
    static let zero = LexTerm(level: 0, coefficient: 0)
}

/// A coefficient of the objective row: a vector of per-level coefficients, compared
/// lexicographically from the highest level down.
///
/// Only the objective carries these; ordinary rows stay plain Doubles. Terms are sorted by
/// level, highest first, and never hold a zero coefficient (sums that cancel to residue are
/// zero: see `cancellingSum(_:_:)`), so the sign of the whole
/// value is the sign of its first term. Almost every coefficient has at most one level, so
/// the first term is stored inline (a zero coefficient there means no terms) and only the
/// lower levels of a multi-level one take a heap array.
struct LexCoefficient {
    /// The highest level's term, or `LexTerm.zero` when the coefficient is zero.
    private(set) var head = LexTerm.zero
    /// The terms below `head`, highest level first; empty when `head` is zero.
    private(set) var tail: [LexTerm] = []

    init() {}

    /// `weight` at `level`.
    init(level: Double, weight: Double) {
        head = LexTerm(level: level, coefficient: weight)
    }

    /// True when every level's coefficient is zero.
    var isZero: Bool { head.coefficient == 0 }

    /// The number of nonzero levels.
    var count: Int { isZero ? 0 : 1 + tail.count }

    /// Every nonzero level's term, highest level first (a new array: for checks and
    /// diagnostics, not hot paths, which use `count` and the subscript).
    var terms: [LexTerm] { isZero ? [] : [head] + tail }

    /// The `k`th nonzero level's term, highest level first.
    @inline(__always)
    subscript(k: Int) -> LexTerm { k == 0 ? head : tail[k - 1] }

    /// True when the highest nonzero level is negative.
    var isNegative: Bool { head.coefficient < 0 }

    /// True when some level's coefficient is negative: the coefficient may price an
    /// improving symbol once residue at the levels above is cancelled (see
    /// `Tableau.freshCost(of:)`).
    var hasNegativeLevel: Bool {
        if head.coefficient < 0 { return true }
        for term in tail where term.coefficient < 0 { return true }
        return false
    }

    /// Appends `value` at `level`, below every level already held (nothing when 0).
    mutating func append(level: Double, _ value: Double) {
        guard value != 0 else { return }
        if isZero {
            head = LexTerm(level: level, coefficient: value)
        } else {
            tail.append(LexTerm(level: level, coefficient: value))
        }
    }

    /// The largest magnitude among the levels' coefficients (0 when zero).
    var largestMagnitude: Double {
        var largest = head.coefficient.magnitude
        for term in tail { largest = Swift.max(largest, term.coefficient.magnitude) }
        return largest
    }

    /// True when both hold the same terms, bit for bit.
    func isIdentical(to other: LexCoefficient) -> Bool {
        guard count == other.count else { return false }
        for k in 0..<count {
            let a = self[k]
            let b = other[k]
            if a.level != b.level || a.coefficient.bitPattern != b.coefficient.bitPattern {
                return false
            }
        }
        return true
    }

    /// Adds `other · factor`, level by level, dropping results that cancel to residue.
    /// Returns the larger part of the largest sum taken for residue without being within the
    /// rounding of its parts (0 when none was): a real part up to `cancellationTolerance`
    /// times it may have been lost with the residue.
    @discardableResult
    mutating func add(_ other: LexCoefficient, times factor: Double) -> Double {
        if other.isZero { return 0 }
        var cancelled = add(level: other.head.level, other.head.coefficient * factor)
        for term in other.tail {
            cancelled = Swift.max(cancelled, add(level: term.level, term.coefficient * factor))
        }
        return cancelled
    }

    /// Adds `value` at `level` in place, dropping a result that cancels to residue.
    /// Returns what `lostPart(_:_:)` reports when the sum was taken for residue, else 0:
    /// `add(_:times:)` for a one-level coefficient, without passing the coefficient.
    @inline(__always)
    mutating func add(level: Double, _ value: Double) -> Double {
        if isZero {
            if value != 0 { head = LexTerm(level: level, coefficient: value) }
        } else if level == head.level {
            let sum = cancellingSum(head.coefficient, value)
            if sum != 0 {
                head.coefficient = sum
                return 0
            }
            let lost = Self.lostPart(head.coefficient, value)
            if tail.isEmpty {
                head = .zero
            } else {
                // An emptied tail keeps its buffer: a level that cancels tends to come back
                // (a weak constraint removed and added again), and freeing and allocating it
                // each time cost remove and re-add 4–7% of their instructions (heap +2%).
                head = tail.removeFirst()
            }
            return lost
        } else if level > head.level {
            if value != 0 {
                tail.insert(head, at: 0)
                head = LexTerm(level: level, coefficient: value)
            }
        } else {
            return addToTail(level: level, value)
        }
        return 0
    }

    /// What `add(_:times:)` reports of a sum `a + b` taken for residue: the larger part when
    /// the sum is more than the rounding of its parts (`roundingTolerance` of the larger),
    /// else 0. A sum within rounding is 0 to fresh pricing too (see
    /// `Tableau.freshCost(of:)`), so nothing real can have been lost with it.
    @inline(__always)
    private static func lostPart(_ a: Double, _ b: Double) -> Double {
        let larger = Swift.max(a.magnitude, b.magnitude)
        return (a + b).magnitude > roundingTolerance * larger ? larger : 0
    }

    /// `add(level:_:)` for a level below `head`'s.
    @inline(__always)
    private mutating func addToTail(level: Double, _ value: Double) -> Double {
        var i = 0
        while i < tail.count && tail[i].level > level { i += 1 }
        if i < tail.count && tail[i].level == level {
            let sum = cancellingSum(tail[i].coefficient, value)
            if sum == 0 {
                let lost = Self.lostPart(tail[i].coefficient, value)
                tail.remove(at: i)
                return lost
            }
            tail[i].coefficient = sum
        } else if value != 0 {
            tail.insert(LexTerm(level: level, coefficient: value), at: i)
        }
        return 0
    }

    /// True when `cost · scale` comes before `best · bestScale` in a dual ratio test (the
    /// scales are 1 / |coefficient|): it is less (see `isLess(_:scaledBy:than:scaledBy:)`),
    /// or equal (often 0: many symbols cost nothing) with the larger coefficient, so that
    /// the tableau is scaled by the least factor.
    @inline(__always)
    static func precedesInRatioTest(
        _ cost: LexCoefficient, scaledBy scale: Double, _ best: LexCoefficient,
        scaledBy bestScale: Double
    ) -> Bool {
        isLess(cost, scaledBy: scale, than: best, scaledBy: bestScale)
            || (scale < bestScale
                && !isLess(best, scaledBy: bestScale, than: cost, scaledBy: scale))
    }

    /// True when `lhs · lhsScale < rhs · rhsScale` lexicographically, treating parts that
    /// agree to within a relative 1e-9 as equal.
    static func isLess(
        _ lhs: LexCoefficient, scaledBy lhsScale: Double, than rhs: LexCoefficient,
        scaledBy rhsScale: Double
    ) -> Bool {
        var i = 0
        var j = 0
        let n = lhs.count
        let m = rhs.count
        while i < n || j < m {
            var x: Double
            var y: Double
            if j >= m || (i < n && lhs[i].level > rhs[j].level) {
                x = lhs[i].coefficient * lhsScale
                y = 0
                i += 1
            } else if i >= n || rhs[j].level > lhs[i].level {
                x = 0
                y = rhs[j].coefficient * rhsScale
                j += 1
            } else {
                x = lhs[i].coefficient * lhsScale
                y = rhs[j].coefficient * rhsScale
                i += 1
                j += 1
            }
            // Rounding noise at a higher level must not decide a comparison that a lower
            // level should decide, so near-equal parts count as equal: relative to the parts
            // alone. The dual ratio test scales costs by 1 / |coefficient|, and a pivot row
            // with coefficients near 4.5e9 makes a real ratio 5.6e-11: against an absolute
            // floor (1e-9 · max(1, …)) it tied with 0, a lower level chose the pivot, and the
            // other cell was left a reduced cost of -5.6e-14 per unit, below what pricing can
            // tell from residue, over a move of 4.8e16 (oracle seed 69199: a level 2,660 short).
            let scale = Swift.max(x.magnitude, y.magnitude)
            if (x - y).magnitude > 1e-9 * scale { return x < y }
        }
        return false
    }
}
