import PlumbSolver
import XCTest

/// Short call sequences that the randomized property test shrank from failing seeds, pinned so
/// they stay checked whatever the generator does later. Each is judged by the reference LP.
final class PropertyRegressionTests: XCTestCase {
    private typealias Spec = PropertySpec

    /// Replays `ops` on a solver over `variableCount` variables and checks, after the last call,
    /// that the required constraints hold and every level's objective is the reference optimum.
    private func assertOptimal(
        variableCount: Int, specs: [Spec], _ ops: [PropertyOp], file: StaticString = #filePath,
        line: UInt = #line
    ) {
        var model = PropertyModel()
        for spec in specs { _ = model.register(spec) }
        let world = PropertyWorld(variableCount: variableCount)
        for op in ops {
            if let error = world.perform(op, model) {
                XCTFail("\(model.describe(op)) threw \(error)", file: file, line: line)
                return
            }
            model.apply(op)
        }
        let values = world.values
        let system = model.reference(variableCount: variableCount)
        for (i, condition) in system.required.enumerated() {
            XCTAssertLessThanOrEqual(
                condition.violation(at: values), 1e-7, "required #\(i) violated at \(values)",
                file: file, line: line)
        }
        guard case .optimal(let optimum) = system.solve() else {
            XCTFail("the reference finds no optimum", file: file, line: line)
            return
        }
        let actual = system.objectives(at: values)
        for (i, level) in optimum.levels.enumerated() {
            XCTAssertEqual(
                actual[i], optimum.objectives[i], accuracy: 1e-6 * (1 + abs(optimum.objectives[i])),
                "level \(level): objectives \(actual) vs optimum \(optimum.objectives)", file: file,
                line: line)
        }
    }

    func testValuesAfterResetAndReAddFormTheNewSolution() {
        // x0 == 5; update; reset; x1 - x0 == 1 alone. Found by seed 88288778846209 (small).
        let specs = [
            Spec(terms: [(0, 1)], constant: -5, relation: .equal, strength: .required),
            Spec(terms: [(1, 1), (0, -1)], constant: -1, relation: .equal, strength: .required),
        ]
        assertOptimal(variableCount: 2, specs: specs, [.add(0), .reset, .add(1)])
    }

    func testOptionalGoalsAfterResetMeetTheOptimum() {
        // Seed 88288778850315 (medium), shrunk: a level-3 goal, reset, another level-3 goal.
        let specs = [
            Spec(
                terms: [(12, -1)], constant: 6, relation: .lessThanOrEqual,
                strength: Strength(level: 3, weight: 4)),
            Spec(
                terms: [(9, 0.5), (12, 0.5)], constant: -0.5, relation: .equal,
                strength: Strength(level: 3)),
        ]
        assertOptimal(variableCount: 16, specs: specs, [.add(0), .reset, .add(1)])
    }

