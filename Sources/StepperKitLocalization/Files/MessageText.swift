/// How user text appears inside a one-line message: quoted, control characters escaped, long text cut.
///
/// Error messages quote what the user gave (a path, a number, a locale); this keeps every message on
/// one line, whatever the input holds, and keeps a megabyte of input from becoming a megabyte of error.
///
/// ```swift
/// MessageText.quoted("a\nb")   // "\"a\\nb\""
/// ```
package enum MessageText {
    /// The most characters of user text a message shows before "…".
    package static let maximumQuotedLength = 64

    /// `text` between double quotes, escaped with ``escaped(_:limit:)``.
    package static func quoted(_ text: some StringProtocol, limit: Int? = maximumQuotedLength) -> String {
        "\"" + escaped(text, limit: limit) + "\""
    }

    /// A path between double quotes, escaped but never cut: a path is only useful whole.
    package static func quotedPath(_ path: String) -> String {
        quoted(path, limit: nil)
    }

    /// `text` with line breaks, tabs and other control characters written as escapes (`\n`, `\u{7}`),
    /// cut to `limit` characters followed by "…".
    package static func escaped(_ text: some StringProtocol, limit: Int? = maximumQuotedLength) -> String {
        var result = ""
        var count = 0
        for character in text {
            if count == limit {
                result += "…"
                break
            }
            count += 1
            for scalar in character.unicodeScalars {
                switch scalar {
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                default: appendEscaping(scalar, to: &result)
                }
            }
        }
        return result
    }

    /// A control character or line separator as an escape (`\n`, `\u{2028}`); anything else as is.
    private static func appendEscaping(_ scalar: Unicode.Scalar, to result: inout String) {
        switch scalar {
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            if needsEscape(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }

    /// C0 and C1 controls, DEL, and the line and paragraph separators (U+2028, U+2029).
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}

extension MessageText {
    /// A whole message made one line: line breaks and control characters escaped, nothing cut.
    package static func escapedLine(_ message: String) -> String {
        guard message.unicodeScalars.contains(where: needsEscape) else { return message }
        var result = ""
        for scalar in message.unicodeScalars { appendEscaping(scalar, to: &result) }
        return result
    }
}
