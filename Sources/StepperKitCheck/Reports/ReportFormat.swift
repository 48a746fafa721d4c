/// How a DiagnosticReport is written: for people in a terminal, for tools, for CI systems and editors.
///
/// Every command that reports diagnostics — `stepperkit check`, `catalog lint`, `audit` — writes through
/// these, so `--format` means the same everywhere, and every format escapes what it must (a key holding
/// CR LF, ESC or `<script>` stays inside its place).
///
/// ```swift
/// ReportFormat(name: "sarif")       // .sarif
/// ReportFormat.names                // ["text", "json", "junit", "sarif", "github", "xcode"]
/// try ReportFormat.xcode.write(report, to: output)
/// // Localizable.xcstrings:26:9: error: "%lld files" · ru · plural one: … [dropped-number]
/// ```
public struct ReportFormat: Hashable, Sendable, CustomStringConvertible {
    private enum Kind: String, Hashable, Sendable, CaseIterable {
        case text, json, junit, sarif, github, xcode
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

    /// For people: the summary, a table of findings by rule × language, then one line per finding.
    ///
    /// A report that groups cells (the audit's) writes a finding found alike in several cells once
    /// (see `DiagnosticCellGroup`).
    public static let text = ReportFormat(.text)
    /// For tools: one object, its findings one per line (see DiagnosticJSON); the input of check --merge.
    public static let json = ReportFormat(.json)
    /// JUnit XML: a suite per file, a test case per key × language with findings.
    ///
    /// Failures are the findings at or above the report's failOn, so a JUnit view agrees with the exit status.
    public static let junit = ReportFormat(.junit)
    /// SARIF 2.1.0, as GitHub code scanning reads it: the rules, and each result located by line and column.
    public static let sarif = ReportFormat(.sarif)
    /// GitHub Actions workflow commands: ::error file=…,line=…,col=…,title=…::message.
    public static let github = ReportFormat(.github)
    /// What Xcode and editors read: file:line:column: error: message [rule].
    public static let xcode = ReportFormat(.xcode)

    /// Every format's name.
    public static let names = Kind.allCases.map(\.rawValue)

    /// The name.
    public var description: String { kind.rawValue }

    /// Writes the report, then flushes the output.
    public func write(_ report: DiagnosticReport, to output: ReportOutput) throws {
        switch kind {
        case .text: try TextReport.write(report, to: output)
        case .json: try JSONReport.write(report, to: output)
        case .junit: try JUnitReport.write(report, to: output)
        case .sarif: try SARIFReport.write(report, to: output)
        case .github: try GitHubReport.write(report, to: output)
        case .xcode: try XcodeReport.write(report, to: output)
        }
        try output.flush()
    }

    /// The report in this format, as one string: for tests and small reports.
    public func render(_ report: DiagnosticReport) -> String {
        var bytes: [UInt8] = []
        let output = ReportOutput { bytes += $0 }
        try? write(report, to: output)
        return String(decoding: bytes, as: UTF8.self)
    }
}
