import Foundation
import PlumbLayout
import Testing

/// Collects the engine's reports while alive; restores the default handler on `stop()`.
@MainActor
final class ReportLog {
    private(set) var errors: [PlumbError] = []

    init() {
        PlumbDiagnostics.handler = { [weak self] error in self?.errors.append(error) }
    }

    var kinds: [PlumbError.Kind] { errors.map(\.kind) }

    func stop() {
        PlumbDiagnostics.handler = PlumbDiagnostics.defaultHandler
    }
}

@MainActor
func makeRoot(width: CGFloat = 320, height: CGFloat = 480) -> LayoutView {
    LayoutView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// A subview of `parent` placed by constraints only.
@MainActor
func constrainedView(in parent: LayoutView, name: String? = nil) -> LayoutView {
    let view = LayoutView()
    view.identifier = name
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

/// `first.a1 rel second.a2 * m + c ~ p`, activated.
@MainActor
@discardableResult
func pin(
    _ first: AnyObject, _ a1: LayoutAttribute, _ relation: LayoutRelation = .equal,
    _ second: AnyObject? = nil, _ a2: LayoutAttribute = .notAnAttribute,
    multiplier: CGFloat = 1, constant: CGFloat = 0, priority: LayoutPriority = .required
) -> LayoutConstraint {
    let constraint = LayoutConstraint(
        item: first, attribute: a1, relatedBy: relation, toItem: second, attribute: a2,
        multiplier: multiplier, constant: constant)
    constraint.priority = priority
    constraint.isActive = true
    return constraint
}

/// Pins all four edges of `view` to `other` with insets (positive inwards).
@MainActor
@discardableResult
func pinEdges(_ view: LayoutView, to other: AnyObject, inset: CGFloat = 0) -> [LayoutConstraint] {
    [
        pin(view, .left, .equal, other, .left, constant: inset),
        pin(view, .top, .equal, other, .top, constant: inset),
        pin(view, .right, .equal, other, .right, constant: -inset),
        pin(view, .bottom, .equal, other, .bottom, constant: -inset),
    ]
}

/// Expects `frame` to be (x, y, width, height) within `accuracy`.
func expectFrame(
    _ frame: CGRect, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
    accuracy: CGFloat = 1e-6, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let ok =
        abs(frame.minX - x) <= accuracy && abs(frame.minY - y) <= accuracy
        && abs(frame.width - width) <= accuracy && abs(frame.height - height) <= accuracy
    #expect(
        ok, "frame \(frame.debugText) is not (\(x), \(y), \(width), \(height))",
        sourceLocation: sourceLocation)
}

extension CGRect {
    var debugText: String { "(\(minX), \(minY), \(width), \(height))" }
}
