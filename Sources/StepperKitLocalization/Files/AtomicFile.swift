#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// The kit's one way to write a file: atomically, and only over a regular file.
///
/// The bytes go to a temporary file in the target's directory, are flushed to disk, and the
/// temporary file is renamed over the target, so readers see the old file or the new one, never
/// half of one; any failure removes the temporary file and leaves the target as it was.
///
/// - A target that exists must be a regular file: a directory, FIFO, device or socket is refused
///   (writing `/dev/null` never replaces it with a file).
/// - A symbolic link is followed to the file it names, which is replaced (the link stays), but only
///   a link owned by the process's user or by the owner of the folder holding it: the rule of Linux's
///   `protected_symlinks`, applied in every folder. In a shared sticky folder such as `/tmp`, a link
///   another user planted cannot make the write (even root's) replace a file of that user's choosing;
///   such a link is refused with ``FileAccessError/Reason/untrustedSymbolicLink(link:owner:)`` and
///   nothing is written. Every link on the way is checked, not only the first.
/// - The replacement keeps the target's permission bits (a `0600` file stays private) and, when the
///   process may, its owner.
/// - A target without write permission is refused unless ``Options/replacingReadOnly`` is given.
/// - While a temporary file exists, SIGINT and SIGTERM remove it before the process exits with
///   status 130 or 143 (or before the handler that was installed earlier runs).
///
/// ```swift
/// try AtomicFile.write(Array("<svg/>".utf8), to: "scene.svg")
/// try AtomicFile.write(bytes, to: "/dev/null")   // throws: "/dev/null" is a character device, not a regular file
/// try AtomicFile.write(bytes, to: "/tmp/report.json")
/// // throws when /tmp/report.json is another user's link: "/tmp/report.json" is a symbolic link owned by user 1001, …
/// ```
public enum AtomicFile {
    /// What a write may do beyond replacing a writable regular file.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: Int

        /// Options from their bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Replace a file that has no write permission, as the command line's force option does.
        public static let replacingReadOnly = Options(rawValue: 1 << 0)
    }

    /// Writes bytes to the file at a path, replacing it atomically.
    public static func write(_ bytes: [UInt8], to path: String, options: Options = []) throws(FileAccessError) {
        try write(bytes, to: path, options: options, beforeRename: {})
    }

    /// Writes a text's UTF-8 to the file at a path, replacing it atomically.
    ///
    /// The text is not copied into an array first, so a report of tens of megabytes is not held twice.
    ///
    /// ```swift
    /// try AtomicFile.write(text: report, to: "report.json")
    /// ```
    public static func write(text: String, to path: String, options: Options = []) throws(FileAccessError) {
        try write(text.utf8, to: path, options: options, beforeRename: {})
    }

    /// Writes `bytes` as ``write(_:to:options:)`` does; `beforeRename` runs once the temporary file is
    /// complete, so tests can fail or pause the write there.
    package static func write<Bytes: Collection<UInt8>>(
        _ bytes: Bytes, to path: String, options: Options, beforeRename: () throws(FileAccessError) -> Void
    ) throws(FileAccessError) {
        let writer = try Writer(path: path, options: options)
        try writer.write(bytes)
        try writer.commit(beforeRename: beforeRename)
    }

    /// A file written in pieces and then put in place atomically: for reports too large to hold whole.
    ///
    /// The pieces go to the temporary file as they come; ``commit()`` flushes it and renames it over the
    /// target. A writer that is not committed removes its temporary file when it is released, so the
    /// target is never half written.
    ///
    /// ```swift
    /// let writer = try AtomicFile.Writer(path: "report.json")
    /// for line in lines { try writer.write(Array(line.utf8)) }
    /// try writer.commit()
    /// ```
    public final class Writer {
        private let path: String
        private let target: String
        private let temporary: String
        private let original: stat?
        private var descriptor: Int32
        private let slot: Int?
        private var isFinished = false

        /// Opens a temporary file beside the target; the checks of AtomicFile apply to the target.
        public init(path: String, options: Options = []) throws(FileAccessError) {
            guard !path.isEmpty else { throw FileAccessError(path: path, reason: .emptyPath) }
            self.path = path
            let target = try AtomicFile.resolvingSymbolicLinks(path)
            self.target = target
            var status = stat()
            if stat(target, &status) == 0 {
                if let reason = FileAccessError.Reason(notRegular: status.st_mode) { throw FileAccessError(path: path, reason: reason) }
                // Root may write anything, so the permission bits are checked as well as access(2).
                let writable = status.st_mode & 0o222 != 0 && access(target, W_OK) == 0
                if !writable && !options.contains(.replacingReadOnly) { throw FileAccessError(path: path, reason: .readOnly) }
                original = status
            } else if errno == ENOENT {
                original = nil
            } else {
                throw FileAccessError(path: path, errno: errno, operation: "read its status")
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
                let reason: FileAccessError.Reason = switch code {
                case ENOENT: .missingDirectory(directory)
                case ENOTDIR: .notADirectory(directory)
                case EACCES, EPERM: .system(operation: "create a file in the folder \(MessageText.quotedPath(directory))",
                                            message: "permission denied")
                default: .system(operation: "create a temporary file in the folder \(MessageText.quotedPath(directory))",
                                 message: String(cString: strerror(code)))
                }
                throw FileAccessError(path: path, reason: reason)
            }
        }

        deinit {
            if !isFinished { discard() }
        }

        /// Appends bytes to the temporary file.
        public func write<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws(FileAccessError) {
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
        public func commit() throws(FileAccessError) {
            try commit(beforeRename: {})
        }

        package func commit(beforeRename: () throws(FileAccessError) -> Void) throws(FileAccessError) {
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
            do {
                try beforeRename()
            } catch {
                discard()
                throw error
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

        private func failure(_ operation: String, code: Int32 = errno) -> FileAccessError {
            FileAccessError(path: path, reason: .system(operation: operation, message: String(cString: strerror(code))))
        }
    }

    /// The file a path names once every symbolic link on it is followed, even when the last one
    /// points at a file that does not exist yet (which the write then creates).
    ///
    /// Only trusted links are followed: each must belong to the process's effective user or to the
    /// owner of the folder that holds it, as Linux's `protected_symlinks` requires in sticky folders.
    static func resolvingSymbolicLinks(_ path: String) throws(FileAccessError) -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0 else {
                if errno == ENOENT { return current }
                if errno == ENOTDIR { throw FileAccessError(path: path, reason: .notADirectory(firstNonFolder(above: current))) }
                throw FileAccessError(path: path, errno: errno, operation: "read its status")
            }
            guard status.st_mode & S_IFMT == S_IFLNK else { return current }
            if status.st_uid != geteuid() {
                var folder = stat()
                let directory = current.lastIndex(of: "/").map { String(current[...$0]) } ?? "."
                guard stat(directory, &folder) == 0, folder.st_uid == status.st_uid else {
                    throw FileAccessError(path: path, reason: .untrustedSymbolicLink(link: current, owner: Int(status.st_uid)))
                }
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { throw FileAccessError(path: path, errno: errno, operation: "read the symbolic link") }
            let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if destination.hasPrefix("/") {
                current = destination
            } else {
                let slash = current.lastIndex(of: "/")
                current = slash.map { String(current[...$0]) + destination } ?? destination
            }
        }
        throw FileAccessError(path: path, reason: .symbolicLinkLoop)
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
