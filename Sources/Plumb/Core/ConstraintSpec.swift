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
/// Either side may instead be a distance between two anchors of one axis (made by
/// `distance(to:)`, Auto Layout's `anchorWithOffset(to:)`), which is a dimension: the first
/// side is then `firstEndItem.firstEndAttribute − firstItem.firstAttribute` (see
/// ``isFirstDistance``), and likewise the second side.
///
/// Items are held weakly: a spec never keeps a view alive. The compiler stage has already
/// checked every number, so a backend may rely on: finite ``multiplier`` and ``constant``,
/// ``priority`` in 1…1000, no zero multiplier on a position relative to a second item,
/// and attributes of one kind and axis on both sides.
public struct ConstraintSpec {
    /// The item the constraint positions (held weakly; `nil` once it has been freed).
    public var firstItem: (any LayoutItem)? {
        get { items.first }
        set { items = items.replacing(first: newValue) }
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
        set { items = items.replacing(second: newValue) }
    }
    /// The identity of the first item as it was when the spec was made (it may since have
    /// been freed, so it is a hint for skipping repeats, never a way back to the item).
    var firstItemID: ObjectIdentifier? { items.firstID }
    /// Whether the constraint has a second item (even one that has since been freed);
    /// false for a constraint against a constant. Reading it touches no item.
    public var hasSecondItem: Bool { items.hasSecond }
    /// The attribute of the second item, ``LayoutAttribute/notAnAttribute`` when there is none.
    public var secondAttribute: LayoutAttribute
    /// When the first side is a distance, the item of the anchor it runs to (held weakly;
    /// `nil` once freed, or when the first side is not a distance).
    public var firstEndItem: (any LayoutItem)? { items.firstEnd }
    /// When the first side is a distance, the attribute of the anchor it runs to;
    /// ``LayoutAttribute/notAnAttribute`` otherwise.
    public internal(set) var firstEndAttribute: LayoutAttribute
    /// When the second side is a distance, the item of the anchor it runs to (held weakly).
    public var secondEndItem: (any LayoutItem)? { items.secondEnd }
    /// When the second side is a distance, the attribute of the anchor it runs to;
    /// ``LayoutAttribute/notAnAttribute`` otherwise.
    public internal(set) var secondEndAttribute: LayoutAttribute
    /// Whether the first side is the distance from `firstItem.firstAttribute` to
    /// `firstEndItem.firstEndAttribute` (a dimension) rather than the attribute itself.
    public var isFirstDistance: Bool { firstEndAttribute != .notAnAttribute }
    /// Whether the second side is the distance from `secondItem.secondAttribute` to
    /// `secondEndItem.secondEndAttribute` (a dimension) rather than the attribute itself.
    public var isSecondDistance: Bool { secondEndAttribute != .notAnAttribute }
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

    /// The names of the spec's items as ``expression`` and ``identifier`` write them now
    /// (each backend's ``ConstraintBackend/name(of:)``, `<freed>` for an item that has gone).
    @MainActor public var itemNames: ItemNames {
        ItemNames(
            first: firstItemName, second: secondItemName,
            firstEnd: isFirstDistance
                ? (firstEndItem.map(LayoutItemNames.name) ?? "<freed>") : nil,
            secondEnd: isSecondDistance
                ? (secondEndItem.map(LayoutItemNames.name) ?? "<freed>") : nil)
    }

