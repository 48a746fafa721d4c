import TestSupport
import Foundation
import Testing

/// A write interrupted by SIGINT or SIGTERM leaves no temporary file and the target as it was.
///
/// The child is `stepperkit-pausing`: the tool's commands and signal handler, with each write stopped
/// once its temporary file is complete (saying so by creating a marker file), so the signal lands at a
/// known point rather than at whatever moment a timer picks. The shipping `stepperkit` has no such seam.
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
        let (process, _, _) = try ChildProcess.start([marker] + arguments, in: directory.path,
                                                     executable: ChildProcess.builtExecutable("stepperkit-pausing"))
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

    /// A signal the process was started ignoring stays ignored: it neither ends the write nor removes
    /// its temporary file; a signal that is not ignored still cleans up.
    @Test func aSignalTheProcessIgnoresLeavesTheWriteAlone() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let marker = directory.file("paused")
        let pausing = ChildProcess.builtExecutable("stepperkit-pausing").path
        // The shell ignores SIGTERM and execs the tool, which inherits the ignored disposition (as
        // under `nohup`, or a shell that ignores signals for a background job).
        let (process, _, _) = try ChildProcess.start(
            ["-c", "trap '' TERM; exec \"$0\" \"$@\"", pausing, marker, "render", "addToCart", "--output", "out.svg"],
            in: directory.path, executable: URL(fileURLWithPath: "/bin/sh"))
        while !FileManager.default.fileExists(atPath: marker), process.isRunning { usleep(2_000) }
        let temporary = directory.names().filter { $0.hasPrefix(".out.svg.") && $0.hasSuffix(".tmp") }
        #expect(temporary.count == 1)
        kill(process.processIdentifier, SIGTERM)
        usleep(200_000)
        #expect(process.isRunning)
        #expect(directory.names().filter { $0.hasSuffix(".tmp") } == temporary)
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        #expect(directory.names() == ["paused"])
    }
}
