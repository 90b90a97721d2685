// A row of exact rationals held as integer numerators over one common denominator: the form
// the simplex tableau works in. Eliminating a column from a row then costs two products per
// entry and one gcd chain per row, where separately reduced rationals need several gcds per
// entry.

/// A vector of rationals `numerators[j] / denominator` with `denominator > 0`, in lowest
/// terms: no prime divides the denominator and every numerator.
struct RationalRow {
    /// The numerators (they carry the signs).
    private(set) var numerators: [BigInt]
    /// The common denominator, always positive.
    private(set) var denominator: BigInt

    /// The row of `values`, over the least common denominator.
    init(_ values: [Rational]) {
        var common = BigInt.one
        for value in values where !value.denominator.isOne && value.denominator != common {
            common =
                (common * value.denominator).dividedExactly(
                    by: BigInt.gcd(common, value.denominator))
        }
        // With each value in lowest terms, the least common denominator leaves no common
        // factor (a prime power dividing it exactly divides some value's denominator, whose
        // numerator the prime does not divide).
        numerators = values.map {
            $0.denominator == common
                ? $0.numerator : $0.numerator * common.dividedExactly(by: $0.denominator)
        }
        denominator = common
    }

    /// `numerators / denominator` for any positive `denominator`, reduced.
    init(numerators: [BigInt], denominator: BigInt) {
        precondition(denominator.signum > 0)
        self.numerators = numerators
        self.denominator = denominator
        reduce()
    }

    /// The number of entries.
    var count: Int { numerators.count }

    /// The entry at `index`.
    subscript(index: Int) -> Rational {
        numerators[index].isZero ? .zero : Rational(numerators[index], denominator)
    }

    /// The sign of the entry at `index`.
    func signum(at index: Int) -> Int { numerators[index].signum }

    /// True when the entry at `index` is zero.
    func isZero(at index: Int) -> Bool { numerators[index].isZero }

    /// True when the entry at `index` is one.
    func isOne(at index: Int) -> Bool { numerators[index] == denominator }

    /// Negates every entry.
    mutating func negate() {
        for j in numerators.indices where !numerators[j].isZero { numerators[j] = -numerators[j] }
    }

    /// Inserts `count` zero entries before `index`.
    mutating func insertZeros(_ count: Int, at index: Int) {
        numerators.insert(contentsOf: repeatElement(.zero, count: count), at: index)
    }

    /// Sets the entry at `index` to `value`.
    mutating func set(_ value: Rational, at index: Int) {
        let wasZero = numerators[index].isZero
        if value.denominator.isOne {
            numerators[index] = value.numerator * denominator
            // Replacing a zero with an integer multiple of the denominator adds no common
            // factor the others did not already exclude.
            if !wasZero { reduce() }
            return
        }
        let g = BigInt.gcd(denominator, value.denominator)
        let scale = value.denominator.dividedExactly(by: g)
        if !scale.isOne {
            for j in numerators.indices where !numerators[j].isZero {
                numerators[j] = numerators[j] * scale
            }
            denominator = denominator * scale
        }
        numerators[index] = value.numerator * denominator.dividedExactly(by: value.denominator)
        reduce()
    }

    /// Divides the row by its entry at `column` (nonzero), which becomes one.
    mutating func divide(byEntryAt column: Int) {
        let pivot = numerators[column]
        precondition(!pivot.isZero, "dividing a row by a zero entry")
        if pivot == denominator { return }
        // Entry j becomes (n_j / d) / (p / d) = n_j / p.
        if pivot.isNegative { negate() }
        denominator = pivot.magnitude
        reduce()
    }

    /// Subtracts `factor · pivot`, where `factor` is this row's entry at `column` and the
    /// pivot row's entry there is one, so that this row's entry there becomes zero.
    mutating func eliminate(column: Int, using pivot: RationalRow) {
        precondition(pivot.count == count && pivot.isOne(at: column))
        let factor = numerators[column]
        if factor.isZero { return }
        // (n_j / d) - (f / d)(m_j / e) = (e·n_j - f·m_j) / (d·e).
        let e = pivot.denominator
        for j in numerators.indices {
            let m = pivot.numerators[j]
            if m.isZero {
                if !e.isOne && !numerators[j].isZero { numerators[j] = numerators[j] * e }
            } else if numerators[j].isZero {
                numerators[j] = -(factor * m)
            } else {
                numerators[j] = BigInt.productDifference(numerators[j], e, factor, m)
            }
        }
        denominator = denominator * e
        reduce()
    }

    /// Compares `self[numeratorIndex] / self[denominatorIndex]` with the same ratio of `other`;
    /// both `denominatorIndex` entries must be positive. -1, 0 or 1.
    func compareRatio(_ numeratorIndex: Int, _ denominatorIndex: Int, with other: RationalRow)
        -> Int
    {
        // The rows' own denominators cancel in each ratio.
        let a = numerators[numeratorIndex]
        let b = numerators[denominatorIndex]
        let c = other.numerators[numeratorIndex]
        let d = other.numerators[denominatorIndex]
        if a.signum != c.signum { return a.signum < c.signum ? -1 : 1 }
        if a.isZero { return 0 }
        let left = a * d
        let right = c * b
        return left < right ? -1 : (left == right ? 0 : 1)
    }

    /// Divides the denominator and numerators by their greatest common divisor.
    private mutating func reduce() {
        if denominator.isOne { return }
        var g = denominator
        for n in numerators where !n.isZero {
            g = BigInt.gcd(g, n)
            if g.isOne { return }
        }
        if numerators.allSatisfy(\.isZero) {
            denominator = .one
            return
        }
        for j in numerators.indices where !numerators[j].isZero {
            numerators[j] = numerators[j].dividedExactly(by: g)
        }
        denominator = denominator.dividedExactly(by: g)
    }
}
