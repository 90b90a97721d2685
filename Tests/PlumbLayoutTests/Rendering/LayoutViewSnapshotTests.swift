import Foundation
import PlumbLayout
import PlumbXMLTestSupport
import Testing

// Swift Testing rather than XCTest: XCTest on Linux cannot run @MainActor test methods,
// and LayoutView is @MainActor.

/// Collects the engine's reports during one test.
@MainActor
private final class SnapshotReportLog {
    var reports: [String] = []
}

/// Runs `body` with the engine's reports going to a log, then restores the default handler.
@MainActor
private func collectingReports(_ body: (SnapshotReportLog) throws -> Void) rethrows {
    let log = SnapshotReportLog()
    PlumbDiagnostics.handler = { error in log.reports.append(error.description) }
    defer { PlumbDiagnostics.handler = PlumbDiagnostics.defaultHandler }
    try body(log)
}

/// `item.attribute == other.otherAttribute + constant`.
@MainActor
private func pin(
    _ item: AnyObject, _ attribute: LayoutAttribute, to other: AnyObject,
    _ otherAttribute: LayoutAttribute,
    plus constant: CGFloat = 0
) -> LayoutConstraint {
    LayoutConstraint(
        item: item, attribute: attribute, relatedBy: .equal, toItem: other,
        attribute: otherAttribute,
        constant: constant)
}

/// `item.attribute == constant` at `priority`.
@MainActor
private func fix(
    _ item: AnyObject, _ attribute: LayoutAttribute, _ constant: CGFloat,
    priority: LayoutPriority = .required
) -> LayoutConstraint {
    let constraint = LayoutConstraint(
        item: item, attribute: attribute, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute,
        constant: constant)
    constraint.priority = priority
    return constraint
}

/// A 200 × 100 card at (20, 30) with a 40 × 40 avatar at its leading margin and an
/// unnamed 60 × 20 view beside it, inside a 320 × 480 screen.
@MainActor
private func makeTree() -> (screen: LayoutView, card: LayoutView, avatar: LayoutView) {
    let screen = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    screen.identifier = "screen"
    let card = LayoutView(frame: CGRect(x: 20, y: 30, width: 200, height: 100))
    card.identifier = "card"
    screen.addSubview(card)
    let avatar = LayoutView()
    avatar.identifier = "avatar"
    avatar.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(avatar)
    let title = LayoutView()
    title.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(title)
    LayoutConstraint.activate([
        pin(avatar, .leading, to: card, .leadingMargin),
        pin(avatar, .top, to: card, .top, plus: 10),
        fix(avatar, .width, 40),
        fix(avatar, .height, 40),
        pin(title, .leading, to: avatar, .trailing, plus: 8),
        pin(title, .centerY, to: avatar, .centerY),
        fix(title, .width, 60),
        fix(title, .height, 20, priority: .high),
    ])
    return (screen, card, avatar)
}

