import TestSupport
import Foundation
import Testing
@testable import StepperKitLocalization

/// Reading refuses what is not a regular file before reading a byte, naming the path and what it is.
struct RegularFileTests {
    @Test func readsARegularFileThroughASymbolicLink() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("a.json", "{}")
        let link = try directory.link("b.json", to: file)
        #expect(try RegularFile.read(link) == Array("{}".utf8))
    }

    @Test func refusesADirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        #expect(throws: FileAccessError(path: directory.path, reason: .directory)) { try RegularFile.read(directory.path) }
        #expect(FileAccessError(path: "themes", reason: .directory).description == "\"themes\" is a directory, not a regular file")
    }

    // Opening a FIFO for reading would block until a writer came; the check comes first.
    @Test func refusesAFIFOWithoutBlocking() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fifo = try directory.fifo("pipe")
        #expect(throws: FileAccessError(path: fifo, reason: .fifo)) { try RegularFile.read(fifo) }
        #expect(FileAccessError(path: "pipe", reason: .fifo).description == "\"pipe\" is a FIFO (named pipe), not a regular file")
    }

    @Test(.enabled(if: TemporaryDirectory.isRoot, "mknod needs root"))
    func refusesADeviceNode() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let device = try #require(directory.characterDevice("zero"))
        #expect(throws: FileAccessError(path: device, reason: .characterDevice)) { try RegularFile.read(device) }
        #expect(FileAccessError(path: "zero", reason: .characterDevice).description == "\"zero\" is a character device, not a regular file")
    }

    @Test func refusesALoopOfSymbolicLinks() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let loop = try directory.link("loop", to: "loop")
        #expect(throws: FileAccessError(path: loop, reason: .symbolicLinkLoop)) { try RegularFile.read(loop) }
        #expect(FileAccessError(path: "loop", reason: .symbolicLinkLoop).description == "\"loop\" is a loop of symbolic links")
    }

    @Test func refusesAMissingFileAndAnEmptyPath() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let missing = directory.file("missing.json")
        #expect(throws: FileAccessError(path: missing, reason: .missing)) { try RegularFile.read(missing) }
        #expect(throws: FileAccessError(path: "", reason: .emptyPath)) { try RegularFile.read("") }
        #expect(FileAccessError(path: "", reason: .emptyPath).description == "The file path is empty: give the name of a file")
    }

    // Root reads anything, so only another user can see permission denied.
    @Test(.enabled(if: !TemporaryDirectory.isRoot, "root may read any file"))
    func refusesAFileItMayNotRead() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("secret.json", "{}", mode: 0o000)
        #expect(throws: FileAccessError(path: file, reason: .permissionDenied)) { try RegularFile.read(file) }
    }

    @Test func refusesAFileLargerThanTheLimit() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("big.json", String(repeating: "x", count: 100))
        #expect(throws: FileAccessError(path: file, reason: .tooLarge(bytes: 100, limit: 99))) { try RegularFile.read(file, limit: 99) }
        #expect(try RegularFile.read(file, limit: 100).count == 100)
    }

    @Test func quotesPathsOnOneLine() {
        #expect(FileAccessError(path: "a\nb", reason: .missing).description == "\"a\\nb\": no such file")
    }
}
