extension LayoutConstraint {
    /// Activates `constraints` (those not already active), installing each on its items'
    /// closest common ancestor, and adds them to their tree's solver in ONE batch per tree.
    ///
    /// Refused with a report to ``PlumbDiagnostics/handler``, while the rest are
    /// activated: an inert (invalid) constraint; an item that is gone
    /// (``PlumbError/Kind/itemFreed``); a guide not added to a view
    /// (``PlumbError/Kind/notInHierarchy``); items with no common
    /// ancestor (``PlumbError/Kind/noCommonAncestor``). If required
    /// constraints then cannot all hold, the engine breaks an incoming one (reported as
    /// ``PlumbError/Kind/unsatisfiable``) and keeps the rest.
    public static func activate(_ constraints: [LayoutConstraint]) {
        // Active only on paper: an item went away with its tree. Clear that state first.
        // (A loop, not `filter`: a closure formed on the main actor checks the executor at
        // run time on every call, and this sees every constraint activated.)
        var stale: [LayoutConstraint] = []
        for constraint in constraints where constraint.active && !constraint.itemsAreAlive {
            stale.append(constraint)
        }
        if !stale.isEmpty { deactivate(stale) }
        var engines: [LayoutEngine] = []
        var batches: [[LayoutConstraint]] = []
        // Each constraint met takes the next serial, so one met again in this call (listed
        // twice) already has a serial from this call: skipped without a set of those met.
        let firstSerial = nextActivationSerial
        for constraint in constraints where !constraint.active && constraint.kind.isStandard {
            guard constraint.activationSerial < firstSerial else { continue }
            constraint.activationSerial = nextActivationSerial
            nextActivationSerial += 1
            if let error = constraint.validationError {
                PlumbDiagnostics.report(.inertConstraint(constraint, reason: error.reason))
                continue
            }
            guard let container = constraint.resolveContainer() else { continue }
            // A registered view knows its tree's engine; finding the root costs the depth.
            let engine = container.node.engine ?? LayoutEngine.of(container.rootView)
            constraint.container = container
            constraint.active = true
            constraint.engine = engine
            container.installed.insert(constraint)
            LayoutEngine.attach(constraint)
            if let index = index(of: engine, in: engines) {
                batches[index].append(constraint)
            } else {
                engines.append(engine)
                batches.append([constraint])
            }
        }
        for (engine, batch) in zip(engines, batches) { engine.add(batch) }
    }

    /// Deactivates `constraints` (those active), removing them from their trees' solvers
    /// in one batch per tree.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        var engines: [LayoutEngine] = []
        var batches: [[LayoutConstraint]] = []
        for constraint in constraints where constraint.active && constraint.kind.isStandard {
            if let engine = constraint.engine {
                if let index = index(of: engine, in: engines) {
                    batches[index].append(constraint)
                } else {
                    engines.append(engine)
                    batches.append([constraint])
                }
            }
            LayoutEngine.detach(constraint)
            constraint.container?.installed.remove(constraint)
            constraint.active = false
        }
        for (engine, batch) in zip(engines, batches) { engine.remove(batch) }
        for constraint in constraints where !constraint.active {
            constraint.container = nil
            constraint.engine = nil
        }
    }

    /// The index of `engine` in `engines` (a call's engines, nearly always one). A loop, not
    /// `firstIndex(where:)`: a closure formed on the main actor checks the executor at run
    /// time on every call, and this runs for every constraint activated or deactivated.
    private static func index(of engine: LayoutEngine, in engines: [LayoutEngine]) -> Int? {
        for index in engines.indices where engines[index] === engine { return index }
        return nil
    }

    /// The closest common ancestor of the items' views (the items distances run to
    /// included), or nil after reporting why none.
    private func resolveContainer() -> LayoutView? {
        guard let first = firstNode else {
            PlumbDiagnostics.report(.itemFreed(constraint: self, item: "the first item"))
            return nil
        }
        guard var common = first.hostView else {
            PlumbDiagnostics.report(.notInHierarchy(constraint: self, item: first.name))
            return nil
        }
        // Widens `common` to take in `node`'s host; reports and returns false when it cannot.
        // (Called per item rather than over an array of them: this runs for every constraint.)
        func meet(_ node: ItemNode?, _ what: String) -> Bool {
            guard let node else {
                PlumbDiagnostics.report(.itemFreed(constraint: self, item: what))
                return false
            }
            guard let host = node.hostView else {
                PlumbDiagnostics.report(.notInHierarchy(constraint: self, item: node.name))
                return false
            }
            guard let shared = common.closestCommonAncestor(with: host) else {
                PlumbDiagnostics.report(
                    .noCommonAncestor(constraint: self, first: first.name, second: node.name))
                return false
            }
            common = shared
            return true
        }
        if secondAttribute != .notAnAttribute, !meet(secondNode, "the second item") { return nil }
        if let firstEnd, !meet(firstEnd.node, "an item of a distance") { return nil }
        if let secondEnd, !meet(secondEnd.node, "an item of a distance") { return nil }
        return common
    }
}
