import Foundation
import PlumbLayout
import Testing

// The sample of PlumbLayout.docc's LayingOutAppKitViews.md, run so that it fails here if it
// stops compiling or stops doing what the article says. Keep them in step.

@MainActor
@Suite struct LayingOutAppKitViewsSampleTests {
    /// The overview: a window the layout resizes, with AppKit's frames.
    @Test func aWindowTheLayoutResizes() {
        let window = LayoutView(frame: CGRect(x: 0, y: 0, width: 480, height: 320))
        window.frameConvention = .appKit  // frames measure up from the bottom-left corner
        window.sizePriority = .windowSizeStayPut  // the layout may resize the window
        let sidebar = LayoutView()
        let editor = LayoutView()
        window.addSubview(sidebar)
        window.addSubview(editor)
        constrain(sidebar, editor) { sidebar, editor in
            sidebar.verticalEdges == sidebar.superview.verticalEdges
            sidebar.leading == sidebar.superview.leading
            sidebar.width == 160
            editor.verticalEdges == editor.superview.verticalEdges
            editor.leading == sidebar.trailing
            editor.trailing == editor.superview.trailing
            editor.width >= 400  // required: the window grows to 560
            editor.height >= 360  // and to 360, its top edge staying put
        }
        window.layoutIfNeeded()
        #expect(window.frame == CGRect(x: 0, y: -40, width: 560, height: 360))
        #expect(editor.frame == CGRect(x: 160, y: 0, width: 400, height: 360))
        #expect(sidebar.frame == CGRect(x: 0, y: 0, width: 160, height: 360))
    }
}
