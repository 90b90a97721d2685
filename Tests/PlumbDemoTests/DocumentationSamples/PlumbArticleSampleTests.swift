import Foundation
import PlumbLayout
import Testing

// The samples of Plumb.docc's articles, run on the built-in engine so that a sample that
// stops compiling, or stops doing what its article says, fails here. Keep them in step.

@MainActor
@Suite struct PlumbArticleSampleTests {
    /// GettingStarted.md, "Lay out a card".
    @Test func gettingStartedCard() {
        let card = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        let avatar = LayoutView()
        card.addSubview(avatar)

        let group = constrain(avatar, card) { avatar, card in
            avatar.top == card.top + 12
            avatar.leading == card.leadingMargin
            avatar.width == 48
            avatar.height == avatar.width
        }
        card.layoutIfNeeded()
        #expect(avatar.frame == CGRect(x: 8, y: 12, width: 48, height: 48))
        #expect(group.constraints.count == 4)
    }

    /// TheDSLInOnePage.md, the overview block.
    @Test func dslOverviewBlock() {
        let superview = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let view = LayoutView()
        superview.addSubview(view)
        constrain(view, superview) { view, superview in
            view.top == superview.top + 10 ~ .high
            view.leading == superview.leadingMargin
            view.width == superview.width * 0.5 - 8 ~ 750
            view.height >= 44
            view.centerY == superview.centerY
        }
        superview.layoutIfNeeded()
        // Centred on 150 with its top at 10 (the high-priority wish holds): 280 tall.
        #expect(view.frame == CGRect(x: 8, y: 10, width: 192, height: 280))
    }

