import StepperKitSupport

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
    public static let defaultLimit = RegularFiles.defaultLimit

    /// The bytes of the regular file at a path (following symbolic links), up to a limit.
    public static func read(_ path: String, limit: Int = defaultLimit) throws(FileAccessError) -> [UInt8] {
        do {
            return try RegularFiles.read(path, limit: limit)
        } catch {
            throw FileAccessError(error)
        }
    }

    /// Throws unless the path names a regular file (after following symbolic links) that exists.
    public static func check(_ path: String) throws(FileAccessError) {
        do {
            try RegularFiles.check(path)
        } catch {
            throw FileAccessError(error)
        }
    }
}
