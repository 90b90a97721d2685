// Test support, never shipped: a Linux stand-in for the parts of AppKit that Plumb's Apple
// backend uses, with the SDK's exact Swift signatures (names, labels, types, optionality,
// isolation, availability), so that compiling the backend against it catches a misspelt
// or misused API. The bodies record what they are asked, so tests can also run the
// backend; members named `stub…` are test hooks that the real SDK does not have.
@_exported import Foundation

/// Mirrors `NSLayoutConstraint` (not actor-isolated in AppKit).
open class NSLayoutConstraint: NSObject {
    /// Mirrors `NSLayoutConstraint.Attribute` (AppKit has no margin cases).
    public enum Attribute: Int, @unchecked Sendable {
        case left = 1
        case right = 2
        case top = 3
        case bottom = 4
        case leading = 5
        case trailing = 6
        case width = 7
        case height = 8
        case centerX = 9
        case centerY = 10
        case lastBaseline = 11
        case firstBaseline = 12
        case notAnAttribute = 0
    }

    /// Mirrors `NSLayoutConstraint.Relation`.
    public enum Relation: Int, @unchecked Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// Mirrors `NSLayoutConstraint.Priority`.
    public struct Priority: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: Float
        public init(_ rawValue: Float) { self.rawValue = rawValue }
        public init(rawValue: Float) { self.rawValue = rawValue }
    }

    /// The first item (the SDK's property is `assign`; the stub holds it weakly).
    open weak var firstItem: AnyObject?
    /// The second item.
    open weak var secondItem: AnyObject?
    /// The first attribute.
    open private(set) var firstAttribute: NSLayoutConstraint.Attribute = .notAnAttribute
    /// The second attribute.
    open private(set) var secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute
    /// The relation.
    open private(set) var relation: NSLayoutConstraint.Relation = .equal
    /// The multiplier (read-only in the SDK).
    open private(set) var multiplier: CGFloat = 1
    /// The constant. A value that is not finite raises (rule 2) and is not stored.
    open var constant: CGFloat = 0 {
        didSet {
            if !constant.isFinite {
                stubRaise(
                    "NSInternalInconsistencyException",
                    "NSLayoutConstraint constant is not finite! That's illegal. constant:\(constant)"
                )
                constant = oldValue
            }
        }
    }
    /// The priority. Out of range, or switched between required and optional while active,
    /// raises (rule 3) and is not stored.
    open var priority: NSLayoutConstraint.Priority = NSLayoutConstraint.Priority(rawValue: 1000) {
        didSet {
            if let exception = stubPriorityException(
                old: oldValue.rawValue, new: priority.rawValue, isActive: isActive)
            {
                stubRaise(exception.name, exception.reason)
                priority = oldValue
            }
        }
    }
    /// The identifier.
    open var identifier: String?
    /// Whether the constraint is active; setting it is `activate`/`deactivate` of this one.
    /// A constraint whose item was deallocated is installed nowhere, so it is not active.
    open var isActive: Bool {
        get { stubIsActive && stubItemsAreAlive }
        set { newValue ? Self.activate([self]) : Self.deactivate([self]) }
    }
    private var stubIsActive = false
    /// Test hook: the active constraints, as the views they are installed on hold them.
    nonisolated(unsafe) public static var stubActiveConstraints: [NSLayoutConstraint] = []
    /// Mirrors `firstAnchor` (iOS 10, macOS 10.12; `@NSCopying` in the SDK): for a constraint
    /// made from anchors, the receiver's anchor, which may be a composite dimension made by
    /// `anchorWithOffset(to:)` (see its `stubOffsetFrom` and `stubOffsetTo`).
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        stubFirstAnchor ?? NSLayoutAnchor<AnyObject>(firstItem ?? self, firstAttribute)
    }
    /// Mirrors `secondAnchor` (iOS 10, macOS 10.12): `nil` for a constraint to a constant.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        if let stubSecondAnchor { return stubSecondAnchor }
        guard let secondItem else { return nil }
        return NSLayoutAnchor<AnyObject>(secondItem, secondAttribute)
    }
    /// The anchors of a constraint made by a dimension's methods. Which item and attribute
    /// UIKit and AppKit report for a composite anchor is not documented; the stub reports
    /// `nil` and `notAnAttribute`, and Plumb's backend never reads them for such constraints.
    private var stubFirstAnchor: NSLayoutAnchor<AnyObject>?
    private var stubSecondAnchor: NSLayoutAnchor<AnyObject>?

    /// Every item the constraint references: its two items, or its anchors' (a composite
    /// anchor's two).
    var stubItems: [AnyObject?] {
        guard let stubFirstAnchor else { return [firstItem, secondItem] }
        return stubFirstAnchor.stubItems + (stubSecondAnchor?.stubItems ?? [])
    }

    /// Whether every item the constraint references still exists (a constraint whose item
    /// was deallocated is installed nowhere).
    private var stubItemsAreAlive: Bool {
        guard stubFirstAnchor != nil else {
            return firstItem != nil && (secondAttribute == .notAnAttribute || secondItem != nil)
        }
        return stubItems.allSatisfy { $0 != nil }
    }

    /// Test hook: the system-spacing multiplier when made by a system-spacing anchor method.
    public private(set) var stubSystemSpacingMultiplier: CGFloat?
    /// Test hook: how many times `activate` and `deactivate` were called.
    nonisolated(unsafe) public static var stubActivateCalls = 0
    nonisolated(unsafe) public static var stubDeactivateCalls = 0

    override public init() { super.init() }

    /// Mirrors `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public convenience init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
        relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
        attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init()
        self.firstItem = view1 as AnyObject
        self.secondItem = view2.map { $0 as AnyObject }
        self.firstAttribute = attr1
        self.secondAttribute = attr2
        self.relation = relation
        self.multiplier = multiplier
        self.constant = c
        if let exception = stubCreationException(
            attr1.rawValue, attr2.rawValue, hasSecondItem: view2 != nil,
            multiplier: Double(multiplier), constant: Double(c))
        {
            stubRaise(exception.name, exception.reason)
        }
    }

    convenience init(
        spacing first: NSLayoutAnchor<AnyObject>, _ relation: NSLayoutConstraint.Relation,
        _ second: NSLayoutAnchor<AnyObject>, _ multiplier: CGFloat
    ) {
        self.init()
        self.firstItem = first.stubItem
        self.secondItem = second.stubItem
        self.firstAttribute = first.stubAttribute
        self.secondAttribute = second.stubAttribute
        self.relation = relation
        self.stubSystemSpacingMultiplier = multiplier
    }

    /// What `NSLayoutDimension`'s `constraint(equalTo:multiplier:constant:)` and
    /// `constraint(equalToConstant:)` families make: `first relation second × m + c`, or
    /// `first relation c` without a second anchor.
    convenience init(
        dimension first: NSLayoutAnchor<AnyObject>, _ relation: NSLayoutConstraint.Relation,
        _ second: NSLayoutAnchor<AnyObject>?, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init()
        self.stubFirstAnchor = first
        self.stubSecondAnchor = second
        self.firstItem = first.stubOffsetFrom == nil ? first.stubItem : nil
        self.firstAttribute = first.stubAttribute
        self.secondItem = second.flatMap { $0.stubOffsetFrom == nil ? $0.stubItem : nil }
        self.secondAttribute = second?.stubAttribute ?? .notAnAttribute
        self.relation = relation
        self.multiplier = multiplier
        self.constant = c
        if !multiplier.isFinite || !c.isFinite {
            stubRaise(
                "NSInternalInconsistencyException",
                "NSLayoutConstraint constant is not finite! That's illegal.")
        }
    }

    /// Mirrors `class func activate(_:)`.
    /// Items with no common ancestor raise (rule 4); the stub then skips that constraint.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        stubActivateCalls += 1
        for constraint in constraints where !constraint.stubIsActive {
            guard constraint.stubInstallingView != nil else {
                stubRaise("NSGenericException", stubNoCommonAncestorReason)
                continue
            }
            constraint.stubIsActive = true
            stubActiveConstraints.append(constraint)
        }
    }

    /// The view the constraint is installed on while active: its items' closest common
    /// ancestor (rule 4), or `nil` when they have none.
    var stubInstallingView: ObjectIdentifier? {
        // AppKit's views are main-actor objects; so is every caller here.
        nonisolated(unsafe) let items = stubItems
        return MainActor.assumeIsolated { PlumbAppKitStub.stubInstallingView(of: items) }
    }

    /// Mirrors `class func deactivate(_:)`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        stubDeactivateCalls += 1
        for constraint in constraints where constraint.stubIsActive {
            constraint.stubIsActive = false
            stubActiveConstraints.removeAll { $0 === constraint }
        }
    }
}

