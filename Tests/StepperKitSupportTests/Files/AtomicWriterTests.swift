#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StepperKitSupport
import Synchronization
import TestSupport
import Testing

/// The atomic writer leaves the process's signals to its program and runs the test seam only when bound.
struct AtomicWriterTests {
    @Test func aWriteInstallsNoSignalHandler() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let before = try Self.dispositions()
        let writer = try AtomicWriter(path: directory.file("a.txt"))
        try writer.write(Array("a".utf8))
        try writer.commit()
        #expect(try Self.dispositions() == before)
        #expect(try RegularFiles.read(directory.file("a.txt")) == Array("a".utf8))
    }

    @Test func theSeamRunsOnlyWhereATestBindsIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let runs = Runs()
        let count: @Sendable () throws(FileProblem) -> Void = { () throws(FileProblem) in runs.count.withLock { $0 += 1 } }
        try AtomicWriter.$beforeRename.withValue(count) {
            try AtomicWriter(path: directory.file("a.txt")).commit()
        }
        let writer = try AtomicWriter(path: directory.file("b.txt"))
        try writer.commit()
        #expect(runs.count.withLock { $0 } == 1)
    }

    /// The handler words of SIGINT and SIGTERM, as sigaction(2) reports them.
    private static func dispositions() throws -> [Int] {
        try [SIGINT, SIGTERM].map { signal in
            var action = sigaction()
            try #require(sigaction(signal, nil, &action) == 0)
            return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        }
    }
}

/// A counter the seam's `@Sendable` closure can change.
private final class Runs: Sendable {
    let count = Mutex(0)
}
