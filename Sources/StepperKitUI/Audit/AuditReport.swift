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
    /// How many cells were laid out and audited; the others repeat another cell's findings.
    ///
    /// A cell repeats the findings of a cell whose layout read none of the environment keys in which
    /// the two differ.
    ///
    /// Cells running at once may both be laid out where one would do, so the count can vary from run
    /// to run; it is not part of a report's equality.
    public let laidOutCellCount: Int

    /// How many frames of timelines the motion rules laid out, each sampled cell's moments and end state.
    ///
    /// Not part of a report's equality, as ``laidOutCellCount`` is not.
    public let motionFrameCount: Int

    /// A report of cell results; by default every cell counts as laid out, and no motion frame was.
    public init(results: [AuditCellResult], laidOutCellCount: Int? = nil, motionFrameCount: Int = 0) {
        self.results = results
        self.laidOutCellCount = laidOutCellCount ?? results.count
        self.motionFrameCount = motionFrameCount
    }

    /// Reports are equal when their results are.
    public static func == (lhs: AuditReport, rhs: AuditReport) -> Bool { lhs.results == rhs.results }

    /// Hashes the results.
    public func hash(into hasher: inout Hasher) { hasher.combine(results) }

    /// Every finding, cell by cell.
    public var findings: [AuditFinding] { results.flatMap(\.findings) }

    /// The totals.
    public var summary: AuditSummary { AuditSummary(results) }
}
