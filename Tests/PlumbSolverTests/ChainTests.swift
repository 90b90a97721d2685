import PlumbSolver
import XCTest

/// Long chains of required equalities (`y_i == y_{i-1} + h_{i-1} + 8`, `h_i == 30`): a
/// stacked layout. Long enough that the solver keeps most links as definitions rather than
/// canonical rows, so these tests cover that representation through every operation.
final class ChainTests: XCTestCase {
    private struct Chain {
        let tops: [Variable]
        let heights: [Variable]
        /// `tops[0] == 10` (nil when the root is an edit variable instead).
        let root: Constraint?
        /// `links[i - 1]`: `tops[i] == tops[i - 1] + heights[i - 1] + 8`.
        let links: [Constraint]
        let pins: [Constraint]

        init(count: Int, pinnedRoot: Bool = true) {
            var tops: [Variable] = []
            var heights: [Variable] = []
            var links: [Constraint] = []
            var pins: [Constraint] = []
            for i in 0..<count {
                let top = Variable("y\(i)")
                let height = Variable("h\(i)")
                if i > 0 {
                    links.append(Constraint(top - tops[i - 1] - heights[i - 1] - 8, .equal))
                }
                pins.append(Constraint(height - 30, .equal))
                tops.append(top)
                heights.append(height)
            }
            self.tops = tops
            self.heights = heights
            self.links = links
            self.pins = pins
            root = pinnedRoot ? Constraint(tops[0] - 10, .equal) : nil
        }

        /// In the order a layout adds them: per view, its link, then its height.
        var constraints: [Constraint] {
            var result: [Constraint] = root.map { [$0] } ?? []
            for i in tops.indices {
                if i > 0 { result.append(links[i - 1]) }
                result.append(pins[i])
            }
            return result
        }
    }

    private func changes(_ solver: Solver) -> [Variable] {
        var result: [Variable] = []
        solver.updateVariables { result.append($0) }
        return result
    }

    private func assertTops(
        _ chain: Chain, _ expected: (Int) -> Double, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        for (i, top) in chain.tops.enumerated() {
            XCTAssertEqual(top.value, expected(i), accuracy: 1e-9, "y\(i)", file: file, line: line)
        }
    }

    func testLongChainSolvesEveryLinkAndNothingIsAmbiguous() throws {
        let chain = Chain(count: 400)
        let solver = Solver()
        for constraint in chain.constraints { try solver.add(constraint) }
        solver.updateVariables()
        assertTops(chain) { 10 + 38 * Double($0) }
        for i in [0, 1, 50, 200, 399] { XCTAssertFalse(solver.isAmbiguous(chain.tops[i]), "y\(i)") }
        // A variable defined through the end of the chain follows it.
        let bottom = Variable("bottom")
        try solver.add(Constraint(bottom - chain.tops[399] - chain.heights[399], .equal))
        solver.updateVariables()
        XCTAssertEqual(bottom.value, 10 + 38 * 399 + 30, accuracy: 1e-9)
        XCTAssertFalse(solver.isAmbiguous(bottom))
    }

