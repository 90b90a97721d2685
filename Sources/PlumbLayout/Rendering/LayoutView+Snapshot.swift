import Foundation

extension LayoutView {
    /// Lays the tree out if needed and copies this view and its subtree into a
    /// ``LayoutSnapshot``, ready to render with ``LayoutSnapshot/svg(options:)`` or
    /// ``LayoutSnapshot/outline``.
    ///
    /// The snapshot holds every view's frame (relative to its superview, and in this view's
    /// coordinates for drawing), the effective layout margins of views whose margins an active
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
            ]
            for case (let item?, let attribute) in items {
                if inConflict.contains(ObjectIdentifier(constraint)) {
                    conflictItems.insert(ObjectIdentifier(item))
                }
                if let view = item as? LayoutView, attribute.isMarginAttribute {
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
            frameInRoot: LayoutSnapshot.Rect(frame), context: context, isRoot: true)
        var lines: [LayoutSnapshot.ConstraintLine] = []
        // Broken constraints are always kept: the outline names them.
        for constraint in constraints where includesConstraints || constraint.isBroken {
            if let line = context.line(
                for: constraint, inConflict: inConflict.contains(ObjectIdentifier(constraint)))
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
                frameInRoot: LayoutSnapshot.Rect(child.frame).offsetBy(
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
            frame: LayoutSnapshot.Rect(frame),
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
        let frame = LayoutSnapshot.Rect(guide.layoutFrame)
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
                rect = view.frame
            } else if let superview = view.superview, view.isDescendant(of: root) {
                rect = root.drawingRect(view.frame, inBoundsOf: superview)
            } else {
                return nil
            }
            let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            return (rect, view.effectiveMargins, rtl, view)
        }
        if let guide = item as? LayoutGuide, let owner = guide.owningView,
            owner === root || owner.isDescendant(of: root)
        {
            let rect = root.drawingRect(guide.layoutFrame, inBoundsOf: owner)
            return (rect, .zero, owner.effectiveUserInterfaceLayoutDirection == .rightToLeft, nil)
        }
        return nil
    }

    /// Where `attribute` of `item` sits, in the root's coordinates.
    private func anchor(_ attribute: LayoutAttribute, of item: AnyObject) -> LayoutSnapshot.Point? {
        guard let (r, m, rtl, view) = geometry(of: item) else { return nil }
        let leadingX = rtl ? r.maxX : r.minX
        let trailingX = rtl ? r.minX : r.maxX
        let leadingMarginX = rtl ? r.maxX - m.right : r.minX + m.left
        let trailingMarginX = rtl ? r.minX + m.left : r.maxX - m.right
        let (x, y): (CGFloat, CGFloat)
        switch attribute {
        case .notAnAttribute: return nil
        case .left: (x, y) = (r.minX, r.midY)
        case .right: (x, y) = (r.maxX, r.midY)
        case .leading: (x, y) = (leadingX, r.midY)
        case .trailing: (x, y) = (trailingX, r.midY)
        case .top: (x, y) = (r.midX, r.minY)
        case .bottom: (x, y) = (r.midX, r.maxY)
        case .width, .height, .centerX, .centerY: (x, y) = (r.midX, r.midY)
        case .firstBaseline: (x, y) = (r.midX, r.minY + (view?.firstBaselineOffsetFromTop ?? 0))
        case .lastBaseline: (x, y) = (r.midX, r.maxY - (view?.lastBaselineOffsetFromBottom ?? 0))
        case .leftMargin: (x, y) = (r.minX + m.left, r.midY)
        case .rightMargin: (x, y) = (r.maxX - m.right, r.midY)
        case .leadingMargin: (x, y) = (leadingMarginX, r.midY)
        case .trailingMargin: (x, y) = (trailingMarginX, r.midY)
        case .topMargin: (x, y) = (r.midX, r.minY + m.top)
        case .bottomMargin: (x, y) = (r.midX, r.maxY - m.bottom)
        case .centerXWithinMargins: (x, y) = (r.minX + (m.left + r.width - m.right) / 2, r.midY)
        case .centerYWithinMargins: (x, y) = (r.midX, r.minY + (m.top + r.height - m.bottom) / 2)
        }
        return LayoutSnapshot.Point(x: Double(x), y: Double(y))
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

    /// The line drawn for `constraint`: between its two anchors, or across the dimension a
    /// constant fixes; `nil` when an item is outside the tree.
    func line(for constraint: LayoutConstraint, inConflict: Bool) -> LayoutSnapshot.ConstraintLine?
    {
        guard let first = constraint.firstItem,
            let from = anchor(constraint.firstAttribute, of: first)
        else { return nil }
        var to = from
        var start = from
        if let second = constraint.secondItem {
            guard let point = anchor(constraint.secondAttribute, of: second),
                let (r, _, _, _) = geometry(of: second)
            else { return nil }
            to = point
            // Positions on one axis are drawn straight across, as Xcode draws them, when the
            // first anchor lies within the second item's extent on the other axis.
            let axis = constraint.firstAttribute.axis
            if !constraint.firstAttribute.isDimension, axis == constraint.secondAttribute.axis {
                if axis == .horizontal, from.y >= Double(r.minY), from.y <= Double(r.maxY) {
                    to.y = from.y
                } else if axis == .vertical, from.x >= Double(r.minX), from.x <= Double(r.maxX) {
                    to.x = from.x
                }
            }
        } else if let (r, _, _, _) = geometry(of: first) {
            // A dimension against a constant: a line across that dimension.
            if constraint.firstAttribute == .width {
                start = LayoutSnapshot.Point(x: Double(r.minX), y: Double(r.midY))
                to = LayoutSnapshot.Point(x: Double(r.maxX), y: Double(r.midY))
            } else {
                start = LayoutSnapshot.Point(x: Double(r.midX), y: Double(r.minY))
                to = LayoutSnapshot.Point(x: Double(r.midX), y: Double(r.maxY))
            }
        }
        return LayoutSnapshot.ConstraintLine(
            from: start, to: to, priority: constraint.priority, label: Self.label(of: constraint),
            isInConflict: inConflict, isBroken: constraint.isBroken)
    }
}

extension LayoutView {
    /// `rect`, given in `view`'s bounds coordinates, in the space a snapshot of this view
    /// draws in (this view's superview's), this view being `view` or one of its ancestors.
    fileprivate func drawingRect(_ rect: CGRect, inBoundsOf view: LayoutView) -> CGRect {
        var result = rect
        var current: LayoutView? = view
        while let v = current {
            result.origin.x += v.frame.minX - v.bounds.minX
            result.origin.y += v.frame.minY - v.bounds.minY
            if v === self { break }
            current = v.superview
        }
        return result
    }
}

extension LayoutAttribute {
    /// Whether the attribute is measured from the item's layout margins.
    fileprivate var isMarginAttribute: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default: false
        }
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
