// The behaviour every backend must share, written once. This file is compiled into three
// test targets (each holds a symlink to it): PlumbLayoutTests (the built-in engine),
// PlumbUIKitBackendTests and PlumbAppKitBackendTests (the Apple backend over the UIKit and
// AppKit stubs, which fail the test wherever the real framework would raise). Each target
// supplies `ConformancePlatform`: how to make and arrange its views and read its constraints.

import Testing

#if PLUMB_APPLE_STUB
    import Plumb
#else
    import PlumbLayout
#endif

@MainActor
@Suite struct BackendConformanceTests {
    init() { ConformancePlatform.failOnPlatformExceptions() }

    /// Collects every error handed to the diagnostics handler from now until the test ends.
    /// Called first in a test's (synchronous, main-actor) body: tests run in parallel, and
    /// only the body is sure not to interleave with another test's.
    private func reportedErrors() -> ReportedErrors {
        let reported = ReportedErrors()
        PlumbDiagnostics.handler = { reported.errors.append($0) }
        return reported
    }

    /// A root with two subviews, `a` and `b`.
    private func tree() -> (root: ConformanceView, a: ConformanceView, b: ConformanceView) {
        let root = ConformancePlatform.makeView("root")
        let a = ConformancePlatform.makeView("a")
        let b = ConformancePlatform.makeView("b")
        ConformancePlatform.add(a, to: root)
        ConformancePlatform.add(b, to: root)
        return (root, a, b)
    }

    private func isActive(_ group: ConstraintGroup) -> [Bool] {
        group.constraints.map(ConformancePlatform.isActive)
    }

    // MARK: Groups

    @Test func aGroupIsActiveExactlyWhenItsConstraintsAre() {
        let reported = reportedErrors()
        let (root, a, _) = tree()
        let group = constrain(a, root) { a, root in
            a.edges == root.edges.inset(by: 10)
        }
        #expect(group.constraints.count == 4)
        #expect(isActive(group) == [true, true, true, true] && group.isActive)
        group.deactivate()
        #expect(isActive(group) == [false, false, false, false] && !group.isActive)
        group.isActive = true
        #expect(group.isActive && group.errors.isEmpty && reported.errors.isEmpty)
    }

    @Test func removingAViewDeactivatesItsConstraintsAndActivateRestoresThem() {
        let reported = reportedErrors()
        let (root, a, b) = tree()
        let group = constrain(a, b, root) { a, b, root in
            a.top == root.top + 8
            b.top == a.bottom + 8
        }
        ConformancePlatform.remove(a)
        // Both relations reference `a` and were installed on `root`, above it.
        #expect(isActive(group) == [false, false] && !group.isActive)
        ConformancePlatform.add(a, to: root)
        group.activate()
        #expect(isActive(group) == [true, true] && group.isActive)
        #expect(group.errors.isEmpty && reported.errors.isEmpty)
    }

    /// Finding 2 of issue 10, as reported: a removed view's group claimed to be active, so
    /// `activate()` did nothing and the view was left at `.zero`.
    @Test func aGroupTellsTheTruthAfterItsViewLeavesAndActivateRestoresIt() {
        let reported = reportedErrors()
        let root = ConformancePlatform.makeRoot("root")
        let e = ConformancePlatform.makeView("e")
        ConformancePlatform.add(e, to: root)
        let group = constrain(e, root) { e, root in e.edges == root.edges.inset(by: 10) }
        ConformancePlatform.remove(e)
        #expect(!group.isActive)
        ConformancePlatform.add(e, to: root)
        group.activate()
        #expect(group.isActive && isActive(group) == [true, true, true, true])
        if let frames = ConformancePlatform.frames(of: [e], root: root) {
            #expect(frames == ["(10.0, 10.0, 380.0, 380.0)"])
        }
        #expect(reported.errors.isEmpty)
    }

    @Test func movingAViewToAnotherSuperviewDeactivatesWhatReachedOutside() {
        _ = reportedErrors()  // the test owns the handler while it runs
        let (root, a, b) = tree()
        let inner = ConformancePlatform.makeView("inner")
        ConformancePlatform.add(inner, to: a)
        let toRoot = constrain(inner, root) { inner, root in inner.top == root.top + 4 }
        let toA = constrain(inner, a) { inner, a in inner.leading == a.leading + 4 }
        ConformancePlatform.add(inner, to: b)
        // Both were installed outside `inner` (on root and on a): Apple's addSubview removes
        // the view from its old superview first.
        #expect(!toRoot.isActive && !toA.isActive)
        toRoot.activate()
        toA.activate()
        #expect(toRoot.isActive && toA.isActive)
    }

