import Foundation
import PlumbLayout
import Testing

/// Groups, priorities, updates and errors through the DSL on the built-in engine.
@MainActor
struct DSLBehaviourTests {
    @Test func prioritiesFromTheDSLAreLexicographic() {
        let root = makeRoot()
        let view = LayoutView()
        root.addSubview(view)
        constrain(view, root) { view, root in
            view.top == root.top
            view.leading == root.leading
            view.height == 10
            for _ in 0..<20 { view.width == 100 ~ .low }
            view.width == 150 ~ .low + 1
        }
        root.layoutIfNeeded()
        expectFrame(view.frame, 0, 0, 150, 10)
    }

    @Test func groupsToggleReplaceAndUpdateInPlace() throws {
        let root = makeRoot(width: 300, height: 300)
        let view = LayoutView()
        root.addSubview(view)
        constrain(view) { view in view.size == (40, 40) }
        let topLeft = constrain(view, root) { view, root in
            view.top == root.top + 10 ~ .high
            view.leading == root.leading + 10
        }
        root.layoutIfNeeded()
        expectFrame(view.frame, 10, 10, 40, 40)
        try topLeft.update { view.anchors.top == root.anchors.top + 30 ~ .high }
        root.layoutIfNeeded()
        expectFrame(view.frame, 10, 30, 40, 40)
        topLeft.isActive = false
        let centred = constrain(view, root) { view, root in view.center == root.center }
        root.layoutIfNeeded()
        expectFrame(view.frame, 130, 130, 40, 40)
        centred.isActive = false
        topLeft.isActive = true
        root.layoutIfNeeded()
        expectFrame(view.frame, 10, 30, 40, 40)
        constrain(view, root, replace: topLeft) { view, root in
            view.bottom == root.bottom
            view.trailing == root.trailing
        }
        root.layoutIfNeeded()
        expectFrame(view.frame, 260, 260, 40, 40)
    }

    @Test func aConflictFromTheDSLNamesTheExpressionAndItsLine() {
        let log = ReportLog()
        defer { log.stop() }
        let root = makeRoot()
        let avatar = LayoutView()
        avatar.identifier = "avatar"
        root.addSubview(avatar)
        constrain(avatar, root) { avatar, root in
            avatar.top == root.top
            avatar.leading == root.leading
            avatar.width == 48
            avatar.height == avatar.width
        }
        let line = #line + 1
        let wide = constrain(avatar) { avatar in avatar.width == 64 }
        #expect(log.kinds == [.unsatisfiable])
        let report = log.errors[0].description
        #expect(
            report.contains("\"avatar.width == 64 (DSLBehaviourTests.swift:\(line)) [broken]\""))
        #expect(report.contains("\"avatar.width == 48 (DSLBehaviourTests.swift:"))
        #expect((wide.constraints[0] as? LayoutConstraint)?.isBroken == true)
        root.layoutIfNeeded()
        expectFrame(avatar.frame, 0, 0, 48, 48)
    }

    @Test func labelsBecomeIdentifiers() {
        let log = ReportLog()
        defer { log.stop() }
        let root = makeRoot()
        let view = LayoutView()
        root.addSubview(view)
        let group = constrain(view, root) { view, root in
            (view.top == root.top + 12 ~ .high).labeled("avatarTop")
        }
        let constraint = group.constraints[0] as? LayoutConstraint
        #expect(constraint?.identifier == group.specs[0].identifier)
        #expect(constraint?.identifier?.hasPrefix("avatarTop: ") == true)
        #expect(constraint?.priority == .high)
        #expect(constraint?.description.hasPrefix("'avatarTop' ") == true)
    }

    @Test func constraintsFromTheDSLKnowTheirFileAndLine() {
        let root = makeRoot()
        let view = LayoutView()
        root.addSubview(view)
        let line = #line + 2
        let group = constrain(view, root) { view, root in
            view.top == root.top + 12
            view.height == 20
        }
        let constraints = group.constraints.compactMap { $0 as? LayoutConstraint }
        #expect(
            constraints.map(\.sourceLocation) == [
                "DSLBehaviourTests.swift:\(line)", "DSLBehaviourTests.swift:\(line + 1)",
            ])
        #expect(group.specs.map(\.hasSecondItem) == [true, false])
        #expect(constraints[0].description.hasSuffix("(DSLBehaviourTests.swift:\(line))"))
        constraints[1].sourceLocation = "Screen.swift:42"
        #expect(constraints[1].sourceLocation == "Screen.swift:42")
        constraints[1].sourceLocation = nil
        #expect(constraints[1].sourceLocation == nil)
    }

    @Test func itemsInDifferentTreesAreReportedNotActivated() {
        let log = ReportLog()
        defer { log.stop() }
        let a = makeRoot()
        let b = makeRoot()
        let x = LayoutView()
        let y = LayoutView()
        x.identifier = "x"
        y.identifier = "y"
        a.addSubview(x)
        b.addSubview(y)
        let group = constrain(x, y) { x, y in
            x.width == y.width
            x.height == 10
        }
        #expect(log.kinds == [.noCommonAncestor])
        #expect(
            log.errors[0].description.contains("LayoutView'x'")
                && log.errors[0].description.contains("LayoutView'y'"))
        let made = group.constraints.compactMap { $0 as? LayoutConstraint }
        #expect(made.map(\.isActive) == [false, true])
    }

    @Test func aCardOfLabelsLaysOutAsUIKitWould() {
        let root = makeRoot(width: 375, height: 667)
        let card = LayoutView()
        let avatar = LayoutView()
        let title = LayoutLabel(text: "Ada Lovelace", fontSize: 16)
        let subtitle = LayoutLabel(text: "Analyst", fontSize: 12)
        root.addSubview(card)
        for view in [avatar, title, subtitle] { card.addSubview(view) }
        constrain(card, root) { card, root in
            card.top == root.safeAreaLayoutGuideTop
            card.horizontalEdges == root.horizontalMargins
        }
        constrain(avatar, title, subtitle, card) { avatar, title, subtitle, card in
            avatar.leading == card.leadingMargin
            avatar.top == card.topMargin
            avatar.size == (48, 48)
            avatar.bottom <= card.bottomMargin
            title.leading == avatar.trailing + 12
            title.top == avatar.top
            title.trailing <= card.trailingMargin
            subtitle.leading == title.leading
            subtitle.firstBaseline == title.lastBaseline + 18
            subtitle.bottom <= card.bottomMargin
            card.bottom == avatar.bottom + 8 ~ .low
        }
        root.layoutIfNeeded()
        expectFrame(card.frame, 8, 0, 359, 64)
        expectFrame(avatar.frame, 8, 8, 48, 48)
        expectFrame(title.frame, 68, 8, 96, 20)
        // title's last baseline: 8 + 20 - 4 = 24; + 18 = 42 = subtitle top + 12.
        expectFrame(subtitle.frame, 68, 30, 42, 15)
    }
}

extension LayoutAnchors where Item == LayoutView {
    /// The safe area's top, for the card example.
    var safeAreaLayoutGuideTop: YAnchor { item!.safeAreaLayoutGuide.anchors.top }
}
