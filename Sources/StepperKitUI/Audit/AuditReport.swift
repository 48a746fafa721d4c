/// The results of an audit matrix run, one per cell in the matrix's order, and their summary.
///
/// ```swift
/// let report = try await matrix.run(engine: LayoutEngine())
/// print(report.summary)
/// report.findings.filter { $0.rule == .truncation }
/// ```
public struct AuditReport: Hashable, Sendable {
    /// One result per cell, in the matrix's cell order whatever order they finished in.
    public let results: [AuditCellResult]

    /// A report of cell results.
    public init(results: [AuditCellResult]) {
        self.results = results
    }

    /// Every finding, cell by cell.
    public var findings: [AuditFinding] { results.flatMap(\.findings) }

    /// The totals.
    public var summary: AuditSummary { AuditSummary(results) }
}
