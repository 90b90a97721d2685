import PlumbLayout

/// One picture the demo writes: a screen laid out at one size and moment, as a snapshot.
public struct DemoPicture: Sendable {
    /// The file name without extension, such as `form-tablet` or `animation-after`.
    public var name: String
    /// What the picture shows, written under the drawing.
    public var caption: String
    /// The laid-out tree at the moment the picture was taken.
    public var snapshot: LayoutSnapshot
    /// The reports the engine made while the screen was laid out, conflicts rendered as
    /// ``ConflictReport``s (none, for a correct screen).
    public var reports: [String]
    /// Whether the screen is wrong on purpose, to show how Plumb reports and draws a
    /// conflict: its reports are part of the demo rather than a failure.
    public var demonstratesConflict: Bool

    /// A picture with the given contents.
    public init(
        name: String, caption: String, snapshot: LayoutSnapshot, reports: [String] = [],
        demonstratesConflict: Bool = false
    ) {
        self.name = name
        self.caption = caption
        self.snapshot = snapshot
        self.reports = reports
        self.demonstratesConflict = demonstratesConflict
    }

    /// The picture as a standalone SVG document, captioned; a conflict demonstration also
    /// prints its reports under the drawing.
    public var svg: String {
        let notes =
            demonstratesConflict
            ? reports.flatMap { $0.split(separator: "\n").map(String.init) } : []
        return snapshot.svg(options: SVGRenderOptions(title: caption, notes: notes))
    }

    /// The frames as a text outline (the format of the checked-in test snapshots).
    public var outline: String { snapshot.outline }

    /// The frame of the view with the given identifier, relative to its superview, or `nil`
    /// when no view has it.
    public func frame(of identifier: String) -> LayoutSnapshot.Rect? {
        snapshot.allItems.first { $0.identifier == identifier }?.frame
    }
}
