import Foundation
import PlumbLayout
import Testing

/// A group's `isActive` is derived from its constraints, so hierarchy changes and refused
/// constraints leave it telling the truth, and `activate()` re-activates what is inactive.
@MainActor
@Suite(.serialized)
struct GroupStateTests {
    @Test func removingAnItemFromTheTreeMakesTheGroupInactiveAndActivateRestoresIt() {
        let log = ReportLog()
        defer { log.stop() }
        let root = makeRoot(width: 300, height: 300)
        let view = LayoutView()
        root.addSubview(view)
        let group = constrain(view, root) { view, root in view.edges == root.edges.inset(by: 10) }
        root.layoutIfNeeded()
        expectFrame(view.frame, 10, 10, 280, 280)
        #expect(group.isActive)

        view.removeFromSuperview()
        #expect(group.constraints.allSatisfy { !($0 as! LayoutConstraint).isActive })
        #expect(!group.isActive, "the engine deactivated every constraint of the group")

        root.addSubview(view)
        group.activate()
        #expect(group.isActive)
        root.layoutIfNeeded()
        expectFrame(view.frame, 10, 10, 280, 280)
        #expect(!view.hasAmbiguousLayout)
        #expect(log.errors.isEmpty, "\(log.errors)")
    }

    @Test func aGroupWhoseItemsHaveNoCommonAncestorIsNotActive() {
        let log = ReportLog()
        defer { log.stop() }
        let root = makeRoot()
        let stranger = LayoutView()
        let view = LayoutView()
        root.addSubview(view)
        let group = constrain(view, stranger) { view, stranger in view.top == stranger.top }
        #expect(log.kinds.contains(.noCommonAncestor))
        #expect(!group.isActive, "the engine refused the constraint")

        root.addSubview(stranger)
        group.activate()
        #expect(group.isActive)
    }

    @Test func deactivatingAPartlyActiveGroupDeactivatesWhatIsActive() {
        let log = ReportLog()
        defer { log.stop() }
        let root = makeRoot(width: 300, height: 300)
        let inner = LayoutView()
        let view = LayoutView()
        root.addSubview(inner)
        root.addSubview(view)
        let group = constrain(view, inner, root) { view, inner, root in
            view.size == (20, 20)
            view.top == inner.top
            view.leading == root.leading
        }
        inner.removeFromSuperview()  // only `view.top == inner.top` crosses the removed subtree
        #expect(!group.isActive)
        group.deactivate()
        #expect(group.constraints.allSatisfy { !($0 as! LayoutConstraint).isActive })
        root.addSubview(inner)
        group.isActive = true
        #expect(group.constraints.allSatisfy { ($0 as! LayoutConstraint).isActive })
    }
}
