import PlumbLayout

/// One picture the demo writes: a screen laid out at one size and moment, as a snapshot.
public struct DemoPicture: Sendable {
    /// The file name without extension, such as `form-tablet` or `animation-after`.
    public var name: String
    /// What the picture shows, written under the drawing.
    public var caption: String
    /// The laid-out tree at the moment the picture was taken.
    public var snapshot: LayoutSnapshot
    /// Every report the engine made while the screen was laid out (none, for a correct screen).
    public var reports: [String]

    /// A picture with the given contents.
    public init(name: String, caption: String, snapshot: LayoutSnapshot, reports: [String] = []) {
        self.name = name
        self.caption = caption
        self.snapshot = snapshot
        self.reports = reports
    }

    /// The picture as a standalone SVG document, captioned.
    public var svg: String {
        snapshot.svg(options: SVGRenderOptions(title: caption))
    }

    /// The frames as a text outline (the format of the checked-in test snapshots).
    public var outline: String { snapshot.outline }

    /// The frame of the view with the given identifier, relative to its superview, or `nil`
    /// when no view has it.
    public func frame(of identifier: String) -> LayoutSnapshot.Rect? {
        snapshot.allItems.first { $0.identifier == identifier }?.frame
    }
}
