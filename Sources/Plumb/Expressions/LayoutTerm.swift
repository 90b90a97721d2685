/// One attribute of one item. Anchors and expressions are short-lived values, so the
/// reference is strong (weak references cost a side-table operation on every copy); specs
/// and groups, which last, hold items weakly.
struct AnchorRef {
    var item: (any LayoutItem)?
    var attribute: LayoutAttribute
    /// For a distance (`a.trailing.distance(to: b.leading)`, a dimension): the anchor it runs
    /// to; `item` and `attribute` are where it starts. `nil` for a plain attribute.
    var end: AnchorEnd?

    init(_ item: (any LayoutItem)?, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
        self.end = nil
    }
}

/// The far anchor of a distance, boxed so that an ``AnchorRef`` that is not a distance (all
/// but a few) stays one word larger rather than three.
final class AnchorEnd {
    let item: (any LayoutItem)?
    let attribute: LayoutAttribute

    init(_ item: (any LayoutItem)?, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }
}

/// A folded anchor expression, `anchor × multiplier + constant` (or, after
/// `plusSystemSpacing`, `anchor + systemSpacing × spacingMultiplier`).
///
/// Every anchor and anchor expression of Plumb is one of these underneath; the public types
/// around it only exist so that the type-checker can tell the kinds apart. Arithmetic folds
/// as algebra as it goes: `(b.width + 10) / 2` is multiplier 0.5 and constant 5.
public struct LayoutTerm {
    var anchor: AnchorRef
    var multiplier: Double
    var constant: Double
    /// Non-nil after `plusSystemSpacing(_:)`: the multiple of the system spacing.
    var systemSpacing: Double?

    init(_ anchor: AnchorRef) {
        self.anchor = anchor
        self.multiplier = 1
        self.constant = 0
        self.systemSpacing = nil
    }

    func adding(_ value: Double) -> LayoutTerm {
        var term = self
        term.constant += value
        return term
    }

    func scaled(by factor: Double) -> LayoutTerm {
        var term = self
        term.multiplier *= factor
        term.constant *= factor
        return term
    }
}
