import Foundation

/// The built `stepperkit` binary run as a child process, as a user runs it.
struct ChildProcess {
    /// What a run printed and how it ended.
    struct Outcome: Equatable {
        var output: String
        var errors: String
        /// The exit status, or nil when the run was stopped at its deadline.
        var status: Int32?
    }

    /// The `stepperkit` executable next to the test bundle (both live in SwiftPM's build directory).
    static var executable: URL { builtExecutable("stepperkit") }

    /// An executable of this package next to the test bundle.
    static func builtExecutable(_ name: String) -> URL {
        let testBinary = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        var directory = testBinary.deletingLastPathComponent()
        // The bundle may be a directory (`….xctest/…`) on some platforms.
        while directory.pathExtension == "xctest" || directory.lastPathComponent == "MacOS" || directory.lastPathComponent == "Contents" {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent(name)
    }

    /// Starts the tool with `arguments` in `directory`, standard input from `input` (a file) or empty.
    static func start(_ arguments: [String], in directory: String, input: String? = nil, executable: URL = executable) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var variables = ProcessInfo.processInfo.environment
        variables["SWIFT_BACKTRACE"] = "enable=no"
        // Under `make tsan` the child is instrumented too: it keeps the suppressions but does not print
        // which it matched, so its standard error is the tool's own.
        if let sanitizer = variables["TSAN_OPTIONS"] { variables["TSAN_OPTIONS"] = sanitizer + ":print_suppressions=0" }
        process.environment = variables
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = try input.map { try FileHandle(forReadingFrom: URL(fileURLWithPath: $0)) } ?? FileHandle.nullDevice
        try process.run()
        return (process, output, errors)
    }

    /// Runs the tool to its end, or stops it after `deadline` seconds (then `status` is nil).
    static func run(_ arguments: [String], in directory: String, input: String? = nil, deadline: Double = 2) throws -> Outcome {
        let (process, output, errors) = try start(arguments, in: directory, input: input)
        // Drain both pipes while the child runs, so a chatty child never blocks on a full pipe.
        let collected = Collected()
        let group = DispatchGroup()
        for (index, pipe) in [output, errors].enumerated() {
            group.enter()
            DispatchQueue.global().async {
                collected.set(index, pipe.fileHandleForReading.readDataToEndOfFile())
                group.leave()
            }
        }
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            process.waitUntilExit()
            finished.signal()
        }
        let inTime = finished.wait(timeout: .now() + deadline) == .success
        if !inTime {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        group.wait()
        return Outcome(output: collected.text(0), errors: collected.text(1), status: inTime ? process.terminationStatus : nil)
    }

    /// Bytes read from the child's two pipes (0 output, 1 errors), set from two threads.
    private final class Collected: @unchecked Sendable {
        // @unchecked Sendable: every access to `streams` holds the lock.
        private let lock = NSLock()
        private var streams = [Data(), Data()]

        func set(_ index: Int, _ data: Data) {
            lock.withLock { streams[index] = data }
        }

        func text(_ index: Int) -> String {
            lock.withLock { String(decoding: streams[index], as: UTF8.self) }
        }
    }
}
