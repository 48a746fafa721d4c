/// What the audit found in one cell of the matrix.
///
/// ```swift
/// for result in report.results where !result.findings.isEmpty {
///     print(result.cell, result.findings.count)
/// }
/// ```
public struct AuditCellResult: Hashable, Sendable {
    /// The cell.
    public let cell: AuditCell
    /// Its findings, by rule then tree order.
    public let findings: [AuditFinding]

    /// A cell's result; the matrix makes these.
    public init(cell: AuditCell, findings: [AuditFinding]) {
        self.cell = cell
        self.findings = findings
    }
}
