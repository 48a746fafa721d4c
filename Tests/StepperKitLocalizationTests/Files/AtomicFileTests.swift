import TestSupport
import Foundation
import Testing
@testable import StepperKitLocalization

/// The one writer: atomic, regular files only, permissions kept, links followed, read-only respected.
struct AtomicFileTests {
    @Test func writesTheCatalogAndLeavesNoTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = URL(fileURLWithPath: directory.file("Localizable.xcstrings"))
        let catalog = try StringCatalog(bytes: Fixtures.bytes(Fixtures.cart))
        try catalog.write(to: url)
        #expect(try Data(contentsOf: url) == Data(Fixtures.cart.utf8))
        #expect(directory.names() == ["Localizable.xcstrings"])
    }

    // The same bytes in, the same bytes out: writing twice gives identical files.
    @Test func isByteStable() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("scene.svg")
        let bytes = Array("<svg>\u{A0}€</svg>\n".utf8)
        try AtomicFile.write(bytes, to: file)
        try AtomicFile.write(bytes, to: file)
        #expect(try RegularFile.read(file) == bytes)
    }

    /// A text is written as its UTF-8, in place; a large one (several write calls' worth) whole.
    @Test func writesATextsUTF8() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("report.json")
        let text = "{\"a\" : \"3,50\u{A0}€ ١٢\"}\n"
        try AtomicFile.write(text: text, to: file)
        #expect(try RegularFile.read(file) == Array(text.utf8))
        let large = String(repeating: "Añadir al carrito\n", count: 300_000)
        try AtomicFile.write(text: large, to: file)
        #expect(try RegularFile.read(file) == Array(large.utf8))
        #expect(directory.names() == ["report.json"])
    }

    @Test func aFailedWriteLeavesTheOriginalIntact() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("Localizable.xcstrings", "original")
        let failure = FileAccessError(path: file, reason: .system(operation: "rename", message: "simulated"))
        #expect(throws: failure) {
            try AtomicFile.write(Array("replacement".utf8), to: file, options: []) { () throws(FileAccessError) in throw failure }
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "original")
        #expect(directory.names() == ["Localizable.xcstrings"])
    }

    @Test func failsWithoutTouchingAnythingWhenTheDirectoryIsMissing() throws {
        let path = "/nonexistent-\(UUID().uuidString)/Localizable.xcstrings"
        #expect(throws: FileAccessError(path: path, reason: .system(operation: "create a temporary file in \"\((path as NSString).deletingLastPathComponent)\"", message: "No such file or directory"))) {
            try StringCatalog(sourceLanguage: "en").write(to: URL(fileURLWithPath: path))
        }
    }

    @Test(arguments: [0o640, 0o600, 0o755])
    func keepsTheFilePermissions(mode: Int) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("out.svg", "old", mode: mode)
        try AtomicFile.write(Array("new".utf8), to: file)
        #expect(directory.mode(file) == mode)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "new")
    }

    @Test func writesThroughASymbolicLinkAndKeepsTheLink() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let target = try directory.write("Real.xcstrings", "{}")
        let link = try directory.link("Link.xcstrings", to: "Real.xcstrings")
        try StringCatalog(sourceLanguage: "en").write(to: URL(fileURLWithPath: link))
        #expect(directory.kind(link) == "link")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "Real.xcstrings")
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("{\n  \"sourceLanguage\" : \"en\""))
        #expect(directory.names() == ["Link.xcstrings", "Real.xcstrings"])
    }

    // A link to a file that does not exist yet creates that file, as writing through the link would.
    @Test func aDanglingLinkCreatesItsTarget() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let link = try directory.link("out.svg", to: directory.file("real.svg"))
        try AtomicFile.write(Array("<svg/>".utf8), to: link)
        #expect(directory.kind(link) == "link")
        #expect(try String(contentsOfFile: directory.file("real.svg"), encoding: .utf8) == "<svg/>")
    }

    @Test func refusesALoopOfSymbolicLinks() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let loop = try directory.link("loop", to: "loop")
        #expect(throws: FileAccessError(path: loop, reason: .symbolicLinkLoop)) { try AtomicFile.write([1], to: loop) }
    }

    @Test func refusesADirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let target = directory.file("out")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        #expect(throws: FileAccessError(path: target, reason: .directory)) { try AtomicFile.write([1], to: target) }
        #expect(directory.kind(target) == "directory")
        #expect(directory.names() == ["out"])
    }

    @Test func refusesAFIFOAndLeavesIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fifo = try directory.fifo("out.svg")
        #expect(throws: FileAccessError(path: fifo, reason: .fifo)) { try AtomicFile.write([1], to: fifo) }
        #expect(directory.kind(fifo) == "fifo")
        #expect(directory.names() == ["out.svg"])
    }

    // Run as root, Foundation's atomic write replaced /dev/null with a regular file; this one refuses.
    @Test(.enabled(if: TemporaryDirectory.isRoot, "mknod needs root"))
    func refusesADeviceAndLeavesIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let device = try #require(directory.characterDevice("null"))
        #expect(throws: FileAccessError(path: device, reason: .characterDevice)) {
            try AtomicFile.write([1], to: device, options: .replacingReadOnly)
        }
        #expect(directory.kind(device) == "device")
        #expect(directory.names() == ["null"])
    }

    @Test func refusesAReadOnlyFileUnlessAllowed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("locked.xcstrings", "original", mode: 0o444)
        #expect(throws: FileAccessError(path: file, reason: .readOnly)) { try AtomicFile.write(Array("new".utf8), to: file) }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "original")
        try AtomicFile.write(Array("new".utf8), to: file, options: .replacingReadOnly)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "new")
        #expect(directory.mode(file) == 0o444)
        #expect(directory.names() == ["locked.xcstrings"])
    }

    @Test func refusesAnEmptyPath() {
        #expect(throws: FileAccessError(path: "", reason: .emptyPath)) { try AtomicFile.write([1], to: "") }
    }
}