    func testSuggestingAfterAddingConstraintsReachesTheLowestLevelOptimum() {
        // Seed 88288778854401 (large): a fresh solver given these constraints one by one, then
        // the two edit variables, ended 65.5 at level 0.001 where the optimum is 55.5 (giving
        // the edits first reached it).
        let strongish = Strength(level: Strength.strong.level, weight: 2.5)
        let tiny = Strength(level: 0.001, weight: 1.5)
        let specs = [
            Spec(
                terms: [(22, -2), (11, -1), (1, -3)], constant: 12, relation: .equal,
                strength: .medium),
            Spec(
                terms: [(19, 1), (36, -0.5), (6, -1)], constant: 13, relation: .equal,
                strength: .weak),
            Spec(
                terms: [(1, -0.5), (32, 1)], constant: 6, relation: .lessThanOrEqual,
                strength: .weak),
            Spec(
                terms: [(11, 0.5)], constant: 7, relation: .greaterThanOrEqual,
                strength: Strength(level: 3, weight: 4)),
            Spec(
                terms: [(31, 1), (0, -1)], constant: -6, relation: .lessThanOrEqual,
                strength: .required),
            Spec(
                terms: [(1, 1), (35, -1), (26, -1)], constant: 6, relation: .lessThanOrEqual,
                strength: Strength(level: 3)),
            Spec(
                terms: [(35, -0.5), (32, 1), (3, 1)], constant: 1, relation: .greaterThanOrEqual,
                strength: .medium),
            Spec(
                terms: [(31, -1), (3, 3), (1, -1)], constant: -4, relation: .lessThanOrEqual,
                strength: Strength(level: 3, weight: 4)),
            Spec(
                terms: [(32, 0.5), (36, 2), (29, -1)], constant: 17.5, relation: .equal,
                strength: .required),
            Spec(
                terms: [(26, -2), (36, -2)], constant: -21, relation: .greaterThanOrEqual,
                strength: tiny),
            Spec(terms: [(6, 2)], constant: -6, relation: .greaterThanOrEqual, strength: .weak),
            Spec(
                terms: [(31, 0.5), (3, 0.5)], constant: 10, relation: .equal, strength: strongish),
            Spec(
                terms: [(19, -1)], constant: -4, relation: .equal,
                strength: Strength(level: Strength.weak.level, weight: 0.5)),
            Spec(
                terms: [(6, -1), (19, -1), (22, 1)], constant: -15, relation: .greaterThanOrEqual,
                strength: strongish),
        ]
        let edits: [PropertyOp] = [
            .addEdit(variable: 35, strength: .strong, value: 16),
            .addEdit(variable: 36, strength: Strength(level: 77_777), value: 22),
        ]
        assertOptimal(variableCount: 37, specs: specs, specs.indices.map { .add($0) } + edits)
        assertOptimal(variableCount: 37, specs: specs, edits + specs.indices.map { .add($0) })
    }

    func testRemovingOneOfTwoEqualRequiredConstraintsKeepsTheOther() {
        // 3·x0 - 6 == 0 twice (two constraints), an edit on x0 suggesting -28, then remove the
        // first: x0 must stay 2. Seed 88288778854411 (large), shrunk.
        let specs = [
            Spec(terms: [(0, 3)], constant: -6, relation: .equal, strength: .required),
            Spec(terms: [(0, 3)], constant: -6, relation: .equal, strength: .required),
        ]
        assertOptimal(
            variableCount: 1, specs: specs,
            [
                .add(0),
                .addEdit(
                    variable: 0, strength: Strength(level: Strength.weak.level, weight: 0.5),
                    value: 2),
                .suggest(variable: 0, value: -28), .add(1), .remove(0),
            ])
    }

    func testRemovingOneOfTwoEqualRequiredConstraintsWithoutEdits() {
        // The same with a weak goal instead of an edit variable.
        let specs = [
            Spec(terms: [(0, 1)], constant: -2, relation: .equal, strength: .required),
            Spec(terms: [(0, 1)], constant: 28, relation: .equal, strength: .weak),
            Spec(terms: [(0, 1)], constant: -2, relation: .equal, strength: .required),
        ]
        assertOptimal(variableCount: 1, specs: specs, [.add(0), .add(1), .add(2), .remove(0)])
    }

    func testSuggestingAfterASmallSystemReachesEveryLevelsOptimum() {
        // Seed 88288778846960 (small): three goals, then an edit on x0 suggesting -29; the
        // weak level's optimum is 0, but a solver given the edit last ended at 55.25.
        let l3w4 = Strength(level: 3, weight: 4)
        let specs = [
            Spec(
                terms: [(1, 2), (0, -0.5)], constant: 9, relation: .equal,
                strength: Strength(level: 1, weight: 0.5)),
            Spec(terms: [(1, -1), (0, 3)], constant: 20, relation: .equal, strength: l3w4),
            Spec(terms: [(1, 1)], constant: 9, relation: .greaterThanOrEqual, strength: l3w4),
        ]
        let edit = PropertyOp.addEdit(
            variable: 0, strength: Strength(level: Strength.strong.level, weight: 2.5), value: -29)
        assertOptimal(variableCount: 2, specs: specs, [.add(0), .add(1), .add(2), edit])
        assertOptimal(variableCount: 2, specs: specs, [.add(0), .add(1), edit, .add(2)])
    }
}
