import Plumb
import PlumbUIKitStub
import Testing

/// `view.superview` on the Apple backend over the UIKit stub.
@MainActor
struct UIKitSuperviewTests {
    @Test func theSuperviewIsTheSecondItemUIKitReceives() {
        // The handler is the process's: a report made by a test running beside this one
        // (another suite, another target) goes to the default handler, not to this test.
        let owner = Test.current?.id
        PlumbDiagnostics.handler = { error in
            guard Test.current?.id == owner else { return PlumbDiagnostics.defaultHandler(error) }
            Issue.record("unexpected Plumb error: \(error)")
        }
        let superview = UIView()
        let view = UIView()
        superview.addSubview(view)
        let group = constrain(view) { view in
            view.edges == view.superview.margins.inset(by: 8)
        }
        let constraints = group.layoutConstraints
        #expect(constraints.count == 4 && constraints.allSatisfy(\.isActive))
        // UIKit's margin attributes, on the superview the block found.
        #expect(constraints.allSatisfy { $0.firstItem === view && $0.secondItem === superview })
        #expect(
            constraints.map(\.secondAttribute) == [
                .topMargin, .leadingMargin, .bottomMargin, .trailingMargin,
            ])
        #expect(constraints.map(\.constant) == [8, 8, -8, -8])
        #expect(superview.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func noSuperviewReachesUIKitAsNothing() {
        var reported: [PlumbError] = []
        PlumbDiagnostics.handler = { reported.append($0) }
        defer { PlumbDiagnostics.handler = PlumbDiagnostics.defaultHandler }
        let view = UIView()
        view.accessibilityIdentifier = "orphan"
        let calls = NSLayoutConstraint.stubActivateCalls
        let group = constrain(view) { view in view.center == view.superview.center }
        #expect(group.errors.map(\.kind) == [.noSuperview])
        #expect(group.errors.first?.expression == "orphan.centerX == orphan.superview.centerX")
        #expect(group.layoutConstraints.isEmpty && reported == group.errors)
        // The group is empty: activating it does not call UIKit.
        #expect(NSLayoutConstraint.stubActivateCalls == calls)
    }
}
