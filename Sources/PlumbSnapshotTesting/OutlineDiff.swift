/// A line diff of two outlines for a failure message: the changed lines, `-` recorded and
/// `+` now, with two unchanged lines around each change and `…` for the lines left out.
enum OutlineDiff {
    /// The diff of `recorded` and `actual`, or an empty string when they are equal.
    static func lines(recorded: String, actual: String) -> String {
        let a = recorded.split(separator: "\n").map(String.init)
        let b = actual.split(separator: "\n").map(String.init)
        // The longest common subsequence, by the textbook table: outlines are short.
        var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                common[i][j] =
                    a[i] == b[j]
                    ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var all: [(mark: Character, text: String)] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                all.append((" ", a[i]))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || common[i + 1][j] >= common[i][j + 1] {
                all.append(("-", a[i]))
                i += 1
            } else {
                all.append(("+", b[j]))
                j += 1
            }
        }
        let changed = all.indices.filter { all[$0].mark != " " }
        guard !changed.isEmpty else { return "" }
        let context = 2
        var shown = Set<Int>()
        for index in changed {
            for near in max(0, index - context)...min(all.count - 1, index + context) {
                shown.insert(near)
            }
        }
        var output: [String] = []
        var previous: Int?
        for index in shown.sorted() {
            if let previous, index > previous + 1 { output.append("  …") }
            let line = all[index]
            output.append("\(line.mark) \(line.text)")
            previous = index
        }
        if let first = shown.min(), first > 0 { output.insert("  …", at: 0) }
        if let last = previous, last < all.count - 1 { output.append("  …") }
        return output.joined(separator: "\n")
    }
}
