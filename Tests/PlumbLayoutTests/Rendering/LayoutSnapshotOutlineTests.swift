import PlumbLayout
import XCTest

final class LayoutSnapshotOutlineTests: XCTestCase {
    private typealias Rect = LayoutSnapshot.Rect

    func testOutlineIndentsChildrenAndNamesViewsByIdentifierAndType() {
        let snapshot = LayoutSnapshot(
            root: .init(
                identifier: "card", typeName: "LayoutView",
                frame: Rect(x: 0, y: 0, width: 375, height: 200),
                children: [
                    .init(
                        identifier: "avatar", typeName: "LayoutView",
                        frame: Rect(x: 16, y: 16, width: 48, height: 48),
                        children: [
                            .init(
                                typeName: "LabelView",
                                frame: Rect(x: 4, y: 4, width: 40, height: 12))
                        ]),
                    .init(
                        identifier: "name", typeName: "LabelView",
                        frame: Rect(x: 76, y: 16, width: 120, height: 20.5)),
                ]))
        XCTAssertEqual(
            snapshot.outline,
            """
            card (LayoutView) 0 0 375 200
              avatar (LayoutView) 16 16 48 48
                LabelView 4 4 40 12
              name (LabelView) 76 16 120 20.5

            """)
    }

    func testNumbersHaveAtMostTwoDecimalsAndNoNegativeZero() {
        let snapshot = LayoutSnapshot(
            root: .init(
                typeName: "V", frame: Rect(x: -0.001, y: 1.0 / 3.0, width: 12.50, height: -4.255)))
        XCTAssertEqual(snapshot.outline, "V 0 0.33 12.5 -4.26\n")
    }

    func testHundredthsKeepTheirLeadingZero() {
        let snapshot = LayoutSnapshot(
            root: .init(typeName: "V", frame: Rect(x: 0.05, y: 2.999, width: 1e6, height: -0.5)))
        XCTAssertEqual(snapshot.outline, "V 0.05 3 1000000 -0.5\n")
    }

    func testNonFiniteNumbersAreShownNotHidden() {
        let snapshot = LayoutSnapshot(
            root: .init(
                typeName: "V", frame: Rect(x: .nan, y: .infinity, width: -.infinity, height: 1e300))
        )
        XCTAssertEqual(snapshot.outline, "V nan inf -inf huge\n")
    }

    func testFlagsAmbiguousAndConflictingViews() {
        let snapshot = LayoutSnapshot(
            root: .init(
                typeName: "LayoutView", frame: Rect(x: 0, y: 0, width: 10, height: 10),
                children: [
                    .init(
                        identifier: "a", typeName: "LayoutView",
                        frame: Rect(x: 0, y: 0, width: 1, height: 1), isAmbiguous: true),
                    .init(
                        identifier: "b", typeName: "LayoutView",
                        frame: Rect(x: 0, y: 0, width: 1, height: 1), isInConflict: true),
                ]))
        XCTAssertEqual(
            snapshot.outline,
            "LayoutView 0 0 10 10\n  a (LayoutView) 0 0 1 1 [ambiguous]\n  b (LayoutView) 0 0 1 1 [conflict]\n"
        )
    }

    func testCustomGuidesAreListedUnderTheirOwnerAndSystemGuidesAreNot() {
        let snapshot = LayoutSnapshot(
            root: .init(
                typeName: "LayoutView", frame: Rect(x: 0, y: 0, width: 100, height: 50),
                guides: [
                    .init(identifier: "column", frame: Rect(x: 8, y: 8, width: 84, height: 34)),
                    .init(kind: .safeArea, frame: Rect(x: 0, y: 20, width: 100, height: 30)),
                ],
                children: [
                    .init(typeName: "LayoutView", frame: Rect(x: 8, y: 8, width: 10, height: 10))
                ]))
        XCTAssertEqual(
            snapshot.outline,
            "LayoutView 0 0 100 50\n  ~ column (LayoutGuide) 8 8 84 34\n  LayoutView 8 8 10 10\n")
    }

    func testIdentifiersWithLineBreaksStayOnOneLine() {
        let snapshot = LayoutSnapshot(
            root: .init(
                identifier: "two\nlines", typeName: "V",
                frame: Rect(x: 0, y: 0, width: 1, height: 1)))
        XCTAssertEqual(snapshot.outline, "two lines (V) 0 0 1 1\n")
    }

    func testAllItemsListsParentsBeforeChildren() {
        let snapshot = LayoutSnapshot(
            root: .init(
                identifier: "r", typeName: "V", frame: Rect(x: 0, y: 0, width: 1, height: 1),
                children: [
                    .init(
                        identifier: "a", typeName: "V",
                        frame: Rect(x: 0, y: 0, width: 1, height: 1),
                        children: [
                            .init(
                                identifier: "a1", typeName: "V",
                                frame: Rect(x: 0, y: 0, width: 1, height: 1))
                        ]),
                    .init(
                        identifier: "b", typeName: "V", frame: Rect(x: 0, y: 0, width: 1, height: 1)
                    ),
                ]))
        XCTAssertEqual(snapshot.allItems.map(\.label), ["r", "a", "a1", "b"])
    }
}
