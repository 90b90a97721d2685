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
    /// The constant.
    open var constant: CGFloat = 0
    /// The priority.
    open var priority: NSLayoutConstraint.Priority = NSLayoutConstraint.Priority(rawValue: 1000)
    /// The identifier.
    open var identifier: String?
    /// Whether the constraint is active.
    open var isActive: Bool = false
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

    /// Mirrors `class func activate(_:)`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        stubActivateCalls += 1
        for constraint in constraints { constraint.isActive = true }
    }

    /// Mirrors `class func deactivate(_:)`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        stubDeactivateCalls += 1
        for constraint in constraints { constraint.isActive = false }
    }
}

/// Mirrors `NSLayoutAnchor<AnchorType>`.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// Test hook: the item and attribute the anchor stands for.
    public weak var stubItem: AnyObject?
    public let stubAttribute: NSLayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        self.stubItem = item
        self.stubAttribute = attribute
    }

    var erased: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(stubItem ?? self, stubAttribute)
    }
}

/// Mirrors `NSLayoutXAxisAnchor`.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
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
    override public init() { super.init() }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
}

/// Mirrors `NSView` (`@MainActor`; the SDK's superclass is NSResponder).
@MainActor
open class NSView: NSObject {
    override public init() { super.init() }
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
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
}

/// Mirrors `NSUserInterfaceItemIdentifier`.
public struct NSUserInterfaceItemIdentifier: Hashable, Equatable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
}
