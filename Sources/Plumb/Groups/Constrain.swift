// The `constrain` entry points: one function per number of items (1…6) and an array form.
//
// Why not one variadic function with parameter packs: `constrain` must hand the block one
// proxy per item, so the block's type would be `(repeat LayoutAnchors<each Item>) -> Void`,
// a function type containing a pack expansion. Functions with packs back-deploy, but the
// metadata for such function types and for escaping pack captures needed runtime support
// that older OSes lack (swiftlang/swift#65926, #67724), and we cannot prove on Linux that
// iOS 13 / macOS 10.15 are safe. Six arities cover real layouts; the array form covers
// more items of one type.

/// Constrains one item: runs `block` with its anchors, compiles every relation written in
/// it, and activates them all with one backend call.
///
/// ```swift
/// constrain(avatar) { avatar in
///     avatar.width == 48
///     avatar.height == avatar.width
/// }
/// ```
///
/// The block is a ``ConstraintBuilder``: each statement is a relation, a `let`, an `if`,
/// a `switch`, a `for` loop or a helper returning `[ConstraintExpression]`, and each relation
/// records the `#fileID` and `#line` of its own statement. First items that are views stop
/// translating their autoresizing masks.
/// A relation Plumb refuses (see ``ConstraintCompiler/compile(_:location:)``) is skipped,
/// recorded in ``ConstraintGroup/errors`` and reported to ``PlumbDiagnostics/report``; the
/// rest are still made. Never throws, never traps.
///
/// - Parameters:
///   - first: the item to constrain (a view or a layout guide).
///   - replace: a group to remake: its constraints are deactivated and replaced by the
///     block's, and that same group is returned, active. (A group combined from it earlier
///     with `+` keeps the old, now inactive, constraints.)
///   - file: the location of relations that come without one (leave the default; every
///     statement of the block has its own).
///   - line: the location of relations that come without one (leave the default).
///   - block: writes the relations, given the item's anchors.
/// - Returns: the group that owns the new, active constraints.
@MainActor @discardableResult
public func constrain<A: LayoutItem>(
    _ first: A, replace: ConstraintGroup? = nil,
    file: String = #fileID, line: Int = #line,
    @ConstraintBuilder _ block: @MainActor (LayoutAnchors<A>) -> [ConstraintExpression]
) -> ConstraintGroup {
    ConstraintGroup.constrain(replacing: replace, at: ConstraintSourceLocation(fileID: file, line: line)) {
        block(LayoutAnchors(first))
    }
}

/// Constrains 2 items together: runs `block` with their anchors, compiles every relation
/// written in it, and activates them all with one backend call. See
/// ``constrain(_:replace:file:line:_:)-(A,_,_,_,_)`` for the details.
///
/// ```swift
/// let group = constrain(view, superview) { view, superview in
///     view.top == superview.top + 10 ~ .high
///     view.horizontalEdges == superview.horizontalEdges.inset(by: 16)
/// }
/// ```
@MainActor @discardableResult
public func constrain<A: LayoutItem, B: LayoutItem>(
    _ first: A, _ second: B, replace: ConstraintGroup? = nil,
    file: String = #fileID, line: Int = #line,
    @ConstraintBuilder _ block:
        @MainActor (LayoutAnchors<A>, LayoutAnchors<B>) -> [ConstraintExpression]
) -> ConstraintGroup {
    ConstraintGroup.constrain(replacing: replace, at: ConstraintSourceLocation(fileID: file, line: line)) {
        block(LayoutAnchors(first), LayoutAnchors(second))
    }
}

/// Constrains 3 items together: runs `block` with their anchors, compiles every relation
/// written in it, and activates them all with one backend call. See
/// ``constrain(_:replace:file:line:_:)-(A,_,_,_,_)`` for the details.
///
/// ```swift
/// let group = constrain(view, superview) { view, superview in
///     view.top == superview.top + 10 ~ .high
///     view.horizontalEdges == superview.horizontalEdges.inset(by: 16)
/// }
/// ```
@MainActor @discardableResult
public func constrain<A: LayoutItem, B: LayoutItem, C: LayoutItem>(
    _ first: A, _ second: B, _ third: C, replace: ConstraintGroup? = nil,
    file: String = #fileID, line: Int = #line,
    @ConstraintBuilder _ block:
        @MainActor (LayoutAnchors<A>, LayoutAnchors<B>, LayoutAnchors<C>) -> [ConstraintExpression]
) -> ConstraintGroup {
    ConstraintGroup.constrain(replacing: replace, at: ConstraintSourceLocation(fileID: file, line: line)) {
        block(LayoutAnchors(first), LayoutAnchors(second), LayoutAnchors(third))
    }
}