/// Mirrors `NSDirectionalEdgeInsets` (NSCollectionViewCompositionalLayout.h, macOS 10.15:
/// `CGFloat top, leading, bottom, trailing`). `NSEdgeInsets` (Foundation's NSGeometry.h:
/// `top, left, bottom, right`) comes from swift-corelibs-foundation with the same spelling.
public struct NSDirectionalEdgeInsets: Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// Mirrors `NSLayoutAnchor<AnchorType>`.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// Test hook: the item and attribute the anchor stands for.
    public weak var stubItem: AnyObject?
    public let stubAttribute: NSLayoutConstraint.Attribute
    /// Test hook: for a composite dimension made by `anchorWithOffset(to:)`, the receiver
    /// (the distance runs from it) and the argument (to it); `nil` otherwise.
    public private(set) var stubOffsetFrom: NSLayoutAnchor<AnyObject>?
    public private(set) var stubOffsetTo: NSLayoutAnchor<AnyObject>?

    init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        self.stubItem = item
        self.stubAttribute = attribute
    }

    /// A composite anchor: the distance from `from` to `to`.
    init(offsetFrom from: NSLayoutAnchor<AnyObject>, to: NSLayoutAnchor<AnyObject>) {
        self.stubItem = nil
        self.stubAttribute = .notAnAttribute
        self.stubOffsetFrom = from
        self.stubOffsetTo = to
    }

    var erased: NSLayoutAnchor<AnyObject> {
        if let stubOffsetFrom, let stubOffsetTo {
            return NSLayoutAnchor<AnyObject>(offsetFrom: stubOffsetFrom, to: stubOffsetTo)
        }
        return NSLayoutAnchor<AnyObject>(stubItem ?? self, stubAttribute)
    }

    /// The items the anchor stands for: its own, or a composite anchor's two.
    var stubItems: [AnyObject?] {
        guard let stubOffsetFrom, let stubOffsetTo else { return [stubItem] }
        return [stubOffsetFrom.stubItem, stubOffsetTo.stubItem]
    }
}

