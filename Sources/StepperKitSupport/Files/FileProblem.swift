#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a path could not be read or written: what the support module's file code throws.
///
/// The libraries show it to users as their own error types (StepperKitLocalization's public
/// `FileAccessError`, StepperKitText's `FontError`), each with its own wording; this is the one
/// place that decides what a path is and which system errors mean what.
///
/// ```swift
/// do { try RegularFiles.check("/tmp") } catch { error.reason }   // .directory
/// ```
package struct FileProblem: Error, Hashable, Sendable {
    /// What is wrong with the path.
    package enum Reason: Hashable, Sendable {
        /// The path is the empty string.
        case emptyPath
        /// Nothing exists at the path (or a directory on the way is missing).
        case missing
        /// The path names a directory.
        case directory
        /// The path names a FIFO (named pipe), which could block or never end.
        case fifo
        /// The path names a character device, such as /dev/zero or /dev/null.
        case characterDevice
        /// The path names a block device.
        case blockDevice
        /// The path names a Unix domain socket.
        case socket
        /// The path goes through symbolic links that point at each other.
        case symbolicLinkLoop
        /// A symbolic link on the way belongs to neither the process's user nor its folder's owner.
        case untrustedSymbolicLink(link: String, owner: Int)
        /// The folder that would hold the file does not exist.
        case missingDirectory(String)
        /// A part of the path that must be a folder is a file or something else.
        case notADirectory(String)
        /// The process may not read (or write) the path.
        case permissionDenied
        /// The file has no write permission, and replacing read-only files was not allowed.
        case readOnly
        /// The file is larger than the limit the caller set, in bytes.
        case tooLarge(bytes: Int, limit: Int)
        /// A system call failed: the step that failed and the system's explanation.
        case system(operation: String, message: String)
    }

    /// The path as the caller gave it.
    package let path: String
    /// What is wrong.
    package let reason: Reason

    package init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// The problem for a failed system call: the common `errno` values become their own reasons.
    package init(path: String, errno code: Int32, operation: String) {
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

extension FileProblem.Reason {
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

    /// What stands at the path when it is not a regular file ("a FIFO (named pipe)"), else nil.
    package var notRegularKind: String? {
        switch self {
        case .directory: "a directory"
        case .fifo: "a FIFO (named pipe)"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        default: nil
        }
    }
}