    func testRemovingAMiddleLinkDetachesTheLinksBelowIt() throws {
        let chain = Chain(count: 300)
        let solver = Solver()
        for constraint in chain.constraints { try solver.add(constraint) }
        let bottom = Variable("bottom")
        try solver.add(Constraint(bottom - chain.tops[299] - 30, .equal))
        _ = changes(solver)

        let k = 150
        try solver.remove(chain.links[k - 1])
        let moved = Set(changes(solver).map(ObjectIdentifier.init))
        // y_k is free now; everything below keeps its spacing from it, everything above stays.
        XCTAssertTrue(solver.isAmbiguous(chain.tops[k]))
        XCTAssertFalse(solver.isAmbiguous(chain.tops[k - 1]))
        let free = chain.tops[k].value
        for i in 0..<k {
            XCTAssertEqual(chain.tops[i].value, 10 + 38 * Double(i), accuracy: 1e-9, "y\(i)")
            XCTAssertFalse(moved.contains(ObjectIdentifier(chain.tops[i])), "y\(i) did not move")
        }
        for i in k..<300 {
            XCTAssertEqual(chain.tops[i].value, free + 38 * Double(i - k), accuracy: 1e-9, "y\(i)")
        }
        XCTAssertEqual(bottom.value, chain.tops[299].value + 30, accuracy: 1e-9)

        // A preference now decides the free link, and the whole tail follows it.
        try solver.add(Constraint(chain.tops[k] - 10_000, .equal, strength: .weak))
        solver.updateVariables()
        XCTAssertEqual(chain.tops[k].value, 10_000, accuracy: 1e-9)
        XCTAssertEqual(bottom.value, 10_000 + 38 * 149 + 30, accuracy: 1e-9)

        // Putting the link back overrides the preference.
        try solver.add(chain.links[k - 1])
        solver.updateVariables()
        assertTops(chain) { 10 + 38 * Double($0) }
        XCTAssertEqual(bottom.value, 10 + 38 * 299 + 30, accuracy: 1e-9)
    }

    func testRemovingEveryOtherLinkMatchesAFreshSolve() throws {
        let chain = Chain(count: 200)
        let solver = Solver()
        for constraint in chain.constraints { try solver.add(constraint) }
        var kept = chain.constraints
        for (i, link) in chain.links.enumerated() where i % 2 == 1 {
            try solver.remove(link)
            kept.removeAll { $0 === link }
        }
        // Pin every free top, so that the solution is unique, in both solvers.
        var stays: [Constraint] = []
        for (i, link) in chain.links.enumerated() where i % 2 == 1 {
            _ = link
            stays.append(Constraint(chain.tops[i + 1] - Double(1000 * i), .equal, strength: .weak))
        }
        try solver.add(stays)
        solver.updateVariables()
        let values = chain.tops.map(\.value) + chain.heights.map(\.value)
        let fresh = Solver()
        try fresh.add(kept + stays)
        fresh.updateVariables()
        let expected = chain.tops.map(\.value) + chain.heights.map(\.value)
        for (a, b) in zip(values, expected) { XCTAssertEqual(a, b, accuracy: 1e-9) }
    }

    func testChangingALinkConstantMovesExactlyTheLinksBelowIt() throws {
        let chain = Chain(count: 300)
        let solver = Solver()
        for constraint in chain.constraints { try solver.add(constraint) }
        _ = changes(solver)
        let k = 200
        // y_k == y_{k-1} + h_{k-1} + 20: a gap of 20 instead of 8.
        try solver.setConstant(-20, of: chain.links[k - 1])
        XCTAssertEqual(changes(solver), Array(chain.tops[k...]))
        assertTops(chain) { 10 + 38 * Double($0) + ($0 >= k ? 12 : 0) }
        // Moving the root moves every top, and only the tops.
        try solver.setConstant(-110, of: chain.root!)
        XCTAssertEqual(changes(solver), chain.tops)
        assertTops(chain) { 110 + 38 * Double($0) + ($0 >= k ? 12 : 0) }
    }

    func testConflictThroughAChainNamesExactlyTheLinksInvolved() throws {
        let chain = Chain(count: 300)
        let solver = Solver()
        for constraint in chain.constraints { try solver.add(constraint) }
        solver.updateVariables()
        let before = (chain.tops + chain.heights).map(\.value.bitPattern)
        // y_220 - y_200 is 20 · 38 = 760 through the links and heights in between.
        let offending = Constraint(chain.tops[220] - chain.tops[200] - 5, .equal)
        guard
            case .unsatisfiable(let conflict)? = solverError({ () throws(SolverError) in
                try solver.add(offending)
            })
        else { return XCTFail("expected a conflict") }
        let expected = [offending] + Array(chain.links[200..<220]) + Array(chain.pins[200..<220])
        XCTAssertEqual(
            Set(conflict.map(ObjectIdentifier.init)), Set(expected.map(ObjectIdentifier.init)))
        XCTAssertEqual(conflict.count, expected.count)
        // The refused add changed nothing.
        solver.updateVariables()
        XCTAssertEqual((chain.tops + chain.heights).map(\.value.bitPattern), before)
        XCTAssertFalse(solver.contains(offending))

        // Same through a constant change: a link inside a span that is pinned.
        let span = Constraint(chain.tops[120] - chain.tops[100] - 760, .equal)
        try solver.add(span)
        guard
            case .unsatisfiable(let second)? = solverError({ () throws(SolverError) in
                try solver.setConstant(-9, of: chain.links[109])
            })
        else { return XCTFail("expected a conflict") }
        let expectedSecond = [span] + Array(chain.links[100..<120]) + Array(chain.pins[100..<120])
        XCTAssertEqual(
            Set(second.map(ObjectIdentifier.init)), Set(expectedSecond.map(ObjectIdentifier.init)))
        XCTAssertEqual(second.count, expectedSecond.count)
        solver.updateVariables()
        XCTAssertEqual((chain.tops + chain.heights).map(\.value.bitPattern), before)
    }

