import PlumbDemoScreens
import PlumbLayout
import Testing

/// A screen laid out at a size it cannot fit breaks no constraint, so the engine reports
/// nothing: the demo checks the frames itself and names the views that spill out.
@MainActor
@Suite struct DemoPictureFitTests {
    @Test(arguments: DemoCatalog.names)
    func everyScreenFitsItsOwnSizes(screen: String) {
        for picture in pictures(of: screen).values {
            #expect(picture.viewsThatDoNotFit.map(\.label) == [], "\(picture.name)")
            #expect(picture.fitNote == nil, "\(picture.name)")
        }
    }

    @Test func aProfileCardTenPointsSquareNamesTheViewsThatSpillOut() throws {
        let picture = try #require(
            pictures(of: "profile", size: DemoSize(width: 10, height: 10))["profile"])
        // 16-point margins on each side of a 10-point screen: the card is 22 points wide at
        // x -6, and everything in it (64-point avatar, text) reaches past the screen.
        #expect(picture.reports == [])
        #expect(
            picture.viewsThatDoNotFit.map(\.label) == [
                "card", "avatar", "name", "handle", "bio", "follow", "message",
            ])
        let note = try #require(picture.fitNote)
        #expect(note.hasPrefix("profile does not fit in 10x10 points: 7 views reach past"))
        #expect(note.contains("card -6 63 22 "))
        #expect(note.contains("and 3 more."))
        #expect(note.contains("No required constraint was broken, so the engine reported nothing"))
    }

    @Test func aViewWithANegativeSizeDoesNotFit() {
        let inside = LayoutSnapshot.Rect(x: 10, y: 10, width: -4, height: 20)
        let picture = DemoPicture(
            name: "squeezed", caption: "",
            snapshot: LayoutSnapshot(
                root: .init(
                    identifier: "screen", typeName: "LayoutView",
                    frame: .init(x: 0, y: 0, width: 100, height: 100),
                    children: [.init(identifier: "label", typeName: "LayoutLabel", frame: inside)]))
        )
        #expect(picture.viewsThatDoNotFit.map(\.label) == ["label"])
        #expect(
            picture.fitNote?.contains(
                "1 view reaches past the screen's edges or has a negative size") == true)
    }
}