/// Mirrors `NSLayoutDimension`.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// Mirrors `constraint(equalToConstant:)`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(dimension: erased, .equal, nil, multiplier: 1, constant: c)
    }
    /// Mirrors `constraint(greaterThanOrEqualToConstant:)`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(dimension: erased, .greaterThanOrEqual, nil, multiplier: 1, constant: c)
    }
    /// Mirrors `constraint(lessThanOrEqualToConstant:)`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(dimension: erased, .lessThanOrEqual, nil, multiplier: 1, constant: c)
    }
    /// Mirrors `constraint(equalTo:multiplier:constant:)`.
    open func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(dimension: erased, .equal, anchor.erased, multiplier: m, constant: c)
    }
    /// Mirrors `constraint(greaterThanOrEqualTo:multiplier:constant:)`.
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            dimension: erased, .greaterThanOrEqual, anchor.erased, multiplier: m, constant: c)
    }
    /// Mirrors `constraint(lessThanOrEqualTo:multiplier:constant:)`.
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            dimension: erased, .lessThanOrEqual, anchor.erased, multiplier: m, constant: c)
    }
}

/// A composite dimension, the distance from `from` to `to`, as `anchorWithOffset(to:)` makes
/// it. Relating leading/trailing to left/right raises at creation, as constraints between
/// such anchors do (rule 1c).
func stubOffsetDimension(
    from: NSLayoutAnchor<AnyObject>, to: NSLayoutAnchor<AnyObject>
) -> NSLayoutDimension {
    let directional: Set = [5, 6, 17, 18]
    let absolute: Set = [1, 2, 13, 14]
    let pair = [from.stubAttribute.rawValue, to.stubAttribute.rawValue]
    if pair.contains(where: directional.contains) && pair.contains(where: absolute.contains) {
        stubRaise(
            "NSInvalidArgumentException",
            "A constraint cannot be made between a leading/trailing attribute and a right/left "
                + "attribute. Use leading/trailing for both or neither.")
    }
    return NSLayoutDimension(offsetFrom: from, to: to)
}

