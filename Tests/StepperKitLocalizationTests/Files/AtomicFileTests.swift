import TestSupport
import Foundation
import Testing
@testable import StepperKitLocalization
import StepperKitSupport

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
        // The test seam fails the write once its temporary file is complete.
        let failRename: @Sendable () throws(FileProblem) -> Void = { () throws(FileProblem) in
            throw FileProblem(path: file, reason: .system(operation: "rename", message: "simulated"))
        }
        var thrown: FileAccessError?
        AtomicWriter.$beforeRename.withValue(failRename) {
            do throws(FileAccessError) {
                try AtomicFile.write(Array("replacement".utf8), to: file)
            } catch {
                thrown = error
            }
        }
        #expect(thrown == FileAccessError(path: file, reason: .system(operation: "rename", message: "simulated")))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "original")
        #expect(directory.names() == ["Localizable.xcstrings"])
    }

    @Test func failsWithoutTouchingAnythingWhenTheDirectoryIsMissing() throws {
        let folder = "/nonexistent-\(UUID().uuidString)"
        let path = folder + "/Localizable.xcstrings"
        let error = FileAccessError(path: path, reason: .missingDirectory(folder))
        #expect(throws: error) {
            try StringCatalog(sourceLanguage: "en").write(to: URL(fileURLWithPath: path))
        }
        #expect(error.description == "\"\(path)\": the folder \"\(folder)\" does not exist")
    }

    // A file where a folder should be: "out.svg/x" used to say "Not a directory" after an errno.
    @Test func saysWhenAPartOfThePathIsNotAFolder() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("out.svg", "old")
        #expect(throws: FileAccessError(path: file + "/x", reason: .notADirectory(file))) { try AtomicFile.write([1], to: file + "/x") }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "old")
    }

    // Foundation printed "The operation could not be completed. (StepperKitLocalization.FileAccessError error 1.)".
    @Test(arguments: [
        FileAccessError.Reason.readOnly, .directory, .fifo, .emptyPath, .missingDirectory("/no/such"),
        .untrustedSymbolicLink(link: "out.json", owner: 1001),
    ])
    func foundationShowsTheMessage(reason: FileAccessError.Reason) {
        let error = FileAccessError(path: "out.json", reason: reason)
        #expect(error.localizedDescription == error.description)
        #expect((error as NSError).localizedDescription == error.description)
        #expect(!error.description.contains("error 1"))
        #expect(!error.description.contains("\n"))
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

    // MARK: - Symbolic links of other users (protected_symlinks)

    /// A shared sticky folder, as /tmp is, holding `victim.txt` and `report.json`, a link to it owned by `linkOwner`.
    private func stickyFolder(linkOwner: uid_t, folderOwner: uid_t = 0) throws -> (TemporaryDirectory, victim: String, link: String) {
        let directory = try TemporaryDirectory()
        guard chmod(directory.path, 0o1777) == 0, chown(directory.path, folderOwner, folderOwner) == 0 else { throw POSIXError(.EPERM) }
        let victim = try directory.write("victim.txt", "secret")
        let link = try directory.link("report.json", to: "victim.txt")
        guard lchown(link, linkOwner, linkOwner) == 0 else { throw POSIXError(.EPERM) }
        return (directory, victim, link)
    }

    // Another user's link in /tmp made root's `check --output /tmp/report.json` replace the file the link named.
    @Test(.enabled(if: TemporaryDirectory.isRoot, "giving a link to another user needs root"))
    func refusesAnotherUsersLinkInASharedFolder() throws {
        let (directory, victim, link) = try stickyFolder(linkOwner: 4242)
        defer { directory.remove() }
        let error = FileAccessError(path: link, reason: .untrustedSymbolicLink(link: link, owner: 4242))
        #expect(throws: error) { try AtomicFile.write(Array("report".utf8), to: link, options: .replacingReadOnly) }
        #expect(error.description.hasSuffix("is a symbolic link owned by user 4242, neither you nor the owner of its folder, so it was not followed and nothing was written"))
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "secret")
        #expect(directory.kind(link) == "link")
        #expect(directory.names() == ["report.json", "victim.txt"])
    }

    // The kernel's rule: the folder's owner may link in it (a user's own home, a project's checkout).
    @Test(.enabled(if: TemporaryDirectory.isRoot, "giving a link to another user needs root"))
    func followsALinkOwnedByTheFoldersOwner() throws {
        let (directory, victim, link) = try stickyFolder(linkOwner: 4242, folderOwner: 4242)
        defer { directory.remove() }
        try AtomicFile.write(Array("report".utf8), to: link)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "report")
        #expect(directory.kind(link) == "link")
    }

    // Every link on the way is checked: a trusted link leading to an untrusted one stops there.
    @Test(.enabled(if: TemporaryDirectory.isRoot, "giving a link to another user needs root"))
    func checksEveryLinkOnTheWay() throws {
        let (directory, victim, planted) = try stickyFolder(linkOwner: 4242)
        defer { directory.remove() }
        let mine = try directory.link("mine.json", to: "report.json")
        #expect(throws: FileAccessError(path: mine, reason: .untrustedSymbolicLink(link: planted, owner: 4242))) {
            try AtomicFile.write(Array("report".utf8), to: mine)
        }
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "secret")
    }

    // The writer's own link is followed wherever it is.
    @Test func followsTheCallersOwnLinkInASharedFolder() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        chmod(directory.path, 0o1777)
        let victim = try directory.write("victim.txt", "old")
        let link = try directory.link("report.json", to: "victim.txt")
        try AtomicFile.write(Array("new".utf8), to: link)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "new")
    }
}
