/// Source files the compile-time tests type-check against the freshly built Plumb module.
enum RejectionSnippets {
    /// Declarations every snippet file starts with: a view, a guide and their backend.
    static let prelude = """
        import Plumb

        final class Constraint {}
        struct Backend: ConstraintBackend {
            func makeConstraint(from spec: ConstraintSpec) throws(PlumbError) -> Constraint { Constraint() }
            func activate(_ constraints: [Constraint], describedBy specs: [ConstraintSpec]) -> [PlumbError] { [] }
            func deactivate(_ constraints: [Constraint]) {}
            func setConstant(_ constant: Double, of constraint: Constraint) {}
            func isActive(_ constraint: Constraint) -> Bool { false }
        }
        final class View: LayoutViewItem {
            static var constraintBackend: any ConstraintBackend { Backend() }
            var translatesAutoresizingMaskIntoConstraints = true
            var parent: View?
        }
        extension LayoutAnchors where Item == View {
            var superview: LayoutAnchors<View> { LayoutAnchors<View>(superview: item?.parent, of: self) }
        }
        final class Guide: LayoutItem {
            static var constraintBackend: any ConstraintBackend { Backend() }
        }
        typealias A = LayoutAnchors<View>

        """

    /// Invalid code, one concern per function; every line marked `// REJECT` must fail to
    /// type-check, and no other line may. A line marked `// REJECT(family)` must fail with the
    /// message of that family in Plumb's words (``messages``).
    static let rejections = """
        @MainActor func xAxisVersusYAxis(_ a: A, _ b: A) {
            a.top == b.leading // REJECT(vertical)
            a.centerX == b.centerY // REJECT(horizontal)
            a.left <= b.bottom + 8 // REJECT(horizontal)
            a.top >= b.centerX + 8 // REJECT(vertical)
            a.edges == b.center // REJECT(compound)
        }

        @MainActor func arithmeticOnTheLeftHandSide(_ a: A, _ b: A) {
            a.top + 8 >= b.centerX // REJECT(leftHandSide)
            a.top + 8 == b.bottom // REJECT(leftHandSide)
            a.width * 2 <= b.height // REJECT(leftHandSide)
        }

        @MainActor func directionalVersusAbsolute(_ a: A, _ b: A) {
            a.leading == b.left // REJECT(directional)
            a.right == b.trailing // REJECT(absolute)
            a.leading >= b.left * 0.5 + 2 // REJECT(directional)
            a.leftMargin == b.leadingMargin // REJECT(absolute)
        }

        @MainActor func positionEqualsBareConstant(_ a: A, d: Double) {
            a.top == 10 // REJECT(positionNumber)
            a.centerX == 0 // REJECT(positionNumber)
            a.leading >= 8.5 // REJECT(positionNumber)
            a.centerY <= d // REJECT(positionNumber)
            a.center == (0, 0) // REJECT(centerNumbers)
        }

        @MainActor func dimensionVersusPosition(_ a: A, _ b: A) {
            a.width == b.top // REJECT(dimensionPosition)
            a.top == b.height // REJECT(positionDimension)
            a.height <= b.centerX * 2 // REJECT(dimensionPosition)
            a.leading >= b.width // REJECT(positionDimension)
        }

        @MainActor func differentCompoundAnchors(_ a: A, _ b: A) {
            a.edges == b.size // REJECT(compound)
            a.size == b.center // REJECT(compound)
            a.horizontalEdges == b.verticalEdges // REJECT(compound)
            a.edges == b.horizontalEdges // REJECT(compound)
            a.edges == b.size * 2 // REJECT(compound)
            a.size >= b.center * 0.5 // REJECT(compound)
        }

        @MainActor func arithmeticOnCompoundAnchors(_ a: A, _ b: A) {
            a.edges == b.edges * 2 // REJECT(edgesMultiplier)
            a.horizontalEdges <= b.horizontalEdges / 2 // REJECT(edgesMultiplier)
            a.edges == b.edges + 8 // REJECT(compoundNumber)
            a.size == b.size - 8 // REJECT(compoundNumber)
            a.size == b.size * 2 + 8 // REJECT(compoundNumber)
            a.size * 2 == b.size // REJECT(compoundLeftHandSide)
        }

        @MainActor func multiplierAfterRelation(_ a: A, _ b: A) {
            _ = (a.width == b.width) * 2 // REJECT(afterRelation)
            _ = (a.top == b.top) + 10 // REJECT(afterRelation)
            _ = (a.top == b.top ~ .high) - 10 // REJECT(afterRelation)
        }

        @MainActor func priorityTwice(_ a: A, _ b: A) {
            a.top == b.top ~ .high ~ .low // REJECT(priorityTwice)
            _ = (a.top == b.top ~ .high) ~ .low // REJECT(priorityTwice)
        }

        @MainActor func multiplierWithoutSecondItem(_ a: A) {
            a.width * 0.2 == 295 // REJECT(noSecondItem)
            a.height / 2 >= 10 // REJECT(noSecondItem)
        }

        @MainActor func constantMinusAnchor(_ a: A, _ b: A) {
            a.width == 10 - b.width // REJECT(numberMinusAnchor)
            a.top == 8 + b.top // REJECT(anchorFirst)
            a.width == 2 * b.width // REJECT(anchorFirst)
        }

        @MainActor func distancesRunAlongOneAxisAndAreLengths(_ a: A, _ b: A, _ c: A) {
            a.bottom.distance(to: b.top) == c.top // REJECT(dimensionPosition)
            a.top == b.bottom.distance(to: c.top) // REJECT(positionDimension)
            a.top.distance(to: b.leading) == 8 // REJECT(distanceVertical)
            a.centerY.distance(to: b.centerX + 4) >= 8 // REJECT(distanceVertical)
            a.centerX.distance(to: b.bottom) >= 8 // REJECT(distanceHorizontal)
            a.left.distance(to: b.top) <= 8 // REJECT(distanceHorizontal)
            a.trailing.distance(to: b.top) == 8 // REJECT(distanceHorizontal)
            a.leading.distance(to: b.left) == 8 // REJECT(distanceDirectional)
            a.right.distance(to: b.trailing) == 8 // REJECT(distanceAbsolute)
        }

        @MainActor func guidesHaveNoBaselinesOrMargins(_ g: LayoutAnchors<Guide>, _ b: A) {
            g.firstBaseline == b.top // REJECT
            g.leadingMargin == b.leading // REJECT
        }

        """

