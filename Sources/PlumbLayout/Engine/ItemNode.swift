import PlumbSolver

/// The four solver variables of an item: its alignment rectangle in the root's space.
struct ItemVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable

    init(name: String) {
        minX = Variable("\(name).minX")
        minY = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    var all: [Variable] { [minX, minY, width, height] }
}

/// A rectangle in the root's space, as four edges: what the layout pass compares to find
/// the items that moved.
struct EdgeRect: Equatable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    static let unknown = EdgeRect(minX: .nan, minY: .nan, maxX: .nan, maxY: .nan)
}

/// The engine's bookkeeping for one item (a view or a layout guide).
@MainActor
final class ItemNode {
    weak var view: LayoutView?
    weak var guide: LayoutGuide?
    /// Variables in the engine the item is registered in; replaced on each registration so
    /// that values written by an earlier solver never leak into a new one.
    var variables: ItemVariables
    /// The engine the item is registered in, if any.
    weak var engine: LayoutEngine?
    /// Every constraint (user or internal) whose solver row mentions this item.
    var constraints = ObjectList<LayoutConstraint>()
    /// The pixel-rounded rectangle (frame for views, layout frame for guides) in the root's
    /// space after the last layout pass.
    var placed = EdgeRect.unknown
    /// The origin of the item's unrounded frame in the root's space after the last layout
    /// pass: when it moves, the subviews' frames (relative to it) are recomputed.
    var exactOrigin: (x: Double, y: Double) = (.nan, .nan)
    /// The item's index in its engine's `slots`, or -1.
    var slot = -1
    /// The layout passes that last examined the item and listed its frame (deduplication).
    var examineStamp: UInt = 0
    var frameStamp: UInt = 0
    /// A serial number that names the item in descriptions deterministically.
    let serial: Int

    private static var nextSerial = 1

    init() {
        serial = ItemNode.nextSerial
        ItemNode.nextSerial += 1
        variables = ItemVariables(name: "item\(serial)")
    }

    /// The view whose coordinate space the item lives in for ancestor searches: the view
    /// itself, or a guide's owning view.
    var hostView: LayoutView? { view ?? guide?.owningView }

    /// The item's alignment-rect insets (zero for guides).
    var alignmentInsets: AbsoluteEdgeInsets { view?.alignmentRectInsets ?? .zero }

    var name: String { view.map { $0.debugName } ?? guide.map { $0.debugName } ?? "item\(serial)" }
}
