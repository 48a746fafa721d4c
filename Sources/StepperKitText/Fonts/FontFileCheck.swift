import StepperKitSupport

/// Checks that a font path names a readable regular file before anything reads it, in the font's words.
///
/// HarfBuzz and FreeType open paths as they are: a FIFO blocks them forever and `/dev/zero` never
/// ends. The check is the support module's ``RegularFiles/readableProblem(at:)``, the one
/// StepperKitLocalization's `RegularFile` makes too; this says what it found as ``FontError`` does.
/// Hyphenation dictionaries, which libhyphen opens as they are too, are checked the same way.
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
        guard let reason = RegularFiles.readableProblem(at: path) else { return nil }
        switch reason {
        case .missing, .emptyPath: return .missing
        case .directory: return .unreadable("it is a directory")
        case .symbolicLinkLoop: return .unreadable("it is a loop of symbolic links")
        case .permissionDenied: return .unreadable("permission denied")
        case .system(_, let message): return .unreadable(message)
        default: return .unreadable(reason.notRegularKind.map { "it is \($0), not a regular file" } ?? "it is not a regular file")
        }
    }
}