/// Mirrors `NSLayoutXAxisAnchor`.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// Mirrors `anchorWithOffset(to:)` (macOS 10.12): the distance from the receiver to
    /// `otherAnchor`, as a dimension.
    @available(macOS 10.12, *)
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        stubOffsetDimension(from: erased, to: otherAnchor.erased)
    }
    /// Mirrors `constraint(equalToSystemSpacingAfter:multiplier:)`.
    @available(macOS 11.0, *)
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(spacing: erased, .equal, anchor.erased, multiplier)
    }
    /// Mirrors `constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)`.
    @available(macOS 11.0, *)
    open func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(spacing: erased, .greaterThanOrEqual, anchor.erased, multiplier)
    }
    /// Mirrors `constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)`.
    @available(macOS 11.0, *)
    open func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(spacing: erased, .lessThanOrEqual, anchor.erased, multiplier)
    }
}

/// Mirrors `NSLayoutYAxisAnchor`.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// Mirrors `anchorWithOffset(to:)` (macOS 10.12): the distance from the receiver to
    /// `otherAnchor`, as a dimension.
    @available(macOS 10.12, *)
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        stubOffsetDimension(from: erased, to: otherAnchor.erased)
    }
    /// Mirrors `constraint(equalToSystemSpacingBelow:multiplier:)`.
    @available(macOS 11.0, *)
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(spacing: erased, .equal, anchor.erased, multiplier)
    }
    /// Mirrors `constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)`.
    @available(macOS 11.0, *)
    open func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(spacing: erased, .greaterThanOrEqual, anchor.erased, multiplier)
    }
    /// Mirrors `constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)`.
    @available(macOS 11.0, *)
    open func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(spacing: erased, .lessThanOrEqual, anchor.erased, multiplier)
    }
}

/// Mirrors `NSLayoutGuide` (not actor-isolated); only the anchors.
open class NSLayoutGuide: NSObject {
    /// Mirrors `owningView`, set by `addLayoutGuide(_:)`.
    open weak var owningView: NSView?
    /// Mirrors `identifier` (macOS 10.11+; empty when not set).
    open var identifier: NSUserInterfaceItemIdentifier = NSUserInterfaceItemIdentifier("")
    override public init() { super.init() }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}

/// Mirrors `NSView` (`@MainActor`; the SDK's superclass is NSResponder).
@MainActor
open class NSView: NSObject {
    override public init() { super.init() }
    /// Mirrors `superview`.
    open private(set) weak var superview: NSView?
    /// Mirrors `subviews`.
    open private(set) var subviews: [NSView] = []
    /// Mirrors `layoutGuides`.
    open private(set) var layoutGuides: [NSLayoutGuide] = []

    /// Mirrors `addSubview(_:)`: "If view already has a superview and that view is not the
    /// receiver, this method removes the previous superview" (so its constraints to the old
    /// place go, rule 5); a view added to its own superview again only moves to the front.
    open func addSubview(_ view: NSView) {
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.append(view)
            return
        }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Mirrors `removeFromSuperview()`: deactivates the constraints that reference the view
    /// or its subtree and are installed above it (rule 5 of StubAutoLayoutRules.swift).
    open func removeFromSuperview() {
        guard let superview else { return }
        let active = NSLayoutConstraint.stubActiveConstraints
        let leaving = stubLeaving(
            stubSubtree(of: self),
            active.map { ($0.stubItems, $0.stubInstallingView) })
        NSLayoutConstraint.deactivate(leaving.map { active[$0] })
        NSLayoutConstraint.stubDeactivateCalls -= 1
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// Mirrors `addLayoutGuide(_:)`.
    open func addLayoutGuide(_ guide: NSLayoutGuide) {
        layoutGuides.append(guide)
        guide.owningView = self
    }
    /// Mirrors `identifier` (from `NSUserInterfaceItemIdentification`).
    open var identifier: NSUserInterfaceItemIdentifier?
    /// Mirrors `translatesAutoresizingMaskIntoConstraints` (true by default).
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
}

/// Mirrors `NSUserInterfaceItemIdentifier`.
public struct NSUserInterfaceItemIdentifier: Hashable, Equatable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
}

extension NSView: StubHierarchyView {
    var stubSuperview: (any StubHierarchyView)? { superview }
    var stubSubviews: [any StubHierarchyView] { subviews }
}

extension NSLayoutGuide: StubHierarchyGuide {
    var stubOwningView: (any StubHierarchyView)? { owningView }
}
