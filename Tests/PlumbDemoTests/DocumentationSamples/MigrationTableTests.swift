import Foundation
import PlumbLayout
import Testing

// The Plumb column of MigratingFromSnapKitCartographyAnchorage.md's tables, compiled and run on
// the built-in engine, so that every spelling the article promises exists and does what it
// says. Apple-only spellings are written with their engine counterparts (`UIEdgeInsets` as
// `inset(top:left:bottom:right:)`, `accessibilityIdentifier` as `identifier`). Besides being
// accepted, the rows whose meaning is not plain from the spelling are checked: absolute
// compounds are left and right and keep their sides right to left, compound multipliers reach
// every component, striding priorities, and blocks of 7 to 10 items.

@MainActor
@Suite struct MigrationTableTests {
    /// A 400 × 300 root with subviews `view`, `other` and `third`; `guide` on the root.
    private func scene() -> (
        root: LayoutView, view: LayoutView, other: LayoutView, third: LayoutView
    ) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let views = (0..<3).map { _ in LayoutView() }
        for view in views { root.addSubview(view) }
        return (root, views[0], views[1], views[2])
    }

    /// Runs `body` with a handler that records errors, and checks that Plumb refused no
    /// spelling. Each test piles many relations onto a few views, so the engine reports the
    /// conflicts among them (and keeps laying out); those are not refusals.
    private func expectAccepted(_ body: () throws -> Void) rethrows {
        var errors: [PlumbError] = []
        PlumbDiagnostics.handler = { errors.append($0) }
        defer { PlumbDiagnostics.handler = PlumbDiagnostics.defaultHandler }
        try body()
        let refusals = errors.filter { $0.kind != .unsatisfiable }
        #expect(refusals.isEmpty, "\(refusals)")
    }

    /// The first attributes of a group's constraints, in order.
    private func attributes(_ group: ConstraintGroup) -> [LayoutAttribute] {
        group.specs.map(\.firstAttribute)
    }

    @Test func snapKitRows() throws {
        try expectAccepted {
            let (root, view, other, _) = scene()
            var group = constrain(view, other) { view, other in
                view.top == other.top
                view.top == other.bottom
                view.top == view.superview.top
                view.leading <= other.leading + 10
                view.trailing >= view.superview.trailing - 10
                view.width == other.width * 0.5
                view.height == other.height / 2
                view.size == (48, 48)
                view.center == other.center.offset(x: 16, y: -16)
                (view.leading == view.superview.leadingMargin ~ .high).labeled("avatarLeading")
                view.lastBaseline == other.firstBaseline ~ 750
                view.centerY == other.centerYWithinMargins ~ .medium
                view.centerX == other.centerX ~ .low
                view.size == other.size * 2 ~ .high.advanced(by: 1)
                view.size == other.size / 2 ~ LayoutPriority.low.advanced(by: -1)
                view.center == other.center * 0.5 ~ .low
            }
            #expect(
                group.specs.suffix(6).map(\.multiplier) == [2, 2, 0.5, 0.5, 0.5, 0.5]
                    && group.specs.suffix(6).map(\.priority.rawValue) == [
                        751, 751, 249, 249, 250, 250,
                    ])
            let absolute = constrain(view) { view in
                view.absoluteEdges == view.superview.absoluteEdges ~ .low
                view.absoluteEdges
                    == view.superview.absoluteEdges.inset(top: 1, left: 2, bottom: 3, right: 4)
                    ~ .low
                view.absoluteHorizontalEdges
                    == view.superview.absoluteHorizontalEdges.inset(by: 16) ~ .low
                view.absoluteMargins == view.superview.absoluteMargins ~ .low
                view.leftMargin == view.superview.leftMargin ~ .low
            }
            #expect(
                attributes(absolute) == [
                    .top, .left, .bottom, .right, .top, .left, .bottom, .right, .left, .right,
                    .topMargin, .leftMargin, .bottomMargin, .rightMargin, .leftMargin,
                ])
            constrain(view, other) { view, other in view.verticalEdges == other.verticalEdges ~ .low
            }
            constrain(other, root.safeAreaLayoutGuide) { other, safe in
                other.top == safe.top
                other.edges == other.superview.edges.inset(top: 1, left: 2, bottom: 3, right: 4)
                other.horizontalEdges <= other.superview.horizontalEdges.inset(by: 10)
                other.margins == other.superview.margins ~ .low
                other.centerWithinMargins == other.superview.centerWithinMargins ~ .low
            }
            try group.update { view.anchors.top == other.anchors.bottom + 20 }
            group = constrain(view, other, replace: group) { view, other in
                view.edges == other.edges.inset(by: DirectionalEdgeInsets(top: 1, leading: 2))
            }
            #expect(group.constraints.count == 4 && group.isActive)
            group.deactivate()
            group.activate()
            view.identifier = "avatar"
            view.setContentHuggingPriority(LayoutPriority(751), for: .horizontal)
            let prepared = ConstraintGroup { view.anchors.top == other.anchors.top }
            #expect(!prepared.isActive)
            root.layoutIfNeeded()
        }
    }

    @Test func cartographyRows() {
        expectAccepted {
            let (root, view, other, third) = scene()
            let group = constrain(view, other, third) { view, other, third in
                view.width == 100
                view.width >= other.width * 2 + 10
                view.edges == view.superview.edges.inset(by: 10)
                other.edges == other.superview.edges.inset(horizontal: 8, vertical: 16)
                third.horizontalEdges == third.superview.horizontalEdges.inset(by: 8)
                third.edges
                    == third.superview.edges.inset(top: 1, leading: 2, bottom: 3, trailing: 4)
                view.edges == view.superview.margins ~ .low
                view.center == other.center ~ .high
                view.lastBaseline == other.lastBaseline ~ 750
                view.width == view.superview.width ~ .low
                align(view.top, other.top, third.top)
                align(view.centerY, other.centerY)
                align(view.lastBaseline, third.lastBaseline)
                distribute([view, other, third], along: .horizontal, spacing: 8)
                distribute([view, other], along: .leftToRight, spacing: 8)
                distribute([view, other], along: .vertical, spacing: 8)
                align(view.width, other.width, third.width)
            }
            let sizes = constrain(view, other) { view, other in
                view.size == view.superview.size * 0.5 ~ .low
                other.size <= other.superview.size / 2
            }
            #expect(sizes.specs.map(\.multiplier) == [0.5, 0.5, 0.5, 0.5])
            // Cartography's constrain takes up to ten items; Plumb's any number.
            let more = (0..<7).map { _ in LayoutView() }
            for extra in more { root.addSubview(extra) }
            let (d, e, f, g, h, i, j) = (
                more[0], more[1], more[2], more[3], more[4], more[5], more[6]
            )
            let seven = constrain(view, other, third, d, e, f, g) {
                view, other, third, d, e, f, g in
                align(view.top, other.top, third.top, d.top, e.top, f.top, g.top)
            }
            let eight = constrain(view, other, third, d, e, f, g, h) {
                view, other, third, d, e, f, g, h in
                align(
                    view.width, other.width, third.width, d.width, e.width, f.width, g.width,
                    h.width)
            }
            let nine = constrain(view, other, third, d, e, f, g, h, i) {
                view, other, third, d, e, f, g, h, i in
                distribute([view, other, third, d, e, f, g, h, i], along: .horizontal, spacing: 2)
            }
            let ten = constrain(view, other, third, d, e, f, g, h, i, j) {
                view, other, third, d, e, f, g, h, i, j in
                align(view.height, other.height, third.height, d.height, e.height, f.height)
                align(g.height, h.height, i.height, j.height, view.height)
                j.size == (10, 10)
            }
            #expect(
                [seven, eight, nine, ten].map(\.constraints.count) == [6, 7, 8, 11]
                    && [seven, eight, nine, ten].allSatisfy(\.isActive))
            let keyed = ["a": view, "b": other]
            let keys = keyed.keys.sorted()
            constrain(keys.map { keyed[$0]! }) { proxies in proxies[0].height >= 0 }
            constrain(view, root.safeAreaLayoutGuide) { view, safe in view.top >= safe.top }
            #expect(group.isActive)
            group.deactivate()
            #expect(!group.isActive)
        }
    }

    @Test func masonryRows() {
        expectAccepted {
            let (root, view, other, third) = scene()
            let group = constrain(view, other, third) { view, other, third in
                view.top == view.superview.top + 10
                view.width == 100
                view.width >= 100
                view.horizontalEdges == view.superview.horizontalEdges
                view.absoluteHorizontalEdges == view.superview.absoluteHorizontalEdges
                view.absoluteEdges == view.superview.absoluteEdges
                view.absoluteEdges
                    == view.superview.absoluteEdges.inset(top: 1, left: 2, bottom: 3, right: 4)
                view.absoluteMargins == view.superview.absoluteMargins
                view.size == view.superview.size * 0.5
                view.edges == view.superview.edges.inset(by: 10)
                view.size == view.superview.size.offset(width: -20, height: -20)
                view.center == view.superview.center.offset(x: -5, y: 10)
                align(view.width, other.width, third.width)
                view.lastBaseline == other.lastBaseline ~ .medium
            }
            #expect(group.isActive)
            #expect(
                attributes(group)[5..<17] == [
                    .left, .right, .top, .left, .bottom, .right, .top, .left, .bottom, .right,
                    .topMargin, .leftMargin,
                ])
            let views = [view, other, third]
            let fixedSpacing = constrain(views) { views in
                distribute(
                    views, along: .horizontal, spacing: 10, lengths: .equal,
                    inside: views[0].superview, inset: 20)
                for view in views { view.height == 44 }
            }
            let fixedLength = ConstraintGroup(
                distribute(
                    views.map(\.anchors), along: .horizontal, lengths: 60,
                    inside: root.anchors, inset: 20))
            #expect(fixedSpacing.isActive && !fixedLength.isActive)
            constrain(view, root.safeAreaLayoutGuide) { view, safe in view.top >= safe.top }
        }
    }

    @Test func anchorageRows() {
        expectAccepted {
            let (root, view, other, _) = scene()
            defer { withExtendedLifetime(root) {} }
            constrain(view, other) { view, other in
                view.top == other.top + 10
                view.width == 100 ~ .low
                view.width == other.width * 2 ~ .fittingSize
                view.edges == other.edges.inset(by: 10) ~ .required - 1
                view.edges
                    == other.edges.inset(
                        by: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                    ~ .high + 1
                view.horizontalEdges == other.horizontalEdges ~ 600
                view.verticalEdges == other.verticalEdges ~ 600
                view.center == other.center ~ 600
                view.size == (48, 48) ~ .high
                view.size == other.size * 2 ~ .low
            }
            let batch = ConstraintGroup {
                view.anchors.width == other.anchors.width
                view.anchors.height == other.anchors.height / 2 ~ .low
            }
            batch.activate()
            let edges = constrain(view, other) { view, other in view.edges == other.edges ~ 10 }
            #expect(edges.specs.map(\.firstAttribute) == [.top, .leading, .bottom, .trailing])
        }
    }

    @Test func pureLayoutRows() {
        expectAccepted {
            let (root, view, other, third) = scene()
            constrain(view, other) { view, other in
                view.edges == view.superview.edges ~ 100
                view.edges
                    == view.superview.edges.inset(top: 1, leading: 2, bottom: 3, trailing: 4) ~ 101
                view.top == view.superview.top + 8 ~ 102
                view.horizontalEdges == view.superview.horizontalEdges.inset(by: 8) ~ 103
                view.top >= view.superview.top + 8
                view.top == view.superview.topMargin ~ 104
                view.edges == view.superview.margins ~ 105
                view.top == other.bottom + 8 ~ 106
                view.centerX == other.centerX + 8 ~ 107
                view.centerX == other.centerX * 0.5 ~ 108
                view.center == view.superview.center ~ 109
                view.center == view.superview.centerWithinMargins ~ 110
                view.width == other.height * 2 ~ 111
                view.width <= 100
                view.size == (48, 48) ~ 112
                view.leading == other.centerX + 8 ~ 113
            }
            constrain(view, root.safeAreaLayoutGuide) { view, safe in
                view.top == safe.top ~ 114
                view.edges == safe.edges ~ 115
                view.top == safe.top + 8 ~ 116
            }
            let views = [view, other, third]
            constrain(views) { views in
                align(views.map(\.top))
                align(views.map(\.centerY))
                align(views.map(\.width))
                for view in views { view.height == 44 }
                distribute(
                    views, along: .horizontal, spacing: 10, lengths: .equal,
                    inside: views[0].superview)
            }
            let loose = ConstraintGroup(
                distribute(
                    views.map(\.anchors), along: .horizontal, spacing: 10,
                    inside: root.anchors, inset: 0)
                    + distribute(
                        views.map(\.anchors), along: .horizontal, lengths: 60, inside: root.anchors)
                    + distribute(
                        views.map(\.anchors), along: .horizontal, lengths: 60, inside: root.anchors,
                        inset: 0))
            #expect(!loose.isActive && loose.errors.isEmpty)
            view.setContentCompressionResistancePriority(.high + 1, for: .vertical)
            root.layoutIfNeeded()
        }
    }

    @Test func tinyConstraintsRows() {
        expectAccepted {
            let (root, view, other, third) = scene()
            constrain(view, other) { view, other in
                view.absoluteEdges == view.superview.absoluteEdges ~ 99
                view.absoluteEdges == view.superview.absoluteEdges.inset(by: 8) ~ 100
                view.absoluteEdges
                    == other.absoluteEdges.inset(top: 1, left: 2, bottom: 3, right: 4) ~ 101
                view.center == view.superview.center.offset(x: 0, y: 10) ~ 102
                view.center == other.center ~ 103
                view.size == (48, 48) ~ 104
                view.size == other.size * 2 ~ 98
                view.size == other.size.offset(width: 8, height: 8) ~ 105
                view.width == 100 ~ 106
                view.width <= 100
                view.width >= 10
                view.width == other.width * 0.5 + 8 ~ 107
                view.height == view.superview.height ~ 108
                view.width == other.height ~ 109
                view.height == other.width ~ 110
                view.width == view.height * 2 ~ 111
                view.leading == other.trailing + 8 ~ 112
                view.top == other.bottom ~ 113
                view.left == other.right ~ 114
                view.leading == other.leading ~ 115
                view.top == other.top + 8 ~ 116
                view.centerX == other.centerX * 0.5 ~ 117
                view.leading == view.superview.leading + 16 ~ 118
                view.top == view.superview.top ~ 119
                view.absoluteHorizontalEdges == view.superview.absoluteHorizontalEdges ~ 97
                view.absoluteHorizontalEdges == view.superview.absoluteHorizontalEdges.inset(by: 16)
                    ~ 120
                view.verticalEdges == view.superview.verticalEdges ~ 122
                view.top == view.superview.top + 8 ~ .high
                view.top >= view.superview.top
            }
            constrain(third, root.safeAreaLayoutGuide) { view, safe in
                view.top == safe.top ~ 123
                view.horizontalEdges == safe.horizontalEdges ~ 124
            }
            let views = [view, other, third]
            let stack = ConstraintGroup(
                distribute(
                    views.map(\.anchors), along: .vertical, spacing: 8, inside: root.anchors,
                    inset: 0))
            #expect(!stack.isActive)
            view.setContentHuggingPriority(.high, for: .horizontal)
            root.layoutIfNeeded()
        }
    }

    /// The rows that map SnapKit's, Masonry's and TinyConstraints' left/right compounds to
    /// Plumb's absolute ones keep their sides in a right-to-left layout, as the peers' do.
    @Test func absoluteRowsKeepTheirSidesRightToLeft() {
        expectAccepted {
            let (root, view, other, _) = scene()
            root.layoutDirection = .rightToLeft
            constrain(view, other) { view, other in
                view.absoluteEdges
                    == view.superview.absoluteEdges.inset(top: 1, left: 2, bottom: 3, right: 4)
                other.absoluteHorizontalEdges
                    == other.superview.absoluteHorizontalEdges.inset(left: 10, right: 50)
                other.verticalEdges == other.superview.verticalEdges
            }
            root.layoutIfNeeded()
            // Directional edges would put view at x = 4 and other at x = 50.
            #expect(view.frame == CGRect(x: 2, y: 1, width: 394, height: 296))
            #expect(other.frame == CGRect(x: 10, y: 0, width: 340, height: 300))
        }
    }
}