    /// TheDSLInOnePage.md, "Items": eight items in one block, one activation.
    @Test func dslEightItemsInOneBlock() {
        let card = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let avatar = LayoutView()
        let name = LayoutView()
        let handle = LayoutView()
        let bio = LayoutView()
        let follow = LayoutView()
        let message = LayoutView()
        let divider = LayoutView()
        for view in [avatar, name, handle, bio, follow, message, divider] {
            card.addSubview(view)
        }
        let group = constrain(avatar, name, handle, bio, follow, message, divider, card) {
            avatar, name, handle, bio, follow, message, divider, card in
            avatar.top == card.top + 16
            avatar.leading == card.leading + 16
            avatar.size == (48, 48)
            name.top == avatar.top
            name.leading == avatar.trailing + 12
            name.trailing == card.trailing - 16
            name.height == 20
            handle.top == name.bottom + 4
            handle.horizontalEdges == name.horizontalEdges
            handle.height == 16
            bio.top == avatar.bottom + 12
            bio.leading == avatar.leading
            bio.trailing == name.trailing
            bio.height == 40
            follow.top == bio.bottom + 12
            follow.leading == bio.leading
            follow.size == message.size
            follow.height == 32
            message.top == follow.top
            message.leading == follow.trailing + 8
            message.trailing == bio.trailing
            divider.top == follow.bottom + 12
            divider.horizontalEdges == card.horizontalEdges
            divider.height == 1
        }
        card.layoutIfNeeded()
        #expect(group.errors.isEmpty && group.constraints.count == 28)
        #expect(
            [avatar, name, handle, bio, follow, message, divider].map(\.frame) == [
                CGRect(x: 16, y: 16, width: 48, height: 48),
                CGRect(x: 76, y: 16, width: 228, height: 20),
                CGRect(x: 76, y: 40, width: 228, height: 16),
                CGRect(x: 16, y: 76, width: 288, height: 40),
                CGRect(x: 16, y: 128, width: 140, height: 32),
                CGRect(x: 164, y: 128, width: 140, height: 32),
                CGRect(x: 0, y: 172, width: 320, height: 1),
            ])
    }

    /// TheDSLInOnePage.md, "Operators": arithmetic is algebra, and `~` binds loosest.
    @Test func dslArithmeticAndPriorityPrecedence() {
        let a = LayoutView()
        let b = LayoutView()
        let halved = ConstraintGroup(a.anchors.width == (b.anchors.width + 10) / 2).specs
        #expect(halved.map(\.multiplier) == [0.5])
        #expect(halved.map(\.constant) == [5])
        let folded = ConstraintGroup(a.anchors.width == (b.anchors.width - 20) * 0.5 + 5).specs
        #expect(folded.map(\.multiplier) == [0.5])
        #expect(folded.map(\.constant) == [-5])
        let prioritized = ConstraintGroup(a.anchors.width == b.anchors.width + 10 ~ .high - 1).specs
        #expect(prioritized.map(\.priority) == [LayoutPriority(749)])
        #expect(prioritized.map(\.constant) == [10])
    }

    /// TheDSLInOnePage.md, "Anchors": relations outside a block, activated in one call.
    @Test func dslAnchorsOutsideABlock() {
        let card = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let avatar = LayoutView()
        let dot = LayoutView()
        card.addSubview(avatar)
        card.addSubview(dot)
        constrain(avatar, card) { avatar, card in
            avatar.top == card.top + 20
            avatar.leading == card.leading + 20
            avatar.size == (48, 48)
        }
        constrain(dot) { dot in dot.size == (10, 10) }
        let badge = ConstraintGroup {
            dot.anchors.top == avatar.anchors.top - 4
            dot.anchors.trailing == avatar.anchors.trailing + 4
        }
        #expect(!badge.isActive)
        badge.activate()
        card.layoutIfNeeded()
        #expect(dot.frame == CGRect(x: 62, y: 16, width: 10, height: 10))
    }

    /// TheDSLInOnePage.md, "Source locations": `labeled` names a relation.
    @Test func dslLabeledRelation() throws {
        let card = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let avatar = LayoutView()
        avatar.identifier = "avatar"
        card.identifier = "card"
        card.addSubview(avatar)
        let line = #line + 2
        let group = constrain(avatar, card) { avatar, card in
            (avatar.top == card.top + 12 ~ .high).labeled("avatarTop")
        }
        let spec = try #require(group.specs.first)
        #expect(spec.label == "avatarTop")
        #expect(spec.identifier.hasPrefix("avatarTop: "))
        #expect(spec.identifier.hasSuffix("(PlumbArticleSampleTests.swift:\(line))"))
    }

    /// TheDSLInOnePage.md, "Compound anchors": insets on the far sides are negated.
    @Test func dslEdgesInset() {
        let superview = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let view = LayoutView()
        superview.addSubview(view)
        constrain(view, superview) { view, superview in
            view.edges == superview.edges.inset(by: 10)
        }
        superview.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    }

    /// TheDSLInOnePage.md, "Compound anchors": absolute insets stay on the left and right in a
    /// right-to-left layout, where directional ones swap sides.
    @Test func dslAbsoluteInsetsKeepTheirSides() {
        let card = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        card.layoutDirection = .rightToLeft
        let absolute = LayoutView()
        let directional = LayoutView()
        card.addSubview(absolute)
        card.addSubview(directional)
        constrain(absolute, directional, card) { absolute, directional, card in
            absolute.edges == card.edges.inset(top: 8, left: 16, bottom: 8, right: 24)
            directional.edges == card.edges.inset(top: 8, leading: 16, bottom: 8, trailing: 24)
        }
        card.layoutIfNeeded()
        #expect(absolute.frame == CGRect(x: 16, y: 8, width: 160, height: 84))
        #expect(directional.frame == CGRect(x: 24, y: 8, width: 160, height: 84))
    }

    /// TheDSLInOnePage.md, "Compound anchors": a size and a centre with a multiplier.
    @Test func dslCompoundMultipliers() {
        let card = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let photo = LayoutView()
        let thumbnail = LayoutView()
        card.addSubview(photo)
        card.addSubview(thumbnail)
        constrain(photo, card) { photo, card in
            photo.top == card.top
            photo.leading == card.leading
            photo.size == (120, 80)
        }
        constrain(thumbnail, photo, card) { thumbnail, photo, card in
            thumbnail.size == photo.size * 0.5 + (10, 20)  // half the photo, 10 wider, 20 taller
            thumbnail.center == card.center * 0.5  // the middle of the card's top-left quarter
        }
        card.layoutIfNeeded()
        // 70 × 60, centred on (75, 50).
        #expect(thumbnail.frame == CGRect(x: 40, y: 20, width: 70, height: 60))
    }

    /// TheDSLInOnePage.md, "Operators": per-edge insets, centre offsets, system spacing.
    @Test func dslInsetsOffsetsAndSystemSpacing() {
        let card = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let content = LayoutView()
        let icon = LayoutView()
        let label = LayoutView()
        let badge = LayoutView()
        for view in [content, icon, label, badge] { card.addSubview(view) }
        constrain(content, card) { content, card in
            content.edges
                == card.edges.inset(
                    by: DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
        }
        constrain(icon, label, badge, card) { icon, label, badge, card in
            icon.top == card.top
            icon.leading == card.leading
            icon.size == (20, 20)
            badge.size == (4, 4)
            badge.center == icon.center.offset(x: 16, y: -16)
            label.top == card.top
            label.size == (30, 10)
            label.leading >= icon.trailing.plusSystemSpacing()
            label.leading == card.leading ~ .low
        }
        card.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 16, y: 8, width: 168, height: 84))
        #expect(badge.frame == CGRect(x: 24, y: -8, width: 4, height: 4))
        #expect(label.frame.minX == 28)
    }

    /// TheDSLInOnePage.md, "Control flow": a builder helper and an `if` inside a block.
    @Test func dslHelperAndIfInsideABlock() {
        let card = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let avatar = LayoutView()
        let name = LayoutView()
        card.addSubview(avatar)
        card.addSubview(name)
        constrain(avatar, card) { avatar, card in
            avatar.top == card.top
            avatar.horizontalEdges == card.horizontalEdges
            avatar.height == 40
        }
        for compact in [true, false] {
            let group = constrain(avatar, name) { avatar, name in
                pin(name, below: avatar)
                if compact { name.height == 20 } else { name.height >= 24 }
            }
            card.layoutIfNeeded()
            #expect(name.frame.minY == 48)
            #expect(name.frame.width == 200)
            if compact { #expect(name.frame.height == 20) }
            #expect(group.constraints.count == 4)
            group.deactivate()
        }
    }

    /// GroupsAndUpdates.md, every section.
    @Test func groupsToggleReplaceAndUpdate() throws {
        let card = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let label = LayoutLabel(text: "Title", fontSize: 16)
        card.addSubview(label)
        constrain(label, card) { label, card in label.leading == card.leading }

        let compact = constrain(label, card) { label, card in
            label.top == card.top + 8
        }
        card.layoutIfNeeded()
        #expect(label.frame.minY == 8)
        compact.deactivate()
        #expect(!compact.isActive)
        compact.activate()
        #expect(compact.isActive)
        compact.isActive = false
        #expect(!compact.isActive)
        compact.isActive = true

        let expanded = constrain(label, card, replace: compact) { label, card in
            label.top == card.top + 24
            label.leading == card.leadingMargin
        }
        #expect(expanded === compact)
        card.layoutIfNeeded()
        #expect(label.frame.minY == 24)

        try expanded.update {
            label.anchors.top == card.anchors.top + 40
        }
        card.layoutIfNeeded()
        #expect(label.frame.minY == 40)

        // An update that matches nothing is an error, and changes nothing.
        #expect(throws: PlumbError.self) {
            try expanded.update { label.anchors.bottom == card.anchors.bottom - 8 }
        }
        #expect(expanded.constraints.count == 2)
    }

    /// GroupsAndUpdates.md, "Toggle several groups together".
    @Test func groupsTogether() {
        let screen = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let headerView = LayoutView()
        let bodyView = LayoutView()
        screen.addSubview(headerView)
        screen.addSubview(bodyView)
        let header = constrain(headerView, screen) { header, screen in header.top == screen.top }
        let body = constrain(bodyView, screen) { body, screen in body.top == screen.top + 20 }
        let portrait = header + body
        portrait.deactivate()
        #expect(!header.isActive && !body.isActive)

        let compact: [ConstraintGroup] = [header, body]
        compact.activate()
        #expect(header.isActive && body.isActive)
    }

    /// GroupsAndUpdates.md, "Relations Plumb refuses".
    @Test func groupsRecordRefusedRelations() {
        let previous = PlumbDiagnostics.handler
        var reported: [PlumbError] = []
        PlumbDiagnostics.handler = { reported.append($0) }
        defer { PlumbDiagnostics.handler = previous }
        let screen = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = LayoutView()
        screen.addSubview(view)
        let group = constrain(view, screen) { view, screen in
            view.top == screen.top
            view.width == .infinity
        }
        #expect(group.errors.count == 1)
        #expect(reported.count == 1)
        #expect(throws: PlumbError.self) { try group.check() }
    }

    /// Priorities.md, "Writing priorities" and "How optional constraints compete".
    @Test func prioritiesAreLevels() {
        let screen = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let view = LayoutView()
        let box = LayoutView()
        screen.addSubview(view)
        screen.addSubview(box)
        let written = constrain(view, screen) { view, superview in
            view.width == superview.width * 0.5 - 8 ~ .high
            view.height == 44 ~ 600
            view.top == superview.top + 8 ~ .required - 1
        }
        #expect(written.specs.map(\.priority.rawValue) == [750, 600, 999])

        constrain(box, screen) { box, screen in
            box.top == screen.top
            box.leading == screen.leading
            box.height == 10
        }
        constrain(box) { box in
            box.width == 100 ~ 251
            box.width == 200 ~ .low
            box.width >= 150 ~ .low
            box.width >= 300 ~ .low
        }
        screen.layoutIfNeeded()
        #expect(box.frame.width == 100)
    }

    /// Priorities.md, "Writing priorities": priorities stride like numbers.
    @Test func prioritiesStride() {
        let screen = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let view = LayoutView()
        screen.addSubview(view)
        let group = constrain(view, screen) { view, screen in
            view.top == screen.top
            view.leading == screen.leading
            view.width == 200 ~ .high
            view.width == 320 ~ .high.advanced(by: 1)  // 751: outranks every 750
            for (index, level) in stride(from: LayoutPriority.low, to: .high, by: 100).enumerated()
            {
                view.height >= 44 + Double(index) * 10 ~ level  // 250, 350, 450, 550, 650
            }
        }
        #expect(group.specs.suffix(5).map(\.priority.rawValue) == [250, 350, 450, 550, 650])
        constrain(view) { view in view.height == 0 ~ .fittingSize }
        screen.layoutIfNeeded()
        // Pulled down at 50, the height stops at the highest minimum: 44 + 4 × 10.
        #expect(view.frame == CGRect(x: 0, y: 0, width: 320, height: 84))
    }

    /// Priorities.md, "Intrinsic size: hugging and compression resistance".
    @Test func huggingDecidesWhichLabelStretches() {
        let row = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let name = LayoutLabel(text: "Ada", fontSize: 16)
        let detail = LayoutLabel(text: "Analyst", fontSize: 16)
        row.addSubview(name)
        row.addSubview(detail)
        name.setContentHuggingPriority(.low + 1, for: .horizontal)
        constrain(name, detail, row) { name, detail, row in
            name.leading == row.leading
            detail.leading == name.trailing + 8
            detail.trailing == row.trailing
            name.top == row.top
            detail.top == row.top
        }
        row.layoutIfNeeded()
        #expect(name.frame == CGRect(x: 0, y: 0, width: 24, height: 20))
        #expect(detail.frame == CGRect(x: 32, y: 0, width: 168, height: 20))
    }

    /// MigratingFromSnapKitCartographyAnchorage.md, the Plumb column of each pair.
    @Test func migrationSnippets() throws {
        let superview = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let view = LayoutView()
        superview.addSubview(view)
        var group = constrain(view, superview) { view, superview in
            view.top == superview.top + 10
            view.leading == superview.leadingMargin
            view.width == superview.width * 0.5 - 8
            view.height >= 44
            view.centerY == superview.centerY
        }
        superview.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 8, y: 10, width: 192, height: 280))

        try group.update {
            view.anchors.top == superview.anchors.top + 20
        }
        superview.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 8, y: 20, width: 192, height: 260))

        group = constrain(view, superview, replace: group) { view, superview in
            view.edges == superview.edges
        }
        superview.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 400, height: 300))

        group = constrain(view, superview, replace: group) { view, superview in
            view.edges == superview.edges.inset(by: 10)
        }
        superview.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 380, height: 280))

        let anchorage = constrain(view, superview, replace: group) { view, superview in
            view.top == superview.top + 10 ~ .high
            view.width == 100 ~ .low
        }
        #expect(anchorage.specs.map(\.priority) == [.high, .low])
    }
}