/// Constrains 4 items together: runs `block` with their anchors, compiles every relation
/// written in it, and activates them all with one backend call. See
/// ``constrain(_:replace:file:line:_:)-(A,_,_,_,_)`` for the details.
///
/// ```swift
/// let group = constrain(view, superview) { view, superview in
///     view.top == superview.top + 10 ~ .high
///     view.horizontalEdges == superview.horizontalEdges.inset(by: 16)
/// }
/// ```
@MainActor @discardableResult
public func constrain<A: LayoutItem, B: LayoutItem, C: LayoutItem, D: LayoutItem>(
    _ first: A, _ second: B, _ third: C, _ fourth: D, replace: ConstraintGroup? = nil,
    file: String = #fileID, line: Int = #line,
    @ConstraintBuilder _ block:
        @MainActor (LayoutAnchors<A>, LayoutAnchors<B>, LayoutAnchors<C>, LayoutAnchors<D>) ->
        [ConstraintExpression]
) -> ConstraintGroup {
    ConstraintGroup.constrain(replacing: replace, at: ConstraintSourceLocation(fileID: file, line: line)) {
        block(
            LayoutAnchors(first), LayoutAnchors(second), LayoutAnchors(third), LayoutAnchors(fourth)
        )
    }
}

/// Constrains 5 items together: runs `block` with their anchors, compiles every relation
/// written in it, and activates them all with one backend call. See
/// ``constrain(_:replace:file:line:_:)-(A,_,_,_,_)`` for the details.
///
/// ```swift
/// let group = constrain(view, superview) { view, superview in
///     view.top == superview.top + 10 ~ .high
///     view.horizontalEdges == superview.horizontalEdges.inset(by: 16)
/// }
/// ```
@MainActor @discardableResult
public func constrain<A: LayoutItem, B: LayoutItem, C: LayoutItem, D: LayoutItem, E: LayoutItem>(
    _ first: A, _ second: B, _ third: C, _ fourth: D, _ fifth: E, replace: ConstraintGroup? = nil,
    file: String = #fileID, line: Int = #line,
    @ConstraintBuilder _ block:
        @MainActor (
            LayoutAnchors<A>, LayoutAnchors<B>, LayoutAnchors<C>, LayoutAnchors<D>, LayoutAnchors<E>
        ) -> [ConstraintExpression]
) -> ConstraintGroup {
    ConstraintGroup.constrain(replacing: replace, at: ConstraintSourceLocation(fileID: file, line: line)) {
        block(
            LayoutAnchors(first), LayoutAnchors(second), LayoutAnchors(third),
            LayoutAnchors(fourth), LayoutAnchors(fifth))
    }
}

/// Constrains 6 items together: runs `block` with their anchors, compiles every relation
/// written in it, and activates them all with one backend call. See
/// ``constrain(_:replace:file:line:_:)-(A,_,_,_,_)`` for the details.
///
/// ```swift
/// let group = constrain(view, superview) { view, superview in
///     view.top == superview.top + 10 ~ .high
///     view.horizontalEdges == superview.horizontalEdges.inset(by: 16)
/// }
/// ```
@MainActor @discardableResult
public func constrain<
    A: LayoutItem, B: LayoutItem, C: LayoutItem, D: LayoutItem, E: LayoutItem, F: LayoutItem
>(
    _ first: A, _ second: B, _ third: C, _ fourth: D, _ fifth: E, _ sixth: F,
    replace: ConstraintGroup? = nil,
    file: String = #fileID, line: Int = #line,
    @ConstraintBuilder _ block:
        @MainActor (
            LayoutAnchors<A>, LayoutAnchors<B>, LayoutAnchors<C>, LayoutAnchors<D>,
            LayoutAnchors<E>, LayoutAnchors<F>
        ) -> [ConstraintExpression]
) -> ConstraintGroup {
    ConstraintGroup.constrain(replacing: replace, at: ConstraintSourceLocation(fileID: file, line: line)) {
        block(
            LayoutAnchors(first), LayoutAnchors(second), LayoutAnchors(third),
            LayoutAnchors(fourth), LayoutAnchors(fifth), LayoutAnchors(sixth))
    }
}

/// Constrains any number of items of one type: the block gets their anchors in the same
/// order. Otherwise as ``constrain(_:replace:file:line:_:)-(A,_,_,_,_)``.
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
    ConstraintGroup.constrain(replacing: replace, at: ConstraintSourceLocation(fileID: file, line: line)) {
        block(items.map(LayoutAnchors.init))
    }
}
