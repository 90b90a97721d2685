import Foundation
import PlumbLayout
import SolverWorkload

/// The deep-nesting shape of issue 12: towers of views 200 levels deep, each level inset
/// from its parent's margins with a sibling beside it, laid out by PlumbLayout through the
/// DSL.
///
/// Towers (401 views each) hang one below the other from the root's top, as wide as the
/// root and 600 points tall. In each level k = 1…200, inside the view of level k − 1 (whose
/// margins are 1 point on every side): the level's view V_k sits at the leading margin plus
/// an inset (0 at first) and spans from the top margin to the bottom margin; its sibling
/// S_k is 1 point after V_k's trailing edge, ends at the trailing margin, is 2 points wide
/// (at priority 999, so a required width wins), as high as half of V_k and level with its
/// top. So V_k is 5 points narrower and 2 points lower than its parent. Each level is one
/// `constrain` block. Phases change the inset of level 100 in one tower, toggle a required
/// width of 6 on S_150 of one tower, and resize the root.
@MainActor
public final class DeepScreen: ScreenWorkload {
    /// "deep nesting".
    public static let shapeName = "deep nesting"
    /// The root: it keeps its frame (autoresizing mask on), as a window's root view.
    public let root: LayoutView
    public var viewCount: Int { 1 + towers.count * (1 + 2 * Self.depth) }
    public private(set) var constraintCount = 0

    static let depth = 200
    static let height: CGFloat = 600
    /// The level whose inset the constant change edits, and the level whose sibling the
    /// toggle widens.
    static let editedLevel = 100
    static let toggledLevel = 150

    private struct Level {
        let view: LayoutView
        let sibling: LayoutView
        let group: ConstraintGroup
        let wide: ConstraintGroup
        var inset: Double = 0
        var isWide = false
    }

    private struct Tower {
        let tower: LayoutView
        let above: LayoutView
        let group: ConstraintGroup
        var levels: [Level] = []
        var gap: Double = 0
    }

    private var towers: [Tower] = []
    private var width: CGFloat = 1200

    /// Builds a screen 1,200 points wide of about `viewCount` views (`viewCount / 401`
    /// towers, at least one). Does not lay out. Throws `WorkloadFailure` if the DSL reports
    /// an error.
    public init(viewCount: Int) throws(WorkloadFailure) {
        root = LayoutView(frame: CGRect(x: 0, y: 0, width: width, height: 800))
        for index in 0..<max(1, viewCount / (1 + 2 * Self.depth)) {
            try addTower(index)
        }
    }

    private func checked(_ group: ConstraintGroup, _ what: String) throws(WorkloadFailure) -> ConstraintGroup {
        guard group.errors.isEmpty else { throw WorkloadFailure("\(what): the DSL reported \(group.errors)") }
        constraintCount += group.constraints.count
        return group
    }

    private func addTower(_ index: Int) throws(WorkloadFailure) {
        let tower = LayoutView()
        tower.directionalLayoutMargins = DirectionalEdgeInsets(all: 1)
        root.addSubview(tower)
        let above = towers.last?.tower ?? root
        let first = index == 0
        let group = try checked(
            constrain([root, above, tower]) { v in
                let (root, above, tower) = (v[0], v[1], v[2])
                tower.horizontalEdges == root.horizontalEdges
                if first { tower.top == above.top } else { tower.top == above.bottom }
                tower.height == Self.height
            }, "tower \(index)")
        var record = Tower(tower: tower, above: above, group: group)
        var parent = tower
        for k in 1...Self.depth {
            let view = LayoutView(), sibling = LayoutView()
            view.directionalLayoutMargins = DirectionalEdgeInsets(all: 1)
            parent.addSubview(view)
            parent.addSubview(sibling)
            let levelGroup = try checked(
                constrain(parent, view, sibling) { parent, view, sibling in
                    view.leading == parent.leadingMargin
                    view.verticalEdges == parent.verticalMargins
                    sibling.leading == view.trailing + 1
                    sibling.trailing == parent.trailingMargin
                    sibling.width == 2 ~ LayoutPriority(999)
                    sibling.top == view.top
                    sibling.height == view.height * 0.5
                }, "tower \(index) level \(k)")
            let wide = ConstraintGroup(sibling.anchors.width == 6)
            guard wide.errors.isEmpty else { throw WorkloadFailure("tower \(index) level \(k): \(wide.errors)") }
            record.levels.append(Level(view: view, sibling: sibling, group: levelGroup, wide: wide))
            parent = view
        }
        towers.append(record)
    }

    public func layout() { root.layoutIfNeeded() }

    /// Changes the inset of level 100 of tower `(step × 7919) mod towers` to 4, 8 or 12:
    /// that level and the 100 below it change width.
    public func changeConstant(step: Int) throws(WorkloadFailure) {
        let t = (step * 7919) % towers.count
        let inset = Double(4 + step % 3 * 4)
        let level = towers[t].levels[Self.editedLevel - 1]
        let parent = Self.editedLevel == 1 ? towers[t].tower : towers[t].levels[Self.editedLevel - 2].view
        do throws(PlumbError) {
            try level.group.update { level.view.anchors.leading == parent.anchors.leadingMargin + inset }
        } catch {
            throw WorkloadFailure("changeConstant(step: \(step)): \(error)")
        }
        towers[t].levels[Self.editedLevel - 1].inset = inset
        root.layoutIfNeeded()
    }

    /// Makes S_150 of tower `(step / 2 × 104729) mod towers` 6 points wide (even steps), or
    /// 2 again (odd steps): the 51 levels from 150 down change width.
    public func toggle(step: Int) {
        let t = (step / 2 * 104_729) % towers.count
        towers[t].levels[Self.toggledLevel - 1].isWide.toggle()
        towers[t].levels[Self.toggledLevel - 1].wide.isActive = towers[t].levels[Self.toggledLevel - 1].isWide
        root.layoutIfNeeded()
    }

    /// Resizes the root to 1,260 points wide on even steps, 1,200 on odd ones.
    public func resize(step: Int) {
        width = step % 2 == 0 ? 1260 : 1200
        root.frame = CGRect(x: 0, y: 0, width: width, height: root.frame.height)
        root.layoutIfNeeded()
    }

    public func check(_ what: String) throws(WorkloadFailure) {
        root.layoutIfNeeded()
        var y: CGFloat = 0
        for (t, tower) in towers.enumerated() {
            y += CGFloat(tower.gap)
            try expectFrame(tower.tower.frame, CGRect(x: 0, y: y, width: width, height: Self.height), "\(what): tower \(t)")
            var parentWidth = width
            var parentHeight = Self.height
            for (k, level) in tower.levels.enumerated() {
                let inset = CGFloat(level.inset)
                let siblingWidth: CGFloat = level.isWide ? 6 : 2
                let viewWidth = parentWidth - 2 - inset - 1 - siblingWidth
                let viewHeight = parentHeight - 2
                let name = "\(what): tower \(t) level \(k + 1)"
                try expectFrame(level.view.frame, CGRect(x: 1 + inset, y: 1, width: viewWidth, height: viewHeight), name)
                try expectFrame(level.sibling.frame, CGRect(x: 1 + inset + viewWidth + 1, y: 1, width: siblingWidth, height: viewHeight / 2), name + " sibling")
                parentWidth = viewWidth
                parentHeight = viewHeight
            }
            y += Self.height
        }
    }
}
