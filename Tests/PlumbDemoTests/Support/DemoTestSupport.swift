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

/// The frames of the views named in `identifiers`, in that order (`nil` for a missing one).
func frames(_ picture: DemoPicture?, _ identifiers: [String]) -> [Frame?] {
    identifiers.map { picture?.frame(of: $0) }
}
