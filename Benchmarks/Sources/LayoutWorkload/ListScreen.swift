import Foundation
import PlumbLayout
import SolverWorkload

/// The engine workload of issue 5: a screen that is a list of rows, each a nested stack of
/// labels, laid out by PlumbLayout through the DSL.
///
/// Each row (six views) is a container with an avatar (40 × 40, centred vertically), a
/// stack view holding a title and a subtitle label (centred, at least 8 points from the
/// row's top), and a badge label at the trailing edge. Rows hang one below the other from the
/// root's top; a row's height pulls to 56 at low priority and grows to fit its stack. Every
/// row has an inactive "collapsed" group (`subtitle.height == 0`) that `toggle(row:)`
/// switches on and off, and its top spacing can change in place with `changeGap(row:to:)`.
/// `check(_:)` compares every frame with the closed form.
@MainActor
public final class ListScreen: ScreenWorkload {
    /// "list".
    public static let shapeName = "list"
    /// The root: it keeps its frame (autoresizing mask on), as a window's root view.
    public let root: LayoutView
    /// The number of views in the tree, root included.
    public var viewCount: Int { 1 + rows.count * 6 }
    /// The number of active constraints the DSL made (label size constraints not included).
    public private(set) var constraintCount = 0

    private struct Row {
        let row: LayoutView
        let avatar: LayoutView
        let stack: LayoutView
        let title: LayoutLabel
        let subtitle: LayoutLabel
        let badge: LayoutLabel
        let group: ConstraintGroup
        let collapsed: ConstraintGroup
        let above: LayoutView
        var gap: Double = 0
        var isCollapsed = false
    }

    private var rows: [Row] = []
    private var width: CGFloat

    /// Builds a screen 375 points wide of about `viewCount` views (`viewCount / 6` rows), and
    /// constrains each row with one `constrain` block. Does not lay out. Throws
    /// `WorkloadFailure` for fewer than 7 views or if the DSL reports an error.
    public convenience init(viewCount: Int) throws(WorkloadFailure) {
        try self.init(viewCount: viewCount, width: 375)
    }

    /// The same screen with `width` instead of 375 points.
    public init(viewCount: Int, width: CGFloat) throws(WorkloadFailure) {
        guard viewCount >= 7 else { throw WorkloadFailure("a list screen needs at least 7 views, got \(viewCount)") }
        self.width = width
        root = LayoutView(frame: CGRect(x: 0, y: 0, width: width, height: 800))
        rows.reserveCapacity(viewCount / 6)
        for index in 0..<viewCount / 6 {
            let row = LayoutView(), avatar = LayoutView(), stack = LayoutView()
            let title = LayoutLabel(text: "Title of row \(index)", fontSize: 17)
            let subtitle = LayoutLabel(text: "Subtitle, row \(index)", fontSize: 13)
            let badge = LayoutLabel(text: "\(index % 100)", fontSize: 17)
            root.addSubview(row)
            row.addSubview(avatar)
            row.addSubview(stack)
            row.addSubview(badge)
            stack.addSubview(title)
            stack.addSubview(subtitle)
            let above = rows.last?.row ?? root
            let items: [LayoutView] = [root, above, row, avatar, stack, title, subtitle, badge]
            let group = constrain(items) { v in
                let (root, above, row, avatar, stack) = (v[0], v[1], v[2], v[3], v[4])
                let (title, subtitle, badge) = (v[5], v[6], v[7])
                row.horizontalEdges == root.horizontalEdges
                if index == 0 { row.top == above.top } else { row.top == above.bottom }
                row.height == 56 ~ .low
                avatar.leading == row.leading + 16
                avatar.centerY == row.centerY
                avatar.size == (40, 40)
                stack.leading == avatar.trailing + 12
                stack.trailing <= badge.leading - 8
                stack.centerY == row.centerY
                stack.top >= row.top + 8
                title.top == stack.top
                title.horizontalEdges == stack.horizontalEdges
                subtitle.top == title.bottom + 4
                subtitle.horizontalEdges == stack.horizontalEdges
                subtitle.bottom == stack.bottom
                badge.trailing == row.trailing - 16
                badge.centerY == row.centerY
            }
            let collapsed = ConstraintGroup(subtitle.anchors.height == 0)
            guard group.errors.isEmpty, collapsed.errors.isEmpty else {
                throw WorkloadFailure("row \(index): the DSL reported \(group.errors + collapsed.errors)")
            }
            constraintCount += group.constraints.count
            rows.append(
                Row(
                    row: row, avatar: avatar, stack: stack, title: title, subtitle: subtitle, badge: badge,
                    group: group, collapsed: collapsed, above: above))
        }
    }

