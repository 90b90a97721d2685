import Foundation
import PlumbLayout
import Testing

/// Exactly the constraint the engine stopped enforcing is marked broken: in the report's
/// text, in ``LayoutConstraint/isBroken``, in the outline and in the SVG (issue 10, finding 3).
@MainActor
@Suite struct BrokenConstraintMarkingTests {
    /// A 300 × 300 screen with a `box` subview, the reports made while `build` runs and the
    /// screen is laid out, and the box.
    private func layOut(
        _ build: (LayoutView, LayoutView) -> Void
    ) -> (screen: LayoutView, box: LayoutView, reports: [PlumbError]) {
        var reports: [PlumbError] = []
        PlumbDiagnostics.handler = { reports.append($0) }
        defer { PlumbDiagnostics.handler = PlumbDiagnostics.defaultHandler }
        let screen = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        screen.identifier = "screen"
        let box = LayoutView()
        box.identifier = "box"
        screen.addSubview(box)
        build(screen, box)
        screen.layoutIfNeeded()
        return (screen, box, reports)
    }

    /// The lines of a report's text that carry `[broken]`.
    private func brokenLines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.contains("[broken]") }
    }

    /// Checks every place that marks constraints broken against `broken`, the one constraint
    /// expected broken, and `kept`, those expected enforced.
    private func expectMarked(
        broken: LayoutConstraint, kept: [LayoutConstraint], in screen: LayoutView,
        reports: [PlumbError]
    ) throws {
        #expect(broken.isBroken)
        #expect(kept.allSatisfy { !$0.isBroken })
        let report = try #require(reports.first { $0.kind == .unsatisfiable })
        #expect(report.brokenConstraint === broken)
        // The conflict list marks only the broken one; the line after "Will attempt to
        // recover by breaking constraint" names it too.
        let marked = brokenLines(report.description)
        #expect(marked.count == 2)
        #expect(marked.allSatisfy { $0.contains("box.width == 200") })
        let outline = screen.layoutOutline
        let outlineBroken = outline.split(separator: "\n").filter { $0.hasPrefix("broken: ") }
        #expect(outlineBroken.count == 1)
        #expect(outlineBroken.first?.contains("box.width == 200") == true)
        let svg = screen.renderSVG()
        #expect(svg.components(separatedBy: "data-broken=\"true\"").count - 1 == 1)
        #expect(svg.components(separatedBy: "[broken]").count - 1 == 1)
        #expect(svg.contains("box.width == 200 (BrokenConstraintMarkingTests.swift:"))
    }

    @Test func inOneBatchOnlyTheLaterRelationIsBroken() throws {
        var group: ConstraintGroup?
        let (screen, box, reports) = layOut { _, box in
            group = constrain(box) { box in
                box.width == 100
                box.width == 200
            }
        }
        let constraints = try #require(group?.constraints as? [LayoutConstraint])
        #expect(box.frame.width == 100)
        try expectMarked(
            broken: constraints[1], kept: [constraints[0]], in: screen, reports: reports)
    }

    @Test func acrossBatchesTheLaterBatchIsBroken() throws {
        var first: ConstraintGroup?
        var second: ConstraintGroup?
        let (screen, box, reports) = layOut { _, box in
            first = constrain(box) { box in box.width == 100 }
            second = constrain(box) { box in box.width == 200 }
        }
        let kept = try #require(first?.constraints.first as? LayoutConstraint)
        let broken = try #require(second?.constraints.first as? LayoutConstraint)
        #expect(box.frame.width == 100)
        try expectMarked(broken: broken, kept: [kept], in: screen, reports: reports)
    }

    @Test func aBatchThatBreaksTwoMarksEachInItsOwnReport() throws {
        var group: ConstraintGroup?
        let (screen, box, reports) = layOut { _, box in
            group = constrain(box) { box in
                box.width == 100
                box.width == 200
                box.height == 50
                box.height == 60
            }
        }
        let constraints = try #require(group?.constraints as? [LayoutConstraint])
        #expect(box.frame.size == CGSize(width: 100, height: 50))
        #expect(constraints.map(\.isBroken) == [false, true, false, true])
        let conflicts = reports.filter { $0.kind == .unsatisfiable }
        #expect(conflicts.count == 2)
        for (report, broken) in zip(conflicts, [constraints[1], constraints[3]]) {
            #expect(report.brokenConstraint === broken)
            #expect(brokenLines(report.description).count == 2)
            #expect(
                report.layoutConstraints.filter(\.isBroken).map(ObjectIdentifier.init) == [
                    ObjectIdentifier(broken)
                ])
        }
        #expect(
            screen.layoutOutline.split(separator: "\n").filter { $0.hasPrefix("broken: ") }.count
                == 2)
    }

    @Test func optionalRelationsAtEqualPriorityAreNeverBroken() throws {
        var group: ConstraintGroup?
        let (screen, box, reports) = layOut { screen, box in
            group = constrain(box, screen) { box, screen in
                box.leading == screen.leading
                box.top == screen.top
                box.height == 10
                box.width == 100 ~ 500
                box.width == 200 ~ 500
            }
        }
        let constraints = try #require(group?.constraints as? [LayoutConstraint])
        #expect(reports.isEmpty)
        #expect(constraints.allSatisfy { !$0.isBroken })
        #expect(!screen.layoutOutline.contains("broken:"))
        #expect(!screen.renderSVG().contains("[broken]"))
        #expect(box.frame.width >= 100 && box.frame.width <= 200)
    }

    @Test func requiredRelationsAtEqualPriorityBreakTheLatestOnly() throws {
        var groups: [ConstraintGroup] = []
        var line = 0
        let (screen, box, reports) = layOut { screen, box in
            groups.append(constrain(box, screen) { box, screen in box.width == screen.width - 150 })
            line = #line + 1
            groups.append(constrain(box) { box in box.width == 200 })
        }
        let kept = try #require(groups[0].constraints.first as? LayoutConstraint)
        let broken = try #require(groups[1].constraints.first as? LayoutConstraint)
        #expect(box.frame.width == 150)
        #expect(!kept.isBroken && broken.isBroken)
        let report = try #require(reports.first)
        #expect(brokenLines(report.description).count == 2)
        #expect(brokenLines(report.description).allSatisfy { $0.contains("box.width == 200") })
        #expect(
            screen.layoutOutline.hasSuffix(
                "broken: box.width == 200 (BrokenConstraintMarkingTests.swift:\(line))\n"))
    }
}
