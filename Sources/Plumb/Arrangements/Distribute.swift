// `distribute`: items one after another along an axis, with fixed or equal gaps and fixed or
// equal lengths (Cartography's `distribute(by:horizontally:)`, Masonry's
// `mas_distributeViewsAlongAxis`, PureLayout's `autoDistributeViewsAlongAxis`,
// TinyConstraints' `stack`). Equal gaps are spacing anchors (`distance(to:)`), never spacer
// views.

/// Places `items` one after another along `axis` and returns the relations, as statements of
/// the block they are written in (one batch; each relation has the statement's line):
///
/// ```swift
/// constrain(a, b, c, row) { a, b, c, row in
///     distribute([a, b, c], along: .horizontal, spacing: 8)              // fixed gaps
///     distribute([a, b, c], along: .horizontal, spacing: .equal, inside: row)  // equal gaps
///     distribute([a, b, c], along: .horizontal, lengths: 60, inside: row, inset: 16)
/// }
/// ```
///
/// - Parameters:
///   - items: the items' anchors, in order (block proxies of any view or guide types, or an
///     array of them). At least two.
///   - axis: `.horizontal` places them from leading to trailing (mirrored in a right-to-left
///     layout), `.vertical` from top to bottom, `.leftToRight` from left to right always.
///   - spacing: the gap between neighbours: a number (fixed), or `.equal` (the same gap
///     everywhere, as long as the layout decides; the default).
///   - lengths: the items' lengths along the axis: `.unconstrained` (the default: the items'
///     own constraints decide), `.equal`, or a number (fixed).
///   - container: when given, the first item starts and the last ends inside it (its edges
///     on the axis), `inset` from them.
///   - inset: the gap between the container's edges and the first and last items; when `nil`
///     (the default) it is the same as the spacing (the equal gap for `.equal`).
/// - Returns: the relations. A call with fewer than two items, a number that is not finite or
///   a negative length makes none: it is refused with ``PlumbError/Kind/invalidArrangement``
///   (or ``PlumbError/Kind/nonFiniteNumber``) naming the call, when the block is compiled, and
///   the rest of the block is still made.
@MainActor
public func distribute(
    _ items: [any LayoutAnchorsProtocol], along axis: DistributionAxis,
    spacing: DistributionSpacing = .equal, lengths: DistributionLengths = .unconstrained,
    inside container: (any LayoutAnchorsProtocol)? = nil, inset: Double? = nil
) -> [ConstraintExpression] {
    let call = Distribution(
        items: items, axis: axis, spacing: spacing, lengths: lengths, container: container,
        inset: inset)
    if let refusal = call.refusal { return [refusal] }
    return call.relations()
}

/// One `distribute` call: its checks and the relations it makes.
@MainActor
private struct Distribution {
    let items: [any LayoutAnchorsProtocol]
    let axis: DistributionAxis
    let spacing: DistributionSpacing
    let lengths: DistributionLengths
    let container: (any LayoutAnchorsProtocol)?
    let inset: Double?

    /// The call as written, with the items named: `distribute([a, b], along: .vertical, …)`.
    var text: String {
        let names = items.map { item in item.width.ref.item.map(LayoutItemNames.name) ?? "<freed>" }
        var text = "distribute([\(names.joined(separator: ", "))], along: \(axis.text)"
        text += ", spacing: \(spacing.text)"
        if lengths != .unconstrained { text += ", lengths: \(lengths.text)" }
        if let container {
            text += ", inside: \(container.width.ref.item.map(LayoutItemNames.name) ?? "<freed>")"
        }
        if let inset { text += ", inset: \(PlumbNumber.format(inset))" }
        return text + ")"
    }

    /// Why the call makes nothing, or `nil`.
    var refusal: ConstraintExpression? {
        if items.count < 2 {
            return .refused(
                .invalidArrangement,
                "distribute needs at least two items to place one after another", expression: text)
        }
        var numbers: [Double] = []
        if case .fixed(let value) = spacing { numbers.append(value) }
        if case .fixed(let value) = lengths { numbers.append(value) }
        if let inset { numbers.append(inset) }
        if numbers.contains(where: { !$0.isFinite }) {
            return .refused(
                .nonFiniteNumber, "the spacing, lengths and inset must be finite numbers",
                expression: text)
        }
        if case .fixed(let value) = lengths, value < 0 {
            return .refused(
                .invalidArrangement, "a length cannot be negative (\(PlumbNumber.format(value)))",
                expression: text)
        }
        return nil
    }

    func relations() -> [ConstraintExpression] {
        let anchors = items.map(axis.anchors(of:))
        var relations: [ConstraintExpression] = []
        func equal(_ first: AnchorRef, _ second: LayoutTerm) {
            relations.append(RelationBuilder.single(first, .equal, second))
        }
        // The gap before item `index`, from the previous item's end to its start.
        func gap(_ index: Int) -> AnchorRef {
            DimensionAnchor(distanceFrom: anchors[index - 1].end, to: anchors[index].start).ref
        }
        for index in anchors.indices.dropFirst() {
            switch spacing {
            case .fixed(let value):
                equal(anchors[index].start, LayoutTerm(anchors[index - 1].end).adding(value))
            case .equal:
                if index > 1 { equal(gap(index), LayoutTerm(gap(1))) }
            }
        }
        switch lengths {
        case .unconstrained: break
        case .equal:
            for index in anchors.indices.dropFirst() {
                equal(anchors[index].length, LayoutTerm(anchors[0].length))
            }
        case .fixed(let value):
            for index in anchors.indices {
                relations.append(RelationBuilder.constant(anchors[index].length, .equal, value))
            }
        }
        if let container {
            let edges = axis.anchors(of: container)
            let first = anchors[0]
            let last = anchors[anchors.count - 1]
            switch (inset, spacing) {
            case (let inset?, _), (nil, .fixed(let inset)):
                equal(first.start, LayoutTerm(edges.start).adding(inset))
                equal(last.end, LayoutTerm(edges.end).adding(-inset))
            case (nil, .equal):
                // Each relation's first item is an arranged item, never the container: a first
                // item stops translating its autoresizing mask, and the container must not.
                let leading = DimensionAnchor(distanceFrom: edges.start, to: first.start).ref
                let trailing = DimensionAnchor(distanceFrom: last.end, to: edges.end).ref
                equal(gap(1), LayoutTerm(leading))
                equal(trailing, LayoutTerm(gap(1)))
            }
        }
        return relations
    }
}
