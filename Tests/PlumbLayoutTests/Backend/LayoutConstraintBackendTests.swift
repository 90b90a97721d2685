import Foundation
import PlumbLayout
import Testing

/// The built-in engine's backend makes the constraints, and refuses the specs, that the
/// UIKit-spelled `LayoutConstraint.checked` would.
@MainActor
struct LayoutConstraintBackendTests {
    let location = ConstraintSourceLocation(fileID: "App/Card.swift", line: 12)

    /// The reason `LayoutConstraint.checked` gives for the same constraint.
    func checkedReason(
        _ first: AnyObject, _ attr1: LayoutAttribute, _ second: AnyObject?,
        _ attr2: LayoutAttribute,
        multiplier: CGFloat = 1, constant: CGFloat = 0
    ) -> String? {
        do {
            _ = try LayoutConstraint.checked(
                item: first, attribute: attr1, relatedBy: .equal, toItem: second, attribute: attr2,
                multiplier: multiplier, constant: constant)
            return nil
        } catch {
            return error.reason
        }
    }

    func backendReason(_ spec: ConstraintSpec) -> (PlumbError.Kind, String)? {
        do {
            _ = try LayoutConstraintBackend().makeConstraint(from: spec)
            return nil
        } catch {
            return (error.kind, error.reason)
        }
    }

    @Test func refusesWhatTheUIKitSpelledChecksRefuseWithTheirReasons() throws {
        let view = LayoutView()
        let guide = LayoutGuide()
        guide.identifier = "content"
        let cases: [(any LayoutItem, LayoutAttribute, (any LayoutItem)?, LayoutAttribute)] = [
            (guide, .leadingMargin, view, .leading),
            (view, .top, guide, .firstBaseline),
            (view, .leading, guide, .left),
            (guide, .width, view, .top),
        ]
        for (first, attr1, second, attr2) in cases {
            let spec = ConstraintSpec(
                firstItem: first, firstAttribute: attr1, relation: .equal, secondItem: second,
                secondAttribute: attr2, location: location)
            let expected = try #require(checkedReason(first, attr1, second, attr2))
            let refused = try #require(backendReason(spec))
            #expect(refused.0 == .invalidConstraint)
            #expect(refused.1 == expected)
        }
    }

    @Test func makesTheConstraintTheInitializerMakesWithPriorityLabelAndLocation() throws {
        let root = LayoutView()
        let view = LayoutView()
        root.addSubview(view)
        let spec = ConstraintSpec(
            firstItem: view, firstAttribute: .width, relation: .lessThanOrEqual, secondItem: root,
            secondAttribute: .height, multiplier: 0.5, constant: -8, priority: .high,
            label: "half", location: location)
        let made = try LayoutConstraintBackend().makeConstraint(from: spec)
        let byHand = LayoutConstraint(
            item: view, attribute: .width, relatedBy: .lessThanOrEqual, toItem: root,
            attribute: .height, multiplier: 0.5, constant: -8)
        #expect(made.firstItem === byHand.firstItem && made.secondItem === byHand.secondItem)
        #expect(made.firstAttribute == byHand.firstAttribute)
        #expect(made.secondAttribute == byHand.secondAttribute)
        #expect(made.relation == byHand.relation)
        #expect(made.multiplier == byHand.multiplier && made.constant == byHand.constant)
        #expect(made.validationError == nil && !made.isActive)
        #expect(made.priority == .high)
        // The same identifier as the Apple backend's: label, expression and location.
        #expect(made.identifier == spec.identifier)
        #expect(made.identifier?.hasPrefix("half: ") == true)
        #expect(made.identifier?.hasSuffix(" (Card.swift:12)") == true)
        #expect(made.description.hasPrefix("'half' "))
        #expect(made.sourceLocation == "Card.swift:12")
    }

    /// The identifier is spelled out when first read, but it is the one the spec gave when the
    /// constraint was made, as on Apple platforms (where it is set at once): renaming or
    /// freeing an item later does not change it.
    @Test func identifierNamesTheItemsAsTheyWereWhenTheConstraintWasMade() throws {
        let root = LayoutView()
        let guide = LayoutGuide()
        let label = LayoutLabel(text: "Hi", fontSize: 12)
        let named = LayoutView()
        named.identifier = "avatar"
        root.addLayoutGuide(guide)
        for view in [label, named] { root.addSubview(view) }
        let specs = [
            ConstraintSpec(
                firstItem: label, firstAttribute: .top, relation: .equal, secondItem: guide,
                secondAttribute: .bottom, constant: 4, location: location),
            ConstraintSpec(
                firstItem: named, firstAttribute: .width, relation: .greaterThanOrEqual,
                secondItem: label, secondAttribute: .width, multiplier: 2, priority: .low,
                label: "wide", location: location),
            ConstraintSpec(
                firstItem: named, firstAttribute: .leading, firstEnd: (root, .leading),
                relation: .equal, secondItem: label, secondAttribute: .leading,
                secondEnd: (guide, .trailing), location: location),
        ]
        let expected = specs.map(\.identifier)
        let made = try specs.map { try LayoutConstraintBackend().makeConstraint(from: $0) }
        #expect(expected[0].hasPrefix("LayoutLabel#"))
        #expect(expected[1].hasPrefix("wide: avatar.width >= LayoutLabel#"))
        named.identifier = "renamed"
        label.identifier = "title"
        guide.identifier = "content"
        #expect(made.map(\.identifier) == expected)
        // Read once, it stays; set by hand, it is the app's.
        made[0].identifier = "mine"
        #expect(made[0].identifier == "mine")
    }

    @Test func makesConstantConstraintsOnGuides() throws {
        let guide = LayoutGuide()
        let spec = ConstraintSpec(
            firstItem: guide, firstAttribute: .height, relation: .equal, secondItem: nil,
            secondAttribute: .notAnAttribute, constant: 20, location: location)
        let made = try LayoutConstraintBackend().makeConstraint(from: spec)
        #expect(made.firstItem === guide && made.secondItem == nil)
        #expect(made.secondAttribute == .notAnAttribute && made.constant == 20)
    }
}
