extension String {
    /// Whether the text's UTF-8 holds `needle`'s UTF-8 bytes in a row: a literal search, with no
    /// Unicode equivalence, for ASCII markers ("://", "@%").
    ///
    /// Foundation's `contains(_:)` on two strings bridges to `NSString` and searches with a locale
    /// (about 10,000 instructions a call on a short text), and the standard library's generic
    /// `Collection.contains(_:)` walks the views through indices; this is a byte loop.
    package func containsUTF8(_ needle: StaticString) -> Bool {
        // `withUTF8Buffer`, not `utf8Start`: a one-character literal is stored as its scalar, not as bytes.
        needle.withUTF8Buffer { pattern in
            guard let first = pattern.first else { return true }
            if let found = utf8.withContiguousStorageIfAvailable({ Self.search(pattern, first, in: $0) }) { return found }
            return Self.search(pattern, first, in: Array(utf8))
        }
    }

    private static func search(_ pattern: UnsafeBufferPointer<UInt8>, _ first: UInt8, in text: some RandomAccessCollection<UInt8>) -> Bool {
        guard text.count >= pattern.count else { return false }
        var start = text.startIndex
        let last = text.index(text.endIndex, offsetBy: -pattern.count)
        while start <= last {
            if text[start] == first, text[start...].starts(with: pattern) { return true }
            start = text.index(after: start)
        }
        return false
    }
}
