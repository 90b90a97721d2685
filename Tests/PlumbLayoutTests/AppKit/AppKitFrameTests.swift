import Foundation
import PlumbLayout
import Testing

/// A flipped view, as an `NSView` subclass that overrides `isFlipped`.
@MainActor
final class FlippedView: LayoutView {
    override var isFlipped: Bool { true }
}

/// AppKit mode: frames reported as `NSView` reports them (origin at the bottom left of a
/// superview that is not flipped), against frames worked out by hand from the same layout in
/// UIKit's top-left space.
@MainActor
struct AppKitFrameTests {
    private func window(width: CGFloat = 400, height: CGFloat = 300) -> LayoutView {
        let root = makeRoot(width: width, height: height)
        root.frameConvention = .appKit
        return root
    }

    @Test func framesMeasureUpFromTheBottomOfASuperviewThatIsNotFlipped() {
        let log = ReportLog()
        defer { log.stop() }
        let root = window()
        let box = constrainedView(in: root, name: "box")
        let inner = constrainedView(in: box, name: "inner")
        let flipped = FlippedView()
        flipped.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(flipped)
        let inFlipped = constrainedView(in: flipped, name: "inFlipped")
        constrain(box, inner, root) { box, inner, root in
            box.top == root.top + 10
            box.leading == root.leading + 20
            box.size == (100, 50)
            inner.top == box.top + 5
            inner.leading == box.leading + 5
            inner.size == (20, 10)
        }
        constrain(flipped, inFlipped) { flipped, inFlipped in
            flipped.top == flipped.superview.top + 100
            flipped.leading == flipped.superview.leading
            flipped.size == (200, 100)
            inFlipped.top == flipped.top + 5
            inFlipped.leading == flipped.leading + 5
            inFlipped.size == (20, 10)
        }
        root.layoutIfNeeded()
        // Top-left: box (20, 10), inner (5, 5) in box; AppKit: from the bottom.
        expectFrame(box.frame, 20, 300 - 10 - 50, 100, 50)
        expectFrame(inner.frame, 5, 50 - 5 - 10, 20, 10)
        // The flipped view's subviews measure from its top; it still sits from the root's
        // bottom.
        expectFrame(flipped.frame, 0, 300 - 100 - 100, 200, 100)
        expectFrame(inFlipped.frame, 5, 5, 20, 10)
        #expect(log.errors.isEmpty)
    }

    @Test func theSameLayoutDrawsTheSameInBothConventions() {
        var outlines: [String] = []
        for convention in FrameConvention.allCases {
            let root = makeRoot(width: 200, height: 120)
            root.identifier = "root"
            root.frameConvention = convention
            let a = constrainedView(in: root, name: "a")
            let b = constrainedView(in: a, name: "b")
            constrain(a, b) { a, b in
                a.edges == a.superview.edges.inset(by: 10)
                b.bottom == a.bottom - 4
                b.trailing == a.trailing - 4
                b.size == (30, 20)
            }
            outlines.append(root.layoutOutline)
        }
        #expect(outlines[0] == outlines[1])
        #expect(outlines[0].contains(" 146 76 30 20\n"))
    }

