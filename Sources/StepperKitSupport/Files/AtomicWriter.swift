#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// A file written in pieces and then put in place atomically, and only over a regular file.
///
/// The bytes go to a temporary file in the target's directory, are flushed to disk, and the
/// temporary file is renamed over the target, so readers see the old file or the new one, never
/// half of one; any failure, or a writer released before ``commit()``, removes the temporary file
/// and leaves the target as it was.
///
/// - A target that exists must be a regular file: a directory, FIFO, device or socket is refused.
/// - A symbolic link is followed to the file it names, which is replaced (the link stays), but only
///   a link owned by the process's user or by the owner of the folder holding it: the rule of Linux's
///   `protected_symlinks`, applied in every folder. Every link on the way is checked.
/// - The replacement keeps the target's permission bits and, when the process may, its owner.
/// - A target without write permission is refused unless `replacingReadOnly` is set.
/// - No signal handler is installed: a program that wants its temporary files removed on SIGINT and
///   SIGTERM calls ``TemporaryFiles/removeOnInterrupt()`` once, from its `main`, as the command-line
///   tool does. A library never takes the process's signals for itself.
///
/// ```swift
/// let writer = try AtomicWriter(path: "report.json")
/// try writer.write(Array("{}".utf8))
/// try writer.commit()
/// ```
package final class AtomicWriter {
    /// Runs once a temporary file is complete, just before it is renamed: the seam through which
    /// tests stop a write at a known point (to send it a signal) or fail it there (the temporary file
    /// is then removed and the error thrown). Nil, and so nothing, unless a test binds it for the task
    /// it runs; the shipping tool never does, and reads no environment for it.
    @TaskLocal package static var beforeRename: (@Sendable () throws(FileProblem) -> Void)?

    private let path: String
    private let target: String
    private let temporary: String
    private let original: stat?
    private var descriptor: Int32
    private let slot: Int?
    private var isFinished = false

    /// Opens a temporary file beside the target; the target must be a regular file or not exist.
    package init(path: String, replacingReadOnly: Bool = false) throws(FileProblem) {
        guard !path.isEmpty else { throw FileProblem(path: path, reason: .emptyPath) }
        self.path = path
        let target = try Self.resolvingSymbolicLinks(path)
        self.target = target
        var status = stat()
        if stat(target, &status) == 0 {
            if let reason = FileProblem.Reason(notRegular: status.st_mode) { throw FileProblem(path: path, reason: reason) }
            // Root may write anything, so the permission bits are checked as well as access(2).
            let writable = status.st_mode & 0o222 != 0 && access(target, W_OK) == 0
            if !writable && !replacingReadOnly { throw FileProblem(path: path, reason: .readOnly) }
            original = status
        } else if errno == ENOENT {
            original = nil
        } else {
            throw FileProblem(path: path, errno: errno, operation: "read its status")
        }
        let slash = target.lastIndex(of: "/")
        let directory = slash.map { String(target[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        let temporary = (directory == "/" ? "" : directory) + "/.\(name).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        self.temporary = temporary
        slot = TemporaryFiles.arm(temporary)
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o666)
        guard descriptor >= 0 else {
            let code = errno
            TemporaryFiles.disarm(slot)
            let reason: FileProblem.Reason = switch code {
            case ENOENT: .missingDirectory(directory)
            case ENOTDIR: .notADirectory(directory)
            case EACCES, EPERM: .system(operation: "create a file in the folder \(MessageText.quotedPath(directory))",
                                        message: "permission denied")
            default: .system(operation: "create a temporary file in the folder \(MessageText.quotedPath(directory))",
                             message: String(cString: strerror(code)))
            }
            throw FileProblem(path: path, reason: reason)
        }
    }

    deinit {
        if !isFinished { discard() }
    }

    /// Appends bytes to the temporary file.
    package func write<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws(FileProblem) {
        guard !isFinished else { return }
        // The bytes in place when they are contiguous (an array, a native string's UTF-8), else copied once.
        func writeAll(_ buffer: UnsafeBufferPointer<UInt8>) -> Int32? {
            var written = 0
            while written < buffer.count {
                let result = systemWrite(descriptor, UnsafeRawPointer(buffer.baseAddress!) + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += result
            }
            return nil
        }
        guard !bytes.isEmpty else { return }
        if let code = bytes.withContiguousStorageIfAvailable(writeAll) ?? Array(bytes).withUnsafeBufferPointer(writeAll) {
            let error = failure("write the temporary file", code: code)
            discard()
            throw error
        }
    }

    /// Flushes the temporary file and renames it over the target.
    package func commit() throws(FileProblem) {
        guard !isFinished else { return }
        if let original {
            fchmod(descriptor, original.st_mode & 0o7777)
            // Keep the owner when the process may (root replacing a user's file); otherwise it is ours.
            _ = fchown(descriptor, original.st_uid, original.st_gid)
        }
        guard fsync(descriptor) == 0 else {
            let error = failure("flush the temporary file")
            discard()
            throw error
        }
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0 else {
            let error = failure("close the temporary file")
            discard()
            throw error
        }
        if let beforeRename = Self.beforeRename {
            do {
                try beforeRename()
            } catch {
                discard()
                throw error
            }
        }
        guard rename(temporary, target) == 0 else {
            let error = failure("rename the temporary file over the original")
            discard()
            throw error
        }
        isFinished = true
        TemporaryFiles.disarm(slot)
    }

    /// Closes and removes the temporary file, leaving the target as it was.
    private func discard() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        unlink(temporary)
        isFinished = true
        TemporaryFiles.disarm(slot)
    }

    private func failure(_ operation: String, code: Int32 = errno) -> FileProblem {
        FileProblem(path: path, reason: .system(operation: operation, message: String(cString: strerror(code))))
    }

    /// The file a path names once every symbolic link on it is followed, even when the last one
    /// points at a file that does not exist yet (which the write then creates).
    ///
    /// Only trusted links are followed: each must belong to the process's effective user or to the
    /// owner of the folder that holds it, as Linux's `protected_symlinks` requires in sticky folders.
    package static func resolvingSymbolicLinks(_ path: String) throws(FileProblem) -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0 else {
                if errno == ENOENT { return current }
                if errno == ENOTDIR { throw FileProblem(path: path, reason: .notADirectory(firstNonFolder(above: current))) }
                throw FileProblem(path: path, errno: errno, operation: "read its status")
            }
            guard status.st_mode & S_IFMT == S_IFLNK else { return current }
            if status.st_uid != geteuid() {
                var folder = stat()
                let directory = current.lastIndex(of: "/").map { String(current[...$0]) } ?? "."
                guard stat(directory, &folder) == 0, folder.st_uid == status.st_uid else {
                    throw FileProblem(path: path, reason: .untrustedSymbolicLink(link: current, owner: Int(status.st_uid)))
                }
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { throw FileProblem(path: path, errno: errno, operation: "read the symbolic link") }
            let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if destination.hasPrefix("/") {
                current = destination
            } else {
                let slash = current.lastIndex(of: "/")
                current = slash.map { String(current[...$0]) + destination } ?? destination
            }
        }
        throw FileProblem(path: path, reason: .symbolicLinkLoop)
    }

    /// The nearest ancestor of `path` that exists, which for a path that failed with ENOTDIR is the
    /// file standing where a folder should be.
    private static func firstNonFolder(above path: String) -> String {
        var current = Substring(path)
        while let slash = current.lastIndex(of: "/"), slash != current.startIndex {
            current = current[..<slash]
            var status = stat()
            if stat(String(current), &status) == 0 { return String(current) }
        }
        return String(current)
    }
}
