/// A binary min-heap of symbol ids: pops the lowest id first, so the choice among queued
/// symbols depends only on ids, never on the order they were queued in.
struct SymbolHeap {
    private(set) var items: [Int32] = []

    var isEmpty: Bool { items.isEmpty }

    mutating func push(_ symbol: Int32) {
        items.append(symbol)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if items[parent] <= items[child] { break }
            items.swapAt(parent, child)
            child = parent
        }
    }

    mutating func popMin() -> Int32? {
        guard let last = items.popLast() else { return nil }
        guard !items.isEmpty else { return last }
        let top = items[0]
        items[0] = last
        var parent = 0
        let count = items.count
        while true {
            let left = 2 * parent + 1
            if left >= count { break }
            var smallest = left
            if left + 1 < count && items[left + 1] < items[left] { smallest = left + 1 }
            if items[parent] <= items[smallest] { break }
            items.swapAt(parent, smallest)
            parent = smallest
        }
        return top
    }

    mutating func removeAll() {
        items.removeAll(keepingCapacity: true)
    }
}
