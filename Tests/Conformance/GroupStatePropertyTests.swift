// Random sequences of hierarchy changes and group operations, checked after every step
// against an independent model of Auto Layout's documented rules, on every backend (this
// file is compiled into the three test targets, like BackendConformanceTests.swift). On the
// built-in engine, the frames are also checked against a fresh build of the same layout.
//
// The model knows only Apple's rules: activation installs a constraint on its items' closest
// common ancestor and is refused for items with no common ancestor or that were freed;
// removing a view deactivates the constraints that reference its subtree and are installed
// above it; a group is active when all its constraints are; `activate()` activates what is
// inactive, `update` changes constants in place, `replace` swaps the constraints.

import Testing

#if PLUMB_APPLE_STUB
    import Plumb
#else
    import PlumbLayout
#endif

@MainActor
@Suite struct GroupStatePropertyTests {
    init() { ConformancePlatform.failOnPlatformExceptions() }

    @Test(arguments: 0..<40)
    func randomSequencesAgreeWithTheModelAndAFreshBuild(seed: UInt64) throws {
        var world = GroupWorld(seed: 0x9E37_79B9 &+ seed &* 0x1_0000_0001)
        for step in 0..<30 {
            let operation = world.randomOperation()
            world.apply(operation)
            if let mismatch = world.mismatch() {
                let steps = world.log.joined(separator: "\n")
                Issue.record(
                    "seed \(seed), step \(step) (\(operation)): \(mismatch)\nsteps:\n\(steps)")
                return
            }
        }
    }
}

/// A small xorshift generator, so that a seed names the same sequence on every platform.
struct ConformanceRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed == 0 ? 0x2545_F491_4F6C_DD1D : seed }

    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    mutating func element<T>(of array: [T]) -> T? {
        array.isEmpty ? nil : array[below(array.count)]
    }
}

/// One relation a group holds, as data: `template` picks the attributes (see
/// ``GroupWorld/expression(for:)``), `first` and `second` are view indices (0 is the root).
struct ModelRelation: CustomStringConvertible {
    var template: Int
    var first: Int
    var second: Int?
    var constant: Double
    var priority: Float

    /// Templates that relate two items; the others relate a dimension to a constant.
    static let pairTemplates = [0, 1, 2, 4, 5, 6]
    static let constantTemplates = [3, 7]

    var description: String {
        "t\(template)(v\(first), \(second.map { "v\($0)" } ?? "-"), \(constant)) @\(priority)"
    }
}

/// What the model expects of one group.
struct ModelGroup {
    var relations: [ModelRelation]
    /// Per relation: the view it is installed on while active (`nil` when inactive).
    var installedOn: [Int?]
    /// The kinds of the errors since the group was last activated.
    var errors: [PlumbError.Kind] = []
    /// Whether only hierarchy changes may touch it (the base pins of one view).
    var isBase: Bool
    var isActive: Bool { installedOn.allSatisfy { $0 != nil } }
}

/// The views and groups under test, and the model they must agree with.
@MainActor
struct GroupWorld {
    static let viewCount = 6  // the root and five others

    var random: ConformanceRandom
    /// The platform's views (`nil` once freed); index 0 is the root.
    var views: [ConformanceView?]
    /// The model's hierarchy: each view's superview index, `nil` for a detached view.
    var parent: [Int?]
    var groups: [ConstraintGroup] = []
    var model: [ModelGroup] = []
    /// The kinds of the errors the diagnostics handler should have received, in order.
    var expectedReports: [PlumbError.Kind] = []
    let reported = ReportedErrors()
    var log: [String] = []
    private var nextPriority: Float = 100

