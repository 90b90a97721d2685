/// A constraint Plumb refused to make, or an operation on a group that could not be done.
///
/// Every error names the expression as written (`avatar.top == card.top + 12 @750`) and
/// where it was written (`ProfileCard.swift:31`), so that ``description`` alone says what to
/// fix. `constrain { }` never throws: it skips the bad constraint, records the error in
/// ``ConstraintGroup/errors`` and passes it to ``PlumbDiagnostics/report``.
public struct PlumbError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
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
        /// The two items of a constraint belong to different backends (a `UIView` and a
        /// `PlumbLayout.LayoutView`), which cannot be related.
        case mixedBackends
        /// The backend cannot express the constraint (margin attributes on AppKit, system
        /// spacing before macOS 11).
        case unsupported
        /// `update` was given a constraint that matches none in the group.
        case updateMatchedNothing
    }

    /// What went wrong.
    public var kind: Kind
    /// The expression as written, `avatar.top == card.top + 12 @750`, when there is one.
    public var expression: String?
    /// Where the expression was written, when known.
    public var location: ConstraintSourceLocation?
    /// What to fix, in a sentence.
    public var reason: String

    /// An error of `kind` about `expression`, written at `location`.
    public init(_ kind: Kind, _ reason: String, expression: String?, location: ConstraintSourceLocation?) {
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

    /// `ProfileCard.swift:31: avatar.top == card.top + 12 @750: <reason>`.
    public var description: String {
        var text = ""
        if let location { text += "\(location): " }
        if let expression { text += "\(expression): " }
        return text + reason
    }
}
