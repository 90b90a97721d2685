import Foundation

/// A name that a Swift source file declares at file scope and that other modules see: a
/// public or open type, typealias, protocol, function, variable or macro, an operator
/// declaration (operators are visible to every importer) or a precedence group.
struct PublicDeclaration: Hashable, CustomStringConvertible {
    /// What kind of name it is; the raw values are the kinds of the checked-in lists.
    enum Kind: String, CaseIterable {
        /// A struct, class, enum, protocol, typealias or actor.
        case type
        /// A global function other than an operator's implementation.
        case function = "func"
        /// A global variable or constant.
        case variable = "var"
        /// A macro.
        case macro
        /// An operator declaration; the name is `fixity token` (`infix ~`).
        case `operator`
        /// A precedence group.
        case precedenceGroup = "precedencegroup"
        /// The implementation of an operator (`public func + (…)`): an overload of an operator
        /// declared elsewhere, not a new name.
        case operatorFunction = "operator-func"
    }

    var kind: Kind
    var name: String
    /// Where it is declared, as `path:line`.
    var location: String

    var description: String { "\(kind.rawValue) \(name) (\(location))" }
}

/// Finds the file-scope public declarations of Swift source text.
///
/// It blanks out comments and string literals (keeping line breaks), tracks brace depth,
/// and reads the declarations that start at depth 0: members of types and extensions are
/// deeper, and `#if` blocks add no depth, so `#if canImport(UIKit)` declarations count.
enum PublicDeclarationScanner {
    /// The public file-scope declarations of `source`, located as `file:line`.
    static func declarations(in source: String, file: String) -> [PublicDeclaration] {
        let code = blankingCommentsAndStrings(source)
        var found: [PublicDeclaration] = []
        var depth = 0
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            if depth == 0, let declaration = declaration(in: String(line)) {
                found.append(
                    PublicDeclaration(
                        kind: declaration.kind, name: declaration.name,
                        location: "\(file):\(index + 1)"))
            }
            for character in line {
                if character == "{" { depth += 1 } else if character == "}" { depth -= 1 }
            }
        }
        return found
    }

    /// The public file-scope declarations of every `.swift` file under `directory`.
    static func declarations(under directory: URL, relativeTo root: URL) throws
        -> [PublicDeclaration]
    {
        let files = FileManager.default.enumerator(
            at: directory, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
        var found: [PublicDeclaration] = []
        for file in files ?? [] {
            let relative = String(file.standardizedFileURL.path.dropFirst(root.path.count + 1))
            found += declarations(
                in: try String(contentsOf: file, encoding: .utf8), file: relative)
        }
        return found
    }

    /// The members declared directly in the file-scope blocks of `source` whose opening line
    /// matches `header` (`extension UIView {`): the public and open ones of extensions, and
    /// every requirement of protocols (which adopting types must implement).
    static func members(inBlocksMatching header: NSRegularExpression, of source: String)
        -> [String]
    {
        let code = blankingCommentsAndStrings(source)
        var members: [String] = []
        var depth = 0
        var block: (isProtocol: Bool, depth: Int)?
        for line in code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let range = NSRange(line.startIndex..., in: line)
            if depth == 0, line.contains("{"), header.firstMatch(in: line, range: range) != nil {
                block = (line.range(of: #"\bprotocol\s"#, options: .regularExpression) != nil, 1)
            } else if let current = block, depth == current.depth,
                let match = memberPattern.firstMatch(in: line, range: range)
            {
                let words = Range(match.range(at: 1), in: line).map { line[$0] } ?? ""
                let modifiers = words.split(whereSeparator: \.isWhitespace)
                if current.isProtocol || modifiers.contains("public") || modifiers.contains("open")
                {
                    let name = Range(match.range(at: 3), in: line).map { String(line[$0]) }
                    members.append(
                        name ?? Range(match.range(at: 2), in: line).map { String(line[$0]) } ?? "")
                }
            }
            for character in line {
                if character == "{" { depth += 1 } else if character == "}" { depth -= 1 }
            }
            if depth == 0 { block = nil }
        }
        return members
    }

    private static let memberPattern = try! NSRegularExpression(
        pattern: #"^\s*(?:@[\w.]+(?:\([^()]*\))?\s+)*((?:[a-z]+\s+)*?)"#
            + #"(var|let|func|subscript|typealias|associatedtype|init|case)\b\s*([A-Za-z_][A-Za-z0-9_]*)?"#
    )

    private static let modifiers =
        #"^\s*(?:@[\w.]+(?:\([^()]*(?:\([^()]*\)[^()]*)*\))?\s+)*"#
        + #"((?:(?:public|open|package|internal|fileprivate|private|final|indirect|"#
        + #"nonisolated|static|dynamic|prefix|postfix|infix)\s+)*)"#
    private static let declarationPattern = try! NSRegularExpression(
        pattern: modifiers
            + #"(class|struct|enum|protocol|typealias|actor|func|var|let|macro)\s+"#
            + #"(`[^`]+`|[A-Za-z_][A-Za-z0-9_]*|[^\sA-Za-z0-9_(<`]+)"#)
    private static let operatorPattern = try! NSRegularExpression(
        pattern: #"^\s*(?:public\s+)?(prefix|infix|postfix)\s+operator\s+([^\s:{]+)"#)
    private static let precedencePattern = try! NSRegularExpression(
        pattern: #"^\s*(?:public\s+)?precedencegroup\s+([A-Za-z_][A-Za-z0-9_]*)"#)

    private static func declaration(in line: String) -> (
        kind: PublicDeclaration.Kind, name: String
    )? {
        let range = NSRange(line.startIndex..., in: line)
        func group(_ match: NSTextCheckingResult, _ index: Int) -> String {
            Range(match.range(at: index), in: line).map { String(line[$0]) } ?? ""
        }
        if let match = operatorPattern.firstMatch(in: line, range: range) {
            return (.operator, group(match, 1) + " " + group(match, 2))
        }
        if let match = precedencePattern.firstMatch(in: line, range: range) {
            return (.precedenceGroup, group(match, 1))
        }
        guard let match = declarationPattern.firstMatch(in: line, range: range) else {
            return nil
        }
        let words = group(match, 1).split(whereSeparator: \.isWhitespace)
        guard words.contains("public") || words.contains("open") else { return nil }
        let name = group(match, 3).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        switch group(match, 2) {
        case "func":
            let isIdentifier = name.first.map { $0 == "_" || $0.isLetter } ?? false
            return (isIdentifier ? .function : .operatorFunction, name)
        case "var", "let": return (.variable, name)
        case "macro": return (.macro, name)
        default: return (.type, name)
        }
    }

    /// `source` with comments and the contents of string literals replaced by spaces, line
    /// breaks kept. Handles nested block comments, escapes, multi-line and raw strings, and
    /// interpolations (whose code is kept, so their braces balance).
    static func blankingCommentsAndStrings(_ source: String) -> String {
        let characters = Array(source)
        var output = characters
        var index = 0
        func blank(_ range: Range<Int>) {
            for position in range where characters[position] != "\n" { output[position] = " " }
        }
        func starts(with text: String, at position: Int) -> Bool {
            let pattern = Array(text)
            guard position + pattern.count <= characters.count else { return false }
            return Array(characters[position..<position + pattern.count]) == pattern
        }
        while index < characters.count {
            if starts(with: "//", at: index) {
                let end = characters[index...].firstIndex(of: "\n") ?? characters.count
                blank(index..<end)
                index = end
            } else if starts(with: "/*", at: index) {
                var nesting = 0
                var end = index
                repeat {
                    if starts(with: "/*", at: end) {
                        nesting += 1
                        end += 2
                    } else if starts(with: "*/", at: end) {
                        nesting -= 1
                        end += 2
                    } else {
                        end += 1
                    }
                } while nesting > 0 && end < characters.count
                blank(index..<end)
                index = end
            } else if characters[index] == "\"" || starts(with: "#\"", at: index) {
                index = skipString(from: index, characters, blank)
            } else {
                index += 1
            }
        }
        return String(output)
    }

    /// Blanks the string literal starting at `start` (its interpolations excepted) and
    /// returns the position after it.
    private static func skipString(
        from start: Int, _ characters: [Character], _ blank: (Range<Int>) -> Void
    ) -> Int {
        var position = start
        var hashes = 0
        while characters[position] == "#" {
            hashes += 1
            position += 1
        }
        let multiline =
            position + 2 < characters.count && characters[position + 1] == "\""
            && characters[position + 2] == "\""
        let quote = multiline ? 3 : 1
        position += quote
        var contentStart = position
        let closing = Array(
            String(repeating: "\"", count: quote) + String(repeating: "#", count: hashes))
        let escape = Array("\\" + String(repeating: "#", count: hashes))
        while position < characters.count {
            if Array(characters[position..<min(position + closing.count, characters.count)])
                == closing
            {
                blank(contentStart..<position)
                return position + closing.count
            }
            if Array(characters[position..<min(position + escape.count, characters.count)])
                == escape
            {
                let next = position + escape.count
                if next < characters.count, characters[next] == "(" {
                    // An interpolation: blank the text before it, keep its code.
                    blank(contentStart..<position)
                    var depth = 1
                    var cursor = next + 1
                    while cursor < characters.count, depth > 0 {
                        if characters[cursor] == "(" { depth += 1 }
                        if characters[cursor] == ")" { depth -= 1 }
                        cursor += 1
                    }
                    position = cursor
                    contentStart = cursor
                    continue
                }
                position = next + 1
                continue
            }
            if !multiline, characters[position] == "\n" { break }  // unterminated
            position += 1
        }
        blank(contentStart..<min(position, characters.count))
        return position
    }
}
