import Foundation
import PlumbLayout
import Testing

/// Whole layouts written with the DSL: content-size fights, ambiguity, deep nesting,
/// and errors the DSL catches before the engine sees them.
@MainActor
struct DSLLayoutScenarioTests {
    @Test func aNameValueRowGivesTheSlackToTheLowerHugging() {
        let root = makeRoot(width: 320, height: 100)
        let name = LayoutLabel(text: "Name", fontSize: 16)
        let value = LayoutLabel(text: "Value", fontSize: 16)
        root.addSubview(name)
        root.addSubview(value)
        name.setContentHuggingPriority(.low + 1, for: .horizontal)
        constrain(name, value, root) { name, value, root in
            name.leading == root.leadingMargin
            value.leading == name.trailing + 8
            value.trailing == root.trailingMargin
            name.firstBaseline == value.firstBaseline
            name.top == root.topMargin
        }
        root.layoutIfNeeded()
        expectFrame(name.frame, 8, 8, 32, 20)
        expectFrame(value.frame, 48, 8, 264, 20)
        #expect(!name.hasAmbiguousLayout && !value.hasAmbiguousLayout)
    }

    @Test func compressionResistanceDecidesWhoShrinks() {
        let root = makeRoot(width: 120, height: 100)
        let title = LayoutLabel(text: "A long title", fontSize: 16)
        let badge = LayoutLabel(text: "NEW", fontSize: 16)
        root.addSubview(title)
        root.addSubview(badge)
        badge.setContentCompressionResistancePriority(.high + 1, for: .horizontal)
        constrain(title, badge, root) { title, badge, root in
            title.leading == root.leading
            badge.leading == title.trailing + 4
            badge.trailing <= root.trailing
            title.top == root.top
            badge.top == root.top
        }
        root.layoutIfNeeded()
        expectFrame(badge.frame, 96, 0, 24, 20)
        expectFrame(title.frame, 0, 0, 92, 20)
    }

    @Test func missingConstraintsAndEqualPullsAreAmbiguousAndFixesResolveThem() {
        let root = makeRoot()
        let view = LayoutView()
        root.addSubview(view)
        constrain(view, root) { view, root in
            view.top == root.top
            view.height == 10
            view.width == 100 ~ .medium
            view.width == 200 ~ .medium
        }
        #expect(view.hasAmbiguousLayout)
        let fix = constrain(view, root) { view, root in
            view.leading == root.leading
            view.width == 150 ~ .medium + 1
        }
        #expect(!view.hasAmbiguousLayout)
        root.layoutIfNeeded()
        expectFrame(view.frame, 0, 0, 150, 10)
        fix.isActive = false
        #expect(view.hasAmbiguousLayout)
    }

    @Test func cardsNestedSixLevelsDeepInsetEachOther() {
        let root = makeRoot(width: 300, height: 300)
        var parent = root
        var views: [LayoutView] = []
        for level in 0..<6 {
            let view = LayoutView()
            parent.addSubview(view)
            let inset = Double(level + 1)
            constrain(view, parent) { view, parent in
                view.edges == parent.edges.inset(by: inset)
            }
            views.append(view)
            parent = view
        }
        let leaf = LayoutLabel(text: "leaf", fontSize: 16)
        parent.addSubview(leaf)
        constrain(leaf, parent) { leaf, parent in leaf.center == parent.center }
        root.layoutIfNeeded()
        var size: CGFloat = 300
        for (level, view) in views.enumerated() {
            let inset = CGFloat(level + 1)
            size -= 2 * inset
            expectFrame(view.frame, inset, inset, size, size)
        }
        // The innermost card is 258 wide; the 32×20 label sits at its centre.
        expectFrame(leaf.frame, 113, 119, 32, 20)
        #expect(leaf.convert(leaf.bounds, to: nil) == CGRect(x: 134, y: 140, width: 32, height: 20))
    }

    @Test func errorsTheDSLCatchesNeverReachTheEngine() {
        let engineLog = ReportLog()
        defer { engineLog.stop() }
        var dslErrors: [PlumbError] = []
        let saved = PlumbDiagnostics.handler
        PlumbDiagnostics.handler = { dslErrors.append($0) }
        defer { PlumbDiagnostics.handler = saved }
        let root = makeRoot()
        let view = LayoutView()
        root.addSubview(view)
        let group = constrain(view, root) { view, root in
            view.width == Double.nan
            view.top == root.top * 0
            view.height == 10 ~ LayoutPriority(2000)
            view.leading == root.leading
        }
        #expect(dslErrors.count == 3)
        #expect(group.errors.count == 3)
        #expect(group.constraints.count == 1)
        #expect(engineLog.errors.isEmpty)
    }
}
