/// Escapes text for XML and HTML: the SVG renderer, the HTML audit report and JUnit reports all
/// write through it.
package enum XMLText {
    /// Text made safe for element content and attribute values alike: `&`, `<`, `>`, `"` and `'` become
    /// entities; tab, line feed and carriage return character references, which an attribute value
    /// keeps (a parser turns them into spaces when written as they are) and content reads back
    /// unchanged; characters XML 1.0 cannot hold (other controls, U+FFFE, U+FFFF) become U+FFFD.
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": result.unicodeScalars.append("\u{FFFD}")
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
