import Foundation
import PlumbSolver

/// A linear relation between two layout attributes, `first.attr REL second.attr × multiplier
/// + constant`, or between one attribute and a constant: `NSLayoutConstraint`, for the
/// built-in engine.
///
/// Constraints are created inactive with priority ``LayoutPriority/required``. Activate
/// them with ``isActive`` or ``activate(_:)`` (one solver batch per call). The items are
/// held weakly, as UIKit does.
///
/// Invalid constraints never trap. The UIKit-spelled initializer validates as Auto Layout
/// does (attribute pairings, locations equal to constants, non-finite numbers); when that
/// fails it reports a ``PlumbError/Kind/invalidConstraint`` to
/// ``PlumbDiagnostics/handler`` and yields an inert constraint (``validationError`` is
/// set) that refuses activation, again with a report. Use
/// ``checked(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`` to get the
/// error thrown instead.
@MainActor
public final class LayoutConstraint {
    /// The attribute type, so UIKit's spelling `LayoutConstraint.Attribute` works.
    public typealias Attribute = LayoutAttribute
    /// The relation type, so UIKit's spelling `LayoutConstraint.Relation` works.
    public typealias Relation = LayoutRelation
    /// The priority type, so UIKit's spelling `LayoutConstraint.Priority` works.
    public typealias Priority = LayoutPriority
    /// The axis type, so UIKit's spelling `LayoutConstraint.Axis` works.
    public typealias Axis = LayoutAxis

    // Unchecked here and below: the engine reads these for every constraint it activates
    // and every row it builds, never while a write is under way, and a dynamic exclusivity
    // check costs more than the read.
    /// The first item (a ``LayoutView`` or ``LayoutGuide``), held weakly.
    @exclusivity(unchecked) public private(set) weak var firstItem: AnyObject?
    /// The second item, or nil for a constraint against a constant; held weakly.
    @exclusivity(unchecked) public private(set) weak var secondItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The second item's attribute (``LayoutAttribute/notAnAttribute`` without a second item).
    public let secondAttribute: Attribute
    /// How the two sides relate.
    public let relation: Relation
    /// The factor applied to the second attribute (ignored without a second item).
    public let multiplier: CGFloat

    /// The constant added to the right-hand side. Changing it on an active constraint is the
    /// cheap edit (the solver updates the value in place). A non-finite value is refused
    /// with ``PlumbError/Kind/nonFiniteNumber`` and the old value kept.
    ///
    /// For a constraint made with `plusSystemSpacing(_:)` it reads as the spacing the engine
    /// currently enforces, which follows the fonts at text baselines; setting it replaces the
    /// system spacing with that fixed value.
    public var constant: CGFloat {
        get { effectiveConstant }
        set {
            guard newValue.isFinite else {
                PlumbDiagnostics.report(.nonFiniteConstant(Double(newValue), constraint: self))
                return
            }
            guard newValue != storedConstant || systemSpacingMultiplier != nil else { return }
            storedConstant = newValue
            systemSpacingMultiplier = nil
            engine?.sync(self)
        }
    }

    /// The priority, 1…1000 (default ``LayoutPriority/required``). Values outside that range
    /// are refused with ``PlumbError/Kind/invalidPriority``. Changing an active
    /// constraint between required and optional is allowed (as on iOS 13 and later).
    public var priority: Priority {
        get { storedPriority }
        set {
            guard AutoLayoutRules.priorityRefusal(newValue.rawValue) == nil else {
                PlumbDiagnostics.report(.invalidPriority(newValue, constraint: self))
                return
            }
            guard newValue != storedPriority else { return }
            storedPriority = newValue
            engine?.sync(self)
        }
    }

