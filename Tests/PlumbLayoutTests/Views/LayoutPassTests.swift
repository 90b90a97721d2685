import Foundation
import PlumbLayout
import Testing

@MainActor
struct LayoutPassTests {
    final class Counting: LayoutView {
        var passes = 0
        override func layoutSubviews() { passes += 1 }
    }

    @Test func layoutSubviewsRunsWhenTheSizeChangesOrLayoutIsRequested() {
        let root = makeRoot()
        let view = Counting()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        pinEdges(view, to: root)
        root.layoutIfNeeded()
        #expect(view.passes == 1)
        root.layoutIfNeeded()
        #expect(view.passes == 1)
        view.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(view.passes == 2)
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.layoutIfNeeded()
        #expect(view.passes == 3)
        expectFrame(view.frame, 0, 0, 100, 100)
    }

    @Test func framesChangeOnlyInTheLayoutPass() {
        let root = makeRoot()
        let view = constrainedView(in: root)
        pinEdges(view, to: root)
        root.layoutIfNeeded()
        let width = pin(view, .width, constant: 50, priority: .high)
        pin(view, .width, .lessThanOrEqual, root, .width)
        width.isActive = false
        let narrow = LayoutConstraint(
            item: view, attribute: .right, relatedBy: .equal, toItem: root, attribute: .right,
            multiplier: 1, constant: -20)
        LayoutConstraint.deactivate(root.constraints.filter { $0.firstAttribute == .right })
        narrow.isActive = true
        expectFrame(view.frame, 0, 0, 320, 480)
        root.layoutIfNeeded()
        expectFrame(view.frame, 0, 0, 300, 480)
    }

    @Test func descriptionsShowFrames() {
        let view = LayoutView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        view.identifier = "box"
        #expect(view.description == "<LayoutView'box' frame=(1, 2, 3, 4)>")
    }
}

@MainActor
struct UpdatePassTests {
    final class Toggling: LayoutView {
        var compact = false { didSet { setNeedsUpdateConstraints() } }
        var order: [String] = []
        var name = ""
        var sharedLog: ((String) -> Void)?
        lazy var widthConstraint = LayoutConstraint(
            item: self, attribute: .width, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute,
            multiplier: 1, constant: 100)
        override func updateConstraints() {
            order.append(name)
            sharedLog?(name)
            widthConstraint.constant = compact ? 40 : 100
            widthConstraint.isActive = true
            super.updateConstraints()
        }
    }

    @Test func updateConstraintsRunsBottomUpBeforeLayout() {
        let root = makeRoot()
        let outer = Toggling()
        let inner = Toggling()
        outer.name = "outer"
        inner.name = "inner"
        var calls: [String] = []
        for view in [outer, inner] {
            view.translatesAutoresizingMaskIntoConstraints = false
            view.sharedLog = { calls.append($0) }
        }
        root.addSubview(outer)
        outer.addSubview(inner)
        pin(outer, .left, .equal, root, .left)
        pin(outer, .top, .equal, root, .top)
        pin(outer, .height, constant: 10)
        pin(inner, .left, .equal, outer, .left)
        pin(inner, .top, .equal, outer, .top)
        pin(inner, .height, constant: 10)
        outer.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        #expect(outer.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(calls == ["inner", "outer"])
        #expect(!outer.needsUpdateConstraints())
        expectFrame(outer.frame, 0, 0, 100, 10)
        outer.compact = true
        root.layoutIfNeeded()
        expectFrame(outer.frame, 0, 0, 40, 10)
        #expect(inner.order.count == 1 && outer.order.count == 2)
    }
}

@MainActor
struct ConversionTests {
    @Test func pointsAndRectsConvertThroughTheTree() {
        let root = makeRoot()
        let a = LayoutView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = LayoutView(frame: CGRect(x: 5, y: 6, width: 10, height: 10))
        let c = LayoutView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        root.addSubview(a)
        a.addSubview(b)
        root.addSubview(c)
        #expect(b.convert(b.bounds, to: nil) == CGRect(x: 15, y: 26, width: 10, height: 10))
        #expect(b.convert(CGPoint.zero, to: c) == CGPoint(x: -35, y: -24))
        #expect(c.convert(CGPoint(x: -35, y: -24), from: b) == CGPoint(x: -70, y: -48))
        #expect(b.convert(CGPoint(x: 15, y: 26), from: nil) == .zero)
        let log = ReportLog()
        defer { log.stop() }
        _ = b.convert(CGPoint.zero, to: LayoutView())
        #expect(log.kinds == [.invalidHierarchy])
    }
}