    /// What the compiler must say for each family of `// REJECT(family)`: what is wrong and
    /// what to write instead, after `'==' is unavailable: ` (or the operator at fault).
    static let messages: [String: [String]] = [
        "vertical": [
            "top, bottom, centerY and the baselines are vertical",
            "relate a vertical anchor to a vertical one, as in a.top == b.bottom + 8",
        ],
        "horizontal": [
            "leading, trailing, left, right and centerX are horizontal",
            "relate a horizontal anchor to a horizontal one, as in a.leading == b.trailing + 8",
        ],
        "directional": [
            "leading and trailing swap sides in a right-to-left layout and left and right do not",
            "relate leading to leading, trailing or centerX, or use left and right on both sides",
        ],
        "absolute": [
            "left and right keep their sides in a right-to-left layout",
            "relate left to left, right or centerX, or use leading and trailing on both sides",
        ],
        "positionNumber": [
            "a position cannot equal a number, only another position",
            "write a.top == superview.top + 10",
        ],
        "centerNumbers": [
            "a centre cannot equal numbers, only another centre",
            "write a.center == superview.center.offset(x: 10, y: 20)",
        ],
        "dimensionPosition": [
            "a width, a height or a distance(to:) is a length",
            "relate a dimension to a dimension or a number, as in a.width == b.height * 2",
        ],
        "positionDimension": [
            "are positions, widths, heights and distances lengths",
            "relate a position to a position, as in a.top == b.bottom + 8",
        ],
        "compound": [
            "edges, horizontalEdges, verticalEdges, size and center each relate only to their own kind",
            "write a.edges == b.edges.inset(by: 8), a.size == b.size * 2 or a.center == b.center",
        ],
        "edgesMultiplier": [
            "edges take insets, not a", "write b.edges.inset(by: 8)",
        ],
        "compoundNumber": [
            "a size or centre takes a constant per component, and edges take insets",
            "write b.size * 0.5 + (8, 8)", "or b.edges.inset(by: 8)",
        ],
        "leftHandSide": [
            "the left-hand side of a relation is a bare anchor",
            "move the multiplier or constant to the right, as in a.top == b.bottom - 8",
        ],
        "compoundLeftHandSide": [
            "the left-hand side of a relation is a bare anchor",
            "as in a.size == b.size / 2",
        ],
        "afterRelation": [
            "a relation is finished once made", "put it on the right-hand side",
        ],
        "priorityTwice": ["a relation has one priority", "keep one ~"],
        "noSecondItem": [
            "a relation with no second item takes no multiplier",
            "solve for the anchor, as in a.width == 295 / 0.2",
        ],
        "numberMinusAnchor": [
            "a number minus an anchor is multiplier -1",
            "write the anchor first, as in b.width * -1 + 10",
        ],
        "anchorFirst": ["write the anchor first"],
        "distanceVertical": [
            "a distance runs along one axis",
            "measure from a vertical anchor to a vertical one, as in a.bottom.distance(to: b.top)",
        ],
        "distanceHorizontal": [
            "a distance runs along one axis",
            "measure from a horizontal anchor to a horizontal one, as in a.trailing.distance(to: b.leading)",
        ],
        "distanceDirectional": [
            "leading and trailing swap sides", "a distance runs between two of one kind",
            "write a.trailing.distance(to: b.leading)",
        ],
        "distanceAbsolute": [
            "left and right keep their sides", "a distance runs between two of one kind",
            "write a.right.distance(to: b.left)",
        ],
    ]

