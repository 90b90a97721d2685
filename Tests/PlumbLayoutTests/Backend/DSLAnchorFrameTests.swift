import Foundation
import PlumbLayout
import Testing

/// End to end: DSL blocks on the built-in engine give Auto Layout's frames.
@MainActor
struct DSLAnchorFrameTests {
    func screen(width: CGFloat = 320, height: CGFloat = 480) -> (LayoutView, LayoutView) {
        let root = makeRoot(width: width, height: height)
        let view = LayoutView()
        root.addSubview(view)
        return (root, view)
    }

    @Test func theIssuesExamplePlacesTheView() {
        let log = ReportLog()
        defer { log.stop() }
        let (superview, view) = screen()
        let group = constrain(view, superview) { view, superview in
            view.top == superview.top + 10
            view.leading == superview.leading + 20
            view.width == 100
            view.height == view.width / 2
        }
        superview.layoutIfNeeded()
        expectFrame(view.frame, 20, 10, 100, 50)
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
        #expect(superview.translatesAutoresizingMaskIntoConstraints)
        #expect(group.isActive && group.errors.isEmpty && log.errors.isEmpty)
        #expect(group.constraints.allSatisfy { ($0 as? LayoutConstraint)?.isActive == true })
    }

    @Test func everySingleAnchorMapsToItsEdge() {
        let (root, box) = screen(width: 400, height: 400)
        constrain(box, root) { box, root in
            box.left == root.left + 100
            box.right == root.right - 100
            box.top == root.top + 50
            box.bottom == root.bottom - 150
        }
        let views = (0..<6).map { _ -> LayoutView in
            let view = LayoutView()
            root.addSubview(view)
            return view
        }
        constrain(views[0], box) { v, box in
            v.leading == box.leading
            v.trailing == box.centerX
            v.top == box.top
            v.height == 10
        }
        constrain(views[1], box) { v, box in
            v.centerX == box.centerX
            v.centerY == box.centerY
            v.width == box.width * 0.25
            v.height == box.height / 4
        }
        constrain(views[2], box) { v, box in
            v.right == box.right
            v.bottom == box.bottom
            v.width == 20
            v.height >= 30
            v.height <= 30
        }
        constrain(views[3], box) { v, box in
            v.leftMargin == box.leftMargin
            v.rightMargin == box.rightMargin
            v.topMargin == box.topMargin
            v.bottomMargin == box.centerYWithinMargins
        }
        constrain(views[4], box) { v, box in
            v.leadingMargin == box.leadingMargin + 1
            v.trailingMargin == box.trailingMargin - 1
            v.centerYWithinMargins == box.centerY
            v.height == 16
        }
        constrain(views[5], box) { v, box in
            v.centerXWithinMargins == box.centerXWithinMargins
            v.firstBaseline == box.bottom
            v.width == 10
            v.height == 10
        }
        root.layoutIfNeeded()
        expectFrame(box.frame, 100, 50, 200, 200)
        expectFrame(views[0].frame, 100, 50, 100, 10)
        expectFrame(views[1].frame, 175, 125, 50, 50)
        expectFrame(views[2].frame, 280, 220, 20, 30)
        // Margins of 8 on both views cancel on edges; bottomMargin meets box's margin centre (150).
        expectFrame(views[3].frame, 100, 50, 200, 108)
        expectFrame(views[4].frame, 101, 142, 198, 16)
        expectFrame(views[5].frame, 195, 250, 10, 10)
    }

    @Test func compoundAnchorsExpandWithInsets() {
        let (root, card) = screen(width: 300, height: 300)
        let inner = LayoutView()
        let badge = LayoutView()
        let strip = LayoutView()
        let column = LayoutView()
        for view in [inner, badge, strip, column] { card.addSubview(view) }
        constrain(card, root) { card, root in
            card.edges == root.edges.inset(by: 10)
        }
        constrain(inner, card) { inner, card in
            inner.edges
                == card.edges.inset(
                    by: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        }
        constrain(badge, inner) { badge, inner in
            badge.size == (20, 30)
            badge.center == inner.center.offset(x: 5, y: -5)
        }
        constrain(strip, card) { strip, card in
            strip.horizontalEdges == card.horizontalEdges.inset(leading: 6, trailing: 7)
            strip.top == card.top
            strip.height == 4
        }
        constrain(column, card) { column, card in
            column.verticalEdges == card.verticalEdges.inset(top: 8, bottom: 9)
            column.leading == card.leading
            column.width == card.width / 10
        }
        root.layoutIfNeeded()
        expectFrame(card.frame, 10, 10, 280, 280)
        expectFrame(inner.frame, 2, 1, 274, 276)
        expectFrame(badge.frame, 2 + 137 + 5 - 10, 1 + 138 - 5 - 15, 20, 30)
        expectFrame(strip.frame, 6, 0, 267, 4)
        expectFrame(column.frame, 0, 8, 28, 263)
    }

    @Test func marginCompoundAnchorsUseTheLayoutMargins() {
        let (root, card) = screen(width: 300, height: 300)
        card.directionalLayoutMargins = DirectionalEdgeInsets(
            top: 10, leading: 20, bottom: 30, trailing: 40)
        let a = LayoutView()
        let b = LayoutView()
        let c = LayoutView()
        for view in [a, b, c] { card.addSubview(view) }
        constrain(card, root) { card, root in card.edges == root.edges }
        constrain(a, card) { a, card in a.edges == card.margins }
        constrain(b, card) { b, card in
            b.horizontalEdges == card.horizontalMargins
            b.verticalEdges == card.verticalMargins.inset(top: 5, bottom: 5)
        }
        constrain(c, card) { c, card in
            c.center == card.centerWithinMargins
            c.size == (10, 10)
        }
        root.layoutIfNeeded()
        expectFrame(a.frame, 20, 10, 240, 260)
        expectFrame(b.frame, 20, 15, 240, 250)
        expectFrame(c.frame, 135, 135, 10, 10)
        root.layoutDirection = .rightToLeft
        root.layoutIfNeeded()
        expectFrame(a.frame, 40, 10, 240, 260)
        let d = LayoutView()
        card.addSubview(d)
        constrain(d, card) { d, card in d.directionalEdges == card.directionalMargins.inset(by: 1) }
        root.layoutIfNeeded()
        expectFrame(d.frame, 41, 11, 238, 258)
    }

    @Test func directionalCompoundAnchorsMirrorInRightToLeft() {
        let (root, view) = screen(width: 300, height: 100)
        root.layoutDirection = .rightToLeft
        constrain(view, root) { view, root in
            view.directionalEdges
                == root.directionalEdges.inset(
                    by: DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 50))
        }
        root.layoutIfNeeded()
        expectFrame(view.frame, 50, 0, 240, 100)
    }

