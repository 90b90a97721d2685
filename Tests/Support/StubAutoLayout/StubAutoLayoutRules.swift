// Test support, never shipped, shared by the UIKit and AppKit stubs (each holds a symlink to
// this file): what the real frameworks do where a mistake takes the app down. Where UIKit or
// AppKit raises an Objective-C exception, the stubs call `stubRaise`, which records a failure
// in the running test (the app would have crashed) through `stubExceptionHandler`. These rules
// are written from the sources below, independently of Plumb's own checks, so that a rule
// Plumb forgets fails a test here rather than crashing a device.
//
// Rules modelled, and their sources (Apple's documentation where Apple documents the rule;
// otherwise the exception as crash reports in public issue trackers quote it, marked
// "crash reports"; AUTOLAYOUT.md §2.4 and §2.5 collect the same evidence):
// 1. Creation, `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`,
//    raises `NSInvalidArgumentException` for
//    a. a location attribute with a nil second item or multiplier 0: "A multiplier of 0 or a
//       nil second item together with a location for the first attribute creates an illegal
//       constraint of a location equal to a constant. Location attributes must be specified
//       in pairs" (crash reports since the iOS 8.3 SDK: github.com/mwaterfall/MWPhotoBrowser
//       issue 399). Apple's rule: "You cannot assign constant values to location attributes"
//       (Auto Layout Guide, "Anatomy of a Constraint",
//       developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/AnatomyofaConstraint.html);
//    b. a size paired with a location, or an X location with a Y location: "Invalid pairing
//       of layout attributes" (crash reports). Apple's rules, same page: "You cannot
//       constrain a size attribute to a location attribute" and "For location attributes,
//       you cannot constrain vertical attributes to horizontal attributes";
//    c. leading/trailing paired with left/right: "A constraint cannot be made between a
//       leading/trailing attribute and a right/left attribute. Use leading/trailing for both
//       or neither." (crash reports from iOS 8 on: github.com/ealeksandrov/EAIntroView issue
//       60, github.com/wordpress-mobile/WordPress-iOS pull 4270). Apple's rule, same page:
//       "For location attributes, you cannot constrain Leading or Trailing attributes to
//       Left or Right attributes".
// 2. A constant or multiplier that is not finite raises `NSInternalInconsistencyException`,
//    at creation and when `constant` is set: "NSLayoutConstraint constant is not finite!
//    That's illegal. constant:nan" (crash reports: github.com/wistia/WistiaKit issue 39,
//    github.com/huri000/SwiftEntryKit issue 228) and "Multiplier is not finite! That's
//    illegal. multiplier:nan" (github.com/Appboy/appboy-ios-sdk issue 106). Apple documents
//    no rule for this.
// 3. Priorities. "Priorities must be greater than 0 and less than or equal to
//    UILayoutPriorityRequired in iOS" (required in macOS), and "Priorities may not change
//    from nonrequired to required, or from required to nonrequired. An exception will be
//    thrown if a priority of ... UILayoutPriorityRequired in iOS is changed to a lower
//    priority, or if a lower priority is changed to a required priority after the
//    constraints is added to a view" (developer.apple.com/documentation/uikit/nslayoutconstraint/priority
//    and developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.property;
//    also `required`: "Don't specify a layout constraint that exceeds this number",
//    developer.apple.com/documentation/uikit/uilayoutpriority/required). The exception is
//    `NSInternalInconsistencyException`, "Mutating a priority from required to not on an
//    installed constraint (or vice-versa) is not supported. You passed priority 750 and the
//    existing priority was 1000." (crash reports: gist.github.com/PiersonBro/11faad2a93a83cb8f24b).
//    Developers report that iOS 13 and later no longer raise for the second case
//    (skytitan.tistory.com/587); the stub keeps the documented rule.
// 4. Activation installs the constraint on the closest common ancestor of its items; "If you
//    try to activate a constraint whose items have no common ancestor, an exception is
//    thrown" (developer.apple.com/documentation/uikit/nslayoutconstraint/isactive, and
//    developer.apple.com/documentation/appkit/nslayoutconstraint/isactive); `activate(_:)`:
//    "The effect of this method is the same as setting the isActive property of each
//    constraint to true" (developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)).
//    The exception is `NSGenericException`, "Unable to activate constraint with anchors …
//    because they have no common ancestor. Does the constraint or its anchors reference
//    items in different view hierarchies? That's illegal." (crash reports; AUTOLAYOUT.md
//    §2.4). A layout guide's view is its `owningView`; a guide with none is in no hierarchy.
//    A constraint's items are not retained (AUTOLAYOUT.md §2.5), so activating one whose item
//    was freed is a crash too; the stub treats a freed item as one in no hierarchy.
// 5. "Calling this method removes any constraints that refer to the view you are removing,
//    or that refer to any view in the subtree of the view you are removing"
//    (developer.apple.com/documentation/uikit/uiview/removefromsuperview(), and the same
//    sentence for developer.apple.com/documentation/appkit/nsview/removefromsuperview()):
//    they become inactive. Not a raise, but what makes a group's state go stale.

