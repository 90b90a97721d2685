import Foundation

/// A rectangle that takes part in layout without being a view: `UILayoutGuide`.
///
/// Add it to a view with ``LayoutView/addLayoutGuide(_:)`` before constraining it
/// (activation is refused otherwise). After layout, ``layoutFrame`` holds its rectangle in
/// the owning view's coordinates. Guides have no margins and no baselines; a constraint
/// that asks for them is refused at creation.
@MainActor
open class LayoutGuide {
    let node = ItemNode()
    /// For the margins and safe-area guides: what their edges follow.
    var systemSource: GuideEdge.Source?
    /// The engine's rows that tie a system guide to its owning view.
    var ties: [LayoutConstraint] = []

    /// A guide not yet added to any view.
    public init() {
        node.guide = self
    }

    /// The view the guide belongs to.
    public internal(set) weak var owningView: LayoutView?

    /// A name used in descriptions and conflict reports (UIKit names its own guides
    /// `UIViewLayoutMarginsGuide` and `UIViewSafeAreaLayoutGuide`).
    public var identifier = ""

    var debugName: String {
        identifier.isEmpty ? "LayoutGuide#\(node.serial)" : "LayoutGuide'\(identifier)'"
    }

    /// The guide's name and layout frame.
    public var description: String { "<\(debugName) layoutFrame=\(layoutFrame.plumbDescription)>" }

    /// The guide's rectangle in its owning view's coordinates, as of the last layout pass
    /// (zero before the guide is laid out), rounded like view frames. In an AppKit-style tree
    /// (see ``LayoutView/frameConvention``) y grows upward from the owning view's bottom
    /// edge unless the view ``LayoutView/isFlipped``, as `NSLayoutGuide.frame` does.
    public var layoutFrame: CGRect {
        let rect = topLeftLayoutFrame
        guard let owner = owningView, owner.boundsMeasureFromBottom else { return rect }
        return CGRect(
            x: rect.minX, y: owner.storedFrame.height - rect.maxY, width: rect.width,
            height: rect.height)
    }

    /// ``layoutFrame`` with the origin at the owning view's top left, whatever the tree's
    /// convention (what pictures draw).
    var topLeftLayoutFrame: CGRect {
        guard let engine = node.engine, let owner = owningView else { return .zero }
        // The guide's variables are in its owner's bounds; edges round in the root's space.
        let rect = node.variables
        let origin = engine.absoluteOrigin(of: owner)
        let minX = engine.round(origin.x + rect.minX.value)
        let minY = engine.round(origin.y + rect.minY.value)
        let maxX = engine.round(origin.x + rect.minX.value + rect.width.value)
        let maxY = engine.round(origin.y + rect.minY.value + rect.height.value)
        let originX = engine.round(origin.x)
        let originY = engine.round(origin.y)
        return CGRect(x: minX - originX, y: minY - originY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the guide's rectangle could change without violating a required constraint
    /// or worsening any priority level (false for a guide not in a view).
    public var hasAmbiguousLayout: Bool {
        guard let owner = owningView else { return false }
        return LayoutEngine.of(owner.rootView).isAmbiguous(node)
    }

    /// The constraints that affect the guide's position and size on `axis`.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        guard let owner = owningView else { return [] }
        return LayoutEngine.of(owner.rootView).constraintsAffecting(node, axis: axis)
    }
}