    /// The same kinds of invalid relations written as statements of `constrain` blocks, and
    /// statements a block does not take (`// REJECT-STATEMENT`). One per block: the
    /// type-checker stops at the first error of a result-builder closure.
    static var rejectionsInsideBlocks: String {
        let relations = [
            "a.top == b.leading // REJECT(vertical)",
            "a.centerX == b.centerY // REJECT(horizontal)",
            "a.leading == b.left // REJECT(directional)",
            "a.right == b.trailing * 2 // REJECT(absolute)",
            "a.top == 10 // REJECT(positionNumber)",
            "a.center == (0, 0) // REJECT(centerNumbers)",
            "a.width == b.top // REJECT(dimensionPosition)",
            "a.top == b.height + 4 // REJECT(positionDimension)",
            "a.top - 8 == b.bottom // REJECT(leftHandSide)",
            "a.edges == b.size // REJECT(compound)",
            "a.horizontalEdges == b.verticalEdges // REJECT(compound)",
            "a.size == b.center * 2 // REJECT(compound)",
            "a.edges == b.edges * 2 // REJECT(edgesMultiplier)",
            "(a.width == b.width) * 2 // REJECT(afterRelation)",
            "(a.top == b.top) + 10 // REJECT(afterRelation)",
            "a.top == b.top ~ .high ~ .low // REJECT(priorityTwice)",
            "(a.top == b.top ~ .high) ~ .low // REJECT(priorityTwice)",
            "a.width * 0.2 == 295 // REJECT(noSecondItem)",
            "a.width == 10 - b.width // REJECT(numberMinusAnchor)",
            "a.top.distance(to: b.leading) == 8 // REJECT(distanceVertical)",
            "a.trailing.distance(to: b.left) >= 8 // REJECT(distanceDirectional)",
            "a.bottom.distance(to: b.top) == b.leading // REJECT(dimensionPosition)",
            "g.firstBaseline == b.top // REJECT",
        ]
        let statements = [
            "sideEffect(a, b)", "print(a.top == b.top)", "ConstraintGroup(a.top == b.top)",
            "_ = a.top == b.top",
        ]
        let blocks =
            (relations + statements.map { "\($0) // REJECT-STATEMENT" })
            .enumerated().map { index, statement in
                """
                @MainActor func inBlock\(index)(_ v: View, _ w: View, _ guide: Guide) {
                    constrain(v, w, guide) { a, b, g in
                        a.top == b.top
                        \(statement)
                        a.width == b.width ~ .high
                    }
                }

                """
            }
        return blocks.joined() + "@MainActor func sideEffect(_ a: A, _ b: A) {}\n\n"
    }

