import TestSupport
import Foundation
import Testing
import StepperKitCheck

struct ShardTests {
    @Test(arguments: [("1/3", [0, 3, 6]), ("2/3", [1, 4, 7]), ("3/3", [2, 5, 8]), ("1/1", Array(0..<9))])
    func dealsKeysRoundRobin(_ text: String, _ indices: [Int]) throws {
        let shard = try Shard(text)
        #expect((0..<9).filter(shard.contains(keyIndex:)) == indices)
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3"])
    func rejectsWhatIsNotIOfN(_ text: String) {
        #expect(throws: ShardError(text: text)) { try Shard(text) }
    }

    @Test func shardsTogetherFindWhatTheWholeCheckFinds() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appending(path: "Fixture.xcstrings").path
        try Data(fixtureCatalogText.utf8).write(to: URL(filePath: path))
        var configuration = CheckConfiguration()
        let whole = try await CatalogCheck(configuration).run(catalogsAt: [path])
        var parts: [Diagnostic] = []
        for index in 1...2 {
            configuration.shard = try Shard(index: index, count: 2)
            parts += try await CatalogCheck(configuration).run(catalogsAt: [path]).findings
        }
        #expect(Set(parts) == Set(whole.findings))
        #expect(parts.count == whole.findings.count)
    }
}
