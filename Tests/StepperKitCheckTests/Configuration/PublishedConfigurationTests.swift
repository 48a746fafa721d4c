import Foundation
import Testing
import StepperKitCheck

/// The configuration files the README and the documentation show are files the check reads, with what they say.
struct PublishedConfigurationTests {
    static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The ```json blocks of a file that hold a configuration (they name budgets).
    static func configurations(in relativePath: String, commented: Bool = false) throws -> [String] {
        var text = try String(contentsOf: root.appending(path: relativePath), encoding: .utf8)
        if commented {
            text = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                let trimmed = line.drop { $0 == " " }
                return trimmed.hasPrefix("/// ") ? String(trimmed.dropFirst(4)) : trimmed.hasPrefix("///") ? String(trimmed.dropFirst(3)) : String(line)
            }.joined(separator: "\n")
        }
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```json") { current = []; continue }
            if current != nil, line.hasPrefix("```") {
                let block = current!.joined(separator: "\n")
                if block.contains("\"budgets\"") { blocks.append(block) }
                current = nil
                continue
            }
            current?.append(line)
        }
        return blocks
    }

    static func read(_ json: String) throws -> CheckConfiguration {
        let directory = FileManager.default.temporaryDirectory.appending(path: "published-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appending(path: CheckConfigurationFile.defaultName).path
        try Data(json.utf8).write(to: URL(filePath: path))
        // The baseline it names, as --write-baseline writes it on a clean catalog.
        try Data(Baseline([]).jsonBytes).write(to: directory.appending(path: "stepperkit-baseline.json"))
        var configuration = CheckConfiguration()
        try CheckConfigurationFile(contentsOf: path).apply(to: &configuration)
        return configuration
    }

    @Test func theReadmesConfigurationIsRead() throws {
        let blocks = try Self.configurations(in: "README.md")
        #expect(blocks.count == 1)
        let configuration = try Self.read(try #require(blocks.first))
        #expect(configuration.locales?.map(\.languageTag) == ["en", "es", "ja"])
        #expect(configuration.budgets.count == 2)
        #expect(configuration.budgets.first?.keys.matches("checkout.pay") == true)
        #expect(configuration.ignores.map(\.reason) == ["Brand names stay in English"])
        #expect(configuration.severities["same-as-source"] == .some(nil))
        #expect(configuration.severities["expansion"] == .some(.warning))
        #expect(configuration.baselineFile?.hasSuffix("stepperkit-baseline.json") == true)
    }

    @Test func theDocumentedConfigurationIsRead() throws {
        let blocks = try Self.configurations(in: "Sources/StepperKitCheck/Configuration/CheckConfigurationFile.swift", commented: true)
        #expect(blocks.count == 1)
        let configuration = try Self.read(try #require(blocks.first))
        #expect(configuration.budgets.count == 2)
        #expect(configuration.severities["needs-review"] == .some(.error))
    }
}