    /// A name for the constraint, as `NSLayoutConstraint`'s. Constraints the DSL makes get
    /// the same identifier on every backend: ``ConstraintSpec/identifier``
    /// (`avatarTop: avatar.top == card.top + 12 @750 (ProfileCard.swift:31)`); descriptions
    /// and conflict reports then show only its label, since they write the expression and
    /// location themselves.
    public var identifier: String? {
        get {
            guard case .dsl = storedIdentifier else { return storedIdentifier?.text }
            // Spelled out once, when first read.
            let text = storedIdentifier?.text
            storedIdentifier = text.map(DeferredIdentifier.text)
            return text
        }
        set {
            storedIdentifier = newValue.map(DeferredIdentifier.text)
            identifierIsDSLs = false
        }
    }

    private var storedIdentifier: DeferredIdentifier?

    /// The label given with `labeled(_:)`, set by the DSL's backend with ``identifier``.
    private(set) var dslLabel: String?
    /// Whether ``identifier`` is the DSL's (see ``identifier``).
    private(set) var identifierIsDSLs = false

    /// Gives the constraint the DSL's identifier (spelled out when first read) and label.
    func setDSLIdentifier(_ identifier: DeferredIdentifier, label: String?) {
        storedIdentifier = identifier
        dslLabel = label
        identifierIsDSLs = true
    }

    /// The name descriptions show in quotes: the DSL's label, or the identifier set by hand.
    var descriptionLabel: String? { identifierIsDSLs ? dslLabel : identifier }

    /// Where the constraint was written (`File.swift:12`), shown in descriptions and
    /// conflict reports; the DSL backend fills it in.
    public var sourceLocation: String? {
        get { sourceLocationText?.text }
        set { sourceLocationText = newValue.map(SourceLocationText.text) }
    }

    /// ``sourceLocation``, kept as file and line until read: the DSL backend sets it on every
    /// constraint it makes, and most are never described.
    var sourceLocationText: SourceLocationText?

    /// Whether the constraint takes part in layout. Setting it is ``activate(_:)`` or
    /// ``deactivate(_:)`` of this one constraint. A constraint whose item has been freed is
    /// never active (activating it again is refused with ``PlumbError/Kind/itemFreed``).
    public var isActive: Bool {
        get { active && itemsAreAlive }
        set { newValue ? Self.activate([self]) : Self.deactivate([self]) }
    }

    /// Whether the first item, and the second item if the constraint has one, still exist
    /// (and the items its distances run to).
    var itemsAreAlive: Bool {
        firstNode != nil && (secondAttribute == .notAnAttribute || secondNode != nil)
            && (firstEnd == nil || firstEnd?.node != nil)
            && (secondEnd == nil || secondEnd?.node != nil)
    }

    /// Whether the engine stopped enforcing this active constraint because required
    /// constraints could not all hold (it was reported through ``PlumbDiagnostics``).
    /// Changing its constant or priority, or reactivating it, tries it again.
    public var isBroken: Bool { active && engine != nil && row == nil && kind.isStandard }

    /// Why creation failed, for an inert constraint made by the UIKit-spelled initializer.
    public let validationError: PlumbError?

    // MARK: Engine state

    enum Kind {
        case standard
        case autoresizing(AutoresizingRule)
        case contentSize(LayoutAxis, hugging: Bool, value: Double)
        case guideEdge(GuideEdge)
        case rootFrame(LayoutAxis, isSize: Bool)
        case fittingSize(LayoutAxis, target: Double)
        case fittingOrigin(LayoutAxis)

        var isStandard: Bool { if case .standard = self { true } else { false } }
    }

