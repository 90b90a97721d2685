import Foundation
import PlumbLayout
import Testing

/// Every attribute maps to the frame as Auto Layout maps it (AUTOLAYOUT.md 2.2).
@MainActor
struct AttributeFrameTests {
    @Test func edgesWithConstantsGiveTheInsetFrame() {
        let log = ReportLog()
        defer { log.stop() }
        let root = makeRoot()
        let child = constrainedView(in: root)
        pin(child, .left, .equal, root, .left, constant: 10)
        pin(child, .top, .equal, root, .top, constant: 20)
        pin(child, .right, .equal, root, .right, constant: -30)
        pin(child, .bottom, .equal, root, .bottom, constant: -40)
        root.layoutIfNeeded()
        expectFrame(child.frame, 10, 20, 280, 420)
        #expect(log.errors.isEmpty)
        #expect(!child.hasAmbiguousLayout)
    }

    @Test func centersAndSizesCentreTheView() {
        let root = makeRoot(width: 320, height: 300)
        let child = constrainedView(in: root)
        pin(child, .width, constant: 100)
        pin(child, .height, constant: 50)
        pin(child, .centerX, .equal, root, .centerX)
        pin(child, .centerY, .equal, root, .centerY)
        root.layoutIfNeeded()
        expectFrame(child.frame, 110, 125, 100, 50)
    }
}
