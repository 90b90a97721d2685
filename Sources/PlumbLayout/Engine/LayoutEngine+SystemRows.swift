import Foundation

// The engine's own constraints (Auto Layout's system constraints): the root's frame, the
// autoresizing constraints of translating views, the ties of system guides to their
// views, and content-size (hugging and compression) constraints.

extension LayoutEngine {
    func makeRootRows(_ view: LayoutView) -> [LayoutConstraint] {
        let rows = [
            LayoutConstraint.system(
                .rootFrame(.horizontal, isSize: false), first: view.node, attribute: .left),
            LayoutConstraint.system(
                .rootFrame(.vertical, isSize: false), first: view.node, attribute: .top),
            LayoutConstraint.system(
                .rootFrame(.horizontal, isSize: true), first: view.node, attribute: .width,
                priority: view.storedSizePriority),
            LayoutConstraint.system(
                .rootFrame(.vertical, isSize: true), first: view.node, attribute: .height,
                priority: view.storedSizePriority),
        ]
        for row in rows { Self.attach(row) }
        return rows
    }

    func makeAutoresizingRows(_ view: LayoutView) -> [LayoutConstraint] {
        guard let parent = view.superview else { return [] }
        let rules = autoresizingRules(view, in: parent)
        let attributes: [LayoutAttribute] = [.left, .width, .top, .height]
        let rows = zip(rules, attributes).map { rule, attribute in
            LayoutConstraint.system(
                .autoresizing(rule), first: view.node, attribute: attribute, second: parent.node)
        }
        for row in rows { Self.attach(row) }
        return rows
    }

    func autoresizingRules(_ view: LayoutView, in parent: LayoutView) -> [AutoresizingRule] {
        AutoresizingRule.rules(for: view, in: parent)
    }

    func makeTies(_ guide: LayoutGuide) -> [LayoutConstraint] {
        guard let source = guide.systemSource, let host = guide.owningView else { return [] }
        let specs: [(LayoutAxis, Bool, LayoutAttribute)] = [
            (.horizontal, false, .left), (.vertical, false, .top), (.horizontal, true, .width),
            (.vertical, true, .height),
        ]
        let rows = specs.map { axis, isSize, attribute in
            LayoutConstraint.system(
                .guideEdge(GuideEdge(source: source, axis: axis, isSize: isSize)),
                first: guide.node,
                attribute: attribute, second: host.node)
        }
        for row in rows { Self.attach(row) }
        return rows
    }

    /// Brings `view`'s content-size rows in line with its intrinsic size and priorities;
    /// returns the new rows (not yet added) and the rows it dropped (already removed).
    @discardableResult
    func updateContentSizeRows(_ view: LayoutView) -> (
        added: [LayoutConstraint], removed: [LayoutConstraint]
    ) {
        var size = view.intrinsicContentSize
        func valid(_ value: CGFloat) -> Bool {
            value == LayoutView.noIntrinsicMetric || (value.isFinite && value >= 0)
        }
        if !valid(size.width) || !valid(size.height) {
            PlumbDiagnostics.report(
                .invalidValue(
                    property: "intrinsicContentSize", value: "\(size)", item: view.debugName))
            size = CGSize(
                width: valid(size.width) ? size.width : LayoutView.noIntrinsicMetric,
                height: valid(size.height) ? size.height : LayoutView.noIntrinsicMetric)
        }
        var added: [LayoutConstraint] = []
        var removed: [LayoutConstraint] = []
        let slots: [(LayoutAxis, Bool)] = [
            (.horizontal, true), (.horizontal, false), (.vertical, true), (.vertical, false),
        ]
        for (slot, (axis, hugging)) in slots.enumerated() {
            let value = axis == .horizontal ? size.width : size.height
            let priority =
                hugging
                ? view.contentHuggingPriority(for: axis)
                : view.contentCompressionResistancePriority(for: axis)
            let kind = LayoutConstraint.Kind.contentSize(
                axis, hugging: hugging, value: Double(value))
            if let row = view.contentSizeRows[slot] {
                if value == LayoutView.noIntrinsicMetric {
                    Self.detach(row)
                    removed.append(row)
                    view.contentSizeRows[slot] = nil
                } else {
                    row.kind = kind
                    row.storedPriority = priority
                    sync(row)
                }
            } else if value != LayoutView.noIntrinsicMetric {
                let row = LayoutConstraint.system(
                    kind, first: view.node, attribute: axis == .horizontal ? .width : .height,
                    relation: hugging ? .lessThanOrEqual : .greaterThanOrEqual, priority: priority)
                Self.attach(row)
                view.contentSizeRows[slot] = row
                added.append(row)
            }
        }
        remove(removed)
        return (added, removed)
    }

    /// The content-size rows of the views registered since the last solver call that are
    /// not in the solver yet; forgets those views.
    ///
    /// A view added to a tree brings its intrinsic size at once, but the constraints that
    /// place it come in the next block. Added first, a label's size rows make its width and
    /// height basic, and a block row that then sets them (`title.leading == stack.leading`
    /// with `title.trailing == stack.trailing`) has no new variable left and goes through
    /// the solver's phase one. Added after the block's rows, in the same batch, they only
    /// measure what the block placed. They are optional, so they can never be part of a
    /// conflict of required constraints, and the solution is the same.
    func takePendingContentSizeRows() -> [LayoutConstraint] {
        guard !pendingContentSize.isEmpty else { return [] }
        var rows: [LayoutConstraint] = []
        for view in pendingContentSize.elements where view.node.engine === self {
            for case let row? in view.contentSizeRows where row.row == nil { rows.append(row) }
        }
        pendingContentSize.removeAll()
        return rows
    }

    /// Detaches every engine-made row of `view` and its system guides, and forgets them.
    func discardSystemRows(_ view: LayoutView) {
        for row in view.rootRows + view.autoresizingRows + view.contentSizeRows.compactMap({ $0 }) {
            Self.detach(row)
        }
        pendingAutoresizing.remove(view)
        pendingContentSize.remove(view)
        for guide in view.systemGuides {
            for row in guide.ties { Self.detach(row) }
            guide.ties = []
        }
        view.rootRows = []
        view.autoresizingRows = []
        view.contentSizeRows = [nil, nil, nil, nil]
    }
}