import Testing

/// An Objective-C exception the real framework would raise.
public struct StubRaisedException: Sendable, CustomStringConvertible {
    /// The exception's name, such as `NSInvalidArgumentException`.
    public let name: String
    /// The framework's reason text.
    public let reason: String
    /// `name: reason`.
    public var description: String { "\(name): \(reason)" }
}

/// Receives every exception the stubs raise. By default it records a failure in the running
/// test (where the app would have crashed); a test may replace it to expect a raise.
nonisolated(unsafe) public var stubExceptionHandler: (StubRaisedException) -> Void = {
    Issue.record("UIKit/AppKit would raise \($0): the app would crash here")
}

/// Raises `name` with `reason` (see ``stubExceptionHandler``).
func stubRaise(_ name: String, _ reason: String) {
    stubExceptionHandler(StubRaisedException(name: name, reason: reason))
}

/// Rules 1 and 2, on attributes given by their raw values (the same in UIKit and AppKit):
/// the exception `NSLayoutConstraint`'s initializer raises, or `nil`.
func stubCreationException(
    _ first: Int, _ second: Int, hasSecondItem: Bool, multiplier: Double, constant: Double
) -> StubRaisedException? {
    func invalid(_ reason: String) -> StubRaisedException {
        StubRaisedException(name: "NSInvalidArgumentException", reason: reason)
    }
    guard multiplier.isFinite else {
        return StubRaisedException(
            name: "NSInternalInconsistencyException",
            reason: "Multiplier is not finite! That's illegal. multiplier:\(multiplier)")
    }
    guard constant.isFinite else {
        return StubRaisedException(
            name: "NSInternalInconsistencyException",
            reason:
                "NSLayoutConstraint constant is not finite! That's illegal. constant:\(constant)")
    }
    let sizes: Set = [7, 8]
    let horizontal: Set = [1, 2, 5, 6, 9, 13, 14, 17, 18, 19]
    let directional: Set = [5, 6, 17, 18]
    let absolute: Set = [1, 2, 13, 14]
    if !sizes.contains(first) && (!hasSecondItem || multiplier == 0) {
        return invalid(
            "A multiplier of 0 or a nil second item together with a location for the first "
                + "attribute creates an illegal constraint of a location equal to a constant. "
                + "Location attributes must be specified in pairs")
    }
    guard hasSecondItem else { return nil }
    if sizes.contains(first) != sizes.contains(second)
        || (!sizes.contains(first) && horizontal.contains(first) != horizontal.contains(second))
    {
        return invalid("Invalid pairing of layout attributes")
    }
    if (directional.contains(first) && absolute.contains(second))
        || (absolute.contains(first) && directional.contains(second))
    {
        return invalid(
            "A constraint cannot be made between a leading/trailing attribute and a right/left "
                + "attribute. Use leading/trailing for both or neither.")
    }
    return nil
}

