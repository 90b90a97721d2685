import PlumbSolver

/// The four solver variables of an item: its alignment rectangle relative to its
/// superview, in the superview's bounds space (for a guide, its owning view's; for the
/// root, a space where its frame's origin is zero).
///
/// Relative variables keep the engine's rows local: constraints among a view and its
/// subviews never mention where the view itself sits, so a list of blocks whose tops hang
/// one below the other costs the same per block however long the list is, and moving a
/// view changes only its own variables, not its subviews'.
struct ItemVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable

    /// Variables named after the item's serial (`#12.minX`, the `#12` of `LayoutView#12`):
    /// short enough to be stored inline, so registering an item allocates no strings.
    init(serial: Int) {
        let item = "#" + String(serial)
        minX = Variable(item + ".minX")
        minY = Variable(item + ".minY")
        width = Variable(item + ".width")
        height = Variable(item + ".height")
    }

    var all: [Variable] { [minX, minY, width, height] }

    /// Names one of the four variables.
    enum Part {
        case minX, minY, width, height
    }

    /// The variable `part` names.
    subscript(part: Part) -> Variable {
        switch part {
        case .minX: minX
        case .minY: minY
        case .width: width
        case .height: height
        }
    }
}

/// The engine's bookkeeping for one item (a view or a layout guide).
@MainActor
final class ItemNode {
    weak var view: LayoutView?
    weak var guide: LayoutGuide?
    /// Variables in the engine the item is registered in; replaced on each registration
    /// after the first (see `ItemRegistry.register(_:)`) so that values written by an earlier
    /// solver never leak into a new one.
    var variables: ItemVariables
    /// The engine the item is registered in, if any.
    weak var engine: LayoutEngine?
    // Unchecked: changed only by attaching and detaching a constraint, never while a read
    // is under way; a dynamic exclusivity check cost more than the insertion itself (three
    // nodes per constraint activated).
    /// Every constraint (user or internal) whose solver row mentions this item.
    @exclusivity(unchecked) var constraints = ObjectList<LayoutConstraint>()
    /// The item's slot in its engine (see `ItemRegistry`): a view's index in its slots and
    /// pass records, -2 - its index for a guide, or -1.
    var slot: Int {
        get { Int(storedSlot) }
        set { storedSlot = Int32(newValue) }
    }
    /// The number of views above the item (its owning view's, plus one, for a guide): the
    /// order in which `layoutSubviews()` runs. Set when the item is registered.
    var depth: Int {
        get { Int(storedDepth) }
        set { storedDepth = Int32(newValue) }
    }
    // Half-width, so that a node fits a smaller allocation (one per view and guide): slots
    // are Int32 in the pass records anyway.
    private var storedSlot: Int32 = -1
    private var storedDepth: Int32 = 0
    /// A serial number that names the item in descriptions deterministically.
    let serial: Int

    private static var nextSerial = 1

    init() {
        serial = ItemNode.nextSerial
        ItemNode.nextSerial += 1
        variables = ItemVariables(serial: serial)
    }

    /// The view whose coordinate space the item lives in for ancestor searches: the view
    /// itself, or a guide's owning view.
    var hostView: LayoutView? { view ?? guide?.owningView }

    /// The view in whose bounds space the item's variables are: a view's superview, a
    /// guide's owning view; nil for a root.
    var spaceHost: LayoutView? {
        // Not `view.map { $0.superview }`: a closure formed on the main actor checks the
        // executor at run time on every call, and this runs for every row built.
        if let view { return view.superview }
        return guide?.owningView
    }

    /// The item's alignment-rect insets (zero for guides).
    var alignmentInsets: AbsoluteEdgeInsets { view?.alignmentRectInsets ?? .zero }

    var name: String { view.map { $0.debugName } ?? guide.map { $0.debugName } ?? "item\(serial)" }
}
