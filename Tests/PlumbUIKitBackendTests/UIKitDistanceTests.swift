import Plumb
import PlumbUIKitStub
import Testing

/// Spacing anchors on the Apple backend over the UIKit stub: the constraint UIKit receives is
/// made by `anchorWithOffset(to:)` and `NSLayoutDimension`'s methods, with every term in place.
@MainActor
struct UIKitDistanceTests {
    private func failOnErrors() {
        // The handler is the process's: a report made by a test running beside this one
        // (another suite, another target) goes to the default handler, not to this test.
        let owner = Test.current?.id
        PlumbDiagnostics.handler = { error in
            guard Test.current?.id == owner else { return PlumbDiagnostics.defaultHandler(error) }
            Issue.record("unexpected Plumb error: \(error)")
        }
    }

    /// The stub's record of a composite anchor: its two anchors' items and attributes.
    private func offset(_ anchor: NSLayoutAnchor<AnyObject>?) -> [String] {
        guard let from = anchor?.stubOffsetFrom, let to = anchor?.stubOffsetTo else { return [] }
        return [
            name(from.stubItem), "\(from.stubAttribute)", name(to.stubItem), "\(to.stubAttribute)",
        ]
    }

    private func name(_ item: AnyObject?) -> String {
        (item as? UIView)?.accessibilityIdentifier ?? (item as? UILayoutGuide)?.identifier ?? "?"
    }

    private func views(_ names: String...) -> (UIView, [UIView]) {
        let root = UIView()
        root.accessibilityIdentifier = "root"
        let views = names.map { name -> UIView in
            let view = UIView()
            view.accessibilityIdentifier = name
            root.addSubview(view)
            return view
        }
        return (root, views)
    }

    @Test func equalGapsAreTwoCompositeDimensionsRelatedByOneConstraint() throws {
        failOnErrors()
        let (root, views) = views("a", "b", "c")
        defer { withExtendedLifetime(root) {} }
        let calls = NSLayoutConstraint.stubActivateCalls
        let group = constrain(views[0], views[1], views[2]) { a, b, c in
            a.trailing.distance(to: b.leading) == b.trailing.distance(to: c.leading) * 2 + 4
                ~ .high
        }
        #expect(NSLayoutConstraint.stubActivateCalls == calls + 1)
        let constraint = try #require(group.layoutConstraints.first)
        #expect(offset(constraint.firstAnchor) == ["a", "trailing", "b", "leading"])
        #expect(offset(constraint.secondAnchor) == ["b", "trailing", "c", "leading"])
        #expect(constraint.relation == .equal && constraint.multiplier == 2)
        #expect(constraint.constant == 4 && constraint.priority == UILayoutPriority(750))
        #expect(constraint.isActive)
        #expect(
            constraint.identifier?.hasPrefix(
                "a.trailing.distance(to: b.leading) == b.trailing.distance(to: c.leading) * 2 + 4 @750 ("
            ) == true)
        // Only first items stop translating their masks: here `a`, where the distance starts.
        #expect(views.map(\.translatesAutoresizingMaskIntoConstraints) == [false, true, true])
    }

    @Test func aDistanceAgainstAConstantOrADimensionUsesTheDimensionsMethods() throws {
        failOnErrors()
        let (root, views) = views("a", "b")
        defer { withExtendedLifetime(root) {} }
        let guide = UILayoutGuide()
        guide.identifier = "column"
        root.addLayoutGuide(guide)
        let group = constrain(views[0], views[1], guide) { a, b, guide in
            a.bottom.distance(to: b.top) >= 8
            a.centerX.distance(to: guide.leading) <= guide.width * 0.5 - 2
            b.height == a.topMargin.distance(to: a.bottomMargin)
        }
        let constraints = group.layoutConstraints
        #expect(constraints.count == 3 && constraints.allSatisfy(\.isActive))
        #expect(offset(constraints[0].firstAnchor) == ["a", "bottom", "b", "top"])
        #expect(constraints[0].secondAnchor == nil && constraints[0].secondItem == nil)
        #expect(constraints[0].relation == .greaterThanOrEqual && constraints[0].constant == 8)
        #expect(offset(constraints[1].firstAnchor) == ["a", "centerX", "column", "leading"])
        #expect(constraints[1].secondAnchor?.stubItem === guide)
        #expect(constraints[1].secondAnchor?.stubAttribute == .width)
        #expect(constraints[1].relation == .lessThanOrEqual)
        #expect(constraints[1].multiplier == 0.5 && constraints[1].constant == -2)
        #expect(constraints[2].firstItem === views[1] && constraints[2].firstAttribute == .height)
        // Margin attributes are anchors of the view's layoutMarginsGuide, as UIKit spells them.
        let margins = try #require(constraints[2].secondAnchor)
        #expect(margins.stubOffsetFrom?.stubItem === views[0].layoutMarginsGuide)
        #expect(margins.stubOffsetFrom?.stubAttribute == .top)
        #expect(margins.stubOffsetTo?.stubAttribute == .bottom)
    }

    @Test func removingTheFarEndOfADistanceDeactivatesItAsUIKitDoes() {
        failOnErrors()
        let (root, views) = views("a", "b", "c")
        let group = constrain(views[0], views[1], views[2]) { a, b, c in
            a.width == b.trailing.distance(to: c.leading)
        }
        #expect(group.isActive)
        views[2].removeFromSuperview()
        #expect(!group.isActive)
        root.addSubview(views[2])
        group.activate()
        #expect(group.isActive)
    }

    @Test func aDistanceTheRulesRefuseNeverReachesUIKit() throws {
        var reported: [PlumbError] = []
        PlumbDiagnostics.handler = { reported.append($0) }
        defer { PlumbDiagnostics.handler = PlumbDiagnostics.defaultHandler }
        let (root, views) = views("a", "b")
        defer { withExtendedLifetime(root) {} }
        // The DSL's types cannot pair leading with left; a hand-made spec can, and the backend
        // refuses it before anchorWithOffset(to:) would raise.
        let spec = ConstraintSpec(
            firstItem: views[0], firstAttribute: .leading, firstEnd: (views[1], .left),
            relation: .equal, secondItem: nil, secondAttribute: .notAnAttribute, secondEnd: nil,
            constant: 10, location: ConstraintSourceLocation(fileID: "Test.swift", line: 1))
        #expect(throws: PlumbError.self) { try AppleConstraintBackend().makeConstraint(from: spec) }
        do {
            _ = try AppleConstraintBackend().makeConstraint(from: spec)
        } catch {
            #expect(error.kind == .invalidConstraint)
            #expect(error.expression == "a.leading.distance(to: b.left) == 10")
            #expect(error.reason.contains("leading/trailing"))
        }
        #expect(reported.isEmpty)
    }
}