extension PlumbArticleSampleTests {
    /// MigratingFromSnapKitCartographyAnchorage.md, "Edges that must not flip": the Plumb
    /// column keeps its sides in a right-to-left layout.
    @Test func migrationAbsoluteEdges() {
        let superview = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 60))
        superview.layoutDirection = .rightToLeft
        let scrubber = LayoutView()
        let thumb = LayoutView()
        superview.addSubview(scrubber)
        superview.addSubview(thumb)
        constrain(scrubber, thumb, superview) { scrubber, thumb, superview in
            scrubber.absoluteEdges
                == superview.absoluteEdges.inset(top: 8, left: 16, bottom: 8, right: 64)
            thumb.absoluteHorizontalEdges == scrubber.absoluteHorizontalEdges.inset(by: 4)
        }
        constrain(thumb, scrubber) { thumb, scrubber in
            thumb.verticalEdges == scrubber.verticalEdges
        }
        superview.layoutIfNeeded()
        #expect(scrubber.frame == CGRect(x: 16, y: 8, width: 320, height: 44))
        #expect(thumb.frame == CGRect(x: 20, y: 8, width: 312, height: 44))
    }
}

/// The helper of TheDSLInOnePage.md, "Control flow".
@MainActor @ConstraintBuilder
func pin<A, B>(_ item: LayoutAnchors<A>, below other: LayoutAnchors<B>) -> [ConstraintExpression] {
    item.top == other.bottom + 8
    item.horizontalEdges == other.horizontalEdges
}
