/// How one autoresizing constraint pins a translating view's frame to its superview
/// (AUTOLAYOUT.md 2.8), as numbers captured when the frame was set.
///
/// With `a`, `b` the frame's offset and length on the axis, `s0` the superview's bounds
/// length at that time and `s` its current one, the change `s − s0` is shared by the
/// flexible parts in proportion to their lengths: offset `= a + ka·(s − s0)` and length
/// `= b + kb·(s − s0)`. Both are linear in the superview's variables, so a superview that
/// resizes moves and stretches its translating subviews without any edit.
struct AutoresizingRule {
    var axis: LayoutAxis
    /// Whether this row pins the length (else the offset).
    var isSize: Bool
    var offset: Double
    var length: Double
    var offsetShare: Double
    var lengthShare: Double
    var superLength: Double
    /// UIKit's log notation for the axis, such as `h=--&`.
    var notation: String
    /// Whether `offset` is measured from the superview's far edge (its bottom): a vertical
    /// rule for a view in an AppKit-style tree whose superview is not flipped, where the
    /// frame's origin is its bottom-left corner and the mask's top margin bit (AppKit's
    /// `minYMargin`) is the bottom margin.
    var fromFarEdge = false

    /// The four rules (x offset, width, y offset, height) that keep `view`'s frame in `parent`
    /// (its superview), from the frame, mask and superview size as they are now.
    @MainActor
    static func rules(for view: LayoutView, in parent: LayoutView) -> [AutoresizingRule] {
        let frame = view.storedFrame
        let size = parent.storedFrame.size
        let (x, w) = rules(
            axis: .horizontal, mask: view.autoresizingMask, offset: Double(frame.minX),
            length: Double(frame.width), superLength: Double(size.width))
        let fromBottom = view.measuresFromBottom
        var (y, h) = rules(
            axis: .vertical, mask: view.autoresizingMask,
            offset: Double(fromBottom ? size.height - frame.maxY : frame.minY),
            length: Double(frame.height), superLength: Double(size.height))
        y.fromFarEdge = fromBottom
        h.fromFarEdge = fromBottom
        return [x, w, y, h]
    }

    /// The two rules (offset, length) for one axis of `mask`.
    static func rules(
        axis: LayoutAxis, mask: AutoresizingMask, offset: Double, length: Double,
        superLength: Double
    ) -> (AutoresizingRule, AutoresizingRule) {
        let horizontal = axis == .horizontal
        let flexLead = mask.contains(horizontal ? .flexibleLeftMargin : .flexibleTopMargin)
        let flexSize = mask.contains(horizontal ? .flexibleWidth : .flexibleHeight)
        let flexTrail = mask.contains(horizontal ? .flexibleRightMargin : .flexibleBottomMargin)
        let trailing = superLength - offset - length
        let parts = [(flexLead, offset), (flexSize, length), (flexTrail, trailing)]
        let flexible = parts.filter { $0.0 }
        let total = flexible.reduce(0) { $0 + $1.1 }
        func share(_ part: (Bool, Double)) -> Double {
            guard part.0 else { return 0 }
            // With no length to share in proportion to, the flexible parts split equally.
            return total != 0 ? part.1 / total : 1 / Double(flexible.count)
        }
        var kLead = share(parts[0])
        var kSize = share(parts[1])
        if flexible.isEmpty {
            kLead = 0
            kSize = 0
        }
        // As UIKit logs it: with nothing flexible, the far margin absorbs changes (`--&`).
        let marks = flexible.isEmpty ? "--&" : parts.map { $0.0 ? "&" : "-" }.joined()
        let notation = (horizontal ? "h=" : "v=") + marks
        let base = AutoresizingRule(
            axis: axis, isSize: false, offset: offset, length: length, offsetShare: kLead,
            lengthShare: kSize,
            superLength: superLength, notation: notation)
        var size = base
        size.isSize = true
        return (base, size)
    }
}

/// One edge of a system layout guide tied to its owning view.
struct GuideEdge {
    enum Source { case margins, safeArea }
    var source: Source
    /// Which of the guide's variables: minX, minY, width or height.
    var axis: LayoutAxis
    var isSize: Bool
}
