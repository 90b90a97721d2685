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

    /// Every edge lands where the rounding rule puts it in the root's space: snap to a
    /// millionth of a pixel, halves away from zero, then to the pixel, halves up; a frame is
    /// its rounded edges less its superview's rounded origin. Ties of both steps, both signs,
    /// values too large for a fraction; then each view moves by an eighth of a point (part of
    /// a pixel at every scale), so that its subview, whose own variables do not change, is
    /// placed again from the new origin (which the pass hands down already rounded).
    @Test(arguments: [1.0, 2.0, 3.0])
    func edgesFollowTheRoundingRuleAtEveryScale(scale: Double) {
        func rule(_ value: Double) -> Double {
            ((value * scale * 1e6).rounded() / 1e6 + 0.5).rounded(.down) / scale
        }
        let tops: [Double] = [
            -3.5, -2.25, -0.5 / scale, -1.5 / scale, -1e-7, 0, 1e-7, 0.5 / scale, 2.5 / scale,
            1.0 / 6, 0.25000000049, 0.2499999995, 123.456789, 950.25, -950.75,
            2_500_000_000.25, 1_099_511_627_776.5,
        ]
        let sizes: [Double] = [10.5, 1.0 / 3, 0.5 / scale]
        let root = makeRoot(width: 100, height: 2000)
        root.displayScale = CGFloat(scale)
        var placed: [(view: LayoutView, inner: LayoutView, pin: LayoutConstraint, size: Double)] =
            []
        for top in tops {
            for size in sizes {
                let view = constrainedView(in: root)
                let topPin = pin(view, .top, .equal, root, .top, constant: CGFloat(top))
                pin(view, .left, .equal, root, .left, constant: CGFloat(top / 7))
                pin(view, .width, constant: CGFloat(size))
                pin(view, .height, constant: CGFloat(size))
                let inner = constrainedView(in: view)
                pin(inner, .top, .equal, view, .top, constant: CGFloat(size / 3))
                pin(inner, .left, .equal, view, .left, constant: CGFloat(0.5 / scale))
                pin(inner, .width, constant: 1)
                pin(inner, .height, constant: CGFloat(size))
                placed.append((view, inner, topPin, size))
            }
        }
        for shift in [0, 0.125] {
            for entry in placed { entry.pin.constant = CGFloat(Double(entry.pin.constant) + shift) }
            root.layoutIfNeeded()
            for (view, inner, topPin, size) in placed {
                // Sums associated as the engine adds them: a view's edges are its origin plus
                // its own offsets, an origin the superview's plus the view's.
                let top = Double(topPin.constant)
                let left = top / 7
                let (innerTop, innerLeft) = (top + size / 3, left + 0.5 / scale)
                let name = "top \(top), size \(size)"
                #expect(Double(view.frame.minY) == rule(top), "\(name)")
                #expect(Double(view.frame.height) == rule(top + size) - rule(top), "\(name)")
                #expect(Double(view.frame.minX) == rule(left), "\(name)")
                #expect(Double(view.frame.width) == rule(left + size) - rule(left), "\(name)")
                #expect(Double(inner.frame.minY) == rule(innerTop) - rule(top), "\(name)")
                #expect(
                    Double(inner.frame.height) == rule(top + (size / 3 + size)) - rule(innerTop),
                    "\(name)")
                #expect(Double(inner.frame.minX) == rule(innerLeft) - rule(left), "\(name)")
                #expect(
                    Double(inner.frame.width) == rule(left + (0.5 / scale + 1)) - rule(innerLeft),
                    "\(name)")
            }
        }
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
