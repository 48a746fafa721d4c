import Foundation
import Testing
@testable import StepperKitLocalization

/// Writing a catalog replaces the file atomically; a failure leaves the original as it was.
struct AtomicWriteTests {
    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stepperkit-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func writesTheCatalogAndLeavesNoTemporaryFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("Localizable.xcstrings")
        let catalog = try StringCatalog(bytes: Fixtures.bytes(Fixtures.cart))
        try catalog.write(to: url)
        #expect(try Data(contentsOf: url) == Data(Fixtures.cart.utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Localizable.xcstrings"])
    }

    @Test func aFailedWriteLeavesTheOriginalIntact() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("Localizable.xcstrings")
        try Data("original".utf8).write(to: url)
        let failure = CatalogWriteError(path: url.path, operation: "rename", reason: "simulated")
        #expect(throws: failure) {
            try AtomicFile.write(Array("replacement".utf8), to: url) { () throws(CatalogWriteError) in throw failure }
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == "original")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Localizable.xcstrings"])
    }

    @Test func failsWithoutTouchingAnythingWhenTheDirectoryIsMissing() throws {
        let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/Localizable.xcstrings")
        do {
            try StringCatalog(sourceLanguage: "en").write(to: url)
            Issue.record("expected an error")
        } catch {
            #expect(error.operation.hasPrefix("create a temporary file"))
            #expect(error.description.hasSuffix("(the original file is unchanged)"))
        }
    }

    @Test func keepsTheFilePermissions() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("Localizable.xcstrings")
        try Data("{}".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: url.path)
        try StringCatalog(sourceLanguage: "en").write(to: url)
        let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
    }

    @Test func writesThroughASymbolicLink() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("Real.xcstrings")
        let link = directory.appendingPathComponent("Link.xcstrings")
        try Data("{}".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        try StringCatalog(sourceLanguage: "en").write(to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("{\n  \"sourceLanguage\" : \"en\""))
    }
}
