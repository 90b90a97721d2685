/// Where a constraint was written: a `#fileID` and a `#line`.
///
/// Swift operators cannot take default arguments, so an operator expression cannot see its
/// own line. Plumb records the line of the nearest call that can: the `constrain` call that
/// runs the block, the `activate(_:)` or `ConstraintGroup(_:)` call that takes expressions
/// written outside a block, or `labeled(_:)`, which pins the expression to its own line.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file, as `#fileID` spells it (`MyApp/ProfileCard.swift`).
    public var fileID: String
    /// The line in that file.
    public var line: Int

    /// A location from a `#fileID` and a `#line`.
    public init(fileID: String, line: Int) {
        self.fileID = fileID
        self.line = line
    }

    /// The file name without its module: `ProfileCard.swift`.
    public var fileName: Substring {
        if let slash = fileID.lastIndex(of: "/") { return fileID[fileID.index(after: slash)...] }
        return fileID[...]
    }

    /// The file name without its module, and the line: `ProfileCard.swift:31`.
    public var description: String { "\(fileName):\(line)" }
}
