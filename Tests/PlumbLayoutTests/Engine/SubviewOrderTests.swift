import Foundation
import PlumbLayout
import Testing

/// When a view moves by part of a pixel, the layout pass re-places its subviews (their
/// frames are rounded in the root's space); it finds them through lists that follow
/// `subviews` as views are added, inserted, reordered, removed and moved. These tests change
/// the hierarchy after a layout, then move the superview by fractions of a point, and hold
/// every frame to the rounding rule written out here, and the order of `layoutSubviews()`
/// calls to the order of `subviews`.
@MainActor
struct SubviewOrderTests {
    /// Rounds to whole points, ties up (the engine's rule at scale 1).
    func rounded(_ value: CGFloat) -> CGFloat { (value + 0.5).rounded(.down) }

    /// A container at (0, `top`), 200 × 300, in a root at scale 1.
    func makeContainer() -> (root: LayoutView, container: LayoutView, top: LayoutConstraint) {
        let root = makeRoot(width: 200, height: 600)
        let container = constrainedView(in: root)
        let top = pin(container, .top, .equal, root, .top, constant: 10)
        pin(container, .left, .equal, root, .left)
        pin(container, .width, constant: 200)
        pin(container, .height, constant: 300)
        return (root, container, top)
    }

    /// Places `view` (a subview of `parent`) at (`x`, `y`) in it, 10 × `height`.
    func place(
        _ view: LayoutView, in parent: LayoutView, x: CGFloat, y: CGFloat, height: CGFloat = 10
    ) {
        view.translatesAutoresizingMaskIntoConstraints = false
        pin(view, .left, .equal, parent, .left, constant: x)
        pin(view, .top, .equal, parent, .top, constant: y)
        pin(view, .width, constant: 10)
        pin(view, .height, constant: height)
    }

    @Test func subviewsAreReplacedAfterInsertionsReorderingsRemovalsAndMoves() {
        let (root, container, top) = makeContainer()
        // Offsets with fractions, so that moving the container by part of a point moves some
        // rounded frames by a point and not others.
        var offsets: [ObjectIdentifier: CGFloat] = [:]
        func add(at index: Int? = nil, y: CGFloat) -> LayoutView {
            let view = LayoutView()
            if let index {
                container.insertSubview(view, at: index)
            } else {
                container.addSubview(view)
            }
            place(view, in: container, x: 0, y: y)
            offsets[ObjectIdentifier(view)] = y
            return view
        }
        let first = add(y: 0.3)
        let second = add(y: 20.7)
        let third = add(y: 40.45)
        root.layoutIfNeeded()
        // Inserted at the front and in the middle, one moved to the front, one removed,
        // and a subtree (a view holding a view) inserted in the middle.
        _ = add(at: 0, y: 60.2)
        _ = add(at: 2, y: 80.6)
        container.insertSubview(third, at: 0)
        second.removeFromSuperview()
        let holder = LayoutView()
        let inner = LayoutView()
        holder.addSubview(inner)
        container.insertSubview(holder, at: 3)
        place(holder, in: container, x: 20, y: 100.35, height: 30)
        place(inner, in: holder, x: 1, y: 5.3)
        offsets[ObjectIdentifier(holder)] = 100.35
        // The view removed, then added again at the end.
        container.addSubview(second)
        place(second, in: container, x: 0, y: 20.7)
        #expect(container.subviews.contains { $0 === first })

        for containerTop in [10.0, 10.6, 11.1, 11.45, 12.9, 13.2] as [CGFloat] {
            top.constant = containerTop
            root.layoutIfNeeded()
            expectFrame(container.frame, 0, rounded(containerTop), 200, 300)
            for view in container.subviews {
                guard let y = offsets[ObjectIdentifier(view)] else {
                    Issue.record("a subview without an offset")
                    continue
                }
                let height: CGFloat = view === holder ? 30 : 10
                let minY = rounded(containerTop + y) - rounded(containerTop)
                let maxY = rounded(containerTop + y + height) - rounded(containerTop)
                expectFrame(view.frame, view === holder ? 20 : 0, minY, 10, maxY - minY)
            }
            let holderTop = containerTop + 100.35
            let innerMinY = rounded(holderTop + 5.3) - rounded(holderTop)
            let innerMaxY = rounded(holderTop + 15.3) - rounded(holderTop)
            expectFrame(inner.frame, 1, innerMinY, 10, innerMaxY - innerMinY)
        }
    }

    @Test func subviewsAreReplacedAfterASeededSequenceOfHierarchyChanges() {
        let (root, container, top) = makeContainer()
        var offsets: [ObjectIdentifier: CGFloat] = [:]
        var removed: [LayoutView] = []
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
        // An index near the ends as often as in the middle: the lists' edge cases.
        func index(below count: Int) -> Int {
            switch next(3) {
            case 0: return 0
            case 1: return max(count - 1, 0)
            default: return next(count)
            }
        }
        var containerTop: CGFloat = 10
        for _ in 0..<300 {
            let count = container.subviews.count
            switch next(4) {
            case 0, 1:
                // A new view, or one removed earlier, inserted anywhere.
                let view = removed.popLast() ?? LayoutView()
                container.insertSubview(view, at: index(below: count + 1))
                let y = CGFloat(next(400)) / 8 + 0.3
                place(view, in: container, x: 0, y: y)
                offsets[ObjectIdentifier(view)] = y
            case 2 where count > 0:
                let view = container.subviews[index(below: count)]
                view.removeFromSuperview()
                removed.append(view)
            case 3 where count > 0:
                container.insertSubview(
                    container.subviews[index(below: count)], at: index(below: count))
            default:
                break
            }
            containerTop += CGFloat(1 + next(7)) / 8
            top.constant = containerTop
            root.layoutIfNeeded()
            for view in container.subviews {
                let y = offsets[ObjectIdentifier(view)] ?? .nan
                let minY = rounded(containerTop + y) - rounded(containerTop)
                let maxY = rounded(containerTop + y + 10) - rounded(containerTop)
                expectFrame(view.frame, 0, minY, 10, maxY - minY)
            }
        }
    }

    /// A view that logs its `layoutSubviews()` calls.
    final class LoggingView: LayoutView {
        var log: (LoggingView) -> Void = { _ in }
        override func layoutSubviews() { log(self) }
    }

    @Test func resizedSubviewsLayOutInTheOrderOfSubviewsAfterAReordering() {
        let (root, container, top) = makeContainer()
        top.constant = 10.2
        var calls: [ObjectIdentifier] = []
        var views: [LoggingView] = []
        for index in 0..<5 {
            let view = LoggingView()
            view.log = { calls.append(ObjectIdentifier($0)) }
            container.addSubview(view)
            // 10.5 high: 11 points at 10.2 (10.2 to 20.7), 10 at 10.6 (10.6 to 21.1).
            place(view, in: container, x: CGFloat(index) * 12, y: 0, height: 10.5)
            views.append(view)
        }
        root.layoutIfNeeded()
        container.insertSubview(views[3], at: 0)
        container.insertSubview(views[1], at: 4)
        calls = []
        top.constant = 10.6
        root.layoutIfNeeded()
        for view in views { expectFrame(view.frame, view.frame.minX, 0, 10, 10) }
        #expect(calls == container.subviews.map { ObjectIdentifier($0) })
        #expect(calls.count == 5)
    }
}
