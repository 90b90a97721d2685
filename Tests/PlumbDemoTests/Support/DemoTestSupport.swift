import Foundation
import PlumbDemoScreens
import PlumbLayout

/// `x y width height` of a frame, for comparing with literals.
typealias Frame = LayoutSnapshot.Rect

/// A frame from its four numbers.
func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Frame {
    Frame(x: x, y: y, width: width, height: height)
}

/// The pictures of one screen at its default sizes, by name.
@MainActor
func pictures(of screen: String, size: DemoSize? = nil) -> [String: DemoPicture] {
    let pictures = DemoCatalog.pictures(for: DemoOptions(screens: [screen], size: size))
    return Dictionary(uniqueKeysWithValues: pictures.map { ($0.name, $0) })
}

/// The 1-based number of the first line of `Sources/PlumbDemoScreens/Screens/<file>` that
/// contains `text`, or 0: what a report's `file:line` should point at.
func sourceLine(of text: String, inScreenFile file: String) -> Int {
    // This file is Tests/PlumbDemoTests/Support/DemoTestSupport.swift.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let url = root.appendingPathComponent("Sources/PlumbDemoScreens/Screens/\(file)")
    guard let source = try? String(contentsOf: url, encoding: .utf8) else { return 0 }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.firstIndex { $0.contains(text) } ?? -1) + 1
}

/// The frames of the views named in `identifiers`, in that order (`nil` for a missing one).
func frames(_ picture: DemoPicture?, _ identifiers: [String]) -> [Frame?] {
    identifiers.map { picture?.frame(of: $0) }
}
