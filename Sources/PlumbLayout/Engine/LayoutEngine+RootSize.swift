import Foundation

extension LayoutEngine {
    /// For a root whose size is held below required (``LayoutView/sizePriority``, like an
    /// AppKit window): gives its frame the size the layout gave it, rounded like every frame,
    /// keeping its top-left corner in place (with the AppKit convention, whose origin is the
    /// bottom-left corner, the origin moves), and holds that size from then on. Returns
    /// whether the root was resized.
    func adoptRootSize() -> Bool {
        guard !root.storedSizePriority.isRequired else { return false }
        // The root's variables are in its own space (it has no superview): its frame's edges.
        let rect = root.node.variables
        let insets = root.storedAlignmentInsets
        let minX = rect.minX.value - Double(insets.left)
        let minY = rect.minY.value - Double(insets.top)
        let maxX = rect.minX.value + rect.width.value + Double(insets.right)
        let maxY = rect.minY.value + rect.height.value + Double(insets.bottom)
        let width = round(maxX) - round(minX)
        let height = round(maxY) - round(minY)
        let old = root.storedFrame
        guard width.isFinite, height.isFinite,
            abs(width - Double(old.width)) > 1e-9 || abs(height - Double(old.height)) > 1e-9
        else { return false }
        let top = root.storedFrameConvention == .appKit ? old.maxY - CGFloat(height) : old.minY
        root.storedFrame = CGRect(x: old.minX, y: top, width: width, height: height)
        frameWasStored(root)
        for row in root.rootRows { sync(row) }
        markPending(root.node)
        return true
    }
}
