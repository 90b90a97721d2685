import PlumbOracle

/// Random scenarios over the magnitudes users really write and beyond: coefficients ±1
/// mixed with multipliers from 0.001 to 1000 (1/3-like values among them), constants up to
/// 1e5, equalities and inequalities, required constraints plus 3–6 optional levels with
/// weights, added one by one and in batches, with removals, edit variables and
/// suggestions, constant changes and resets. Every scenario is reproducible from its seed.
struct OracleGenerator {
    /// The size of the generated systems.
    struct Shape {
        var variables: ClosedRange<Int>
        var constraints: ClosedRange<Int>

        /// Small systems: most disagreements shrink to a handful of constraints anyway.
        static let small = Shape(variables: 3...9, constraints: 5...18)
        /// Systems the size of the shared repros.
        static let medium = Shape(variables: 8...24, constraints: 15...45)

        /// One seed in 16 is medium (a medium system costs as much as 20 small ones), the
        /// rest small.
        static func of(seed: UInt64) -> Shape { seed % 16 == 0 ? .medium : .small }
    }

    var random: PropertyRandom
    let shape: Shape

    init(seed: UInt64, shape: Shape) {
        random = PropertyRandom(seed: seed)
        self.shape = shape
    }

    /// The scenario of `seed`.
    static func scenario(seed: UInt64) -> OracleScenario {
        var generator = OracleGenerator(seed: seed, shape: .of(seed: seed))
        return generator.make(seed: seed)
    }

    mutating func make(seed: UInt64) -> OracleScenario {
        let variableCount = random.int(shape.variables)
        let levels = self.levels()
        let constraints = (0..<random.int(shape.constraints)).map { _ in
            constraint(variableCount: variableCount, levels: levels)
        }
        return OracleScenario(
            seed: seed, variableCount: variableCount, constraints: constraints,
            operations: operations(
                constraintCount: constraints.count, variableCount: variableCount, levels: levels))
    }

    /// 3–6 distinct optional levels: 1, 1,000 or 1,000,000 three times in ten, else 1…999.
    mutating func levels() -> [Double] {
        let levelCount = random.int(3...6)
        var levels: [Double] = []
        while levels.count < levelCount {
            let level =
                random.chance(0.3)
                ? random.pick([1.0, 1_000, 1_000_000]) : Double(random.int(1...999))
            if !levels.contains(level) { levels.append(level) }
        }
        return levels
    }

    mutating func coefficient() -> Double {
        let sign: Double = random.chance(0.5) ? 1 : -1
        if random.chance(0.55) { return sign }
        if random.chance(0.2) {
            // Log-uniform in 0.001…1000.
            let exponent = Double(random.next() >> 11) / Double(1 << 53) * 6 - 3
            return sign * pow10(exponent)
        }
        return sign
            * random.pick([
                0.001, 0.01, 0.1, 0.25, 0.5, 2, 3, 10, 100, 1000, 1.0 / 3, 2.0 / 3, 0.3, 7.0 / 3,
            ])
    }

    /// 10^x without Foundation (the test target may import it, but this stays portable).
    private func pow10(_ x: Double) -> Double {
        var result = 1.0
        var whole = Int(x.rounded(.down))
        let fraction = x - Double(whole)
        while whole > 0 {
            result *= 10
            whole -= 1
        }
        while whole < 0 {
            result /= 10
            whole += 1
        }
        // 10^f = e^(f ln 10), by a short series (f in [0, 1)).
        let y = fraction * 2.302585092994046
        var term = 1.0
        var sum = 1.0
        for k in 1...30 {
            term *= y / Double(k)
            sum += term
        }
        return result * sum
    }

    mutating func constant() -> Double {
        switch random.int(0...9) {
        case 0: return 0
        case 1...4: return Double(random.int(-100...100))
        case 5...7: return Double(random.int(-100_000...100_000))
        default: return Double(random.int(-10_000_000...10_000_000)) / 100
        }
    }

    mutating func weight() -> Double {
        random.pick([1, 1, 1, 0.5, 2, 3, 10, 0.1, 100, 0.25])
    }

    mutating func constraint(variableCount: Int, levels: [Double]) -> OracleConstraint {
        let count = random.int(1...min(4, variableCount))
        let terms = random.distinct(count, below: variableCount).map {
            OracleTerm($0, coefficient())
        }
        let relation: OracleRelation =
            random.chance(0.4) ? .equal : (random.chance(0.5) ? .lessOrEqual : .greaterOrEqual)
        let strength: OracleStrength =
            random.chance(0.35)
            ? .required : .optional(level: random.pick(levels), weight: weight())
        return OracleConstraint(terms, constant: constant(), relation, strength)
    }

    mutating func operations(constraintCount: Int, variableCount: Int, levels: [Double])
        -> [OracleScenario.Operation]
    {
        var pending = random.distinct(constraintCount, below: constraintCount)
        var added: [Int] = []
        var edited: [Int] = []
        var list: [OracleScenario.Operation] = []
        while !pending.isEmpty {
            let roll = random.int(0...99)
            switch roll {
            case 0..<55:
                let i = pending.removeFirst()
                added.append(i)
                list.append(.add(i, expectOK: nil))
            case 55..<70:
                let batch = Array(pending.prefix(random.int(2...6)))
                pending.removeFirst(batch.count)
                added += batch
                list.append(.addBatch(batch))
            case 70..<77 where !added.isEmpty:
                let i = added.remove(at: random.int(0...(added.count - 1)))
                list.append(.remove(i))
                if random.chance(0.5) { pending.append(i) }
            case 77..<80 where added.count >= 2:
                let batch = random.distinct(2, below: added.count).map { added[$0] }
                added.removeAll { batch.contains($0) }
                list.append(.removeBatch(batch))
            case 80..<88 where !added.isEmpty:
                list.append(.setConstant(random.pick(added), constant()))
            case 88..<92:
                let v = random.int(0...(variableCount - 1))
                if !edited.contains(v) {
                    edited.append(v)
                    let level = random.chance(0.5) ? 1_000_000 : random.pick(levels)
                    list.append(.addEdit(variable: v, level: level, weight: weight()))
                }
            case 92..<97 where !edited.isEmpty:
                list.append(.suggest(variable: random.pick(edited), value: constant()))
            case 97..<99 where !edited.isEmpty:
                let v = edited.remove(at: random.int(0...(edited.count - 1)))
                list.append(.removeEdit(variable: v))
            case 99 where list.count > 4:
                list.append(.reset)
                pending += added
                added = []
                edited = []
            default:
                break
            }
        }
        list.append(.check)
        return list
    }
}
