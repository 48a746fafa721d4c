import StepperKitSupport

/// The kit's one way to write a file: atomically, and only over a regular file.
///
/// The bytes go to a temporary file in the target's directory, are flushed to disk, and the
/// temporary file is renamed over the target, so readers see the old file or the new one, never
/// half of one; any failure removes the temporary file and leaves the target as it was.
///
/// - A target that exists must be a regular file: a directory, FIFO, device or socket is refused
///   (writing `/dev/null` never replaces it with a file).
/// - A symbolic link is followed to the file it names, which is replaced (the link stays), but only
///   a link owned by the process's user or by the owner of the folder holding it: the rule of Linux's
///   `protected_symlinks`, applied in every folder. In a shared sticky folder such as `/tmp`, a link
///   another user planted cannot make the write (even root's) replace a file of that user's choosing;
///   such a link is refused with ``FileAccessError/Reason/untrustedSymbolicLink(link:owner:)`` and
///   nothing is written. Every link on the way is checked, not only the first.
/// - The replacement keeps the target's permission bits (a `0600` file stays private) and, when the
///   process may, its owner.
/// - A target without write permission is refused unless ``Options/replacingReadOnly`` is given.
/// - The library installs no signal handler, so a process stopped by a signal mid-write may leave the
///   hidden temporary file (`.NAME.PID-RANDOM.tmp`) beside the target, never a half-written target.
///   A program that wants those removed too calls ``removeTemporaryFilesOnInterrupt()`` in its `main`.
///
/// ```swift
/// try AtomicFile.write(Array("<svg/>".utf8), to: "scene.svg")
/// try AtomicFile.write(bytes, to: "/dev/null")   // throws: "/dev/null" is a character device, not a regular file
/// try AtomicFile.write(bytes, to: "/tmp/report.json")
/// // throws when /tmp/report.json is another user's link: "/tmp/report.json" is a symbolic link owned by user 1001, …
/// ```
public enum AtomicFile {
    /// What a write may do beyond replacing a writable regular file.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: Int

        /// Options from their bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Replace a file that has no write permission, as the command line's force option does.
        public static let replacingReadOnly = Options(rawValue: 1 << 0)
    }

    /// Writes bytes to the file at a path, replacing it atomically.
    public static func write(_ bytes: [UInt8], to path: String, options: Options = []) throws(FileAccessError) {
        try write(contentsOf: bytes, to: path, options: options)
    }

    /// Writes a text's UTF-8 to the file at a path, replacing it atomically.
    ///
    /// The text is not copied into an array first, so a report of tens of megabytes is not held twice.
    ///
    /// ```swift
    /// let report = #"{"findings": []}"#
    /// try AtomicFile.write(text: report, to: "report.json")
    /// ```
    public static func write(text: String, to path: String, options: Options = []) throws(FileAccessError) {
        try write(contentsOf: text.utf8, to: path, options: options)
    }

    /// Makes SIGINT and SIGTERM remove the temporary files of writes in progress before the process stops.
    ///
    /// For a program's `main`, as the command-line tool does; the library never calls it itself.
    ///
    /// The handler chains to the one it replaces (or exits with status 130 or 143 when there was none),
    /// and calling it again does nothing.
    ///
    /// ```swift
    /// AtomicFile.removeTemporaryFilesOnInterrupt()   // first thing in main
    /// ```
    public static func removeTemporaryFilesOnInterrupt() {
        TemporaryFiles.removeOnInterrupt()
    }

    private static func write<Bytes: Collection<UInt8>>(contentsOf bytes: Bytes, to path: String, options: Options) throws(FileAccessError) {
        let writer = try Writer(path: path, options: options)
        try writer.write(bytes)
        try writer.commit()
    }

    /// A file written in pieces and then put in place atomically: for reports too large to hold whole.
    ///
    /// The pieces go to the temporary file as they come; ``commit()`` flushes it and renames it over the
    /// target. A writer that is not committed removes its temporary file when it is released, so the
    /// target is never half written.
    ///
    /// ```swift
    /// let writer = try AtomicFile.Writer(path: "report.json")
    /// for line in ["{", #"  "findings": []"#, "}"] { try writer.write(Array((line + "\n").utf8)) }
    /// try writer.commit()
    /// ```
    public final class Writer {
        private let writer: AtomicWriter

        /// Opens a temporary file beside the target; the checks of AtomicFile apply to the target.
        public init(path: String, options: Options = []) throws(FileAccessError) {
            do {
                writer = try AtomicWriter(path: path, replacingReadOnly: options.contains(.replacingReadOnly))
            } catch {
                throw FileAccessError(error)
            }
        }

        /// Appends bytes to the temporary file.
        public func write<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws(FileAccessError) {
            do {
                try writer.write(bytes)
            } catch {
                throw FileAccessError(error)
            }
        }

        /// Flushes the temporary file and renames it over the target.
        public func commit() throws(FileAccessError) {
            do {
                try writer.commit()
            } catch {
                throw FileAccessError(error)
            }
        }
    }
}
