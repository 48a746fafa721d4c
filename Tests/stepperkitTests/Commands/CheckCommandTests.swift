import Foundation
import Testing
import TestSupport
@testable import stepperkit

/// `stepperkit check` on the kit's own catalog: exit status and formats.
struct CheckCommandTests {
    static let catalog = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Localizations/Localizable.xcstrings").path
    /// How findings name the catalog: relative to the working directory when it is inside it.
    static let shown = CheckCommand.relativeToWorkingDirectory(catalog)

    @Test func kitStringsThatDoNotFit120PointsExitOne() async {
        let run = await runCLI(["check", Self.catalog, "--locales", "en,es", "--pseudo", "--width", "120", "--dynamic-type", "large,AX3"])
        #expect(run.status == .findings)
        #expect(run.output.contains("[overflow]"))
        #expect(!run.output.split(separator: "\n")[0].contains("shard"))
    }

    // MARK: - The kit's catalog in en, es and the pseudo-locales at 120 pt, every size

    /// The command, with a format.
    static func doneWhen(format: String) async -> (status: ExitCode, output: String, errors: String) {
        await runCLI(["check", catalog, "--locales", "en,es", "--pseudo", "--width", "120", "--format", format])
    }

    /// 36 keys × en, es, en-XA, ar-XB: 149 strings (one per plural sample) × 12 Dynamic Type sizes. One
    /// finding per key × language × plural form, at the first size that does not fit.
    static let summary = "137 errors, 0 warnings, 0 notes in 149 strings (1,788 cells) of 1 catalog"

    @Test func eachStringThatDoesNotFitIsOneFindingAtTheFirstSizeItFails() async {
        let run = await Self.doneWhen(format: "text")
        #expect(run.status == .findings)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "stepperkit check: " + Self.summary)
        // The table of rules × languages, then the findings.
        #expect(lines[2] == "                    all  en-XA  es  ar-XB  en")
        #expect(lines[3] == "  error   overflow  137     37  36     32  32")
        let findings = lines.filter { $0.hasPrefix(Self.shown) }
        #expect(findings.count == 137)
        // Fits in English until AX1; accented and expanded in en-XA it fails at the smallest size.
        #expect(findings.contains(#"\#(Self.shown):124:5: error: "Add to cart" · en-XA · size xSmall · style body: "[Åðð ţö çáŕţ öñȩ ţŵö ţĥ]" measures 158.2 pt, 38.2 pt over 120 pt at xSmall (body), the first size it does not fit [overflow]"#))
        #expect(findings.contains(#"\#(Self.shown):124:5: error: "Add to cart" · en · size accessibility1 · style body: "Add to cart" measures 133.8 pt, 13.8 pt over 120 pt at accessibility1 (body), the first size it does not fit [overflow]"#))
        #expect(findings.count { $0.contains(" · en-XA · ") } == 37)
    }

    @Test func junitFailuresAreTheFailingCasesSoTheyAgreeWithTheExitStatus() async {
        let run = await Self.doneWhen(format: "junit")
        #expect(run.status == .findings)
        let counter = XMLElementCounter()
        #expect(counter.parse(run.output))
        #expect(counter.counts["testsuites"] == 1)
        // A case per key × language: a key's plural forms that do not fit are one failing case.
        #expect(counter.counts["testcase"] == 132)
        #expect(counter.failures.count == 132)
        #expect(Set(counter.failures) == ["overflow"])
        #expect(run.output.contains(#"<testsuites name="stepperkit check" tests="132" failures="132">"#))

        // Below --fail-on, the same findings are the cases' output and nothing fails, as the exit status says.
        let notFailing = await runCLI(["check", Self.catalog, "--locales", "en,es", "--pseudo", "--width", "120", "--format", "junit",
                                        "--rule", "overflow=warning"])
        #expect(notFailing.status == .success)
        #expect(notFailing.output.contains(#"tests="132" failures="0""#))
    }