    @Test func addingAViewToItsOwnSuperviewAgainOnlyReorders() {
        _ = reportedErrors()  // the test owns the handler while it runs
        let (root, a, _) = tree()
        let group = constrain(a, root) { a, root in a.top == root.top + 4 }
        ConformancePlatform.add(a, to: root)
        #expect(group.isActive)
    }

    @Test func aGroupWithAFreedItemIsInactiveAndActivatingItReportsTheItem() {
        let reported = reportedErrors()
        let (root, a, _) = tree()
        var leaf: ConformanceView? = ConformancePlatform.makeView("leaf")
        ConformancePlatform.add(leaf!, to: root)
        let group = constrain(a, leaf!) { a, leaf in
            a.width == leaf.width
            leaf.height == 20
        }
        #expect(group.isActive)
        ConformancePlatform.remove(leaf!)
        leaf = nil
        #expect(isActive(group) == [false, false] && !group.isActive)
        group.activate()
        #expect(!group.isActive)
        #expect(group.errors.map(\.kind) == [.itemFreed, .itemFreed])
        #expect(reported.errors.map(\.kind) == [.itemFreed, .itemFreed])
        withExtendedLifetime(root) {}
    }

    @Test func refusedRelationsDoNotStopTheRestOfTheBatch() {
        let reported = reportedErrors()
        let (root, a, b) = tree()
        let stranger = ConformancePlatform.makeView("stranger")
        let guide = ConformancePlatform.makeGuide("loose")
        let group = constrain(a, b, stranger, guide) { a, b, stranger, guide in
            a.top == b.bottom + 8
            a.width == stranger.width
            b.height == guide.height
            b.leading == a.trailing
        }
        #expect(isActive(group) == [true, false, false, true])
        #expect(group.errors.map(\.kind) == [.noCommonAncestor, .notInHierarchy])
        #expect(reported.errors == group.errors)
        // The platform made them: the same refusals on a later activate, reported again.
        group.deactivate()
        #expect(group.errors.isEmpty)
        group.activate()
        #expect(group.errors.map(\.kind) == [.noCommonAncestor, .notInHierarchy])
        #expect(reported.errors.count == 4)
        withExtendedLifetime(root) {}
    }

    @Test func aGuideTakesPartOnceItIsAddedToAView() {
        let reported = reportedErrors()
        let (root, a, _) = tree()
        let guide = ConformancePlatform.makeGuide("column")
        let group = constrain(a, guide) { a, guide in a.leading == guide.leading }
        #expect(!group.isActive && group.errors.map(\.kind) == [.notInHierarchy])
        ConformancePlatform.add(guide, to: root)
        group.activate()
        #expect(group.isActive && group.errors.isEmpty)
        #expect(reported.errors.map(\.kind) == [.notInHierarchy])
    }

    @Test func constraintsInsideARemovedSubtreeStayActive() {
        _ = reportedErrors()  // the test owns the handler while it runs
        let (root, a, _) = tree()
        let inner = ConformancePlatform.makeView("inner")
        ConformancePlatform.add(inner, to: a)
        let group = constrain(inner, a) { inner, a in inner.width == a.width * 0.5 }
        ConformancePlatform.remove(a)
        #expect(group.isActive)
        _ = root
    }

    // MARK: Errors

    @Test func itemsWithNoCommonAncestorAreRefusedReportedAndRecordedNeverRaised() throws {
        let reported = reportedErrors()
        let (root, a, _) = tree()
        let stranger = ConformancePlatform.makeView("stranger")
        let line = #line + 3
        let group = constrain(a, stranger, root) { a, stranger, root in
            a.top == root.top
            a.leading == stranger.leading
            a.width == 40
        }
        #expect(isActive(group) == [true, false, true])
        #expect(!group.isActive)
        let error = try #require(group.errors.first)
        #expect(group.errors.count == 1)
        #expect(error.kind == .noCommonAncestor)
        #expect(error.expression == "a.leading == stranger.leading")
        #expect(error.location?.description == "BackendConformanceTests.swift:\(line)")
        #expect(error.description.contains("no common ancestor"))
        #expect(error.constraints.count == 1 && error.constraints[0] === group.constraints[1])
        // Reported once, through the one channel; `check()` throws it.
        #expect(reported.errors == [error])
        #expect(throws: error) { try group.check() }
    }

