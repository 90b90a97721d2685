import PlumbDemoScreens
import PlumbLayout
import Testing

// Every frame below is worked out by hand from the screen's constraints, so a change in
// the engine or the DSL that moves a view fails here with the view's name. Text is 16-point
// (8 points per character, 20 per line) or 24-point (12 and 30); the phone is 390 × 844
// with a 47-point top and 34-point bottom safe area, the tablet 820 × 1180 with 24 and 20.

@MainActor
@Suite struct DemoScreenFrameTests {
    @Test func profileCardSitsBelowTheNotchWithItsContentInsideTheMargins() {
        let picture = pictures(of: "profile")["profile"]
        let names = ["screen", "card", "avatar", "name", "handle", "bio", "follow", "message"]
        #expect(
            frames(picture, names) == [
                frame(0, 0, 390, 844),
                // top: safe area 47 + 16; sides: 16 in; height: down to the buttons' bottom + 16.
                frame(16, 63, 358, 188),
                frame(16, 16, 64, 64),
                // 12 after the avatar, 8 below its top; "Ada Lovelace" is 12 characters.
                frame(92, 24, 96, 20),
                frame(92, 48, 32, 20),
                // 12 below the avatar; "First programmer." is 17 characters.
                frame(16, 92, 136, 20),
                // 16 below the bio; two equal buttons and 8 between them in 358 − 2 × 16.
                frame(16, 128, 159, 44),
                frame(183, 128, 159, 44),
            ])
        #expect(picture?.reports == [])
    }

    @Test func rightToLeftMirrorsTheCardAroundItsCentre() {
        let picture = pictures(of: "rtl")["rtl"]
        let names = ["card", "avatar", "name", "handle", "bio", "follow", "message"]
        #expect(
            frames(picture, names) == [
                frame(16, 63, 358, 188),
                frame(278, 16, 64, 64),
                frame(170, 24, 96, 20),
                frame(234, 48, 32, 20),
                frame(206, 92, 136, 20),
                frame(183, 128, 159, 44),
                frame(16, 128, 159, 44),
            ])
        #expect(picture?.reports == [])
    }

    @Test func listRowsStackUnderTheTitleAndAlignTimesOnTheTitleBaseline() {
        let picture = pictures(of: "list")["list"]
        // "Inbox" in 24-point text, 12 below the safe area.
        #expect(picture?.frame(of: "title") == frame(16, 59, 60, 30))
        for index in 0..<6 {
            #expect(
                picture?.frame(of: "row\(index)") == frame(0, 101 + 64 * Double(index), 390, 64))
            #expect(picture?.frame(of: "icon\(index)") == frame(16, 12, 40, 40))
        }
        // Title above the centre line, detail below; the time on the title's baseline at the
        // trailing margin (390 − 16 = 374).
        #expect(
            frames(picture, ["title0", "detail0", "time0"]) == [
                frame(68, 11, 24, 20),
                // 39 characters would be 312 wide; the required trailing margin compresses it.
                frame(68, 33, 306, 20),
                frame(334, 11, 40, 20),
            ])
        #expect(
            frames(picture, ["title3", "detail3", "time3"]) == [
                frame(68, 11, 40, 20), frame(68, 33, 192, 20), frame(302, 11, 72, 20),
            ])
        #expect(picture?.reports == [])
    }

    @Test func formStacksLabelsAboveFieldsOnAPhone() {
        let picture = pictures(of: "form")["form-phone"]
        #expect(picture?.frame(of: "heading") == frame(16, 71, 228, 30))
        // label, 4, field (36), 16, next label…
        let labelTops: [Double] = [117, 193, 269, 345]
        let labelWidths: [Double] = [32, 40, 40, 56]
        for index in 0..<4 {
            #expect(
                picture?.frame(of: "label\(index)")
                    == frame(16, labelTops[index], labelWidths[index], 20))
            #expect(
                picture?.frame(of: "field\(index)") == frame(16, labelTops[index] + 24, 358, 36))
        }
        #expect(picture?.frame(of: "submit") == frame(286, 429, 88, 44))
        let column = picture?.snapshot.root.guides.first { $0.identifier == "column" }
        #expect(column?.frame == frame(16, 71, 358, 402))
        #expect(picture?.reports == [])
    }

    @Test func formPutsLabelsBesideFieldsInACentredColumnOnATablet() {
        let picture = pictures(of: "form")["form-tablet"]
        // The column stops at 560 and centres: (820 − 560) / 2 = 130; 24 below the safe area.
        let column = picture?.snapshot.root.guides.first { $0.identifier == "column" }
        #expect(column?.frame == frame(130, 48, 560, 290))
        #expect(picture?.frame(of: "heading") == frame(130, 48, 228, 30))
        for index in 0..<4 {
            let fieldTop = 90 + 48 * Double(index)
            #expect(picture?.frame(of: "field\(index)") == frame(262, fieldTop, 428, 36))
            // 120 wide, centred on the field.
            #expect(picture?.frame(of: "label\(index)") == frame(130, fieldTop + 8, 120, 20))
        }
        #expect(picture?.frame(of: "submit") == frame(602, 294, 88, 44))
        #expect(picture?.reports == [])
    }

    @Test func animationGrowsTheSheetByChangingOneConstant() {
        let pictures = pictures(of: "animation")
        let before = pictures["animation-before"]
        let after = pictures["animation-after"]
        let names = ["content", "sheet", "artwork", "song", "artist"]
        // Collapsed: 72 tall on the safe area's bottom (844 − 34); the artwork fills the
        // sheet's height inside its 12-point margins.
        #expect(
            frames(before, names) == [
                frame(0, 47, 390, 691), frame(0, 738, 390, 72), frame(12, 12, 48, 48),
                frame(72, 12, 104, 20), frame(72, 36, 56, 20),
            ])
        // Expanded: all but 120 of the safe area (844 − 47 − 34 − 120 = 643); the artwork
        // stops at 240.
        #expect(
            frames(after, names) == [
                frame(0, 47, 390, 120), frame(0, 167, 390, 643), frame(12, 12, 240, 240),
                frame(264, 12, 104, 20), frame(264, 36, 56, 20),
            ])
        #expect(before?.reports == [])
        #expect(after?.reports == [])
    }

    @Test func noScreenHasAnAmbiguousViewButTheConflictScreensHint() {
        for picture in DemoCatalog.pictures(for: DemoOptions()) where !picture.demonstratesConflict
        {
            let ambiguous = picture.snapshot.allItems.filter(\.isAmbiguous).map(\.label)
            #expect(ambiguous == [], "\(picture.name)")
            let ambiguousGuides = picture.snapshot.allItems.flatMap(\.guides).filter(\.isAmbiguous)
                .map(\.label)
            #expect(ambiguousGuides == [], "\(picture.name)")
        }
    }

    @Test func aGivenSizeLaysEveryScreenOutOnceAtThatSize() {
        let pictures = DemoCatalog.pictures(
            for: DemoOptions(size: DemoSize(width: 700, height: 900)))
        #expect(
            pictures.map(\.name) == [
                "profile", "list", "form", "rtl", "animation-before", "animation-after", "conflict",
            ])
        for picture in pictures {
            #expect(picture.snapshot.root.frame == frame(0, 0, 700, 900), "\(picture.name)")
            #expect(picture.reports.isEmpty != picture.demonstratesConflict, "\(picture.name)")
        }
        // 700 points is a regular width: labels beside fields.
        let form = pictures.first { $0.name == "form" }
        #expect(form?.frame(of: "label0")?.width == 120)
    }

    @Test func theDefaultRunWritesEightPicturesInCatalogOrder() {
        let pictures = DemoCatalog.pictures(for: DemoOptions())
        #expect(
            pictures.map(\.name) == [
                "profile", "list", "form-phone", "form-tablet", "rtl", "animation-before",
                "animation-after",
                "conflict",
            ])
        #expect(DemoCatalog.names == ["profile", "list", "form", "rtl", "animation", "conflict"])
        // Only the conflict screen, which is wrong on purpose, makes the engine report.
        #expect(pictures.filter { !$0.reports.isEmpty }.map(\.name) == ["conflict"])
        #expect(pictures.filter(\.demonstratesConflict).map(\.name) == ["conflict"])
    }

    @Test func theConflictScreenBreaksTheLabelledWidthAndReportsAllFourConstraints() throws {
        let picture = try #require(pictures(of: "conflict")["conflict"])
        // The avatar keeps its 16-point insets: 300 − 2 × 16 = 268, not 320.
        #expect(
            frames(picture, ["card", "avatar"]) == [
                frame(16, 63, 300, 120), frame(16, 16, 268, 64),
            ])
        // Each location is the line of the statement that wrote the relation.
        let file = "ConflictScreen.swift"
        let labeled = sourceLine(of: "labeled(\"avatarWidth\")", inScreenFile: file)
        let cardWidth = sourceLine(of: "card.width == 300", inScreenFile: file)
        let leading = sourceLine(of: "avatar.leading == card.leading + 16", inScreenFile: file)
        let trailing = sourceLine(of: "avatar.trailing == card.trailing - 16", inScreenFile: file)
        #expect([labeled, cardWidth, leading, trailing].allSatisfy { $0 > 0 })
        #expect(
            picture.reports == [
                """
                Plumb: 4 required constraints cannot hold together; the engine broke the one marked ✗ and kept laying out:
                  ✗ avatarWidth: avatar.width == 320      ConflictScreen.swift:\(labeled)
                    card.width == 300                     ConflictScreen.swift:\(cardWidth)
                    avatar.leading == card.leading + 16   ConflictScreen.swift:\(leading)
                    avatar.trailing == card.trailing - 16 ConflictScreen.swift:\(trailing)

                """
            ])
        #expect(
            picture.snapshot.allItems.filter(\.isInConflict).map(\.label) == ["card", "avatar"])
        // The hint has a top and a size from its text, but nothing places it horizontally.
        #expect(picture.snapshot.allItems.filter(\.isAmbiguous).map(\.label) == ["hint"])
        let hint = try #require(picture.frame(of: "hint"))
        #expect([hint.y, hint.width, hint.height] == [199, 112, 20])
        #expect(picture.snapshot.constraintLines.filter(\.isInConflict).count == 4)
    }
}
