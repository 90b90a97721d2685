import Foundation

/// A rectangle in a tree of views, laid out by the built-in Auto Layout engine: `UIView`'s
/// layout API, headless.
///
/// Frames are relative to the superview, assigned top-down by ``layoutIfNeeded()``, and
/// rounded to the root's ``displayScale``. A view with
/// ``translatesAutoresizingMaskIntoConstraints`` (the default) keeps the frame it is given
/// (and follows its ``autoresizingMask`` when its superview resizes); clear it to let
/// constraints place the view. A view without a superview is a root: it stands for what a
/// window gives UIKit views, holding its size, ``additionalSafeAreaInsets``,
/// ``layoutDirection`` and ``displayScale``.
///
/// Subclass to give an intrinsic size (override ``intrinsicContentSize`` and call
/// ``invalidateIntrinsicContentSize()`` when it changes), baselines
/// (``firstBaselineOffsetFromTop``, ``lastBaselineOffsetFromBottom``) or
/// ``alignmentRectInsets``. ``LayoutLabel`` is such a subclass.
@MainActor
open class LayoutView {
    let node = ItemNode()

    /// A view with the given frame (zero by default).
    public init(frame: CGRect = .zero) {
        storedFrame = frame.isFiniteRect ? frame : .zero
        node.view = self
        layoutSubviewsDoesNothing = type(of: self) == LayoutView.self
        if !frame.isFiniteRect {
            PlumbDiagnostics.report(
                .invalidValue(property: "frame", value: "\(frame)", item: debugName))
        }
    }

    // MARK: Names

    // Unchecked: read for every constraint the DSL makes (to record the items' names).
    /// A name used in descriptions and conflict reports (as `NSView.identifier`).
    @exclusivity(unchecked) public var identifier: String?

    var debugName: String {
        let type = LayoutView.typeName(of: self)
        return identifier.map { "\(type)'\($0)'" } ?? "\(type)#\(node.serial)"
    }

    /// Type names by class: `String(describing:)` on a metatype costs about a microsecond
    /// (it reflects), and every constraint the DSL makes names its views.
    private static var typeNames: [ObjectIdentifier: String] = [:]

    private static func typeName(of view: LayoutView) -> String {
        typeName(of: Swift.type(of: view))
    }

    /// The name of a view class, as descriptions write it (`LayoutView`, `LayoutLabel`).
    static func typeName(of type: LayoutView.Type) -> String {
        let id = ObjectIdentifier(type)
        if let name = typeNames[id] { return name }
        let name = String(describing: type)
        typeNames[id] = name
        return name
    }

    /// The view's name and frame.
    public var description: String { "<\(debugName) frame=\(frame.plumbDescription)>" }

    /// The view's name, frame, and whether its layout is ambiguous.
    public var debugDescription: String {
        "<\(debugName) frame=\(frame.plumbDescription)\(hasAmbiguousLayout ? " AMBIGUOUS LAYOUT" : "")>"
    }

    // MARK: Hierarchy (see LayoutView+Hierarchy.swift)

    // The layout pass reads superview, subviews and translatesAutoresizingMaskIntoConstraints
    // for every view it examines, in short accesses on the main actor that never overlap;
    // being public, they would otherwise be checked for exclusivity dynamically on each read.

    /// The view this one is a subview of.
    @exclusivity(unchecked) public internal(set) weak var superview: LayoutView?
    /// The subviews, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [LayoutView] = []
    /// The engine, created lazily on a root view.
    var ownedEngine: LayoutEngine?

    // MARK: Geometry

    var storedFrame: CGRect
    /// Whether the next layout pass must write this view's frame even if its solved
    /// rectangle did not change (someone set the frame of a constraint-placed view).
    var frameNeedsApply = false
    /// Whether this view's `layoutSubviews()` does nothing, so that the layout pass does not
    /// list it when resized: a plain `LayoutView`, or a plain `LayoutLabel` whose text does
    /// not wrap at its width (kept current by the label). Subclasses are always listed.
    /// Stored, so that the pass reads it without retaining the view.
    var layoutSubviewsDoesNothing = false

