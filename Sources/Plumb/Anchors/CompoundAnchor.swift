/// An anchor made of several single anchors of one item (`edges`, `horizontalEdges`,
/// `verticalEdges`, `size`, `center` and their margin and inset forms), related to another
/// of the same type component by component.
///
/// `==`, `<=` and `>=` of compound anchors are declared once, on this protocol, with a
/// right-hand side of the left-hand side's ``CompoundOperand/Kind``: two different compound
/// anchors (`edges == size`) do not compile. ``SizeExpression`` and ``CenterExpression``
/// conform only unavailably, so that arithmetic on the left-hand side (`a.size * 2 == b.size`)
/// is refused in Plumb's words. Plumb's own types are the only conformers meant to exist.
public protocol CompoundAnchor: CompoundOperand {}

/// The item and the components of a ``CompoundAnchor`` or a compound expression
/// (``SizeExpression``, ``CenterExpression``): read by Plumb when relating it.
public struct CompoundAnchorParts {
    let item: (any LayoutItem)?
    /// Per component: attribute and the offset added to it (already scaled, as algebra says).
    var components: [(LayoutAttribute, Double)]
    /// The multiplier of every component: 1 for an anchor, anything after `*` or `/`.
    var multiplier: Double = 1

    init(item: (any LayoutItem)?, components: [(LayoutAttribute, Double)]) {
        self.item = item
        self.components = components
    }

    /// The parts times `factor`: the multiplier and every offset scale, as algebra says
    /// (`(b.size + (10, 20)) * 0.5` is multiplier 0.5, offsets 5 and 10).
    func scaled(by factor: Double) -> CompoundAnchorParts {
        var parts = self
        parts.multiplier *= factor
        for index in parts.components.indices { parts.components[index].1 *= factor }
        return parts
    }

    /// The parts with `offsets` added to the offsets of the first two components (width and
    /// height, or x and y: the compounds that take arithmetic have two).
    func adding(_ offsets: (Double, Double)) -> CompoundAnchorParts {
        var parts = self
        for (index, offset) in zip(parts.components.indices, [offsets.0, offsets.1]) {
            parts.components[index].1 += offset
        }
        return parts
    }
}

extension EdgesAnchor: CompoundAnchor {
    /// The item and its four edges (with their insets).
    public var compoundParts: CompoundAnchorParts {
        CompoundAnchorParts(item: item, components: components)
    }
}

extension HorizontalEdgesAnchor: CompoundAnchor {
    /// The item and its leading and trailing edges (with their insets).
    public var compoundParts: CompoundAnchorParts {
        CompoundAnchorParts(item: item, components: components)
    }
}

extension VerticalEdgesAnchor: CompoundAnchor {
    /// The item and its top and bottom edges (with their insets).
    public var compoundParts: CompoundAnchorParts {
        CompoundAnchorParts(item: item, components: components)
    }
}

extension SizeAnchor: CompoundAnchor {
    /// The item and its width and height (with their offsets).
    public var compoundParts: CompoundAnchorParts {
        CompoundAnchorParts(item: item, components: components)
    }
}

extension CenterAnchor: CompoundAnchor {
    /// The item and its horizontal and vertical centres (with their offsets).
    public var compoundParts: CompoundAnchorParts {
        CompoundAnchorParts(item: item, components: components)
    }
}
