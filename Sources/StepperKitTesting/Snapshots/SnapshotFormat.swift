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
    ///
    /// The extension is one short name of ASCII letters, digits, "-" and "_" (at most 16): an empty one,
    /// or one with "/", "..", a dot or a control character, would put the snapshot outside its folder
    /// or under another name, and is refused.
    ///
    /// ```swift
    /// let json = try SnapshotFormat(fileExtension: "json")
    /// try SnapshotFormat(fileExtension: "txt/../../X")   // throws SnapshotError.invalidFileExtension
    /// ```
    public init(fileExtension: String, isMarkup: Bool = false) throws(SnapshotError) {
        let isName = (1...16).contains(fileExtension.utf8.count)
            && fileExtension.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
        guard isName else { throw .invalidFileExtension(fileExtension) }
        self.init(checked: fileExtension, isMarkup: isMarkup)
    }

    private init(checked fileExtension: String, isMarkup: Bool) {
        self.fileExtension = fileExtension
        self.isMarkup = isMarkup
    }

    /// Plain text.
    public static let text = SnapshotFormat(checked: "txt", isMarkup: false)
    /// An accessibility transcript.
    public static let transcript = SnapshotFormat(checked: "txt", isMarkup: false)
    /// Terminal output.
    public static let terminal = SnapshotFormat(checked: "txt", isMarkup: false)
    /// A laid-out tree's dump.
    public static let treeDump = SnapshotFormat(checked: "txt", isMarkup: false)
    /// An SVG document.
    public static let svg = SnapshotFormat(checked: "svg", isMarkup: true)

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