    @Test func aGuideAddedToNoViewIsRefused() throws {
        let reported = reportedErrors()
        let (root, a, _) = tree()
        defer { withExtendedLifetime(root) {} }
        let guide = ConformancePlatform.makeGuide("loose")
        let group = constrain(a, guide) { a, guide in a.width == guide.width }
        #expect(!group.isActive)
        #expect(group.errors.map(\.kind) == [.notInHierarchy])
        #expect(reported.errors.map(\.kind) == [.notInHierarchy])
    }

    @Test func refusedActivationErrorsClearWhenTheGroupIsDeactivated() {
        _ = reportedErrors()  // the test owns the handler while it runs
        let (root, a, _) = tree()
        defer { withExtendedLifetime(root) {} }
        let stranger = ConformancePlatform.makeView("stranger")
        let group = constrain(a, stranger) { a, stranger in a.top == stranger.top }
        #expect(group.errors.map(\.kind) == [.noCommonAncestor])
        group.deactivate()
        #expect(group.errors.isEmpty)
    }

    @Test func theCompilerRefusesBadNumbersBeforeAnyBackendSeesThem() {
        let reported = reportedErrors()
        let (root, a, _) = tree()
        let group = constrain(a, root) { a, root in
            a.width == root.width * .infinity
            a.top == root.top * 0
            a.height == 10 ~ LayoutPriority(rawValue: 1001)
            a.leading == root.leading
        }
        #expect(group.errors.map(\.kind) == [.nonFiniteNumber, .zeroMultiplier, .invalidPriority])
        #expect(group.constraints.count == 1 && group.isActive)
        #expect(reported.errors == group.errors)
    }

    @Test func theBackendItselfRefusesWhatThePlatformWouldRaiseOn() throws {
        _ = reportedErrors()  // the test owns the handler while it runs
        let (root, a, _) = tree()
        let backend = ConformancePlatform.backend
        let location = ConstraintSourceLocation(fileID: "App/Screen.swift", line: 3)
        let cases: [(ConstraintSpec, PlumbError.Kind)] = [
            (
                ConstraintSpec(
                    firstItem: a, firstAttribute: .top, relation: .equal, secondItem: nil,
                    secondAttribute: .notAnAttribute, constant: 8, location: location),
                .invalidConstraint
            ),
            (
                ConstraintSpec(
                    firstItem: a, firstAttribute: .width, relation: .equal, secondItem: root,
                    secondAttribute: .top, location: location),
                .invalidConstraint
            ),
            (
                ConstraintSpec(
                    firstItem: a, firstAttribute: .leading, relation: .equal, secondItem: root,
                    secondAttribute: .left, location: location),
                .invalidConstraint
            ),
            (
                ConstraintSpec(
                    firstItem: a, firstAttribute: .width, relation: .equal, secondItem: nil,
                    secondAttribute: .notAnAttribute, constant: .nan, location: location),
                .invalidConstraint
            ),
            (
                ConstraintSpec(
                    firstItem: a, firstAttribute: .width, relation: .equal, secondItem: nil,
                    secondAttribute: .notAnAttribute, constant: 8,
                    priority: LayoutPriority(rawValue: 0), location: location),
                .invalidPriority
            ),
            (
                ConstraintSpec(
                    firstItem: a, firstAttribute: .width, relation: .equal, secondItem: nil,
                    secondAttribute: .notAnAttribute, constant: 8,
                    priority: LayoutPriority(rawValue: 1001), location: location),
                .invalidPriority
            ),
            (
                ConstraintSpec(
                    firstItem: a, firstAttribute: .top, relation: .equal, secondItem: root,
                    secondAttribute: .leading, location: location),
                .invalidConstraint
            ),
            (
                ConstraintSpec(
                    firstItem: a, firstAttribute: .top, relation: .equal, secondItem: root,
                    secondAttribute: .top, multiplier: 0, constant: 8, location: location),
                .invalidConstraint
            ),
            (
                ConstraintSpec(
                    firstItem: a, firstAttribute: .width, relation: .equal, secondItem: root,
                    secondAttribute: .width, multiplier: .nan, location: location),
                .invalidConstraint
            ),
            (
                ConstraintSpec(
                    firstItem: a, firstAttribute: .leading, relation: .equal, secondItem: root,
                    secondAttribute: .leading, multiplier: .infinity, usesSystemSpacing: true,
                    location: location),
                .invalidConstraint
            ),
        ]
        for (spec, kind) in cases {
            do {
                _ = try backend.makeConstraint(from: spec)
                Issue.record("\(spec.expression) was made")
            } catch {
                #expect(error.kind == kind, "\(spec.expression)")
                #expect(error.location == location)
            }
        }
    }

