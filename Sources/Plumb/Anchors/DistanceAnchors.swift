// Spacing anchors: the distance between two anchors of one axis, as a dimension (Auto
// Layout's `anchorWithOffset(to:)`, iOS 10 / macOS 10.12). A distance is a
// `DimensionAnchor`, exactly as `anchorWithOffset(to:)` returns an `NSLayoutDimension`, so the
// relations and arithmetic of dimensions apply to it unchanged and no operator overload is
// added for it. Each overload below pairs the anchor kinds the relations pair: absolute with
// absolute and centres, directional with directional and centres, vertical with vertical.

extension DimensionAnchor {
    /// The distance from `start` to `end`: `end − start`.
    init(distanceFrom start: AnchorRef, to end: AnchorRef) {
        var ref = start
        ref.end = AnchorEnd(end.item, end.attribute)
        self.ref = ref
    }

    /// Whether the dimension is a distance between two anchors (made by `distance(to:)`)
    /// rather than a width or a height; ``attribute`` is then the anchor it starts from.
    public var isDistance: Bool { ref.end != nil }
}

extension AbsoluteXAnchor {
    /// The distance from this anchor to `end`, as a dimension (Auto Layout's
    /// `anchorWithOffset(to:)`): positive when `end` lies to the right. Relate it like a width:
    /// `a.right.distance(to: b.left) == b.right.distance(to: c.left)` keeps the two gaps equal
    /// without spacer views.
    public func distance(to end: AbsoluteXAnchor) -> DimensionAnchor {
        DimensionAnchor(distanceFrom: ref, to: end.ref)
    }

    /// The distance from this anchor to a centre, as a dimension: positive when the centre
    /// lies to the right.
    public func distance(to end: CenterXAnchor) -> DimensionAnchor {
        DimensionAnchor(distanceFrom: ref, to: end.ref)
    }
}

extension DirectionalXAnchor {
    /// The distance from this anchor to `end`, as a dimension (Auto Layout's
    /// `anchorWithOffset(to:)`): positive when `end` lies towards the trailing side, in either
    /// layout direction. Relate it like a width: `a.trailing.distance(to: b.leading) ==
    /// b.trailing.distance(to: c.leading)` keeps the two gaps equal without spacer views.
    public func distance(to end: DirectionalXAnchor) -> DimensionAnchor {
        DimensionAnchor(distanceFrom: ref, to: end.ref)
    }

    /// The distance from this anchor to a centre, as a dimension: positive when the centre
    /// lies towards the trailing side.
    public func distance(to end: CenterXAnchor) -> DimensionAnchor {
        DimensionAnchor(distanceFrom: ref, to: end.ref)
    }
}

extension CenterXAnchor {
    /// The distance from this centre to an absolute anchor, as a dimension: positive when the
    /// anchor lies to the right.
    public func distance(to end: AbsoluteXAnchor) -> DimensionAnchor {
        DimensionAnchor(distanceFrom: ref, to: end.ref)
    }

    /// The distance from this centre to a directional anchor, as a dimension: positive when
    /// the anchor lies towards the trailing side.
    public func distance(to end: DirectionalXAnchor) -> DimensionAnchor {
        DimensionAnchor(distanceFrom: ref, to: end.ref)
    }

    /// The distance between two centres, as a dimension: positive when `end` lies to the
    /// right.
    public func distance(to end: CenterXAnchor) -> DimensionAnchor {
        DimensionAnchor(distanceFrom: ref, to: end.ref)
    }
}

extension YAnchor {
    /// The distance from this anchor to `end`, as a dimension (Auto Layout's
    /// `anchorWithOffset(to:)`): positive when `end` lies below. Relate it like a height:
    /// `a.bottom.distance(to: b.top) == b.bottom.distance(to: c.top)`.
    public func distance(to end: YAnchor) -> DimensionAnchor {
        DimensionAnchor(distanceFrom: ref, to: end.ref)
    }
}
