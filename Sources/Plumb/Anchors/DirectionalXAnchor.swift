/// A directional horizontal position (`leading`, `trailing`, `leadingMargin`, `trailingMargin`), as
/// an anchor: one attribute of one item.
///
/// It relates only to directional positions and centres (`centerX`); relating it to `left` or
/// `right` does not compile, because the two disagree in right-to-left layouts.
/// Arithmetic turns it into a ``DirectionalXExpression``: `+`/`-` a constant, `*`/`/` a multiplier.
/// A short-lived value: it references its item while it exists, but the specs and groups
/// made from it hold the item weakly.
public struct DirectionalXAnchor: DirectionalXOperand, XOperand {
    var ref: AnchorRef

    init(_ item: (any LayoutItem)?, _ attribute: LayoutAttribute) {
        self.ref = AnchorRef(item, attribute)
    }

    /// The anchor's attribute.
    public var attribute: LayoutAttribute { ref.attribute }

    /// The anchor as a folded term (multiplier 1, constant 0).
    public var layoutTerm: LayoutTerm { LayoutTerm(ref) }

    /// This anchor plus `multiplier` times the platform's standard spacing, for relating an
    /// anchor to the one it follows: `label.leading == icon.trailing.plusSystemSpacing()`.
    ///
    /// The constraint places the first item after this one, as UIKit's
    /// `constraint(equalToSystemSpacingAfter:multiplier:)` does. The result takes no further
    /// constant or multiplier: adding one is
    /// reported as ``PlumbError/Kind/invalidSystemSpacing`` when the constraint is made.
    public func plusSystemSpacing(_ multiplier: Double = 1) -> DirectionalXExpression {
        var term = LayoutTerm(ref)
        term.systemSpacing = multiplier
        return DirectionalXExpression(term)
    }
}
