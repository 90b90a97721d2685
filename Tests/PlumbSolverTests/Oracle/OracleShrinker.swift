import PlumbOracle

/// Shrinks a scenario on which the solver disagrees with the oracle: drops operations,
/// then terms, while a disagreement of the same kind remains, and renumbers what is left.
enum OracleShrinker {
    /// The smallest scenario found that still shows a disagreement of `kind`, with that
    /// disagreement. At most `budget` replays.
    static func shrink(_ scenario: OracleScenario, kind: OracleDisagreement.Kind, budget: Int = 400)
        -> (OracleScenario, OracleDisagreement?)
    {
        var best = scenario
        var replays = 0
        func fails(_ candidate: OracleScenario) -> Bool {
            replays += 1
            return OracleHarness.firstDisagreement(in: candidate)?.kind == kind
        }
        // Nothing after the first disagreement matters.
        if let first = OracleHarness.firstDisagreement(in: best) {
            best.operations = Array(best.operations.prefix(first.operation + 1)) + [.check]
        }
        var changed = true
        while changed && replays < budget {
            changed = false
            // Operations, then members of batches, last first (later ones depend on earlier ones).
            for i in stride(from: best.operations.count - 1, through: 0, by: -1)
            where replays < budget {
                guard i < best.operations.count else { continue }
                var candidate = best
                candidate.operations.remove(at: i)
                if fails(candidate) {
                    best = candidate
                    changed = true
                    continue
                }
                switch best.operations[i] {
                case .addBatch(let members), .removeBatch(let members):
                    for member in members where replays < budget {
                        guard case .addBatch(let current) = best.operations[i] else { break }
                        var smaller = best
                        smaller.operations[i] = .addBatch(current.filter { $0 != member })
                        if current.count > 1 && fails(smaller) {
                            best = smaller
                            changed = true
                        }
                    }
                default: break
                }
            }
            // Terms of constraints.
            for c in best.constraints.indices where replays < budget {
                for t in stride(from: best.constraints[c].terms.count - 1, through: 0, by: -1)
                where replays < budget {
                    guard best.constraints[c].terms.count > 1 else { break }
                    var candidate = best
                    candidate.constraints[c].terms.remove(at: t)
                    if fails(candidate) {
                        best = candidate
                        changed = true
                    }
                }
            }
        }
        best = compacted(best)
        return (best, OracleHarness.firstDisagreement(in: best))
    }

    /// Drops the constraints no operation mentions and renumbers the rest.
    static func compacted(_ scenario: OracleScenario) -> OracleScenario {
        var used: [Int] = []
        for operation in scenario.operations {
            switch operation {
            case .add(let i, _), .remove(let i), .setConstant(let i, _): used.append(i)
            case .addBatch(let list), .removeBatch(let list): used += list
            default: break
            }
        }
        let kept = Array(Set(used)).sorted()
        var number: [Int: Int] = [:]
        for (new, old) in kept.enumerated() { number[old] = new }
        var result = scenario
        result.constraints = kept.map { scenario.constraints[$0] }
        result.operations = scenario.operations.map { operation in
            switch operation {
            case .add(let i, let expect): return .add(number[i]!, expectOK: expect)
            case .remove(let i): return .remove(number[i]!)
            case .setConstant(let i, let value): return .setConstant(number[i]!, value)
            case .addBatch(let list): return .addBatch(list.map { number[$0]! })
            case .removeBatch(let list): return .removeBatch(list.map { number[$0]! })
            default: return operation
            }
        }
        return result
    }
}
