public import Foundation
import StepperKitLocalization
import StepperKitSupport

/// A named baseline stored next to a test file, and the comparison of new output with it.
///
/// The baseline is `__Snapshots__/<TestFile>/<name>.<ext>`. A name of ASCII letters, digits, "-", "_" and
/// "." is the file name as it is; any other character is written as "%" and its UTF-8 bytes in hex, as
/// in a URL (`a/b` is `a%2Fb`, `a b` is `a%20b`), so two names never share a file and the file name
/// reads back to the name (a final ".new" is written "%2Enew", as the new output's file ends so). A name
/// whose file name would pass 200 bytes keeps its first part and ends in "%~" and a hash of the whole name.
///
/// This is the mechanism behind ``expectSnapshot(_:named:as:record:sourceLocation:)``; it records no issue
/// itself, so it can be tested and used from any test framework.
///
/// ```swift
/// let snapshot = Snapshot(name: "stepper-es", format: .text, testFilePath: #filePath)
/// let transcript = AccessibilityTranscript(try LayoutEngine().layout(AddToCartStepper(quantity: 2), in: spanish)).text()
/// switch try snapshot.check(transcript, mode: .never) {
/// case .matched: break
/// case .mismatch(let mismatch): print(mismatch)   // a line diff; the new output is in stepper-es.new.txt
/// case .missing(let path): print("no snapshot at \(path)")
/// case .recorded: break
/// }
/// ```
public struct Snapshot: Hashable, Sendable {
    /// The snapshot's name, unique within its test file.
    public let name: String
    /// What it holds.
    public let format: SnapshotFormat
    /// The folder holding the test file's snapshots.
    public let directory: URL

    /// A named snapshot of a test file.
///
/// Pass `#filePath` as `testFilePath`.
    public init(name: String, format: SnapshotFormat, testFilePath: String) {
        self.name = name
        self.format = format
        let test = URL(filePath: testFilePath)
        directory = test.deletingLastPathComponent().appending(path: "__Snapshots__")
            .appending(path: test.deletingPathExtension().lastPathComponent)
    }

    /// The baseline file.
    public var url: URL { directory.appending(path: "\(Self.fileName(name)).\(format.fileExtension)") }
    /// Where a failed comparison writes the new output, beside the baseline.
    public var newURL: URL { directory.appending(path: "\(Self.fileName(name)).new.\(format.fileExtension)") }

    /// Compares new output with the baseline line by line, writing files as the record mode says.
    ///
    /// A matching comparison removes a stale `.new` file; a failing one writes it.
    public func check(
        _ output: String, mode: SnapshotRecordMode, versions: SnapshotVersions = .current
    ) throws(SnapshotError) -> SnapshotOutcome {
        try check(output, diffing: .lines, mode: mode, versions: versions)
    }

