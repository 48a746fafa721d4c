import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
package import StepperKitCheck

/// What every report format must hold for any diagnostics: each output parses as its format says, and
/// untrusted text in a finding cannot break out of its place (a new GitHub command, a terminal escape).
///
/// A violated property traps with `fatalError`, which libFuzzer records as a crash with its input.
package enum ReportChecks {
    /// Writes the report in every format and checks each: JSON and SARIF parse as JSON with one entry per
    /// finding, JUnit parses as XML, GitHub has one command line per finding (plus the summary) with no
    /// raw CR, and the text formats carry no control character but line feeds.
    package static func checkEveryFormat(_ report: DiagnosticReport) {
        let count = report.diagnostics.count
        for name in ReportFormat.names {
            guard let format = ReportFormat(name: name) else { fatalError("ReportFormat.names lists \(name), which has no format") }
            var bytes: [UInt8] = []
            do {
                try format.write(report, to: ReportOutput { bytes += $0 })
            } catch {
                fatalError("\(name) report failed to write into memory: \(error)")
            }
            check(bytes, format: name, findings: count)
        }
    }

    /// The checks of one format's output.
    package static func check(_ bytes: [UInt8], format: String, findings: Int) {
        guard String(validating: bytes, as: UTF8.self) != nil else { fatalError("\(format) report is not UTF-8") }
        switch format {
        case "json":
            let object = json(bytes, format: format)
            guard let list = object["findings"] as? [Any], list.count == findings else {
                fatalError("json report has \((object["findings"] as? [Any])?.count ?? -1) findings, not \(findings)")
            }
        case "sarif":
            let object = json(bytes, format: format)
            guard let runs = object["runs"] as? [[String: Any]], let results = runs.first?["results"] as? [Any], results.count == findings else {
                fatalError("sarif report does not have \(findings) results in its first run")
            }
        case "junit":
            let parser = XMLParser(data: Data(bytes))
            guard parser.parse() else {
                let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
                let line = parser.lineNumber - 1
                let text = lines[max(0, line - 2)..<min(lines.count, line + 1)].map { String(decoding: $0, as: UTF8.self).debugDescription }
                    .joined(separator: " / ")
                fatalError("junit report is not XML at line \(parser.lineNumber), column \(parser.columnNumber) (\(parser.parserError.map { "\($0)" } ?? "?")): \(text)")
            }
        case "github":
            guard !bytes.contains(0x0D) else { fatalError("github report has a raw carriage return") }
            let lines = bytes.split(separator: 0x0A)
            guard lines.allSatisfy({ $0.starts(with: Array("::".utf8)) }) else { fatalError("github report has a line that is not a command") }
            guard lines.count == findings + 1 else { fatalError("github report has \(lines.count) lines for \(findings) findings") }
        default:
            // text and xcode: for terminals and editors, so no escape, CR or other control character.
            for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars where scalar != "\n" {
                if scalar.properties.generalCategory == .control {
                    fatalError("\(format) report has a raw control character U+\(String(scalar.value, radix: 16, uppercase: true))")
                }
            }
        }
    }

    private static func json(_ bytes: [UInt8], format: String) -> [String: Any] {
        do {
            guard let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
                fatalError("\(format) report is JSON but not an object")
            }
            return object
        } catch {
            fatalError("\(format) report is not JSON: \(error)")
        }
    }
}
