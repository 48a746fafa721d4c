#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks that a font path names a regular file before anything reads it.
///
/// HarfBuzz and FreeType open paths as they are: a FIFO blocks them forever and `/dev/zero` never
/// ends. StepperKitLocalization's `RegularFile` does the same for catalogs and themes; this module
/// does not depend on it, so the check is repeated here with the font's error type. Hyphenation
/// dictionaries, which libhyphen opens as they are too, are checked the same way.
enum FontFileCheck {
    /// Why a path cannot be read as a file.
    enum Problem: Hashable {
        /// Nothing exists at the path.
        case missing
        /// Something exists but is not a readable regular file, and why.
        case unreadable(String)
    }

    static func check(_ path: String) throws(FontError) {
        switch problem(at: path) {
        case nil: return
        case .missing: throw .fileNotFound(path: path)
        case .unreadable(let reason): throw .unreadableFile(path: path, reason: reason)
        }
    }

    /// What stops the file at `path` from being read, or nil when it is a readable regular file.
    static func problem(at path: String) -> Problem? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            switch errno {
            case ENOENT, ENOTDIR: return .missing
            case ELOOP: return .unreadable("it is a loop of symbolic links")
            case EACCES, EPERM: return .unreadable("permission denied")
            case let code: return .unreadable(String(cString: strerror(code)))
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
        if let what { return .unreadable(what) }
        guard access(path, R_OK) == 0 else { return .unreadable("permission denied") }
        return nil
    }
}
