import PlumbLayout

extension DemoPicture {
    /// The views that do not fit the screen the picture was laid out on: those that reach
    /// past its edges (by more than half a point) or whose width or height is negative, in
    /// tree order.
    ///
    /// A screen laid out at a size too small for it usually breaks no constraint: its
    /// margins and fixed sizes all hold, and the views simply spill out of the container or
    /// are squeezed below zero. The engine has nothing to report then, so `plumb-demo`
    /// checks the frames itself and names these views.
    public var viewsThatDoNotFit: [LayoutSnapshot.Item] {
        let bounds = snapshot.root.frameInRoot
        let slack = 0.5
        return snapshot.allItems.dropFirst().filter { item in
            let frame = item.frameInRoot
            return frame.width < 0 || frame.height < 0 || frame.x < bounds.x - slack
                || frame.y < bounds.y - slack || frame.maxX > bounds.maxX + slack
                || frame.maxY > bounds.maxY + slack
        }
    }

    /// A note naming the views that do not fit (see ``viewsThatDoNotFit``), with their frames
    /// relative to their superviews as the outline writes them; `nil` when every view fits.
    public var fitNote: String? {
        let misfits = viewsThatDoNotFit
        guard !misfits.isEmpty else { return nil }
        let root = snapshot.root.frame
        let size = "\(RenderedNumber(root.width))x\(RenderedNumber(root.height))"
        let listed = misfits.prefix(4).map { item in
            let numbers = [item.frame.x, item.frame.y, item.frame.width, item.frame.height]
            return "\(item.label) \(numbers.map { "\(RenderedNumber($0))" }.joined(separator: " "))"
        }
        let more = misfits.count > listed.count ? "; and \(misfits.count - listed.count) more" : ""
        let subject = misfits.count == 1 ? "1 view reaches" : "\(misfits.count) views reach"
        let why =
            reports.isEmpty
            ? "No required constraint was broken, so the engine reported nothing; the picture "
            : "The picture "
        return """
            \(name) does not fit in \(size) points: \(subject) past the screen's edges or \
            \(misfits.count == 1 ? "has" : "have") a negative size (x y width height): \
            \(listed.joined(separator: "; "))\(more). \(why)shows where the views went. The \
            screens are made for \(DemoSize.phone) and larger.
            """
    }
}

/// A number as the outline writes it: `12`, `12.5`, `-6`.
private struct RenderedNumber: CustomStringConvertible {
    let value: Double

    init(_ value: Double) { self.value = value }

    var description: String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() && abs(rounded) < 1e15
            ? String(Int(rounded)) : String(rounded)
    }
}
