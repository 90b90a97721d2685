import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A parsed SVG (or any XML) document: the elements in document order with their
/// attributes, text and depth, or the parser's error. Test support only.
public struct SVGDocument {
    /// One element: its name, attributes, text content and depth.
    public struct Element {
        public var name: String
        public var attributes: [String: String]
        public var text: String
        public var depth: Int
        /// Indices of the enclosing elements, outermost first.
        public var ancestors: [Int]
    }

    /// Every element, in document order.
    public let elements: [Element]

    /// Parses `text`; throws the parser's error (with line and column) when it is not well-formed.
    public init(parsing text: String) throws {
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

    /// Why a document is not well-formed, with the parser's line and column.
    public struct ParseError: Error, CustomStringConvertible {
        public let message: String
        public let line: Int
        public let column: Int
        public var description: String { "not well-formed XML at \(line):\(column): \(message)" }
    }

    /// Elements named `name` whose `class` attribute is `className` (any class when nil).
    public func elements(named name: String, class className: String? = nil) -> [Element] {
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
