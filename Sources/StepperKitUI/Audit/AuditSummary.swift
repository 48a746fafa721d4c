/// The totals of a matrix run: cells, cells with findings, errors, warnings, and findings per rule.
///
/// ```swift
/// print(report.summary)
/// // 12 cells, 2 with findings: 2 errors, 0 warnings
/// //   truncation: 2
/// ```
public struct AuditSummary: Hashable, Sendable, CustomStringConvertible {
    /// How many cells ran.
    public let cells: Int
    /// How many cells had at least one finding.
    public let cellsWithFindings: Int
    /// How many findings were errors.
    public let errors: Int
    /// How many findings were warnings.
    public let warnings: Int
    /// How many findings each rule made; rules without findings are absent.
    public let findingsByRule: [AuditRule: Int]

    /// The totals of some cell results.
    public init(_ results: [AuditCellResult]) {
        let findings = results.flatMap(\.findings)
        cells = results.count
        cellsWithFindings = results.count { !$0.findings.isEmpty }
        errors = findings.count { $0.severity == .error }
        warnings = findings.count { $0.severity == .warning }
        findingsByRule = Dictionary(findings.map { ($0.rule, 1) }, uniquingKeysWith: +)
    }

    /// A first line of totals, then one indented line per rule with findings, in rule order.
    public var description: String {
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        let head = "\(counted(cells, "cell")), \(cellsWithFindings) with findings: \(counted(errors, "error")), \(counted(warnings, "warning"))"
        let rules = findingsByRule.keys.sorted().map { "  \($0): \(findingsByRule[$0, default: 0])" }
        return ([head] + rules).joined(separator: "\n")
    }
}
