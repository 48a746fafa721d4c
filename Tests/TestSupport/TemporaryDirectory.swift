import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A fresh directory under the system's temporary directory, removed by `remove()`; tests create
/// their own FIFOs and device nodes here, never in /dev.
package struct TemporaryDirectory {
    package let path: String

    package init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("stepperkit-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    package func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` inside the directory.
    package func file(_ name: String) -> String { path + "/" + name }

    /// Writes a regular file with `contents` and `mode`, and returns its path.
    @discardableResult
    package func write(_ name: String, _ contents: String, mode: Int = 0o644) throws -> String {
        let file = self.file(name)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file)
        return file
    }

    /// Makes a FIFO (named pipe) and returns its path.
    package func fifo(_ name: String) throws -> String {
        let file = self.file(name)
        guard mkfifo(file, 0o644) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return file
    }

    /// Makes a character device node like /dev/null's (major 1, minor 3), or nil when the process
    /// may not (mknod needs CAP_MKNOD, which root has).
    package func characterDevice(_ name: String) -> String? {
        let file = self.file(name)
        // Linux encodes major 1, minor 3 as 0x103.
        return mknod(file, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0 ? file : nil
    }

    /// Makes a symbolic link at `name` pointing at `destination`, and returns its path.
    package func link(_ name: String, to destination: String) throws -> String {
        let file = self.file(name)
        try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: destination)
        return file
    }

    /// What is at a path, without following a final symbolic link: "file", "link", "fifo", "device", "directory" or "missing".
    package func kind(_ file: String) -> String {
        var status = stat()
        guard lstat(file, &status) == 0 else { return "missing" }
        return switch status.st_mode & S_IFMT {
        case S_IFREG: "file"
        case S_IFLNK: "link"
        case S_IFIFO: "fifo"
        case S_IFCHR: "device"
        case S_IFDIR: "directory"
        default: "other"
        }
    }

    /// The permission bits of a file.
    package func mode(_ file: String) -> Int {
        var status = stat()
        guard stat(file, &status) == 0 else { return -1 }
        return Int(status.st_mode & 0o7777)
    }

    /// The names in the directory, sorted: a leftover temporary file shows up here.
    package func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    /// Whether the process runs as root, for which permission bits do not stop reading.
    package static var isRoot: Bool { getuid() == 0 }
}