    /// Relations written as bare statements outside a block or group, which would do nothing:
    /// every line marked `// DROPPED` must draw the compiler's unused-result warning.
    static let bareStatements = """
        @MainActor func relationsThatWouldBeDropped(_ a: A, _ b: A, _ c: A) {
            a.top == b.top // DROPPED
            a.width == b.width * 0.5 - 8 // DROPPED
            a.height >= 44 // DROPPED
            a.top == b.top + 10 ~ .high // DROPPED
            (a.top == b.top).labeled("top") // DROPPED
            (a.top == b.top ~ .low).labeled("low top") // DROPPED
            a.edges == b.edges.inset(by: 8) // DROPPED
            a.size == (48, 48) // DROPPED
            a.size == b.size * 2 // DROPPED
            a.center == b.center * 0.5 + (1, 2) // DROPPED
            a.absoluteEdges == b.absoluteEdges.inset(by: 8) // DROPPED
            a.width == b.width ~ .high.advanced(by: 1) // DROPPED
            a.trailing.distance(to: b.leading) == b.trailing.distance(to: c.leading) // DROPPED
            a.top == a.superview.top + 8 // DROPPED
            align(a.top, b.top) // DROPPED
            align([a.size, b.size]) // DROPPED
            distribute([a, b, c], along: .horizontal, spacing: 8) // DROPPED
        }

        """

