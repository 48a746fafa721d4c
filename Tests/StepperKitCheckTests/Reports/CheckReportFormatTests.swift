import Foundation
import Testing
@testable import StepperKitCheck
import TestSupport

struct CheckReportFormatTests {
    /// The fixture catalog checked in en, es and ru at 100 pt, large and AX3, written to a temp file.
    static func report() async throws -> (CheckReport, String) {
        let directory = try temporaryDirectory()
        let path = directory.appending(path: "Fixture.xcstrings").path
        try Data(fixtureCatalogText.utf8).write(to: URL(filePath: path))
        var configuration = CheckConfiguration(locales: [try locale("en"), try locale("es"), try locale("ru")])
        configuration.fit = FitRequirement(width: 100, font: .family("DejaVu Sans"), dynamicTypeSizes: [.large, .accessibility3])
        return (try await CatalogCheck(configuration).run(catalogsAt: [path]), path)
    }

    @Test func junitParsesAsXMLWithATestCasePerKeyAndLocale() async throws {
        let (report, _) = try await Self.report()
        let xml = CheckReportFormat.junit.render(report)
        let counter = XMLElementCounter()
        #expect(counter.parse(xml))
        #expect(counter.counts["testsuites"] == 1)
        #expect(counter.counts["testcase"] == 5 * 3)
        #expect(counter.failures.count == report.findings.count { $0.severity == .error })
        #expect(Set(counter.failures).isSuperset(of: ["raw-key", "dropped-number", "argument", "overflow"]))
    }

    @Test func sarifIsVersion210WithResultsLocatedInTheCatalog() async throws {
        let (report, path) = try await Self.report()
        let json = try #require(try JSONSerialization.jsonObject(with: Data(CheckReportFormat.sarif.render(report).utf8)) as? [String: Any])
        #expect(json["version"] as? String == "2.1.0")
        let run = try #require((json["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == report.findings.count)
        for result in results {
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == path)
            #expect(((location["region"] as? [String: Any])?["startLine"] as? Int ?? 0) > 1)
        }
        // The ru "one" text of "%lld files" is under its language on line 6 of the fixture, column 9.
        let dropped = try #require(results.first { $0["ruleId"] as? String == "dropped-number" })
        let region = ((dropped["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        #expect(region?["startLine"] as? Int == 6)
        #expect(region?["startColumn"] as? Int == 9)
        #expect((dropped["message"] as? [String: Any])?["text"] as? String
                == "\"%lld files\" · ru · one 1: drops the number 1: the \"one\" text does not show it, and \"one\" covers other numbers too")
    }

    @Test func githubLinesAreWorkflowCommands() async throws {
        let (report, path) = try await Self.report()
        let lines = CheckReportFormat.github.render(report).split(separator: "\n").map(String.init)
        #expect(lines.count == report.findings.count + 1)
        for line in lines.dropLast() {
            #expect(line.hasPrefix("::error file=\(path),line=") || line.hasPrefix("::warning file=\(path),line="))
        }
        #expect(lines.last?.hasPrefix("::notice::") == true)
    }

    @Test func textHasOneLinePerFindingAndJSONCountsThem() async throws {
        let (report, _) = try await Self.report()
        let text = CheckReportFormat.text.render(report).split(separator: "\n")
        #expect(text.count == report.findings.count + 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(CheckReportFormat.json.render(report).utf8)) as? [String: Any])
        #expect((json["findings"] as? [Any])?.count == report.findings.count)
        #expect(json["cells"] as? Int == report.cellCount)
    }

    @Test(arguments: ["text", "json", "junit", "sarif", "github"])
    func formatsAreNamedAsTheCommandLineSpellsThem(_ name: String) {
        #expect(CheckReportFormat(name: name)?.description == name)
    }

    /// The JSON report is written directly, not through JSONEncoder: it must still parse, give every
    /// finding with its fields, leave absent values out, and escape what JSON requires.
    @Test func jsonParsesWithEveryFindingAndItsFields() async throws {
        let (report, path) = try await Self.report()
        let text = CheckReportFormat.json.render(report)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.count == report.findings.count)
        #expect(json["files"] as? [String] == [path])
        #expect(json["errors"] as? Int == report.findings.count { $0.severity == .error })
        for (object, finding) in zip(findings, report.findings) {
            #expect(object["key"] as? String == finding.key)
            #expect(object["message"] as? String == finding.message)
            #expect(object["line"] as? Int == finding.position.line)
            #expect((object["locale"] as? String) == finding.locale?.identifier)
            #expect(object.keys.contains("text") == (finding.text != nil))
        }
        #expect(text.hasSuffix("}\n"))
    }

    @Test func jsonStringsEscapeQuotesBackslashesAndControls() {
        var out = ""
        JSONCheckReport.string("a\"b\\c\nd\t\u{01}é€", in: &out)
        #expect(out == #""a\"b\\c\nd\t\u0001é€""#)
    }
}