    /// The frame in the superview's coordinates (origin at the top left; in an AppKit-style
    /// tree, see ``frameConvention``, at the bottom left unless the superview ``isFlipped``).
    /// Setting it on a view with ``translatesAutoresizingMaskIntoConstraints`` updates its
    /// autoresizing constraints in place; on other views the next layout pass overwrites it.
    /// Non-finite frames are refused.
    public var frame: CGRect {
        get { platformFrame(storedFrame) }
        set {
            guard newValue.isFiniteRect else {
                PlumbDiagnostics.report(
                    .invalidValue(property: "frame", value: "\(newValue)", item: debugName))
                return
            }
            let old = storedFrame
            let newValue = internalFrame(newValue)
            storedFrame = newValue
            guard let engine = node.engine else { return }
            guard old != newValue else {
                // The same frame (0 and -0 compare equal): the pass's copy takes its bits.
                engine.frameWasStored(self)
                return
            }
            engine.frameDidChange(self)
        }
    }

    /// The view's own coordinate space: origin zero, the frame's size. Setting it changes
    /// the frame's size around the same centre, as UIKit does.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: storedFrame.size) }
        set {
            let center = self.center
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                width: newValue.width, height: newValue.height)
        }
    }

    /// The frame's centre in the superview's coordinates; setting it moves the frame.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            frame = CGRect(
                x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2,
                width: storedFrame.width, height: storedFrame.height)
        }
    }

    /// Whether the view's own coordinates grow downward (`NSView.isFlipped`): in an
    /// AppKit-style tree (see ``frameConvention``), its subviews' frames, its guides' layout
    /// frames and points converted into it measure y from its top edge when it is flipped,
    /// from its bottom edge when it is not. False by default, as for `NSView`; override it in
    /// a subclass. A UIKit-style tree does not read it: UIKit's views are always flipped.
    open var isFlipped: Bool { false }

    /// Whether the view's frame and ``autoresizingMask`` are turned into required
    /// constraints that keep the frame (true by default, as for UIKit views made in code).
    /// The DSL clears it on every view it constrains as a first item.
    @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard oldValue != translatesAutoresizingMaskIntoConstraints else { return }
            node.engine?.autoresizingDidChange(self)
        }
    }

    /// How the view follows its superview's size while it translates its mask.
    public var autoresizingMask: AutoresizingMask = [] {
        didSet {
            guard oldValue != autoresizingMask else { return }
            node.engine?.autoresizingDidChange(self)
        }
    }

    /// The insets from the frame to the alignment rectangle, which constraints relate
    /// (zero by default; a subclass sets it, for example in its initializer). Non-finite
    /// insets are refused with a report.
    public var alignmentRectInsets: AbsoluteEdgeInsets {
        get { storedAlignmentInsets }
        set {
            guard newValue.isFinite else {
                PlumbDiagnostics.report(
                    .invalidValue(
                        property: "alignmentRectInsets", value: "\(newValue)", item: debugName))
                return
            }
            guard newValue != storedAlignmentInsets else { return }
            storedAlignmentInsets = newValue
            node.engine?.parametersDidChange(self)
        }
    }
    var storedAlignmentInsets = AbsoluteEdgeInsets.zero

    /// The alignment rectangle for a frame: the frame inset by ``alignmentRectInsets`` (the
    /// top inset from the top edge, which is the frame's maximum y when ``frame`` measures
    /// from the bottom in an AppKit-style tree).
    public func alignmentRect(forFrame frame: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return CGRect(
            x: frame.minX + i.left, y: frame.minY + (measuresFromBottom ? i.bottom : i.top),
            width: frame.width - i.left - i.right, height: frame.height - i.top - i.bottom)
    }

    /// The frame for an alignment rectangle: the rectangle outset by ``alignmentRectInsets``
    /// (the reverse of ``alignmentRect(forFrame:)``).
    public func frame(forAlignmentRect rect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return CGRect(
            x: rect.minX - i.left, y: rect.minY - (measuresFromBottom ? i.bottom : i.top),
            width: rect.width + i.left + i.right, height: rect.height + i.top + i.bottom)
    }

    // MARK: Window settings (read from the root)

    /// The pixel density frames are rounded to: 1 (whole points, the default), 2 (half
    /// points), 3 (third points); 0 turns rounding off. Only the root's value is used, as
    /// only a window knows its screen; a non-root view reports its root's scale. Setting a
    /// non-root view's value, or a negative or non-finite one, is refused with a report.
    public var displayScale: CGFloat {
        get { rootView.storedDisplayScale }
        set {
            guard superview == nil, newValue.isFinite, newValue >= 0 else {
                let why =
                    superview == nil ? "displayScale" : "displayScale (only a root view has one)"
                PlumbDiagnostics.report(
                    .invalidValue(property: why, value: "\(newValue)", item: debugName))
                return
            }
            guard newValue != storedDisplayScale else { return }
            storedDisplayScale = newValue
            ownedEngine?.scaleDidChange()
        }
    }
    var storedDisplayScale: CGFloat = 1

    /// The tree's layout direction (what the app and window give UIKit views): views whose
    /// ``semanticContentAttribute`` is `unspecified` lay out in it. Only the root's value is
    /// used; a non-root view reports its root's, and setting it there is refused with a report.
    public var layoutDirection: UserInterfaceLayoutDirection {
        // A registered view's engine holds its root (found in O(1), not the depth).
        get { (node.engine?.root ?? rootView).storedLayoutDirection }
        set {
            guard superview == nil else {
                PlumbDiagnostics.report(
                    .invalidValue(
                        property: "layoutDirection (only a root view has one)",
                        value: "\(newValue)", item: debugName))
                return
            }
            guard newValue != storedLayoutDirection else { return }
            storedLayoutDirection = newValue
            ownedEngine?.rebuild()
        }
    }
    var storedLayoutDirection = UserInterfaceLayoutDirection.leftToRight
    /// The root's ``frameConvention`` and ``sizePriority`` (see LayoutView+AppKit.swift).
    var storedFrameConvention = FrameConvention.uiKit
    var storedSizePriority = LayoutPriority.required

    /// How the view's contents relate to the layout direction; the forced cases override
    /// the tree's direction for this view.
    public var semanticContentAttribute = SemanticContentAttribute.unspecified {
        didSet {
            guard oldValue != semanticContentAttribute else { return }
            node.engine?.rebuild()
        }
    }

    /// The direction leading and trailing follow in this view (and in constraints installed
    /// on it): forced by ``semanticContentAttribute``, else the root's ``layoutDirection``.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .unspecified: layoutDirection
        }
    }

    /// The root of the view's tree (the view itself when it has no superview).
    public var rootView: LayoutView {
        // A view registered in an engine is in the tree of that engine's root: no walk up
        // a tree that may be hundreds of views deep, one weak load per step.
        if let engine = node.engine { return engine.root }
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    // MARK: Margins and safe area (see LayoutView+Guides.swift)

    var storedDirectionalMargins = DirectionalEdgeInsets(all: 8)
    var systemGuides: [LayoutGuide] = []
    var marginsGuide: LayoutGuide?
    var safeAreaGuide: LayoutGuide?
    var storedAdditionalSafeArea = AbsoluteEdgeInsets.zero
    var storedInsetsMarginsFromSafeArea = true
    /// The safe-area insets the engine's constants were last built with.
    var cachedSafeArea: AbsoluteEdgeInsets?
    /// Custom guides, in the order they were added.
    public internal(set) var layoutGuides: [LayoutGuide] = []

    // MARK: Intrinsic size (see LayoutView+ContentSize.swift)

    /// The value of an intrinsic-size dimension that the view does not have: -1.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size the view's content wants, or ``noIntrinsicMetric`` per dimension (the
    /// default). Override it, and call ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: CGSize {
        CGSize(width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric)
    }

    /// The distance from the top of the alignment rectangle to the first baseline (0 by
    /// default: the first baseline is the top). Override for text; call
    /// ``invalidateIntrinsicContentSize()`` when it changes.
    open var firstBaselineOffsetFromTop: CGFloat { 0 }

    /// The distance from the last baseline to the bottom of the alignment rectangle (0 by
    /// default: the last baseline is the bottom). Override for text; call
    /// ``invalidateIntrinsicContentSize()`` when it changes.
    open var lastBaselineOffsetFromBottom: CGFloat { 0 }

    var huggingPriorities: (LayoutPriority, LayoutPriority) = (.low, .low)
    var compressionPriorities: (LayoutPriority, LayoutPriority) = (.high, .high)
    // Unchecked: read and written for every view registered, never while another access is
    // under way; a dynamic exclusivity check cost more than the access.
    /// Content-size constraints: hugging width, compression width, hugging height, compression height.
    @exclusivity(unchecked) var contentSizeRows: [LayoutConstraint?] = [nil, nil, nil, nil]
    var autoresizingRows: [LayoutConstraint] = []
    var rootRows: [LayoutConstraint] = []

    // MARK: Constraints installed here

    // Unchecked: changed only by activation and deactivation, never while a read is under
    // way (see `ItemNode.constraints`).
    @exclusivity(unchecked) var installed = ObjectList<LayoutConstraint>()

    /// The active constraints installed on this view (those whose closest common ancestor
    /// it is), in the order they were activated or, after removals, a stable order.
    /// Engine-made constraints (autoresizing, content size, guides) are not listed.
    public var constraints: [LayoutConstraint] { installed.elements }

    /// Activates `constraint` (UIKit installs it here; this engine installs every
    /// constraint on its items' closest common ancestor, which must be this view or one of
    /// its descendants' ancestors, as `isActive` does).
    public func addConstraint(_ constraint: LayoutConstraint) {
        LayoutConstraint.activate([constraint])
    }
    /// Activates `constraints` in one batch.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.activate(constraints)
    }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        LayoutConstraint.deactivate([constraint])
    }
    /// Deactivates `constraints` in one batch.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.deactivate(constraints)
    }

    // MARK: Layout pass

    /// Marks the view so that the next ``layoutIfNeeded()`` rewrites its subviews' frames
    /// and calls its ``layoutSubviews()``.
    public func setNeedsLayout() {
        needsLayoutSubviews = true
        for subview in subviews { subview.frameNeedsApply = true }
        node.engine?.viewNeedsLayout(self)
        if node.engine == nil, superview == nil { ownedEngine?.needsLayout = true }
    }
    var needsLayoutSubviews = false

    /// Runs the update pass (``updateConstraints()`` where asked), then solves the whole
    /// tree this view belongs to (if anything changed) and assigns the frames that
    /// changed, top-down, relative to each superview.
    public func layoutIfNeeded() {
        let engine = LayoutEngine.of(rootView)
        engine.runUpdatePass()
        engine.layout()
    }

    /// Override to add, remove or edit constraints in the update pass that runs before
    /// layout after ``setNeedsUpdateConstraints()``; do not ask for another update from
    /// here. The default does nothing (the engine keeps autoresizing constraints current
    /// itself), so calling `super` is optional.
    open func updateConstraints() {}
    var needsConstraintUpdate = false

    /// Called after a layout pass changed this view's size or after ``setNeedsLayout()``.
    /// Override to react (``LayoutLabel`` re-measures its text); changes made here
    /// (constants, intrinsic sizes) are solved in a further pass of the same
    /// ``layoutIfNeeded()``. The default does nothing.
    open func layoutSubviews() {}
}

extension CGRect {
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    var plumbDescription: String {
        "(\(formatNumber(minX)), \(formatNumber(minY)), \(formatNumber(width)), \(formatNumber(height)))"
    }
}
