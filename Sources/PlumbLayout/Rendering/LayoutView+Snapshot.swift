import Foundation

extension LayoutView {
    /// Lays the tree out if needed and copies this view and its subtree into a
    /// ``LayoutSnapshot``, ready to render with ``LayoutSnapshot/svg(options:)`` or
    /// ``LayoutSnapshot/outline``.
    ///
    /// The snapshot holds every view's frame (relative to its superview, and in this view's
    /// coordinates for drawing; with the origin at the top left, as a screen shows it, also in
    /// an AppKit-style tree), the effective layout margins of views whose margins an active
    /// constraint uses, the custom guides and the system guides that active constraints use
    /// (and the safe area of a root with insets), and whether each view is ambiguous. With
    /// `includesConstraints`, each active constraint of the subtree (not the engine's own
    /// hugging, compression or autoresizing constraints) becomes a line between the anchors it
    /// relates (without it, only the constraints the engine broke, which the outline lists).
    /// Constraints the engine broke to resolve a conflict, and those listed in
    /// `conflicts` (for example a ``ConflictReport``'s), are marked as in a conflict, and so
    /// are their items.
    public func layoutSnapshot(
        includesConstraints: Bool = true, conflicts: [LayoutConstraint] = []
    ) -> LayoutSnapshot {
        layoutIfNeeded()
        let constraints = activeConstraintsInSubtree()
        var inConflict = Set(conflicts.map(ObjectIdentifier.init))
        for constraint in constraints where constraint.isBroken {
            inConflict.insert(ObjectIdentifier(constraint))
        }
        var conflictItems = Set<ObjectIdentifier>()
        var marginViews = Set<ObjectIdentifier>()
        var usedGuides: [ObjectIdentifier: LayoutGuide] = [:]
        for constraint in constraints + conflicts {
            let items = [
                (constraint.firstItem, constraint.firstAttribute),
                (constraint.secondItem, constraint.secondAttribute),
                (constraint.firstEndItem, constraint.firstEndAttribute),
                (constraint.secondEndItem, constraint.secondEndAttribute),
            ]
            for case (let item?, let attribute) in items {
                if inConflict.contains(ObjectIdentifier(constraint)) {
                    conflictItems.insert(ObjectIdentifier(item))
                }
                if let view = item as? LayoutView, attribute.isMargin {
                    marginViews.insert(ObjectIdentifier(view))
                }
                if let guide = item as? LayoutGuide { usedGuides[ObjectIdentifier(guide)] = guide }
            }
        }
        let context = SnapshotContext(
            conflictItems: conflictItems, marginViews: marginViews,
            usedGuides: Array(usedGuides.values),
            root: self)
        let rootItem = snapshotItem(
            frameInRoot: LayoutSnapshot.Rect(storedFrame), context: context, isRoot: true)
        var lines: [LayoutSnapshot.ConstraintLine] = []
        var measures = MeasureCounts()
        // Broken constraints are always kept: the outline names them.
        for constraint in constraints where includesConstraints || constraint.isBroken {
            if let line = context.line(
                for: constraint, inConflict: inConflict.contains(ObjectIdentifier(constraint)),
                measures: &measures)
            {
                lines.append(line)
            }
        }
        return LayoutSnapshot(root: rootItem, constraintLines: lines)
    }

    /// The tree under this view as a standalone SVG picture (see ``layoutSnapshot(includesConstraints:conflicts:)``
    /// and ``LayoutSnapshot/svg(options:)``).
    public func renderSVG(
        options: SVGRenderOptions = SVGRenderOptions(), conflicts: [LayoutConstraint] = []
    ) -> String {
        layoutSnapshot(includesConstraints: options.showsConstraints, conflicts: conflicts).svg(
            options: options)
    }

    /// The tree under this view as a text outline, one line per view (see
    /// ``LayoutSnapshot/outline``): stable enough to check in as a test snapshot.
    public var layoutOutline: String {
        layoutSnapshot(includesConstraints: false).outline
    }

