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
    /// What is wrong with the path: the reasons StepperKitLocalization's public `FileAccessError.Reason`
    /// documents one by one and maps one for one.
    ///
    /// The public enum cannot live here (this module publishes nothing) and this module cannot see it
    /// (it is below every library), so the list stands twice by decision; a reason added here is a
    /// compile error in the mapping until the public enum has it too.
    package enum Reason: Hashable, Sendable {
        case emptyPath, missing, directory, fifo, characterDevice, blockDevice, socket, symbolicLinkLoop
        case untrustedSymbolicLink(link: String, owner: Int), missingDirectory(String), notADirectory(String)
        case permissionDenied, readOnly, tooLarge(bytes: Int, limit: Int), system(operation: String, message: String)
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
