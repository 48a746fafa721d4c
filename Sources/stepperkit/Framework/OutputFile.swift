import Foundation
import StepperKitCheck
import StepperKitLocalization
import StepperKitSupport

/// Every file the tool writes goes through here, and so through the kit's one writer, ``AtomicFile``.
enum OutputFile {
    /// The flag that lets a write replace a read-only file.
    static let force = Flag("force", help: "Replace the file even when it is read-only.")

    /// Writes `bytes` to `path` atomically; the error names the option (such as `--output`) and the path.
    static func write(_ bytes: [UInt8], to path: String, option: some ArgumentDeclaration, force: Bool) throws(CLIError) {
        do {
            try AtomicFile.write(bytes, to: path, options: force ? .replacingReadOnly : [])
        } catch {
            let hint = error.reason == .readOnly ? "; pass \(Self.force.spelling) to replace it" : ""
            throw .badInput("\(option.spelling): \(error)\(hint)")
        }
    }

    /// Streams a report into `path` through an atomic writer: the file appears whole when `body` ends,
    /// or not at all when it throws.
    static func stream(to path: String, option: some ArgumentDeclaration, force: Bool, _ body: (ReportOutput) throws -> Void) throws(CLIError) {
        try stream(into: open(path, option: option, force: force), option: option, body)
    }

    /// An atomic writer for `path`, opened before a long run so a target it cannot replace (read-only, a
    /// folder, a FIFO, a loop of links) is said before the run rather than after it; dropped unused, it
    /// leaves nothing behind.
    static func open(_ path: String, option: some ArgumentDeclaration, force: Bool) throws(CLIError) -> AtomicFile.Writer {
        do {
            return try AtomicFile.Writer(path: path, options: force ? .replacingReadOnly : [])
        } catch {
            let hint = error.reason == .readOnly ? "; pass \(Self.force.spelling) to replace it" : ""
            throw .badInput("\(option.spelling): \(error)\(hint)")
        }
    }

    /// Streams a report into a writer `open` gave: the file appears whole when `body` ends, or not at all
    /// when it throws.
    static func stream(into writer: AtomicFile.Writer, option: some ArgumentDeclaration, _ body: (ReportOutput) throws -> Void) throws(CLIError) {
        do {
            let output = ReportOutput { bytes in try writer.write(bytes) }
            try body(output)
            try output.flush()
            try writer.commit()
        } catch let error as FileAccessError {
            throw .badInput("\(option.spelling): \(error)")
        } catch {
            throw .badInput("\(option.spelling): \(error)")
        }
    }

    /// Streams bytes into `path` through an atomic writer: `body` hands each piece to the function it is
    /// given; the file appears whole when `body` ends, or not at all when a write fails.
    static func streamBytes(to path: String, option: some ArgumentDeclaration, force: Bool, _ body: (_ write: ([UInt8]) -> Void) -> Void) throws(CLIError) {
        let writer: AtomicFile.Writer
        do {
            writer = try AtomicFile.Writer(path: path, options: force ? .replacingReadOnly : [])
        } catch {
            let hint = error.reason == .readOnly ? "; pass \(Self.force.spelling) to replace it" : ""
            throw .badInput("\(option.spelling): \(error)\(hint)")
        }
        // The first failed write is kept and the rest skipped; the writer then removes its temporary file.
        var failure: FileAccessError?
        body { piece in
            guard failure == nil else { return }
            do throws(FileAccessError) {
                try writer.write(piece)
            } catch {
                failure = error
            }
        }
        do {
            if let failure { throw failure }
            try writer.commit()
        } catch {
            throw .badInput("\(option.spelling): \(error)")
        }
    }

    /// Makes the folder a command writes into (and the folders above it), or says in words why not:
    /// an empty name, a file where a folder should be, a folder that cannot be made.
    static func folder(_ path: String, option: some ArgumentDeclaration) throws(CLIError) {
        guard !path.isEmpty else { throw .badInput("\(option.spelling) needs a folder, not an empty name") }
        var made = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") where component != "." {
            made += (made.isEmpty || made.hasSuffix("/") ? "" : "/") + component
            var status = stat()
            if stat(made, &status) == 0 {
                let what = switch status.st_mode & S_IFMT {
                case S_IFDIR: ""
                case S_IFREG: "a file"
                case S_IFIFO: "a FIFO (named pipe)"
                case S_IFCHR: "a character device"
                case S_IFBLK: "a block device"
                case S_IFSOCK: "a socket"
                default: "something else"
                }
                guard what.isEmpty else {
                    throw .badInput("\(option.spelling) \(MessageText.quotedPath(path)): \(MessageText.quotedPath(made)) is \(what), not a folder")
                }
            } else if mkdir(made, 0o777) != 0, errno != EEXIST {
                let reason = errno == EACCES || errno == EPERM ? "permission denied" : String(cString: strerror(errno))
                throw .badInput("\(option.spelling) \(MessageText.quotedPath(path)): cannot make the folder \(MessageText.quotedPath(made)): \(reason)")
            }
        }
    }
}
