/// An anchor made of several single anchors of one item (`edges`, `horizontalEdges`,
/// `verticalEdges`, `size`, `center` and their margin and inset forms), related to another
/// of the same type component by component.
///
/// `==`, `<=` and `>=` between two compound anchors are declared once, on this protocol,
/// with both sides `Self`: two different compound anchors (`edges == size`) do not compile.
/// Plumb's own types are the only conformers meant to exist.
public protocol CompoundAnchor {
    /// The item and the components (attribute and inset of each) the anchor stands for.
    var compoundParts: CompoundAnchorParts { get }
}

/// The item and the components of a ``CompoundAnchor``: read by Plumb when relating it.
public struct CompoundAnchorParts {
    let item: (any LayoutItem)?
    let components: [(LayoutAttribute, Double)]
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
