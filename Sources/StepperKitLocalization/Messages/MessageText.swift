extension String {
    /// The text as it may appear inside a one-line message: line breaks, tabs and other control or
    /// invisible separator characters written as escapes (`\n`, `\t`, `\u{2028}`), everything else as is.
    ///
    /// ```swift
    /// "12\nab".escapedForMessage   // 12\nab (a backslash and an "n", on one line)
    /// ```
    package var escapedForMessage: String {
        guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
        var result = ""
        result.unicodeScalars.reserveCapacity(unicodeScalars.count)
        for scalar in unicodeScalars {
            guard Self.needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return result
    }

    /// C0 and C1 controls, DEL, and the line and paragraph separators (U+2028, U+2029, U+0085).
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}

extension Character {
    /// The character as it may appear inside a one-line message, escaped as a string is.
    package var escapedForMessage: String { String(self).escapedForMessage }
}