    /// Valid code covering every form; it must type-check without a single error, which also
    /// proves the harness (module found, compiler run) works.
    static let positiveControl = """
        @MainActor func validForms(_ a: A, _ b: A, _ g: LayoutAnchors<Guide>, d: Double) {
            let n = 3
            let relations = ConstraintGroup {
                a.top == b.top + 10 ~ .high
                a.leading == b.leadingMargin
                a.width == b.width * 0.5 - 8 ~ 750
                a.height >= 44
                a.centerY == b.centerY
                a.centerX == b.leading
                a.leading == b.centerX
                a.centerX == b.left + 4
                a.right <= b.centerXWithinMargins
                a.width == a.height * 2
                a.width == (b.width + 10) / 2
                a.top == b.top + d + d + d + d + d + d
                a.width == Double(n) * 12
                a.firstBaseline == b.lastBaseline.plusSystemSpacing()
                a.leading >= b.trailing.plusSystemSpacing(2)
                a.edges == b.edges.inset(by: 10)
                a.edges == b.margins
                a.directionalEdges == b.directionalMargins.inset(top: 1, leading: 2, bottom: 3, trailing: 4)
                a.edges == b.edges.inset(by: DirectionalEdgeInsets(horizontal: 16, vertical: 8))
                a.horizontalEdges == b.horizontalEdges.inset(leading: 8, trailing: 8)
                a.absoluteEdges == b.absoluteEdges.inset(top: 1, left: 2, bottom: 3, right: 4)
                a.absoluteEdges <= b.absoluteMargins
                a.absoluteHorizontalEdges == b.absoluteHorizontalMargins.inset(by: 8)
                a.horizontalEdges >= b.horizontalEdges.inset(left: 8, right: 4)
                a.verticalEdges <= b.verticalMargins
                a.size == b.size.offset(width: -20, height: 0)
                a.size == (48, 48)
                a.center == b.center.offset(x: 0, y: -20)
                a.center == b.centerWithinMargins
                a.size == b.size * 2
                a.size <= b.size / 2
                a.size == b.size * 0.5 + (10, 20)
                a.size >= (b.size - (width: 4, height: 8)) * d
                a.center == b.center * 0.5
                a.center == b.centerWithinMargins * 1.5 - (x: 10, y: 30) ~ .high
                g.center == b.center * 0.5 + (0, 8)
                a.top == g.top
                g.width == b.width
                a.width == b.width ~ .required
                a.width == b.width ~ .fittingSize
                a.width == b.width ~ .high - 1
                a.width == b.width ~ .low + 1
                a.width == b.width ~ .high.advanced(by: 1)
                a.width == b.width ~ LayoutPriority.required.advanced(by: -1)
                a.width == b.width ~ .medium
                a.width == b.width ~ 999.5
                (a.top == b.top).labeled("top")
                (a.top == b.top ~ .low).labeled("low top")
                if d > 0 { a.bottom == b.bottom }
                for _ in 0..<2 { a.centerY == b.centerY }
                spaced(a.top, below: b.bottom, by: d)
            }
            let outside = ConstraintGroup(a.top == b.top, a.width == 10 ~ .high)
            outside.activate()
            relations.activate()
        }

        // Relations and `~` are not isolated to the main actor: a nonisolated helper that is
        // handed anchors can build one (blocks and groups activate it on the main actor).
        func spaced(_ top: YAnchor, below bottom: YAnchor, by gap: Double) -> PrioritizedConstraintExpression {
            top == bottom + gap ~ .high
        }

        @MainActor func validArrangementForms(_ a: A, _ b: A, _ c: A, _ g: LayoutAnchors<Guide>, d: Double) {
            let relations = ConstraintGroup {
                a.trailing.distance(to: b.leading) == b.trailing.distance(to: c.leading)
                a.trailing.distance(to: b.leading) == b.trailing.distance(to: c.leading) * 2 + 4 ~ .high
                a.right.distance(to: b.left) >= 8
                a.bottom.distance(to: b.top) <= d
                a.centerX.distance(to: b.centerX) == a.width * 0.5
                a.leading.distance(to: b.centerX) == 40 ~ .low
                a.centerX.distance(to: b.right) >= g.width - 8
                a.width == b.leading.distance(to: c.trailing) * 0.5
                a.height == (b.top.distance(to: c.bottom) + 10) / 2 ~ .high.advanced(by: 1)
                g.top.distance(to: a.bottom) == g.height
                a.top == a.superview.top + 8
                a.leading >= a.superview.leadingMargin
                a.edges == a.superview.edges.inset(by: 8)
                a.edges == a.superview.margins ~ .medium
                a.absoluteEdges == a.superview.absoluteEdges
                a.absoluteHorizontalEdges == a.superview.absoluteHorizontalMargins.inset(by: 8)
                a.size == a.superview.size * 0.5 + (10, 20)
                a.center == a.superview.center * 0.5
                a.width <= a.superview.width - d
                a.superview.width >= b.superview.superview.width * 0.5
                a.superview.trailing.distance(to: b.leading) == 8
                align(a.top, b.top, c.top)
                align(a.centerY, b.centerY, g.centerY)
                align([a.leading, b.leading, c.leading])
                align(a.width, b.width, c.width)
                align(a.trailing.distance(to: b.leading), b.trailing.distance(to: c.leading))
                align(a.size, b.size, c.size)
                align(a.center, b.center)
                align(a.absoluteEdges, b.absoluteEdges)
                align(a.edges, a.superview.edges)
                align([a, b, c].map(\\.firstBaseline))
                distribute([a, b, c], along: .horizontal, spacing: 8)
                distribute([a, b, c], along: .leftToRight, spacing: .equal, lengths: .equal)
                distribute([a, b], along: .vertical, spacing: 8, lengths: 60, inside: c, inset: 16)
                distribute([a, b, c, g], along: .horizontal, spacing: 8, inside: a.superview)
            }
            let outside = ConstraintGroup(
                a.trailing.distance(to: b.leading) == 8, a.top == a.superview.top ~ .low)
            let arranged = ConstraintGroup(
                align(a.top, b.top) + distribute([a, b], along: .vertical, spacing: 8))
            let relation = a.bottom.distance(to: b.top) == b.bottom.distance(to: c.top)
            let kept = ConstraintGroup(relation)
            relations.activate()
            outside.activate()
            arranged.activate()
            kept.activate()
        }

        @MainActor func validArrangementBlock(_ views: [View], _ guide: Guide) throws {
            let group = constrain(
                views[0], views[1], views[2], views[3], views[4], views[5], views[6], views[7], guide
            ) { a, b, c, d, e, f, g, h, guide in
                a.trailing.distance(to: b.leading) == b.trailing.distance(to: c.leading)
                d.bottom.distance(to: e.top) >= 8 ~ .high.advanced(by: -1)
                f.size == f.superview.size * 0.25 - (4, 4)
                g.center == g.superview.center
                h.absoluteHorizontalEdges == h.superview.absoluteHorizontalEdges.inset(left: 8, right: 8)
                align(a.top, b.top, c.top, guide.top)
                align(a.size, b.size)
                distribute([a, b, c, d, e, f, g, h], along: .horizontal, spacing: .equal, inside: a.superview)
            }
            try group.update {
                views[0].anchors.trailing.distance(to: views[1].anchors.leading)
                    == views[1].anchors.trailing.distance(to: views[2].anchors.leading) + 4
                views[3].anchors.bottom.distance(to: views[4].anchors.top) >= 16 ~ .high.advanced(by: -1)
            }
        }

        @MainActor @ConstraintBuilder func pinned(_ a: A, _ b: A) -> [ConstraintExpression] {
            a.top == b.top
            a.width == b.width ~ .high
        }

        @MainActor func validBlockForms(_ v: View, _ w: View, _ guide: Guide, d: Double) throws {
            let group = constrain(v, w, guide) { a, b, g in
                let n = 3
                a.top == b.top + 10 ~ .high
                a.leading == b.leadingMargin
                a.width == b.width * 0.5 - 8 ~ 750
                a.height >= 44
                a.centerX == b.leading
                a.width == (b.width + 10) / 2
                a.top == b.top + d + d + d + d + d + d
                a.width == Double(n) * 12
                a.firstBaseline == b.lastBaseline.plusSystemSpacing()
                a.edges == b.edges.inset(by: 10)
                a.directionalEdges == b.directionalMargins.inset(top: 1, leading: 2, bottom: 3, trailing: 4)
                a.size == (48, 48)
                a.center == b.center.offset(x: 0, y: -20)
                a.top == g.top
                g.width == b.width
                a.width == b.width ~ .high - 1
                (a.top == b.top).labeled("top")
                (a.top == b.top ~ .low).labeled("low top")
                if d > 0 { a.bottom == b.bottom }
                if d > 1 { a.height == 1 } else { a.height == 2 ~ .low }
                switch n {
                case 0: a.centerY == b.centerY
                default: a.centerY == b.centerY + 1
                }
                for _ in 0..<n { a.centerY <= b.centerY }
                pinned(a, b)
                [a.width == 1, a.height == 1]
            }
            try group.update { v.anchors.top == w.anchors.top + 20 ~ .high }
            let other = ConstraintGroup {
                v.anchors.width == 10
                if d > 0 { v.anchors.height == 20 ~ .low }
            }
            other.activate()
        }

        """
}
