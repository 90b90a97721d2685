import Foundation
import PlumbLayout
import PlumbXMLTestSupport
import Testing

/// The README's example, compiled and checked against its comments.
@MainActor
@Suite struct ReadmeSampleTests {
    @Test func theReadmeExampleLaysOutAsItsCommentsSay() throws {
        let card = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 96))
        let avatar = LayoutView()
        let name = LayoutLabel(text: "Ada Lovelace", fontSize: 16)
        card.addSubview(avatar)
        card.addSubview(name)

        let layout = constrain(avatar, name, card) { avatar, name, card in
            avatar.top == card.top + 12 ~ .high
            avatar.leading == card.leadingMargin
            avatar.size == (48, 48)
            name.leading == avatar.trailing + 12
            name.centerY == avatar.centerY
            name.trailing <= card.trailingMargin
        }
        card.layoutIfNeeded()
        #expect(avatar.frame == CGRect(x: 8, y: 12, width: 48, height: 48))
        #expect(name.frame == CGRect(x: 68, y: 26, width: 96, height: 20))
        let picture = card.renderSVG()
        _ = try SVGDocument(parsing: picture)
        #expect(card.layoutOutline.split(separator: "\n").count == 3)
        layout.deactivate()
        #expect(!layout.isActive)
        layout.activate()
        #expect(layout.isActive)
    }

    /// README, "Arranging views": equal gaps, aligned centres, a distributed row and the
    /// superview without naming it.
    @Test func arrangingViews() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let (a, b, c) = (LayoutView(), LayoutView(), LayoutView())
        let buttons = (0..<3).map { _ in LayoutView() }
        let content = LayoutView()
        for view in [a, b, c, content] { root.addSubview(view) }
        let bar = LayoutView(frame: CGRect(x: 0, y: 150, width: 312, height: 50))
        root.addSubview(bar)
        for button in buttons { bar.addSubview(button) }
        constrain(a, b, c) { a, b, c in
            a.trailing.distance(to: b.leading) == b.trailing.distance(to: c.leading)
            align(a.centerY, b.centerY, c.centerY)
            a.leading == a.superview.leading
            c.trailing == c.superview.trailing
            a.top == a.superview.top
            align(a.size, b.size, c.size)
            a.size == (40, 40)
        }
        constrain(buttons) { buttons in
            distribute(
                buttons, along: .horizontal, spacing: 8, lengths: .equal,
                inside: buttons[0].superview, inset: 16)  // leading to trailing
            // The first anchor is the reference (a second item): the bar keeps its frame.
            align([buttons[0].superview.verticalEdges] + buttons.map(\.verticalEdges))
        }
        constrain(content) { content in content.edges == content.superview.edges.inset(by: 8) }
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.minX) == [0, 140, 280])
        #expect(buttons.map(\.frame.minX) == [16, 112, 208])
        #expect(buttons.map(\.frame.width) == [88, 88, 88])
        #expect(content.frame == CGRect(x: 8, y: 8, width: 304, height: 184))
    }
}