    /// Active constraints made by the app (not by the engine) installed anywhere in the
    /// subtree, in tree order.
    private func activeConstraintsInSubtree() -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        var stack: [LayoutView] = [self]
        while let view = stack.popLast() {
            result += view.constraints.filter { $0.isActive && $0.kind.isStandard }
            stack += view.subviews.reversed()
        }
        return result
    }

    private func snapshotItem(
        frameInRoot: LayoutSnapshot.Rect, context: SnapshotContext, isRoot: Bool
    ) -> LayoutSnapshot.Item {
        // Children are drawn relative to this view's bounds origin, in the root's space.
        let boundsOriginInRoot = CGPoint(
            x: frameInRoot.x - bounds.minX, y: frameInRoot.y - bounds.minY)
        let children = subviews.map { child in
            child.snapshotItem(
                frameInRoot: LayoutSnapshot.Rect(child.storedFrame).offsetBy(
                    dx: boundsOriginInRoot.x, dy: boundsOriginInRoot.y),
                context: context, isRoot: false)
        }
        let id = ObjectIdentifier(self)
        var guides = layoutGuides.map { context.snapshotGuide($0, ownerOrigin: boundsOriginInRoot) }
        for guide in context.usedGuides
        where guide.owningView === self && !layoutGuides.contains(where: { $0 === guide }) {
            guides.append(context.snapshotGuide(guide, ownerOrigin: boundsOriginInRoot))
        }
        if isRoot, !safeAreaInsets.isZeroInsets, !guides.contains(where: { $0.kind == .safeArea }) {
            // Computed from the insets: asking for the guide would create it after layout.
            let insets = safeAreaInsets
            let frame = LayoutSnapshot.Rect(bounds).inset(by: LayoutSnapshot.Insets(insets))
            guides.append(
                LayoutSnapshot.Guide(
                    kind: .safeArea, frame: frame,
                    frameInRoot: frame.offsetBy(dx: boundsOriginInRoot.x, dy: boundsOriginInRoot.y))
            )
        }
        let margins =
            context.marginViews.contains(id) || guides.contains { $0.kind == .layoutMargins }
        var text: LayoutSnapshot.Text?
        if let label = self as? LayoutLabel, !label.text.isEmpty {
            let font = label.font
            text = LayoutSnapshot.Text(
                lines: label.lines, pointSize: Double(font.pointSize),
                characterAdvance: Double(font.characterAdvance), lineHeight: Double(font.lineHeight)
            )
        }
        return LayoutSnapshot.Item(
            identifier: identifier, typeName: String(describing: type(of: self)),
            frame: LayoutSnapshot.Rect(storedFrame),
            frameInRoot: frameInRoot,
            margins: margins ? LayoutSnapshot.Insets(effectiveMargins) : nil,
            guides: guides, isAmbiguous: hasAmbiguousLayout,
            isInConflict: context.conflictItems.contains(id),
            children: children, text: text)
    }
}

/// What building one snapshot needs to know about the whole tree.
@MainActor
private struct SnapshotContext {
    let conflictItems: Set<ObjectIdentifier>
    let marginViews: Set<ObjectIdentifier>
    let usedGuides: [LayoutGuide]
    let root: LayoutView

    func snapshotGuide(_ guide: LayoutGuide, ownerOrigin: CGPoint) -> LayoutSnapshot.Guide {
        let frame = LayoutSnapshot.Rect(guide.topLeftLayoutFrame)
        let kind: LayoutSnapshot.Guide.Kind
        switch guide.identifier {
        case "UIViewSafeAreaLayoutGuide": kind = .safeArea
        case "UIViewLayoutMarginsGuide": kind = .layoutMargins
        default: kind = .custom
        }
        return LayoutSnapshot.Guide(
            identifier: kind == .custom ? guide.identifier : nil, kind: kind, frame: frame,
            frameInRoot: frame.offsetBy(dx: ownerOrigin.x, dy: ownerOrigin.y),
            isAmbiguous: kind == .custom && guide.hasAmbiguousLayout,
            isInConflict: conflictItems.contains(ObjectIdentifier(guide)))
    }

    /// The item's alignment rectangle in the root's coordinates, its margins and direction.
    private func geometry(of item: AnyObject) -> (
        rect: CGRect, margins: AbsoluteEdgeInsets, rightToLeft: Bool, view: LayoutView?
    )? {
        if let view = item as? LayoutView {
            let rect: CGRect
            if view === root {
                rect = view.storedFrame
            } else if let superview = view.superview, view.isDescendant(of: root) {
                rect = root.drawingRect(view.storedFrame, inBoundsOf: superview)
            } else {
                return nil
            }
            let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            return (rect, view.effectiveMargins, rtl, view)
        }
        if let guide = item as? LayoutGuide, let owner = guide.owningView,
            owner === root || owner.isDescendant(of: root)
        {
            let rect = root.drawingRect(guide.topLeftLayoutFrame, inBoundsOf: owner)
            return (rect, .zero, owner.effectiveUserInterfaceLayoutDirection == .rightToLeft, nil)
        }
        return nil
    }

