extension AutoLayoutRules {
    /// Why Auto Layout would refuse the distance from `start` to `end`
    /// (`anchorWithOffset(to:)`), or `nil`: both must be positions of one axis (the anchors'
    /// classes enforce it in UIKit and AppKit), leading/trailing never with left/right, and a
    /// layout guide has no margins and no baselines.
    public static func distanceRefusal(
        from start: LayoutAttribute, to end: LayoutAttribute, startIsGuide: Bool,
        endIsGuide: Bool
    ) -> String? {
        for (attribute, isGuide) in [(start, startIsGuide), (end, endIsGuide)] {
            if attribute == .notAnAttribute || attribute.isDimension {
                return "A distance runs between two positions, not from or to \(attribute)."
            }
            if isGuide, let reason = guideRefusal(attribute) { return reason }
        }
        if start.axis != end.axis {
            return "A distance runs between two positions of one axis, not from \(start) to \(end)."
        }
        if (start.isDirectional && end.isAbsoluteHorizontal)
            || (start.isAbsoluteHorizontal && end.isDirectional)
        {
            return
                "A distance cannot run between a leading/trailing attribute and a right/left "
                + "attribute. Use leading/trailing for both or neither."
        }
        return nil
    }

    /// Why Auto Layout would refuse `spec`, whose sides may be distances (see
    /// ``ConstraintSpec/isFirstDistance``), or `nil`: each distance must pass
    /// ``distanceRefusal(from:to:startIsGuide:endIsGuide:)``, and the constraint must pass
    /// ``creationRefusal(_:_:hasSecondItem:firstIsGuide:secondIsGuide:multiplier:constant:)``
    /// with each distance counted as a dimension of its axis. `isGuide` tells which items are
    /// layout guides; freed items count as views (the backend reports them separately).
    @MainActor
    public static func creationRefusal(
        of spec: ConstraintSpec, isGuide: (any LayoutItem) -> Bool
    ) -> String? {
        func guide(_ item: (any LayoutItem)?) -> Bool { item.map(isGuide) ?? false }
        if spec.isFirstDistance,
            let reason = distanceRefusal(
                from: spec.firstAttribute, to: spec.firstEndAttribute,
                startIsGuide: guide(spec.firstItem), endIsGuide: guide(spec.firstEndItem))
        {
            return reason
        }
        if spec.isSecondDistance,
            let reason = distanceRefusal(
                from: spec.secondAttribute, to: spec.secondEndAttribute,
                startIsGuide: guide(spec.secondItem), endIsGuide: guide(spec.secondEndItem))
        {
            return reason
        }
        return creationRefusal(
            spec.isFirstDistance ? spec.firstAttribute.distanceDimension : spec.firstAttribute,
            spec.isSecondDistance ? spec.secondAttribute.distanceDimension : spec.secondAttribute,
            hasSecondItem: spec.hasSecondItem,
            firstIsGuide: !spec.isFirstDistance && guide(spec.firstItem),
            secondIsGuide: !spec.isSecondDistance && guide(spec.secondItem),
            multiplier: spec.usesSystemSpacing ? 1 : spec.multiplier,
            constant: spec.usesSystemSpacing ? 0 : spec.constant)
    }

    /// Why a layout guide cannot have `attribute`, or `nil`.
    static func guideRefusal(_ attribute: LayoutAttribute) -> String? {
        switch attribute {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins, .centerYWithinMargins:
            "A layout guide has no margin attributes (\(attribute))."
        case .firstBaseline, .lastBaseline:
            "A layout guide has no baselines (\(attribute))."
        default: nil
        }
    }
}

extension LayoutAttribute {
    /// The dimension a distance along this attribute's axis is: width for horizontal
    /// positions, height for vertical ones.
    var distanceDimension: LayoutAttribute { axis == .vertical ? .height : .width }
}
