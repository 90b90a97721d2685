import Plumb
import PlumbUIKitStub
import Testing

/// `distribute` on the Apple backend over the UIKit stub: equal gaps reach UIKit as
/// constraints between composite dimensions made by `anchorWithOffset(to:)`.
@MainActor
struct UIKitArrangementTests {
    @Test func equalGapsAreCompositeDimensionsInOneActivateCall() throws {
        // The handler is the process's: a report made by a test running beside this one
        // (another suite, another target) goes to the default handler, not to this test.
        let owner = Test.current?.id
        PlumbDiagnostics.handler = { error in
            guard Test.current?.id == owner else { return PlumbDiagnostics.defaultHandler(error) }
            Issue.record("unexpected Plumb error: \(error)")
        }
        let row = UIView()
        let views = (0..<3).map { _ in UIView() }
        for view in views { row.addSubview(view) }
        let calls = NSLayoutConstraint.stubActivateCalls
        let group = constrain(views) { views in
            distribute(views, along: .vertical, spacing: .equal, inside: views[0].superview)
        }
        #expect(NSLayoutConstraint.stubActivateCalls == calls + 1)
        let constraints = group.layoutConstraints
        #expect(constraints.count == 3 && constraints.allSatisfy(\.isActive))
        // The second gap equals the first: bottom of views[1] to top of views[2], and bottom of
        // views[0] to top of views[1].
        let inner = try #require(constraints.first)
        #expect(inner.firstAnchor.stubOffsetFrom?.stubItem === views[1])
        #expect(inner.firstAnchor.stubOffsetFrom?.stubAttribute == .bottom)
        #expect(inner.firstAnchor.stubOffsetTo?.stubItem === views[2])
        #expect(inner.secondAnchor?.stubOffsetFrom?.stubItem === views[0])
        #expect(inner.secondAnchor?.stubOffsetTo?.stubAttribute == .top)
        // The end gaps run from the row's top and to its bottom; the row is never a first
        // item, so it keeps translating its autoresizing mask.
        #expect(constraints[1].secondAnchor?.stubOffsetFrom?.stubItem === row)
        #expect(constraints[2].firstAnchor.stubOffsetTo?.stubItem === row)
        #expect(row.translatesAutoresizingMaskIntoConstraints)
        #expect(constraints.allSatisfy { $0.multiplier == 1 && $0.constant == 0 })
    }
}