    /// The line along which `attribute` of `item` lies, in the root's coordinates (see
    /// ``AnchorLine``); `nil` for a dimension or for an item outside the tree.
    private func anchorLine(_ attribute: LayoutAttribute, of item: AnyObject) -> AnchorLine? {
        guard let (r, m, rtl, view) = geometry(of: item) else { return nil }
        let (minX, maxX, minY, maxY) = (
            Double(r.minX), Double(r.maxX), Double(r.minY), Double(r.maxY)
        )
        let (left, right) = (Double(m.left), Double(m.right))
        let (top, bottom) = (Double(m.top), Double(m.bottom))
        func vertical(_ x: Double, margins: Bool = false, centre: Bool = false) -> AnchorLine {
            AnchorLine(
                axis: .horizontal, position: x, from: minY + (margins ? top : 0),
                to: maxY - (margins ? bottom : 0), isCentre: centre)
        }
        func horizontal(_ y: Double, margins: Bool = false, centre: Bool = false) -> AnchorLine {
            AnchorLine(
                axis: .vertical, position: y, from: minX + (margins ? left : 0),
                to: maxX - (margins ? right : 0), isCentre: centre)
        }
        let leadingX = rtl ? maxX : minX
        let trailingX = rtl ? minX : maxX
        let leadingMarginX = rtl ? maxX - right : minX + left
        let trailingMarginX = rtl ? minX + left : maxX - right
        switch attribute {
        case .notAnAttribute, .width, .height: return nil
        case .left: return vertical(minX)
        case .right: return vertical(maxX)
        case .leading: return vertical(leadingX)
        case .trailing: return vertical(trailingX)
        case .centerX: return vertical((minX + maxX) / 2, centre: true)
        case .top: return horizontal(minY)
        case .bottom: return horizontal(maxY)
        case .centerY: return horizontal((minY + maxY) / 2, centre: true)
        case .firstBaseline:
            return horizontal(minY + Double(view?.firstBaselineOffsetFromTop ?? 0))
        case .lastBaseline:
            return horizontal(maxY - Double(view?.lastBaselineOffsetFromBottom ?? 0))
        case .leftMargin: return vertical(minX + left, margins: true)
        case .rightMargin: return vertical(maxX - right, margins: true)
        case .leadingMargin: return vertical(leadingMarginX, margins: true)
        case .trailingMargin: return vertical(trailingMarginX, margins: true)
        case .topMargin: return horizontal(minY + top, margins: true)
        case .bottomMargin: return horizontal(maxY - bottom, margins: true)
        case .centerXWithinMargins:
            return vertical((minX + left + maxX - right) / 2, margins: true, centre: true)
        case .centerYWithinMargins:
            return horizontal((minY + top + maxY - bottom) / 2, margins: true, centre: true)
        }
    }

    /// The gap a distance spans, from its first anchor to `end`, as a measure.
    private func distanceMeasure(
        _ item: AnyObject, _ attribute: LayoutAttribute, _ end: DistanceEnd
    ) -> LayoutSnapshot.ConstraintLine.Segment? {
        guard let endItem = end.item, let start = anchorLine(attribute, of: item),
            let finish = anchorLine(end.attribute, of: endItem)
        else { return nil }
        let (from, to) = start.link(to: finish)
        return .init(from: from, to: to)
    }

    /// A measure along `attribute` (a width or a height) of `item`: along its bottom edge for
    /// a width, its right edge for a height, `depth` points inside it (never past its middle)
    /// or, on a view that shows text, `depth - 3` points outside it, so that it never crosses
    /// the text. Successive measures of one item are deeper, so that they stack.
    private func measure(_ attribute: LayoutAttribute, of item: AnyObject, depth: Double)
        -> LayoutSnapshot.ConstraintLine.Segment?
    {
        guard let (r, _, _, _) = geometry(of: item) else { return nil }
        let (minX, maxX, minY, maxY) = (
            Double(r.minX), Double(r.maxX), Double(r.minY), Double(r.maxY)
        )
        let showsText = (item as? LayoutLabel).map { !$0.text.isEmpty } ?? false
        // The ends stop short of the box's corners (by at most a quarter of the length), so
        // that their ticks stand clear of its border.
        if attribute == .width {
            let y =
                showsText ? maxY + depth - 3 : maxY - min(depth, max(maxY - minY, 0) / 2)
            let end = min(2, max(maxX - minX, 0) / 4)
            return .init(from: .init(x: minX + end, y: y), to: .init(x: maxX - end, y: y))
        }
        let x = showsText ? maxX + depth - 3 : maxX - min(depth, max(maxX - minX, 0) / 2)
        let end = min(2, max(maxY - minY, 0) / 4)
        return .init(from: .init(x: x, y: minY + end), to: .init(x: x, y: maxY - end))
    }

