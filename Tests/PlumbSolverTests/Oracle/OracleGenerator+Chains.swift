import PlumbOracle

/// Chain-shaped scenarios: what a layout adds, with the generator's multipliers.
///
/// A list or a stack hangs each item from the one before it (`y_(i+1) == y_i + h_i + 8`).
/// The solver keeps such a required equality, which brings in a new variable, as that
/// variable's definition row, which mentions other basic variables (see
/// `Tableau+Definitions.swift` in PlumbSolver). `OracleGenerator.scenario(seed:)` rarely
/// builds more than a link or two of that, so this shape builds chains of 5–12 links first,
/// in order, then adds, removes and edits random constraints over the chain and its items as
/// the generator does.
extension OracleGenerator {
    /// The chain-shaped scenario of `seed` (a stream of its own: chain seed n is not
    /// generator seed n).
    static func chainScenario(seed: UInt64) -> OracleScenario {
        var generator = OracleGenerator(seed: seed ^ 0x5EED_C4A1_0000_0000, shape: .small)
        return generator.makeChain(seed: seed)
    }

    private mutating func makeChain(seed: UInt64) -> OracleScenario {
        let links = random.int(5...12)
        let items = random.int(4...10)
        // Variables 0...links are the chain, the rest its items (heights, gaps).
        let variableCount = links + 1 + items
        let levels = self.levels()
        var constraints = [
            OracleConstraint([OracleTerm(0, 1)], constant: constant(), .equal, .required)
        ]
        for link in 0..<links {
            // y_(link+1) == a · y_link + m · item (+ m' · item') + c, where a is mostly 1.
            let item = links + 1 + random.int(0...(items - 1))
            var terms = [
                OracleTerm(link + 1, 1),
                OracleTerm(link, -random.pick([1.0, 1, 1, 1, 0.5, 2])),
                OracleTerm(item, coefficient()),
            ]
            let other = links + 1 + random.int(0...(items - 1))
            if other != item && random.chance(0.3) {
                terms.append(OracleTerm(other, coefficient()))
            }
            constraints.append(OracleConstraint(terms, constant: constant(), .equal, .required))
        }
        let chain = constraints.count
        for _ in 0..<random.int(8...22) {
            constraints.append(constraint(variableCount: variableCount, levels: levels))
        }
        // The chain in order, then the generator's operations over the other constraints; a
        // reset empties the solver, so the chain is added again after it.
        var operations = (0..<chain).map { OracleScenario.Operation.add($0, expectOK: nil) }
        let rest = self.operations(
            constraintCount: constraints.count - chain, variableCount: variableCount,
            levels: levels)
        for operation in rest {
            switch operation {
            case .add(let i, let expectOK): operations.append(.add(chain + i, expectOK: expectOK))
            case .addBatch(let list): operations.append(.addBatch(list.map { chain + $0 }))
            case .remove(let i): operations.append(.remove(chain + i))
            case .removeBatch(let list): operations.append(.removeBatch(list.map { chain + $0 }))
            case .setConstant(let i, let value): operations.append(.setConstant(chain + i, value))
            case .reset:
                operations.append(.reset)
                operations += (0..<chain).map { .add($0, expectOK: nil) }
            case .addEdit, .suggest, .removeEdit, .check: operations.append(operation)
            }
        }
        return OracleScenario(
            seed: seed, variableCount: variableCount, constraints: constraints,
            operations: operations)
    }
}
