import Foundation
import PlumbLayout

/// A fresh, empty folder under the temporary directory, removed by `cleanUp()`.
struct TemporaryFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "plumb-snapshot-tests-\(UUID().uuidString)", isDirectory: true)

    var path: String { url.path }

    /// The path of `name` in the folder.
    func file(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// The names of the files in the folder (or in `subfolder`), sorted.
    func contents(_ subfolder: String = "") -> [String] {
        let folder = subfolder.isEmpty ? url : url.appendingPathComponent(subfolder)
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// Writes `text` to `name` in the folder, creating the folder first.
    func write(_ text: String, to name: String) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    func read(_ name: String) -> String? {
        try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }

    func cleanUp() { try? FileManager.default.removeItem(at: url) }
}

/// A 390 × 844 screen with a card and, in it, an avatar and a name label; `cardTop` moves
/// the card (and everything in it), `avatarSize` resizes the avatar.
func cardSnapshot(cardTop: Double = 63, avatarSize: Double = 64) -> LayoutSnapshot {
    typealias Rect = LayoutSnapshot.Rect
    let card = Rect(x: 16, y: cardTop, width: 358, height: 120)
    return LayoutSnapshot(
        root: .init(
            identifier: "screen", typeName: "LayoutView",
            frame: Rect(x: 0, y: 0, width: 390, height: 844),
            children: [
                .init(
                    identifier: "card", typeName: "LayoutView", frame: card,
                    children: [
                        .init(
                            identifier: "avatar", typeName: "LayoutView",
                            frame: Rect(x: 16, y: 16, width: avatarSize, height: avatarSize),
                            frameInRoot: Rect(
                                x: 32, y: cardTop + 16, width: avatarSize, height: avatarSize)),
                        .init(
                            identifier: "name", typeName: "LayoutLabel",
                            frame: Rect(x: 92, y: 24, width: 96, height: 20),
                            frameInRoot: Rect(x: 108, y: cardTop + 24, width: 96, height: 20)),
                    ])
            ]))
}
