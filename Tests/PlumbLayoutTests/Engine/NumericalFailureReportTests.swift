import Foundation
import PlumbLayout
import Testing

/// A constraint the solver cannot solve accurately (its solution overflows `Double`) is
/// reported as `.numericalFailure` about that constraint and not applied; the rest of the
/// layout is laid out as if it had not been written.
@MainActor
struct NumericalFailureReportTests {
    @Test func anOverflowingConstraintIsReportedAndTheRestIsLaidOut() {
        let log = ReportLog()
        defer { log.stop() }
        let root = makeRoot(width: 300, height: 300)
        let card = constrainedView(in: root, name: "card")
        let badge = constrainedView(in: root, name: "badge")
        pinEdges(card, to: root, inset: 10)
        pin(badge, .left, .equal, root, .left, constant: 5)
        pin(badge, .top, .equal, root, .top, constant: 5)
        pin(badge, .height, .equal, nil, .notAnAttribute, constant: 20)
        pin(badge, .width, .equal, nil, .notAnAttribute, constant: 40, priority: .low)
        // 280 · 1e307 overflows: every number is finite, so validation accepts it.
        let overflowing = pin(badge, .width, .equal, card, .width, multiplier: 1e307)
        root.layoutIfNeeded()
        #expect(log.kinds == [.numericalFailure])
        #expect(log.errors.first?.layoutConstraints.contains { $0 === overflowing } == true)
        #expect(log.errors.first?.description.contains("not applied") == true)
        expectFrame(card.frame, 10, 10, 280, 280)
        expectFrame(badge.frame, 5, 5, 40, 20)
    }
}
