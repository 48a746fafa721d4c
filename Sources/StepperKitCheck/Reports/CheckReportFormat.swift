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
///
/// Written straight into one string, keys sorted and indented by two spaces, absent values left out:
/// a report of 100,000 findings goes out without an intermediate tree of values (JSONEncoder kept
/// one, which doubled `stepperkit check`'s peak memory on a 10 MB catalog).
enum JSONCheckReport {
    static func render(_ report: CheckReport) -> String {
        let errors = report.findings.count { $0.severity == .error }
        var out = ""
        out.reserveCapacity(256 + report.findings.count * 600)
        out += "{\n"
        member("cells", report.cellCount, in: &out, indent: 1)
        member("errors", errors, in: &out, indent: 1)
        out += "  \"files\" : ["
        for (index, file) in report.files.enumerated() {
            out += index == 0 ? "\n    " : ",\n    "
            string(file, in: &out)
        }
        // An empty array as JSONEncoder printed it, so reports stay byte-identical to earlier ones.
        out += report.files.isEmpty ? "\n\n  ],\n" : "\n  ],\n"
        out += "  \"findings\" : ["
        for (index, finding) in report.findings.enumerated() {
            out += index == 0 ? "\n    {\n" : ",\n    {\n"
            var fields: [(String, Value)] = [
                ("category", finding.sample.map { .text($0.category.rawValue) } ?? .none),
                ("cell", .text(finding.cell)),
                ("column", .integer(finding.position.column)),
                ("dynamicTypeSize", finding.dynamicTypeSize.map { .text($0.rawValue) } ?? .none),
                ("file", .text(finding.file)),
                ("key", .text(finding.key)),
                ("language", finding.language.map { .text($0) } ?? .none),
                ("line", .integer(finding.position.line)),
                ("locale", finding.locale.map { .text($0.identifier) } ?? .none),
                ("measuredWidth", finding.measuredWidth.map { .number(($0 * 1000).rounded() / 1000) } ?? .none),
                ("message", .text(finding.message)),
                ("number", finding.sample.map { .text($0.number) } ?? .none),
                ("rule", .text(finding.rule.identifier)),
                ("severity", .text(finding.severity.rawValue)),
                ("text", finding.text.map { .text($0) } ?? .none),
                ("textStyle", finding.textStyle.map { .text($0.rawValue) } ?? .none),
            ]
            fields.removeAll { if case .none = $0.1 { true } else { false } }
            for (position, (name, value)) in fields.enumerated() {
                out += "      \""
                out += name
                out += "\" : "
                switch value {
                case .text(let text): string(text, in: &out)
                case .integer(let number): out += String(number)
                case .number(let number): out += Self.number(number)
                case .none: break
                }
                out += position == fields.count - 1 ? "\n" : ",\n"
            }
            out += "    }"
        }
        out += report.findings.isEmpty ? "\n\n  ],\n" : "\n  ],\n"
        out += "  \"shard\" : "
        string(report.shard.description, in: &out)
        out += ",\n"
        member("strings", report.resolvedCount, in: &out, indent: 1)
        out += "  \"warnings\" : \(report.findings.count - errors)\n}\n"
        return out
    }

    private enum Value {
        case text(String)
        case integer(Int)
        case number(Double)
        case none
    }

    private static func member(_ name: String, _ value: Int, in out: inout String, indent: Int) {
        out += String(repeating: "  ", count: indent) + "\"" + name + "\" : " + String(value) + ",\n"
    }

    /// A number as JSON writes it: whole numbers without a fraction, others at their shortest.
    private static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// A JSON string: quotes, backslashes and control characters escaped; the rest as it is.
    static func string(_ text: String, in out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
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