    func testConflictSpanningAWholeLongChainIsExplainedInFull() throws {
        // Every link and pin of a 400-view stack conflicts with pinning its last top: the
        // minimal set is all 800 of them plus the root and the offending pin. (Explaining it
        // takes one scratch solve plus a remove and an add per member; testing subsets in
        // fresh solvers took minutes at this size.)
        let chain = Chain(count: 400)
        let solver = Solver()
        try solver.add(chain.constraints)
        let offending = Constraint(chain.tops[399] - 5, .equal)
        guard
            case .unsatisfiable(let conflict)? = solverError({ () throws(SolverError) in
                try solver.add(offending)
            })
        else { return XCTFail("expected a conflict") }
        XCTAssertTrue(conflict.first === offending)
        let expected = [offending, chain.root!] + chain.links + Array(chain.pins[0..<399])
        XCTAssertEqual(
            Set(conflict.map(ObjectIdentifier.init)), Set(expected.map(ObjectIdentifier.init)))
        XCTAssertEqual(conflict.count, expected.count)
        XCTAssertFalse(solver.contains(offending))
    }

    func testEditAtTheChainRootReportsExactlyTheMovedVariables() throws {
        let chain = Chain(count: 300, pinnedRoot: false)
        let other = BoxRow(count: 3)
        let solver = Solver()
        try solver.addEditVariable(chain.tops[0], strength: .strong)
        try solver.suggestValue(10, for: chain.tops[0])
        for constraint in chain.constraints { try solver.add(constraint) }
        try solver.add(other.constraints)
        _ = changes(solver)
        assertTops(chain) { 10 + 38 * Double($0) }

        try solver.suggestValue(50, for: chain.tops[0])
        XCTAssertEqual(changes(solver), chain.tops)
        assertTops(chain) { 50 + 38 * Double($0) }
        try solver.suggestValue(50, for: chain.tops[0])
        XCTAssertEqual(changes(solver), [])
        // Moving it and back between updates reports nothing either.
        try solver.suggestValue(70, for: chain.tops[0])
        try solver.suggestValue(50, for: chain.tops[0])
        XCTAssertEqual(changes(solver), [])
    }

    func testChainResultsAreDeterministicAcrossRefusedCalls() throws {
        func run(withRefusals: Bool) throws -> [UInt64] {
            let chain = Chain(count: 150)
            let solver = Solver()
            for (i, constraint) in chain.constraints.enumerated() {
                try solver.add(constraint)
                if withRefusals && i % 37 == 36 {
                    _ = try? solver.add(
                        Constraint(chain.tops[i / 4] - chain.tops[i / 4 - 2] - 1, .equal))
                }
            }
            try solver.remove(chain.links[70])
            try solver.add(
                Constraint(chain.tops[71] - chain.tops[0] * 0.5, .equal, strength: .medium))
            try solver.setConstant(-12, of: chain.links[30])
            solver.updateVariables()
            return (chain.tops + chain.heights).map(\.value.bitPattern)
        }
        XCTAssertEqual(try run(withRefusals: true), try run(withRefusals: false))
    }
}
