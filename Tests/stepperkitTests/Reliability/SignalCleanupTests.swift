import TestSupport
import Foundation
import Testing

#if DEBUG
private let toolHasTestSeam = true
#else
private let toolHasTestSeam = false
#endif

/// A write interrupted by SIGINT or SIGTERM leaves no temporary file and the target as it was.
///
/// The child is the real `stepperkit` binary. `STEPPERKIT_TEST_PAUSE_BEFORE_RENAME` makes its write
/// stop once the temporary file is complete (and say so by creating a marker file), so the signal
/// lands at a known point rather than at whatever moment a timer picks. Only debug builds of the tool
/// have that seam, so the tests run only in a debug build (the tests' build is the tool's).
@Suite(.enabled(if: toolHasTestSeam))
struct SignalCleanupTests {
    @Test(arguments: [
        (SIGINT, Int32(130), ["render", "addToCart", "--output", "out.svg"], "out.svg"),
        (SIGTERM, Int32(143), ["render", "addToCart", "--output", "out.svg"], "out.svg"),
        (SIGINT, Int32(130), ["catalog", "format", "strings.xcstrings", "--write"], "strings.xcstrings"),
        (SIGTERM, Int32(143), ["catalog", "format", "strings.xcstrings", "--write", "--sort"], "strings.xcstrings"),
    ])
    func aSignalDuringAWriteRemovesTheTemporaryFile(signal: Int32, status: Int32, arguments: [String], target: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let original = #"{"sourceLanguage":"en","strings":{"b":{},"a":{}},"version":"1.0"}"#
        try directory.write(target, original, mode: 0o600)
        let marker = directory.file("paused")
        let (process, _, _) = try ChildProcess.start(arguments, in: directory.path,
                                                     environment: ["STEPPERKIT_TEST_PAUSE_BEFORE_RENAME": marker])
        // Wait until the child holds a complete temporary file (or has ended, which fails below).
        while !FileManager.default.fileExists(atPath: marker), process.isRunning { usleep(2_000) }
        #expect(directory.names().contains { $0.hasPrefix(".\(target).") && $0.hasSuffix(".tmp") })
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == status)
        #expect(directory.names() == ["paused", target].sorted())
        #expect(try String(contentsOfFile: directory.file(target), encoding: .utf8) == original)
        #expect(directory.mode(directory.file(target)) == 0o600)
    }
}
