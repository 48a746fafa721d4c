import Foundation
import TestSupport
import Testing
@testable import stepperkit

/// Every command that writes a file takes --force, and says in words why a write cannot happen.
struct OutputFileCommandTests {
    // audit --html had no --force: a read-only page could not be replaced at all.
    @Test func auditReplacesAReadOnlyPageOnlyWithForce() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let folder = directory.file("report")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let page = try directory.write("report/index.html", "original", mode: 0o444)
        let arguments = ["audit", "--scenes", "addToCart", "--locales", "en_US", "--dynamic-type", "large", "--html", folder]
        let refused = await runCLI(arguments)
        #expect(refused.status == .badInput)
        #expect(refused.errors == "error: --html: \"\(page)\" is read-only, so it was not replaced; pass --force to replace it\n")
        #expect(try String(contentsOfFile: page, encoding: .utf8) == "original")
        let forced = await runCLI(arguments + ["--force"])
        #expect(forced.status == .success)
        #expect(try String(contentsOfFile: page, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
        #expect(directory.mode(page) == 0o444)
    }

    @Test func everyCommandThatWritesAFileTakesForce() {
        let writers: [[String]] = [["render"], ["catalog", "format"], ["audit"], ["demo"], ["check"]]
        for path in writers {
            let (command, _, _) = StepperKitCLI.route(path)
            #expect(command.arguments.contains { $0.name == "force" }, "\(path.joined(separator: " ")) has no --force")
        }
    }

    // The folder of --html: a file, an empty name, a path under a file; each said in words, before the audit runs.
    @Test(arguments: [
        ("", "error: --html needs a folder, not an empty name\n"),
        ("page.txt", "error: --html \"DIR/page.txt\": \"DIR/page.txt\" is a file, not a folder\n"),
        ("page.txt/report", "error: --html \"DIR/page.txt/report\": \"DIR/page.txt\" is a file, not a folder\n"),
    ])
    func anHTMLFolderThatCannotBeMadeIsSaidInWords(name: String, message: String) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("page.txt", "text")
        let folder = name.isEmpty ? "" : directory.file(name)
        let result = await runCLI(["audit", "--scenes", "addToCart", "--locales", "en_US", "--html", folder])
        #expect(result.status == .badInput)
        #expect(result.errors == message.replacingOccurrences(of: "DIR", with: directory.path))
    }
}
