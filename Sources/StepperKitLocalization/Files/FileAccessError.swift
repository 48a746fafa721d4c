import StepperKitSupport

/// Why a file could not be read or written, naming the path and what is there instead of a regular file.
///
/// Every file the kit reads or writes goes through ``RegularFile`` or ``AtomicFile``, which check what
/// the path is before touching its bytes, so a directory, a FIFO, a device or a symbolic link loop is
/// refused up front, and nothing blocks or reads without end.
///
/// ```swift
/// do {
///     _ = try RegularFile.read("/tmp")
/// } catch {
///     print(error)   // "/tmp" is a directory, not a regular file
/// }
/// ```
public struct FileAccessError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the path.
    public enum Reason: Hashable, Sendable {
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
        /// A symbolic link on the way belongs to neither the process's user nor its folder's owner, so it was not followed.
        ///
        /// `link` is the link refused (the path itself or a link it leads to) and `owner` its owner's user ID.
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
    public let path: String
    /// What is wrong.
    public let reason: Reason

    /// An error for a path.
    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// One line: the quoted path, then what it is or what failed.
    public var description: String {
        let quoted = MessageText.quotedPath(path)
        return switch reason {
        case .emptyPath: "The file path is empty: give the name of a file"
        case .missing: "\(quoted): no such file"
        case .directory: "\(quoted) is a directory, not a regular file"
        case .fifo: "\(quoted) is a FIFO (named pipe), not a regular file"
        case .characterDevice: "\(quoted) is a character device, not a regular file"
        case .blockDevice: "\(quoted) is a block device, not a regular file"
        case .socket: "\(quoted) is a socket, not a regular file"
        case .symbolicLinkLoop: "\(quoted) is a loop of symbolic links"
        case .untrustedSymbolicLink(let link, let owner):
            (link == path ? "\(quoted) is a symbolic link" : "\(quoted) leads to the symbolic link \(MessageText.quotedPath(link)), which is")
                + " owned by user \(owner), neither you nor the owner of its folder, so it was not followed and nothing was written"
        case .missingDirectory(let directory): "\(quoted): the folder \(MessageText.quotedPath(directory)) does not exist"
        case .notADirectory(let directory): "\(quoted): \(MessageText.quotedPath(directory)) is not a folder"
        case .permissionDenied: "\(quoted): permission denied"
        case .readOnly: "\(quoted) is read-only, so it was not replaced"
        case .tooLarge(let bytes, let limit): "\(quoted) has \(bytes) bytes, more than the limit of \(limit)"
        case .system(let operation, let message): "\(quoted): cannot \(operation): \(message)"
        }
    }
}

extension FileAccessError {
    /// The public face of the support module's ``FileProblem``: the same reasons, one for one.
    init(_ problem: FileProblem) {
        let reason: Reason = switch problem.reason {
        case .emptyPath: .emptyPath
        case .missing: .missing
        case .directory: .directory
        case .fifo: .fifo
        case .characterDevice: .characterDevice
        case .blockDevice: .blockDevice
        case .socket: .socket
        case .symbolicLinkLoop: .symbolicLinkLoop
        case .untrustedSymbolicLink(let link, let owner): .untrustedSymbolicLink(link: link, owner: owner)
        case .missingDirectory(let directory): .missingDirectory(directory)
        case .notADirectory(let directory): .notADirectory(directory)
        case .permissionDenied: .permissionDenied
        case .readOnly: .readOnly
        case .tooLarge(let bytes, let limit): .tooLarge(bytes: bytes, limit: limit)
        case .system(let operation, let message): .system(operation: operation, message: message)
        }
        self.init(path: problem.path, reason: reason)
    }
}
