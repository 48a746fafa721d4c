/// Whether a catalog file comes back byte for byte after being read and written again.
///
/// ```swift
/// let report = try RoundTripReport(checking: Array(try Data(contentsOf: URL(filePath: "Localizable.xcstrings"))))
/// report.isIdentical        // true for files Xcode wrote
/// report.firstDifference    // nil, or the byte offset where the rewrite first differs
/// ```
public struct RoundTripReport: Hashable, Sendable, CustomStringConvertible {
    /// The size of the original.
    public let originalCount: Int
    /// The size of the rewrite.
    public let rewrittenCount: Int
    /// The 0-based offset of the first byte that differs, or nil when the bytes are identical.
    public let firstDifference: Int?

    /// Reads the bytes leniently (as the format command does), writes the catalog again and compares.
    ///
    /// The rewrite is compared piece by piece as it is written, so the file is never held twice.
    public init(checking bytes: [UInt8], options: CatalogReadOptions = .lenient) throws(CatalogReadError) {
        let catalog = try StringCatalog(bytes: bytes, options: options)
        var written = 0
        var difference: Int?
        catalog.encode { piece in
            defer { written += piece.count }
            guard difference == nil else { return }
            let common = min(piece.count, max(bytes.count - written, 0))
            if piece[..<common] != bytes[written..<(written + common)], let index = (0..<common).first(where: { piece[$0] != bytes[written + $0] }) {
                difference = written + index
            } else if common < piece.count {
                difference = written + common  // the rewrite is longer
            }
        }
        originalCount = bytes.count
        rewrittenCount = written
        firstDifference = difference ?? (written < bytes.count ? written : nil)
    }

    /// Whether the rewrite is identical.
    public var isIdentical: Bool { firstDifference == nil }

    /// "identical (N bytes)" or "differs at byte N (original A bytes, rewritten B bytes)".
    public var description: String {
        guard let firstDifference else { return "identical (\(originalCount) bytes)" }
        return "differs at byte \(firstDifference) (original \(originalCount) bytes, rewritten \(rewrittenCount) bytes)"
    }
}
