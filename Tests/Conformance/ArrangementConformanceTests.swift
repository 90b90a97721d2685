// `align` and `distribute` on every backend: compiled into the same three test targets as
// BackendConformanceTests.swift (each holds a symlink to this file), so the Apple backend over
// the UIKit and AppKit stubs (which fail the test wherever the real framework would raise)
// makes what the engine lays out.

import Testing

#if PLUMB_APPLE_STUB
    import Plumb
#else
    import PlumbLayout
#endif

@MainActor
@Suite struct ArrangementConformanceTests {
    init() { ConformancePlatform.failOnPlatformExceptions() }

    private func reportedErrors() -> ReportedErrors {
        let reported = ReportedErrors()
        PlumbDiagnostics.handler = { reported.errors.append($0) }
        return reported
    }

    @Test func aRowOfEquallySpacedButtonsIsOneActiveGroup() {
        let reported = reportedErrors()
        let root = ConformancePlatform.makeRoot("root")
        let buttons = (0..<4).map { ConformancePlatform.makeView("button\($0)") }
        for button in buttons { ConformancePlatform.add(button, to: root) }
        let group = constrain(buttons) { buttons in
            distribute(buttons, along: .horizontal, lengths: 40, inside: buttons[0].superview)
            align([buttons[0].superview.centerY] + buttons.map(\.centerY))
            align(buttons.map(\.height))
            buttons[0].height == 30
        }
        // 2 equal gaps inside, 2 at the ends, 4 widths; 4 centres; 3 heights and one: 16.
        #expect(group.constraints.count == 16)
        #expect(group.isActive && group.errors.isEmpty && reported.errors.isEmpty)
        if let frames = ConformancePlatform.frames(of: buttons, root: root) {
            // 400 − 4 × 40 = 240 for five gaps: 48.
            #expect(
                frames == [
                    "(48.0, 185.0, 40.0, 30.0)", "(136.0, 185.0, 40.0, 30.0)",
                    "(224.0, 185.0, 40.0, 30.0)", "(312.0, 185.0, 40.0, 30.0)",
                ])
        }
        // Removing the last button takes out what reached it (a gap, a width, a centre, a
        // height) and leaves the rest active.
        ConformancePlatform.remove(buttons[3])
        #expect(!group.isActive)
        ConformancePlatform.add(buttons[3], to: root)
        group.activate()
        #expect(group.isActive)
    }

    @Test func refusedArrangementsAreReportedAndTheRestIsMade() {
        let reported = reportedErrors()
        let root = ConformancePlatform.makeRoot("root")
        let a = ConformancePlatform.makeView("a")
        ConformancePlatform.add(a, to: root)
        let group = constrain(a) { a in
            distribute([a], along: .vertical, spacing: 8)
            align(a.top)
            a.width <= 100
        }
        #expect(group.errors.map(\.kind) == [.invalidArrangement, .invalidArrangement])
        #expect(group.constraints.count == 1 && group.isActive)
        #expect(reported.errors == group.errors)
    }
}