    @Test func sarifIsVersion210WithEveryResultLocatedInTheCatalog() async throws {
        let run = await Self.doneWhen(format: "sarif")
        #expect(run.status == .findings)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(json["version"] as? String == "2.1.0")
        let results = try #require((json["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == 137)
        let uris = Set(results.map { result in
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
                .flatMap { $0["artifactLocation"] as? [String: Any] }?["uri"] as? String
        })
        #expect(uris == [Self.shown])
        let rules = (json["runs"] as? [[String: Any]])?.first.flatMap { (($0["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] }
        #expect(rules?.map { $0["id"] as? String } == ["overflow"])
    }

    @Test func githubLinesAreWorkflowCommandsThenTheSummary() async {
        let run = await Self.doneWhen(format: "github")
        #expect(run.status == .findings)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 137 + 1)
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("::error file=") })
        #expect(lines.last == "::notice title=stepperkit check::" + Self.summary)
    }

    @Test func xcodeLinesAreWhatEditorsRead() async {
        let run = await Self.doneWhen(format: "xcode")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 137)
        #expect(lines.allSatisfy { $0.hasPrefix(Self.shown + ":") && $0.contains(": error: ") && $0.hasSuffix("[overflow]") })
    }

    @Test func jsonCountsTheFindingsAndSpellsLanguagesOneWay() async throws {
        let run = await Self.doneWhen(format: "json")
        #expect(run.status == .findings)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect((json["summary"] as? [String: Int])?["errors"] == 137)
        #expect(json["cells"] as? Int == 1788)
        #expect(json["strings"] as? Int == 149)
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.count == 137)
        #expect(Set(findings.compactMap { $0["language"] as? String }) == ["en", "es", "en-XA", "ar-XB"])
    }

    // MARK: - Other runs

    @Test func aWideEnoughWidthAtOneSizeIsClean() async {
        let run = await runCLI(["check", Self.catalog, "--locales", "en", "--width", "2000", "--dynamic-type", "large"])
        #expect(run.status == .success)
        #expect(run.output == "stepperkit check: 0 errors, 0 warnings, 0 notes in 37 strings (37 cells) of 1 catalog\n")
    }

