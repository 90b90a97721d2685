/// A constraint's source location as given: finished text, or a file ID and line that are
/// turned into `File.swift:12` only when read (string building per constraint is a visible
/// part of making thousands of constraints through the DSL).
enum SourceLocationText {
    /// Text set through ``LayoutConstraint/sourceLocation``.
    case text(String)
    /// A `#fileID` (`Module/File.swift`) and a line, shown as `File.swift:line`.
    case fileLine(fileID: String, line: Int)

    /// The text shown in descriptions and conflict reports.
    var text: String {
        switch self {
        case .text(let text):
            return text
        case .fileLine(let fileID, let line):
            return ConstraintSourceLocation(fileID: fileID, line: line).description
        }
    }
}
