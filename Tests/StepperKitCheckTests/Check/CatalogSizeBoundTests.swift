import Foundation
import TestSupport
import Testing
import StepperKitCheck

/// A run checks catalogs up to a bound (32 MiB by default), so its time and memory are promised, not hoped
/// for: a 255 MB catalog took 2–4 minutes and 1.7 GB. The bound is a setting, up to the reader's 256 MiB.
struct CatalogSizeBoundTests {
    /// The fixture catalog padded with spaces before its closing brace (it stays one JSON value) to a size in bytes.
    static func catalogFile(in directory: URL, paddedTo size: Int) throws -> String {
        var text = fixtureCatalogText
        guard let close = text.lastIndex(of: "}") else { throw CocoaError(.fileReadCorruptFile) }
        text.insert(contentsOf: String(repeating: " ", count: max(0, size - text.utf8.count)), at: close)
        let path = directory.appending(path: "Padded.xcstrings").path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    @Test func aCatalogOverTheBoundIsRefusedBeforeItIsRead() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Self.catalogFile(in: directory, paddedTo: (3 << 20) / 2)   // 1.5 MiB
        var configuration = CheckConfiguration(locales: [try locale("en")])
        configuration.maximumCatalogBytes = 1 << 20
        await #expect(throws: CheckError.self) { try await CatalogCheck(configuration).run(catalogsAt: [path]) }
        do {
            _ = try await CatalogCheck(configuration).run(catalogsAt: [path])
        } catch {
            #expect(error.description == "\(path): 1.5 MiB is more than a check reads (1 MiB): every string is resolved in every "
                + "language and measured at every size, minutes for a file this size; split it into several tables, or raise "
                + "\"maximumCatalogMiB\" in the configuration file")
        }
        // The same file within a raised bound is checked.
        configuration.maximumCatalogBytes = 2 << 20
        let report = try await CatalogCheck(configuration).run(catalogsAt: [path])
        #expect((report.stringCount ?? 0) > 0)
    }

    @Test func theDefaultBoundIs32MiB() {
        #expect(CheckConfiguration().maximumCatalogBytes == 33_554_432)
    }

    @Test(arguments: [
        ("64", 67_108_864 as Int?, nil as String?),
        ("256", 268_435_456, nil),
        ("0", nil, "maximumCatalogMiB: is 0, not a size in MiB from 1 to 256"),
        ("300", nil, "maximumCatalogMiB: is 300, not a size in MiB from 1 to 256"),
        ("1.5", nil, "maximumCatalogMiB: is the number 1.5, not a whole number"),
        ("\"64\"", nil, "maximumCatalogMiB: is the string \"64\", not a whole number"),
    ])
    func theConfigurationFileSetsTheBound(_ value: String, _ bytes: Int?, _ problem: String?) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appending(path: "check.json").path
        try "{ \"maximumCatalogMiB\": \(value) }".write(toFile: path, atomically: false, encoding: .utf8)
        do {
            var configuration = CheckConfiguration()
            try CheckConfigurationFile(contentsOf: path).apply(to: &configuration)
            #expect(configuration.maximumCatalogBytes == bytes)
            #expect(problem == nil)
        } catch {
            #expect(problem.map { "\(path): \($0)" } == error.description)
        }
    }
}
