import Foundation

extension LayoutView {
    /// The offset of this view's bounds origin in its root's coordinates (the sum of the
    /// frame origins up the chain, as of the last layout).
    private var originInRoot: CGPoint {
        var x: CGFloat = 0
        var y: CGFloat = 0
        var view: LayoutView? = self
        while let current = view, current.superview != nil {
            x += current.storedFrame.minX
            y += current.storedFrame.minY
            view = current.superview
        }
        return CGPoint(x: x, y: y)
    }

    /// `point`, given in this view's coordinates, in `view`'s coordinates; with `nil`, in the
    /// root's coordinates (what a window's are to UIKit). Views of different trees cannot
    /// be related: that is reported and the point is returned in this view's root's
    /// coordinates.
    public func convert(_ point: CGPoint, to view: LayoutView?) -> CGPoint {
        let origin = originInRoot
        let inRoot = CGPoint(x: point.x + origin.x, y: point.y + origin.y)
        guard let view else { return inRoot }
        guard view.rootView === rootView else {
            PlumbDiagnostics.report(
                .invalidHierarchy(
                    reason:
                        "cannot convert between \(debugName) and \(view.debugName), which are in different trees."
                ))
            return inRoot
        }
        let target = view.originInRoot
        return CGPoint(x: inRoot.x - target.x, y: inRoot.y - target.y)
    }

    /// `point`, given in `view`'s coordinates (the root's for `nil`), in this view's.
    public func convert(_ point: CGPoint, from view: LayoutView?) -> CGPoint {
        let inRoot = view?.convert(point, to: nil) ?? point
        if let view, view.rootView !== rootView {
            PlumbDiagnostics.report(
                .invalidHierarchy(
                    reason:
                        "cannot convert between \(view.debugName) and \(debugName), which are in different trees."
                ))
        }
        let origin = originInRoot
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }

    /// `rect`, given in this view's coordinates, in `view`'s (the root's for `nil`): how to
    /// get every view's rectangle on one canvas, `view.convert(view.bounds, to: nil)`.
    public func convert(_ rect: CGRect, to view: LayoutView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect`, given in `view`'s coordinates (the root's for `nil`), in this view's.
    public func convert(_ rect: CGRect, from view: LayoutView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }
}
