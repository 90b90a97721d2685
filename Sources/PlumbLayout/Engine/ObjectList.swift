/// An insertion-ordered set of objects compared by identity, with O(1) insert, remove and
/// membership. Removal swaps the last element into the hole, so iteration order depends only
/// on the sequence of calls (never on hashing), which keeps the engine deterministic.
struct ObjectList<Element: AnyObject> {
    private(set) var elements: [Element] = []
    private var indices: [ObjectIdentifier: Int] = [:]

    var count: Int { elements.count }
    var isEmpty: Bool { elements.isEmpty }

    func contains(_ element: Element) -> Bool { indices[ObjectIdentifier(element)] != nil }

    /// Appends `element` unless present; returns whether it was inserted.
    @discardableResult
    mutating func insert(_ element: Element) -> Bool {
        let id = ObjectIdentifier(element)
        guard indices[id] == nil else { return false }
        indices[id] = elements.count
        elements.append(element)
        return true
    }

    /// Removes `element` if present; returns whether it was there.
    @discardableResult
    mutating func remove(_ element: Element) -> Bool {
        guard let index = indices.removeValue(forKey: ObjectIdentifier(element)) else {
            return false
        }
        let last = elements.removeLast()
        if index < elements.count {
            elements[index] = last
            indices[ObjectIdentifier(last)] = index
        }
        return true
    }

    mutating func removeAll() {
        elements.removeAll()
        indices.removeAll()
    }
}