@MainActor
@Suite struct LayoutViewSnapshotTests {
    @Test func snapshotCopiesFramesRelativeToTheSuperviewAndInTheRoot() {
        collectingReports { log in
            let snapshot = makeTree().screen.layoutSnapshot()
            #expect(
                snapshot.outline == """
                    screen (LayoutView) 0 0 320 480
                      card (LayoutView) 20 30 200 100
                        avatar (LayoutView) 8 10 40 40
                        LayoutView 56 20 60 20

                    """)
            #expect(
                snapshot.allItems.map(\.frameInRoot) == [
                    .init(x: 0, y: 0, width: 320, height: 480),
                    .init(x: 20, y: 30, width: 200, height: 100),
                    .init(x: 28, y: 40, width: 40, height: 40),
                    .init(x: 76, y: 50, width: 60, height: 20),
                ])
            #expect(log.reports == [])
        }
    }

    @Test func layoutOutlineIsTheSnapshotsOutline() {
        collectingReports { _ in
            let screen = makeTree().screen
            #expect(screen.layoutOutline == screen.layoutSnapshot().outline)
        }
    }

    @Test func onlyViewsWhoseMarginsAConstraintUsesShowMargins() {
        collectingReports { _ in
            let items = makeTree().screen.layoutSnapshot().allItems
            #expect(items.map { $0.margins != nil } == [false, true, false, false])
            #expect(items[1].margins == LayoutSnapshot.Insets(top: 8, left: 8, bottom: 8, right: 8))
        }
    }

    @Test func eachActiveConstraintBecomesALineBetweenItsAnchors() {
        collectingReports { _ in
            let screen = makeTree().screen
            let lines = screen.layoutSnapshot().constraintLines
            #expect(lines.count == 8)
            func line(_ prefix: String) -> LayoutSnapshot.ConstraintLine? {
                lines.first { $0.label.hasPrefix(prefix) }
            }
            // The avatar's leading edge (x 28) to the card's leading margin (20 + 8).
            let leading = line("avatar.leading == card.leadingMargin")
            #expect(leading?.from == .init(x: 28, y: 60))
            // Straight across: the card spans the avatar's centre line (y 60).
            #expect(leading?.to == .init(x: 28, y: 60))
            // A width against a constant: a measure along the avatar's width (x 28…68), 6
            // points inside its bottom edge (y 80), its ends 2 points short of the corners.
            let width = line("avatar.width == 40")
            #expect(width?.style == .measure)
            #expect(width?.from == .init(x: 30, y: 74))
            #expect(width?.to == .init(x: 66, y: 74))
            #expect(leading?.style == .link)
            #expect(
                lines.map(\.priority.rawValue).sorted() == [
                    750, 1000, 1000, 1000, 1000, 1000, 1000, 1000,
                ])
            #expect(!lines.contains { $0.isInConflict })
            #expect(screen.layoutSnapshot(includesConstraints: false).constraintLines.isEmpty)
        }
    }

    @Test func ambiguousViewsAreFlagged() {
        collectingReports { _ in
            let (screen, card, _) = makeTree()
            let loose = LayoutView()
            loose.identifier = "loose"
            loose.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(loose)
            LayoutConstraint.activate([pin(loose, .top, to: card, .top), fix(loose, .height, 10)])
            #expect(
                screen.layoutSnapshot().allItems.filter(\.isAmbiguous).map(\.label) == ["loose"])
        }
    }

    @Test func brokenConstraintsAndTheirItemsAreMarkedInConflict() {
        collectingReports { log in
            let (screen, _, avatar) = makeTree()
            LayoutConstraint.activate([fix(avatar, .width, 50)])
            let snapshot = screen.layoutSnapshot()
            #expect(log.reports.count == 1)
            #expect(snapshot.constraintLines.contains { $0.isInConflict })
            // The engine breaks the incoming constraint; hovering its line says so.
            #expect(snapshot.constraintLines.contains { $0.label == "avatar.width == 50 [broken]" })
            #expect(snapshot.allItems.filter(\.isInConflict).map(\.label) == ["avatar"])
        }
    }

    @Test func customGuidesAndARootsSafeAreaAreIncluded() {
        collectingReports { _ in
            let (screen, card, _) = makeTree()
            screen.additionalSafeAreaInsets = AbsoluteEdgeInsets(
                top: 20, left: 0, bottom: 10, right: 0)
            let column = LayoutGuide()
            column.identifier = "column"
            card.addLayoutGuide(column)
            LayoutConstraint.activate([
                pin(column, .leading, to: card, .leading, plus: 100),
                pin(column, .top, to: card, .top),
                fix(column, .width, 50), pin(column, .height, to: card, .height),
            ])
            let snapshot = screen.layoutSnapshot()
            #expect(snapshot.root.guides.map(\.kind) == [.safeArea])
            #expect(
                snapshot.root.guides.first?.frame == .init(x: 0, y: 20, width: 320, height: 450))
            let cardGuides = snapshot.root.children[0].guides
            #expect(cardGuides.map(\.label) == ["column"])
            #expect(cardGuides.first?.frame == .init(x: 100, y: 0, width: 50, height: 100))
            #expect(cardGuides.first?.frameInRoot == .init(x: 120, y: 30, width: 50, height: 100))
            #expect(snapshot.outline.contains("    ~ column (LayoutGuide) 100 0 50 100\n"))
        }
    }

    @Test func rightToLeftLeadingAnchorsSitOnTheRight() {
        collectingReports { _ in
            let screen = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            screen.layoutDirection = .rightToLeft
            let box = LayoutView()
            box.translatesAutoresizingMaskIntoConstraints = false
            screen.addSubview(box)
            LayoutConstraint.activate([
                pin(box, .leading, to: screen, .leading, plus: 10),
                pin(box, .top, to: screen, .top),
                fix(box, .width, 20), fix(box, .height, 20),
            ])
            let snapshot = screen.layoutSnapshot()
            #expect(snapshot.root.children[0].frame == .init(x: 70, y: 0, width: 20, height: 20))
            let leading = snapshot.constraintLines.first { $0.label.contains(".leading ==") }
            #expect(leading?.from == .init(x: 90, y: 10))
            #expect(leading?.to == .init(x: 100, y: 10))
        }
    }

    @Test func renderSVGDrawsEveryViewOfTheTree() throws {
        try collectingReports { _ in
            let document = try SVGDocument(parsing: makeTree().screen.renderSVG())
            #expect(
                document.elements(named: "g", class: "view").map { $0.attributes["data-label"] }
                    == [
                        "screen", "card", "avatar", "LayoutView",
                    ])
            #expect(document.elements(named: "g", class: "constraint").count == 8)
        }
    }

    @Test func labelsCarryTheirLinesAndFontMetrics() {
        collectingReports { _ in
            let screen = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let label = LayoutLabel(text: "Hi there", fontSize: 16)
            screen.addSubview(label)
            let empty = LayoutLabel(text: "")
            screen.addSubview(empty)
            let items = screen.layoutSnapshot().allItems
            #expect(
                items[1].text
                    == LayoutSnapshot.Text(
                        lines: ["Hi there"], pointSize: 16, characterAdvance: 8, lineHeight: 20))
            #expect(items[0].text == nil)
            #expect(items[2].text == nil)
        }
    }

    @Test func positionsOfItemsApartAreLinkedBetweenTheirNearestEnds() {
        collectingReports { _ in
            let screen = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let a = LayoutView()
            let b = LayoutView()
            screen.addSubview(a)
            screen.addSubview(b)
            a.translatesAutoresizingMaskIntoConstraints = false
            b.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                fix(a, .width, 10), fix(a, .height, 10), pin(a, .top, to: screen, .top),
                pin(a, .left, to: screen, .left),
                fix(b, .width, 10), fix(b, .height, 10), pin(b, .top, to: a, .bottom, plus: 30),
                pin(b, .left, to: a, .right, plus: 20),
            ])
            let line = screen.layoutSnapshot().constraintLines.first {
                $0.label.contains(".left == ") && $0.label.contains(".right + 20")
            }
            // b (y 40…50) is below a (y 0…10): from the top of b's left edge to the bottom of
            // a's right edge, through the gap rather than across either box.
            #expect(line?.from == .init(x: 30, y: 40))
            #expect(line?.to == .init(x: 10, y: 10))
        }
    }
}
