/// One level's part of a lexicographic coefficient.
struct LexTerm {
    var level: Double
    var coefficient: Double
}

/// A coefficient of the objective row: a vector of per-level coefficients, compared
/// lexicographically from the highest level down.
///
/// Only the objective carries these; ordinary rows stay plain Doubles. Terms are sorted by
/// level, highest first, and never hold a near-zero coefficient, so the sign of the whole
/// value is the sign of its first term.
struct LexCoefficient {
    var terms: [LexTerm] = []

    init() {}

    /// `weight` at `level`.
    init(level: Double, weight: Double) {
        terms = [LexTerm(level: level, coefficient: weight)]
    }

    /// True when every level's coefficient is zero.
    var isZero: Bool { terms.isEmpty }

    /// True when the highest nonzero level is negative.
    var isNegative: Bool {
        guard let first = terms.first else { return false }
        return first.coefficient < 0
    }

    /// True when the highest level whose coefficient is at least `tolerance` in magnitude is
    /// negative: the simplex's test for an improving symbol, which must not take rounding
    /// residue left at a higher level for a real cost.
    func isNegative(beyond tolerance: Double) -> Bool {
        for term in terms where term.coefficient.magnitude >= tolerance { return term.coefficient < 0 }
        return false
    }

    /// Adds `other · factor`, level by level, dropping near-zero results.
    mutating func add(_ other: LexCoefficient, times factor: Double) {
        var i = 0
        for term in other.terms {
            let value = term.coefficient * factor
            while i < terms.count && terms[i].level > term.level { i += 1 }
            if i < terms.count && terms[i].level == term.level {
                let sum = terms[i].coefficient + value
                if isNearZero(sum) {
                    terms.remove(at: i)
                } else {
                    terms[i].coefficient = sum
                    i += 1
                }
            } else if !isNearZero(value) {
                terms.insert(LexTerm(level: term.level, coefficient: value), at: i)
                i += 1
            }
        }
    }

    /// True when `lhs · lhsScale < rhs · rhsScale` lexicographically, treating parts that
    /// agree to within a relative 1e-9 as equal and (unscaled) coefficients below `residue`
    /// in magnitude as zero.
    static func isLess(
        _ lhs: LexCoefficient, scaledBy lhsScale: Double, than rhs: LexCoefficient, scaledBy rhsScale: Double,
        residue: Double = 0
    ) -> Bool {
        var i = 0
        var j = 0
        let a = lhs.terms
        let b = rhs.terms
        while i < a.count || j < b.count {
            var x: Double
            var y: Double
            if j >= b.count || (i < a.count && a[i].level > b[j].level) {
                x = a[i].coefficient * lhsScale
                y = 0
                i += 1
            } else if i >= a.count || b[j].level > a[i].level {
                x = 0
                y = b[j].coefficient * rhsScale
                j += 1
            } else {
                x = a[i].coefficient * lhsScale
                y = b[j].coefficient * rhsScale
                i += 1
                j += 1
            }
            if x.magnitude < residue * lhsScale.magnitude { x = 0 }
            if y.magnitude < residue * rhsScale.magnitude { y = 0 }
            // Rounding noise at a higher level must not decide a comparison that a lower
            // level should decide, so near-equal parts count as equal.
            let scale = Swift.max(1, Swift.max(x.magnitude, y.magnitude))
            if (x - y).magnitude > 1e-9 * scale { return x < y }
        }
        return false
    }
}
