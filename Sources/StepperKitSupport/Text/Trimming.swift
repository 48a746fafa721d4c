extension String {
    /// The text without leading and trailing white space: Foundation's `trimmingCharacters(in: .whitespaces)`
    /// (`newlines: false`) or `.whitespacesAndNewlines` (`newlines: true`), scalar by scalar, without
    /// bridging to `NSString` (which the audit's hot path paid for on every accessible name).
    ///
    /// White space is what `CharacterSet.whitespaces` holds: the space separators (general category Zs)
    /// and the tab; newlines are U+000A–U+000D, U+0085 and the line and paragraph separators.
    package func trimmingWhitespace(newlines: Bool = true) -> String {
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, scalars[start].isTrimmableWhitespace(newlines: newlines) { start = scalars.index(after: start) }
        while start < end {
            let last = scalars.index(before: end)
            guard scalars[last].isTrimmableWhitespace(newlines: newlines) else { break }
            end = last
        }
        return start == scalars.startIndex && end == scalars.endIndex ? self : String(self[start..<end])
    }
}

extension Unicode.Scalar {
    /// Whether `trimmingWhitespace(newlines:)` removes the scalar at either end.
    fileprivate func isTrimmableWhitespace(newlines: Bool) -> Bool {
        switch value {
        case 0x20, 0x09: return true
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return newlines
        case 0..<0x80: return false
        default: return properties.generalCategory == .spaceSeparator
        }
    }
}
