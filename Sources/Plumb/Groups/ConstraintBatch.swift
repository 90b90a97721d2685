/// The constraints one `constrain` call made for one backend. Shared by reference between a
/// group and the groups combined from it with `+`, so that toggling either is seen by both.
/// Whether they are active is asked of the backend every time, never remembered: the
/// platform deactivates constraints by itself (an item left the view tree) and may refuse
/// to activate some (items with no common ancestor).
@MainActor
final class ConstraintBatch {
    let backend: any AnyConstraintBackend
    // Unchecked: appended to for every constraint a block makes (`specs` in place, by
    // the compiler), never while read; a dynamic exclusivity check cost more than the append.
    /// `specs[i]` describes `constraints[i]`.
    @exclusivity(unchecked) var specs: [ConstraintSpec]
    @exclusivity(unchecked) var constraints: [AnyObject]
    /// What the backend refused, or reported as a conflict, since the batch was last
    /// activated (by that activation, or by a later constant update); cleared when it is
    /// deactivated.
    var activationErrors: [PlumbError] = []

    /// True when every constraint is active now.
    var isActive: Bool { constraints.allSatisfy(backend.isActive) }

    /// The constraints that are active now (`wanted == true`) or inactive now.
    private func constraints(active wanted: Bool) -> [AnyObject] {
        constraints.filter { backend.isActive($0) == wanted }
    }

    init(backend: any AnyConstraintBackend) {
        self.backend = backend
        self.specs = []
        self.constraints = []
    }

    /// Compiles `expression` straight into ``specs`` and makes its constraints; when the
    /// compiler or the backend refuses a component, the batch is left as it was.
    private func append(
        _ expression: ConstraintExpression, location: ConstraintSourceLocation
    ) throws(PlumbError) {
        let start = specs.count
        try ConstraintCompiler.compile(expression: expression, location: location, into: &specs)
        do throws(PlumbError) {
            for index in start..<specs.count {
                constraints.append(try backend.make(specs[index]))
            }
        } catch {
            specs.removeSubrange(start...)
            constraints.removeSubrange(min(start, constraints.count)...)
            throw error
        }
    }

    /// Makes the constraints of `expressions`, backend by backend, skipping (and returning
    /// the errors of) every relation the compiler or a backend refused. A compound relation
    /// is kept or skipped whole. Nothing is activated.
    static func make(
        _ expressions: [ConstraintExpression], location: ConstraintSourceLocation
    ) -> (batches: [ConstraintBatch], errors: [PlumbError]) {
        var batches: [ConstraintBatch] = []
        var errors: [PlumbError] = []
        // Relations in a row usually share their first item's type, hence its backend.
        var last: (itemType: ObjectIdentifier, batch: ConstraintBatch)?
        for index in expressions.indices {
            do throws(PlumbError) {
                guard let firstItem = expressions[index].first.first.item else {
                    // Throws the compiler's error for the freed item.
                    _ = try ConstraintCompiler.compile(
                        expression: expressions[index], location: location)
                    continue
                }
                let itemType = ObjectIdentifier(type(of: firstItem))
                let batch: ConstraintBatch
                if let last, last.itemType == itemType {
                    batch = last.batch
                } else {
                    let backend = type(of: firstItem).constraintBackend.erased
                    if let existing = batches.first(where: { $0.backend.id == backend.id }) {
                        batch = existing
                    } else {
                        batch = ConstraintBatch(backend: backend)
                        batches.append(batch)
                    }
                    last = (itemType, batch)
                }
                try batch.append(expressions[index], location: location)
            } catch {
                errors.append(error)
            }
        }
        return (batches.filter { !$0.specs.isEmpty }, errors)
    }

    /// Activates every constraint of `batches` that is inactive now (all of them the first
    /// time; after a hierarchy change, those the platform deactivated): first items that are
    /// views stop translating their autoresizing masks, then one `activate` call per backend.
    ///
    /// The errors the backend returns (what it refused, conflicts it resolved) are reported
    /// to ``PlumbDiagnostics`` and kept by the batch whose constraint they are about.
    static func activate(_ batches: [ConstraintBatch]) {
        let pending = unique(batches).filter { !$0.isActive }
        for group in groupedByBackend(pending) {
            var constraints: [AnyObject] = []
            var specs: [ConstraintSpec] = []
            for batch in group {
                ConstraintCompiler.prepareFirstItems(of: batch.specs)
                batch.activationErrors = []
                for index in batch.constraints.indices
                where !batch.backend.isActive(batch.constraints[index]) {
                    constraints.append(batch.constraints[index])
                    specs.append(batch.specs[index])
                }
            }
            record(group[0].backend.activate(constraints, describedBy: specs), in: group)
        }
    }

    /// Keeps each error a backend returned in the batch of `batches` it is about (the one
    /// holding the broken constraint of a conflict, else one holding a constraint it names)
    /// and reports it to ``PlumbDiagnostics``.
    static func record(_ errors: [PlumbError], in batches: [ConstraintBatch]) {
        for error in errors {
            let involved = error.brokenConstraint.map { [$0] } ?? error.constraints
            let owner =
                batches.first { batch in
                    batch.constraints.contains { constraint in
                        involved.contains { $0 === constraint }
                    }
                } ?? batches[0]
            owner.activationErrors.append(error)
            PlumbDiagnostics.report(error)
        }
    }

    /// Deactivates every constraint of `batches` that is active now, with one `deactivate`
    /// call per backend.
    static func deactivate(_ batches: [ConstraintBatch]) {
        let all = unique(batches)
        for batch in all { batch.activationErrors = [] }
        let pending = all.filter { $0.constraints.contains(where: $0.backend.isActive) }
        for group in groupedByBackend(pending) {
            group[0].backend.deactivate(group.flatMap { $0.constraints(active: true) })
        }
    }

    private static func unique(_ batches: [ConstraintBatch]) -> [ConstraintBatch] {
        var seen: Set<ObjectIdentifier> = []
        return batches.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    private static func groupedByBackend(_ batches: [ConstraintBatch]) -> [[ConstraintBatch]] {
        var groups: [[ConstraintBatch]] = []
        var seen: Set<ObjectIdentifier> = []
        for batch in batches {
            if seen.insert(batch.backend.id).inserted {
                groups.append(batches.filter { $0.backend.id == batch.backend.id })
            }
        }
        return groups
    }
}