    @Test func systemSpacingIsEightPoints() {
        let (root, a) = screen()
        let b = LayoutView()
        root.addSubview(b)
        constrain(a, b, root) { a, b, root in
            a.leading == root.leading
            a.top == root.top
            a.size == (10, 10)
            b.leading == a.trailing.plusSystemSpacing()
            b.top == a.bottom.plusSystemSpacing(2)
            b.size == a.size
        }
        root.layoutIfNeeded()
        expectFrame(b.frame, 18, 26, 10, 10)
    }

    @Test func guidesAreItemsToo() {
        let root = makeRoot(width: 390, height: 844)
        root.additionalSafeAreaInsets = AbsoluteEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let content = LayoutView()
        root.addSubview(content)
        let spacer = LayoutGuide()
        root.addLayoutGuide(spacer)
        constrain(content, root.safeAreaLayoutGuide) { content, safe in
            content.edges == safe.edges
        }
        constrain(spacer, root.layoutMarginsGuide) { spacer, margins in
            spacer.horizontalEdges == margins.horizontalEdges
            spacer.top == margins.top
            spacer.height == 1
        }
        root.layoutIfNeeded()
        expectFrame(content.frame, 0, 47, 390, 763)
        expectFrame(spacer.layoutFrame, 8, 55, 374, 1)
    }

    @Test func arraysOfItemsChain() {
        let root = makeRoot(width: 300, height: 100)
        let buttons = (0..<3).map { _ -> LayoutView in
            let view = LayoutView()
            root.addSubview(view)
            return view
        }
        constrain(buttons + [root]) { items in
            let root = items[3]
            for (item, next) in zip(items[0..<3], items[1..<3]) {
                item.trailing == next.leading - 8
            }
            for item in items[0..<3] {
                item.top == root.top
                item.size == (50, 20)
            }
            items[0].leading == root.leading + 10
        }
        root.layoutIfNeeded()
        #expect(buttons.map(\.frame.minX) == [10, 68, 126])
    }

    /// Issue 11: a layout ported from SnapKit's `edges` keeps its sides right to left; the
    /// directional one beside it mirrors.
    @Test func absoluteCompoundsDoNotFlipRightToLeft() {
        let (root, absolute) = screen(width: 400, height: 200)
        root.layoutDirection = .rightToLeft
        let directional = LayoutView()
        let strip = LayoutView()
        let directionalStrip = LayoutView()
        for view in [directional, strip, directionalStrip] { root.addSubview(view) }
        constrain(absolute, directional, root) { absolute, directional, root in
            absolute.absoluteEdges
                == root.absoluteEdges.inset(top: 10, left: 20, bottom: 150, right: 80)
            directional.edges == root.edges.inset(top: 60, leading: 20, bottom: 100, trailing: 80)
        }
        constrain(strip, directionalStrip, root) { strip, directionalStrip, root in
            strip.absoluteHorizontalEdges == root.absoluteHorizontalEdges.inset(left: 5, right: 300)
            strip.top == root.top + 110
            strip.height == 10
            directionalStrip.horizontalEdges
                == root.horizontalEdges.inset(leading: 5, trailing: 300)
            directionalStrip.top == root.top + 130
            directionalStrip.height == 10
        }
        root.layoutIfNeeded()
        expectFrame(absolute.frame, 20, 10, 300, 40)
        expectFrame(directional.frame, 80, 60, 300, 40)
        expectFrame(strip.frame, 5, 110, 95, 10)
        expectFrame(directionalStrip.frame, 300, 130, 95, 10)
    }
}

@MainActor
struct ReadmeExampleTests {
    @Test func theReadmesEngineExampleGivesTheFrameItShows() {
        let screen = LayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        screen.additionalSafeAreaInsets = AbsoluteEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        screen.displayScale = 3
        let title = LayoutLabel(text: "Hello", fontSize: 16)
        screen.addSubview(title)
        constrain(title, screen.safeAreaLayoutGuide) { title, safe in
            title.top == safe.top + 8
            title.leading == safe.leading + 16
        }
        screen.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 16, y: 55, width: 40, height: 20))
        #expect(title.convert(title.bounds, to: nil) == CGRect(x: 16, y: 55, width: 40, height: 20))
        #expect(title.lines == ["Hello"])
    }
}
