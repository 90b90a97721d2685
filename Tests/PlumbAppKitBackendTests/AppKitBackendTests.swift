import Plumb
import PlumbAppKitStub
import Testing

/// Runs the Apple backend compiled against the AppKit stub.
@MainActor
struct AppKitBackendTests {
    @Test func makesNSLayoutConstraintsWithAppKitPriorities() {
        let view = NSView()
        let superview = NSView()
        superview.addSubview(view)
        let group = constrain(view, superview) { view, superview in
            view.leading == superview.leading + 20 ~ .low
        }
        #expect(group.errors.isEmpty)
        let constraint = group.layoutConstraints[0]
        #expect(constraint.firstAttribute == .leading && constraint.constant == 20)
        #expect(constraint.priority == NSLayoutConstraint.Priority(250))
        #expect(constraint.isActive)
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func marginAttributesAreRejectedWithAClearErrorNotACrash() {
        var reported: [PlumbError] = []
        PlumbDiagnostics.handler = { reported.append($0) }
        defer { PlumbDiagnostics.handler = PlumbDiagnostics.defaultHandler }
        let view = NSView()
        let superview = NSView()
        superview.addSubview(view)
        let group = constrain(view, superview) { view, superview in
            view.leading == superview.leadingMargin
            view.edges == superview.margins
            view.top == superview.top
        }
        #expect(group.errors.map(\.kind) == [.unsupported, .unsupported])
        #expect(reported == group.errors)
        #expect(group.errors[0].description.contains("AppKit has no margin attributes"))
        #expect(group.errors[0].description.contains("NSView.leading == NSView.leadingMargin"))
        #expect(group.errors[0].description.contains("AppKitBackendTests.swift:"))
        // The valid constraint is still made and active.
        #expect(group.layoutConstraints.map(\.firstAttribute) == [.top])
        #expect(group.isActive)
    }

    @Test func descriptionsNameViewsByTheirIdentifiers() {
        let view = NSView()
        view.identifier = NSUserInterfaceItemIdentifier("sidebar")
        let group = constrain(view) { view in view.width == 200 }
        #expect(group.specs.map(\.expression) == ["sidebar.width == 200"])
    }

    @Test func layoutGuidesWithoutActorIsolationStillWork() {
        let view = NSView()
        let guide = NSLayoutGuide()
        view.addLayoutGuide(guide)
        let group = constrain(view, guide) { view, guide in view.size == guide.size }
        #expect(group.layoutConstraints.count == 2)
    }
}
