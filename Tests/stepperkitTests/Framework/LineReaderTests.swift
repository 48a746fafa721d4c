import TestSupport
import Foundation
import Testing
@testable import stepperkit

/// Standard input is read in blocks with a bounded line, so an endless line cannot grow memory.
struct LineReaderTests {
    /// The lines a reader gives for `bytes`, read from a real file descriptor.
    private func lines(of bytes: [UInt8], limit: Int) throws -> [InputLine] {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = folder.file("input")
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        let descriptor = open(file, O_RDONLY)
        defer { close(descriptor) }
        let reader = LineReader(descriptor: descriptor, limit: limit)
        var lines: [InputLine] = []
        while let line = reader.next() { lines.append(line) }
        return lines
    }

    @Test func splitsLinesAndDropsTheirNewlines() throws {
        #expect(try lines(of: Array("1\r\n2\n\nlast".utf8), limit: 16) == [.line("1"), .line("2"), .line(""), .line("last")])
        #expect(try lines(of: [], limit: 16) == [])
    }

    // Lines longer than one read block are put together.
    @Test func readsLinesLongerThanABlock() throws {
        let long = String(repeating: "7", count: 200_000)
        #expect(try lines(of: Array((long + "\n8\n").utf8), limit: 1 << 20) == [.line(long), .line("8")])
    }

    // As from /dev/zero: no newline ever comes; reading stops at the limit, and nothing after it is read.
    @Test func stopsAtALineLongerThanTheLimit() throws {
        #expect(try lines(of: Array("12\n".utf8) + [UInt8](repeating: 0x30, count: 100_000) + Array("\n3\n".utf8), limit: 1_000)
            == [.line("12"), .tooLong])
        #expect(try lines(of: Array("1234567890".utf8), limit: 10) == [.line("1234567890")])
        #expect(try lines(of: Array("12345678901\n".utf8), limit: 10) == [.tooLong])
    }

    @Test func aTooLongLineEndsTheRunNamingTheLine() async {
        var lines: [InputLine] = [.line("12"), .tooLong, .line("3")]
        var output: [UInt8] = []
        var errors: [UInt8] = []
        let console = Console(readLine: { lines.isEmpty ? nil : lines.removeFirst() }, output: { output += $0 }, errors: { errors += $0 })
        let status = await StepperKitCLI.run(["parse", "-", "--locale", "en_US"], console: console)
        #expect(status == .badInput)
        #expect(String(decoding: output, as: UTF8.self) == "12\n")
        #expect(String(decoding: errors, as: UTF8.self) == "line 2: the line is longer than 1 MiB (1048576 bytes); input stops here\n")
    }
}
