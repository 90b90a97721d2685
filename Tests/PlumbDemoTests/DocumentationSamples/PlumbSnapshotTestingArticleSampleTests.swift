import Foundation
import PlumbLayout
import PlumbSnapshotTesting
import Testing
import XCTest

// The samples of PlumbSnapshotTesting.docc's article (TestingLayoutsWithSnapshots.md) and of
// the README's "Layout snapshot tests" section, run so that a sample that stops compiling or
// stops passing fails here. Their snapshots are committed in
// __Snapshots__/PlumbSnapshotTestingArticleSampleTests/, as a user's would be.

/// The card of the article's first sample, `width` points wide.
@MainActor
func makeCard(width: Double) -> LayoutView {
    let card = LayoutView(frame: CGRect(x: 0, y: 0, width: width, height: 96))
    card.identifier = "card"
    let avatar = LayoutView()
    avatar.identifier = "avatar"
    let name = LayoutLabel(text: "Ada Lovelace", fontSize: 16)
    name.identifier = "name"
    card.addSubview(avatar)
    card.addSubview(name)
    constrain(avatar, name, card) { avatar, name, card in
        avatar.top == card.top + 12
        avatar.leading == card.leadingMargin
        avatar.size == (48, 48)
        name.leading == avatar.trailing + 12
        name.centerY == avatar.centerY
    }
    return card
}

@MainActor
@Suite struct PlumbSnapshotTestingArticleSampleTests {
    /// The article's overview and the README: the card's snapshot.
    @Test func profileCardLayout() {
        let card = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 96))
        card.identifier = "card"
        let avatar = LayoutView()
        avatar.identifier = "avatar"
        let name = LayoutLabel(text: "Ada Lovelace", fontSize: 16)
        name.identifier = "name"
        card.addSubview(avatar)
        card.addSubview(name)
        constrain(avatar, name, card) { avatar, name, card in
            avatar.top == card.top + 12
            avatar.leading == card.leadingMargin
            avatar.size == (48, 48)
            name.leading == avatar.trailing + 12
            name.centerY == avatar.centerY
        }
        assertLayoutSnapshot(of: card)
    }

    /// "Names": a parameterized test names its snapshots.
    @Test(arguments: [320.0, 390.0])
    func cardAtWidth(_ width: Double) {
        let card = makeCard(width: width)
        assertLayoutSnapshot(of: card, named: "width-\(Int(width))")
    }

    /// The outline the article shows is the recorded file.
    @Test func theArticlesOutlineIsTheRecordedSnapshot() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent(
                "__Snapshots__/PlumbSnapshotTestingArticleSampleTests/profileCardLayout.1.txt")
        #expect(
            try String(contentsOf: file, encoding: .utf8) == """
                card (LayoutView) 0 0 320 96
                  avatar (LayoutView) 8 12 48 48
                  name (LayoutLabel) 68 26 96 20

                """)
    }
}

/// "XCTest": the same assertion in an XCTest test.
final class CardTests: XCTestCase {
    func testProfileCard() {
        MainActor.assumeIsolated {
            assertLayoutSnapshot(of: makeCard(width: 320))
        }
    }
}
