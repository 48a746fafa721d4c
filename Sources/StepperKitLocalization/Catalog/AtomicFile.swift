import Foundation
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Replaces a file's contents atomically: write a temporary file in the same directory, flush it to
/// disk, then rename it over the original. Readers see the old file or the new one, never half of
/// one, and any failure removes the temporary file and leaves the original as it was.
enum AtomicFile {
    /// Writes `bytes` to `url`. `beforeRename` runs after the temporary file is complete; tests make
    /// it fail to check that the original survives.
    static func write(
        _ bytes: [UInt8], to url: URL, beforeRename: () throws(CatalogWriteError) -> Void = {}
    ) throws(CatalogWriteError) {
        // Write through a symbolic link to the file it names, rather than replacing the link.
        let target = url.resolvingSymlinksInPath().path
        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let temporary = (directory.isEmpty ? "." : directory) + "/.\(name).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"

        func failure(_ operation: String, code: Int32 = errno) -> CatalogWriteError {
            CatalogWriteError(path: url.path, operation: operation, reason: String(cString: strerror(code)))
        }

        var original = stat()
        let originalExists = stat(target, &original) == 0
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure("create a temporary file in \(directory)") }
        var closed = false
        func discard() {
            if !closed { close(descriptor) }
            unlink(temporary)
        }

        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return systemWrite(descriptor, base + written, raw.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                let error = failure("write the temporary file")
                discard()
                throw error
            }
            written += result
        }
        if originalExists { fchmod(descriptor, original.st_mode & 0o7777) }
        guard fsync(descriptor) == 0 else {
            let error = failure("flush the temporary file")
            discard()
            throw error
        }
        closed = true
        guard close(descriptor) == 0 else {
            let error = failure("close the temporary file")
            unlink(temporary)
            throw error
        }
        do {
            try beforeRename()
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, target) == 0 else {
            let error = failure("rename the temporary file over the original")
            unlink(temporary)
            throw error
        }
    }
}