    /// Compares a new value with the baseline through a strategy's comparison, writing files as the record
    /// mode says.
    ///
    /// The baseline's text reads back through `diffing.fromText`; the two agree when `diffing.difference`
    /// finds nothing. A matching comparison removes a stale `.new` file; a failing one writes it.
    public func check<Format>(
        _ value: Format, diffing: Diffing<Format>, mode: SnapshotRecordMode, versions: SnapshotVersions = .current
    ) throws(SnapshotError) -> SnapshotOutcome {
        let manager = FileManager.default
        let output = diffing.toText(value)
        let exists = manager.fileExists(atPath: url.path)
        if mode.recordsAll || (!exists && mode.recordsMissing) {
            try write(format.file(for: output, versions: versions), to: url)
            try? manager.removeItem(at: newURL)
            return .recorded(path: url.path)
        }
        guard exists else { return .missing(path: url.path) }
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(url.path)
        } catch {
            throw .file(path: url.path, problem: "the snapshot cannot be read: \(error)")
        }
        let stored = format.read(String(decoding: bytes, as: UTF8.self))
        guard let difference = diffing.difference(diffing.fromText(stored.output), value) else {
            try? manager.removeItem(at: newURL)
            return .matched
        }
        try write(format.file(for: output, versions: versions), to: newURL)
        return .mismatch(SnapshotMismatch(
            path: url.path, newPath: newURL.path, diff: LineDiff(old: stored.output, new: output), difference: difference,
            drift: SnapshotDrift.kinds(from: stored.output, to: output, recordedWith: stored.versions, current: versions),
            recordedWith: stored.versions, current: versions))
    }

    /// Writes a snapshot file atomically, making its folder first; a failure says what stands in the way, in words.
    private func write(_ text: String, to file: URL) throws(SnapshotError) {
        do {
            try Folders.make(directory.path)
            try AtomicFile.write(text: text, to: file.path)
        } catch {
            throw .file(path: file.path, problem: "the snapshot cannot be written: \(error)")
        }
    }

    /// The longest file name, in bytes, before the name is cut and ends in a hash (file systems allow 255).
    static let maximumFileNameBytes = 200

    /// The name as one file name that reads back to it: ASCII letters, digits, "-", "_" and "." as they
    /// are, every other byte of its UTF-8 as "%XX"; a long one cut and ended with "%~" and a 64-bit hash.
    static func fileName(_ name: String) -> String {
        // "~", unreserved in a URL, is encoded too: "%~" marks a hashed name below.
        let encoded = OutputEscaping.percentEncoded(name) { OutputEscaping.isUnreserved($0) && $0 != UInt8(ascii: "~") }
        guard encoded.utf8.count > maximumFileNameBytes else {
            // "x.new" would name the file where a failed "x" writes its new output: its dot is encoded.
            return encoded.hasSuffix(".new") ? String(encoded.dropLast(4)) + "%2Enew" : encoded
        }
        // "%~" never comes out of the encoding above (a "%" is always followed by two hex digits), so a
        // hashed name cannot equal an encoded one.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        // The kept part ends before a cut escape: at most maximumFileNameBytes - 18 bytes, whole escapes.
        var kept = encoded.utf8.prefix(maximumFileNameBytes - 18)
        if let percent = kept.suffix(2).lastIndex(of: UInt8(ascii: "%")) { kept = kept[..<percent] }
        return String(decoding: kept, as: UTF8.self) + "%~" + String(hash, radix: 16).leftPadded(16)
    }
}

extension String {
    /// The text with "0" before it up to `width` characters.
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

/// What comparing output with a snapshot gave.
public enum SnapshotOutcome: Hashable, Sendable {
    /// The output equals the baseline.
    case matched
    /// The baseline was written (it was missing, or the mode records all).
    case recorded(path: String)
    /// There is no baseline and the mode records none.
    case missing(path: String)
    /// The output differs from the baseline.
    case mismatch(SnapshotMismatch)
}

/// How new output differs from its baseline: the line diff, where the new output was written, and
/// whether CLDR or ICU data explain the change.
public struct SnapshotMismatch: Hashable, Sendable, CustomStringConvertible {
    /// The baseline file.
    public let path: String
    /// The new output, written beside the baseline.
    public let newPath: String
    /// The line diff from the baseline's text to the new output's.
    public let diff: LineDiff
    /// What the strategy's comparison found, in words: for text, the line diff.
    public let difference: String
    /// The kinds of locale-data drift explaining every change, or nil when some change is not drift.
    public let drift: Set<SnapshotDrift>?
    /// The versions in the baseline's header; nil for a baseline without one.
    public let recordedWith: SnapshotVersions?
    /// The versions of this run.
    public let current: SnapshotVersions

    /// A mismatch; its difference in words is the line diff unless a strategy's comparison says otherwise.
    public init(path: String, newPath: String, diff: LineDiff, difference: String? = nil, drift: Set<SnapshotDrift>?,
                recordedWith: SnapshotVersions?, current: SnapshotVersions) {
        self.path = path
        self.newPath = newPath
        self.diff = diff
        self.difference = difference ?? diff.description
        self.drift = drift
        self.recordedWith = recordedWith
        self.current = current
    }

    /// What changed: drift with its kinds and versions, or an unexplained change; then the diff.
    public var description: String {
        let versions = "recorded with \(recordedWith?.description ?? "unknown versions"), now \(current)"
        let headline: String
        if let drift {
            let kinds = SnapshotDrift.allCases.filter(drift.contains).map(\.description).joined(separator: ", ")
            headline = "CLDR/ICU drift (\(kinds)) in \(path) (\(versions)); new output in \(newPath)"
        } else {
            headline = "snapshot \(path) differs (\(versions)); new output in \(newPath)"
        }
        return headline + "\n" + difference
    }
}