    init(seed: UInt64) {
        random = ConformanceRandom(seed: seed)
        let root = ConformancePlatform.makeRoot("v0")
        views = [root]
        parent = [nil]
        let reported = self.reported
        PlumbDiagnostics.handler = { reported.errors.append($0) }
        for index in 1..<Self.viewCount {
            let view = ConformancePlatform.makeView("v\(index)")
            views.append(view)
            // Even views start under the root, odd ones under the view before them.
            let superview = index % 2 == 0 ? 0 : index - 1
            ConformancePlatform.add(view, to: views[superview]!)
            parent.append(superview)
        }
        // Each view's base pins: position and size relative to the root, at low priorities
        // of its own, so that every layout has exactly one solution.
        for index in 1..<Self.viewCount {
            let base = Float(index * 4)
            makeGroup(
                [
                    ModelRelation(
                        template: 0, first: index, second: 0, constant: Double(10 * index),
                        priority: base),
                    ModelRelation(
                        template: 1, first: index, second: 0, constant: Double(7 * index),
                        priority: base + 1),
                    ModelRelation(
                        template: 8, first: index, second: nil, constant: Double(20 + index),
                        priority: base + 2),
                    ModelRelation(
                        template: 3, first: index, second: nil, constant: Double(12 + index),
                        priority: base + 3),
                ], isBase: true)
        }
    }

    // MARK: Operations

    enum Operation: CustomStringConvertible {
        case make([ModelRelation])
        case activate(Int)
        case deactivate(Int)
        case update(Int, relation: Int, constant: Double)
        case replace(Int, [ModelRelation])
        case remove(Int)
        case add(Int, to: Int)
        case free(Int)

        var description: String {
            switch self {
            case .make(let relations): "make \(relations)"
            case .activate(let group): "activate g\(group)"
            case .deactivate(let group): "deactivate g\(group)"
            case .update(let group, let relation, let constant):
                "update g\(group)[\(relation)] to \(constant)"
            case .replace(let group, let relations): "replace g\(group) with \(relations)"
            case .remove(let view): "remove v\(view)"
            case .add(let view, let superview): "add v\(view) to v\(superview)"
            case .free(let view): "free v\(view)"
            }
        }
    }

    private var liveChildren: [Int] { (1..<Self.viewCount).filter { views[$0] != nil } }
    private var userGroups: [Int] { model.indices.filter { !model[$0].isBase } }

    mutating func randomOperation() -> Operation {
        while true {
            switch random.below(10) {
            case 0, 1:
                if let relations = randomRelations() { return .make(relations) }
            case 2: if let group = random.element(of: userGroups) { return .activate(group) }
            case 3: if let group = random.element(of: userGroups) { return .deactivate(group) }
            case 4:
                let updatable = userGroups.filter { group in
                    model[group].relations.allSatisfy { relationIsAlive($0) }
                }
                if let group = random.element(of: updatable) {
                    return .update(
                        group, relation: random.below(model[group].relations.count),
                        constant: Double(random.below(40)))
                }
            case 5:
                if let group = random.element(of: userGroups), let relations = randomRelations() {
                    return .replace(group, relations)
                }
            case 6:
                let attached = liveChildren.filter { parent[$0] != nil }
                if let view = random.element(of: attached) { return .remove(view) }
            case 7, 8:
                if let view = random.element(of: liveChildren) {
                    let targets = ([0] + liveChildren).filter { candidate in
                        candidate != view && !isInSubtree(candidate, of: view)
                    }
                    if let superview = random.element(of: targets) {
                        return .add(view, to: superview)
                    }
                }
            default:
                let leaves = liveChildren.filter { view in !parent.contains { $0 == view } }
                if random.below(3) == 0, let view = random.element(of: leaves) {
                    return .free(view)
                }
            }
        }
    }

    private mutating func randomRelations() -> [ModelRelation]? {
        let children = liveChildren
        guard !children.isEmpty else { return nil }
        return (0...random.below(3)).map { _ in
            let first = random.element(of: children)!
            let constant = Double(random.below(30))
            nextPriority += 1
            if random.below(4) == 0 {
                return ModelRelation(
                    template: random.element(of: ModelRelation.constantTemplates)!, first: first,
                    second: nil, constant: constant, priority: nextPriority)
            }
            let second = random.element(of: ([0] + children).filter { $0 != first })!
            return ModelRelation(
                template: random.element(of: ModelRelation.pairTemplates)!, first: first,
                second: second, constant: constant, priority: nextPriority)
        }
    }

