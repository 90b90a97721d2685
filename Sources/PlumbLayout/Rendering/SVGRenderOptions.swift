/// What an SVG rendering of a layout shows, and at what size.
public struct SVGRenderOptions: Sendable, Hashable {
    /// Whether to draw each active constraint as a line coloured by priority. Default `true`.
    public var showsConstraints: Bool
    /// Whether to shade each view's layout margins. Default `true`.
    public var showsMargins: Bool
    /// Whether to draw layout guides as dashed rectangles. Default `true`.
    public var showsGuides: Bool
    /// Whether to add a legend of colours and line styles under the drawing. Default `true`.
    public var showsLegend: Bool
    /// Blank space around the drawing, in points. Default 16; negative values count as 0.
    public var padding: Double
    /// How many pixels the picture uses per point (the `width`/`height` of the `<svg>`
    /// element; the `viewBox` stays in points). Default 1; values that are not finite and
    /// positive count as 1.
    public var scale: Double
    /// A caption written above the legend, such as the screen's name; `nil` for none.
    public var title: String?
    /// Lines of monospaced text written under the caption, such as a conflict report.
    public var notes: [String]

    /// Options with the given values.
    public init(
        showsConstraints: Bool = true, showsMargins: Bool = true, showsGuides: Bool = true,
        showsLegend: Bool = true, padding: Double = 16, scale: Double = 1, title: String? = nil,
        notes: [String] = []
    ) {
        self.showsConstraints = showsConstraints
        self.showsMargins = showsMargins
        self.showsGuides = showsGuides
        self.showsLegend = showsLegend
        self.padding = padding
        self.scale = scale
        self.title = title
        self.notes = notes
    }
}