    // MARK: Identifiers and labels

    @Test func identifiersAreTheSpecsIdentifierOnEveryBackend() {
        _ = reportedErrors()  // the test owns the handler while it runs
        let (root, a, _) = tree()
        let line = #line + 2
        let group = constrain(a, root) { a, root in
            (a.top == root.top + 12 ~ .high).labeled("aTop")
            a.height == 20
        }
        let identifiers = group.constraints.map(ConformancePlatform.identifier)
        #expect(identifiers == group.specs.map(\.identifier))
        #expect(
            identifiers[0]
                == "aTop: a.top == root.top + 12 @750 (BackendConformanceTests.swift:\(line))")
        #expect(identifiers[1] == "a.height == 20 (BackendConformanceTests.swift:\(line + 1))")
    }

    @Test func labelsLeadTheIdentifierAndItemsAreNamedAlikeOnEveryBackend() {
        _ = reportedErrors()  // the test owns the handler while it runs
        let (root, a, _) = tree()
        let guide = ConformancePlatform.makeGuide("column")
        ConformancePlatform.add(guide, to: root)
        let line = #line + 2
        let group = constrain(a, guide) { a, guide in
            (a.leading == guide.leading + 4).labeled("inset")
            a.width == guide.width * 0.5
        }
        #expect(
            group.constraints.map(ConformancePlatform.identifier) == [
                "inset: a.leading == column.leading + 4 (BackendConformanceTests.swift:\(line))",
                "a.width == column.width * 0.5 (BackendConformanceTests.swift:\(line + 1))",
            ])
        #expect(group.specs.map(\.label) == ["inset", nil])
    }

    @Test func errorsNameTheExpressionAndItsLineOnEveryBackend() throws {
        _ = reportedErrors()  // the test owns the handler while it runs
        let (root, a, _) = tree()
        let stranger = ConformancePlatform.makeView("stranger")
        let line = #line + 2
        let group = constrain(a, stranger) { a, stranger in
            (a.top == stranger.top + 2).labeled("pinned")
        }
        let error = try #require(group.errors.first)
        #expect(
            error.description.hasPrefix(
                "BackendConformanceTests.swift:\(line): a.top == stranger.top + 2: Unable to activate"
            ))
        withExtendedLifetime(root) {}
    }

    // MARK: Updates and replacement

    @Test func updateChangesTheConstantInPlace() throws {
        _ = reportedErrors()  // the test owns the handler while it runs
        let (root, a, _) = tree()
        let group = constrain(a, root) { a, root in a.top == root.top + 8 }
        let constraint = group.constraints[0]
        try group.update { a.anchors.top == root.anchors.top + 30 }
        // (`===` directly inside #expect crashes Swift 6.3.1's SILGen here.)
        #expect(ObjectIdentifier(group.constraints[0]) == ObjectIdentifier(constraint))
        #expect(ConformancePlatform.constant(of: constraint) == 30)
        #expect(group.isActive)
    }

    @Test func anUpdateThatMatchesNothingThrowsAndChangesNothing() {
        _ = reportedErrors()  // the test owns the handler while it runs
        let (root, a, _) = tree()
        let group = constrain(a, root) { a, root in a.top == root.top + 8 }
        #expect(throws: PlumbError.self) {
            try group.update {
                a.anchors.top == root.anchors.top + 20
                a.anchors.leading == root.anchors.leading + 4
            }
        }
        #expect(ConformancePlatform.constant(of: group.constraints[0]) == 8)
    }

    @Test func replacingAGroupDeactivatesTheOldConstraintsAndActivatesTheNew() {
        _ = reportedErrors()  // the test owns the handler while it runs
        let (root, a, _) = tree()
        let group = constrain(a, root) { a, root in a.top == root.top + 8 }
        let old = group.constraints
        let same = constrain(a, root, replace: group) { a, root in
            a.bottom == root.bottom - 8
            a.height == 20
        }
        #expect(same === group)
        #expect(old.map(ConformancePlatform.isActive) == [false])
        #expect(isActive(group) == [true, true])
    }

    // MARK: Freed items

    @Test func aFreedItemIsRefusedNeverCrashes() {
        let reported = reportedErrors()
        let (root, a, _) = tree()
        var gone: ConformanceView? = ConformancePlatform.makeView("gone")
        ConformancePlatform.add(gone!, to: root)
        let group = ConstraintGroup(a.anchors.top == gone!.anchors.bottom)
        ConformancePlatform.remove(gone!)
        gone = nil
        group.activate()
        #expect(!group.isActive)
        #expect(group.errors.map(\.kind) == [.itemFreed])
        #expect(reported.errors.map(\.kind) == [.itemFreed])
    }

    // MARK: Conflicts

    @Test func conflictingRequiredConstraintsNeverRaise() {
        _ = reportedErrors()  // the test owns the handler while it runs
        let (root, a, _) = tree()
        defer { withExtendedLifetime(root) {} }
        let group = constrain(a) { a in
            a.width == 100
            a.width == 200
        }
        #expect(group.isActive)
        if ConformancePlatform.reportsConflicts {
            #expect(group.errors.map(\.kind) == [.unsatisfiable])
            #expect(group.errors.first?.brokenConstraint === group.constraints[1])
        }
    }
}

