import Foundation
import PlumbLayout
import Testing

/// `align` and `distribute` on the built-in engine: frames against closed forms worked out
/// by hand in each test.
@MainActor
struct DSLArrangementFrameTests {
    /// A root `width` wide with `count` subviews, each 20 high at the top.
    private func row(_ count: Int = 3, width: CGFloat = 300) -> (LayoutView, [LayoutView]) {
        let root = makeRoot(width: width, height: 200)
        let views = (0..<count).map { constrainedView(in: root, name: "v\($0)") }
        for view in views {
            constrain(view, root) { view, root in
                view.height == 20
                view.top == root.top
            }
        }
        return (root, views)
    }

    private func xs(_ views: [LayoutView]) -> [CGFloat] { views.map(\.frame.minX) }
    private func widths(_ views: [LayoutView]) -> [CGFloat] { views.map(\.frame.width) }

    @Test func fixedSpacingWithEqualLengthsFillsTheContainerLikeMasonry() {
        let (root, views) = row()
        root.displayScale = 0  // no rounding: the lengths are thirds
        let group = constrain(views) { views in
            distribute(
                views, along: .horizontal, spacing: 10, lengths: .equal, inside: views[0].superview,
                inset: 15)
        }
        root.layoutIfNeeded()
        // (300 − 2 × 15 − 2 × 10) / 3 = 250 / 3 each.
        let length: CGFloat = 250 / 3
        #expect(widths(views).allSatisfy { abs($0 - length) < 1e-9 })
        let expected: [CGFloat] = [15, 25 + length, 35 + 2 * length]
        #expect(zip(xs(views), expected).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(group.errors.isEmpty && !views[1].hasAmbiguousLayout)
    }

    @Test func fixedLengthsLeaveEqualGapsThatTheLayoutDecides() {
        let (root, views) = row()
        constrain(views) { views in
            distribute(
                views, along: .horizontal, lengths: 40, inside: views[0].superview, inset: 20)
        }
        root.layoutIfNeeded()
        // 300 − 2 × 20 − 3 × 40 = 140 for two gaps: 70.
        #expect(xs(views) == [20, 130, 240] && widths(views) == [40, 40, 40])
        // The same, resized: the gaps follow.
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        root.layoutIfNeeded()
        #expect(xs(views) == [20, 180, 340])
    }

    @Test func equalSpacingInsideAContainerSpacesTheEndsToo() {
        let (root, views) = row()
        constrain(views) { views in
            distribute(views, along: .horizontal, lengths: 60, inside: views[0].superview)
        }
        root.layoutIfNeeded()
        // 300 − 180 = 120 for four gaps (two inner, two at the ends): 30.
        #expect(xs(views) == [30, 120, 210])
    }

    @Test func horizontalFollowsTheLayoutDirectionAndLeftToRightDoesNot() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let (root, views) = row()
            root.layoutDirection = direction
            let others = (0..<2).map { constrainedView(in: root, name: "o\($0)") }
            constrain(views) { views in
                distribute(views, along: .horizontal, spacing: 10, lengths: 50)
                views[0].leading == views[0].superview.leading
            }
            constrain(others) { others in
                distribute(others, along: .leftToRight, spacing: 20, lengths: 30)
                others[0].left == others[0].superview.left
                align(others.map(\.top))
                others[0].top == others[0].superview.top + 100
                others[0].height == 10
                others[1].height == 10
            }
            root.layoutIfNeeded()
            let leftToRight: [CGFloat] = [0, 60, 120]
            #expect(
                xs(views)
                    == (direction == .leftToRight ? leftToRight : leftToRight.map { 250 - $0 }))
            #expect(xs(others) == [0, 50] && others.map(\.frame.minY) == [100, 100])
        }
    }

    @Test func verticalStacksFromTopToBottomAndAlignCentresTheColumn() {
        let root = makeRoot(width: 200, height: 300)
        let views = (0..<3).map { constrainedView(in: root, name: "v\($0)") }
        constrain(views) { views in
            distribute(
                views, along: .vertical, spacing: .equal, lengths: 40, inside: views[0].superview,
                inset: 30)
            align([views[0].superview.centerX] + views.map(\.centerX))
            views[0].width == 100
            views[1].width == 60
            views[2].width == 20
        }
        root.layoutIfNeeded()
        // 300 − 2 × 30 − 3 × 40 = 120 for two gaps: 60. Centred at 100.
        #expect(views.map(\.frame.minY) == [30, 130, 230])
        #expect(xs(views) == [50, 70, 90])
    }

    @Test func aContainerThatKeepsItsFrameKeepsItAfterADistribution() {
        let root = makeRoot(width: 400, height: 300)
        let bar = LayoutView(frame: CGRect(x: 20, y: 200, width: 360, height: 40))
        root.addSubview(bar)
        let items = (0..<3).map { constrainedView(in: bar, name: "item\($0)") }
        constrain(items) { items in
            distribute(items, along: .horizontal, lengths: 60, inside: items[0].superview)
            align([items[0].superview.verticalEdges] + items.map(\.verticalEdges))
        }
        root.layoutIfNeeded()
        // The bar is a second item only: it keeps its frame. 360 − 180 = 180 for four gaps.
        #expect(bar.translatesAutoresizingMaskIntoConstraints)
        #expect(bar.frame == CGRect(x: 20, y: 200, width: 360, height: 40))
        #expect(xs(items) == [45, 150, 255])
        #expect(items.map(\.frame.height) == [40, 40, 40])
    }
}
