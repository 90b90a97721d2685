/// The constraints one `constrain` block made, to switch on and off together, remake, or
/// update in place.
///
/// Activating an active group and deactivating an inactive one do nothing; otherwise each
/// toggle is one backend call (`NSLayoutConstraint.activate`/`deactivate`). The group holds
/// the platform constraints (which reference their items as the platform does) and the specs
/// that describe them (which hold the items weakly); it never retains a view itself.
/// Releasing a group leaves its constraints as they are, as with platform constraints:
/// deactivate it first to remove them.
@MainActor
public final class ConstraintGroup {
    var batches: [ConstraintBatch]
    private var activeWhenEmpty: Bool

    /// The relations Plumb refused to make, in the order they were written.
    private var compileErrors: [PlumbError]

    /// Everything wrong with the group's relations, each also reported to
    /// ``PlumbDiagnostics``: first the relations Plumb refused to make, in the order they
    /// were written; then what the backend refused, or reported as a conflict, since the
    /// group was last activated (the engine's refusals and conflicts included, also those an
    /// ``update(file:line:_:)`` caused). Deactivating the group clears the latter.
    public var errors: [PlumbError] {
        var seen: Set<ObjectIdentifier> = []
        var result = compileErrors
        for batch in batches where seen.insert(ObjectIdentifier(batch)).inserted {
            result += batch.activationErrors
        }
        return result
    }

    init(batches: [ConstraintBatch], errors: [PlumbError], isActive: Bool) {
        self.batches = batches
        self.compileErrors = errors
        self.activeWhenEmpty = isActive
    }

    /// An inactive group of relations written outside a `constrain` block, for example
    /// with `item.anchors`:
    ///
    /// ```swift
    /// let group = ConstraintGroup(
    ///     badge.anchors.top == avatar.anchors.top - 4,
    ///     badge.anchors.trailing == avatar.anchors.trailing + 4 ~ .high)
    /// group.activate()   // one call
    /// ```
    ///
    /// Relations take the location of this call (or of their own
    /// ``ConstraintExpression/labeled(_:file:line:)``); write them in
    /// ``init(file:line:_:)`` to give each its own line. Relations Plumb refuses are skipped,
    /// recorded in ``errors`` and reported to ``PlumbDiagnostics/handler``.
    public convenience init(
        _ relations: any ConstraintConvertible..., file: String = #fileID, line: Int = #line
    ) {
        self.init(relations, file: file, line: line)
    }

    /// An inactive group of the relations in an array; see
    /// ``init(_:file:line:)-(ConstraintConvertible...,_,_)``.
    public convenience init(
        _ relations: [any ConstraintConvertible], file: String = #fileID, line: Int = #line
    ) {
        self.init(
            expressions: relations.map(\.constraintExpression),
            location: ConstraintSourceLocation(fileID: file, line: line))
    }

    /// An inactive group of the relations written in `relations`, a block like a `constrain`
    /// block (see ``ConstraintBuilder``), each with its own line:
    ///
    /// ```swift
    /// let expanded = ConstraintGroup {
    ///     body.anchors.top == title.anchors.bottom + 8
    ///     body.anchors.height >= 120 ~ .high
    /// }
    /// ```
    ///
    /// Relations Plumb refuses are skipped, recorded in ``errors`` and reported to
    /// ``PlumbDiagnostics/handler``.
    ///
    /// - Parameters:
    ///   - file: the location of relations that come without one (leave the default).
    ///   - line: the location of relations that come without one (leave the default).
    ///   - relations: the block that writes the relations.
    public convenience init(
        file: String = #fileID, line: Int = #line,
        @ConstraintBuilder _ relations: @MainActor () -> [ConstraintExpression]
    ) {
        self.init(
            expressions: relations(), location: ConstraintSourceLocation(fileID: file, line: line))
    }

    private convenience init(
        expressions: [ConstraintExpression], location: ConstraintSourceLocation
    ) {
        let made = ConstraintBatch.make(expressions, location: location)
        self.init(batches: made.batches, errors: made.errors, isActive: false)
        made.errors.forEach(PlumbDiagnostics.report)
    }

    /// Runs `block`, compiles what it wrote and activates it (the `constrain` functions).
    static func constrain(
        replacing group: ConstraintGroup?, at location: ConstraintSourceLocation,
        _ block: () -> [ConstraintExpression]
    ) -> ConstraintGroup {
        let expressions = block()
        let made = ConstraintBatch.make(expressions, location: location)
        made.errors.forEach(PlumbDiagnostics.report)
        let result: ConstraintGroup
        if let group {
            group.deactivate()
            group.batches = made.batches
            group.compileErrors = made.errors
            result = group
        } else {
            result = ConstraintGroup(batches: made.batches, errors: made.errors, isActive: false)
        }
        result.activate()
        return result
    }

    /// The platform constraints, in the order the relations were written (compound anchors
    /// expanded): `NSLayoutConstraint`s on Apple platforms, `LayoutConstraint`s in
    /// `PlumbLayout`.
    public var constraints: [AnyObject] { batches.flatMap(\.constraints) }

    /// The specs of ``constraints``, index for index.
    public var specs: [ConstraintSpec] { batches.flatMap(\.specs) }

