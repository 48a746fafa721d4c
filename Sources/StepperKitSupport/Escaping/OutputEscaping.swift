/// What each output format must do to text that came from a catalog, a configuration or a command line,
/// so that no key can break out of its place: written once, used by every report, message and renderer
/// (XML and HTML through ``XMLText``, one-line messages through ``MessageText``).
///
/// ```swift
/// OutputEscaping.terminal("k\u{1B}[2J")             // "k\\u{1B}[2J": no escape sequence reaches the terminal
/// OutputEscaping.githubMessage("a\r\nb 100%")       // "a%0D%0Ab 100%25"
/// ```
package enum OutputEscaping {
    /// One line for a terminal or a log: line breaks, control characters (C0, DEL, C1 such as NEL) and
    /// bidirectional overrides escaped as `\n`, `\u{1B}`, `\u{202E}`, so no text can move the cursor,
    /// clear the screen, write the clipboard (OSC 52) or reorder what is shown.
    package static func terminal(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsTerminalEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if needsTerminalEscape(scalar) {
                appendEscape(scalar, to: &result)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A scalar written as an escape: `\n`, `\r`, `\t`, else `\u{1B}` (hexadecimal, upper case).
    package static func appendEscape(_ scalar: Unicode.Scalar, to result: inout String) {
        switch scalar {
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }

    /// C0 and C1 controls, DEL, and the line and paragraph separators (U+2028, U+2029): what breaks a line.
    package static func isControlOrSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Controls and separators, and the bidirectional embeddings, overrides and isolates.
    private static func needsTerminalEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: isControlOrSeparator(scalar)
        }
    }

    /// A GitHub workflow command's message: `%`, CR and LF percent-encoded scalar by scalar (a CR LF pair
    /// is one Swift Character, so replacing "\n" in a String would miss it), other controls escaped.
    package static func githubMessage(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            // A tab too is written \u{9}: a workflow command's message is one line of its own.
            case _ where needsTerminalEscape(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A GitHub workflow command's property value: a message's encoding, and `:` and `,` too.
    package static func githubProperty(_ text: String) -> String {
        var result = ""
        for scalar in githubMessage(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The text's UTF-8 with every byte `keeps` refuses written as "%" and two upper-case hex digits
    /// (RFC 3986's percent-encoding): a SARIF location's URI, a snapshot's file name.
    package static func percentEncoded(_ text: String, keeping keeps: (UInt8) -> Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if keeps(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += percentEscape(byte)
            }
        }
        return result
    }

    /// One byte as "%" and two upper-case hex digits: "%2F".
    package static func percentEscape(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        return String(decoding: [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
    }

    /// An ASCII letter or digit, or one of "-", ".", "_" and "~": RFC 3986's unreserved characters.
    package static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }

    /// XML and HTML element content or attribute value.
    package static func xml(_ text: String) -> String {
        XMLText.escaped(text)
    }

    /// A JSON string, quotes included: quotes, backslashes and control characters escaped; U+2028 and
    /// U+2029 too, so the JSON can sit inside a `<script>` element of the HTML report; `</` as `<\/`
    /// for the same reason.
    package static func appendJSONString(_ text: String, to out: inout String) {
        out += "\""
        // Byte by byte: every character that needs an escape is ASCII, or U+2028/U+2029 (E2 80 A8/A9),
        // so the runs between escapes are copied whole.
        let utf8 = text.utf8
        var copied = utf8.startIndex
        var index = utf8.startIndex
        var previous: UInt8 = 0
        while index != utf8.endIndex {
            let byte = utf8[index]
            var next = utf8.index(after: index)
            let escape: String?
            switch byte {
            case UInt8(ascii: "\""): escape = "\\\""
            case UInt8(ascii: "\\"): escape = "\\\\"
            case UInt8(ascii: "\n"): escape = "\\n"
            case UInt8(ascii: "\r"): escape = "\\r"
            case UInt8(ascii: "\t"): escape = "\\t"
            case 0x08: escape = "\\b"
            case 0x0C: escape = "\\f"
            case UInt8(ascii: "/") where previous == UInt8(ascii: "<"): escape = "\\/"
            case 0x00..<0x20: escape = "\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
            case 0xE2:
                // U+2028 and U+2029: E2 80 A8 and E2 80 A9.
                var rest = utf8[next...].prefix(2).makeIterator()
                if rest.next() == 0x80, let last = rest.next(), last == 0xA8 || last == 0xA9 {
                    escape = last == 0xA8 ? "\\u2028" : "\\u2029"
                    next = utf8.index(next, offsetBy: 2)
                } else {
                    escape = nil
                }
            default: escape = nil
            }
            if let escape {
                out += text[copied..<index]
                out += escape
                copied = next
            }
            previous = byte
            index = next
        }
        out += text[copied...]
        out += "\""
    }

    /// A JSON number: whole numbers without a fraction, others at their shortest round-tripping form.
    package static func jsonNumber(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
