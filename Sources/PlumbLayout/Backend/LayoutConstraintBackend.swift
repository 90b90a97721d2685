/// The Plumb backend for the built-in engine: turns the DSL's ``ConstraintSpec``s into
/// ``LayoutConstraint``s and activates each batch with one
/// ``LayoutConstraint/activate(_:)`` call (one solver batch).
///
/// ``LayoutView`` and ``LayoutGuide`` name it as their backend, so
/// `constrain(view, superview) { view, superview in view.top == superview.top + 10 }`
/// works on them. Constraints it makes carry the spec's label as their
/// ``LayoutConstraint/identifier`` and its source location, so conflict reports show both.
public struct LayoutConstraintBackend: ConstraintBackend {
    /// The standard spacing the system-spacing anchors stand for between views: 8 points,
    /// UIKit's spacing between sibling views. At a ``LayoutLabel``'s baseline the spacing
    /// also takes in the font: the engine keeps 8 points between the line of text and what
    /// it is spaced from, so `subtitle.firstBaseline == title.lastBaseline.plusSystemSpacing()`
    /// puts the baselines `title.font.descender + 8 + subtitle.font.ascender` apart, and
    /// follows the fonts when they change.
    public static let systemSpacing: Double = SystemSpacing.standard

    /// The backend (it has no state).
    public init() {}

    /// Makes an inactive ``LayoutConstraint`` for `spec`, with its priority, label and
    /// source location.
    /// - Throws: ``PlumbError`` of kind `itemFreed` when an item is gone, or `unsupported`
    ///   when the engine refuses the spec (its ``LayoutError`` message is the reason).
    public func makeConstraint(from spec: ConstraintSpec) throws(PlumbError) -> LayoutConstraint {
        guard let first = spec.firstItem else {
            throw PlumbError(
                .itemFreed, "\(spec.firstItemName) was freed before its constraint was made",
                spec: spec)
        }
        let second = spec.secondItem
        if spec.hasSecondItem && second == nil {
            throw PlumbError(
                .itemFreed, "\(spec.secondItemName ?? "") was freed before its constraint was made",
                spec: spec)
        }
        let multiplier = spec.usesSystemSpacing ? 1 : spec.multiplier
        // A system spacing is worked out by the engine from the anchors (see SystemSpacing).
        let constant = spec.usesSystemSpacing ? 0 : spec.constant
        let constraint: LayoutConstraint
        do {
            constraint = try LayoutConstraint.checked(
                first: first, spec.firstAttribute, spec.relation, second: second,
                spec.secondAttribute, multiplier: multiplier, constant: constant)
        } catch {
            throw PlumbError(.unsupported, error.message, spec: spec)
        }
        constraint.priority = spec.priority
        if spec.usesSystemSpacing { constraint.systemSpacingMultiplier = spec.multiplier }
        constraint.identifier = spec.label
        constraint.sourceLocationText = .fileLine(
            fileID: spec.location.fileID, line: spec.location.line)
        return constraint
    }

    /// Activates the batch with one ``LayoutConstraint/activate(_:)`` call.
    public func activate(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.activate(constraints)
    }

    /// Deactivates the batch with one ``LayoutConstraint/deactivate(_:)`` call.
    public func deactivate(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.deactivate(constraints)
    }

    /// The constraint's ``LayoutConstraint/isActive``.
    public func isActive(_ constraint: LayoutConstraint) -> Bool { constraint.isActive }

    /// Sets the constant in place (the solver's cheap edit). A system-spacing constraint
    /// keeps its spacing: an update cannot change it (its spec's constant is always 0).
    public func setConstant(_ constant: Double, of constraint: LayoutConstraint) {
        guard constraint.systemSpacingMultiplier == nil else { return }
        constraint.constant = constant
    }
}

extension LayoutView: LayoutViewItem {
    /// The built-in engine's backend.
    public static var constraintBackend: any ConstraintBackend { LayoutConstraintBackend() }

    /// The view's name in constraint descriptions: its ``identifier``, or its type and a
    /// serial number (`LayoutView#3`).
    public var layoutItemName: String { debugName }
}

extension LayoutGuide: LayoutItem {
    /// The built-in engine's backend.
    public static var constraintBackend: any ConstraintBackend { LayoutConstraintBackend() }

    /// The guide's name in constraint descriptions: its ``identifier``, or `LayoutGuide#N`.
    public var layoutItemName: String { debugName }
}
