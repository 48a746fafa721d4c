/// What a snapshot holds, which decides its file extension and how its header is written.
///
/// ```swift
/// SnapshotFormat.transcript.fileExtension   // "txt"
/// SnapshotFormat.svg.fileExtension          // "svg": the header is an XML comment, so the file still opens
/// ```
public struct SnapshotFormat: Hashable, Sendable, CustomStringConvertible {
    /// The file extension, without the dot.
    public let fileExtension: String
    private let isMarkup: Bool

    /// A format with a file extension; markup formats carry their header as an XML comment.
    public init(fileExtension: String, isMarkup: Bool = false) {
        self.fileExtension = fileExtension
        self.isMarkup = isMarkup
    }

    /// Plain text.
    public static let text = SnapshotFormat(fileExtension: "txt")
    /// An accessibility transcript.
    public static let transcript = SnapshotFormat(fileExtension: "txt")
    /// Terminal output.
    public static let terminal = SnapshotFormat(fileExtension: "txt")
    /// A laid-out tree's dump.
    public static let treeDump = SnapshotFormat(fileExtension: "txt")
    /// An SVG document.
    public static let svg = SnapshotFormat(fileExtension: "svg", isMarkup: true)

    /// The extension.
    public var description: String { fileExtension }

    /// The file's bytes: the header with the ICU and CLDR versions, then the output.
    ///
    /// A markup document keeps its XML declaration first, the header comment after it.
    func file(for output: String, versions: SnapshotVersions) -> String {
        guard isMarkup else { return "# \(versions.header)\n" + output }
        let comment = "<!-- \(versions.header) -->"
        if output.hasPrefix("<?xml"), let end = output.firstIndex(of: "\n") {
            return String(output[...end]) + comment + "\n" + output[output.index(after: end)...]
        }
        return comment + "\n" + output
    }

    /// The output and the versions of a stored file (nil versions for a file without a header).
    func read(_ file: String) -> (output: String, versions: SnapshotVersions?) {
        var lines = file.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let headerIndex = isMarkup && lines.first?.hasPrefix("<?xml") == true ? 1 : 0
        guard headerIndex < lines.count, let versions = SnapshotVersions(headerLine: lines[headerIndex]) else { return (file, nil) }
        lines.remove(at: headerIndex)
        return (lines.joined(separator: "\n"), versions)
    }
}