    static let devices = #"""
        {"sourceLanguage":"en","strings":{"Tap to add":{"localizations":{"en":{"variations":{"device":{
        "iphone":{"stringUnit":{"state":"translated","value":"Tap to add"}},
        "other":{"stringUnit":{"state":"translated","value":"Select the item to add it to your cart"}}}}}}}},"version":"1.0"}
        """#

    /// Without `--device` each device case a string has is checked as that device shows it; `--device`
    /// (spelled in any case) checks one device, and names only devices catalogs know.
    @Test func deviceShowsThatDevicesVariation() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("Devices.xcstrings", Self.devices)
        let each = await runCLI(["check", path, "--width", "150", "--dynamic-type", "large"])
        #expect(each.status == .findings)
        #expect(each.output.contains(#""Tap to add" · en · device other · size large · style body: "Select the item to add it to your cart" measures"#))
        #expect(!each.output.contains("device iphone"))
        for spelling in ["iphone", "iPhone"] {
            let iPhone = await runCLI(["check", path, "--width", "150", "--dynamic-type", "large", "--device", spelling])
            #expect(iPhone.status == .success)
            #expect(iPhone.output == "stepperkit check: 0 errors, 0 warnings, 0 notes in 1 string (1 cell) of 1 catalog\n")
        }
        let unknown = await runCLI(["check", path, "--device", "phone"])
        #expect(unknown.status == .badInput)
        #expect(unknown.errors == "error: --device phone: expected one of iphone, ipod, ipad, mac, applewatch, appletv, applevision, other\n")
    }

    /// A device-varied string without `other` is not an argument error: each device it has shows its own
    /// case, and only a run for another device (`--device`) says that device shows nothing.
    @Test func aDeviceVariedStringWithoutOtherIsCheckedPerDevice() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("NoOther.xcstrings", #"""
            {"sourceLanguage":"en","strings":{"Tap to add":{"localizations":{"en":{"variations":{"device":{
            "iphone":{"stringUnit":{"state":"translated","value":"Tap to add"}},
            "mac":{"stringUnit":{"state":"translated","value":"Click to add"}}}}}}}},"version":"1.0"}
            """#)
        let each = await runCLI(["check", path])
        #expect(each.status == .success)
        #expect(each.output == "stepperkit check: 0 errors, 0 warnings, 0 notes in 2 strings (0 cells) of 1 catalog\n")
        let iPad = await runCLI(["check", path, "--device", "ipad"])
        #expect(iPad.status == .findings)
        #expect(iPad.output.contains("[missing-device-variant]"))
        #expect(!iPad.output.contains("[argument]"))
    }

    @Test(arguments: [
        ["check", "missing.xcstrings"],
        ["check", catalog, "--shard", "3/2"],
        ["check", catalog, "--format", "yaml"],
        ["check", catalog, "--style", "body"],
        ["check", catalog, "--width", "-1"],
        ["check", catalog, "--width", "100", "--slot", "footer"],
        ["check", catalog, "--rule", "nope=error"],
        ["check", catalog, "--rule", "overflow=loud"],
        ["check", catalog, "--fail-on", "fatal"],
        ["check", catalog, "--config", "missing.json"],
        ["check", catalog, "--baseline", "missing.json"],
        ["check", "--merge", "missing.json"],
        ["check"],
    ])
    func badInputExitsTwo(_ arguments: [String]) async {
        #expect(await runCLI(arguments).status == .badInput)
    }

    /// An output that names an input would replace it with the report: refused before anything is written.
    @Test func anOutputThatIsAnInputIsRefused() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("Devices.xcstrings", Self.devices)
        for option in ["--output", "--write-baseline"] {
            let run = await runCLI(["check", path, option, path])
            #expect(run.status == .badInput)
            #expect(run.errors == "error: \(option) \"\(path)\" is one of the files this run reads; name another file\n")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.devices)
    }

    /// Keys, values and texts come from a catalog anyone can write: in every format they stay in their place.
    @Test func untrustedTextCannotBreakOutOfAnyFormat() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let hostile = #"Total %lld\r\n::error file=pwned.swift,line=1::injected\t\u001B[2J\u001B]52;c;AAAA\u0007</script><script>alert(1)</script>"#
        let path = try directory.write("Hostile.xcstrings", #"""
            {"sourceLanguage":"en","strings":{"\#(hostile)":{"localizations":{"es":{"stringUnit":{"state":"translated","value":"Total"}}}}},"version":"1.0"}
            """#)
        let github = await runCLI(["check", path, "--format", "github"])
        #expect(github.status == .findings)
        let lines = github.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::notice ") })
        #expect(!github.output.contains("\r"))
        #expect(github.output.contains("Total %25lld%0D%0A::error file=pwned.swift"))

        for format in ["text", "xcode"] {
            let run = await runCLI(["check", path, "--format", format])
            #expect(!run.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0 == "\r" }, "\(format)")
            #expect(run.output.contains(#"\r\n::error"#), "\(format)")
        }
        let json = await runCLI(["check", path, "--format", "json"])
        #expect(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) is [String: Any])
        #expect(json.output.contains(#"<\/script>"#))
        let junit = await runCLI(["check", path, "--format", "junit"])
        #expect(XMLElementCounter().parse(junit.output))
        #expect(junit.output.contains("&lt;/script&gt;"))
    }

    /// Catalogs inside the working directory are named relative to it, in every format and in the HTML
    /// report; others as given.
    @Test func catalogsAreNamedRelativeToTheWorkingDirectory() {
        let here = FileManager.default.currentDirectoryPath
        #expect(CheckCommand.relativeToWorkingDirectory(here + "/Sources/App/Localizable.xcstrings") == "Sources/App/Localizable.xcstrings")
        #expect(CheckCommand.relativeToWorkingDirectory(here + "/./A/../B.xcstrings") == "B.xcstrings")
        #expect(CheckCommand.relativeToWorkingDirectory("Relative.xcstrings") == "Relative.xcstrings")
        #expect(CheckCommand.relativeToWorkingDirectory("/elsewhere/Localizable.xcstrings") == "/elsewhere/Localizable.xcstrings")
    }

    @Test func githubOutputIsWorkflowCommands() async {
        let run = await runCLI(["check", Self.catalog, "--locales", "es", "--width", "100", "--dynamic-type", "large", "--format", "github"])
        let lines = run.output.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") })
    }
}
