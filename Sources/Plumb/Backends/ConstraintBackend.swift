/// Turns ``ConstraintSpec``s into a platform's constraints and switches them on and off.
///
/// Plumb ships two backends: the Apple one (`NSLayoutConstraint`, UIKit and AppKit) and
/// `PlumbLayout`'s (its own `LayoutConstraint`). A backend is chosen by the items: every
/// ``LayoutItem`` type names its backend in ``LayoutItem/constraintBackend``.
///
/// What Plumb guarantees to a backend:
/// - every spec has passed the compiler stage (finite numbers, priority in 1…1000, no zero
///   multiplier on a position relative to a second item, matching kinds and axes), and its
///   first and second items, when present, report this backend's type;
/// - `translatesAutoresizingMaskIntoConstraints` has already been cleared on first items that
///   are views (``LayoutViewItem``); a backend must not touch it;
/// - ``activate(_:describedBy:)`` and ``deactivate(_:)`` are called once per batch with only
///   constraints this backend made, and only with inactive (respectively active) ones, as
///   ``isActive(_:)`` reports them at the time of the call;
/// - ``setConstant(_:of:)`` is called only with finite values.
///
/// What a backend must do:
/// - ``makeConstraint(from:)`` returns an **inactive** constraint with the spec's priority
///   already set (UIKit forbids switching between required and optional on an active
///   constraint) and, where the platform has one, the spec's ``ConstraintSpec/identifier``.
///   It throws a ``PlumbError`` (kind ``PlumbError/Kind/unsupported``) for what the platform
///   cannot express, such as margin attributes on AppKit, or
///   ``PlumbError/Kind/itemFreed`` when an item has gone away; it must never trap.
/// - ``activate(_:describedBy:)`` activates the batch in one platform call, after refusing
///   (and returning the errors of) every constraint the platform would refuse or raise on,
///   such as items with no common ancestor. Nothing that would raise may reach the platform.
///   It returns the errors rather than reporting them: the group records them in
///   ``ConstraintGroup/errors`` and reports them to ``PlumbDiagnostics``.
/// - ``makeConstraint(from:)`` sets the platform constraint's identifier, where it has one,
///   to ``ConstraintSpec/identifier``, so that identifiers are the same on every backend.
@MainActor
public protocol ConstraintBackend {
    /// The platform's constraint class (`NSLayoutConstraint`, `LayoutConstraint`).
    associatedtype Constraint: AnyObject

    /// Makes an inactive platform constraint for `spec`, with its priority and identifier set.
    /// - Throws: ``PlumbError`` when the platform cannot express the spec or an item is gone.
    func makeConstraint(from spec: ConstraintSpec) throws(PlumbError) -> Constraint

    /// Activates a batch of inactive constraints with one platform call, refusing those the
    /// platform would refuse or raise on.
    /// - Parameters:
    ///   - constraints: the constraints to activate, all inactive.
    ///   - specs: `specs[i]` describes `constraints[i]`, for the errors' expressions.
    /// - Returns: the errors of what was refused, or could not hold, in this activation; not
    ///   yet reported.
    func activate(_ constraints: [Constraint], describedBy specs: [ConstraintSpec])
        -> [PlumbError]

    /// Deactivates a batch of active constraints with one platform call.
    func deactivate(_ constraints: [Constraint])

    /// Whether `constraint` is active now, as the platform reports it (`isActive`). Groups
    /// derive their state from it rather than remembering what they asked for, because the
    /// platform deactivates constraints by itself (when an item leaves the view tree) or
    /// refuses to activate them (items with no common ancestor).
    func isActive(_ constraint: Constraint) -> Bool

    /// Changes a constraint's constant in place (the cheap edit path; the constraint may be
    /// active). `constant` is finite.
    func setConstant(_ constant: Double, of constraint: Constraint)

    /// A short name for `item`, one of this backend's items, in constraint descriptions and
    /// identifiers (`avatar` in `avatar.top == card.top + 12`). The default is the item's
    /// type name (`UIView`, `LayoutGuide`).
    ///
    /// A backend names its items, rather than the items themselves, so that Plumb adds no
    /// name member to `UIView` and the other platform classes (see ``LayoutItem``).
    func name(of item: any LayoutItem) -> String
}

extension ConstraintBackend {
    /// The item's type name (`UIView`, `LayoutGuide`).
    public func name(of item: any LayoutItem) -> String {
        LayoutItemTypeNames.name(of: type(of: item))
    }
}
