import Foundation
import PlumbLayout
import Testing

// The samples of Plumb.docc's ArrangingViews.md, run on the built-in engine so that a sample
// that stops compiling, or stops doing what the article says, fails here. Keep them in step.

@MainActor
@Suite struct ArrangingViewsSampleTests {
    /// A row with three 40 × 20 subviews, named.
    private func row(width: CGFloat) -> (LayoutView, LayoutView, LayoutView, LayoutView) {
        let row = LayoutView(frame: CGRect(x: 0, y: 0, width: width, height: 20))
        let views = (0..<3).map { _ in LayoutView() }
        for view in views { row.addSubview(view) }
        constrain(views[0], views[1], views[2], row) { a, b, c, row in
            a.size == (40, 20)
            b.size == (40, 20)
            c.size == (40, 20)
            a.top == row.top
            b.top == row.top
            c.top == row.top
        }
        return (row, views[0], views[1], views[2])
    }

    /// "Spacing anchors": equal gaps at any width, in either layout direction.
    @Test func spacingAnchorsKeepEqualGaps() {
        let cases: [(CGFloat, UserInterfaceLayoutDirection)] = [
            (200, .leftToRight), (320, .rightToLeft),
        ]
        for (width, direction) in cases {
            let (row, first, second, third) = row(width: width)
            row.layoutDirection = direction
            constrain(first, second, third, row) { first, second, third, row in
                first.leading == row.leading
                third.trailing == row.trailing
                first.trailing.distance(to: second.leading)
                    == second.trailing.distance(to: third.leading)
            }
            row.layoutIfNeeded()
            let gap = (width - 120) / 2
            let xs = [first, second, third].map(\.frame.minX)
            let expected: [CGFloat] = [0, 40 + gap, 80 + 2 * gap]
            #expect(xs == (direction == .leftToRight ? expected : expected.map { width - 40 - $0 }))
        }
    }

    /// "Spacing anchors": a minimum gap, and a margin twice the gap.
    @Test func spacingAnchorsRelateToConstantsAndEachOther() {
        let card = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let title = LayoutView()
        let subtitle = LayoutView()
        card.addSubview(title)
        card.addSubview(subtitle)
        constrain(title, subtitle, card) { title, subtitle, card in
            title.horizontalEdges == card.horizontalEdges
            subtitle.horizontalEdges == card.horizontalEdges
            title.height == 20
            subtitle.height == 20
            subtitle.bottom == card.bottomMargin
        }
        constrain(title, subtitle, card) { title, subtitle, card in
            title.bottom.distance(to: subtitle.top) >= 8
            title.bottom.distance(to: subtitle.top) == card.topMargin.distance(to: title.top) / 2
        }
        card.layoutIfNeeded()
        // Between the margins, 184 − 40 = 144 = gap + 2 × gap: a gap of 48.
        #expect(title.frame == CGRect(x: 0, y: 104, width: 200, height: 20))
        #expect(subtitle.frame == CGRect(x: 0, y: 172, width: 200, height: 20))
    }

    /// "The superview without naming it".
    @Test func theSuperviewWithoutNamingIt() {
        let card = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let content = LayoutView()
        let badge = LayoutView()
        card.addSubview(content)
        content.addSubview(badge)
        constrain(badge) { badge in
            badge.top == badge.superview.top + 4
            badge.trailing == badge.superview.trailing - 4
            badge.size == (20, 20)
        }
        constrain(content) { content in
            content.edges == content.superview.edges.inset(by: 8)
        }
        card.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 8, y: 8, width: 184, height: 84))
        #expect(badge.frame == CGRect(x: 160, y: 4, width: 20, height: 20))

        let orphan = LayoutView()
        var reported: [PlumbError] = []
        PlumbDiagnostics.handler = { reported.append($0) }
        defer { PlumbDiagnostics.handler = PlumbDiagnostics.defaultHandler }
        let group = constrain(orphan) { orphan in orphan.top == orphan.superview.top + 4 }
        #expect(group.errors.map(\.kind) == [.noSuperview])
        #expect(reported == group.errors)
    }

    /// "Align".
    @Test func alignSamples() {
        let card = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let icon = LayoutView()
        let title = LayoutView()
        let badge = LayoutView()
        for view in [icon, title, badge] { card.addSubview(view) }
        constrain(icon, title, badge, card) { icon, title, badge, card in
            icon.leading == card.leading
            icon.centerY == card.centerY
            icon.size == (24, 24)
            title.leading == icon.trailing + 8
            title.size == (100, 20)
            badge.trailing == card.trailing
        }
        constrain(icon, title, badge) { icon, title, badge in
            align(icon.centerY, title.centerY, badge.centerY)
            align(icon.size, badge.size)
        }
        let buttons = (0..<3).map { _ in LayoutView() }
        for button in buttons { card.addSubview(button) }
        constrain(buttons) { buttons in
            align(buttons.map(\.top))
            buttons[0].top == buttons[0].superview.top + 4
        }
        card.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 32, y: 40, width: 100, height: 20))
        #expect(badge.frame == CGRect(x: 276, y: 38, width: 24, height: 24))
        #expect(buttons.map(\.frame.minY) == [4, 4, 4])
    }

    /// "Distribute".
    @Test func distributeSamples() {
        let row = LayoutView(frame: CGRect(x: 0, y: 0, width: 264, height: 44))
        let buttons = (0..<3).map { _ in LayoutView() }
        for button in buttons { row.addSubview(button) }
        constrain(buttons) { buttons in
            // Fixed gaps, equal widths, 16 points from the row's edges (Masonry's fixed spacing).
            distribute(
                buttons, along: .horizontal, spacing: 8, lengths: .equal,
                inside: buttons[0].superview, inset: 16)
            align([buttons[0].superview.verticalEdges] + buttons.map(\.verticalEdges))
        }
        let a = LayoutView()
        let b = LayoutView()
        let c = LayoutView()
        let other = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 20))
        for view in [a, b, c] { other.addSubview(view) }
        constrain(a, b, c) { a, b, c in
            // Fixed widths, equal gaps the layout decides, the ends spaced alike (PureLayout's
            // fixed size with inset spacing).
            distribute([a, b, c], along: .horizontal, lengths: 60, inside: a.superview)
            align(a.verticalEdges, b.verticalEdges, c.verticalEdges, a.superview.verticalEdges)
        }
        row.layoutIfNeeded()
        other.layoutIfNeeded()
        // (264 − 2 × 16 − 2 × 8) / 3 = 72.
        #expect(buttons.map(\.frame.minX) == [16, 96, 176])
        #expect(buttons.map(\.frame.width) == [72, 72, 72])
        // (300 − 3 × 60) / 4 = 30.
        #expect([a, b, c].map(\.frame.minX) == [30, 120, 210])
    }
}
