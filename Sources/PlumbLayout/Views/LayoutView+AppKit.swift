import Foundation

// AppKit mode: a root that reports frames as `NSView` does (origin bottom-left in a superview
// that is not flipped) and a root whose size is held below required, like a window the layout
// may resize. Inside, frames stay top-left (`storedFrame`, what the engine and the pictures
// use); only the public geometry converts, at the frame boundary (AUTOLAYOUT.md §2.1).

extension LayoutView {
    /// How the tree reports frames: ``FrameConvention/uiKit`` (the default) or
    /// ``FrameConvention/appKit``, where frames, guides' layout frames and point conversions
    /// measure y upward from the bottom of every view that is not ``isFlipped``.
    ///
    /// Only the root's value is used; a non-root view reports its root's, and setting it
    /// there is refused with a report. Setting it on a root keeps every view's `frame` numbers
    /// (so views that translate their autoresizing masks move on screen, as their numbers now
    /// mean AppKit's), and views that join or leave the tree keep theirs too, as `NSView`'s do.
    public var frameConvention: FrameConvention {
        get { rootView.storedFrameConvention }
        set {
            guard superview == nil else {
                PlumbDiagnostics.report(
                    .invalidValue(
                        property: "frameConvention (only a root view has one)",
                        value: "\(newValue)", item: debugName))
                return
            }
            guard newValue != storedFrameConvention else { return }
            let numbers = frameNumbers(ofSubtreeBelow: self)
            storedFrameConvention = newValue
            restore(numbers)
        }
    }

    /// The priority at which a root holds the size of its frame: ``LayoutPriority/required``
    /// by default, as UIKit holds a root view; below it, constraints of a higher priority may
    /// resize the root, as they resize an AppKit window whose content size is held at
    /// ``LayoutPriority/windowSizeStayPut`` (500). After each layout the root's frame takes the
    /// size the layout gave it (keeping its top-left corner where it was: with the
    /// ``FrameConvention/appKit`` convention the origin, at the bottom left, moves), and
    /// holds it from then on.
    ///
    /// Only the root's value is used; a non-root view reports its root's. Setting it on a
    /// non-root view, or outside 1…1000, is refused with a report.
    public var sizePriority: LayoutPriority {
        get { rootView.storedSizePriority }
        set {
            guard superview == nil, AutoLayoutRules.priorityRefusal(newValue.rawValue) == nil
            else {
                let why =
                    superview == nil ? "sizePriority" : "sizePriority (only a root view has one)"
                PlumbDiagnostics.report(
                    .invalidValue(property: why, value: "\(newValue)", item: debugName))
                return
            }
            guard newValue != storedSizePriority else { return }
            storedSizePriority = newValue
            guard let engine = ownedEngine else { return }
            for row in rootRows {
                if case .rootFrame(_, isSize: true) = row.kind {
                    row.storedPriority = newValue
                    engine.sync(row)
                }
            }
        }
    }

    /// Whether this view's frame numbers measure y upward from its superview's bottom edge:
    /// in an AppKit-style tree, under a superview that is not flipped.
    var measuresFromBottom: Bool {
        guard let parent = superview else { return false }
        return rootView.storedFrameConvention == .appKit && !parent.isFlipped
    }

    /// Whether points in this view's own coordinates measure y upward: an AppKit-style
    /// tree's view that is not flipped.
    var boundsMeasureFromBottom: Bool {
        rootView.storedFrameConvention == .appKit && !isFlipped
    }

    /// `rect` (top-left, in the superview's top-left space) as the tree's convention reports
    /// it.
    func platformFrame(_ rect: CGRect) -> CGRect {
        guard measuresFromBottom, let parent = superview else { return rect }
        return CGRect(
            x: rect.minX, y: parent.storedFrame.height - rect.maxY, width: rect.width,
            height: rect.height)
    }

    /// A frame given in the tree's convention, in the superview's top-left space.
    func internalFrame(_ rect: CGRect) -> CGRect {
        platformFrame(rect)  // the flip is its own inverse
    }

    /// Every view below `root` (not `root` itself) with its frame numbers as the tree
    /// reports them now.
    func frameNumbers(ofSubtreeBelow root: LayoutView) -> [(LayoutView, CGRect)] {
        root.subtreeViews().dropFirst().map { ($0, $0.frame) }
    }

    /// Gives the views the frame numbers they had (read again in the tree's present
    /// convention), and tells the engine.
    func restore(_ numbers: [(LayoutView, CGRect)]) {
        for (view, frame) in numbers {
            let stored = view.internalFrame(frame)
            guard stored != view.storedFrame else { continue }
            view.storedFrame = stored
            view.node.engine?.frameDidChange(view)
        }
    }
}
