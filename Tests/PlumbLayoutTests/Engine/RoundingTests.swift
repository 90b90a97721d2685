import Foundation
import PlumbLayout
import Testing

@MainActor
struct RoundingTests {
    /// A `height`-tall view centred in an 88-point bar whose top is at `top`.
    func centred(height: CGFloat, top: CGFloat = 0, scale: CGFloat) -> LayoutView {
        let root = makeRoot(width: 100, height: 2000)
        root.displayScale = scale
        let bar = constrainedView(in: root)
        pin(bar, .top, .equal, root, .top, constant: top)
        pin(bar, .left, .equal, root, .left)
        pin(bar, .width, constant: 100)
        pin(bar, .height, constant: 88)
        let view = constrainedView(in: bar)
        pin(view, .centerY, .equal, bar, .centerY)
        pin(view, .left, .equal, bar, .left)
        pin(view, .width, constant: 10)
        pin(view, .height, constant: height)
        root.layoutIfNeeded()
        return view
    }

    @Test func framesRoundHalfUpToWholePointsAtScaleOne() {
        expectFrame(centred(height: 21, scale: 1).frame, 0, 34, 10, 21)
    }

    @Test func framesRoundToHalfPointsAtScaleTwo() {
        expectFrame(centred(height: 21, scale: 2).frame, 0, 33.5, 10, 21)
    }

    @Test func framesRoundToThirdPointsAtScaleThree() {
        // Top: 33.75 → 101.25 pixels → 101; bottom: 54.25 → 162.75 pixels → 163.
        let frame = centred(height: 20.5, scale: 3).frame
        expectFrame(frame, 0, 101.0 / 3, 10, 62.0 / 3, accuracy: 1e-9)
        #expect(abs(frame.minY * 3 - (frame.minY * 3).rounded()) < 1e-9)
        #expect(abs(frame.maxY * 3 - (frame.maxY * 3).rounded()) < 1e-9)
    }

    @Test func roundingIsAppliedToEdgesInTheRootsSpace() {
        // A bar at 950.25 goes to 950.5 at @2x; at 950.2 it goes to 950.
        let root = makeRoot(width: 100, height: 2000)
        root.displayScale = 2
        let a = constrainedView(in: root)
        let b = constrainedView(in: root)
        pin(a, .top, .equal, root, .top, constant: 950.25)
        pin(b, .top, .equal, root, .top, constant: 950.2)
        for view in [a, b] {
            pin(view, .left, .equal, root, .left)
            pin(view, .width, constant: 10)
            pin(view, .height, constant: 10)
        }
        root.layoutIfNeeded()
        expectFrame(a.frame, 0, 950.5, 10, 10)
        expectFrame(b.frame, 0, 950, 10, 10)
    }

    @Test func adjacentViewsStayAdjacentAfterRounding() {
        let root = makeRoot(width: 100, height: 100)
        var previous: LayoutView?
        var views: [LayoutView] = []
        for _ in 0..<3 {
            let view = constrainedView(in: root)
            pin(view, .top, .equal, root, .top)
            pin(view, .height, constant: 10)
            pin(view, .width, .equal, root, .width, multiplier: 1.0 / 3.0)
            if let previous {
                pin(view, .left, .equal, previous, .right)
            } else {
                pin(view, .left, .equal, root, .left)
            }
            previous = view
            views.append(view)
        }
        root.layoutIfNeeded()
        #expect(views[0].frame.maxX == views[1].frame.minX)
        #expect(views[1].frame.maxX == views[2].frame.minX)
        #expect(views[2].frame.maxX == 100)
    }

    @Test func invalidScalesAreRefused() {
        let log = ReportLog()
        defer { log.stop() }
        let root = makeRoot()
        let child = LayoutView()
        root.addSubview(child)
        root.displayScale = -1
        child.displayScale = 2
        child.layoutDirection = .rightToLeft
        #expect(log.kinds == [.invalidValue, .invalidValue, .invalidValue])
        #expect(child.displayScale == 1 && root.displayScale == 1)
        #expect(child.layoutDirection == .leftToRight)
    }
}
