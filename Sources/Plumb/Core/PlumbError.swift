/// Every error and report Plumb makes, from the DSL and from a backend alike: a constraint
/// Plumb refused to make, one a backend refused to activate, required constraints that
/// cannot hold together, or a value or operation that was refused.
///
/// Every error names the expression as written (`avatar.top == card.top + 12 @750`) and
/// where it was written (`ProfileCard.swift:31`) when there is one, so that ``description``
/// alone says what to fix, and has a stable ``kind`` to match on. Nothing in Plumb throws
/// or traps for these: the one wrong thing is refused, everything else keeps working, and
/// the error goes to ``PlumbDiagnostics/handler`` (standard error by default). A group
/// also keeps the errors of its own relations in ``ConstraintGroup/errors``. Two errors are
/// equal when they say the same thing about the same constraints.
public struct PlumbError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong. The cases are stable: match on them rather than on the text.
    public enum Kind: Sendable, Hashable {
        /// A multiplier, constant, inset or offset is infinite or NaN.
        case nonFiniteNumber
        /// A position is related to a second item with multiplier 0, which Auto Layout rejects
        /// (it would drop the second item and pin the position to a constant).
        case zeroMultiplier
        /// A priority outside 1…1000 (or NaN).
        case invalidPriority
        /// A system-spacing relation also carries a constant or a multiplier on the anchor,
        /// which no platform can express.
        case invalidSystemSpacing
        /// An item was freed before its constraint could be made.
        case itemFreed
        /// A relation used `view.superview` for a view that had no superview when the block
        /// was compiled. The expression names it `view.superview`.
        case noSuperview
        /// `align` or `distribute` was given fewer than two items, or a negative length. The
        /// expression names the call.
        case invalidArrangement
        /// The two items of a constraint belong to different backends (a `UIView` and a
        /// `PlumbLayout.LayoutView`), which cannot be related.
        case mixedBackends
        /// The backend cannot express the constraint (margin attributes on AppKit, system
        /// spacing before macOS 11).
        case unsupported
        /// `update` was given a constraint that matches none in the group.
        case updateMatchedNothing
        /// The constraint is malformed (an invalid attribute pairing, a location equal to a
        /// constant, an item that is not a view or guide). The reason carries Auto Layout's
        /// reason string where Auto Layout has one.
        case invalidConstraint
        /// Activation refused: the two items have no common ancestor (UIKit raises here;
        /// Plumb refuses the constraint and activates the rest).
        case noCommonAncestor
        /// Activation refused: an item is a layout guide not added to any view, or is gone.
        case notInHierarchy
        /// Activation refused: the constraint is inert because its creation failed validation.
        case inertConstraint
        /// Required constraints cannot all hold. ``constraints`` is a minimal set that cannot
        /// hold together; the engine stopped enforcing ``brokenConstraint`` and kept laying
        /// out.
        case unsatisfiable
        /// A value given to a view (frame, margins, insets, intrinsic size, scale,
        /// priorities, fitting size) was refused.
        case invalidValue
        /// A hierarchy change that would make a cycle was refused.
        case invalidHierarchy
        /// A backend refused something Plumb believed valid: a bug in Plumb, reported rather
        /// than trapped. Everything else keeps working.
        case internalInconsistency
        /// PlumbLayout's solver could not solve the constraints accurately (multipliers or
        /// constants at the ends of `Double`'s range, such as `* 1e300`): the constraint, or
        /// the constant change, was not applied, and the layout is what it was before.
        case numericalFailure
    }

    /// What went wrong.
    public var kind: Kind
    /// The expression as written, `avatar.top == card.top + 12 @750`, when there is one.
    public var expression: String?
    /// Where the expression was written, when known.
    public var location: ConstraintSourceLocation?
    /// What went wrong and what to do, in the platform's words where it has some. For
    /// ``Kind/unsatisfiable`` this is the whole report, in the shape of UIKit's log.
    public var reason: String
    /// The platform constraints involved, if any (see ``constraints``). Boxed, because they
    /// are main-actor objects and an error is `Sendable`.
    private var involved: Involved?

    /// An error of `kind` about `expression`, written at `location`.
    public init(
        _ kind: Kind, _ reason: String, expression: String?, location: ConstraintSourceLocation?
    ) {
        self.kind = kind
        self.reason = reason
        self.expression = expression
        self.location = location
    }

    /// An error about the constraint `spec` describes.
    @MainActor
    public init(_ kind: Kind, _ reason: String, spec: ConstraintSpec) {
        self.init(kind, reason, expression: spec.expression, location: spec.location)
    }

    /// An error about platform constraints a backend made: `constraints` are those involved
    /// (the refused one, or a conflicting set) and `broken` the one the backend stopped
    /// enforcing, for ``Kind/unsatisfiable``.
    @MainActor
    public init(
        _ kind: Kind, _ reason: String, expression: String?, location: ConstraintSourceLocation?,
        constraints: [AnyObject], broken: AnyObject? = nil
    ) {
        self.init(kind, reason, expression: expression, location: location)
        if !constraints.isEmpty || broken != nil {
            involved = Involved(constraints: constraints, broken: broken)
        }
    }

    /// The platform constraints involved (`NSLayoutConstraint`s, or `PlumbLayout`'s
    /// `LayoutConstraint`s): the conflicting set for ``Kind/unsatisfiable``, the refused
    /// constraint for activation and value errors, else empty.
    @MainActor public var constraints: [AnyObject] { involved?.constraints ?? [] }

    /// For ``Kind/unsatisfiable``: the constraint the backend stopped enforcing.
    @MainActor public var brokenConstraint: AnyObject? { involved?.broken }

    /// `ProfileCard.swift:31: avatar.top == card.top + 12 @750: <reason>`; for
    /// ``Kind/unsatisfiable``, the report alone (it names every constraint and its location).
    public var description: String {
        if kind == .unsatisfiable { return reason }
        var text = ""
        if let location { text += "\(location): " }
        if let expression { text += "\(expression): " }
        return text + reason
    }
}

/// The constraints an error is about. Only reachable from the main actor, where the
/// platform's constraints live. Equal when they are the same constraints, so that errors are
/// equal when they say the same thing about the same constraints: ``PlumbError``'s `==` is the
/// compiler's, over its stored properties. Its own `==` would be one more overload of `==`
/// that every file importing Plumb weighs at every `==` it writes (BENCHMARKS.md, section 2);
/// this one is private, which no other module sees.
private final class Involved: @unchecked Sendable, Equatable {
    let constraints: [AnyObject]
    let broken: AnyObject?
    let identities: [ObjectIdentifier]

    init(constraints: [AnyObject], broken: AnyObject?) {
        self.constraints = constraints
        self.broken = broken
        self.identities = (constraints + (broken.map { [$0] } ?? [])).map(ObjectIdentifier.init)
    }

    static func == (lhs: Involved, rhs: Involved) -> Bool { lhs.identities == rhs.identities }
}
