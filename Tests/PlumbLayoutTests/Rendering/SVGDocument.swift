import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A parsed SVG (or any XML) document: the elements in document order with their
/// attributes, text and depth, or the parser's error. Test support only.
struct SVGDocument {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text: String
        var depth: Int
        /// Indices of the enclosing elements, outermost first.
        var ancestors: [Int]
    }

    let elements: [Element]

    /// Parses `text`; throws the parser's error (with line and column) when it is not well-formed.
    init(parsing text: String) throws {
        let delegate = Collector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        guard parser.parse() else {
            throw ParseError(
                message: parser.parserError.map { "\($0)" } ?? "unknown error",
                line: parser.lineNumber, column: parser.columnNumber)
        }
        elements = delegate.elements
    }

    struct ParseError: Error, CustomStringConvertible {
        let message: String
        let line: Int
        let column: Int
        var description: String { "not well-formed XML at \(line):\(column): \(message)" }
    }

    /// Elements named `name` whose `class` attribute is `className` (any class when nil).
    func elements(named name: String, class className: String? = nil) -> [Element] {
        elements.filter {
            $0.name == name && (className == nil || $0.attributes["class"] == className)
        }
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var stack: [Int] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            elements.append(
                Element(
                    name: elementName, attributes: attributeDict, text: "", depth: stack.count,
                    ancestors: stack))
            stack.append(elements.count - 1)
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?
        ) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let current = stack.last { elements[current].text += string }
        }
    }
}
