#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks that a font path names a regular file before anything reads it.
///
/// HarfBuzz and FreeType open paths as they are: a FIFO blocks them forever and `/dev/zero` never
/// ends. StepperKitLocalization's `RegularFile` does the same for catalogs and themes; this module
/// does not depend on it, so the check is repeated here with the font's error type.
enum FontFileCheck {
    static func check(_ path: String) throws(FontError) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            switch errno {
            case ENOENT, ENOTDIR: throw .fileNotFound(path: path)
            case ELOOP: throw .unreadableFile(path: path, reason: "it is a loop of symbolic links")
            case EACCES, EPERM: throw .unreadableFile(path: path, reason: "permission denied")
            case let code: throw .unreadableFile(path: path, reason: String(cString: strerror(code)))
            }
        }
        let what: String? = switch status.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "it is a directory"
        case S_IFIFO: "it is a FIFO (named pipe), not a regular file"
        case S_IFCHR: "it is a character device, not a regular file"
        case S_IFBLK: "it is a block device, not a regular file"
        case S_IFSOCK: "it is a socket, not a regular file"
        default: "it is not a regular file"
        }
        if let what { throw .unreadableFile(path: path, reason: what) }
        guard access(path, R_OK) == 0 else { throw .unreadableFile(path: path, reason: "permission denied") }
    }
}