    /// Whether the group's constraints are active. Setting it activates or deactivates them
    /// (a no-op when already in that state).
    public var isActive: Bool {
        get { batches.isEmpty ? activeWhenEmpty : batches.allSatisfy(\.isActive) }
        set { newValue ? activate() : deactivate() }
    }

    /// Activates the constraints with one backend call; does nothing if already active.
    public func activate() {
        activeWhenEmpty = true
        ConstraintBatch.activate(batches)
    }

    /// Deactivates the constraints with one backend call; does nothing if already inactive.
    public func deactivate() {
        activeWhenEmpty = false
        ConstraintBatch.deactivate(batches)
    }

    /// Throws the first of ``errors`` (a relation Plumb refused to make, or one the backend
    /// refused or broke when the group was last activated), for callers who prefer `try` to
    /// ``PlumbDiagnostics``.
    public func check() throws(PlumbError) {
        if let first = errors.first { throw first }
    }

    /// Changes the constants of constraints already in the group (SnapKit's
    /// `updateConstraints`): each relation written in `block` (a ``ConstraintBuilder`` block,
    /// so errors name each relation's own line) must match one constraint of the group by
    /// items, attributes, relation, multiplier and priority; only its constant changes, in
    /// place (the cheap edit path), active or not.
    ///
    /// ```swift
    /// try group.update { avatar.anchors.top == card.anchors.top + 20 ~ .high }
    /// ```
    ///
    /// A conflict the new constants cause is resolved by the backend as usual (the engine
    /// breaks the updated constraint), reported, and kept in ``errors``.
    ///
    /// - Throws: ``PlumbError`` of kind ``PlumbError/Kind/updateMatchedNothing`` for a
    ///   relation that matches no constraint (an update never adds one), or any compiler
    ///   error. Nothing changes unless every relation matches.
    public func update(
        file: String = #fileID, line: Int = #line,
        @ConstraintBuilder _ block: @MainActor () -> [ConstraintExpression]
    ) throws(PlumbError) {
        let location = ConstraintSourceLocation(fileID: file, line: line)
        let expressions = block()
        var edits: [(batch: ConstraintBatch, index: Int, constant: Double)] = []
        for expression in expressions {
            for spec in try ConstraintCompiler.compile(expression, location: location) {
                guard let match = find(spec) else {
                    throw PlumbError(
                        .updateMatchedNothing,
                        "update matches no constraint of the group (same items, attributes, "
                            + "relation, multiplier and priority); use replace to add or remake "
                            + "constraints", spec: spec)
                }
                edits.append((match.batch, match.index, spec.constant))
            }
        }
        let reported = PlumbDiagnostics.collecting {
            // A system spacing has no constant to change (the platform works it out).
            for edit in edits where !edit.batch.specs[edit.index].usesSystemSpacing {
                edit.batch.specs[edit.index].constant = edit.constant
                edit.batch.backend.setConstant(
                    edit.constant, of: edit.batch.constraints[edit.index])
            }
        }.1
        if !reported.isEmpty { ConstraintBatch.record(reported, in: batches) }
    }

    private func find(_ spec: ConstraintSpec) -> (batch: ConstraintBatch, index: Int)? {
        for batch in batches {
            if let index = batch.specs.firstIndex(where: { $0.matchesForUpdate(spec) }) {
                return (batch, index)
            }
        }
        return nil
    }

    /// A group that toggles both groups together (they share their constraints, so toggling
    /// `a + b` is seen by `a` and `b`). One backend call per toggle.
    public static func + (lhs: ConstraintGroup, rhs: ConstraintGroup) -> ConstraintGroup {
        var batches = lhs.batches
        for batch in rhs.batches where !batches.contains(where: { $0 === batch }) {
            batches.append(batch)
        }
        return ConstraintGroup(
            batches: batches, errors: lhs.compileErrors + rhs.compileErrors,
            isActive: lhs.isActive && rhs.isActive)
    }
}

extension Array where Element == ConstraintGroup {
    /// Activates every group, with one backend call for all of them.
    @MainActor
    public func activate() { ConstraintBatch.activate(flatMap(\.batches)) }

    /// Deactivates every group, with one backend call for all of them.
    @MainActor
    public func deactivate() { ConstraintBatch.deactivate(flatMap(\.batches)) }

    /// Whether every group is active; setting it activates or deactivates them all.
    @MainActor
    public var isActive: Bool {
        get { allSatisfy(\.isActive) }
        nonmutating set { newValue ? activate() : deactivate() }
    }
}

extension ConstraintSpec {
    /// Whether `other` describes the same constraint up to its constant.
    func matchesForUpdate(_ other: ConstraintSpec) -> Bool {
        firstItem === other.firstItem && firstAttribute == other.firstAttribute
            && relation == other.relation && secondItem === other.secondItem
            && secondAttribute == other.secondAttribute && multiplier == other.multiplier
            && priority == other.priority && usesSystemSpacing == other.usesSystemSpacing
            && firstEndItem === other.firstEndItem && firstEndAttribute == other.firstEndAttribute
            && secondEndItem === other.secondEndItem
            && secondEndAttribute == other.secondEndAttribute
    }
}
