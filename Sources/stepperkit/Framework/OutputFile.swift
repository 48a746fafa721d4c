import Foundation
import StepperKitCheck
import StepperKitLocalization

/// Every file the tool writes goes through here, and so through the kit's one writer, ``AtomicFile``.
enum OutputFile {
    /// The flag that lets a write replace a read-only file.
    static let force = ArgumentSpec.flag("force", help: "Replace the file even when it is read-only.")

    /// Writes `bytes` to `path` atomically; the error names the option (such as "--output") and the path.
    static func write(_ bytes: [UInt8], to path: String, option: String, force: Bool) throws(CLIError) {
        do {
            try AtomicFile.write(bytes, to: path, options: force ? .replacingReadOnly : [], beforeRename: pauseForTests)
        } catch {
            let hint = error.reason == .readOnly ? "; pass --force to replace it" : ""
            throw .badInput("\(option): \(error)\(hint)")
        }
    }

    /// Streams a report into `path` through an atomic writer: the file appears whole when `body` ends,
    /// or not at all when it throws.
    static func stream(to path: String, option: String, force: Bool, _ body: (ReportOutput) throws -> Void) throws(CLIError) {
        let writer: AtomicFile.Writer
        do {
            writer = try AtomicFile.Writer(path: path, options: force ? .replacingReadOnly : [])
        } catch {
            let hint = error.reason == .readOnly ? "; pass --force to replace it" : ""
            throw .badInput("\(option): \(error)\(hint)")
        }
        do {
            let output = ReportOutput { bytes in try writer.write(bytes) }
            try body(output)
            try output.flush()
            try writer.commit(beforeRename: pauseForTests)
        } catch let error as FileAccessError {
            throw .badInput("\(option): \(error)")
        } catch {
            throw .badInput("\(option): \(error)")
        }
    }

    /// Test seam for the signal tests, in debug builds only (release builds, which users run, have
    /// none): with `STEPPERKIT_TEST_PAUSE_BEFORE_RENAME=PATH` in the environment, a write creates the
    /// file PATH once its temporary file is complete, then waits for a signal, so a test can interrupt
    /// a write at a known point with a real SIGINT or SIGTERM.
    private static func pauseForTests() throws(FileAccessError) {
        #if DEBUG
        guard let marker = ProcessInfo.processInfo.environment["STEPPERKIT_TEST_PAUSE_BEFORE_RENAME"] else { return }
        // The marker is a file the tool writes too, so it goes through the same writer.
        try AtomicFile.write([], to: marker)
        while true { pause() }
        #endif
    }
}
