/// Auto Layout's rules for a constraint, with the reason strings UIKit raises with: one copy,
/// used by the compiler-checked backends alike (the Apple backend checks them before it
/// touches `NSLayoutConstraint`, where breaking one raises; `PlumbLayout` checks them in its
/// own `LayoutConstraint`). Each check returns the reason a constraint is refused, or `nil`.
///
/// The rules and their sources are listed in AUTOLAYOUT.md §2.4 (creation) and §2.5
/// (activation) of the design notes.
public enum AutoLayoutRules {
    /// Why `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
    /// would refuse these terms (it raises `NSInvalidArgumentException` for the pairing
    /// rules), or `nil` when they are legal: finite numbers, a real first attribute, a second
    /// attribute exactly when there is a second item, no margins or baselines on a layout
    /// guide, no location equal to a constant (or related with multiplier 0), sizes paired
    /// with sizes, locations with locations of the same axis, and leading/trailing never
    /// with left/right.
    public static func creationRefusal(
        _ firstAttribute: LayoutAttribute, _ secondAttribute: LayoutAttribute,
        hasSecondItem: Bool, firstIsGuide: Bool, secondIsGuide: Bool, multiplier: Double,
        constant: Double
    ) -> String? {
        guard multiplier.isFinite else {
            return
                "LayoutConstraint multiplier is not finite! That's illegal. multiplier:\(multiplier)"
        }
        guard constant.isFinite else {
            return "LayoutConstraint constant is not finite! That's illegal. constant:\(constant)"
        }
        guard firstAttribute != .notAnAttribute else {
            return "The first attribute cannot be notAnAttribute."
        }
        if !hasSecondItem && secondAttribute != .notAnAttribute {
            return "A second attribute (\(secondAttribute)) was given without a second item."
        }
        if hasSecondItem && secondAttribute == .notAnAttribute {
            return "A second item was given with notAnAttribute; give its attribute."
        }
        for (isGuide, attribute) in [
            (firstIsGuide, firstAttribute), (secondIsGuide, secondAttribute),
        ]
        where isGuide {
            if attribute.isMargin {
                return "A layout guide has no margin attributes (\(attribute))."
            }
            if attribute == .firstBaseline || attribute == .lastBaseline {
                return "A layout guide has no baselines (\(attribute))."
            }
        }
        if !firstAttribute.isDimension && (!hasSecondItem || multiplier == 0) {
            return
                "A multiplier of 0 or a nil second item together with a location for the first attribute "
                + "creates an illegal constraint of a location equal to a constant. "
                + "Location attributes must be specified in pairs."
        }
        guard hasSecondItem else { return nil }
        if firstAttribute.isDimension != secondAttribute.isDimension
            || (!firstAttribute.isDimension && firstAttribute.axis != secondAttribute.axis)
        {
            return "Invalid pairing of layout attributes."
        }
        if (firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontal)
            || (firstAttribute.isAbsoluteHorizontal && secondAttribute.isDirectional)
        {
            return
                "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                + "Use leading/trailing for both or neither."
        }
        return nil
    }

    /// Why a priority is refused (UIKit asserts that priorities lie in 1…1000), or `nil`.
    public static func priorityRefusal(_ priority: Float) -> String? {
        priority >= 1 && priority <= 1000
            ? nil : "Invalid priority \(priority): priorities must be between 1 and 1000."
    }

    /// Why activating a constraint between `first` and `second` (items' names) is refused
    /// when they have no common ancestor: UIKit raises `NSGenericException` with these words.
    public static func noCommonAncestorReason(first: String, second: String) -> String {
        "Unable to activate constraint with items \(first) and \(second) because they have no "
            + "common ancestor. Does the constraint or its anchors reference items in different "
            + "view hierarchies? That's illegal. The constraint was not activated."
    }

    /// Why activating a constraint is refused when `item` (a name) is a layout guide that
    /// was never added to a view: it has no view hierarchy, so no common ancestor either.
    public static func notInHierarchyReason(item: String) -> String {
        "Unable to activate constraint: \(item) is not in a view hierarchy (a layout guide "
            + "must be added to a view with addLayoutGuide first). The constraint was not activated."
    }
}
