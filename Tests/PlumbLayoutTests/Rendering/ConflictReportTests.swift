import Foundation
import PlumbLayout
import Testing

@MainActor
@Suite struct ConflictReportTests {
    /// Lays out `build`'s constraints in a 300 × 300 screen and returns the reports made,
    /// as conflict reports (made in the handler, while the views still exist) or as errors.
    private func reports(_ build: (LayoutView) -> Void) -> [(ConflictReport?, PlumbError)] {
        var reports: [(ConflictReport?, PlumbError)] = []
        PlumbDiagnostics.handler = { reports.append((ConflictReport($0), $0)) }
        defer { PlumbDiagnostics.handler = PlumbDiagnostics.defaultHandler }
        let screen = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        screen.identifier = "screen"
        build(screen)
        screen.layoutIfNeeded()
        return reports
    }

    @Test func writesEachConstraintAsThePlumbExpressionThatMadeIt() throws {
        let made = reports { screen in
            let box = LayoutView()
            box.identifier = "box"
            screen.addSubview(box)
            constrain(box, screen.safeAreaLayoutGuide) { box, safeArea in
                box.width == safeArea.width * 0.5 - 8
                box.width == 200
            }
        }
        let report = try #require(made.first?.0)
        let expressions = Set(report.lines.map(\.expression))
        #expect(expressions.contains("box.width == screen.safeAreaLayoutGuide.width * 0.5 - 8"))
        #expect(expressions.contains("box.width == 200"))
        // The engine's own constraints (here the root's frame) are described by the engine.
        #expect(expressions.contains { $0.contains("[root view frame]") })
        #expect(report.lines.first?.isBroken == true)
        #expect(report.lines.dropFirst().allSatisfy { !$0.isBroken })
        // The two relations written here carry this file's lines; the engine's have none.
        let located = report.lines.compactMap(\.location)
        #expect(located.count == 2)
        #expect(located.allSatisfy { $0.hasPrefix("ConflictReportTests.swift:") })
        #expect(report.constraints.contains { $0 === report.broken })
    }

    @Test func alignsLocationsAndMarksTheBrokenConstraint() throws {
        let made = reports { screen in
            let a = LayoutView()
            a.identifier = "a"
            screen.addSubview(a)
            constrain(a, screen) { a, screen in
                a.leading == screen.leading + 10
                a.trailing == screen.trailing - 10
            }
            constrain(a) { a in
                (a.width == 100).labeled("narrow")
            }
        }
        let report = try #require(made.first?.0)
        let lines = report.description.split(separator: "\n").map(String.init)
        // a's two edges, its width, and the root's frame, which holds the screen's width.
        #expect(
            lines.first
                == "Plumb: 4 required constraints cannot hold together; the engine broke the one marked ✗ and kept laying out:"
        )
        #expect(lines.count == 5)
        #expect(lines.dropFirst().first?.hasPrefix("  ✗ narrow: a.width == 100 ") == true)
        // Every location starts in the same column.
        let columns = Set(
            lines.dropFirst().compactMap {
                $0.range(of: "ConflictReportTests.swift:")?.lowerBound.utf16Offset(in: $0)
            })
        #expect(columns.count == 1)
        #expect(lines.dropFirst().filter { $0.contains("ConflictReportTests.swift:") }.count == 3)
    }

    @Test func priorityAndUnnamedItemsAreWrittenAsTheDSLWouldWriteThem() throws {
        let made = reports { screen in
            let view = LayoutView()
            screen.addSubview(view)
            constrain(view, screen) { view, screen in
                view.height == screen.height ~ 999
                view.height <= 100
                view.height >= 200
            }
        }
        let report = try #require(made.first?.0)
        let expressions = Set(report.lines.map(\.expression))
        #expect(
            expressions.isSubset(of: [
                "LayoutView.height <= 100", "LayoutView.height >= 200",
                "LayoutView.height == screen.height ~ 999",
            ]))
        #expect(expressions.contains("LayoutView.height <= 100"))
        #expect(expressions.contains("LayoutView.height >= 200"))
    }

    @Test func otherErrorsAreNotConflicts() {
        let made = reports { screen in
            screen.displayScale = -1
        }
        #expect(made.count == 1)
        #expect(made.first?.0 == nil)
        #expect(made.first?.1.kind == .invalidValue)
    }
}
