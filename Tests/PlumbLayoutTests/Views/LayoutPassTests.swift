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
        let narrow = LayoutConstraint(item: view, attribute: .right, relatedBy: .equal, toItem: root, attribute: .right, multiplier: 1, constant: -20)
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
