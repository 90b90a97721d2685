// `align`: one attribute of several items made equal (Cartography's `align(top:)`,
// PureLayout's `autoAlignViewsToEdge:` and `autoMatchViewsDimension:`). Free functions rather
// than operators, so that they cost the type-checker nothing where they are not called.

/// Makes every anchor equal to the first: `align(a.top, b.top, c.top)` is
/// `b.top == a.top` and `c.top == a.top`. Any kind of single anchor works, all of one type:
/// edges and centres align views, `align(a.width, b.width)` makes them equally wide.
///
/// The first anchor is the reference: it is the second item of every relation, so its view
/// keeps translating its autoresizing mask, while each other anchor's view, a first item,
/// stops (as with `==`). Put a superview's anchor first:
/// `align([row.centerY] + buttons.map(\.centerY))`.
///
/// The relations are statements of the block they are written in (one batch, each with the
/// statement's line). Fewer than two anchors is refused with
/// ``PlumbError/Kind/invalidArrangement`` naming the call, when the block is compiled.
@MainActor
public func align<Anchor: AlignableAnchor>(_ anchors: Anchor...) -> [ConstraintExpression] {
    align(anchors)
}

/// ``align(_:)-(Anchor...)`` for an array of anchors:
/// `align(buttons.map(\.centerY))`.
@MainActor
public func align<Anchor: AlignableAnchor>(_ anchors: [Anchor]) -> [ConstraintExpression] {
    let terms = anchors.map(\.layoutTerm)
    guard let first = terms.first, terms.count >= 2 else {
        return [tooFewToAlign(terms.map { anchorName($0.anchor) })]
    }
    return terms.dropFirst().map { RelationBuilder.single($0.anchor, .equal, first) }
}

/// Makes every compound anchor equal to the first, component by component:
/// `align(a.center, b.center)`, `align(a.size, b.size, c.size)`. Fewer than two is refused
/// as for single anchors.
@MainActor
public func align<Compound: CompoundAnchor>(_ anchors: Compound...) -> [ConstraintExpression] {
    align(anchors)
}

/// ``align(_:)-(Compound...)`` for an array of compound anchors.
@MainActor
public func align<Compound: CompoundAnchor>(_ anchors: [Compound]) -> [ConstraintExpression] {
    let parts = anchors.map(\.compoundParts)
    guard let first = parts.first, parts.count >= 2 else {
        let names = parts.map { part in part.item.map(LayoutItemNames.name) ?? "<freed>" }
        return [tooFewToAlign(names)]
    }
    return parts.dropFirst().map { part in RelationBuilder.compound(part, .equal, first) }
}

/// The refusal of an `align` with fewer than two anchors, named as written.
@MainActor
private func tooFewToAlign(_ names: [String]) -> ConstraintExpression {
    .refused(
        .invalidArrangement,
        "align needs at least two anchors to make equal; relate a single anchor with == instead",
        expression: "align(\(names.joined(separator: ", ")))")
}

/// `item.attribute`, as descriptions name an anchor.
@MainActor
func anchorName(_ anchor: AnchorRef) -> String {
    let item = anchor.item.map(LayoutItemNames.name) ?? "<freed>"
    return "\(item).\(anchor.attribute)"
}
