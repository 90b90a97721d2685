/// One finished constraint, as the compiler stage hands it to a backend:
/// `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant`
/// at `priority`.
///
/// It maps one-to-one onto `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:
/// multiplier:constant:)` and onto `PlumbLayout`'s `LayoutConstraint`. A constraint against
/// a constant has no second item and ``LayoutAttribute/notAnAttribute`` as second attribute.
///
/// When ``usesSystemSpacing`` is true the constraint is instead
/// `first relation second + multiplier × systemSpacing`, as UIKit's
/// `constraint(equalToSystemSpacingAfter:multiplier:)` and
/// `constraint(equalToSystemSpacingBelow:multiplier:)` make it: the second item's coefficient
/// is 1, ``multiplier`` scales the platform's standard spacing between the two anchors, and
/// ``constant`` is 0.
///
/// Items are held weakly: a spec never keeps a view alive. The compiler stage has already
/// checked every number, so a backend may rely on: finite ``multiplier`` and ``constant``,
/// ``priority`` in 1…1000, no zero multiplier on a position relative to a second item,
/// and attributes of one kind and axis on both sides.
public struct ConstraintSpec {
    /// The item the constraint positions (held weakly; `nil` once it has been freed).
    public var firstItem: (any LayoutItem)? {
        get { items.first }
        set { items = WeakItems(first: newValue, second: items.second, hasSecond: hasSecondItem) }
    }
    private var items: WeakItems
    /// The attribute of the first item.
    public var firstAttribute: LayoutAttribute
    /// How the first attribute relates to the right-hand side.
    public var relation: LayoutRelation
    /// The item on the right-hand side, or `nil` for a constraint against a constant
    /// (held weakly).
    public var secondItem: (any LayoutItem)? {
        get { items.second }
        set {
            items = WeakItems(first: items.first, second: newValue, hasSecond: newValue != nil)
        }
    }
    /// The identity of the first item as it was when the spec was made (it may since have
    /// been freed, so it is a hint for skipping repeats, never a way back to the item).
    var firstItemID: ObjectIdentifier? { items.firstID }
    /// Whether the constraint has a second item (even one that has since been freed);
    /// false for a constraint against a constant. Reading it touches no item.
    public var hasSecondItem: Bool { items.hasSecond }
    /// The attribute of the second item, ``LayoutAttribute/notAnAttribute`` when there is none.
    public var secondAttribute: LayoutAttribute
    /// The factor applied to the second attribute (or, with ``usesSystemSpacing``, to the
    /// system spacing). 1 unless the expression multiplied or divided.
    public var multiplier: Double
    /// The term added to the right-hand side.
    public var constant: Double
    /// How strongly the constraint holds, 1…1000; required (1000) by default.
    public var priority: LayoutPriority
    /// Whether the right-hand side is the second anchor plus a multiple of the system spacing.
    public var usesSystemSpacing: Bool
    /// The label the expression was given with `labeled(_:)`, if any.
    public var label: String?
    /// Where the expression was written.
    public var location: ConstraintSourceLocation
    /// The first item's name in ``expression`` (its backend's
    /// ``ConstraintBackend/name(of:)``, read when asked), or `<freed>` once it has gone.
    @MainActor public var firstItemName: String {
        firstItem.map(LayoutItemNames.name) ?? "<freed>"
    }

    /// The second item's name in ``expression``, `<freed>` once it has gone, or `nil` when
    /// the constraint has no second item.
    @MainActor public var secondItemName: String? {
        hasSecondItem ? (secondItem.map(LayoutItemNames.name) ?? "<freed>") : nil
    }

    /// The items, for a backend about to make the platform constraint.
    /// - Throws: ``PlumbError/Kind/itemFreed`` when the first item, or a second item the
    ///   constraint has, was freed after the spec was made.
    @MainActor public func liveItems() throws(PlumbError) -> (
        first: any LayoutItem, second: (any LayoutItem)?
    ) {
        guard let first = firstItem else {
            throw PlumbError(
                .itemFreed, "the first item was freed before its constraint was made", spec: self)
        }
        let second = secondItem
        if hasSecondItem && second == nil {
            throw PlumbError(
                .itemFreed, "the second item was freed before its constraint was made", spec: self)
        }
        return (first, second)
    }

