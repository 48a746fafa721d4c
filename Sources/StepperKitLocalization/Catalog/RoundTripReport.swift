/// Whether a catalog file comes back byte for byte after being read and written again.
///
/// ```swift
/// let report = try RoundTripReport(checking: Array(try Data(contentsOf: url)))
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
    public init(checking bytes: [UInt8], options: CatalogReadOptions = .lenient) throws(CatalogReadError) {
        let rewritten = try StringCatalog(bytes: bytes, options: options).encodedBytes()
        originalCount = bytes.count
        rewrittenCount = rewritten.count
        if bytes == rewritten {
            firstDifference = nil
        } else {
            let common = min(bytes.count, rewritten.count)
            firstDifference = (0..<common).first { bytes[$0] != rewritten[$0] } ?? common
        }
    }

    /// Whether the rewrite is identical.
    public var isIdentical: Bool { firstDifference == nil }

    /// "identical (N bytes)" or "differs at byte N (original A bytes, rewritten B bytes)".
    public var description: String {
        guard let firstDifference else { return "identical (\(originalCount) bytes)" }
        return "differs at byte \(firstDifference) (original \(originalCount) bytes, rewritten \(rewrittenCount) bytes)"
    }
}
