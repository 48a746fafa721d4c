import StepperKitLocalization

/// What a run of stepperkit check, catalog lint or audit found.
///
/// Ready for any report format: its diagnostics in order (spooled, so a report of any size costs little memory)
/// and what the summary says.
///
/// ```swift
/// let report = try await CatalogCheck(CheckConfiguration()).run(catalogsAt: ["Localizable.xcstrings"])
/// report.summary     // "2 errors, 5 warnings, 1 note in 1,204 strings (14,448 cells) of 1 catalog"
/// report.isFailing   // true: an error, and --fail-on is error
/// let output = ReportOutput { try FileHandle.standardOutput.write(contentsOf: $0) }   // throws on a closed pipe or a full disk
/// try ReportFormat.json.write(report, to: output)
/// ```
public struct DiagnosticReport: Sendable {
    /// The command that made it: "check", "lint" or "audit".
    public var tool: String
    /// The files looked at, as given.
    public var files: [String]
    /// The cells measured or audited (strings × sizes for the check; screens for the audit); nil when
    /// the command counts none.
    public var cellCount: Int?
    /// The strings resolved (key × locale × sample) for the check; nil for other commands.
    public var stringCount: Int?
    /// The slice of the keys a sharded check looked at; .whole otherwise.
    public var shard: Shard
    /// The least severity that fails the run (exit status 1, JUnit failures).
    public var failOn: DiagnosticSeverity
    /// What the baseline took away, when one was read.
    public var baseline: BaselineOutcome?
    /// The diagnostics, in order: file by file, key by key, then what is about the machine.
    public let diagnostics: DiagnosticSpool
    /// Whether the text format writes findings that differ only in their cells' coordinates as one line.
    ///
    /// The audit's do (`DiagnosticCellGroup`); the other formats list every finding.
    public var groupsCells = false

    /// A report over spooled diagnostics.
    public init(
        tool: String, files: [String], cellCount: Int? = nil, stringCount: Int? = nil, shard: Shard = .whole, failOn: DiagnosticSeverity = .error,
        baseline: BaselineOutcome? = nil, diagnostics: DiagnosticSpool
    ) {
        self.tool = tool
        self.files = files
        self.cellCount = cellCount
        self.stringCount = stringCount
        self.shard = shard
        self.failOn = failOn
        self.baseline = baseline
        self.diagnostics = diagnostics
    }

    /// Whether any diagnostic is at failOn or worse, so the command exits 1.
    public var isFailing: Bool { isFailing(at: failOn) }

    /// Whether any diagnostic is at severity or worse.
    public func isFailing(at severity: DiagnosticSeverity) -> Bool {
        diagnostics.counts.contains { $0.key >= severity && $0.value > 0 }
    }

    /// Every diagnostic, read back into memory: for tests and small runs.
    public var findings: [Diagnostic] { Array(diagnostics) }

    /// "N errors, M warnings, K notes in S strings (C cells) of F catalogs[, shard I/N]".
    public var summary: String {
        func counted(_ count: Int, _ noun: String) -> String {
            "\(Self.grouped(count)) \(noun)\(count == 1 ? "" : "s")"
        }
        var text = [counted(diagnostics.count(of: .error), "error"), counted(diagnostics.count(of: .warning), "warning"),
                    counted(diagnostics.count(of: .note), "note")].joined(separator: ", ")
        let noun = tool == "audit" ? "screen" : "catalog"
        if let stringCount {
            text += " in " + counted(stringCount, "string")
            if let cellCount { text += " (" + counted(cellCount, "cell") + ")" }
            text += " of " + counted(files.count, noun)
        } else if let cellCount {
            text += " in " + counted(cellCount, "cell")
        } else if !files.isEmpty {
            text += " in " + counted(files.count, noun == "catalog" ? "file" : noun)
        }
        if shard != .whole { text += ", shard \(shard)" }
        return text
    }

    /// A count with commas between thousands, as the summaries print it: "14,448".
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = value < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }
}

/// What a baseline did to a run: how many findings it took away, and which of its entries matched nothing.
///
/// ```swift
/// let outcome = report.baseline   // nil unless the check read a baseline
/// outcome?.suppressed        // 17
/// outcome?.stale.count       // 2: fixed since the baseline was written, and safe to remove
/// ```
public struct BaselineOutcome: Hashable, Sendable {
    /// The baseline file, as given.
    public var file: String
    /// How many findings matched an entry and were left out.
    public var suppressed: Int
    /// The entries no finding matched.
    public var stale: [BaselineEntry]

    /// An outcome.
    public init(file: String, suppressed: Int, stale: [BaselineEntry]) {
        self.file = file
        self.suppressed = suppressed
        self.stale = stale
    }
}
