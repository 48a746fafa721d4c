#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// Reads lines from a file descriptor in blocks, holding at most one line of a bounded length.
///
/// `Swift.readLine` keeps reading until a newline, so `/dev/zero` on standard input grows one line
/// without end. This reader stops at ``maximumLineBytes``: the overlong line is reported as
/// ``InputLine/tooLong`` and nothing more is read.
final class LineReader {
    /// The longest line read, in bytes without the newline: 1 MiB.
    static let maximumLineBytes = 1 << 20

    private let descriptor: Int32
    private let limit: Int
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var start = 0
    private var end = 0
    private var finished = false

    init(descriptor: Int32, limit: Int = LineReader.maximumLineBytes) {
        self.descriptor = descriptor
        self.limit = limit
    }

    /// The next line without its newline ("\n" or "\r\n"), ``InputLine/tooLong``, or nil at the end.
    func next() -> InputLine? {
        guard !finished else { return nil }
        var line: [UInt8] = []
        while true {
            if let newline = buffer[start..<end].firstIndex(of: 0x0A) {
                line += buffer[start..<newline]
                start = newline + 1
                guard line.count <= limit else { return stop() }
                if line.last == 0x0D { line.removeLast() }
                return .line(String(decoding: line, as: UTF8.self))
            }
            line += buffer[start..<end]
            start = 0
            end = 0
            guard line.count <= limit else { return stop() }
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                finished = true
                return line.isEmpty ? nil : .line(String(decoding: line, as: UTF8.self))
            }
            end = count
        }
    }

    private func stop() -> InputLine {
        finished = true
        return .tooLong
    }
}
