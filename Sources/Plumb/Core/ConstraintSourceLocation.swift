/// Where a constraint was written: a `#fileID` and a `#line`.
///
/// Swift operators cannot take default arguments, so an operator expression cannot see its
/// own line; ``ConstraintBuilder/buildExpression(_:fileID:line:)`` can, and the compiler
/// passes it the line of each statement of a `constrain`, `update` or `ConstraintGroup { }`
/// block. Relations passed as arguments to `ConstraintGroup(_:)` take the line of that call,
/// or their own once ``ConstraintExpression/labeled(_:file:line:)``.
public struct ConstraintSourceLocation: Sendable, Hashable, CustomStringConvertible {
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
