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
/// ``FileProblem`` that says what it is, so reading never blocks on a pipe nor runs on without
/// end from `/dev/zero`. The file is opened without blocking and checked again through its
/// descriptor, so a path swapped for a FIFO between the two checks is refused too. Paths that C
/// libraries open themselves (fonts, hyphenation dictionaries) are checked with
/// ``readableProblem(at:)`` first.
///
/// ```swift
/// let bytes = try RegularFiles.read("Localizable.xcstrings", limit: 256 << 20)
/// try RegularFiles.read("/dev/zero")   // throws: .characterDevice
/// ```
package enum RegularFiles {
    /// The most bytes a read accepts unless told otherwise: 256 MiB.
    package static let defaultLimit = 256 << 20

    /// The bytes of the regular file at a path (following symbolic links), up to a limit.
    package static func read(_ path: String, limit: Int = defaultLimit) throws(FileProblem) -> [UInt8] {
        try check(path)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileProblem(path: path, errno: errno, operation: "open it") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileProblem(path: path, errno: errno, operation: "read its status") }
        if let reason = FileProblem.Reason(notRegular: status.st_mode) { throw FileProblem(path: path, reason: reason) }
        let size = Int(status.st_size)
        guard size <= limit else { throw FileProblem(path: path, reason: .tooLarge(bytes: size, limit: limit)) }

        // The size is a hint: a file that grows while it is read is read up to the limit, then refused.
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var filled = 0
        while true {
            if filled == bytes.count {
                guard bytes.count <= limit else {
                    throw FileProblem(path: path, reason: .tooLarge(bytes: bytes.count, limit: limit))
                }
                bytes.append(contentsOf: repeatElement(0, count: min(max(bytes.count, 4096), limit + 1 - bytes.count)))
            }
            let count = bytes.withUnsafeMutableBytes { raw in
                systemRead(descriptor, raw.baseAddress! + filled, raw.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileProblem(path: path, errno: errno, operation: "read it")
            }
            if count == 0 { break }
            filled += count
        }
        guard filled <= limit else { throw FileProblem(path: path, reason: .tooLarge(bytes: filled, limit: limit)) }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// Throws unless the path names a regular file (after following symbolic links) that exists.
    package static func check(_ path: String) throws(FileProblem) {
        guard !path.isEmpty else { throw FileProblem(path: path, reason: .emptyPath) }
        var status = stat()
        guard stat(path, &status) == 0 else { throw FileProblem(path: path, errno: errno, operation: "read its status") }
        if let reason = FileProblem.Reason(notRegular: status.st_mode) { throw FileProblem(path: path, reason: reason) }
    }

    /// What stops a C library from reading the file at `path`, or nil when it is a readable regular file.
    package static func readableProblem(at path: String) -> FileProblem.Reason? {
        do {
            try check(path)
        } catch {
            return error.reason
        }
        return access(path, R_OK) == 0 ? nil : .permissionDenied
    }
}
