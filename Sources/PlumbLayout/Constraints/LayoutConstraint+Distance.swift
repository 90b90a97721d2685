import Foundation

/// The anchor a distance side of a constraint runs to (the side's own item and attribute are
/// where it starts). Held weakly, as constraints hold their items.
///
/// A class, so that a constraint without a distance (nearly all) holds two null references:
/// reading an optional struct with a weak reference inside copies it through an outlined
/// copy, several times for every constraint activated.
@MainActor
final class DistanceEnd {
    private(set) weak var item: AnyObject?
    let attribute: LayoutAttribute
    // Unowned(unsafe) and read through `node`, for the reasons of
    // `LayoutConstraint.firstItemNode`.
    private unowned(unsafe) let itemNode: ItemNode

    init(node: ItemNode, item: AnyObject?, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
        self.itemNode = node
    }

    /// The item's node, while the item exists.
    var node: ItemNode? { item == nil ? nil : itemNode }
}

// Distances between two anchors of one axis, as dimensions: what UIKit's and AppKit's
// `anchorWithOffset(to:)` makes (an `NSLayoutDimension` whose constraints' `firstAnchor` or
// `secondAnchor` is that composite anchor). A side of a constraint is either an item's
// attribute or such a distance, `end − start`; a distance relates like a width or a height.
extension LayoutConstraint {
    /// When the first side is a distance (made with the DSL's `distance(to:)`, Auto Layout's
    /// `anchorWithOffset(to:)`), the item of the anchor it runs to; ``firstItem`` and
    /// ``firstAttribute`` are then the anchor it starts from. Held weakly.
    public var firstEndItem: AnyObject? { firstEnd?.item }
    /// When the first side is a distance, the attribute of the anchor it runs to;
    /// ``LayoutAttribute/notAnAttribute`` otherwise.
    public var firstEndAttribute: Attribute { firstEnd?.attribute ?? .notAnAttribute }
    /// When the second side is a distance, the item of the anchor it runs to (held weakly).
    public var secondEndItem: AnyObject? { secondEnd?.item }
    /// When the second side is a distance, the attribute of the anchor it runs to;
    /// ``LayoutAttribute/notAnAttribute`` otherwise.
    public var secondEndAttribute: Attribute { secondEnd?.attribute ?? .notAnAttribute }

    /// The nodes of every item the constraint mentions: the two sides' items and the items
    /// their distances run to.
    var itemNodes: [ItemNode] {
        [firstNode, firstEnd?.node, secondNode, secondEnd?.node].compactMap { $0 }
    }

    /// The DSL backend's path for a spec with a distance side: the checks of
    /// ``checked(first:_:_:second:_:multiplier:constant:)``, with each distance validated as
    /// Auto Layout validates `anchorWithOffset(to:)` and counted as a dimension.
    static func checked(
        _ spec: ConstraintSpec, first: any LayoutItem, second: (any LayoutItem)?,
        firstEnd: (any LayoutItem)?, secondEnd: (any LayoutItem)?, multiplier: CGFloat,
        constant c: CGFloat
    ) throws(PlumbError) -> LayoutConstraint {
        func node(_ item: (any LayoutItem)?) throws(PlumbError) -> ItemNode? {
            guard let item else { return nil }
            guard let (node, _) = engineNode(of: item) else {
                throw PlumbError(
                    .invalidConstraint,
                    "\(type(of: item)) is not a LayoutView or LayoutGuide.", spec: spec)
            }
            return node
        }
        let firstNode = try node(first)
        let secondNode = try node(second)
        let firstEndNode = try node(firstEnd)
        let secondEndNode = try node(secondEnd)
        if let reason = AutoLayoutRules.creationRefusal(of: spec, isGuide: { $0 is LayoutGuide }) {
            throw PlumbError(.invalidConstraint, reason, spec: spec)
        }
        return LayoutConstraint(
            kind: .standard, first: firstNode, firstItem: first,
            firstAttribute: spec.firstAttribute, relation: spec.relation, second: secondNode,
            secondItem: second, secondAttribute: spec.secondAttribute, multiplier: multiplier,
            constant: c, priority: .required, validationError: nil,
            firstEnd: firstEndNode.map {
                DistanceEnd(node: $0, item: firstEnd, attribute: spec.firstEndAttribute)
            },
            secondEnd: secondEndNode.map {
                DistanceEnd(node: $0, item: secondEnd, attribute: spec.secondEndAttribute)
            })
    }

    /// A side as Plumb writes it: `name.attribute`, or
    /// `name.attribute.distance(to: other.attribute)` for a distance. `name` names an item.
    nonisolated static func sideText(
        _ name: String, _ attribute: Attribute, end: (name: String, attribute: Attribute)?
    ) -> String {
        guard let end else { return "\(name).\(attribute)" }
        return "\(name).\(attribute).distance(to: \(end.name).\(end.attribute))"
    }
}
