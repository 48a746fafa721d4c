#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a scratch file for a fuzz input with plain `write(2)`: no flush to disk, which Foundation's
/// writes do and which made an input cost a disk round trip (a configuration target ran 225 inputs a second).
package func writeScratchFile(_ path: String, _ bytes: [UInt8]) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { fatalError("cannot write the scratch file \(path)") }
    defer { close(descriptor) }
    var written = 0
    while written < bytes.count {
        let result = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
        guard result > 0 else { fatalError("cannot write the scratch file \(path)") }
        written += result
    }
}