/// Rule 3: the exception setting `priority` from `old` to `new` raises, or `nil`.
func stubPriorityException(old: Float, new: Float, isActive: Bool) -> StubRaisedException? {
    if !(new > 0 && new <= 1000) {
        return StubRaisedException(
            name: "NSInternalInconsistencyException",
            reason: "Priorities must be greater than 0 and less than or equal to required. "
                + "You passed priority \(new).")
    }
    if isActive && (old == 1000) != (new == 1000) {
        return StubRaisedException(
            name: "NSInternalInconsistencyException",
            reason: "Mutating a priority from required to not on an installed constraint (or "
                + "vice-versa) is not supported. You passed priority \(new) and the existing "
                + "priority was \(old).")
    }
    return nil
}

/// Rule 4: whether two items, given by the chains of their views from the view itself up to
/// the root (`nil` for an item in no hierarchy: a guide with no owning view), have a common
/// ancestor. A constraint with one item passes `second: []`.
func stubHaveCommonAncestor(_ first: [ObjectIdentifier]?, _ second: [ObjectIdentifier]?) -> Bool {
    guard let first, let second else { return false }
    if second.isEmpty { return !first.isEmpty }
    return !Set(first).isDisjoint(with: second)
}

/// The reason of rule 4's exception.
let stubNoCommonAncestorReason =
    "Unable to activate constraint with anchors because they have no common ancestor. Does the "
    + "constraint or its anchors reference items in different view hierarchies? That's illegal."

/// Rule 4's installing view for a constraint referencing `items` (its two items, or the
/// items of its anchors, a composite anchor's two included): the closest view that is an
/// ancestor of every item's view, or `nil` when the first item is in no hierarchy or there is
/// no such view. Later items that are `nil` (no second item) are skipped.
@MainActor
func stubInstallingView(of items: [AnyObject?]) -> ObjectIdentifier? {
    guard let first = items.first, var chain = stubChain(of: first) else { return nil }
    for item in items.dropFirst() where item != nil {
        guard let other = stubChain(of: item) else { return nil }
        let others = Set(other)
        chain = chain.filter { others.contains($0) }
    }
    return chain.first
}

/// A stub view as the shared rules see it (both stubs' views conform).
@MainActor
protocol StubHierarchyView: AnyObject {
    var stubSuperview: (any StubHierarchyView)? { get }
    var stubSubviews: [any StubHierarchyView] { get }
}

/// A stub layout guide as the shared rules see it.
@MainActor
protocol StubHierarchyGuide: AnyObject {
    var stubOwningView: (any StubHierarchyView)? { get }
}

/// The view an item stands in: the view itself, or a guide's owning view.
@MainActor
func stubView(of item: AnyObject?) -> (any StubHierarchyView)? {
    (item as? any StubHierarchyView) ?? (item as? any StubHierarchyGuide)?.stubOwningView
}

/// The views from `item`'s view up to its root (`nil` for a guide in no view, or a freed item).
@MainActor
func stubChain(of item: AnyObject?) -> [ObjectIdentifier]? {
    var view = stubView(of: item)
    guard view != nil else { return nil }
    var chain: [ObjectIdentifier] = []
    while let current = view {
        chain.append(ObjectIdentifier(current))
        view = current.stubSuperview
    }
    return chain
}

/// `view` and every view below it.
@MainActor
func stubSubtree(of view: any StubHierarchyView) -> Set<ObjectIdentifier> {
    var subtree: Set<ObjectIdentifier> = []
    var pending = [view]
    while let current = pending.popLast() {
        subtree.insert(ObjectIdentifier(current))
        pending += current.stubSubviews
    }
    return subtree
}

/// Rule 5: of constraints given by their items and installing views, the indices of those
/// that reference `subtree` and are installed outside it, which removing the subtree's root
/// from its superview deactivates.
@MainActor
func stubLeaving(
    _ subtree: Set<ObjectIdentifier>,
    _ constraints: [(items: [AnyObject?], installedOn: ObjectIdentifier?)]
) -> [Int] {
    constraints.indices.filter { index in
        let references = constraints[index].items.contains { item in
            stubView(of: item).map { subtree.contains(ObjectIdentifier($0)) } ?? false
        }
        let inside = constraints[index].installedOn.map(subtree.contains) ?? false
        return references && !inside
    }
}
