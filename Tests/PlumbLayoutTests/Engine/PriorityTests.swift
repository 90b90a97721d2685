import Foundation
import PlumbLayout
import Testing

@MainActor
struct PriorityTests {
    func floatingView(in root: LayoutView) -> LayoutView {
        let view = constrainedView(in: root)
        pin(view, .left, .equal, root, .left)
        pin(view, .top, .equal, root, .top)
        pin(view, .height, constant: 10)
        return view
    }

    @Test func noNumberOfLowerPrioritiesOutweighsOneHigher() {
        let root = makeRoot()
        let view = floatingView(in: root)
        for _ in 0..<50 { pin(view, .width, constant: 100, priority: .low) }
        pin(view, .width, constant: 200, priority: LayoutPriority(251))
        root.layoutIfNeeded()
        expectFrame(view.frame, 0, 0, 200, 10)
        #expect(!view.hasAmbiguousLayout)
    }

    @Test func optionalInequalitiesPullAsFarAsTheyCan() {
        let root = makeRoot()
        let view = floatingView(in: root)
        pin(view, .width, .lessThanOrEqual, nil, .notAnAttribute, constant: 150)
        pin(view, .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 400, priority: .high)
        root.layoutIfNeeded()
        expectFrame(view.frame, 0, 0, 150, 10)
    }

    @Test func lowerLevelsOptimiseAmongTheHigherLevelsOptima() {
        let root = makeRoot()
        let view = floatingView(in: root)
        pin(view, .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 100, priority: .high)
        pin(view, .width, constant: 50, priority: .medium)
        pin(view, .width, constant: 300, priority: .low)
        root.layoutIfNeeded()
        expectFrame(view.frame, 0, 0, 100, 10)
    }

    @Test func equalPrioritiesPullingApartAreAmbiguous() {
        let root = makeRoot()
        let view = floatingView(in: root)
        pin(view, .width, constant: 100, priority: .low)
        let other = pin(view, .width, constant: 200, priority: .low)
        root.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout)
        other.priority = LayoutPriority(251)
        root.layoutIfNeeded()
        #expect(!view.hasAmbiguousLayout)
        expectFrame(view.frame, 0, 0, 200, 10)
    }

    @Test func switchingAnActiveConstraintBetweenRequiredAndOptionalIsAllowed() {
        let log = ReportLog()
        defer { log.stop() }
        let root = makeRoot()
        let view = floatingView(in: root)
        let strong = pin(view, .width, constant: 100)
        pin(view, .width, constant: 200, priority: .high)
        root.layoutIfNeeded()
        expectFrame(view.frame, 0, 0, 100, 10)
        strong.priority = .low
        root.layoutIfNeeded()
        expectFrame(view.frame, 0, 0, 200, 10)
        strong.priority = .required
        root.layoutIfNeeded()
        expectFrame(view.frame, 0, 0, 100, 10)
        #expect(log.errors.isEmpty)
    }

    @Test func prioritiesOutsideOneToAThousandAreRefused() {
        let log = ReportLog()
        defer { log.stop() }
        let root = makeRoot()
        let view = floatingView(in: root)
        let width = pin(view, .width, constant: 100, priority: .high)
        width.priority = LayoutPriority(0)
        width.priority = LayoutPriority(1001)
        width.priority = LayoutPriority(.nan)
        #expect(log.kinds == [.invalidPriority, .invalidPriority, .invalidPriority])
        #expect(width.priority == .high)
        view.setContentHuggingPriority(LayoutPriority(-3), for: .vertical)
        #expect(log.kinds.last == .invalidValue)
        #expect(view.contentHuggingPriority(for: .vertical) == .low)
    }
}

