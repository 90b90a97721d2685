import Foundation
import PlumbLayout
import Testing

/// The engine adds a block's rows in an order where each brings in at most one new variable
/// (so that deep trees keep short rows). Whatever the order, the frames are Auto Layout's
/// (checked here against their closed forms), every constraint of the block holds, and a
/// conflict breaks the constraint it breaks in the order written.
@MainActor
struct RowOrderTests {
    /// The block's first row brings in two new views, so a later row is added first.
    @Test func aBlockWhoseFirstRowBringsInTwoNewViewsHoldsEveryConstraint() {
        let row = makeRoot(width: 264, height: 44)
        let buttons = (0..<3).map { _ in LayoutView() }
        for button in buttons { row.addSubview(button) }
        constrain(buttons) { buttons in
            buttons[1].leading == buttons[0].trailing + 8
            buttons[2].leading == buttons[1].trailing + 8
            buttons[1].width == buttons[0].width
            buttons[2].width == buttons[0].width
            buttons[0].leading == buttons[0].superview.leading + 16
            buttons[2].trailing == buttons[0].superview.trailing - 16
            buttons[0].verticalEdges == buttons[0].superview.verticalEdges
            buttons[1].verticalEdges == buttons[0].superview.verticalEdges
            buttons[2].verticalEdges == buttons[0].superview.verticalEdges
        }
        row.layoutIfNeeded()
        // (264 − 2 × 16 − 2 × 8) / 3 = 72.
        for (index, button) in buttons.enumerated() {
            expectFrame(button.frame, 16 + CGFloat(index) * 80, 0, 72, 44)
        }
    }

    /// A tower of levels like the benchmark's deep nesting: each level's view sits inside
    /// its parent's margins with a sibling 2 points wide (at priority 999) after it.
    @Test func aDeepTowerOfPreferredWidthsHasItsClosedFormAfterEveryChange() {
        let depth = 40
        let root = makeRoot(width: 1200, height: 600)
        var parent = root
        var levels: [(view: LayoutView, sibling: LayoutView, wide: ConstraintGroup)] = []
        for _ in 0..<depth {
            let view = LayoutView()
            let sibling = LayoutView()
            view.directionalLayoutMargins = DirectionalEdgeInsets(all: 1)
            parent.addSubview(view)
            parent.addSubview(sibling)
            constrain(parent, view, sibling) { parent, view, sibling in
                view.leading == parent.leadingMargin
                view.verticalEdges == parent.verticalMargins
                sibling.leading == view.trailing + 1
                sibling.trailing == parent.trailingMargin
                sibling.width == 2 ~ LayoutPriority(999)
                sibling.top == view.top
                sibling.height == view.height * 0.5
            }
            let wide = ConstraintGroup(sibling.anchors.width == 6)
            levels.append((view, sibling, wide))
            parent = view
        }
        root.directionalLayoutMargins = DirectionalEdgeInsets(all: 1)
        func expectClosedForm(width: CGFloat, wideLevel: Int?) {
            root.layoutIfNeeded()
            var parentWidth = width
            var parentHeight: CGFloat = 600
            for (index, level) in levels.enumerated() {
                let siblingWidth: CGFloat = index == wideLevel ? 6 : 2
                let viewWidth = parentWidth - 2 - 1 - siblingWidth
                let viewHeight = parentHeight - 2
                expectFrame(level.view.frame, 1, 1, viewWidth, viewHeight)
                expectFrame(
                    level.sibling.frame, 1 + viewWidth + 1, 1, siblingWidth, viewHeight / 2)
                parentWidth = viewWidth
                parentHeight = viewHeight
            }
        }
        expectClosedForm(width: 1200, wideLevel: nil)
        levels[25].wide.isActive = true
        expectClosedForm(width: 1200, wideLevel: 25)
        root.frame = CGRect(x: 0, y: 0, width: 1260, height: 600)
        expectClosedForm(width: 1260, wideLevel: 25)
        levels[25].wide.isActive = false
        expectClosedForm(width: 1260, wideLevel: nil)
    }

    /// A block whose rows the engine reorders, with required constraints that cannot all
    /// hold: the latest one written is broken, as in the order written.
    @Test func aConflictInAReorderedBlockBreaksTheLatestConstraintWritten() {
        let log = ReportLog()
        defer { log.stop() }
        let root = makeRoot(width: 100, height: 40)
        let a = LayoutView()
        let b = LayoutView()
        root.addSubview(a)
        root.addSubview(b)
        let group = constrain(a, b) { a, b in
            a.leading == b.trailing + 8
            a.width == 50
            b.leading == b.superview.leading
            b.width == 20
            a.trailing == a.superview.trailing
            a.verticalEdges == a.superview.verticalEdges
            b.verticalEdges == b.superview.verticalEdges
        }
        root.layoutIfNeeded()
        #expect(log.kinds == [.unsatisfiable])
        #expect(group.errors.map(\.kind) == [.unsatisfiable])
        #expect(group.errors.first?.brokenConstraint === group.constraints[4])
        expectFrame(b.frame, 0, 0, 20, 40)
        expectFrame(a.frame, 28, 0, 50, 40)
    }
}
