public import Foundation

/// A named baseline stored next to a test file, and the comparison of new output with it.
///
/// The baseline is `__Snapshots__/<TestFile>/<name>.<ext>`.
///
/// This is the mechanism behind ``expectSnapshot(_:named:as:record:sourceLocation:)``; it records no issue
/// itself, so it can be tested and used from any test framework.
///
/// ```swift
/// let snapshot = Snapshot(name: "stepper-es", format: .transcript, testFilePath: #filePath)
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

    /// Compares new output with the baseline, writing files as the record mode says.
    ///
    /// A matching comparison removes a stale `.new` file; a failing one writes it.
    public func check(
        _ output: String, mode: SnapshotRecordMode, versions: SnapshotVersions = .current
    ) throws(SnapshotError) -> SnapshotOutcome {
        let manager = FileManager.default
        let exists = manager.fileExists(atPath: url.path)
        if mode.recordsAll || (!exists && mode.recordsMissing) {
            try write(format.file(for: output, versions: versions), to: url)
            try? manager.removeItem(at: newURL)
            return .recorded(path: url.path)
        }
        guard exists else { return .missing(path: url.path) }
        guard let data = manager.contents(atPath: url.path) else {
            throw .file(path: url.path, problem: "the snapshot cannot be read")
        }
        let stored = format.read(String(decoding: data, as: UTF8.self))
        guard stored.output != output else {
            try? manager.removeItem(at: newURL)
            return .matched
        }
        try write(format.file(for: output, versions: versions), to: newURL)
        return .mismatch(SnapshotMismatch(
            path: url.path, newPath: newURL.path, diff: LineDiff(old: stored.output, new: output),
            drift: SnapshotDrift.kinds(from: stored.output, to: output), recordedWith: stored.versions, current: versions))
    }

    private func write(_ text: String, to file: URL) throws(SnapshotError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try AtomicFile.write(Array(text.utf8), to: file.path)
        } catch {
            throw .file(path: file.path, problem: error.localizedDescription)
        }
    }

    /// The name with path separators and other unsafe characters replaced, so it is one file name.
    static func fileName(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
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
    /// The line diff from the baseline to the new output.
    public let diff: LineDiff
    /// The kinds of locale-data drift explaining every change, or nil when some change is not drift.
    public let drift: Set<SnapshotDrift>?
    /// The versions in the baseline's header; nil for a baseline without one.
    public let recordedWith: SnapshotVersions?
    /// The versions of this run.
    public let current: SnapshotVersions

    /// A mismatch.
    public init(path: String, newPath: String, diff: LineDiff, drift: Set<SnapshotDrift>?, recordedWith: SnapshotVersions?,
                current: SnapshotVersions) {
        self.path = path
        self.newPath = newPath
        self.diff = diff
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
        return headline + "\n" + diff.description
    }
}