extension BackendConformanceTests {
    @Test func aConflictAcrossGroupsBreaksTheIncomingOneAndBelongsToItsGroup() {
        let reported = reportedErrors()
        let (root, a, _) = tree()
        defer { withExtendedLifetime(root) {} }
        let first = constrain(a) { a in a.width == 100 }
        let second = constrain(a) { a in a.width == 200 }
        #expect(first.isActive && second.isActive)
        guard ConformancePlatform.reportsConflicts else { return }
        #expect(first.errors.isEmpty)
        #expect(second.errors.map(\.kind) == [.unsatisfiable])
        #expect(second.errors.first?.brokenConstraint === second.constraints[0])
        #expect(reported.errors.count == 1)
        #expect(throws: PlumbError.self) { try second.check() }
    }

    @Test func anUpdateThatCausesAConflictIsKeptInTheGroupsErrors() throws {
        let reported = reportedErrors()
        let (root, a, _) = tree()
        defer { withExtendedLifetime(root) {} }
        let fixed = constrain(a) { a in a.width == 100 }
        let group = constrain(a, root) { a, root in a.width <= root.width * 0.5 + 50 }
        try group.update { a.anchors.width <= root.anchors.width * 0.5 + 20 }
        #expect(ConformancePlatform.constant(of: group.constraints[0]) == 20)
        guard ConformancePlatform.reportsConflicts else { return }
        // The root is 300 wide: a.width <= 170 conflicts with a.width == 100? No: it holds.
        #expect(group.errors.isEmpty && reported.errors.isEmpty)
        try group.update { a.anchors.width <= root.anchors.width * 0.5 - 60 }
        #expect(group.errors.map(\.kind) == [.unsatisfiable])
        #expect(group.errors.first?.brokenConstraint === group.constraints[0])
        #expect(fixed.errors.isEmpty && reported.errors.count == 1)
    }

    @Test func relationsAtEqualOptionalPrioritiesAreNeverBrokenOrReported() {
        let reported = reportedErrors()
        let (root, a, _) = tree()
        defer { withExtendedLifetime(root) {} }
        let group = constrain(a) { a in
            a.width == 100 ~ .high
            a.width == 200 ~ .high
        }
        #expect(group.isActive && group.errors.isEmpty && reported.errors.isEmpty)
    }
}

/// The errors a test's diagnostics handler received.
@MainActor
final class ReportedErrors {
    var errors: [PlumbError] = []
}
