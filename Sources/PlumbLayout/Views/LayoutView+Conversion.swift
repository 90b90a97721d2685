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

    /// `point`, given in this view's own coordinates, with y measured down from its top edge
    /// (in an AppKit-style tree a view that is not flipped measures it up from its bottom).
    private func topDown(_ point: CGPoint) -> CGPoint {
        boundsMeasureFromBottom ? CGPoint(x: point.x, y: storedFrame.height - point.y) : point
    }

    /// `point`, given with y measured down from this view's top edge, in its own coordinates
    /// (the inverse of ``topDown(_:)``).
    private func ownCoordinates(_ point: CGPoint) -> CGPoint {
        topDown(point)  // the flip is its own inverse
    }

    /// `point`, given in this view's coordinates, in `view`'s coordinates; with `nil`, in the
    /// root's coordinates (what a window's are to UIKit). In an AppKit-style tree (see
    /// ``frameConvention``) each view measures y up from its bottom edge unless it
    /// ``isFlipped``. Views of different trees cannot be related: that is reported and the
    /// point is returned in this view's root's coordinates.
    public func convert(_ point: CGPoint, to view: LayoutView?) -> CGPoint {
        let origin = originInRoot
        let local = topDown(point)
        let inRoot = CGPoint(x: local.x + origin.x, y: local.y + origin.y)
        guard let view else { return rootView.ownCoordinates(inRoot) }
        guard view.rootView === rootView else {
            PlumbDiagnostics.report(
                .invalidHierarchy(
                    reason:
                        "cannot convert between \(debugName) and \(view.debugName), which are in different trees."
                ))
            return rootView.ownCoordinates(inRoot)
        }
        let target = view.originInRoot
        return view.ownCoordinates(CGPoint(x: inRoot.x - target.x, y: inRoot.y - target.y))
    }

    /// `point`, given in `view`'s coordinates (the root's for `nil`), in this view's.
    public func convert(_ point: CGPoint, from view: LayoutView?) -> CGPoint {
        let inRoot = rootView.topDown(view?.convert(point, to: nil) ?? point)
        if let view, view.rootView !== rootView {
            PlumbDiagnostics.report(
                .invalidHierarchy(
                    reason:
                        "cannot convert between \(view.debugName) and \(debugName), which are in different trees."
                ))
        }
        let origin = originInRoot
        return ownCoordinates(CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y))
    }

    /// `rect`, given in this view's coordinates, in `view`'s (the root's for `nil`): how to
    /// get every view's rectangle on one canvas, `view.convert(view.bounds, to: nil)`.
    public func convert(_ rect: CGRect, to view: LayoutView?) -> CGRect {
        // Two opposite corners, so that a flip between the spaces keeps the origin the
        // minimum corner.
        let a = convert(rect.origin, to: view)
        let b = convert(CGPoint(x: rect.maxX, y: rect.maxY), to: view)
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: rect.width, height: rect.height)
    }

    /// `rect`, given in `view`'s coordinates (the root's for `nil`), in this view's.
    public func convert(_ rect: CGRect, from view: LayoutView?) -> CGRect {
        let a = convert(rect.origin, from: view)
        let b = convert(CGPoint(x: rect.maxX, y: rect.maxY), from: view)
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: rect.width, height: rect.height)
    }
}
