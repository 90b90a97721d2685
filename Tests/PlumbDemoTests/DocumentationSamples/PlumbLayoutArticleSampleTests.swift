import Foundation
import PlumbLayout
import PlumbXMLTestSupport
import Testing

// The samples of PlumbLayout.docc's articles, run so that a sample that stops compiling, or
// stops doing what its article says, fails here. Keep them in step.

@MainActor
@Suite struct PlumbLayoutArticleSampleTests {
    /// UsingTheEngineOnLinux.md, the overview.
    @Test func engineOnLinuxInbox() {
        let screen = LayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        screen.additionalSafeAreaInsets = AbsoluteEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let title = LayoutLabel(text: "Inbox", fontSize: 24)
        let list = LayoutView()
        screen.addSubview(title)
        screen.addSubview(list)

        constrain(title, list, screen.safeAreaLayoutGuide) { title, list, safeArea in
            title.top == safeArea.top + 12
            title.leading == safeArea.leading + 16
            list.top == title.bottom + 12
            list.horizontalEdges == safeArea.horizontalEdges
            list.bottom == safeArea.bottom
        }
        screen.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 16, y: 59, width: 60, height: 30))
        #expect(list.frame == CGRect(x: 0, y: 101, width: 390, height: 709))

        // "Right to left": leading flips, the same constraints mirror the screen.
        screen.layoutDirection = .rightToLeft
        screen.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 314, y: 59, width: 60, height: 30))
    }

    /// UsingTheEngineOnLinux.md, "System spacing": baselines 6 + 8 + 16 apart.
    @Test func systemSpacingAtBaselinesFollowsTheFonts() {
        let screen = LayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let title = LayoutLabel(text: "Title", fontSize: 24)
        let subtitle = LayoutLabel(text: "Subtitle", fontSize: 16)
        screen.addSubview(title)
        screen.addSubview(subtitle)
        constrain(title, subtitle, screen) { title, subtitle, screen in
            title.top == screen.top
            title.leading == screen.leading
            subtitle.leading == title.leading
            subtitle.firstBaseline == title.lastBaseline.plusSystemSpacing()
        }
        screen.layoutIfNeeded()
        let titleBaseline = title.frame.maxY - title.font.descender
        let subtitleBaseline = subtitle.frame.minY + subtitle.font.ascender
        #expect(subtitleBaseline - titleBaseline == 30)
        #expect(subtitle.frame.minY - title.frame.maxY == 8)
    }

    /// DebuggingConflicts.md: collect reports with the handler, render them, draw them.
    @Test func debuggingConflictsCollectsAndDrawsReports() throws {
        var conflicts: [ConflictReport] = []
        PlumbDiagnostics.handler = { error in
            if let report = ConflictReport(error) { conflicts.append(report) }
        }
        defer { PlumbDiagnostics.handler = PlumbDiagnostics.defaultHandler }

        let screen = LayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = LayoutView()
        card.identifier = "card"
        let avatar = LayoutView()
        avatar.identifier = "avatar"
        screen.addSubview(card)
        card.addSubview(avatar)
        constrain(card, screen) { card, screen in
            card.top == screen.top
            card.leading == screen.leading
            card.width == 300
            card.height == 100
        }
        let line = #line + 1
        constrain(avatar, card) { avatar, card in
            avatar.verticalEdges == card.verticalEdges
            avatar.leading == card.leading + 16
            avatar.trailing == card.trailing - 16
            avatar.width == 320
        }
        screen.layoutIfNeeded()

        let report = try #require(conflicts.first)
        #expect(conflicts.count == 1)
        #expect(report.lines.count == 4)
        // Each relation carries the line of its own statement in the block.
        let located = Dictionary(
            uniqueKeysWithValues: report.lines.map { ($0.expression, $0.location ?? "") })
        let file = "PlumbLayoutArticleSampleTests.swift"
        #expect(located["avatar.leading == card.leading + 16"] == "\(file):\(line + 2)")
        #expect(located["avatar.trailing == card.trailing - 16"] == "\(file):\(line + 3)")
        #expect(located["avatar.width == 320"] == "\(file):\(line + 4)")
        #expect(report.lines.filter(\.isBroken).count == 1)
        #expect(
            Set(report.lines.map(\.expression)) == [
                "card.width == 300", "avatar.leading == card.leading + 16",
                "avatar.trailing == card.trailing - 16", "avatar.width == 320",
            ])
        #expect(report.description.hasPrefix("Plumb: 4 required constraints cannot hold together;"))

        let svg = screen.renderSVG(conflicts: conflicts.flatMap(\.constraints))
        let document = try SVGDocument(parsing: svg)
        let red = document.elements(named: "g", class: "view").filter {
            $0.attributes["data-conflict"] == "true"
        }
        #expect(red.map { $0.attributes["data-label"] } == ["card", "avatar"])
    }

    /// DebuggingConflicts.md: `printingHandler` prints conflicts compactly and other errors
    /// as the engine describes them (here only checked to be installable and callable).
    @Test func printingHandlerIsAHandler() {
        PlumbDiagnostics.handler = ConflictReport.printingHandler
        defer { PlumbDiagnostics.handler = PlumbDiagnostics.defaultHandler }
        let view = LayoutView()
        view.displayScale = -1  // refused with a report, printed by the handler
        #expect(view.displayScale == 1)
    }

    /// DrawingLayouts.md: the SVG options sample and the outline excerpt.
    @Test func drawingLayoutsSamples() throws {
        let screen = LayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        screen.identifier = "screen"
        let card = LayoutView()
        card.identifier = "card"
        screen.addSubview(card)
        constrain(card, screen) { card, screen in
            card.edges == screen.edges.inset(by: 20)
        }
        let svg = screen.renderSVG(
            options: SVGRenderOptions(showsConstraints: false, title: "Inbox"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plumb-drawing-\(UUID()).svg")
        try svg.write(toFile: file.path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let document = try SVGDocument(parsing: String(contentsOf: file, encoding: .utf8))
        #expect(document.elements(named: "g", class: "constraint").isEmpty)
        #expect(document.elements.contains { $0.name == "text" && $0.text == "Inbox" })
        #expect(
            screen.layoutOutline
                == "screen (LayoutView) 0 0 390 844\n  card (LayoutView) 20 20 350 804\n")
    }
}