@MainActor
struct ConstantEditTests {
    @Test func editingAConstantMovesOnlyWhatDependsOnIt() {
        let root = makeRoot(width: 300, height: 300)
        let a = constrainedView(in: root)
        let b = constrainedView(in: root)
        let top = pin(a, .top, .equal, root, .top, constant: 10)
        pin(a, .left, .equal, root, .left)
        pin(a, .width, constant: 50)
        pin(a, .height, constant: 50)
        pin(b, .top, .equal, root, .top, constant: 100)
        pin(b, .left, .equal, root, .left, constant: 100)
        pin(b, .width, constant: 50)
        pin(b, .height, constant: 50)
        root.layoutIfNeeded()
        expectFrame(a.frame, 0, 10, 50, 50)
        top.constant = 40
        root.layoutIfNeeded()
        expectFrame(a.frame, 0, 40, 50, 50)
        expectFrame(b.frame, 100, 100, 50, 50)
        #expect(top.constant == 40)
    }

    @Test func nonFiniteConstantsAreRefused() {
        let log = ReportLog()
        defer { log.stop() }
        let root = makeRoot()
        let view = constrainedView(in: root)
        let width = pin(view, .width, constant: 10)
        width.constant = .infinity
        width.constant = .nan
        #expect(log.kinds == [.nonFiniteNumber, .nonFiniteNumber])
        #expect(width.constant == 10)
        #expect(log.errors[0].description.contains("constant is not finite! That's illegal."))
    }

    @Test func anUnsatisfiableConstantEditBreaksTheEditedConstraint() {
        let log = ReportLog()
        defer { log.stop() }
        let root = makeRoot(width: 300, height: 300)
        let view = constrainedView(in: root)
        pinEdges(view, to: root)
        let width = pin(view, .width, .lessThanOrEqual, nil, .notAnAttribute, constant: 400)
        root.layoutIfNeeded()
        width.constant = 100
        #expect(log.kinds == [.unsatisfiable])
        #expect(log.errors[0].brokenConstraint === width)
        #expect(width.isBroken && width.isActive)
        root.layoutIfNeeded()
        expectFrame(view.frame, 0, 0, 300, 300)
        // Editing it back to something that fits enforces it again.
        width.constant = 350
        #expect(!width.isBroken)
        #expect(log.errors.count == 1)
    }
}

@MainActor
struct ToggleTests {
    @Test func togglingGroupsSwitchesLayouts() {
        let root = makeRoot(width: 300, height: 300)
        let view = constrainedView(in: root)
        let size = [pin(view, .width, constant: 50), pin(view, .height, constant: 50)]
        let topLeft = [pin(view, .left, .equal, root, .left), pin(view, .top, .equal, root, .top)]
        let bottomRight = [
            LayoutConstraint(
                item: view, attribute: .right, relatedBy: .equal, toItem: root, attribute: .right),
            LayoutConstraint(
                item: view, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottom),
        ]
        root.layoutIfNeeded()
        expectFrame(view.frame, 0, 0, 50, 50)
        for _ in 0..<3 {
            LayoutConstraint.deactivate(topLeft)
            LayoutConstraint.activate(bottomRight)
            root.layoutIfNeeded()
            expectFrame(view.frame, 250, 250, 50, 50)
            LayoutConstraint.deactivate(bottomRight)
            LayoutConstraint.activate(topLeft)
            root.layoutIfNeeded()
            expectFrame(view.frame, 0, 0, 50, 50)
        }
        #expect(root.constraints.count == 2)
        #expect(view.constraints.count == 2)
        #expect(size.allSatisfy { $0.isActive })
        #expect(bottomRight.allSatisfy { !$0.isActive })
    }

    @Test func activatingTwiceAndDeactivatingTwiceAreNoOps() {
        let log = ReportLog()
        defer { log.stop() }
        let root = makeRoot()
        let view = constrainedView(in: root)
        let width = LayoutConstraint(
            item: view, attribute: .width, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: 10)
        LayoutConstraint.activate([width, width])
        LayoutConstraint.activate([width])
        #expect(view.constraints.count == 1)
        LayoutConstraint.deactivate([width, width])
        LayoutConstraint.deactivate([width])
        #expect(view.constraints.isEmpty)
        #expect(log.errors.isEmpty)
    }
}
