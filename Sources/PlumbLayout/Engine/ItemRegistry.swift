import PlumbSolver

/// The items (views and guides) registered in one engine, and the slot table that leads
/// from a solver variable back to its item.
///
/// Each registered item's variables carry its slot + 1 as their `tag`, so that the layout
/// pass goes from the variables the solver changed to their items without hashing. Freed
/// slots are reused. A view's slot (0, 1, …) also has the layout pass's record of the view
/// (see `PassRecord`), whose subview lists this registry keeps in the order of `subviews`.
/// A guide is never placed by the pass (its frame is read on demand), so guides are
/// numbered apart, with slots -2, -3, … (tags -1, -2, …) and no record: only the stamp of
/// the pass that last examined them.
@MainActor
struct ItemRegistry {
    /// Every registered item, in registration order (deterministic iteration).
    private(set) var items = ObjectList<ItemNode>()
    private var slots: [ItemNode?] = []
    private var freeSlots: [Int] = []
    /// The layout pass's record of each view's slot (a blank record for a free slot).
    var records: [PassRecord] = []
    /// The guides, by guide index (slot -2 - index), and the free indices.
    private var guideSlots: [ItemNode?] = []
    private var freeGuideSlots: [Int] = []
    /// The layout pass (see `LayoutEngine.passStamp`) that last examined each guide.
    private var guideStamps: [UInt32] = []

