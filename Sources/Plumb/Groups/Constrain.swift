// The `constrain` entry points: one variadic function for any number of items, each of its
// own type, and an array form for items of one type.
//
// The variadic form uses a parameter pack (`each Rest`), and the block's type,
// `(LayoutAnchors<First>, repeat LayoutAnchors<each Rest>) -> …`, is a function type with a pack
// expansion. What needs a newer runtime is metadata for variadic generic *types* (macOS 14,
// which the compiler diagnoses) and for pack expansions that the runtime must demangle or
// allocate; a generic function with packs back-deploys. Here nothing asks the runtime for such
// metadata: the block is non-escaping and called directly, the pack is expanded into its
// arguments on the stack, and the block's result is computed before anything escapes.
// `PackBackDeploymentTests` compiles a call with ten items and checks the code the compiler
// emits for it calls no pack entry point of the Swift runtime and names no pack in the metadata
// strings the runtime would demangle.

/// Constrains any number of items together: runs `block` with their anchors, compiles every
/// relation written in it, and activates them all with one backend call.
///
/// ```swift
/// let group = constrain(view, superview) { view, superview in
///     view.top == superview.top + 10 ~ .high
///     view.horizontalEdges == superview.horizontalEdges.inset(by: 16)
/// }
/// ```
///
/// The items are views and layout guides, each of its own type, one or more of them
/// (`constrain(avatar) { avatar in … }`, `constrain(a, b, c, d, e, f, g, h) { … }`); the block
/// gets one ``LayoutAnchors`` per item, in the same order. It is a ``ConstraintBuilder``: each
/// statement is a relation, a `let`, an `if`, a `switch`, a `for` loop or a helper returning
/// `[ConstraintExpression]`, and each relation records the `#fileID` and `#line` of its own
/// statement. First items that are views stop translating their autoresizing masks.
/// A relation Plumb refuses (see ``ConstraintCompiler/compile(_:location:)``) is skipped,
/// recorded in ``ConstraintGroup/errors`` and reported to ``PlumbDiagnostics/handler``; the
/// rest are still made. Never throws, never traps.
///
/// - Parameters:
///   - first: the first item to constrain (a view or a layout guide).
///   - rest: the other items, any number of them.
///   - replace: a group to remake: its constraints are deactivated and replaced by the
///     block's, and that same group is returned, active. (A group combined from it earlier
///     with `+` keeps the old, now inactive, constraints.)
///   - file: the location of relations that come without one (leave the default; every
///     statement of the block has its own).
///   - line: the location of relations that come without one (leave the default).
///   - block: writes the relations, given the items' anchors.
/// - Returns: the group that owns the new, active constraints.
@MainActor @discardableResult
public func constrain<First: LayoutItem, each Rest: LayoutItem>(
    _ first: First, _ rest: repeat each Rest, replace: ConstraintGroup? = nil,
    file: String = #fileID, line: Int = #line,
    @ConstraintBuilder _ block:
        @MainActor (LayoutAnchors<First>, repeat LayoutAnchors<each Rest>) -> [ConstraintExpression]
) -> ConstraintGroup {
    let expressions = block(LayoutAnchors(first), repeat LayoutAnchors(each rest))
    return ConstraintGroup.constrain(
        replacing: replace, at: ConstraintSourceLocation(fileID: file, line: line)
    ) { expressions }
}

/// Constrains any number of items of one type: the block gets their anchors in the same
/// order. Otherwise as ``constrain(_:_:replace:file:line:_:)``.
///
/// ```swift
/// constrain(buttons + [container]) { items in
///     for (item, next) in zip(items, items.dropFirst()) { item.trailing == next.leading - 8 }
/// }
/// ```
@MainActor @discardableResult
public func constrain<Item: LayoutItem>(
    _ items: [Item], replace: ConstraintGroup? = nil,
    file: String = #fileID, line: Int = #line,
    @ConstraintBuilder _ block: @MainActor ([LayoutAnchors<Item>]) -> [ConstraintExpression]
) -> ConstraintGroup {
    // A loop, not `items.map(LayoutAnchors.init)`: that calls the initializer through a
    // thunk that checks the executor at run time for every item.
    var anchors: [LayoutAnchors<Item>] = []
    anchors.reserveCapacity(items.count)
    for item in items { anchors.append(LayoutAnchors(item)) }
    return ConstraintGroup.constrain(
        replacing: replace, at: ConstraintSourceLocation(fileID: file, line: line)
    ) {
        block(anchors)
    }
}
