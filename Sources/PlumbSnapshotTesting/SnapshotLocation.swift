import Foundation

/// Where a layout snapshot and the pictures of a failed comparison live, following
/// swift-snapshot-testing: `__Snapshots__/<TestFile>/<test>.<name>.txt` beside the test
/// file, `<test>` being the test function's base name and `<name>` the assertion's name or
/// its number among the test's unnamed ones.
struct SnapshotLocation {
    /// The folder of the test file's snapshots.
    let directory: URL
    /// `<test>.<name>`, the shared part of the file names.
    let baseName: String

    /// The recorded outline.
    var snapshot: URL { directory.appendingPathComponent(baseName + ".txt") }
    /// The picture of the recorded layout, written when a comparison fails.
    var expectedPicture: URL { directory.appendingPathComponent(baseName + ".expected.svg") }
    /// The picture of the layout now, written when a comparison fails.
    var actualPicture: URL { directory.appendingPathComponent(baseName + ".actual.svg") }
    /// The picture of what moved, written when a comparison fails.
    var differencePicture: URL {
        directory.appendingPathComponent(baseName + ".difference.svg")
    }
    /// Every picture a failure writes.
    var pictures: [URL] { [expectedPicture, actualPicture, differencePicture] }

    /// The location for an assertion in the test `testName` (its `#function`) of the file at
    /// `filePath`, named `name` or numbered, in `directory` when given.
    init(filePath: String, testName: String, name: String?, directory: String?) {
        let file = URL(fileURLWithPath: filePath, isDirectory: false)
        self.directory =
            directory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
        // A function's base name: `profileCard()` is `profileCard`, `card(width:)` is `card`.
        let test = Self.sanitized(String(testName.prefix { $0 != "(" }))
        let identifier =
            name.map(Self.sanitized)
            ?? String(SnapshotCounter.shared.next(for: self.directory.path + "/" + test))
        baseName = "\(test).\(identifier)"
    }

    /// `text` with each run of characters other than letters, digits and `_` turned into one
    /// `-`, and no `-` at either end: `compact layout` is `compact-layout`.
    static func sanitized(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                if pendingDash, !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(character)
            } else {
                pendingDash = true
            }
        }
        return result
    }
}

/// Numbers the unnamed snapshots of each test in the order they are asserted.
///
/// Counts last as long as the process, as swift-snapshot-testing's do without its test
/// trait: a test that runs more than once in a process (repetitions, parameterized cases)
/// should name its snapshots.
final class SnapshotCounter: @unchecked Sendable {
    /// The one counter of the process.
    static let shared = SnapshotCounter()

    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// The next number for `key`: 1, then 2, …
    func next(for key: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        counts[key, default: 0] += 1
        return counts[key] ?? 1
    }
}
