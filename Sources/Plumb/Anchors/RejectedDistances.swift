// The distances Plumb rejects, each as a method overload marked
// `@available(*, unavailable, message:)`, so that the compiler says what is wrong and what to
// write instead rather than "no exact matches in call to instance method 'distance'" or
// "cannot convert value of type 'DirectionalXAnchor' to expected argument type 'YAnchor'".
// A distance runs between two anchors of one axis (Auto Layout's `anchorWithOffset(to:)` is
// declared on each axis anchor for its own axis), and never between a directional and an
// absolute anchor. Methods rather than operators: they cost the type-checker only at
// `distance(to:)` calls, and it tries unavailable overloads only once a call has failed.
// Each returns what the valid form would, so that `a.top.distance(to: b.leading) == 8` fails
// at `distance`, not at `==`.

extension YAnchor {
    /// Does not compile: the distance from a vertical anchor to a horizontal one
    /// (`a.top.distance(to: b.leading)`).
    @available(
        *, unavailable,
        message:
            "a distance runs along one axis, and top, bottom, centerY and the baselines are vertical, leading, trailing, left, right and centerX horizontal: measure from a vertical anchor to a vertical one, as in a.bottom.distance(to: b.top)"
    )
    public func distance(to end: some XOperand) -> DimensionAnchor { rejectedForm() }
}

extension AbsoluteXAnchor {
    /// Does not compile: the distance from a horizontal anchor to a vertical one
    /// (`a.left.distance(to: b.top)`).
    @available(
        *, unavailable,
        message:
            "a distance runs along one axis, and leading, trailing, left, right and centerX are horizontal, top, bottom, centerY and the baselines vertical: measure from a horizontal anchor to a horizontal one, as in a.trailing.distance(to: b.leading)"
    )
    public func distance(to end: some YOperand) -> DimensionAnchor { rejectedForm() }

    /// Does not compile: the distance from an absolute anchor to a directional one
    /// (`a.right.distance(to: b.leading)`).
    @available(
        *, unavailable,
        message:
            "left and right keep their sides in a right-to-left layout and leading and trailing swap, so a distance runs between two of one kind: write a.right.distance(to: b.left), or a.trailing.distance(to: b.leading)"
    )
    public func distance(to end: DirectionalXAnchor) -> DimensionAnchor { rejectedForm() }
}

extension DirectionalXAnchor {
    /// Does not compile: the distance from a horizontal anchor to a vertical one
    /// (`a.trailing.distance(to: b.top)`).
    @available(
        *, unavailable,
        message:
            "a distance runs along one axis, and leading, trailing, left, right and centerX are horizontal, top, bottom, centerY and the baselines vertical: measure from a horizontal anchor to a horizontal one, as in a.trailing.distance(to: b.leading)"
    )
    public func distance(to end: some YOperand) -> DimensionAnchor { rejectedForm() }

    /// Does not compile: the distance from a directional anchor to an absolute one
    /// (`a.trailing.distance(to: b.left)`).
    @available(
        *, unavailable,
        message:
            "leading and trailing swap sides in a right-to-left layout and left and right do not, so a distance runs between two of one kind: write a.trailing.distance(to: b.leading), or a.right.distance(to: b.left)"
    )
    public func distance(to end: AbsoluteXAnchor) -> DimensionAnchor { rejectedForm() }
}

extension CenterXAnchor {
    /// Does not compile: the distance from a horizontal centre to a vertical anchor
    /// (`a.centerX.distance(to: b.top)`).
    @available(
        *, unavailable,
        message:
            "a distance runs along one axis, and leading, trailing, left, right and centerX are horizontal, top, bottom, centerY and the baselines vertical: measure from a horizontal anchor to a horizontal one, as in a.trailing.distance(to: b.leading)"
    )
    public func distance(to end: some YOperand) -> DimensionAnchor { rejectedForm() }
}
