import Foundation

/// How a CheckReport is written: plain text, JSON, JUnit XML, SARIF 2.1.0 or GitHub workflow
/// annotations.
///
/// ```swift
/// let xml = CheckReportFormat.junit.render(report)
/// CheckReportFormat(name: "sarif")?.render(report)   // the same as .sarif
/// CheckReportFormat.names                             // ["text", "json", "junit", "sarif", "github"]
/// ```
public struct CheckReportFormat: Hashable, Sendable, CustomStringConvertible {
    private enum Kind: String, Hashable, Sendable, CaseIterable {
        case text, json, junit, sarif, github
    }

    private let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// A format by name, as --format spells it; nil for an unknown name.
    public init?(name: String) {
        guard let kind = Kind(rawValue: name) else { return nil }
        self.kind = kind
    }

    /// One line per finding, then a summary line.
    public static let text = CheckReportFormat(.text)
    /// A JSON object: the summary counts and every finding with its cell; shards' outputs merge by
    /// concatenating findings.
    public static let json = CheckReportFormat(.json)
    /// JUnit XML: one test suite per catalog, one test case per key × locale, failures inside.
    public static let junit = CheckReportFormat(.junit)
    /// SARIF 2.1.0: one run, the check's rules, each finding located in its catalog by line and column.
    public static let sarif = CheckReportFormat(.sarif)
    /// GitHub Actions workflow commands: ::error file=…,line=…,col=…,title=…::message, one per finding.
    public static let github = CheckReportFormat(.github)

    /// Every format's name.
    public static let names = Kind.allCases.map(\.rawValue)

    /// The name.
    public var description: String { kind.rawValue }

    /// The report in this format, ending with a newline.
    public func render(_ report: CheckReport) -> String {
        switch kind {
        case .text: TextCheckReport.render(report)
        case .json: JSONCheckReport.render(report)
        case .junit: JUnitCheckReport.render(report)
        case .sarif: SARIFCheckReport.render(report)
        case .github: GitHubCheckReport.render(report)
        }
    }
}

/// One line per finding and the summary.
enum TextCheckReport {
    static func render(_ report: CheckReport) -> String {
        (report.findings.map(\.description) + [report.summary]).joined(separator: "\n") + "\n"
    }
}

/// Findings as flat JSON objects, for tools and for merging shards.
enum JSONCheckReport {
    struct Document: Encodable {
        struct Finding: Encodable {
            let rule: String
            let severity: String
            let file: String
            let line: Int
            let column: Int
            let key: String
            let locale: String?
            let language: String?
            let category: String?
            let number: String?
            let dynamicTypeSize: String?
            let textStyle: String?
            let text: String?
            let measuredWidth: Double?
            let cell: String
            let message: String
        }

        let files: [String]
        let shard: String
        let cells: Int
        let strings: Int
        let errors: Int
        let warnings: Int
        let findings: [Finding]
    }

    static func render(_ report: CheckReport) -> String {
        let errors = report.findings.count { $0.severity == .error }
        let document = Document(
            files: report.files, shard: report.shard.description, cells: report.cellCount, strings: report.resolvedCount,
            errors: errors, warnings: report.findings.count - errors,
            findings: report.findings.map { finding in
                Document.Finding(
                    rule: finding.rule.identifier, severity: finding.severity.rawValue, file: finding.file,
                    line: finding.position.line, column: finding.position.column, key: finding.key,
                    locale: finding.locale?.identifier, language: finding.language, category: finding.sample?.category.rawValue,
                    number: finding.sample?.number, dynamicTypeSize: finding.dynamicTypeSize?.rawValue,
                    textStyle: finding.textStyle?.rawValue, text: finding.text,
                    measuredWidth: finding.measuredWidth.map { ($0 * 1000).rounded() / 1000 }, cell: finding.cell, message: finding.message)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// GitHub workflow commands; properties and messages escaped as the runner expects.
enum GitHubCheckReport {
    static func render(_ report: CheckReport) -> String {
        var lines = report.findings.map { finding in
            let command = finding.severity == .error ? "error" : "warning"
            let properties = [
                "file=\(property(finding.file))", "line=\(finding.position.line)", "col=\(finding.position.column)",
                "title=\(property("\(finding.rule.identifier): \(finding.cell)"))",
            ].joined(separator: ",")
            return "::\(command) \(properties)::\(message(finding.message))"
        }
        lines.append("::notice::\(message(report.summary))")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A message: %, CR and LF escaped.
    static func message(_ text: String) -> String {
        text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
    }

    /// A property value: also ":" and ",".
    static func property(_ text: String) -> String {
        message(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
