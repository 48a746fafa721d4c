import StepperKitLocalization
import StepperKitSupport

/// The JSON format: the run's facts, the rules seen, the baseline's outcome, then the findings one per
/// line. `check --merge` reads it back, so it holds everything every other format needs.
enum JSONReport {
    /// The format's version, written as `"version"`; `check --merge` reads this version only.
    static let version = 1

    static func write(_ report: DiagnosticReport, to output: ReportOutput) throws {
        var head = "{\n  \"tool\" : "
        OutputEscaping.appendJSONString("stepperkit \(report.tool)", to: &head)
        head += ",\n  \"version\" : \(version),\n  \"files\" : ["
        for (index, file) in report.files.enumerated() {
            head += index == 0 ? "\n    " : ",\n    "
            OutputEscaping.appendJSONString(file, to: &head)
        }
        head += report.files.isEmpty ? "],\n" : "\n  ],\n"
        if report.shard != .whole { head += "  \"shard\" : \"\(report.shard)\",\n" }
        if let strings = report.stringCount { head += "  \"strings\" : \(strings),\n" }
        if let cells = report.cellCount { head += "  \"cells\" : \(cells),\n" }
        head += "  \"failOn\" : \"\(report.failOn.rawValue)\",\n"
        let spool = report.diagnostics
        head += "  \"summary\" : { \"errors\" : \(spool.count(of: .error)), \"warnings\" : \(spool.count(of: .warning)), \"notes\" : \(spool.count(of: .note)) },\n"
        head += "  \"rules\" : ["
        for (index, rule) in spool.rules.values.sorted().enumerated() {
            head += index == 0 ? "\n    { \"id\" : " : ",\n    { \"id\" : "
            OutputEscaping.appendJSONString(rule.identifier, to: &head)
            head += ", \"summary\" : "
            OutputEscaping.appendJSONString(rule.summary, to: &head)
            head += " }"
        }
        head += spool.rules.isEmpty ? "],\n" : "\n  ],\n"
        if let baseline = report.baseline {
            head += "  \"baseline\" : { \"file\" : "
            OutputEscaping.appendJSONString(baseline.file, to: &head)
            head += ", \"suppressed\" : \(baseline.suppressed), \"stale\" : ["
            for (index, entry) in baseline.stale.enumerated() {
                head += index == 0 ? "\n    { " : ",\n    { "
                var fields: [String] = []
                for (name, value) in [("rule", entry.rule), ("file", entry.file), ("key", entry.key), ("language", entry.language), ("cell", entry.cell)]
                where !value.isEmpty {
                    var field = "\"\(name)\" : "
                    OutputEscaping.appendJSONString(value, to: &field)
                    fields.append(field)
                }
                head += fields.joined(separator: ", ") + " }"
            }
            head += baseline.stale.isEmpty ? "] },\n" : "\n  ] },\n"
        }
        head += "  \"findings\" : ["
        try output.write(head)
        var first = true
        for diagnostic in spool {
            try output.write(first ? "\n    " : ",\n    ")
            try output.write(DiagnosticJSON.encode(diagnostic))
            first = false
        }
        try output.write(first ? "]\n}\n" : "\n  ]\n}\n")
    }
}
