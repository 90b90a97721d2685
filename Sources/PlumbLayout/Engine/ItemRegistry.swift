import PlumbSolver

/// The items (views and guides) registered in one engine, and the slot table that leads
/// from a solver variable back to its item.
///
/// Each registered item's variables carry its slot + 1 as their `tag`, so that the layout
/// pass goes from the variables the solver changed to their items without hashing. Freed
/// slots are reused.
@MainActor
struct ItemRegistry {
    /// Every registered item, in registration order (deterministic iteration).
    private(set) var items = ObjectList<ItemNode>()
    private var slots: [ItemNode?] = []
    private var freeSlots: [Int] = []

    /// Registers `node` with fresh variables (values written by an earlier solver never
    /// leak into a new one) and a slot, releasing any slot it held.
    mutating func register(_ node: ItemNode) {
        release(node)
        // Variables without a tag were made with the node and never registered (only a
        // registry puts them in a solver, and it tags them below): they are fresh already.
        if node.variables.minX.tag != 0 { node.variables = ItemVariables(serial: node.serial) }
        items.insert(node)
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            slots[slot] = node
        } else {
            slot = slots.count
            slots.append(node)
        }
        node.slot = slot
        for variable in node.variables.all { variable.tag = slot + 1 }
        node.registeredView = node.view.map(Unmanaged.passUnretained)
        node.registeredSuperview = node.view?.superview.map(Unmanaged.passUnretained)
    }

    /// Takes `node` out of the registry and frees its slot.
    mutating func unregister(_ node: ItemNode) {
        items.remove(node)
        release(node)
    }

    private mutating func release(_ node: ItemNode) {
        let slot = node.slot
        node.slot = -1
        node.registeredView = nil
        node.registeredSuperview = nil
        guard slot >= 0, slot < slots.count, slots[slot] === node else { return }
        slots[slot] = nil
        freeSlots.append(slot)
    }

    /// The registered item whose variables carry `tag`, if any.
    func node(tag: Int) -> ItemNode? {
        let slot = tag - 1
        guard slot >= 0, slot < slots.count else { return nil }
        return slots[slot]
    }

    /// Whether `node` is registered here (no weak load of its engine, which is slow).
    func contains(_ node: ItemNode) -> Bool {
        let slot = node.slot
        return slot >= 0 && slot < slots.count && slots[slot] === node
    }

    /// Forgets every item (their slots too) without touching them.
    mutating func removeAll() {
        for node in items.elements {
            node.registeredView = nil
            node.registeredSuperview = nil
        }
        items.removeAll()
        slots.removeAll()
        freeSlots.removeAll()
    }
}
