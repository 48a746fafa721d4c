/// Where each key of a catalog, and each of its localizations, starts in the file: a few integers a
/// key, noted by the reader as it reads, so a report can point at them without a second pass.
///
/// Offsets are of the opening quote of the key or language name, in file order (the model's order).
/// ``LineColumnCursor`` turns increasing offsets into lines and columns in one pass over the bytes.
///
/// ```swift
/// let (_, map) = try StringCatalog.readWithSourceMap(bytes)
/// map.offset(ofKeyAt: 0, localizationAt: 1)   // where the first key's second language starts
/// ```
package struct CatalogSourceMap: Sendable {
    /// The offset of each key, in file order.
    package private(set) var keyOffsets: [Int] = []
    /// Where each key's localizations begin in ``localizationOffsets``.
    private var localizationStarts: [Int] = []
    /// The offset of each localization, key after key, in file order.
    private var localizationOffsets: [Int] = []

    package init() {}

    /// Notes a key starting at `offset`; its localizations follow.
    mutating func beginKey(at offset: Int) {
        keyOffsets.append(offset)
        localizationStarts.append(localizationOffsets.count)
    }

    /// Notes a localization of the last key, starting at `offset`.
    mutating func addLocalization(at offset: Int) {
        localizationOffsets.append(offset)
    }

    /// The offset of the key at a position, or of its localization at a position when there is one.
    package func offset(ofKeyAt key: Int, localizationAt localization: Int? = nil) -> Int? {
        guard keyOffsets.indices.contains(key) else { return nil }
        let start = localizationStarts[key]
        let end = key + 1 < localizationStarts.count ? localizationStarts[key + 1] : localizationOffsets.count
        if let localization, localization >= 0, start + localization < end { return localizationOffsets[start + localization] }
        return keyOffsets[key]
    }
}

extension StringCatalog {
    /// Reads a catalog and notes where its keys and localizations start, for reports that point at them.
    ///
    /// ```swift
    /// let (catalog, map) = try StringCatalog.readWithSourceMap(bytes, options: .lenient)
    /// catalog.strings.count         // the keys, as without a map
    /// map.offset(ofKeyAt: 0)        // where the first key starts
    /// ```
    package static func readWithSourceMap(_ bytes: [UInt8], options: CatalogReadOptions = CatalogReadOptions())
        throws(CatalogReadError) -> (StringCatalog, CatalogSourceMap) {
        try bytes.withUnsafeBufferPointer { (buffer) throws(CatalogReadError) in
            try CatalogParser.readWithSourceMap(buffer, options: options)
        }
    }
}

/// Lines and columns of increasing byte offsets in UTF-8 text, found in one pass: lines from 1,
/// columns from 1 in UTF-16 code units (as SARIF counts them), a line ending at each line feed.
///
/// Asking for offsets in increasing order costs the bytes between them, so a report of a million
/// findings in a one-line (minified) file reads the file once, not once a finding.
///
/// ```swift
/// var cursor = LineColumnCursor()
/// cursor.position(of: 12, in: bytes)   // (line: 2, column: 5), say
/// ```
package struct LineColumnCursor: Sendable {
    private var offset = 0
    private var line = 1
    private var column = 1

    package init() {}

    /// The line and column of `target`, which must not be before the last offset asked for (an
    /// earlier one answers the last position).
    package mutating func position(of target: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let end = min(max(target, offset), bytes.count)
        bytes.withUnsafeBufferPointer { buffer in
            var index = offset
            while index < end {
                let byte = buffer[index]
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    // A scalar starts here; one of four UTF-8 bytes is two UTF-16 units.
                    column += byte >= 0xF0 ? 2 : 1
                }
                index += 1
            }
        }
        offset = end
        return (line, column)
    }
}
