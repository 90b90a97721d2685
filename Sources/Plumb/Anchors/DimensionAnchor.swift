/// A dimension (`width`, `height`), as an anchor: one attribute of one item.
///
/// It relates to other dimensions (of either axis, so `width == height * 2` works) and, on the
/// left-hand side, to a constant (`width == 48`); never to a position.
/// Arithmetic turns it into a ``DimensionExpression``: `+`/`-` a constant, `*`/`/` a multiplier.
/// A short-lived value: it references its item while it exists, but the specs and groups
/// made from it hold the item weakly.
public struct DimensionAnchor: DimensionOperand {
    var ref: AnchorRef

    init(_ item: (any LayoutItem)?, _ attribute: LayoutAttribute) {
        self.ref = AnchorRef(item, attribute)
    }

    /// The anchor's attribute.
    public var attribute: LayoutAttribute { ref.attribute }

    /// The anchor as a folded term (multiplier 1, constant 0).
    public var layoutTerm: LayoutTerm { LayoutTerm(ref) }
}