    var kind: Kind
    var storedConstant: CGFloat
    /// For a constraint made with `plusSystemSpacing(_:)`, the multiple of the system spacing
    /// that stands in for ``storedConstant`` (see ``SystemSpacing``); `nil` otherwise.
    var systemSpacingMultiplier: Double?
    var storedPriority: Priority
    /// The first item's node, while the item exists.
    var firstNode: ItemNode? { firstItem == nil ? nil : firstItemNode }
    /// The second item's node, while the item exists (nil without a second item).
    var secondNode: ItemNode? { secondItem == nil ? nil : secondItemNode }
    // Not strong: nodes list the constraints that mention them, so strong references back
    // would keep both alive after their items are gone. Not weak either: a weak reference
    // gives the node a side table, and every retain and release of a node (several for each
    // constraint activated) then takes the runtime's slow path. Read only through
    // `firstNode` and `secondNode`, which check the item first: an item's node is a
    // constant of the item, so it lives at least as long as the item.
    private unowned(unsafe) let firstItemNode: ItemNode?
    private unowned(unsafe) let secondItemNode: ItemNode?
    /// When a side is a distance (see ``firstEndAttribute``), the anchor it runs to; the
    /// side's node and attribute are where it starts.
    let firstEnd: DistanceEnd?
    let secondEnd: DistanceEnd?
    var active = false
    /// The closest common ancestor, on which the constraint is installed while active.
    @exclusivity(unchecked) weak var container: LayoutView?
    /// The engine holding the constraint while active.
    @exclusivity(unchecked) weak var engine: LayoutEngine?
    /// The solver row, while the engine enforces the constraint.
    var row: Constraint?
    /// Activation order, used to re-add constraints in the order they came: taken when an
    /// ``activate(_:)`` call first meets the constraint (see there).
    var activationSerial = 0
    static var nextActivationSerial = 1

    init(
        kind: Kind, first: ItemNode?, firstItem: AnyObject?, firstAttribute: Attribute,
        relation: Relation, second: ItemNode?, secondItem: AnyObject?, secondAttribute: Attribute,
        multiplier: CGFloat, constant: CGFloat, priority: Priority, validationError: PlumbError?,
        firstEnd: DistanceEnd? = nil, secondEnd: DistanceEnd? = nil
    ) {
        self.kind = kind
        self.firstEnd = firstEnd
        self.secondEnd = secondEnd
        self.firstItemNode = first
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItemNode = second
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.storedConstant = constant
        self.storedPriority = priority
        self.validationError = validationError
    }

