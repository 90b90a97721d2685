extension LayoutSnapshot {
    /// Why a text is not an ``outline``, with the line (1-based) where reading stopped.
    public struct OutlineError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The 1-based number of the offending line.
        public var line: Int
        /// What is wrong with it.
        public var message: String

        /// An error at `line` saying `message`.
        public init(line: Int, message: String) {
            self.line = line
            self.message = message
        }

        /// `line 3: expected x y width height after the name`.
        public var description: String { "line \(line): \(message)" }
    }

    /// Reads an ``outline`` back into a snapshot, so that a recorded outline can be drawn
    /// (``svg(options:)``) or compared view by view (``differenceSVG(from:options:)``).
    ///
    /// What an outline holds comes back: each view's identifier, type and frame relative to
    /// its superview, the guides it owns (`~` lines), its `[ambiguous]` and `[conflict]`
    /// flags, and the `broken:` constraints (as lines without geometry). Frames in the root's
    /// coordinates are the sums of the frames above them (an outline does not record scrolled
    /// bounds). Margins, labels' text and the other constraints are not in an outline, so
    /// they are not in the result. Reading `outline` back gives the same `outline`.
    ///
    /// - Throws: ``OutlineError`` for a line that is not indented by two spaces per level
    ///   under a view, lacks four numbers, comes before the root, or follows a second root.
    public init(outline: String) throws(OutlineError) {
        var stack: [(item: Item, depth: Int)] = []
        var root: Item?
        var broken: [ConstraintLine] = []
        let lines = outline.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, rawLine) in lines.enumerated() {
            let number = index + 1
            var line = Substring(rawLine)
            if line.hasSuffix("\r") { line = line.dropLast() }
            if line.isEmpty { continue }
            if line.hasPrefix("broken: ") {
                broken.append(
                    ConstraintLine(
                        from: Point(x: 0, y: 0), to: Point(x: 0, y: 0),
                        label: String(line.dropFirst("broken: ".count)), isInConflict: true,
                        isBroken: true))
                continue
            }
            let spaces = line.prefix { $0 == " " }.count
            guard spaces % 2 == 0 else {
                throw OutlineError(line: number, message: "indented by an odd number of spaces")
            }
            var depth = spaces / 2
            line = line.dropFirst(spaces)
            let isGuide = line.hasPrefix("~ ")
            if isGuide {
                line = line.dropFirst(2)
                depth -= 1  // a guide is listed one level below the view that owns it
            }
            let entry = try Self.entry(line, number: number)
            // Close the views this line is not inside of.
            while let last = stack.last, last.depth >= depth + (isGuide ? 1 : 0) {
                stack.removeLast()
                Self.attach(last.item, to: &stack, root: &root)
            }
            if isGuide {
                guard let owner = stack.last, owner.depth == depth else {
                    throw OutlineError(line: number, message: "a guide must follow its owning view")
                }
                stack[stack.count - 1].item.guides.append(
                    Guide(
                        identifier: entry.identifier, frame: entry.frame,
                        frameInRoot: entry.frame.offsetBy(
                            dx: owner.item.frameInRoot.x, dy: owner.item.frameInRoot.y),
                        isAmbiguous: entry.isAmbiguous, isInConflict: entry.isInConflict))
                continue
            }
            if depth == 0 {
                guard root == nil, stack.isEmpty else {
                    throw OutlineError(line: number, message: "a second root view")
                }
            } else {
                guard let parent = stack.last, parent.depth == depth - 1 else {
                    throw OutlineError(
                        line: number, message: "indented more than one level under its superview")
                }
            }
            let origin = stack.last?.item.frameInRoot
            let item = Item(
                identifier: entry.identifier, typeName: entry.typeName, frame: entry.frame,
                frameInRoot: entry.frame.offsetBy(dx: origin?.x ?? 0, dy: origin?.y ?? 0),
                isAmbiguous: entry.isAmbiguous, isInConflict: entry.isInConflict)
            stack.append((item, depth))
        }
        while let last = stack.popLast() { Self.attach(last.item, to: &stack, root: &root) }
        guard let root else { throw OutlineError(line: 1, message: "no root view") }
        self.init(root: root, constraintLines: broken)
    }

    /// Adds a finished `item` to its superview (the stack's top), or makes it the root.
    private static func attach(
        _ item: Item, to stack: inout [(item: Item, depth: Int)], root: inout Item?
    ) {
        if stack.isEmpty {
            root = item
        } else {
            stack[stack.count - 1].item.children.append(item)
        }
    }

    /// One view or guide line, without its indentation.
    private struct Entry {
        var identifier: String?
        var typeName: String
        var frame: Rect
        var isAmbiguous = false
        var isInConflict = false
    }

    /// Reads `name (Type) x y width height [flags]` or `Type x y width height [flags]`.
    private static func entry(_ text: Substring, number: Int) throws(OutlineError) -> Entry {
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var ambiguous = false
        var conflict = false
        while let last = words.last, last == "[ambiguous]" || last == "[conflict]" {
            if last == "[ambiguous]" { ambiguous = true } else { conflict = true }
            words.removeLast()
        }
        guard words.count >= 5 else {
            throw OutlineError(line: number, message: "expected a name and x y width height")
        }
        var numbers: [Double] = []
        for word in words.suffix(4) {
            guard let value = Self.number(word) else {
                throw OutlineError(line: number, message: "'\(word)' is not a number")
            }
            numbers.append(value)
        }
        let name = words.dropLast(4).joined(separator: " ")
        var identifier: String?
        var typeName = name
        // `identifier (Type)`: the type is in the last parentheses, which an identifier may
        // also contain.
        if name.hasSuffix(")"), let open = name.lastIndex(of: "("), open > name.startIndex,
            name[name.index(before: open)] == " "
        {
            identifier = String(name[..<name.index(before: open)])
            typeName = String(name[name.index(after: open)...].dropLast())
        }
        return Entry(
            identifier: identifier, typeName: typeName,
            frame: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]),
            isAmbiguous: ambiguous, isInConflict: conflict)
    }

    /// A number as ``outline`` writes it, including its words for values that are not
    /// coordinates (`nan`, `inf`, `-inf`, `huge`, `-huge`).
    private static func number(_ word: String) -> Double? {
        switch word {
        case "nan": return .nan
        case "inf": return .infinity
        case "-inf": return -.infinity
        case "huge": return 1e15
        case "-huge": return -1e15
        default: return Double(word)
        }
    }
}
