/// Where a report is written: bytes gathered into large blocks and handed to a sink.
///
/// Standard output, an atomic file writer, a string in a test — so a report of any size is written as it is made.
///
/// ```swift
/// var text = ""
/// let output = ReportOutput { text += String(decoding: $0, as: UTF8.self) }
/// try ReportFormat.text.write(report, to: output)
/// ```
public final class ReportOutput {
    private var buffer: [UInt8] = []
    private let sink: ([UInt8]) throws -> Void
    private let blockSize: Int

    /// An output handing blocks of about blockSize bytes to sink; a sink's error ends the report.
    public init(blockSize: Int = 1 << 16, _ sink: @escaping ([UInt8]) throws -> Void) {
        self.sink = sink
        self.blockSize = blockSize
    }

    /// Writes text.
    public func write(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= blockSize { try flush() }
    }

    /// Writes a line: the text and a line feed.
    public func line(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        buffer.append(0x0A)
        if buffer.count >= blockSize { try flush() }
    }

    /// Hands what is gathered to the sink.
    public func flush() throws {
        guard !buffer.isEmpty else { return }
        let block = buffer
        buffer.removeAll(keepingCapacity: true)
        try sink(block)
    }
}
