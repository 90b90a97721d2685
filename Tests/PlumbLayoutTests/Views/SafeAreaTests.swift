import Foundation
import PlumbLayout
import Testing

@MainActor
struct SafeAreaTests {
    /// An iPhone-like root: 390×844 with a 47-point notch and a 34-point home indicator.
    func phone() -> LayoutView {
        let root = makeRoot(width: 390, height: 844)
        root.additionalSafeAreaInsets = AbsoluteEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        return root
    }

    @Test func theSafeAreaGuideIsTheRootInsetByTheWindowsInsets() {
        let root = phone()
        let content = constrainedView(in: root)
        pinEdges(content, to: root.safeAreaLayoutGuide)
        root.layoutIfNeeded()
        expectFrame(content.frame, 0, 47, 390, 763)
        expectFrame(root.safeAreaLayoutGuide.layoutFrame, 0, 47, 390, 763)
        #expect(root.safeAreaInsets == AbsoluteEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    @Test func aSubviewsSafeAreaIsTheUnsafePartItOverlaps() {
        let root = phone()
        let header = constrainedView(in: root)
        pin(header, .top, .equal, root, .top)
        pin(header, .left, .equal, root, .left)
        pin(header, .right, .equal, root, .right)
        pin(header, .height, constant: 100)
        let title = constrainedView(in: header)
        pin(title, .top, .equal, header.safeAreaLayoutGuide, .top)
        pin(title, .bottom, .equal, header.safeAreaLayoutGuide, .bottom)
        pin(title, .left, .equal, header, .left)
        pin(title, .right, .equal, header, .right)
        root.layoutIfNeeded()
        #expect(header.safeAreaInsets == AbsoluteEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        expectFrame(title.frame, 0, 47, 390, 53)
    }

    @Test func marginsAreMeasuredFromTheSafeArea() {
        let root = phone()
        let content = constrainedView(in: root)
        pin(content, .top, .equal, root, .topMargin)
        pin(content, .bottom, .equal, root, .bottomMargin)
        pin(content, .leading, .equal, root, .leadingMargin)
        pin(content, .trailing, .equal, root, .trailingMargin)
        root.layoutIfNeeded()
        expectFrame(content.frame, 8, 55, 374, 844 - 55 - 42)
        root.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        expectFrame(content.frame, 8, 8, 374, 828)
    }

    @Test func changingTheWindowsInsetsRelaysOut() {
        let root = phone()
        let content = constrainedView(in: root)
        pinEdges(content, to: root.safeAreaLayoutGuide)
        root.layoutIfNeeded()
        root.additionalSafeAreaInsets = AbsoluteEdgeInsets(top: 20, left: 44, bottom: 21, right: 44)
        root.layoutIfNeeded()
        expectFrame(content.frame, 44, 20, 302, 803)
        root.additionalSafeAreaInsets = .zero
        root.layoutIfNeeded()
        expectFrame(content.frame, 0, 0, 390, 844)
    }

    @Test func negativeInsetsAreRefused() {
        let log = ReportLog()
        defer { log.stop() }
        let root = phone()
        root.additionalSafeAreaInsets = AbsoluteEdgeInsets(top: -1, left: 0, bottom: 0, right: 0)
        #expect(log.kinds == [.invalidValue])
        #expect(root.additionalSafeAreaInsets.top == 47)
    }
}
