import Plumb
import PlumbUIKitStub
import Testing

/// Runs the Apple backend (the very file shipped in Plumb, compiled here against the UIKit
/// stub) through the DSL.
@MainActor
struct UIKitBackendTests {
    /// Fails the test on any Plumb error. Called first in each (synchronous) test body: a
    /// suite's `init` may run while another test is between its own `init` and body.
    private func failOnErrors() {
        // The handler is the process's: a report made by a test running beside this one
        // (another suite, another target) goes to the default handler, not to this test.
        let owner = Test.current?.id
        PlumbDiagnostics.handler = { error in
            guard Test.current?.id == owner else { return PlumbDiagnostics.defaultHandler(error) }
            Issue.record("unexpected Plumb error: \(error)")
        }
    }

    @Test func makesNSLayoutConstraintsWithEveryTermAndOneActivateCall() {
        failOnErrors()
        let view = UIView()
        let superview = UIView()
        superview.addSubview(view)
        let calls = NSLayoutConstraint.stubActivateCalls
        let line = #line + 2
        let group = constrain(view, superview) { view, superview in
            view.top == superview.top + 10 ~ .high
            view.width <= superview.width * 0.5 - 8
            view.height >= 44
        }
        let constraints = group.layoutConstraints
        #expect(NSLayoutConstraint.stubActivateCalls == calls + 1)
        #expect(constraints.count == 3)
        #expect(constraints.allSatisfy { $0.isActive })
        let top = constraints[0]
        #expect(top.firstItem === view && top.secondItem === superview)
        #expect(top.firstAttribute == .top && top.secondAttribute == .top)
        #expect(top.relation == .equal && top.multiplier == 1 && top.constant == 10)
        #expect(top.priority == UILayoutPriority(750))
        #expect(top.identifier?.hasPrefix("UIView.top == UIView.top + 10 @750 (") == true)
        #expect(top.identifier?.hasSuffix("UIKitBackendTests.swift:\(line))") == true)
        let width = constraints[1]
        #expect(width.relation == .lessThanOrEqual && width.multiplier == 0.5)
        #expect(width.constant == -8 && width.priority == UILayoutPriority(1000))
        let height = constraints[2]
        #expect(height.secondItem == nil && height.secondAttribute == .notAnAttribute)
        #expect(height.relation == .greaterThanOrEqual && height.constant == 44)
    }

