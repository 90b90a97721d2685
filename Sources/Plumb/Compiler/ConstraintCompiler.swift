/// The compiler stage: folds relations into ``ConstraintSpec``s and validates them.
///
/// Each relation becomes `first.attr REL second.attr × m + c @ p` (one spec per component
/// of a compound anchor, in the component order documented on each compound anchor). The
/// arithmetic has already been folded as algebra by the operators; this stage checks what
/// types cannot: numbers, priorities, freed items, backends.
@MainActor
public enum ConstraintCompiler {
    /// The specs for one relation, in component order.
    ///
    /// - Parameters:
    ///   - relation: the relation to compile.
    ///   - location: where the relation was written, when it does not know itself
    ///     (it does once recorded by a block or labeled).
    /// - Throws: ``PlumbError`` naming the expression and its location for: an infinite or
    ///   NaN multiplier, constant, inset or offset (``PlumbError/Kind/nonFiniteNumber``);
    ///   a position related to a second item with multiplier 0
    ///   (``PlumbError/Kind/zeroMultiplier``); a priority outside 1…1000
    ///   (``PlumbError/Kind/invalidPriority``); a system spacing with a constant or an anchor
    ///   multiplier (``PlumbError/Kind/invalidSystemSpacing``); an item already freed
    ///   (``PlumbError/Kind/itemFreed``); `view.superview` for a view that has none
    ///   (``PlumbError/Kind/noSuperview``); items of different backends
    ///   (``PlumbError/Kind/mixedBackends``). A compound relation is all or nothing.
    public static func compile(
        _ relation: some ConstraintConvertible, location: ConstraintSourceLocation? = nil
    ) throws(PlumbError) -> [ConstraintSpec] {
        if let expression = relation as? ConstraintExpression {
            return try compile(expression: expression, location: location)
        }
        return try compile(expression: relation.constraintExpression, location: location)
    }

    /// ``compile(_:location:)`` for a relation the caller already holds (no copy).
    static func compile(
        expression: ConstraintExpression, location: ConstraintSourceLocation?
    ) throws(PlumbError) -> [ConstraintSpec] {
        var specs: [ConstraintSpec] = []
        specs.reserveCapacity(expression.count)
        try compile(expression: expression, location: location, into: &specs)
        return specs
    }

    /// ``compile(_:location:)`` appending to `specs` (no array per relation). When it throws,
    /// `specs` is as it was.
    static func compile(
        expression: ConstraintExpression, location: ConstraintSourceLocation?,
        into specs: inout [ConstraintSpec]
    ) throws(PlumbError) {
        let location =
            expression.location ?? location
            ?? ConstraintSourceLocation(fileID: "<unknown>", line: 0)
        if let refusal = expression.refusal {
            throw PlumbError(
                refusal.kind, refusal.reason, expression: refusal.expression, location: location)
        }
        let start = specs.count
        do throws(PlumbError) {
            specs.append(
                try compile(
                    expression.first, priority: expression.priority, label: expression.label,
                    location: location))
            for index in expression.rest.indices {
                specs.append(
                    try compile(
                        expression.rest[index], priority: expression.priority,
                        label: expression.label, location: location))
            }
        } catch {
            specs.removeSubrange(start...)
            throw error
        }
    }

