/// How a tree of ``LayoutView``s reports frames: as UIKit does, or as AppKit does.
///
/// Auto Layout computes the same layout on both platforms (values grow downward in
/// constraints on both); only the frames it hands back differ. Set it on a root with
/// ``LayoutView/frameConvention``.
public enum FrameConvention: Sendable, Hashable, CaseIterable {
    /// UIKit's: every frame's origin is its top-left corner, in a superview whose y grows
    /// downward. The default.
    case uiKit
    /// AppKit's: a frame is in its superview's coordinates, whose origin is the bottom-left
    /// corner with y growing upward unless the superview ``LayoutView/isFlipped`` (as
    /// `NSView` does); likewise a layout guide's ``LayoutGuide/layoutFrame`` in its owning
    /// view and ``LayoutView/convert(_:to:)-(CGPoint,_)`` between views.
    case appKit
}