    /// Registers `node` with fresh variables (values written by an earlier solver never
    /// leak into a new one), a slot and a fresh record, releasing any slot it held. A view
    /// joins its superview's list in `link(_:)`.
    mutating func register(_ node: ItemNode) {
        release(node)
        // Variables without a tag were made with the node and never registered (only a
        // registry puts them in a solver, and it tags them below): they are fresh already.
        if node.variables.minX.tag != 0 { node.variables = ItemVariables(serial: node.serial) }
        items.insert(node)
        guard let view = node.view else {
            registerGuide(node)
            return
        }
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            slots[slot] = node
        } else {
            slot = slots.count
            // Grown by a quarter (the records by an eighth) rather than doubled: the records
            // are most of the engine's memory per item, and registering is rare next to
            // laying out.
            if slots.count == slots.capacity {
                slots.reserveCapacity(slots.count + slots.count / 4 + 16)
            }
            slots.append(node)
            if records.count == records.capacity {
                records.reserveCapacity(records.count + records.count / 8 + 16)
            }
            records.append(PassRecord())
        }
        node.slot = slot
        for variable in node.variables.all { variable.tag = slot + 1 }
        var record = PassRecord()
        record.view = Unmanaged.passUnretained(view)
        record.frame = view.storedFrame
        record.translates = view.translatesAutoresizingMaskIntoConstraints
        records[slot] = record
    }

    private mutating func registerGuide(_ node: ItemNode) {
        let index: Int
        if let free = freeGuideSlots.popLast() {
            index = free
            guideSlots[index] = node
            guideStamps[index] = 0
        } else {
            index = guideSlots.count
            guideSlots.append(node)
            guideStamps.append(0)
        }
        node.slot = Self.guideSlot(index)
        for variable in node.variables.all { variable.tag = node.slot + 1 }
    }

    /// The slot of the guide with index `index`, and back (-1 is no slot).
    private static func guideSlot(_ index: Int) -> Int { -2 - index }
    private static func guideIndex(_ slot: Int) -> Int { -2 - slot }

    /// Takes `node` out of the registry and frees its slot.
    mutating func unregister(_ node: ItemNode) {
        items.remove(node)
        release(node)
    }

    private mutating func release(_ node: ItemNode) {
        let slot = node.slot
        node.slot = -1
        if slot < -1 {
            let index = Self.guideIndex(slot)
            guard index < guideSlots.count, guideSlots[index] === node else { return }
            guideSlots[index] = nil
            guideStamps[index] = 0
            freeGuideSlots.append(index)
            return
        }
        guard slot >= 0, slot < slots.count, slots[slot] === node else { return }
        slots[slot] = nil
        records[slot] = PassRecord()
        freeSlots.append(slot)
    }

    /// The registered node in `slot`, if any.
    func node(slot: Int) -> ItemNode? {
        if slot < -1 {
            let index = Self.guideIndex(slot)
            return index < guideSlots.count ? guideSlots[index] : nil
        }
        guard slot >= 0, slot < slots.count else { return nil }
        return slots[slot]
    }

    /// Whether `node` is registered here (no weak load of its engine, which is slow).
    func contains(_ node: ItemNode) -> Bool {
        let slot = node.slot
        if slot < -1 {
            let index = Self.guideIndex(slot)
            return index < guideSlots.count && guideSlots[index] === node
        }
        return slot >= 0 && slot < slots.count && slots[slot] === node
    }

    /// Stamps registered guide `node` as examined by the pass stamped `stamp`; false if it
    /// already was.
    mutating func examineGuide(_ node: ItemNode, stamp: UInt32) -> Bool {
        let index = Self.guideIndex(node.slot)
        guard guideStamps[index] != stamp else { return false }
        guideStamps[index] = stamp
        return true
    }

    /// Clears every record's and guide's pass stamps (the engine's stamp wrapped around).
    mutating func clearStamps() {
        for slot in records.indices {
            records[slot].examineStamp = 0
            records[slot].originStamp = 0
        }
        for index in guideStamps.indices { guideStamps[index] = 0 }
    }

    /// Forgets every item (their slots too) without touching them.
    mutating func removeAll() {
        items.removeAll()
        slots.removeAll()
        freeSlots.removeAll()
        records.removeAll()
        guideSlots.removeAll()
        freeGuideSlots.removeAll()
        guideStamps.removeAll()
    }

    // MARK: Subview lists

    /// Puts every registered view of `views` (a subtree, parents first) in its superview's
    /// list, in the order of `subviews`: a subtree's root before the first of its later
    /// siblings that is listed, every other view after the siblings before it.
    mutating func link(_ views: [LayoutView]) {
        for view in views {
            let slot = view.node.slot
            guard contains(view.node), let superview = view.superview, contains(superview.node)
            else { continue }
            let parent = superview.node.slot
            records[slot].parent = Int32(parent)
            var before: Int32 = -1
            if view === views.first {
                let siblings = superview.subviews
                var index = siblings.count - 1
                while index >= 0, siblings[index] !== view {
                    if contains(siblings[index].node) { before = Int32(siblings[index].node.slot) }
                    index -= 1
                }
            }
            insert(Int32(slot), into: parent, before: before)
        }
    }

    /// Takes `view`'s slot out of its superview's list (its own list stays).
    mutating func unlink(_ view: LayoutView) {
        guard contains(view.node) else { return }
        let slot = Int32(view.node.slot)
        let parent = Int(records[Int(slot)].parent)
        guard parent >= 0 else { return }
        let first = records[parent].firstChild
        let last = records[Int(first)].previous
        let next = records[Int(slot)].next
        let previous = records[Int(slot)].previous
        if slot == first {
            // The next one becomes the first, and learns the last (or the list empties).
            records[parent].firstChild = next
            if next >= 0 { records[Int(next)].previous = last }
        } else {
            records[Int(previous)].next = next
            if slot == last {
                records[Int(first)].previous = previous
            } else {
                records[Int(next)].previous = previous
            }
        }
        records[Int(slot)].next = -1
        records[Int(slot)].previous = -1
        records[Int(slot)].parent = -1
    }

    /// Lists `view`'s subviews again in the order of `subviews` (after a reordering).
    mutating func relink(subviewsOf view: LayoutView) {
        guard contains(view.node) else { return }
        for subview in view.subviews { unlink(subview) }
        for subview in view.subviews where contains(subview.node) {
            let slot = subview.node.slot
            records[slot].parent = Int32(view.node.slot)
            insert(Int32(slot), into: view.node.slot, before: -1)
        }
    }

    /// Inserts `slot` into `parent`'s list before `before` (-1: at the end).
    private mutating func insert(_ slot: Int32, into parent: Int, before: Int32) {
        let first = records[parent].firstChild
        guard first >= 0 else {
            records[parent].firstChild = slot
            records[Int(slot)].next = -1
            records[Int(slot)].previous = slot
            return
        }
        if before < 0 {
            let last = records[Int(first)].previous
            records[Int(last)].next = slot
            records[Int(slot)].previous = last
            records[Int(slot)].next = -1
            records[Int(first)].previous = slot
        } else if before == first {
            records[Int(slot)].previous = records[Int(first)].previous
            records[Int(slot)].next = first
            records[Int(first)].previous = slot
            records[parent].firstChild = slot
        } else {
            let previous = records[Int(before)].previous
            records[Int(previous)].next = slot
            records[Int(slot)].previous = previous
            records[Int(slot)].next = before
            records[Int(before)].previous = slot
        }
    }
}
