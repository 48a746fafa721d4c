#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StepperKitSupport

/// Making the folder a file is written into, as `mkdir -p` does, with each failure said in words.
///
/// FileManager's `createDirectory` fails with "The operation could not be completed" or an NSError
/// code; this walks the path one folder at a time and names the part that stands in the way.
package enum Folders {
    /// Makes `path` and every missing folder above it; throws when a part is not a folder or cannot be made.
    package static func make(_ path: String) throws(FileAccessError) {
        guard !path.isEmpty else { throw FileAccessError(path: path, reason: .emptyPath) }
        var made = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") where component != "." {
            made += (made.isEmpty || made.hasSuffix("/") ? "" : "/") + component
            var status = stat()
            if stat(made, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else { throw FileAccessError(path: path, reason: .notADirectory(made)) }
            } else if mkdir(made, 0o777) != 0, errno != EEXIST {
                let code = errno
                let message = code == EACCES || code == EPERM ? "permission denied" : String(cString: strerror(code))
                throw FileAccessError(path: path, reason: .system(operation: "make the folder \(MessageText.quotedPath(made))", message: message))
            }
        }
    }
}