    /// The number of rows.
    public var rowCount: Int { rows.count }

    /// Lays the tree out (`root.layoutIfNeeded()`).
    public func layout() { root.layoutIfNeeded() }

    /// Changes the spacing above row `index` in place through its group's `update`, then
    /// lays out. Throws `WorkloadFailure` if the update matches nothing.
    public func changeGap(row index: Int, to gap: Double) throws(WorkloadFailure) {
        let row = rows[index]
        do throws(PlumbError) {
            if index == 0 {
                try row.group.update { row.row.anchors.top == row.above.anchors.top + gap }
            } else {
                try row.group.update { row.row.anchors.top == row.above.anchors.bottom + gap }
            }
        } catch {
            throw WorkloadFailure("changeGap(row: \(index)): \(error)")
        }
        rows[index].gap = gap
        root.layoutIfNeeded()
    }

    /// Collapses or expands row `index`'s subtitle by toggling its group, then lays out.
    public func toggle(row index: Int) {
        rows[index].isCollapsed.toggle()
        rows[index].collapsed.isActive = rows[index].isCollapsed
        root.layoutIfNeeded()
    }

    /// Changes the gap above row `(step × 7919) mod rows` to 4, 8 or 12.
    public func changeConstant(step: Int) throws(WorkloadFailure) {
        try changeGap(row: (step * 7919) % rows.count, to: Double(4 + step % 3 * 4))
    }

    /// Toggles row `(step / 2 × 104729) mod rows`: collapsed on even steps, expanded on odd.
    public func toggle(step: Int) {
        toggle(row: (step / 2 * 104_729) % rows.count)
    }

    /// Resizes the root to 414 points on even steps, 375 on odd ones.
    public func resize(step: Int) {
        resize(width: step % 2 == 0 ? 414 : 375)
    }

    /// Resizes the root to `width` (height unchanged), then lays out.
    public func resize(width: CGFloat) {
        self.width = width
        root.frame = CGRect(x: 0, y: 0, width: width, height: root.frame.height)
        root.layoutIfNeeded()
    }

    /// Compares every view's frame (in its superview) with the closed form. Frames may be
    /// rounded to the display scale, so positions are compared within 1 point.
    public func check(_ what: String) throws(WorkloadFailure) {
        root.layoutIfNeeded()
        var y: CGFloat = 0
        for (index, row) in rows.enumerated() {
            let titleSize = row.title.intrinsicContentSize
            let subtitleIntrinsic = row.subtitle.intrinsicContentSize
            let subtitleHeight = row.isCollapsed ? 0 : subtitleIntrinsic.height
            let badgeSize = row.badge.intrinsicContentSize
            let stackWidth = max(titleSize.width, subtitleIntrinsic.width)
            let stackHeight = titleSize.height + 4 + subtitleHeight
            let rowHeight = max(56, stackHeight + 16)
            y += CGFloat(row.gap)
            let expected: [(String, LayoutView, CGRect)] = [
                ("row", row.row, CGRect(x: 0, y: y, width: width, height: rowHeight)),
                ("avatar", row.avatar, CGRect(x: 16, y: (rowHeight - 40) / 2, width: 40, height: 40)),
                ("stack", row.stack, CGRect(x: 68, y: (rowHeight - stackHeight) / 2, width: stackWidth, height: stackHeight)),
                ("title", row.title, CGRect(x: 0, y: 0, width: stackWidth, height: titleSize.height)),
                ("subtitle", row.subtitle, CGRect(x: 0, y: titleSize.height + 4, width: stackWidth, height: subtitleHeight)),
                (
                    "badge", row.badge,
                    CGRect(
                        x: width - 16 - badgeSize.width, y: (rowHeight - badgeSize.height) / 2,
                        width: badgeSize.width, height: badgeSize.height)
                ),
            ]
            for (name, view, frame) in expected {
                let actual = view.frame
                guard abs(actual.minX - frame.minX) <= 1, abs(actual.minY - frame.minY) <= 1,
                    abs(actual.width - frame.width) <= 1, abs(actual.height - frame.height) <= 1
                else {
                    throw WorkloadFailure("\(what): row \(index) \(name) frame \(actual), expected \(frame)")
                }
            }
            y += rowHeight
        }
    }
}
