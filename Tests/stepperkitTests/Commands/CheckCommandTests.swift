import Foundation
import Testing
import TestSupport
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

    // MARK: - Issue 10's "Done when": the kit's catalog in en, es and the pseudo-locales at 120 pt, every size

    /// The command of the issue, with a format.
    static func doneWhen(format: String) async -> (status: ExitCode, output: String, errors: String) {
        await runCLI(["check", catalog, "--locales", "en,es", "--pseudo", "--width", "120", "--format", format])
    }

    /// 30 keys × en, es, en-XA, ar-XB: 125 strings (one per plural sample) × 12 Dynamic Type sizes.
    static let summary = "877 errors, 0 warnings in 1500 cells (125 strings) of 1 catalog"

    @Test func theKitStringsThatDoNotFit120PointsAreReportedInEnXA() async {
        let run = await Self.doneWhen(format: "text")
        #expect(run.status == .findings)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 877 + 1)
        #expect(lines.last == Self.summary)
        // Fits in English at large; accented and expanded in en-XA it does not.
        #expect(lines.contains(#"\#(Self.catalog):88:5: error: "Add to cart" · en_XA · body at large: measures 192 pt, 72 pt over 120 pt [overflow]"#))
        #expect(!lines.contains { $0.hasPrefix(#"\#(Self.catalog):88:5: error: "Add to cart" · en · body at large:"#) })
        #expect(lines.count { $0.contains(" · en_XA · ") } == 349)
    }

    @Test func junitParsesAsXMLWithATestCasePerKeyAndLocale() async {
        let run = await Self.doneWhen(format: "junit")
        #expect(run.status == .findings)
        let counter = XMLElementCounter()
        #expect(counter.parse(run.output))
        #expect(counter.counts["testsuites"] == 1)
        #expect(counter.counts["testcase"] == 30 * 4)
        #expect(counter.failures.count == 877)
        #expect(Set(counter.failures) == ["overflow"])
    }

    @Test func sarifIsVersion210WithEveryResultLocatedInTheCatalog() async throws {
        let run = await Self.doneWhen(format: "sarif")
        #expect(run.status == .findings)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(json["version"] as? String == "2.1.0")
        let results = try #require((json["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == 877)
        let uris = Set(results.map { result in
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
                .flatMap { $0["artifactLocation"] as? [String: Any] }?["uri"] as? String
        })
        #expect(uris == [Self.catalog])
    }

    @Test func githubLinesAreErrorsOrWarningsThenTheSummary() async {
        let run = await Self.doneWhen(format: "github")
        #expect(run.status == .findings)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 877 + 1)
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") })
        #expect(lines.last == "::notice::" + Self.summary)
    }

    @Test func jsonCountsTheFindingsAndCells() async throws {
        let run = await Self.doneWhen(format: "json")
        #expect(run.status == .findings)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(json["errors"] as? Int == 877)
        #expect(json["cells"] as? Int == 1500)
        #expect((json["findings"] as? [Any])?.count == 877)
    }

    // MARK: - Other runs

    @Test func aWideEnoughWidthAtOneSizeIsClean() async {
        let run = await runCLI(["check", Self.catalog, "--locales", "en", "--width", "2000", "--dynamic-type", "large"])
        #expect(run.status == .success)
        #expect(run.output.hasPrefix("0 errors, 0 warnings in "))
    }

    /// `--device` picks the device's variation (spelled in any case), and names only devices catalogs know.
    @Test func deviceShowsThatDevicesVariation() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("Devices.xcstrings", #"""
            {"sourceLanguage":"en","strings":{"Tap to add":{"localizations":{"en":{"variations":{"device":{
            "iphone":{"stringUnit":{"state":"translated","value":"Tap to add"}},
            "other":{"stringUnit":{"state":"translated","value":"Select the item to add it to your cart"}}}}}}}},"version":"1.0"}
            """#)
        let other = await runCLI(["check", path, "--width", "150", "--dynamic-type", "large"])
        #expect(other.status == .findings)
        #expect(other.output.contains(#"· en · body at large: measures"#))
        for spelling in ["iphone", "iPhone"] {
            let iPhone = await runCLI(["check", path, "--width", "150", "--dynamic-type", "large", "--device", spelling])
            #expect(iPhone.status == .success)
            #expect(iPhone.output.hasPrefix("0 errors, 0 warnings in 1 cell"))
        }
        let unknown = await runCLI(["check", path, "--device", "phone"])
        #expect(unknown.status == .badInput)
        #expect(unknown.errors == "error: --device phone: expected one of iphone, ipod, ipad, mac, applewatch, appletv, applevision, other\n")
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
