import Foundation

/// What the layout pass reads and writes for one registered view, kept by its engine in one
/// contiguous array indexed by the view's slot (see `ItemRegistry`).
///
/// A pass re-places every view below one that moved by part of a pixel (a toggled row of a
/// list moves every row under it), and at 10,000 views its time was the cache misses of
/// reaching each of them through its `LayoutView`, its `ItemNode` and its subviews array,
/// not its instructions. Here a re-placed view is one record next to its siblings': its
/// frame's edges, where it was, the frame it holds and its place in the tree. The view
/// object is touched only when its frame changes, when it may need `layoutSubviews()`, or
/// when it is flagged (a flagged view is always pending, so always examined first).
///
/// Plain data (no references counted), so that reading and writing it costs no retain.
///
/// Ordered so that a cascaded view (re-placed because its superview moved) reads and writes
/// only its first two cache lines.
struct PassRecord {
    /// The layout passes (see `LayoutEngine.passStamp`) that last examined the item and
    /// computed `passOrigin` (deduplication and a memo).
    var examineStamp: UInt32 = 0
    var originStamp: UInt32 = 0
    /// The superview's slot, or -1 (the root, a free slot).
    var parent: Int32 = -1
    /// The first of the subviews' slots, or -1: a list in the order of `subviews`, linked
    /// through `next`, whose first element's `previous` is the last element (appending
    /// costs O(1) without a field for the last).
    var firstChild: Int32 = -1
    /// The next among the superview's subviews (-1 after the last), and the previous one
    /// (the last one, for the first).
    var next: Int32 = -1
    var previous: Int32 = -1
    /// The unrounded frame's edges relative to the superview (the solved alignment rectangle
    /// outset by the view's alignment insets), as the pass last read them: a pass reads the
    /// items whose variables changed or that are pending (insets changes make a view
    /// pending), and uses these for the others.
    var minX = 0.0
    var minY = 0.0
    var maxX = 0.0
    var maxY = 0.0
    /// The origin of the view's unrounded frame in the root's space when a layout pass last
    /// examined it: when it moves by other than whole pixels, its subviews' rounded frames
    /// (relative to it) may change. It may be stale by whole pixels (an ancestor moved), which
    /// that decision does not see.
    var exactOrigin: (x: Double, y: Double) = (.nan, .nan)
    /// `exactOrigin` rounded to the pixel grid, written when the pass re-places the subviews
    /// (their frames are relative to it).
    var roundedOrigin: (x: Double, y: Double) = (0, 0)
    /// The view's `storedFrame`, kept equal to it by every writer while the view is
    /// registered, so that the pass compares a new frame without touching the view.
    var frame = CGRect.zero
    /// The view's address, with its `translatesAutoresizingMaskIntoConstraints` in the lowest
    /// bit (objects are aligned to 16 bytes): a Bool of its own would pad the record by 8
    /// bytes. Read through `view` and `translates`, or in the pass (which reads fields one
    /// by one: a getter of the record may load all of it) through `view(_:)`.
    var viewBits: UInt = 0
    /// The origin of the view's unrounded frame in the root's space, computed in the pass
    /// stamped `originStamp` (a memo for the views placed from their own variables, whose
    /// superviews' origins are not handed down).
    var passOrigin: (x: Double, y: Double) = (0, 0)

    /// The view, unretained (nil for a free slot): a registered view is in its
    /// engine's tree, which keeps it alive.
    var view: Unmanaged<LayoutView>? {
        get { Self.view(viewBits) }
        set {
            let address = newValue.map { UInt(bitPattern: $0.toOpaque()) } ?? 0
            viewBits = address | (viewBits & 1)
        }
    }

    /// The view whose address is in `bits` (a record's `viewBits`), if any.
    @inline(__always)
    static func view(_ bits: UInt) -> Unmanaged<LayoutView>? {
        guard let pointer = UnsafeRawPointer(bitPattern: bits & ~1) else { return nil }
        return Unmanaged.fromOpaque(pointer)
    }

    /// The view's `translatesAutoresizingMaskIntoConstraints`, kept equal to it.
    var translates: Bool {
        get { viewBits & 1 != 0 }
        set { viewBits = (viewBits & ~1) | (newValue ? 1 : 0) }
    }
}

extension CGRect {
    /// Whether both rectangles have the same bits (unlike `==`, which equates 0 and -0), so
    /// that skipping the write of an unchanged frame stores exactly what writing it would.
    func hasSameBits(as other: CGRect) -> Bool {
        // The stored numbers, not `minX` and `width`, which standardize a negative size.
        Double(origin.x).bitPattern == Double(other.origin.x).bitPattern
            && Double(origin.y).bitPattern == Double(other.origin.y).bitPattern
            && Double(size.width).bitPattern == Double(other.size.width).bitPattern
            && Double(size.height).bitPattern == Double(other.size.height).bitPattern
    }
}
