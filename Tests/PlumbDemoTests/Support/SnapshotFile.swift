import Foundation

/// A checked-in text snapshot under `Tests/PlumbDemoTests/Snapshots/`, and the comparison
/// that fails with a readable line diff.
///
/// Set `PLUMB_RECORD_SNAPSHOTS=1` to write the current text instead of comparing (the test
/// then fails once, saying it recorded, so a recording run never passes silently).
struct SnapshotFile {
    /// The environment variable that switches to recording.
    static let recordVariable = "PLUMB_RECORD_SNAPSHOTS"

    let url: URL

    /// The folder of the snapshots, found from this source file's path
    /// (`Tests/PlumbDemoTests/Support/SnapshotFile.swift`).
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    /// The snapshot of the picture called `name`.
    init(name: String) {
        url = Self.folder.appendingPathComponent("\(name).txt")
    }

    /// A checked-in file elsewhere in the package, such as a documentation image, given by
    /// its path from the package's root.
    init(packagePath: String) {
        url = Self.folder.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(packagePath)
    }

    /// `nil` when `actual` matches the file; otherwise what went wrong, with a diff.
    func mismatch(_ actual: String) -> String? {
        if ProcessInfo.processInfo.environment[Self.recordVariable] == "1" {
            do {
                try actual.write(to: url, atomically: true, encoding: .utf8)
                return
                    "recorded \(url.lastPathComponent); unset \(Self.recordVariable) and run again"
            } catch {
                return "could not record \(url.path): \(error)"
            }
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return "no snapshot at \(url.path); run with \(Self.recordVariable)=1 to record it"
        }
        guard expected != actual else { return nil }
        return
            "\(url.lastPathComponent) differs (- snapshot, + now); run with \(Self.recordVariable)=1 "
            + "to re-record if the change is intended:\n" + Self.diff(expected, actual)
    }

    /// A line diff: unchanged lines with two spaces, removed with `-`, added with `+`.
    static func diff(_ old: String, _ new: String) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Longest common subsequence table; snapshots are a few dozen lines.
        var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                lines.append("  " + a[i])
                i += 1
                j += 1
            } else if i < a.count, j == b.count || lcs[i + 1][j] >= lcs[i][j + 1] {
                lines.append("- " + a[i])
                i += 1
            } else {
                lines.append("+ " + b[j])
                j += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}
