import Foundation
import PlumbLayout
import Testing

/// A root whose size is held below required (`sizePriority`), as an AppKit window's content
/// size is held at `windowSizeStayPut` (500): constraints above it resize the root, those
/// below it must fit.
@MainActor
struct WindowSizeTests {
    private func window(_ convention: FrameConvention = .appKit) -> (LayoutView, LayoutView) {
        let root = LayoutView(frame: CGRect(x: 100, y: 200, width: 200, height: 100))
        root.frameConvention = convention
        root.sizePriority = .windowSizeStayPut
        let content = constrainedView(in: root, name: "content")
        constrain(content) { content in
            content.edges == content.superview.edges.inset(by: 10)
        }
        return (root, content)
    }

    @Test func aRequiredMinimumGrowsTheWindowAndItsTopLeftStays() {
        let log = ReportLog()
        defer { log.stop() }
        let (root, content) = window()
        constrain(content) { content in
            content.width >= 300
            content.height >= 130
        }
        root.layoutIfNeeded()
        // AppKit's origin is the bottom-left corner: the top (200 + 100) stays at 300.
        #expect(root.frame == CGRect(x: 100, y: 150, width: 320, height: 150))
        #expect(content.frame == CGRect(x: 10, y: 10, width: 300, height: 130))
        #expect(log.errors.isEmpty)
    }

    @Test func onlyConstraintsAboveWindowSizeStayPutResizeTheWindow() {
        let (root, content) = window(.uiKit)
        let wishes = constrain(content) { content in
            content.width == 400 ~ .windowSizeStayPut - 1
            content.height == 300 ~ .dragThatCanResizeWindow
        }
        root.layoutIfNeeded()
        // The width wish (499) loses to the window's size; the height wish (510) wins. The
        // UIKit convention keeps the top-left origin as it is.
        #expect(root.frame == CGRect(x: 100, y: 200, width: 200, height: 320))
        #expect(content.frame == CGRect(x: 10, y: 10, width: 180, height: 300))
        // The window keeps its new size once the wish is gone, as a window does.
        wishes.deactivate()
        root.layoutIfNeeded()
        #expect(root.frame.size == CGSize(width: 200, height: 320))
        // A drag (setting the frame) resizes it and the content follows.
        root.frame = CGRect(x: 100, y: 200, width: 250, height: 120)
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 10, y: 10, width: 230, height: 100))
    }

    @Test func aRequiredRootNeverResizesAndReportsTheConflict() {
        let log = ReportLog()
        defer { log.stop() }
        let (root, content) = window()
        root.sizePriority = .required
        constrain(content) { content in content.width >= 300 }
        root.layoutIfNeeded()
        #expect(root.frame.size == CGSize(width: 200, height: 100))
        #expect(log.kinds == [.unsatisfiable])
    }

    @Test func theSizePriorityIsTheRootsAndMustBeValid() {
        let log = ReportLog()
        defer { log.stop() }
        let (root, content) = window()
        content.sizePriority = .low
        root.sizePriority = 0
        root.sizePriority = 1001
        #expect(log.kinds == [.invalidValue, .invalidValue, .invalidValue])
        #expect(root.sizePriority == .windowSizeStayPut)
        #expect(content.sizePriority == .windowSizeStayPut)
    }
}
