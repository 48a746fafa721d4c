import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StepperKitLocalization
import StepperKitSupport

/// Where a command reads input and writes output: the process's standard streams, or strings in tests.
///
/// Output is buffered and written in large blocks, so thousands of lines cost a few system calls.
package final class Console: @unchecked Sendable {
    // @unchecked Sendable: a Console belongs to one command's task. The command's run function is the
    // only code given it (StepperKitCLI passes it to `run` and waits), and the library work a command
    // awaits (audits, checks) never receives it, so its buffers are never touched by two threads at
    // once; the task may resume on another thread after an await, but only after the last access.
    private var output: [UInt8] = []
    private var errors: [UInt8] = []
    private let readLine: () -> InputLine?
    private let flushOutput: ([UInt8]) throws -> Void
    private let flushErrors: ([UInt8]) throws -> Void
    /// What became of standard output: still open, closed by its reader, or failed.
    package private(set) var outputState = OutputState.open

    /// What became of standard output.
    package enum OutputState: Equatable, Sendable {
        /// Every write went through.
        case open
        /// The reader went away (EPIPE, as `stepperkit … | head` does): nothing more is written.
        case closed
        /// A write failed for another reason, such as a full disk: the message says which.
        case failed(String)
    }

    package init(
        readLine: @escaping () -> InputLine?, output: @escaping ([UInt8]) throws -> Void, errors: @escaping ([UInt8]) throws -> Void
    ) {
        self.readLine = readLine
        self.flushOutput = output
        self.flushErrors = errors
    }

    /// The process's standard input, output and error, written with checked `write(2)` calls: a closed
    /// pipe or a full disk is an error the command reports, never a trap.
    package static func standard() -> Console {
        let input = LineReader(descriptor: 0)
        return Console(
            readLine: { input.next() },
            output: { try StandardStream.write($0, to: 1) },
            errors: { try StandardStream.write($0, to: 2) }
        )
    }

    /// Writes a report's block to standard output at once; throws when standard output is closed or
    /// failed, so the report stops being made.
    func writeReport(_ bytes: [UInt8]) throws {
        write(bytes)
        flush()
        if outputState != .open { throw StandardStream.Failure.outputGone }
    }

    /// Writes a line to standard output.
    func print(_ line: String) {
        guard outputState == .open else { return }
        output.append(contentsOf: line.utf8)
        output.append(0x0A)
        if output.count >= 1 << 16 { flush() }
    }

    /// Writes bytes to standard output as they are, without a newline.
    func write(_ bytes: [UInt8]) {
        guard outputState == .open else { return }
        output.append(contentsOf: bytes)
        if output.count >= 1 << 16 { flush() }
    }

    /// Writes a line to standard error; use ``printErrorLine(_:)`` for a message that quotes user text.
    func printError(_ line: String) {
        errors.append(contentsOf: line.utf8)
        errors.append(0x0A)
    }

    /// Writes one line to standard error, with any line break or control character in it escaped,
    /// so a message that quotes user text stays one line, and cut after 8,192 characters with a count.
    func printErrorLine(_ message: String) {
        printError(MessageText.boundedLine(message))
    }

    /// The next line of standard input, without its newline; nil at the end.
    func nextInputLine() -> InputLine? { readLine() }

    /// Writes what is buffered; a failed write of standard output is remembered in ``outputState``, and
    /// standard error, the last place to say anything, is written as far as it goes.
    func flush() {
        if !output.isEmpty {
            if outputState == .open {
                do {
                    try flushOutput(output)
                } catch StandardStream.Failure.closed {
                    outputState = .closed
                } catch {
                    outputState = .failed("\(error)")
                }
            }
            output.removeAll(keepingCapacity: true)
        }
        if !errors.isEmpty {
            try? flushErrors(errors)
            errors.removeAll(keepingCapacity: true)
        }
    }
}

/// Checked writes to the process's standard streams.
enum StandardStream {
    enum Failure: Error, CustomStringConvertible {
        /// The reader closed the pipe (EPIPE).
        case closed
        /// Another error, such as ENOSPC or EFBIG.
        case failed(String)
        /// Standard output is closed or failed already.
        case outputGone

        var description: String {
            switch self {
            case .closed: "standard output was closed by its reader"
            case .failed(let message): "cannot write standard output: \(message)"
            case .outputGone: "standard output is gone"
            }
        }
    }

    /// Writes every byte to a descriptor, retrying interrupted and partial writes.
    static func write(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if result < 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EPIPE { throw .closed }
                throw .failed(String(cString: strerror(code)))
            }
            written += result
        }
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
