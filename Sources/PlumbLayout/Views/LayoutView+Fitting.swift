import Foundation
import PlumbSolver

extension LayoutView {
    /// The smallest size: ask ``systemLayoutSizeFitting(_:)`` for it to get the content's
    /// compressed size.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    /// A very large size: ask ``systemLayoutSizeFitting(_:)`` for it to get the content's
    /// expanded size.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size closest to `targetSize` that the view's own constraints allow, with both
    /// axes at ``LayoutPriority/fittingSize`` (50), so content sizes win.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSize,
            verticalFittingPriority: .fittingSize)
    }

    /// The size of the view (its frame) that its subtree's constraints give when its width
    /// and height are pulled towards `targetSize` at the given priorities; `.required`
    /// pins that axis (self-sizing cells).
    ///
    /// Only the view's subtree counts: constraints installed on the view or its
    /// descendants, its descendants' autoresizing, content-size and guide constraints, and
    /// its own content size; constraints to outside items and the view's own frame do not.
    /// The tree's solver is not touched. A non-finite or negative target or a priority
    /// outside 1…1000 is reported and the current frame size returned.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        guard targetSize.width.isFinite, targetSize.height.isFinite, targetSize.width >= 0,
            targetSize.height >= 0
        else {
            PlumbDiagnostics.report(
                .invalidValue(
                    property: "fitting target size", value: "\(targetSize)", item: debugName))
            return storedFrame.size
        }
        guard horizontalFittingPriority.isValid, verticalFittingPriority.isValid else {
            PlumbDiagnostics.report(
                .invalidValue(
                    property: "fitting priority",
                    value: "\(horizontalFittingPriority), \(verticalFittingPriority)",
                    item: debugName))
            return storedFrame.size
        }
        return FittingSolve(view: self).size(
            target: targetSize, horizontal: horizontalFittingPriority,
            vertical: verticalFittingPriority)
    }
}

/// A throwaway solver over one view's subtree, with its own variables, so that fitting
/// never disturbs the tree's solver or its variables' values.
@MainActor
private final class FittingSolve {
    let view: LayoutView
    var variables: [ObjectIdentifier: ItemVariables] = [:]

    init(view: LayoutView) { self.view = view }

    func variables(for node: ItemNode) -> ItemVariables {
        if let existing = variables[ObjectIdentifier(node)] { return existing }
        let made = ItemVariables(serial: node.serial)
        variables[ObjectIdentifier(node)] = made
        return made
    }

    func size(target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
        var system: [LayoutConstraint] = []
        var user: [LayoutConstraint] = []
        for subview in view.subtreeViews() {
            if subview !== view, subview.translatesAutoresizingMaskIntoConstraints,
                let parent = subview.superview
            {
                for rule in AutoresizingRule.rules(for: subview, in: parent) {
                    system.append(
                        .system(
                            .autoresizing(rule), first: subview.node, attribute: .left,
                            second: parent.node))
                }
            }
            let intrinsic = subview.intrinsicContentSize
            for (axis, value) in [
                (LayoutAxis.horizontal, intrinsic.width), (.vertical, intrinsic.height),
            ]
            where value != LayoutView.noIntrinsicMetric && value.isFinite && value >= 0 {
                system.append(
                    .system(
                        .contentSize(axis, hugging: true, value: Double(value)),
                        first: subview.node, attribute: .width,
                        relation: .lessThanOrEqual,
                        priority: subview.contentHuggingPriority(for: axis)))
                system.append(
                    .system(
                        .contentSize(axis, hugging: false, value: Double(value)),
                        first: subview.node, attribute: .width,
                        relation: .greaterThanOrEqual,
                        priority: subview.contentCompressionResistancePriority(for: axis)))
            }
            for guide in subview.systemGuides {
                guard let source = guide.systemSource else { continue }
                for (axis, isSize) in [
                    (LayoutAxis.horizontal, false), (.vertical, false), (.horizontal, true),
                    (.vertical, true),
                ] {
                    system.append(
                        .system(
                            .guideEdge(GuideEdge(source: source, axis: axis, isSize: isSize)),
                            first: guide.node,
                            attribute: .left, second: subview.node))
                }
            }
            user += subview.installed.elements
        }
        user.sort { $0.activationSerial < $1.activationSerial }
        let fitting: [LayoutConstraint] = [
            .system(.fittingOrigin(.horizontal), first: view.node, attribute: .left),
            .system(.fittingOrigin(.vertical), first: view.node, attribute: .top),
            .system(
                .fittingSize(.horizontal, target: Double(target.width)), first: view.node,
                attribute: .width,
                priority: horizontal),
            .system(
                .fittingSize(.vertical, target: Double(target.height)), first: view.node,
                attribute: .height,
                priority: vertical),
        ]
        let builder = RowBuilder(variables: { [unowned self] node in self.variables(for: node) })
        var pending: [(LayoutConstraint, Constraint)] = []
        for constraint in system + user + fitting {
            guard let spec = builder.row(for: constraint) else { continue }
            pending.append(
                (constraint, Constraint(spec.expression, spec.relation, strength: spec.strength)))
        }
        let solver = Solver()
        while !pending.isEmpty {
            do {
                try solver.add(pending.map { $0.1 })
                break
            } catch {
                guard case .unsatisfiable(let conflict) = error else {
                    return view.storedFrame.size
                }
                // Conflicts among the tree's own constraints were reported by its engine;
                // report only a fitting size that cannot be met.
                let ids = Set(conflict.map(ObjectIdentifier.init))
                let index =
                    pending.lastIndex { ids.contains(ObjectIdentifier($0.1)) } ?? pending.count - 1
                let broken = pending.remove(at: index).0
                if case .fittingSize = broken.kind {
                    let members = conflict.compactMap { row in pending.first { $0.1 === row }?.0 }
                    PlumbDiagnostics.report(
                        .unsatisfiable(conflict: members + [broken], broken: broken))
                }
            }
        }
        solver.updateVariables()
        let v = variables(for: view.node)
        let ins = view.alignmentRectInsets
        return CGSize(
            width: v.width.value + ins.left + ins.right,
            height: v.height.value + ins.top + ins.bottom)
    }
}
