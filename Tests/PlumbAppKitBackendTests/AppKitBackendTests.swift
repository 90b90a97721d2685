import Plumb
import PlumbAppKitStub
import Testing

/// Runs the Apple backend compiled against the AppKit stub.
@MainActor
struct AppKitBackendTests {
    @Test func acceptsAppKitsOwnInsets() {
        let view = NSView()
        let superview = NSView()
        superview.addSubview(view)
        let group = constrain(view, superview) { view, superview in
            view.edges
                == superview.edges.inset(by: NSEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            view.edges
                >= superview.edges.inset(
                    by: NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
        }
        #expect(group.errors.isEmpty)
        let constraints = group.layoutConstraints
        #expect(constraints.count == 8)
        #expect(
            constraints.allSatisfy {
                $0.firstItem === view && $0.secondItem === superview && $0.multiplier == 1
                    && $0.isActive
            })
        // NSEdgeInsets are absolute: left and right whatever the layout direction.
        #expect(constraints[0..<4].map(\.firstAttribute) == [.top, .left, .bottom, .right])
        #expect(constraints[0..<4].map(\.secondAttribute) == [.top, .left, .bottom, .right])
        #expect(constraints[0..<4].allSatisfy { $0.relation == .equal })
        #expect(constraints[0..<4].map(\.constant) == [1, 2, -3, -4])
        #expect(constraints[4..<8].map(\.firstAttribute) == [.top, .leading, .bottom, .trailing])
        #expect(constraints[4..<8].allSatisfy { $0.relation == .greaterThanOrEqual })
        #expect(constraints[4..<8].map(\.constant) == [5, 6, -7, -8])
    }

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
