import Plumb
import PlumbAppKitStub
import Testing

/// Spacing anchors on the Apple backend over the AppKit stub.
@MainActor
struct AppKitDistanceTests {
    /// The stub's record of a composite anchor: its two anchors' items and attributes.
    private func offset(_ anchor: NSLayoutAnchor<AnyObject>?) -> [String] {
        guard let from = anchor?.stubOffsetFrom, let to = anchor?.stubOffsetTo else { return [] }
        return [
            name(from.stubItem), "\(from.stubAttribute)", name(to.stubItem), "\(to.stubAttribute)",
        ]
    }

    private func name(_ item: AnyObject?) -> String {
        (item as? NSView)?.identifier?.rawValue ?? (item as? NSLayoutGuide)?.identifier.rawValue
            ?? "?"
    }

    private func views(_ names: String...) -> (NSView, [NSView]) {
        let root = NSView()
        let views = names.map { name -> NSView in
            let view = NSView()
            view.identifier = NSUserInterfaceItemIdentifier(name)
            root.addSubview(view)
            return view
        }
        return (root, views)
    }

    @Test func equalGapsAreTwoCompositeDimensionsRelatedByOneConstraint() throws {
        // The handler is the process's: a report made by a test running beside this one
        // (another suite, another target) goes to the default handler, not to this test.
        let owner = Test.current?.id
        PlumbDiagnostics.handler = { error in
            guard Test.current?.id == owner else { return PlumbDiagnostics.defaultHandler(error) }
            Issue.record("unexpected Plumb error: \(error)")
        }
        let (root, views) = views("a", "b", "c")
        defer { withExtendedLifetime(root) {} }
        let group = constrain(views[0], views[1], views[2]) { a, b, c in
            a.bottom.distance(to: b.top) == b.bottom.distance(to: c.top)
            a.left.distance(to: b.centerX) <= 40 ~ .low
        }
        let constraints = group.layoutConstraints
        #expect(constraints.count == 2 && constraints.allSatisfy(\.isActive))
        #expect(offset(constraints[0].firstAnchor) == ["a", "bottom", "b", "top"])
        #expect(offset(constraints[0].secondAnchor) == ["b", "bottom", "c", "top"])
        #expect(constraints[0].multiplier == 1 && constraints[0].constant == 0)
        #expect(offset(constraints[1].firstAnchor) == ["a", "left", "b", "centerX"])
        #expect(constraints[1].secondAnchor == nil && constraints[1].constant == 40)
        #expect(constraints[1].relation == .lessThanOrEqual)
        #expect(constraints[1].priority == NSLayoutConstraint.Priority(250))
    }

    @Test func marginsInADistanceAreRefusedOnAppKitNotCrashed() {
        var reported: [PlumbError] = []
        PlumbDiagnostics.handler = { reported.append($0) }
        defer { PlumbDiagnostics.handler = PlumbDiagnostics.defaultHandler }
        let (root, views) = views("a", "b")
        defer { withExtendedLifetime(root) {} }
        let group = constrain(views[0], views[1]) { a, b in
            a.leadingMargin.distance(to: b.leading) == 8
            a.width == 10
        }
        #expect(group.errors.map(\.kind) == [.unsupported])
        #expect(group.errors.first?.expression == "a.leadingMargin.distance(to: b.leading) == 8")
        #expect(reported == group.errors)
        #expect(group.layoutConstraints.map(\.firstAttribute) == [.width] && group.isActive)
    }
}
