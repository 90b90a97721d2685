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
}
