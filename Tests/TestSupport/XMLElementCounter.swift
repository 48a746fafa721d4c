package import Foundation
#if canImport(FoundationXML)
package import FoundationXML
#endif

/// Parses XML with Foundation's parser and counts its elements by name; the types of `<failure>`
/// elements (JUnit) are kept in order.
package final class XMLElementCounter: NSObject, XMLParserDelegate {
    package private(set) var counts: [String: Int] = [:]
    package private(set) var failures: [String] = []

    /// Parses `text`; false when it is not well-formed XML.
    package func parse(_ text: String) -> Bool {
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        return parser.parse()
    }

    package func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String] = [:]) {
        counts[name, default: 0] += 1
        if name == "failure", let type = attributes["type"] { failures.append(type) }
    }
}
