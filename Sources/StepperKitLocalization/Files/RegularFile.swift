#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// Reads regular files only: what the path is gets checked before a byte is read.
///
/// A directory, a FIFO, a device, a socket or a symbolic link loop is refused with a
/// ``FileAccessError`` that says what it is, so reading never blocks on a pipe nor runs on without
/// end from `/dev/zero`. The file is opened without blocking and checked again through its
/// descriptor, so a path swapped for a FIFO between the two checks is refused too.
///
/// ```swift
/// let bytes = try RegularFile.read("Localizable.xcstrings", limit: 256 << 20)
/// try RegularFile.read("/dev/zero")   // throws: "/dev/zero" is a character device, not a regular file
/// ```
public enum RegularFile {
    /// The most bytes a read accepts unless told otherwise: 256 MiB.
    public static let defaultLimit = 256 << 20

    /// The bytes of the regular file at a path (following symbolic links), up to a limit.
    public static func read(_ path: String, limit: Int = defaultLimit) throws(FileAccessError) -> [UInt8] {
        try check(path)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileAccessError(path: path, errno: errno, operation: "open it") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileAccessError(path: path, errno: errno, operation: "read its status") }
        if let reason = FileAccessError.Reason(notRegular: status.st_mode) { throw FileAccessError(path: path, reason: reason) }
        let size = Int(status.st_size)
        guard size <= limit else { throw FileAccessError(path: path, reason: .tooLarge(bytes: size, limit: limit)) }

        // The size is a hint: a file that grows while it is read is read up to the limit, then refused.
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var filled = 0
        while true {
            if filled == bytes.count {
                guard bytes.count <= limit else {
                    throw FileAccessError(path: path, reason: .tooLarge(bytes: bytes.count, limit: limit))
                }
                bytes.append(contentsOf: repeatElement(0, count: min(max(bytes.count, 4096), limit + 1 - bytes.count)))
            }
            let count = bytes.withUnsafeMutableBytes { raw in
                systemRead(descriptor, raw.baseAddress! + filled, raw.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileAccessError(path: path, errno: errno, operation: "read it")
            }
            if count == 0 { break }
            filled += count
        }
        guard filled <= limit else { throw FileAccessError(path: path, reason: .tooLarge(bytes: filled, limit: limit)) }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// Throws unless the path names a regular file (after following symbolic links) that exists.
    public static func check(_ path: String) throws(FileAccessError) {
        guard !path.isEmpty else { throw FileAccessError(path: path, reason: .emptyPath) }
        var status = stat()
        guard stat(path, &status) == 0 else { throw FileAccessError(path: path, errno: errno, operation: "read its status") }
        if let reason = FileAccessError.Reason(notRegular: status.st_mode) { throw FileAccessError(path: path, reason: reason) }
    }
}

extension FileAccessError {
    /// The error for a failed system call: the common `errno` values become their own reasons.
    init(path: String, errno code: Int32, operation: String) {
        let reason: Reason = switch code {
        case ENOENT, ENOTDIR: .missing
        case EISDIR: .directory
        case ELOOP: .symbolicLinkLoop
        case EACCES, EPERM: .permissionDenied
        case ENXIO: .fifo  // opening a FIFO for writing with no reader
        default: .system(operation: operation, message: String(cString: strerror(code)))
        }
        self.init(path: path, reason: reason)
    }
}

extension FileAccessError.Reason {
    /// What a file mode says the file is, when it is not a regular file; nil for a regular file.
    init?(notRegular mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        default: self = .system(operation: "use it", message: "it is not a regular file")
        }
    }
}
