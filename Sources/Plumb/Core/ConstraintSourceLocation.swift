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
        // Searched as bytes: a search by `Character` costs a grapheme break check per
        // character, and every identifier the DSL makes on Apple platforms spells this out.
        if let slash = fileID.utf8.lastIndex(of: UInt8(ascii: "/")) {
            return fileID[fileID.utf8.index(after: slash)...]
        }
        return fileID[...]
    }

    /// The file name without its module, and the line: `ProfileCard.swift:31`.
    public var description: String { "\(fileName):\(line)" }
}
