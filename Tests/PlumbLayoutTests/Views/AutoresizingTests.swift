import Foundation
import PlumbLayout
import Testing

@MainActor
struct AutoresizingTests {
    func resize(_ root: LayoutView, width: CGFloat, height: CGFloat) {
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.layoutIfNeeded()
    }

    @Test func aViewWithNoMaskKeepsItsFrame() {
        let root = makeRoot(width: 300, height: 300)
        let view = LayoutView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        root.addSubview(view)
        root.layoutIfNeeded()
        resize(root, width: 500, height: 100)
        expectFrame(view.frame, 10, 20, 30, 40)
    }

    @Test func masksShareTheChangeAmongTheFlexibleParts() {
        let root = makeRoot(width: 300, height: 300)
        func make(_ mask: AutoresizingMask) -> LayoutView {
            let view = LayoutView(frame: CGRect(x: 50, y: 100, width: 100, height: 50))
            view.autoresizingMask = mask
            root.addSubview(view)
            return view
        }
        let width = make(.flexibleWidth)
        let left = make(.flexibleLeftMargin)
        let margins = make([.flexibleLeftMargin, .flexibleRightMargin])
        let all = make([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
        let height = make([.flexibleHeight, .flexibleTopMargin])
        root.layoutIfNeeded()
        resize(root, width: 600, height: 450)
        expectFrame(width.frame, 50, 100, 400, 50)
        expectFrame(left.frame, 350, 100, 100, 50)
        // Margins 50 and 150 share 300 as 1:3.
        expectFrame(margins.frame, 125, 100, 100, 50)
        // Parts 50, 100, 150 share 300 as 1:2:3.
        expectFrame(all.frame, 100, 100, 200, 50)
        // Top margin 100 and height 50 share 150 as 2:1.
        expectFrame(height.frame, 50, 200, 100, 100)
    }

    @Test func settingTheFrameOfATranslatingViewMovesIt() {
        let root = makeRoot()
        let view = LayoutView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        let child = constrainedView(in: view)
        pinEdges(child, to: view, inset: 1)
        root.layoutIfNeeded()
        view.frame = CGRect(x: 5, y: 6, width: 70, height: 80)
        root.layoutIfNeeded()
        expectFrame(view.frame, 5, 6, 70, 80)
        expectFrame(child.frame, 1, 1, 68, 78)
        view.center = CGPoint(x: 100, y: 100)
        root.layoutIfNeeded()
        expectFrame(view.frame, 65, 60, 70, 80)
        view.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
        root.layoutIfNeeded()
        expectFrame(view.frame, 95, 90, 10, 20)
    }

    @Test func aConstrainedParentResizesItsTranslatingChildren() {
        let root = makeRoot(width: 300, height: 300)
        let panel = constrainedView(in: root)
        let width = pin(panel, .width, constant: 100)
        pin(panel, .height, constant: 100)
        pin(panel, .left, .equal, root, .left)
        pin(panel, .top, .equal, root, .top)
        // As in UIKit, the mask is relative to the superview's size when the frame is set,
        // so lay the panel out first.
        root.layoutIfNeeded()
        let fill = LayoutView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        panel.addSubview(fill)
        root.layoutIfNeeded()
        expectFrame(fill.frame, 10, 10, 80, 80)
        width.constant = 200
        root.layoutIfNeeded()
        expectFrame(fill.frame, 10, 10, 180, 80)
    }

    @Test func turningTranslationOnPinsTheCurrentFrame() {
        let root = makeRoot()
        let view = constrainedView(in: root)
        pinEdges(view, to: root, inset: 10)
        root.layoutIfNeeded()
        expectFrame(view.frame, 10, 10, 300, 460)
        LayoutConstraint.deactivate(view.superview!.constraints)
        view.translatesAutoresizingMaskIntoConstraints = true
        root.layoutIfNeeded()
        expectFrame(view.frame, 10, 10, 300, 460)
        #expect(!view.hasAmbiguousLayout)
    }

    @Test func settingTheFrameOfAConstrainedViewIsUndoneByLayout() {
        let root = makeRoot()
        let view = constrainedView(in: root)
        pinEdges(view, to: root, inset: 10)
        root.layoutIfNeeded()
        view.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        expectFrame(view.frame, 0, 0, 1, 1)
        root.layoutIfNeeded()
        expectFrame(view.frame, 10, 10, 300, 460)
    }

    @Test func nonFiniteFramesAreRefused() {
        let log = ReportLog()
        defer { log.stop() }
        let view = LayoutView(frame: CGRect(x: 1, y: 1, width: 1, height: 1))
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        #expect(log.kinds == [.invalidValue])
        expectFrame(view.frame, 1, 1, 1, 1)
    }
}
