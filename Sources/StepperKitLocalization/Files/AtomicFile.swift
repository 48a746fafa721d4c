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
/// - A symbolic link is followed to the file it names, which is replaced; the link stays.
/// - The replacement keeps the target's permission bits (a `0600` file stays private) and, when the
///   process may, its owner.
/// - A target without write permission is refused unless ``Options/replacingReadOnly`` is given.
/// - While a temporary file exists, SIGINT and SIGTERM remove it before the process exits with
///   status 130 or 143 (or before the handler that was installed earlier runs).
///
/// ```swift
/// try AtomicFile.write(Array("<svg/>".utf8), to: "scene.svg")
/// try AtomicFile.write(bytes, to: "/dev/null")   // throws: "/dev/null" is a character device, not a regular file
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
        guard !path.isEmpty else { throw FileAccessError(path: path, reason: .emptyPath) }
        let target = try resolvingSymbolicLinks(path)
        var original = stat()
        let originalExists: Bool
        if stat(target, &original) == 0 {
            originalExists = true
            if let reason = FileAccessError.Reason(notRegular: original.st_mode) { throw FileAccessError(path: path, reason: reason) }
            // Root may write anything, so the permission bits are checked as well as access(2).
            let writable = original.st_mode & 0o222 != 0 && access(target, W_OK) == 0
            if !writable && !options.contains(.replacingReadOnly) { throw FileAccessError(path: path, reason: .readOnly) }
        } else if errno == ENOENT {
            originalExists = false
        } else {
            throw FileAccessError(path: path, errno: errno, operation: "read its status")
        }

        let slash = target.lastIndex(of: "/")
        let directory = slash.map { String(target[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        let temporary = (directory == "/" ? "" : directory) + "/.\(name).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        func failure(_ operation: String, code: Int32 = errno) -> FileAccessError {
            FileAccessError(path: path, reason: .system(operation: operation, message: String(cString: strerror(code))))
        }

        let slot = TemporaryFiles.arm(temporary)
        defer { TemporaryFiles.disarm(slot) }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw failure("create a temporary file in \(MessageText.quotedPath(directory))")
        }
        var isOpen = true
        func discard() {
            if isOpen { close(descriptor) }
            unlink(temporary)
        }

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
        let writeError = bytes.withContiguousStorageIfAvailable(writeAll) ?? Array(bytes).withUnsafeBufferPointer(writeAll)
        if let code = writeError {
            let error = failure("write the temporary file", code: code)
            discard()
            throw error
        }
        if originalExists {
            fchmod(descriptor, original.st_mode & 0o7777)
            // Keep the owner when the process may (root replacing a user's file); otherwise it is ours.
            _ = fchown(descriptor, original.st_uid, original.st_gid)
        }
        guard fsync(descriptor) == 0 else {
            let error = failure("flush the temporary file")
            discard()
            throw error
        }
        isOpen = false
        guard close(descriptor) == 0 else {
            let error = failure("close the temporary file")
            unlink(temporary)
            throw error
        }
        do {
            try beforeRename()
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, target) == 0 else {
            let error = failure("rename the temporary file over the original")
            unlink(temporary)
            throw error
        }
    }

    /// The file a path names once every symbolic link on it is followed, even when the last one
    /// points at a file that does not exist yet (which the write then creates).
    static func resolvingSymbolicLinks(_ path: String) throws(FileAccessError) -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0 else {
                if errno == ENOENT { return current }
                throw FileAccessError(path: path, errno: errno, operation: "read its status")
            }
            guard status.st_mode & S_IFMT == S_IFLNK else { return current }
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
}