    /// What hovering a constraint's line shows: the relation as the DSL writes it (with its
    /// label), where it was written, and whether the engine broke it.
    static func label(of constraint: LayoutConstraint) -> String {
        var text = ConflictReport.expression(of: constraint)
        if let name = constraint.descriptionLabel, !name.isEmpty { text = "\(name): \(text)" }
        if let location = constraint.sourceLocation { text += " (\(location))" }
        if constraint.isBroken { text += " [broken]" }
        return text
    }

    /// The line drawn for `constraint`: a link between its two anchors (see ``AnchorLine``),
    /// or, for a width or height, a measure along that dimension of the first item (and of
    /// the second, when it relates two dimensions); `nil` when an item is outside the tree.
    /// `measures` counts the measures already drawn on each item and axis, so that they stack.
    func line(
        for constraint: LayoutConstraint, inConflict: Bool, measures: inout MeasureCounts
    ) -> LayoutSnapshot.ConstraintLine? {
        guard let first = constraint.firstItem else { return nil }
        var line = LayoutSnapshot.ConstraintLine(
            from: .init(x: 0, y: 0), to: .init(x: 0, y: 0), priority: constraint.priority,
            label: Self.label(of: constraint), isInConflict: inConflict,
            isBroken: constraint.isBroken)
        if let end = constraint.firstEnd {
            // A distance: a measure across the gap between its two anchors (and the other
            // side's, when that is a distance too).
            guard let gap = distanceMeasure(first, constraint.firstAttribute, end) else {
                return nil
            }
            (line.from, line.to) = (gap.from, gap.to)
            line.style = .measure
            if let second = constraint.secondItem, let secondEnd = constraint.secondEnd {
                line.secondMeasure = distanceMeasure(second, constraint.secondAttribute, secondEnd)
            }
            return line
        }
        if constraint.firstAttribute.isDimension {
            let depth = measures.nextDepth(first, constraint.firstAttribute)
            guard let segment = measure(constraint.firstAttribute, of: first, depth: depth) else {
                return nil
            }
            line.from = segment.from
            line.to = segment.to
            line.style = .measure
            if let second = constraint.secondItem {
                let depth = measures.nextDepth(second, constraint.secondAttribute)
                guard let other = measure(constraint.secondAttribute, of: second, depth: depth)
                else { return nil }
                line.secondMeasure = other
            }
            return line
        }
        guard let start = anchorLine(constraint.firstAttribute, of: first) else { return nil }
        if let second = constraint.secondItem {
            guard let end = anchorLine(constraint.secondAttribute, of: second) else { return nil }
            (line.from, line.to) = start.link(to: end)
        } else {
            // A position against a constant (the engine refuses one): a dot on the anchor.
            line.from = start.point(at: (start.span.lowerBound + start.span.upperBound) / 2)
            line.to = line.from
        }
        return line
    }
}

/// How many measures a snapshot has drawn on each item and axis, so that the next one on the
/// same edge sits further in instead of on top of the last.
struct MeasureCounts {
    private var counts: [ObjectIdentifier: [Int]] = [:]

    /// The inset of the next measure of `attribute` (a width or a height) on `item`: 6 points
    /// for the first, 5 more for each one after it.
    mutating func nextDepth(_ item: AnyObject, _ attribute: LayoutAttribute) -> Double {
        let slot = attribute == .width ? 0 : 1
        var itemCounts = counts[ObjectIdentifier(item), default: [0, 0]]
        let depth = 6 + 5 * Double(itemCounts[slot])
        itemCounts[slot] += 1
        counts[ObjectIdentifier(item)] = itemCounts
        return depth
    }
}

extension LayoutView {
    /// `rect`, given in `view`'s bounds coordinates, in the space a snapshot of this view
    /// draws in (this view's superview's), this view being `view` or one of its ancestors.
    fileprivate func drawingRect(_ rect: CGRect, inBoundsOf view: LayoutView) -> CGRect {
        var result = rect
        var current: LayoutView? = view
        while let v = current {
            result.origin.x += v.storedFrame.minX - v.bounds.minX
            result.origin.y += v.storedFrame.minY - v.bounds.minY
            if v === self { break }
            current = v.superview
        }
        return result
    }
}

extension AbsoluteEdgeInsets {
    fileprivate var isZeroInsets: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }
}

extension LayoutSnapshot.Rect {
    /// The rectangle of a `CGRect`.
    init(_ rect: CGRect) {
        self.init(
            x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
            height: Double(rect.height))
    }
}

extension LayoutSnapshot.Insets {
    /// The insets of an ``AbsoluteEdgeInsets``.
    init(_ insets: AbsoluteEdgeInsets) {
        self.init(
            top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
            right: Double(insets.right))
    }
}
