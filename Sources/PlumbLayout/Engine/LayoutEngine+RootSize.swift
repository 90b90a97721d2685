import Foundation

extension LayoutEngine {
    /// For a root whose size is held below required (``LayoutView/sizePriority``, like an
    /// AppKit window): gives its frame the size the layout gave it, rounded like every frame,
    /// keeping its top-left corner in place (with the AppKit convention, whose origin is the
    /// bottom-left corner, the origin moves), and holds that size from then on. Returns
    /// whether the root was resized.
    func adoptRootSize() -> Bool {
        guard !root.storedSizePriority.isRequired else { return false }
        let solved = exactFrame(root.node)
        let width = round(solved.maxX) - round(solved.minX)
        let height = round(solved.maxY) - round(solved.minY)
        let old = root.storedFrame
        guard width.isFinite, height.isFinite,
            abs(width - Double(old.width)) > 1e-9 || abs(height - Double(old.height)) > 1e-9
        else { return false }
        let top = root.storedFrameConvention == .appKit ? old.maxY - CGFloat(height) : old.minY
        root.storedFrame = CGRect(x: old.minX, y: top, width: width, height: height)
        for row in root.rootRows { sync(row) }
        markPending(root.node)
        return true
    }
}
