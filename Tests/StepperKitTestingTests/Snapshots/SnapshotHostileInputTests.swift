import Foundation
import Testing
import StepperKitTesting

/// Snapshots' hostile-input table: what stands where a baseline, its folder or its new output should be,
/// and names, extensions and outputs meant to break out. Every case ends with an outcome or one error in
/// words, never a trap, a hang or a file outside the snapshot folder. `$DIR` is the test's folder.
struct SnapshotHostileInputTests {
    /// One case: what is put in the way, then the check, in one record mode, of output "new".
    struct Case: Sendable, CustomTestStringConvertible {
        let input: String
        var name = "s"
        var output = "new"
        var mode = SnapshotRecordMode.never
        let setUp: @Sendable (_ snapshots: URL, _ baseline: URL) throws -> Void
        let expected: String

        var testDescription: String { input }
    }

    static let header = "# stepperkit snapshot: ICU 72.1, CLDR 42.0\n"
    static let versions = SnapshotVersions(icu: "72.1", cldr: "42.0")

    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static func folder(_ url: URL) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    static func fifo(_ url: URL) throws {
        try folder(url.deletingLastPathComponent())
        guard mkfifo(url.path, 0o644) == 0 else { throw POSIXError(.EIO) }
    }

    static let cases: [Case] = [
        // Where the baseline should be.
        Case(input: "the baseline is a folder", setUp: { _, baseline in try folder(baseline) },
             expected: #"error: "$DIR/__Snapshots__/T/s.txt": the snapshot cannot be read: "$DIR/__Snapshots__/T/s.txt" is a directory, not a regular file"#),
        Case(input: "the baseline is a FIFO", setUp: { _, baseline in try fifo(baseline) },
             expected: #"error: "$DIR/__Snapshots__/T/s.txt": the snapshot cannot be read: "$DIR/__Snapshots__/T/s.txt" is a FIFO (named pipe), not a regular file"#),
        Case(input: "the baseline is a loop of links", setUp: { _, baseline in
            try folder(baseline.deletingLastPathComponent())
            try FileManager.default.createSymbolicLink(atPath: baseline.path, withDestinationPath: baseline.lastPathComponent)
        }, expected: #"missing: $DIR/__Snapshots__/T/s.txt"#),
        Case(input: "the baseline is a loop of links, recording", mode: .missing, setUp: { _, baseline in
            try folder(baseline.deletingLastPathComponent())
            try FileManager.default.createSymbolicLink(atPath: baseline.path, withDestinationPath: baseline.lastPathComponent)
        }, expected: #"error: "$DIR/__Snapshots__/T/s.txt": the snapshot cannot be written: "$DIR/__Snapshots__/T/s.txt" is a loop of symbolic links"#),
        Case(input: "the baseline is a link to nowhere", setUp: { _, baseline in
            try folder(baseline.deletingLastPathComponent())
            try FileManager.default.createSymbolicLink(atPath: baseline.path, withDestinationPath: "nowhere.txt")
        }, expected: #"missing: $DIR/__Snapshots__/T/s.txt"#),
        Case(input: "the baseline is not UTF-8", setUp: { _, baseline in
            try folder(baseline.deletingLastPathComponent())
            try Data([0x23, 0x20, 0xFF, 0xFE, 0x0A, 0x6E, 0x65, 0x77]).write(to: baseline)
        }, expected: "mismatch: snapshot $DIR/__Snapshots__/T/s.txt differs (recorded with unknown versions, now ICU 72.1, CLDR 42.0); new output in $DIR/__Snapshots__/T/s.new.txt"),
        Case(input: "the baseline is empty", setUp: { _, baseline in try write("", to: baseline) },
             expected: "mismatch: snapshot $DIR/__Snapshots__/T/s.txt differs (recorded with unknown versions, now ICU 72.1, CLDR 42.0); new output in $DIR/__Snapshots__/T/s.new.txt"),
        Case(input: "the baseline is its header alone", setUp: { _, baseline in try write(header, to: baseline) },
             expected: "mismatch: snapshot $DIR/__Snapshots__/T/s.txt differs (recorded with ICU 72.1, CLDR 42.0, now ICU 72.1, CLDR 42.0); new output in $DIR/__Snapshots__/T/s.new.txt"),
        Case(input: "the baseline was recorded with other versions", setUp: { _, baseline in
            try write("# stepperkit snapshot: ICU 74.2, CLDR 44.1\nnew", to: baseline)
        }, expected: "matched"),
        Case(input: "the baseline has CR LF line ends", output: "a\nb", setUp: { _, baseline in try write(header + "a\r\nb", to: baseline) },
             expected: "mismatch: snapshot $DIR/__Snapshots__/T/s.txt differs (recorded with ICU 72.1, CLDR 42.0, now ICU 72.1, CLDR 42.0); new output in $DIR/__Snapshots__/T/s.new.txt | @@ line 1 | -a\\r\\nb | +a | +b"),
        Case(input: "terminal escapes in the output and the baseline", output: "\u{1B}[2J\u{1B}]52;c;aGk=\u{7}", setUp: { _, baseline in
            try write(header + "\u{1B}[31mred", to: baseline)
        }, expected: "mismatch: snapshot $DIR/__Snapshots__/T/s.txt differs (recorded with ICU 72.1, CLDR 42.0, now ICU 72.1, CLDR 42.0); new output in $DIR/__Snapshots__/T/s.new.txt | @@ line 1 | -\\u{1B}[31mred | +\\u{1B}[2J\\u{1B}]52;c;aGk=\\u{7}"),
        // Where the folders should be.
        Case(input: "__Snapshots__ is a file", mode: .missing, setUp: { snapshots, _ in try write("x", to: snapshots) },
             expected: #"error: "$DIR/__Snapshots__/T/s.txt": the snapshot cannot be written: "$DIR/__Snapshots__/T": "$DIR/__Snapshots__" is not a folder"#),
        Case(input: "the test's folder is a FIFO", mode: .missing, setUp: { snapshots, _ in try fifo(snapshots.appending(path: "T")) },
             expected: #"error: "$DIR/__Snapshots__/T/s.txt": the snapshot cannot be written: "$DIR/__Snapshots__/T": "$DIR/__Snapshots__/T" is not a folder"#),
        Case(input: "the new output's place is a folder", setUp: { _, baseline in
            try write(header + "old", to: baseline)
            try folder(baseline.deletingLastPathComponent().appending(path: "s.new.txt"))
        }, expected: #"error: "$DIR/__Snapshots__/T/s.new.txt": the snapshot cannot be written: "$DIR/__Snapshots__/T/s.new.txt" is a directory, not a regular file"#),
        Case(input: "the new output's place is a FIFO", setUp: { _, baseline in
            try write(header + "old", to: baseline)
            try fifo(baseline.deletingLastPathComponent().appending(path: "s.new.txt"))
        }, expected: #"error: "$DIR/__Snapshots__/T/s.new.txt": the snapshot cannot be written: "$DIR/__Snapshots__/T/s.new.txt" is a FIFO (named pipe), not a regular file"#),
        Case(input: "recording over a read-only baseline", mode: .all, setUp: { _, baseline in
            try write(header + "old", to: baseline)
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: baseline.path)
        }, expected: #"error: "$DIR/__Snapshots__/T/s.txt": the snapshot cannot be written: "$DIR/__Snapshots__/T/s.txt" is read-only, so it was not replaced"#),
        // Names: each a file of its own inside the test's folder.
        Case(input: "an empty name", name: "", mode: .missing, setUp: { _, _ in }, expected: "recorded: $DIR/__Snapshots__/T/.txt"),
        Case(input: "the name ..", name: "..", mode: .missing, setUp: { _, _ in }, expected: "recorded: $DIR/__Snapshots__/T/...txt"),
        Case(input: "a name climbing out", name: "../../../X", mode: .missing, setUp: { _, _ in },
             expected: "recorded: $DIR/__Snapshots__/T/..%2F..%2F..%2FX.txt"),
        Case(input: "a name with NUL and a line break", name: "a\u{0}b\nc", mode: .missing, setUp: { _, _ in },
             expected: "recorded: $DIR/__Snapshots__/T/a%00b%0Ac.txt"),
        Case(input: "a name ending .new", name: "s.new", mode: .missing, setUp: { _, _ in }, expected: "recorded: $DIR/__Snapshots__/T/s%2Enew.txt"),
        Case(input: "a name of 10,000 characters", name: String(repeating: "ñ", count: 10_000), mode: .missing, setUp: { _, _ in },
             expected: "recorded: $DIR/__Snapshots__/T/" + String(repeating: "%C3%B1", count: 30) + "%~" + "5f8443ae847f3be5.txt"),
        // Output.
        Case(input: "an output of 8 MiB", output: String(repeating: "x", count: 8 << 20), mode: .missing, setUp: { _, _ in },
             expected: "recorded: $DIR/__Snapshots__/T/s.txt"),
        Case(input: "an output with NUL and lone CR", output: "a\u{0}b\rc", setUp: { _, baseline in try write(header + "a\u{0}b\rc", to: baseline) },
             expected: "matched"),
    ]

    @Test(arguments: cases)
    func eachHostileInputEndsInAnOutcomeOrOneErrorInWords(_ hostile: Case) throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "SnapshotHostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
            try? FileManager.default.removeItem(at: directory)
        }
        let snapshot = Snapshot(name: hostile.name, format: .text, testFilePath: directory.appending(path: "T.swift").path)
        try hostile.setUp(directory.appending(path: "__Snapshots__"), snapshot.url)
        let outcome: String
        do {
            switch try snapshot.check(hostile.output, mode: hostile.mode, versions: Self.versions) {
            case .matched: outcome = "matched"
            case .recorded(let path): outcome = "recorded: \(path)"
            case .missing(let path): outcome = "missing: \(path)"
            case .mismatch(let mismatch):
                outcome = "mismatch: " + mismatch.description.split(separator: "\n", omittingEmptySubsequences: false)
                    .prefix(hostile.input.contains("CR LF") || hostile.input.contains("escapes") ? 6 : 1).joined(separator: " | ")
            }
        } catch {
            outcome = "error: \(error)"
        }
        #expect(outcome.replacingOccurrences(of: directory.path, with: "$DIR") == hostile.expected)
        // Nothing was written outside the snapshot folder.
        let top = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(top.allSatisfy { $0 == "__Snapshots__" })
    }

    @Test func anUnknownRecordModeIsOneErrorInWords() {
        #expect(throws: SnapshotError.unknownRecordMode("sometimes\u{1B}[2J")) {
            try SnapshotRecordMode.resolved(argument: nil, trait: nil, environment: ["STEPPERKIT_RECORD": "sometimes\u{1B}[2J"])
        }
    }
}
