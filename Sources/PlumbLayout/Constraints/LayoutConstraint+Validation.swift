import Foundation

extension LayoutConstraint {
    /// Auto Layout's creation-time checks (AUTOLAYOUT.md 2.4), with its reason strings.
    static func validate(
        _ view1: Any, _ attr1: Attribute, _ relation: Relation, _ view2: Any?, _ attr2: Attribute,
        multiplier: CGFloat, constant: CGFloat
    ) -> PlumbError? {
        func fail(_ reason: String) -> PlumbError {
            let text = describeEquation(
                first: itemName(view1), attr1, relation, second: view2.map(itemName), attr2,
                multiplier: multiplier, constant: constant)
            return .invalidConstraint(reason: reason, constraint: text)
        }
        guard itemNode(view1) != nil else {
            return fail("The first item \(itemName(view1)) is not a LayoutView or LayoutGuide.")
        }
        if let view2, itemNode(view2) == nil {
            return fail("The second item \(itemName(view2)) is not a LayoutView or LayoutGuide.")
        }
        return validate(
            attr1, attr2, hasSecondItem: view2 != nil, firstIsGuide: view1 is LayoutGuide,
            secondIsGuide: view2 is LayoutGuide, multiplier: multiplier, constant: constant,
            fail: fail)
    }

    /// The checks of ``validate(_:_:_:_:_:multiplier:constant:)`` that follow the item
    /// types, for items known to be views or guides (``AutoLayoutRules``, shared with the
    /// Apple backend); `fail` makes the error for a reason.
    static func validate(
        _ attr1: Attribute, _ attr2: Attribute, hasSecondItem: Bool, firstIsGuide: Bool,
        secondIsGuide: Bool, multiplier: CGFloat, constant: CGFloat,
        fail: (String) -> PlumbError
    ) -> PlumbError? {
        AutoLayoutRules.creationRefusal(
            attr1, attr2, hasSecondItem: hasSecondItem, firstIsGuide: firstIsGuide,
            secondIsGuide: secondIsGuide, multiplier: Double(multiplier), constant: Double(constant)
        ).map(fail)
    }
}

/// A view's or guide's name for descriptions; anything else by its type.
@MainActor
func itemName(_ item: Any) -> String {
    if let view = item as? LayoutView { return view.debugName }
    if let guide = item as? LayoutGuide { return guide.debugName }
    return "\(type(of: item))"
}

/// `first.attr1 == second.attr2 * m + c`, as a Plumb expression; a side with an end is the
/// distance to it (`a.trailing.distance(to: b.leading)`).
func describeEquation(
    first: String, _ attr1: LayoutAttribute, _ relation: LayoutRelation, second: String?,
    _ attr2: LayoutAttribute,
    multiplier: CGFloat, constant: CGFloat,
    firstEnd: (name: String, attribute: LayoutAttribute)? = nil,
    secondEnd: (name: String, attribute: LayoutAttribute)? = nil
) -> String {
    var text = "\(LayoutConstraint.sideText(first, attr1, end: firstEnd)) \(relation) "
    if let second {
        text += LayoutConstraint.sideText(second, attr2, end: secondEnd)
        if multiplier != 1 { text += " * \(formatNumber(multiplier))" }
        if constant > 0 { text += " + \(formatNumber(constant))" }
        if constant < 0 { text += " - \(formatNumber(-constant))" }
    } else {
        text += formatNumber(constant)
    }
    return text
}

/// `8` rather than `8.0`; fractions as Swift prints them.
func formatNumber(_ value: CGFloat) -> String {
    let double = Double(value)
    if double.isFinite, abs(double) < 1e15, double == double.rounded() {
        return String(Int(double))
    }
    return String(double)
}