    /// One side as the DSL writes it: `avatar.top`, or
    /// `a.trailing.distance(to: b.leading)` for a distance.
    private static func sideText(
        _ name: String, _ attribute: LayoutAttribute, endName: String?,
        _ endAttribute: LayoutAttribute
    ) -> String {
        var text = "\(name).\(attribute)"
        if endAttribute != .notAnAttribute {
            text += ".distance(to: \(endName ?? "<freed>").\(endAttribute))"
        }
        return text
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

    /// The items the distances run to, for a backend about to make the platform constraint:
    /// `first` when the first side is a distance, `second` when the second side is.
    /// - Throws: ``PlumbError/Kind/itemFreed`` when one of them was freed after the spec was
    ///   made.
    @MainActor public func liveEndItems() throws(PlumbError) -> (
        first: (any LayoutItem)?, second: (any LayoutItem)?
    ) {
        let first = firstEndItem
        let second = secondEndItem
        if (isFirstDistance && first == nil) || (isSecondDistance && second == nil) {
            throw PlumbError(
                .itemFreed, "an item of a distance was freed before its constraint was made",
                spec: self)
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

    /// A spec whose sides may be distances: `firstEnd` (`secondEnd`) is the anchor the first
    /// (second) side's distance runs to, from `firstItem.firstAttribute`
    /// (`secondItem.secondAttribute`); `nil` for a side that is the attribute itself.
    public init(
        firstItem: any LayoutItem, firstAttribute: LayoutAttribute,
        firstEnd: (item: any LayoutItem, attribute: LayoutAttribute)?, relation: LayoutRelation,
        secondItem: (any LayoutItem)?, secondAttribute: LayoutAttribute,
        secondEnd: (item: any LayoutItem, attribute: LayoutAttribute)?,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
        label: String? = nil, location: ConstraintSourceLocation
    ) {
        self.init(
            firstItem: firstItem, firstAttribute: firstAttribute, relation: relation,
            secondItem: secondItem, hasSecondItem: secondItem != nil,
            secondAttribute: secondAttribute, multiplier: multiplier, constant: constant,
            priority: priority, usesSystemSpacing: false, label: label, location: location,
            firstEnd: firstEnd.map { AnchorEnd($0.item, $0.attribute) },
            secondEnd: secondEnd.map { AnchorEnd($0.item, $0.attribute) })
    }

    /// A spec whose items may already be gone (for describing errors about them).
    init(
        firstItem: (any LayoutItem)?, firstAttribute: LayoutAttribute, relation: LayoutRelation,
        secondItem: (any LayoutItem)?, hasSecondItem: Bool, secondAttribute: LayoutAttribute,
        multiplier: Double, constant: Double, priority: LayoutPriority, usesSystemSpacing: Bool,
        label: String?, location: ConstraintSourceLocation, firstEnd: AnchorEnd? = nil,
        secondEnd: AnchorEnd? = nil
    ) {
        let secondEnd = hasSecondItem ? secondEnd : nil
        self.items = WeakItems(
            first: firstItem, second: hasSecondItem ? secondItem : nil, hasSecond: hasSecondItem,
            ends: firstEnd == nil && secondEnd == nil
                ? nil : WeakEnds(first: firstEnd?.item, second: secondEnd?.item))
        self.firstAttribute = firstAttribute
        self.firstEndAttribute = firstEnd?.attribute ?? .notAnAttribute
        self.relation = relation
        self.secondAttribute = hasSecondItem ? secondAttribute : .notAnAttribute
        self.secondEndAttribute = secondEnd?.attribute ?? .notAnAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.usesSystemSpacing = usesSystemSpacing
        self.label = label
        self.location = location
    }

    /// The constraint written the way the DSL reads: `avatar.top == card.top + 12 @750`.
    /// The priority is shown only when it is not required.
    @MainActor public var expression: String { expression(itemNames: itemNames) }

    /// ``expression`` with the items named `names` (names taken earlier, for example when
    /// the platform constraint was made, so that text built later reads as it would have then).
    public func expression(itemNames names: ItemNames) -> String {
        var text =
            "\(Self.sideText(names.first, firstAttribute, endName: names.firstEnd, firstEndAttribute)) \(relation) "
        if hasSecondItem {
            text += Self.sideText(
                names.second ?? "<freed>", secondAttribute, endName: names.secondEnd,
                secondEndAttribute)
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
    @MainActor public var identifier: String { identifier(itemNames: itemNames) }

    /// ``identifier`` with the items named `names`: a backend that spells identifiers out only
    /// when they are read takes the names when it makes the constraint (``itemNames``, or
    /// its own cheaper record of them) and passes them here.
    public func identifier(itemNames names: ItemNames) -> String {
        let expression = expression(itemNames: names)
        let body = label.map { "\($0): \(expression)" } ?? expression
        return "\(body) (\(location))"
    }

    /// The names ``expression(itemNames:)`` and ``identifier(itemNames:)`` give a spec's items.
    public struct ItemNames: Sendable, Equatable {
        /// The first item's name.
        public var first: String
        /// The second item's name; `nil` when the spec has no second item.
        public var second: String?
        /// The name of the item the first side's distance runs to; `nil` when the first side
        /// is not a distance.
        public var firstEnd: String?
        /// The name of the item the second side's distance runs to; `nil` when the second
        /// side is not a distance.
        public var secondEnd: String?

        /// Names for a spec's items.
        public init(
            first: String, second: String? = nil, firstEnd: String? = nil, secondEnd: String? = nil
        ) {
            self.first = first
            self.second = second
            self.firstEnd = firstEnd
            self.secondEnd = secondEnd
        }
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
    /// The items distances run to, for the rare spec that has a distance.
    let ends: WeakEnds?

    init(first: (any LayoutItem)?, second: (any LayoutItem)?, hasSecond: Bool, ends: WeakEnds?) {
        self.first = first
        self.firstID = first.map(ObjectIdentifier.init)
        self.second = second
        self.hasSecond = hasSecond
        self.ends = ends
    }

    var firstEnd: (any LayoutItem)? { ends?.first }
    var secondEnd: (any LayoutItem)? { ends?.second }

    func replacing(first: (any LayoutItem)?) -> WeakItems {
        WeakItems(first: first, second: second, hasSecond: hasSecond, ends: ends)
    }

    func replacing(second: (any LayoutItem)?) -> WeakItems {
        WeakItems(first: first, second: second, hasSecond: second != nil, ends: ends)
    }
}

/// The weak references to the items distances run to.
private final class WeakEnds {
    weak var first: (any LayoutItem)?
    weak var second: (any LayoutItem)?

    init(first: (any LayoutItem)?, second: (any LayoutItem)?) {
        self.first = first
        self.second = second
    }
}