    mutating func apply(_ operation: Operation) {
        log.append("  \(operation)")
        switch operation {
        case .make(let relations): makeGroup(relations, isBase: false)
        case .activate(let group): activate(group)
        case .deactivate(let group):
            groups[group].deactivate()
            model[group].installedOn = model[group].installedOn.map { _ in nil }
            model[group].errors = []
        case .update(let group, let index, let constant):
            var relation = model[group].relations[index]
            relation.constant = constant
            do {
                let views = self.views
                try groups[group].update { Self.expression(for: relation, in: views) }
                model[group].relations[index].constant = constant
            } catch {
                Issue.record("update of a relation the group holds threw: \(error)")
            }
        case .replace(let group, let relations):
            let views = self.views
            groups[group] = constrain(views[0]!, replace: groups[group]) { _ in
                for relation in relations { Self.expression(for: relation, in: views) }
            }
            model[group].relations = relations
            model[group].installedOn = relations.map { _ in nil }
            model[group].errors = []
            modelActivate(group)
        case .remove(let view):
            modelRemove(view)
            ConformancePlatform.remove(views[view]!)
        case .add(let view, let superview):
            // Apple: "If view already has a superview and that view is not the receiver, this
            // method removes the previous superview"; the same superview only reorders.
            if parent[view] != nil && parent[view] != superview { modelRemove(view) }
            ConformancePlatform.add(views[view]!, to: views[superview]!)
            parent[view] = superview
            // Bring back the base pins the move or an earlier removal deactivated.
            for index in model.indices where model[index].isBase && !model[index].isActive {
                let pinned = model[index].relations[0].first
                if pinned == view || isInSubtree(pinned, of: view) { activate(index) }
            }
        case .free(let view):
            if parent[view] != nil {
                modelRemove(view)
                ConformancePlatform.remove(views[view]!)
                parent[view] = nil
            }
            views[view] = nil
            // Installed on the freed view itself, or naming it: gone with it.
            for group in model.indices {
                for index in model[group].relations.indices
                where !relationIsAlive(model[group].relations[index]) {
                    model[group].installedOn[index] = nil
                }
            }
        }
    }

    private mutating func makeGroup(_ relations: [ModelRelation], isBase: Bool) {
        let views = self.views
        let group = constrain(views[0]!) { _ in
            for relation in relations { Self.expression(for: relation, in: views) }
        }
        groups.append(group)
        model.append(
            ModelGroup(
                relations: relations, installedOn: relations.map { _ in nil }, isBase: isBase))
        modelActivate(model.count - 1)
    }

    private mutating func activate(_ group: Int) {
        groups[group].activate()
        modelActivate(group)
    }

    // MARK: The model

    /// `activate()`: a no-op on an active group; otherwise the errors start afresh and each
    /// inactive relation is installed on its items' closest common ancestor, or refused.
    private mutating func modelActivate(_ group: Int) {
        guard !model[group].isActive else { return }
        model[group].errors = []
        for index in model[group].relations.indices where model[group].installedOn[index] == nil {
            let relation = model[group].relations[index]
            let error: PlumbError.Kind?
            if !relationIsAlive(relation) {
                error = .itemFreed
            } else if let ancestor = closestCommonAncestor(relation.first, relation.second) {
                model[group].installedOn[index] = ancestor
                error = nil
            } else {
                error = .noCommonAncestor
            }
            if let error {
                model[group].errors.append(error)
                expectedReports.append(error)
            }
        }
    }

    /// `removeFromSuperview()`: deactivates the constraints that reference the view's
    /// subtree and are installed outside it (Apple: "removes any constraints that refer to
    /// the view you are removing, or that refer to any view in the subtree").
    private mutating func modelRemove(_ view: Int) {
        let subtree = Set((0..<Self.viewCount).filter { $0 == view || isInSubtree($0, of: view) })
        for group in model.indices {
            for index in model[group].relations.indices {
                guard let installed = model[group].installedOn[index] else { continue }
                let relation = model[group].relations[index]
                let references =
                    subtree.contains(relation.first)
                    || relation.second.map(subtree.contains) == true
                if references && !subtree.contains(installed) {
                    model[group].installedOn[index] = nil
                }
            }
        }
        parent[view] = nil
    }

    private func relationIsAlive(_ relation: ModelRelation) -> Bool {
        views[relation.first] != nil && relation.second.map { views[$0] != nil } != false
    }

    /// Whether `view` is a strict descendant of `ancestor` in the model.
    private func isInSubtree(_ view: Int, of ancestor: Int) -> Bool {
        var current = parent[view]
        while let index = current {
            if index == ancestor { return true }
            current = parent[index]
        }
        return false
    }