    /// Makes `view1.attr1 relation view2.attr2 × multiplier + c`, as
    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    ///
    /// Items must be ``LayoutView``s or ``LayoutGuide``s. On invalid input (see
    /// ``checked(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`` for the
    /// rules) it reports the error to ``PlumbDiagnostics/handler`` and returns an inert
    /// constraint whose ``validationError`` says why; activating it is refused.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat = 1,
        constant c: CGFloat = 0
    ) {
        let error = LayoutConstraint.validate(
            view1, attr1, relation, view2, attr2, multiplier: multiplier, constant: c)
        self.init(
            kind: .standard, first: itemNode(view1), firstItem: view1 as AnyObject,
            firstAttribute: attr1,
            relation: relation, second: itemNode(view2), secondItem: view2.map { $0 as AnyObject },
            secondAttribute: attr2, multiplier: multiplier, constant: c, priority: .required,
            validationError: error)
        if let error { PlumbDiagnostics.report(error) }
    }

    /// Makes a constraint like the UIKit-spelled initializer, but throws instead of
    /// returning an inert constraint.
    ///
    /// - Throws: ``PlumbError/Kind/invalidConstraint`` when an item is not a
    ///   view or guide; the first attribute is `notAnAttribute`; a second item comes without
    ///   an attribute or an attribute without a second item; the first attribute is a
    ///   location and there is no second item or the multiplier is 0; a size is paired with
    ///   a location, or horizontal with vertical locations ("Invalid pairing of layout
    ///   attributes"); leading/trailing is paired with left/right; a guide is given a
    ///   margin or baseline attribute; the multiplier or constant is not finite.
    public static func checked(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat = 1,
        constant c: CGFloat = 0
    ) throws(PlumbError) -> LayoutConstraint {
        if let error = validate(
            view1, attr1, relation, view2, attr2, multiplier: multiplier, constant: c)
        {
            throw error
        }
        return LayoutConstraint(
            kind: .standard, first: itemNode(view1), firstItem: view1 as AnyObject,
            firstAttribute: attr1,
            relation: relation, second: itemNode(view2), secondItem: view2.map { $0 as AnyObject },
            secondAttribute: attr2, multiplier: multiplier, constant: c, priority: .required,
            validationError: nil)
    }

    /// ``checked(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`` for items
    /// already typed as Plumb items (the DSL backend's path): the same checks and errors,
    /// without boxing the items as `Any` and casting them back.
    static func checked(
        first: any LayoutItem, _ attr1: Attribute, _ relation: Relation,
        second: (any LayoutItem)?, _ attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) throws(PlumbError) -> LayoutConstraint {
        guard let (firstNode, firstIsGuide) = engineNode(of: first) else {
            throw validationFailure(first, attr1, relation, second, attr2, multiplier, c)
        }
        var secondNode: ItemNode?
        var secondIsGuide = false
        if let second {
            guard let (node, isGuide) = engineNode(of: second) else {
                throw validationFailure(first, attr1, relation, second, attr2, multiplier, c)
            }
            (secondNode, secondIsGuide) = (node, isGuide)
        }
        if let error = validate(
            attr1, attr2, hasSecondItem: second != nil, firstIsGuide: firstIsGuide,
            secondIsGuide: secondIsGuide, multiplier: multiplier,
            constant: c,
            fail: { reason in
                .invalidConstraint(
                    reason: reason,
                    constraint: describeEquation(
                        first: firstNode.name, attr1, relation, second: secondNode?.name, attr2,
                        multiplier: multiplier, constant: c))
            })
        {
            throw error
        }
        return LayoutConstraint(
            kind: .standard, first: firstNode, firstItem: first, firstAttribute: attr1,
            relation: relation, second: secondNode, secondItem: second, secondAttribute: attr2,
            multiplier: multiplier, constant: c, priority: .required, validationError: nil)
    }

    /// The error of the `Any`-typed checks, for an item that is neither a view nor a guide.
    private static func validationFailure(
        _ first: any LayoutItem, _ attr1: Attribute, _ relation: Relation,
        _ second: (any LayoutItem)?, _ attr2: Attribute, _ multiplier: CGFloat, _ c: CGFloat
    ) -> PlumbError {
        validate(
            first, attr1, relation, second.map { $0 as Any }, attr2, multiplier: multiplier,
            constant: c)
            ?? .internalInconsistency("an item is neither a view nor a guide yet passed the checks")
    }

    /// Makes an engine-owned constraint (autoresizing, content size, guide, root frame).
    static func system(
        _ kind: Kind, first: ItemNode, attribute: Attribute, relation: Relation = .equal,
        second: ItemNode? = nil, priority: Priority = .required
    ) -> LayoutConstraint {
        LayoutConstraint(
            kind: kind, first: first, firstItem: first.view ?? first.guide,
            firstAttribute: attribute,
            relation: relation, second: second, secondItem: second.flatMap { $0.view ?? $0.guide },
            secondAttribute: second == nil ? .notAnAttribute : attribute, multiplier: 1,
            constant: 0,
            priority: priority, validationError: nil)
    }
}

/// The engine node of a view or guide and whether it is a guide, or nil for any other item.
@MainActor
func engineNode(of item: any LayoutItem) -> (node: ItemNode, isGuide: Bool)? {
    if let view = item as? LayoutView { return (view.node, false) }
    if let guide = item as? LayoutGuide { return (guide.node, true) }
    return nil
}

/// The engine node of a view or guide, or nil for anything else.
@MainActor
func itemNode(_ item: Any?) -> ItemNode? {
    if let view = item as? LayoutView { return view.node }
    if let guide = item as? LayoutGuide { return guide.node }
    return nil
}