    @Test func settingAFrameGivesAppKitNumbersAndTheyStayWhenTheViewMoves() {
        let root = window(width: 200, height: 100)
        let view = LayoutView(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
        root.addSubview(view)
        root.layoutIfNeeded()
        // 10 points above the bottom: 70 from the top, as a picture draws it.
        #expect(view.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
        #expect(view.convert(view.bounds, to: nil) == CGRect(x: 10, y: 10, width: 50, height: 20))
        #expect(root.layoutOutline.contains(" 10 70 50 20\n"))
        let other = makeRoot(width: 300, height: 300)
        other.frameConvention = .appKit
        other.addSubview(view)
        #expect(view.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
        view.removeFromSuperview()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
        #expect(view.frameConvention == .appKit)
        // Centre and bounds follow the frame's numbers.
        #expect(view.center == CGPoint(x: 35, y: 20))
    }

    @Test func autoresizingKeepsTheBottomLeftOriginAsAppKitDoes() {
        let root = window(width: 200, height: 100)
        let fixed = LayoutView(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
        let stretchy = LayoutView(frame: CGRect(x: 10, y: 40, width: 50, height: 20))
        // AppKit's minYMargin (the same bit as UIKit's top margin) is the bottom margin.
        stretchy.autoresizingMask = [.flexibleTopMargin]
        root.addSubview(fixed)
        root.addSubview(stretchy)
        root.layoutIfNeeded()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 160)
        root.layoutIfNeeded()
        // The fixed view keeps its distance to the bottom; the other's bottom margin
        // stretches by the 60 points the window grew (its top margin, 40, is fixed).
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
        #expect(stretchy.frame == CGRect(x: 10, y: 100, width: 50, height: 20))
        // Drawn from the top: 130 and 40.
        #expect(fixed.convert(fixed.bounds, to: nil) == CGRect(x: 10, y: 10, width: 50, height: 20))
        #expect(root.layoutOutline.contains(" 10 130 50 20\n"))
        #expect(root.layoutOutline.contains(" 10 40 50 20\n"))
    }

    @Test func autoresizingInANestedViewMeasuresFromThatViewsBottom() {
        // The panel sits 30 points below the window's top; its subviews' rules are relative
        // to it, so moving or growing it keeps each rule's own margin.
        let root = window(width: 200, height: 300)
        let panel = constrainedView(in: root, name: "panel")
        pin(panel, .left, .equal, root, .left, constant: 20)
        let top = pin(panel, .top, .equal, root, .top, constant: 30)
        pin(panel, .width, constant: 150)
        let height = pin(panel, .height, constant: 100)
        // Subviews added once the panel has its size: their rules start from it.
        root.layoutIfNeeded()
        let fixed = LayoutView(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
        let stretchy = LayoutView(frame: CGRect(x: 10, y: 40, width: 50, height: 20))
        stretchy.autoresizingMask = [.flexibleTopMargin]
        panel.addSubview(fixed)
        panel.addSubview(stretchy)
        root.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
        #expect(stretchy.frame == CGRect(x: 10, y: 40, width: 50, height: 20))
        top.constant = 50
        height.constant = 160
        root.layoutIfNeeded()
        // The panel's bottom-left origin: 300 − 50 − 160 = 90 up from the window's bottom.
        #expect(panel.frame == CGRect(x: 20, y: 90, width: 150, height: 160))
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
        #expect(stretchy.frame == CGRect(x: 10, y: 100, width: 50, height: 20))
        // In the window: 90 + 10 and 90 + 100 up from its bottom.
        #expect(
            fixed.convert(fixed.bounds, to: nil) == CGRect(x: 30, y: 100, width: 50, height: 20))
        #expect(
            stretchy.convert(stretchy.bounds, to: nil)
                == CGRect(x: 30, y: 190, width: 50, height: 20))
    }

    @Test func pointsAndGuidesConvertAsInAppKit() {
        let root = window(width: 200, height: 100)
        let box = constrainedView(in: root, name: "box")
        let flipped = FlippedView()
        flipped.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(flipped)
        let guide = LayoutGuide()
        box.addLayoutGuide(guide)
        constrain(box, flipped, guide) { box, flipped, guide in
            box.top == box.superview.top
            box.leading == box.superview.leading
            box.size == (100, 60)
            flipped.top == box.bottom
            flipped.leading == box.leading
            flipped.size == (100, 40)
            guide.top == box.top + 10
            guide.leading == box.leading + 10
            guide.size == (30, 20)
        }
        root.layoutIfNeeded()
        // box: 60 high at the top of a 100-high root; its origin is 40 up from the bottom.
        expectFrame(box.frame, 0, 40, 100, 60)
        // The guide: 10 below box's top edge, so 60 − 10 − 20 = 30 up from box's bottom.
        expectFrame(guide.layoutFrame, 10, 30, 30, 20)
        // A point 5 up from box's bottom is 45 up from the root's; in the flipped view (whose
        // top is box's bottom) it is 5 above its top: y = −5.
        #expect(box.convert(CGPoint(x: 1, y: 5), to: nil) == CGPoint(x: 1, y: 45))
        #expect(box.convert(CGPoint(x: 1, y: 5), to: flipped) == CGPoint(x: 1, y: -5))
        #expect(flipped.convert(CGPoint(x: 1, y: -5), to: box) == CGPoint(x: 1, y: 5))
        #expect(box.convert(CGPoint(x: 1, y: 45), from: nil) == CGPoint(x: 1, y: 5))
    }

    @Test func alignmentRectsTakeTheTopInsetFromTheTopEdge() {
        let root = window(width: 200, height: 100)
        let view = LayoutView()
        view.alignmentRectInsets = AbsoluteEdgeInsets(top: 4, left: 2, bottom: 6, right: 8)
        root.addSubview(view)
        let frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        // Bottom-left origin: the bottom inset is nearest the origin.
        #expect(view.alignmentRect(forFrame: frame) == CGRect(x: 2, y: 6, width: 90, height: 40))
        #expect(view.frame(forAlignmentRect: CGRect(x: 2, y: 6, width: 90, height: 40)) == frame)
    }

    @Test func theConventionIsTheRootsAndChangingItKeepsTheFramesNumbers() {
        let log = ReportLog()
        defer { log.stop() }
        let root = makeRoot(width: 200, height: 100)
        let view = LayoutView(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
        root.addSubview(view)
        view.frameConvention = .appKit
        #expect(log.kinds == [.invalidValue] && root.frameConvention == .uiKit)
        root.layoutIfNeeded()
        #expect(root.layoutOutline.contains(" 10 10 50 20\n"))
        root.frameConvention = .appKit
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
        #expect(view.frameConvention == .appKit)
        #expect(root.layoutOutline.contains(" 10 70 50 20\n"))
    }
}
