import Foundation
import Testing
@testable import stepperkit

/// `stepperkit check` on the kit's own catalog: exit status and formats.
struct CheckCommandTests {
    static let catalog = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Localizations/Localizable.xcstrings").path

    @Test func kitStringsThatDoNotFit120PointsExitOne() async {
        let run = await runCLI(["check", Self.catalog, "--locales", "en,es", "--pseudo", "--width", "120", "--dynamic-type", "large,AX3"])
        #expect(run.status == .findings)
        #expect(run.output.contains("[overflow]"))
        #expect(run.output.split(separator: "\n").last?.hasSuffix("(shard 1/1)") == false)
    }

    @Test func aWideEnoughWidthAtOneSizeIsClean() async {
        let run = await runCLI(["check", Self.catalog, "--locales", "en", "--width", "2000", "--dynamic-type", "large"])
        #expect(run.status == .success)
        #expect(run.output.hasPrefix("0 errors, 0 warnings in "))
    }

    @Test(arguments: [
        ["check", "missing.xcstrings"],
        ["check", catalog, "--shard", "3/2"],
        ["check", catalog, "--format", "yaml"],
        ["check", catalog, "--style", "body"],
        ["check", catalog, "--width", "-1"],
        ["check", catalog, "--width", "100", "--slot", "footer"],
    ])
    func badInputExitsTwo(_ arguments: [String]) async {
        #expect(await runCLI(arguments).status == .badInput)
    }

    @Test func githubOutputIsWorkflowCommands() async {
        let run = await runCLI(["check", Self.catalog, "--locales", "es", "--width", "100", "--dynamic-type", "large", "--format", "github"])
        let lines = run.output.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") })
    }
}
