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

    /// `text` between double quotes, escaped; a text longer than `limit` is cut inside the quotes and
    /// its length given after them: `"xxxx…" (100000 characters)`.
    package static func quoted(_ text: some StringProtocol, limit: Int? = maximumQuotedLength) -> String {
        let (body, total) = cut(text, limit: limit)
        return "\"" + body + "\"" + (total.map { " (\($0) characters)" } ?? "")
    }

    /// A path between double quotes, escaped but never cut: a path is only useful whole.
    package static func quotedPath(_ path: String) -> String {
        quoted(path, limit: nil)
    }

    /// `text` with line breaks, tabs and other control characters written as escapes (`\n`, `\u{7}`),
    /// cut to `limit` characters followed by "…" and the text's length: `xxxx… (100000 characters)`.
    package static func escaped(_ text: some StringProtocol, limit: Int? = maximumQuotedLength) -> String {
        let (body, total) = cut(text, limit: limit)
        return body + (total.map { " (\($0) characters)" } ?? "")
    }

    /// The escaped text, cut to `limit` characters and "…", with the whole text's length when it was cut.
    private static func cut(_ text: some StringProtocol, limit: Int?) -> (body: String, total: Int?) {
        // A text of at most `limit` UTF-8 bytes has at most `limit` characters: nothing to cut, so
        // its scalars are escaped without breaking it into characters (most quoted texts are short).
        guard let limit, text.utf8.count > limit else {
            return (quotedBody(text), nil)
        }
        if let total = simpleCharacterCount(text) {
            // Each scalar is a character: the first `limit` scalars, no grapheme breaking.
            guard total > limit else { return (quotedBody(text), nil) }
            var result = ""
            for scalar in text.unicodeScalars.prefix(limit) { appendQuoting(scalar, to: &result) }
            return (result + "…", total)
        }
        var result = ""
        var count = 0
        for character in text {
            if count == limit {
                return (result + "…", text.count)
            }
            count += 1
            for scalar in character.unicodeScalars { appendQuoting(scalar, to: &result) }
        }
        return (result, nil)
    }

    /// How many characters `text` has when each of its scalars is a character of its own, nil otherwise.
    ///
    /// Below U+0300 (Latin, Latin-1 and Latin Extended, IPA, spacing modifiers) every scalar's grapheme
    /// break property is Other or Control, which break on both sides, except CR before LF; so a text of
    /// such scalars without CR has a character per scalar, counted without breaking it into graphemes.
    private static func simpleCharacterCount(_ text: some StringProtocol) -> Int? {
        var count = 0
        for scalar in text.unicodeScalars {
            guard scalar.value < 0x300, scalar != "\r" else { return nil }
            count += 1
        }
        return count
    }

    /// The text with quotes, backslashes and control characters escaped; the text as it is when none is there.
    private static func quotedBody(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\"" || $0 == "\\" || needsEscape($0) }) else { return String(text) }
        var result = ""
        for scalar in text.unicodeScalars { appendQuoting(scalar, to: &result) }
        return result
    }

    /// A quote or backslash after a backslash, a control character as an escape, anything else as is.
    private static func appendQuoting(_ scalar: Unicode.Scalar, to result: inout String) {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        default: appendEscaping(scalar, to: &result)
        }
    }

    /// A control character or line separator as an escape (`\n`, `\u{2028}`); anything else as is.
    private static func appendEscaping(_ scalar: Unicode.Scalar, to result: inout String) {
        if needsEscape(scalar) {
            OutputEscaping.appendEscape(scalar, to: &result)
        } else {
            result.unicodeScalars.append(scalar)
        }
    }

    /// C0 and C1 controls, DEL, and the line and paragraph separators (U+2028, U+2029).
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        OutputEscaping.isControlOrSeparator(scalar)
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

    /// The longest line a message is printed whole: longer than any message quoting cut values and
    /// a path (PATH_MAX is 4096 bytes), far shorter than a pasted file.
    package static let maximumLineLength = 8192

    /// A message made one line, as ``escapedLine(_:)`` does, and cut after ``maximumLineLength``
    /// characters with the number left out: the last guard against a message quoting a huge value whole.
    package static func boundedLine(_ message: String) -> String {
        let line = escapedLine(message)
        guard line.utf8.count > maximumLineLength else { return line }
        let count = line.count
        guard count > maximumLineLength else { return line }
        return String(line.prefix(maximumLineLength)) + "… (\(count - maximumLineLength) more characters)"
    }
}