    @Test func descriptionsNameItemsByTheirIdentifiers() {
        failOnErrors()
        let avatar = UIView()
        avatar.accessibilityIdentifier = "avatar"
        let card = UIView()
        card.accessibilityIdentifier = "card"
        card.addSubview(avatar)
        let guide = UILayoutGuide()
        guide.identifier = "content"
        card.addLayoutGuide(guide)
        let group = constrain(avatar, card, guide) { avatar, card, guide in
            avatar.top == card.top + 12 ~ .high
            avatar.width == guide.width
        }
        #expect(
            group.specs.map(\.expression) == [
                "avatar.top == card.top + 12 @750", "avatar.width == content.width",
            ])
        #expect(
            group.layoutConstraints[0].identifier?.hasPrefix("avatar.top == card.top + 12 @750 (")
                == true)
    }

    @Test func clearsAutoresizingTranslationOnFirstItemsOnly() {
        failOnErrors()
        let view = UIView()
        let superview = UIView()
        superview.addSubview(view)
        constrain(view, superview) { view, superview in view.edges == superview.edges }
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
        #expect(superview.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func acceptsUIKitsOwnInsets() {
        let view = UIView()
        let superview = UIView()
        superview.addSubview(view)
        let group = constrain(view, superview) { view, superview in
            view.edges
                == superview.edges.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            view.edges
                == superview.margins.inset(
                    by: NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
            view.edges
                <= superview.margins.inset(by: UIEdgeInsets(top: 0, left: 9, bottom: 0, right: 0))
        }
        #expect(group.errors.isEmpty)
        let constraints = group.layoutConstraints
        #expect(constraints.count == 12)
        #expect(
            constraints.allSatisfy { $0.firstItem === view && $0.multiplier == 1 && $0.isActive })
        // UIEdgeInsets are absolute: left and right whatever the layout direction.
        #expect(constraints[0..<4].map(\.firstAttribute) == [.top, .left, .bottom, .right])
        #expect(constraints[0..<4].map(\.secondAttribute) == [.top, .left, .bottom, .right])
        #expect(
            constraints[0..<4].allSatisfy { $0.secondItem === superview && $0.relation == .equal })
        #expect(constraints[0..<4].map(\.constant) == [1, 2, -3, -4])
        // NSDirectionalEdgeInsets are directional.
        #expect(constraints[4..<8].map(\.firstAttribute) == [.top, .leading, .bottom, .trailing])
        #expect(
            constraints[4..<8].map(\.secondAttribute) == [
                .topMargin, .leadingMargin, .bottomMargin, .trailingMargin,
            ])
        #expect(constraints[4..<8].map(\.constant) == [5, 6, -7, -8])
        #expect(constraints[8..<12].map(\.firstAttribute) == [.top, .left, .bottom, .right])
        #expect(
            constraints[8..<12].map(\.secondAttribute) == [
                .topMargin, .leftMargin, .bottomMargin, .rightMargin,
            ])
        #expect(constraints[8..<12].allSatisfy { $0.relation == .lessThanOrEqual })
        #expect(constraints[8..<12].map(\.constant) == [0, 9, 0, 0])
    }

    /// UIKit's insets do not make `.zero` or `.init(top:leading:bottom:trailing:)` ambiguous:
    /// they still mean `DirectionalEdgeInsets` (this file would not compile otherwise).
    @Test func implicitMembersStillMeanDirectionalEdgeInsets() {
        let view = UIView()
        let superview = UIView()
        superview.addSubview(view)
        let group = constrain(view, superview) { view, superview in
            view.edges == superview.edges.inset(by: .zero)
            view.edges
                == superview.edges.inset(by: .init(top: 1, leading: 2, bottom: 3, trailing: 4))
        }
        let constraints = group.layoutConstraints
        #expect(
            constraints[4...].map(\.firstAttribute) == [.top, .leading, .bottom, .trailing])
        #expect(constraints.map(\.constant) == [0, 0, 0, 0, 1, 2, -3, -4])
    }

    @Test func mapsMarginAttributes() {
        failOnErrors()
        let view = UIView()
        let superview = UIView()
        superview.addSubview(view)
        let group = constrain(view, superview) { view, superview in
            view.edges == superview.margins
            view.centerX == superview.centerXWithinMargins
        }
        #expect(
            group.layoutConstraints.map(\.secondAttribute) == [
                .topMargin, .leadingMargin, .bottomMargin, .trailingMargin, .centerXWithinMargins,
            ])
    }

    @Test func systemSpacingUsesTheAnchorMethods() {
        failOnErrors()
        let icon = UIView()
        let label = UIView()
        let row = UIView()
        row.addSubview(icon)
        row.addSubview(label)
        let group = constrain(icon, label) { icon, label in
            label.leading >= icon.trailing.plusSystemSpacing(2)
            label.firstBaseline == icon.lastBaseline.plusSystemSpacing()
            label.trailing == icon.trailingMargin.plusSystemSpacing()
        }
        let constraints = group.layoutConstraints
        #expect(constraints.count == 3)
        #expect(constraints[0].relation == .greaterThanOrEqual)
        #expect(constraints[0].stubSystemSpacingMultiplier == 2)
        #expect(constraints[0].firstAttribute == .leading)
        #expect(constraints[1].firstAttribute == .firstBaseline)
        #expect(constraints[1].secondAttribute == .lastBaseline)
        // A margin's anchor is the margins guide's.
        #expect(constraints[2].secondItem === icon.stubMarginsGuide)
        #expect(constraints.allSatisfy { $0.priority == UILayoutPriority(1000) })
    }

    @Test func layoutGuidesTakePartLikeViews() {
        failOnErrors()
        let view = UIView()
        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        let group = constrain(view, guide) { view, guide in view.center == guide.center }
        #expect(group.layoutConstraints.map { $0.secondItem === guide } == [true, true])
    }

    @Test func updateChangesTheConstantInPlace() throws {
        failOnErrors()
        let view = UIView()
        let superview = UIView()
        superview.addSubview(view)
        let group = constrain(view, superview) { view, superview in view.top == superview.top }
        let constraint = group.layoutConstraints[0]
        try group.update { view.anchors.top == superview.anchors.top + 30 }
        #expect(constraint.constant == 30 && constraint.isActive)
    }

    @Test func deactivateIsOneCall() {
        failOnErrors()
        let view = UIView()
        let superview = UIView()
        superview.addSubview(view)
        let group = constrain(view, superview) { view, superview in view.edges == superview.edges }
        let calls = NSLayoutConstraint.stubDeactivateCalls
        group.isActive = false
        #expect(NSLayoutConstraint.stubDeactivateCalls == calls + 1)
        #expect(group.layoutConstraints.allSatisfy { !$0.isActive })
    }
}