    private func chain(_ view: Int) -> [Int] {
        var result = [view]
        var current = parent[view]
        while let index = current {
            result.append(index)
            current = parent[index]
        }
        return result
    }

    private func closestCommonAncestor(_ first: Int, _ second: Int?) -> Int? {
        let firstChain = chain(first)
        guard let second else { return first }
        let secondChain = Set(chain(second))
        return firstChain.first { secondChain.contains($0) }
    }

    // MARK: Checks

    /// The first way the platform disagrees with the model, or with a fresh build.
    func mismatch() -> String? {
        for (index, group) in groups.enumerated() {
            let expected = model[index]
            let active = group.constraints.map(ConformancePlatform.isActive)
            if active != expected.installedOn.map({ $0 != nil }) {
                return "g\(index): constraints active \(active), the model says "
                    + "\(expected.installedOn.map { $0 != nil }) for \(expected.relations)"
            }
            if group.isActive != expected.isActive {
                return
                    "g\(index).isActive is \(group.isActive), the model says \(expected.isActive)"
            }
            if group.errors.map(\.kind) != expected.errors {
                return "g\(index).errors are \(group.errors.map(\.kind)), the model says "
                    + "\(expected.errors)"
            }
            let constants = group.constraints.map(ConformancePlatform.constant)
            if constants != expected.relations.map({ $0.constant }) {
                return "g\(index) constants \(constants), the model says "
                    + "\(expected.relations.map(\.constant))"
            }
        }
        if reported.errors.map(\.kind) != expectedReports {
            return "reported \(reported.errors.map(\.kind)), the model says \(expectedReports)"
        }
        return framesMismatch()
    }

    /// On a backend that lays out: the frames of the views in the root's tree against those of
    /// a fresh tree with the same hierarchy and the constraints the model has installed there.
    private func framesMismatch() -> String? {
        let inTree = (0..<Self.viewCount).filter {
            $0 == 0 || (views[$0] != nil && chain($0).last == 0)
        }
        guard
            let frames = ConformancePlatform.frames(of: inTree.map { views[$0]! }, root: views[0]!)
        else { return nil }
        var fresh: [ConformanceView?] = Array(repeating: nil, count: Self.viewCount)
        fresh[0] = ConformancePlatform.makeRoot("v0")
        for index in inTree.dropFirst().sorted(by: { chain($0).count < chain($1).count }) {
            let view = ConformancePlatform.makeView("v\(index)")
            fresh[index] = view
            ConformancePlatform.add(view, to: fresh[parent[index]!]!)
        }
        let installed = model.flatMap { group in
            zip(group.relations, group.installedOn).compactMap { relation, ancestor in
                ancestor.map { inTree.contains($0) } == true ? relation : nil
            }
        }
        let group = constrain(fresh[0]!) { _ in
            for relation in installed { Self.expression(for: relation, in: fresh) }
        }
        let freshFrames = ConformancePlatform.frames(of: inTree.map { fresh[$0]! }, root: fresh[0]!)
        withExtendedLifetime(group) {}
        guard frames == freshFrames else {
            return "frames of \(inTree.map { "v\($0)" }) are \(frames), a fresh build gives "
                + "\(freshFrames ?? [])"
        }
        return nil
    }

    // MARK: Relations as DSL expressions

    /// The relation written in the DSL, on `views`.
    @ConstraintBuilder
    static func expression(
        for relation: ModelRelation, in views: [ConformanceView?]
    ) -> [ConstraintExpression] {
        let a = views[relation.first]!.anchors
        let b = relation.second.map { views[$0]!.anchors } ?? a
        let c = relation.constant
        let p = LayoutPriority(rawValue: relation.priority)
        switch relation.template {
        case 0: a.top == b.top + c ~ p
        case 1: a.leading == b.leading + c ~ p
        case 2: a.width == b.width * 0.5 + c ~ p
        case 3: a.height == c ~ p
        case 4: a.centerX == b.centerX + c ~ p
        case 5: a.bottom <= b.bottom + c ~ p
        case 6: a.trailing >= b.trailing + c ~ p
        case 7: a.width >= c ~ p
        default: a.width == c ~ p
        }
    }
}
