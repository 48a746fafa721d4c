import StepperKitLocalization
import StepperKitSupport

/// The text format: the summary, the baseline's outcome, a table of findings by rule × language, then
/// one line per finding, or per group of findings when the report groups cells — every line escaped
/// for a terminal.
enum TextReport {
    /// At most this many language columns; the rest are summed in one.
    static let maximumLanguageColumns = 12

    static func write(_ report: DiagnosticReport, to output: ReportOutput) throws {
        try output.line(OutputEscaping.terminal("stepperkit \(report.tool): \(report.summary)"))
        if let baseline = report.baseline {
            var line = "baseline \(baseline.file): \(DiagnosticReport.grouped(baseline.suppressed)) finding\(baseline.suppressed == 1 ? "" : "s") accepted"
            if !baseline.stale.isEmpty {
                line += "; \(baseline.stale.count) entr\(baseline.stale.count == 1 ? "y matches" : "ies match") nothing any more (write the baseline again to drop \(baseline.stale.count == 1 ? "it" : "them"))"
            }
            try output.line(OutputEscaping.terminal(line))
            for entry in baseline.stale.prefix(20) { try output.line(OutputEscaping.terminal("  stale: \(entry)")) }
            if baseline.stale.count > 20 { try output.line("  … and \(baseline.stale.count - 20) more stale entries") }
        }
        let table = summaryTable(report.diagnostics)
        if !table.isEmpty {
            try output.line("")
            for line in table { try output.line(OutputEscaping.terminal(line)) }
            try output.line("")
        }
        if report.groupsCells {
            for group in DiagnosticCellGroup.grouping(report.diagnostics) {
                try output.line(OutputEscaping.terminal(group.description))
            }
            return
        }
        for diagnostic in report.diagnostics {
            try output.line(OutputEscaping.terminal(diagnostic.description))
        }
    }

    /// Rules at each severity (worst first, then by name) × languages (most findings first), with totals.
    static func summaryTable(_ spool: DiagnosticSpool) -> [String] {
        let counts = spool.countsByRuleAndLanguage
        guard !counts.isEmpty else { return [] }
        struct Row: Hashable {
            let rule: String
            let severity: DiagnosticSeverity
        }
        var byLanguage: [String: Int] = [:]
        var byRow: [Row: Int] = [:]
        var cells: [Row: [String: Int]] = [:]
        for (cell, count) in counts {
            let row = Row(rule: cell.rule, severity: cell.severity)
            byLanguage[cell.language, default: 0] += count
            byRow[row, default: 0] += count
            cells[row, default: [:]][cell.language, default: 0] += count
        }
        let languages = byLanguage.keys.sorted { (byLanguage[$0] ?? 0, $1) > (byLanguage[$1] ?? 0, $0) }
        let shown = Array(languages.filter { !$0.isEmpty }.prefix(maximumLanguageColumns))
        let hidden = languages.filter { !$0.isEmpty && !shown.contains($0) }
        let rows = byRow.keys.sorted { ($0.severity, $1.rule) > ($1.severity, $0.rule) }
        var columns = ["all"] + shown
        if !hidden.isEmpty { columns.append("+\(hidden.count)") }
        if languages.contains("") { columns.append("none") }
        let ruleWidth = max(4, rows.map(\.rule.count).max() ?? 0)
        let severityWidth = 7
        var table: [[String]] = []
        for row in rows {
            let perLanguage = cells[row] ?? [:]
            var line = [DiagnosticReport.grouped(byRow[row] ?? 0)]
            for language in shown { line.append(perLanguage[language].map(DiagnosticReport.grouped) ?? "·") }
            if !hidden.isEmpty {
                let sum = hidden.reduce(0) { $0 + (perLanguage[$1] ?? 0) }
                line.append(sum == 0 ? "·" : DiagnosticReport.grouped(sum))
            }
            if languages.contains("") { line.append(perLanguage[""].map(DiagnosticReport.grouped) ?? "·") }
            table.append(line)
        }
        let widths = columns.indices.map { column in max(columns[column].count, table.map { $0[column].count }.max() ?? 0) }
        func pad(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
        var lines = ["  " + String(repeating: " ", count: severityWidth + 1 + ruleWidth) + zip(columns, widths).map { "  " + pad($0, $1) }.joined()]
        for (row, line) in zip(rows, table) {
            lines.append("  " + row.severity.rawValue.padding(toLength: severityWidth, withPad: " ", startingAt: 0) + " "
                + row.rule.padding(toLength: ruleWidth, withPad: " ", startingAt: 0) + zip(line, widths).map { "  " + pad($0, $1) }.joined())
        }
        return lines
    }
}

/// What Xcode and editors read: one `file:line:column: severity: message [rule]` line per finding.
enum XcodeReport {
    static func write(_ report: DiagnosticReport, to output: ReportOutput) throws {
        for diagnostic in report.diagnostics {
            // A finding about no file is still a line Xcode shows, under the tool's name.
            let line = diagnostic.location.file == nil && diagnostic.location.nodePath == nil
                ? "stepperkit: " + diagnostic.description : diagnostic.description
            try output.line(OutputEscaping.terminal(line))
        }
    }
}

/// GitHub Actions workflow commands, one per finding, and the summary as a notice.
enum GitHubReport {
    static func write(_ report: DiagnosticReport, to output: ReportOutput) throws {
        for diagnostic in report.diagnostics {
            let command = switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
            var properties: [String] = []
            if let file = diagnostic.location.file {
                properties.append("file=" + OutputEscaping.githubProperty(file))
                if let line = diagnostic.location.line { properties.append("line=\(line)") }
                if let column = diagnostic.location.column { properties.append("col=\(column)") }
            }
            properties.append("title=" + OutputEscaping.githubProperty(diagnostic.rule.identifier))
            let cell = diagnostic.cell.description
            let place = diagnostic.location.file == nil ? diagnostic.location.nodePath.map { $0 + ": " } ?? "" : ""
            let message = place + (cell.isEmpty ? "" : cell + ": ") + diagnostic.message
            try output.line("::\(command) \(properties.joined(separator: ","))::\(OutputEscaping.githubMessage(message))")
        }
        try output.line("::notice title=stepperkit \(report.tool)::\(OutputEscaping.githubMessage(report.summary))")
    }
}
