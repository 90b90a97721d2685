/// The colours and strokes of layout pictures, in one place so that the legend and the
/// drawing cannot disagree.
enum SVGPalette {
    /// The band of priorities a constraint line belongs to, each with its colour.
    enum PriorityBand: CaseIterable {
        case required, high, medium, low

        init(_ priority: LayoutPriority) {
            switch priority.rawValue {
            case 1000...: self = .required
            case 750..<1000: self = .high
            case 251..<750: self = .medium
            default: self = .low
            }
        }

        var color: String {
            switch self {
            case .required: "#1f4e9c"
            case .high: "#2a9d3a"
            case .medium: "#e08a00"
            case .low: "#8a5cc2"
            }
        }

        var legendText: String {
            switch self {
            case .required: "required (1000)"
            case .high: "high (750-999)"
            case .medium: "medium (251-749)"
            case .low: "low (1-250)"
            }
        }
    }

    static let viewStroke = "#444444"
    /// Fills by depth, so that nested boxes stay distinguishable.
    static let viewFills = ["#f7f7f7", "#eaf1fb", "#eef7ea", "#fbf1e8", "#f4ecf8"]
    static let ambiguousFill = "#fff1b8"
    static let ambiguousStroke = "#c99700"
    static let conflictStroke = "#d62728"
    static let marginFill = "#5b9bf0"
    static let marginOpacity = 0.22
    static let guideStroke = "#0a7d8c"
    static let safeAreaStroke = "#c2185b"
    static let text = "#222222"
}
