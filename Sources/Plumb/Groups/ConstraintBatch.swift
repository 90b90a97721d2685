/// The constraints one `constrain` call made for one backend, and whether they are active.
/// Shared by reference between a group and the groups combined from it with `+`, so that
/// toggling either is seen by both.
@MainActor
final class ConstraintBatch {
    let backend: any AnyConstraintBackend
    /// `specs[i]` describes `constraints[i]`.
    var specs: [ConstraintSpec]
    var constraints: [AnyObject]
    var isActive: Bool

    init(backend: any AnyConstraintBackend) {
        self.backend = backend
        self.specs = []
        self.constraints = []
        self.isActive = false
    }

    /// Makes the constraints of `expressions`, backend by backend, skipping (and returning
    /// the errors of) every relation the compiler or a backend refused. A compound relation
    /// is kept or skipped whole. Nothing is activated.
    static func make(
        _ expressions: [ConstraintExpression], location: SourceLocation
    ) -> (batches: [ConstraintBatch], errors: [PlumbError]) {
        var batches: [ConstraintBatch] = []
        var errors: [PlumbError] = []
        for index in expressions.indices {
            do throws(PlumbError) {
                let specs = try ConstraintCompiler.compile(
                    expression: expressions[index], location: location)
                guard let firstItem = specs.first?.firstItem else { continue }
                let backend = type(of: firstItem).constraintBackend.erased
                let batch: ConstraintBatch
                if let existing = batches.first(where: { $0.backend.id == backend.id }) {
                    batch = existing
                } else {
                    batch = ConstraintBatch(backend: backend)
                    batches.append(batch)
                }
                var made: [AnyObject] = []
                made.reserveCapacity(specs.count)
                for spec in specs { made.append(try batch.backend.make(spec)) }
                batch.specs += specs
                batch.constraints += made
            } catch {
                errors.append(error)
            }
        }
        return (batches.filter { !$0.specs.isEmpty }, errors)
    }

    /// Activates every inactive batch: first items that are views stop translating their
    /// autoresizing masks, then one `activate` call per backend.
    static func activate(_ batches: [ConstraintBatch]) {
        let pending = unique(batches).filter { !$0.isActive }
        for group in groupedByBackend(pending) {
            for batch in group { ConstraintCompiler.prepareFirstItems(of: batch.specs) }
            group[0].backend.activate(group.flatMap(\.constraints))
            for batch in group { batch.isActive = true }
        }
    }

    /// Deactivates every active batch with one `deactivate` call per backend.
    static func deactivate(_ batches: [ConstraintBatch]) {
        let pending = unique(batches).filter(\.isActive)
        for group in groupedByBackend(pending) {
            group[0].backend.deactivate(group.flatMap(\.constraints))
            for batch in group { batch.isActive = false }
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
