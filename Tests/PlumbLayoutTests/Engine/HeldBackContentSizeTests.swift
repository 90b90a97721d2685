import Foundation
import PlumbLayout
import Testing

/// The engine holds a new view's content-size rows back until the next block of
/// constraints (which they follow into the solver) or the next read of the layout. Whatever
/// happens to the view in between, its frame is what its intrinsic size and the constraints
/// give (a 16-point `LayoutLabel` is 8 points wide per character and 20 high).
@MainActor
struct HeldBackContentSizeTests {
    func label(_ text: String, in parent: LayoutView) -> LayoutLabel {
        let label = LayoutLabel(text: text, fontSize: 16)
        parent.addSubview(label)
        return label
    }

    @Test func aBlockPlacesLabelsWhoseSizesFollowIt() {
        let root = makeRoot(width: 300, height: 100)
        let stack = LayoutView()
        root.addSubview(stack)
        let title = label("Hello", in: stack)
        let body = label("Hi", in: stack)
        constrain(root, stack, title, body) { root, stack, title, body in
            stack.leading == root.leading + 10
            stack.top == root.top + 10
            title.top == stack.top
            title.horizontalEdges == stack.horizontalEdges
            body.top == title.bottom + 4
            body.horizontalEdges == stack.horizontalEdges
            body.bottom == stack.bottom
        }
        root.layoutIfNeeded()
        // The stack is as wide as the wider label (its hugging loses to compression).
        expectFrame(stack.frame, 10, 10, 40, 44)
        expectFrame(title.frame, 0, 0, 40, 20)
        expectFrame(body.frame, 0, 24, 40, 20)
    }

    @Test func aSizeChangedBeforeTheBlockIsTheOneLaidOut() {
        let root = makeRoot(width: 300, height: 100)
        let title = label("Hi", in: root)
        title.text = "Hello, world"
        constrain(root, title) { root, title in
            title.leading == root.leading
            title.top == root.top
        }
        root.layoutIfNeeded()
        expectFrame(title.frame, 0, 0, 96, 20)
    }

    @Test func aLabelRemovedBeforeTheBlockLeavesNoRowBehind() {
        let root = makeRoot(width: 300, height: 100)
        let gone = label("Gone", in: root)
        gone.removeFromSuperview()
        let title = label("Hello", in: root)
        constrain(root, title) { root, title in
            title.leading == root.leading + 5
            title.top == root.top
        }
        root.layoutIfNeeded()
        expectFrame(title.frame, 5, 0, 40, 20)
        #expect(!root.hasAmbiguousLayout)
        // Added again, it measures itself again.
        root.addSubview(gone)
        constrain(root, gone) { root, gone in
            gone.leading == root.leading
            gone.top == root.top + 30
        }
        root.layoutIfNeeded()
        expectFrame(gone.frame, 0, 30, 32, 20)
    }

    @Test func aLayoutBeforeAnyBlockMeasuresTheNewLabels() {
        let root = makeRoot(width: 300, height: 100)
        let title = label("Hello", in: root)
        title.translatesAutoresizingMaskIntoConstraints = false
        root.layoutIfNeeded()
        // Only its size is constrained: its width and height are its intrinsic size.
        #expect(title.frame.size == CGSize(width: 40, height: 20))
    }
}
