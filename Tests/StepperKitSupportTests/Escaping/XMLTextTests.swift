import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import StepperKitSupport

/// What `XMLText.escaped` writes reads back through a real XML parser as the text it was given, in an
/// attribute value (where a line break written as it is would come back as a space) and in content.
struct XMLTextTests {
    private final class Reader: NSObject, XMLParserDelegate {
        var attribute: String?
        var content = ""

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            attribute = attributes["v"]
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            content += string
        }
    }

    @Test(arguments: ["line one\nline two", "tab\there\r\nCRLF", #"a < b && "c" > 'd'"#, "Añadir 12,50\u{A0}€ 🛒"])
    func readsBackUnchangedInAttributesAndContent(text: String) {
        let escaped = XMLText.escaped(text)
        let reader = Reader()
        let parser = XMLParser(data: Data("<a v=\"\(escaped)\">\(escaped)</a>".utf8))
        parser.delegate = reader
        #expect(parser.parse())
        #expect(reader.attribute == text)
        #expect(reader.content == text)
    }

    @Test func replacesCharactersXMLCannotHold() {
        #expect(XMLText.escaped("a\u{1}b\u{FFFE}c") == "a\u{FFFD}b\u{FFFD}c")
    }
}
