/// An insertion-ordered set of objects compared by identity, with O(1) insert, remove and
/// membership. Removal swaps the last element into the hole, so iteration order depends only
/// on the sequence of calls (never on hashing), which keeps the engine deterministic.
///
/// Most lists are short (the constraints that mention one view, a card's two dozen at
/// most), so up to `linearLimit` elements are found by a linear scan of identities (32
/// comparisons cost less than hashing one identity), and an index by identity is built
/// only for longer lists.
struct ObjectList<Element: AnyObject> {
    private(set) var elements: [Element] = []
    private var indices: [ObjectIdentifier: Int]?

    private static var linearLimit: Int { 32 }

    var count: Int { elements.count }
    var isEmpty: Bool { elements.isEmpty }

    private func index(of element: Element) -> Int? {
        if let indices { return indices[ObjectIdentifier(element)] }
        return elements.firstIndex { $0 === element }
    }

    func contains(_ element: Element) -> Bool { index(of: element) != nil }

    /// Appends `element` unless present; returns whether it was inserted.
    @discardableResult
    mutating func insert(_ element: Element) -> Bool {
        guard index(of: element) == nil else { return false }
        elements.append(element)
        if indices != nil {
            indices![ObjectIdentifier(element)] = elements.count - 1
        } else if elements.count > Self.linearLimit {
            var made: [ObjectIdentifier: Int] = [:]
            made.reserveCapacity(elements.count * 2)
            for (index, each) in elements.enumerated() { made[ObjectIdentifier(each)] = index }
            indices = made
        }
        return true
    }

    /// Removes `element` if present; returns whether it was there.
    @discardableResult
    mutating func remove(_ element: Element) -> Bool {
        guard let index = index(of: element) else { return false }
        indices?[ObjectIdentifier(element)] = nil
        let last = elements.removeLast()
        if index < elements.count {
            elements[index] = last
            indices?[ObjectIdentifier(last)] = index
        }
        return true
    }

    mutating func removeAll() {
        elements.removeAll()
        indices = nil
    }
}
