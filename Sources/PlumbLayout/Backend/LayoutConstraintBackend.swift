/// The Plumb backend for the built-in engine: turns the DSL's ``ConstraintSpec``s into
/// ``LayoutConstraint``s and activates each batch with one
/// ``LayoutConstraint/activate(_:)`` call (one solver batch).
///
/// ``LayoutView`` and ``LayoutGuide`` name it as their backend, so
/// `constrain(view, superview) { view, superview in view.top == superview.top + 10 }`
/// works on them. Constraints it makes carry ``ConstraintSpec/identifier`` as their
/// ``LayoutConstraint/identifier`` (as the Apple backend's do) and the spec's source
/// location, so conflict reports show both.
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

    /// Makes an inactive ``LayoutConstraint`` for `spec`, with its priority, identifier and
    /// source location.
    /// - Throws: ``PlumbError`` of kind `itemFreed` when an item is gone,
    ///   `invalidConstraint` when Auto Layout's rules (``AutoLayoutRules``) refuse the terms,
    ///   and `invalidPriority` for a priority outside 1…1000: the same kinds and messages as
    ///   the Apple backend.
    public func makeConstraint(from spec: ConstraintSpec) throws(PlumbError) -> LayoutConstraint {
        let (first, second) = try spec.liveItems()
        if let reason = AutoLayoutRules.priorityRefusal(spec.priority.rawValue) {
            throw PlumbError(.invalidPriority, reason, spec: spec)
        }
        // A system spacing's multiplier scales the spacing (set below), not the second
        // attribute: only whether it is finite is checked here.
        let multiplier = spec.usesSystemSpacing && spec.multiplier.isFinite ? 1 : spec.multiplier
        // A system spacing is worked out by the engine from the anchors (see SystemSpacing).
        let constant = spec.usesSystemSpacing ? 0 : spec.constant
        let constraint: LayoutConstraint
        if spec.isFirstDistance || spec.isSecondDistance {
            let ends = try spec.liveEndItems()
            constraint = try LayoutConstraint.checked(
                spec, first: first, second: second, firstEnd: ends.first, secondEnd: ends.second,
                multiplier: multiplier, constant: constant)
        } else {
            do {
                constraint = try LayoutConstraint.checked(
                    first: first, spec.firstAttribute, spec.relation, second: second,
                    spec.secondAttribute, multiplier: multiplier, constant: constant)
            } catch {
                throw PlumbError(error.kind, error.reason, spec: spec)
            }
        }
        constraint.priority = spec.priority
        if spec.usesSystemSpacing { constraint.systemSpacingMultiplier = spec.multiplier }
        constraint.setDSLIdentifier(
            .forDSL(spec, first: first, second: second), label: spec.label)
        constraint.sourceLocationText = .fileLine(
            fileID: spec.location.fileID, line: spec.location.line)
        return constraint
    }

    /// Activates the batch with one ``LayoutConstraint/activate(_:)`` call (one solver
    /// batch) and returns what the engine reported meanwhile: constraints it refused (no
    /// common ancestor, a guide not in a view) and conflicts it resolved by breaking one.
    public func activate(
        _ constraints: [LayoutConstraint], describedBy specs: [ConstraintSpec]
    ) -> [PlumbError] {
        PlumbDiagnostics.collecting { LayoutConstraint.activate(constraints) }.1
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

    /// The name descriptions and identifiers use for a view or a guide: its
    /// ``LayoutView/identifier`` or ``LayoutGuide/identifier`` when set (as the Apple backend
    /// uses `accessibilityIdentifier` or `NSView.identifier`), or its type and a serial number
    /// (`LayoutView#3`, `LayoutGuide#2`).
    public func name(of item: any LayoutItem) -> String {
        ItemNameRecord(item).text
    }
}

extension LayoutView: LayoutViewItem {
    /// The built-in engine's backend.
    public static var constraintBackend: any ConstraintBackend { LayoutConstraintBackend() }
}

extension LayoutGuide: LayoutItem {
    /// The built-in engine's backend.
    public static var constraintBackend: any ConstraintBackend { LayoutConstraintBackend() }
}