    /// A spec from its parts. The compiler stage makes specs; backends and tests may too.
    public init(
        firstItem: any LayoutItem, firstAttribute: LayoutAttribute, relation: LayoutRelation,
        secondItem: (any LayoutItem)?, secondAttribute: LayoutAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
        usesSystemSpacing: Bool = false, label: String? = nil, location: ConstraintSourceLocation
    ) {
        self.init(
            firstItem: firstItem, firstAttribute: firstAttribute, relation: relation,
            secondItem: secondItem, hasSecondItem: secondItem != nil,
            secondAttribute: secondAttribute, multiplier: multiplier, constant: constant,
            priority: priority, usesSystemSpacing: usesSystemSpacing, label: label,
            location: location)
    }

    /// A spec whose items may already be gone (for describing errors about them).
    init(
        firstItem: (any LayoutItem)?, firstAttribute: LayoutAttribute, relation: LayoutRelation,
        secondItem: (any LayoutItem)?, hasSecondItem: Bool, secondAttribute: LayoutAttribute,
        multiplier: Double, constant: Double, priority: LayoutPriority, usesSystemSpacing: Bool,
        label: String?, location: ConstraintSourceLocation
    ) {
        self.items = WeakItems(
            first: firstItem, second: hasSecondItem ? secondItem : nil, hasSecond: hasSecondItem)
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondAttribute = hasSecondItem ? secondAttribute : .notAnAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.usesSystemSpacing = usesSystemSpacing
        self.label = label
        self.location = location
    }

    /// The constraint written the way the DSL reads: `avatar.top == card.top + 12 @750`.
    /// The priority is shown only when it is not required.
    @MainActor public var expression: String {
        var text = "\(firstItemName).\(firstAttribute) \(relation) "
        if let secondItemName {
            text += "\(secondItemName).\(secondAttribute)"
            if usesSystemSpacing {
                text += " + systemSpacing"
                if multiplier != 1 { text += " * \(PlumbNumber.format(multiplier))" }
            } else {
                if multiplier != 1 { text += " * \(PlumbNumber.format(multiplier))" }
                if constant > 0 { text += " + \(PlumbNumber.format(constant))" }
                if constant < 0 { text += " - \(PlumbNumber.format(-constant))" }
            }
        } else {
            text += PlumbNumber.format(constant)
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }

    /// The identifier Plumb gives the platform constraint: the label if there is one, the
    /// expression and the source location,
    /// `avatarTop: avatar.top == card.top + 12 @750 (ProfileCard.swift:31)`.
    ///
    /// It is the same on every backend: the Apple backend sets it as the
    /// `NSLayoutConstraint`'s `identifier`, and `PlumbLayout` as the `LayoutConstraint`'s, so a
    /// test of identifiers that passes on Linux passes on a device. (This is the one place
    /// that defines identifiers; backends refer here.)
    @MainActor public var identifier: String {
        let body = label.map { "\($0): \(expression)" } ?? expression
        return "\(body) (\(location))"
    }
}

/// Formats numbers for descriptions without a trailing `.0`: `12`, `0.5`, `-8`.
enum PlumbNumber {
    static func format(_ value: Double) -> String {
        if value.isFinite, abs(value) < 1e15, Double(Int(value)) == value {
            return String(Int(value))
        }
        return String(value)
    }
}

/// The two weak references of a spec in one box, so that making a spec allocates once and
/// copying it copies one strong reference rather than two weak ones (each a side-table
/// operation).
private final class WeakItems {
    weak var first: (any LayoutItem)?
    weak var second: (any LayoutItem)?
    let hasSecond: Bool
    let firstID: ObjectIdentifier?

    init(first: (any LayoutItem)?, second: (any LayoutItem)?, hasSecond: Bool) {
        self.first = first
        self.firstID = first.map(ObjectIdentifier.init)
        self.second = second
        self.hasSecond = hasSecond
    }
}
