import Foundation
import StepperKitLocalization

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
    private let flushOutput: ([UInt8]) -> Void
    private let flushErrors: ([UInt8]) -> Void

    package init(readLine: @escaping () -> InputLine?, output: @escaping ([UInt8]) -> Void, errors: @escaping ([UInt8]) -> Void) {
        self.readLine = readLine
        self.flushOutput = output
        self.flushErrors = errors
    }

    /// The process's standard input, output and error.
    package static func standard() -> Console {
        let input = LineReader(descriptor: 0)
        return Console(
            readLine: { input.next() },
            output: { FileHandle.standardOutput.write(Data($0)) },
            errors: { FileHandle.standardError.write(Data($0)) }
        )
    }

    /// Writes a line to standard output.
    func print(_ line: String) {
        output.append(contentsOf: line.utf8)
        output.append(0x0A)
        if output.count >= 1 << 16 { flush() }
    }

    /// Writes bytes to standard output as they are, without a newline.
    func write(_ bytes: [UInt8]) {
        output.append(contentsOf: bytes)
        if output.count >= 1 << 16 { flush() }
    }

    /// Writes a line to standard error; use ``printErrorLine(_:)`` for a message that quotes user text.
    func printError(_ line: String) {
        errors.append(contentsOf: line.utf8)
        errors.append(0x0A)
    }

    /// Writes one line to standard error, with any line break or control character in it escaped,
    /// so a message that quotes user text stays one line.
    func printErrorLine(_ message: String) {
        printError(MessageText.escapedLine(message))
    }

    /// The next line of standard input, without its newline; nil at the end.
    func nextInputLine() -> InputLine? { readLine() }

    /// Writes what is buffered.
    func flush() {
        if !output.isEmpty { flushOutput(output); output.removeAll(keepingCapacity: true) }
        if !errors.isEmpty { flushErrors(errors); errors.removeAll(keepingCapacity: true) }
    }
}