    private static func compile(
        _ component: ConstraintExpression.Component, priority: LayoutPriority, label: String?,
        location: ConstraintSourceLocation
    ) throws(PlumbError) -> ConstraintSpec {
        let first = component.first.item
        let second = component.rhs?.anchor.item
        var multiplier = 1.0
        var constant = component.constant
        var systemSpacing = false
        var spacingMisused = false
        if let term = component.rhs {
            if let spacing = term.systemSpacing {
                spacingMisused = term.multiplier != 1 || term.constant + constant != 0
                multiplier = spacing
                constant = 0
                systemSpacing = true
            } else {
                multiplier = term.multiplier
                constant += term.constant
            }
        }
        let spec = ConstraintSpec(
            firstItem: first, firstAttribute: component.first.attribute,
            relation: component.relation, secondItem: second,
            hasSecondItem: component.rhs != nil,
            secondAttribute: component.rhs?.anchor.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant, priority: priority,
            usesSystemSpacing: systemSpacing, label: label, location: location,
            firstEnd: component.first.end, secondEnd: component.rhs?.anchor.end)

        // No array here: this runs for every constraint, and the checks are rarely true.
        if let missing = first as? MissingSuperview ?? second as? MissingSuperview
            ?? component.first.end?.item as? MissingSuperview
            ?? component.rhs?.anchor.end?.item as? MissingSuperview
        {
            throw PlumbError(
                .noSuperview,
                "\(missing.name) is used, but the view had no superview when the block was "
                    + "compiled; add the view to its superview first", spec: spec)
        }
        guard let first else {
            throw PlumbError(
                .itemFreed, "the first item was freed before the constraint was made", spec: spec)
        }
        if component.rhs != nil && second == nil {
            throw PlumbError(
                .itemFreed, "the second item was freed before the constraint was made", spec: spec)
        }
        let firstEnd = component.first.end?.item
        let secondEnd = component.rhs?.anchor.end?.item
        if (component.first.end != nil && firstEnd == nil)
            || (component.rhs?.anchor.end != nil && secondEnd == nil)
        {
            throw PlumbError(
                .itemFreed, "an item of a distance was freed before the constraint was made",
                spec: spec)
        }
        guard multiplier.isFinite, constant.isFinite, component.constant.isFinite else {
            throw PlumbError(
                .nonFiniteNumber, "the multiplier and constant must be finite numbers", spec: spec)
        }
        if spacingMisused {
            throw PlumbError(
                .invalidSystemSpacing,
                "a system-spacing relation takes no constant and no multiplier on the anchor; "
                    + "pass the multiplier to plusSystemSpacing(_:)", spec: spec)
        }
        if second != nil, multiplier == 0, !systemSpacing, !component.first.attribute.isDimension,
            component.first.end == nil
        {
            throw PlumbError(
                .zeroMultiplier,
                "a position cannot be related to a second item with multiplier 0 "
                    + "(Auto Layout rejects it); relate it to a constant instead", spec: spec)
        }
        guard priority.isValid else {
            throw PlumbError(
                .invalidPriority, "priority \(priority) is outside 1...1000", spec: spec)
        }
        if let second, backendID(of: first) != backendID(of: second) {
            throw PlumbError(
                .mixedBackends,
                "\(spec.firstItemName) and \(spec.secondItemName ?? "") belong to different "
                    + "layout backends and cannot be related", spec: spec)
        }
        if firstEnd != nil || secondEnd != nil {
            for end in [firstEnd, secondEnd] {
                if let end, backendID(of: first) != backendID(of: end) {
                    throw PlumbError(
                        .mixedBackends,
                        "\(spec.firstItemName) and \(LayoutItemNames.name(of: end)) belong to "
                            + "different layout backends and cannot be related", spec: spec)
                }
            }
        }
        return spec
    }

    /// Sets `translatesAutoresizingMaskIntoConstraints` to false on every first item that is
    /// a view; second items are never touched.
    public static func prepareFirstItems(of specs: [ConstraintSpec]) {
        var previous: ObjectIdentifier?
        for spec in specs {
            // Consecutive specs usually share their first item; checking that first skips
            // the weak load and the cast.
            if let previous, spec.firstItemID == previous { continue }
            guard let item = spec.firstItem else { continue }
            previous = ObjectIdentifier(item)
            if let view = item as? any LayoutViewItem,
                view.translatesAutoresizingMaskIntoConstraints
            {
                view.translatesAutoresizingMaskIntoConstraints = false
            }
        }
    }

    /// Identifies the backend type an item uses.
    static func backendID(of item: any LayoutItem) -> ObjectIdentifier {
        ObjectIdentifier(type(of: type(of: item).constraintBackend))
    }
}
