import StepperKitLocalization
import StepperKitSupport

/// SARIF 2.1.0 as GitHub code scanning reads it: one run, the rules seen with their descriptions and
/// default levels, each result located in its file by line and column (or by its node, for the audit).
enum SARIFReport {
    static func write(_ report: DiagnosticReport, to output: ReportOutput) throws {
        let rules = report.diagnostics.rules.values.sorted()
        var indices: [String: Int] = [:]
        var head = """
            {
              "$schema" : "https://json.schemastore.org/sarif-2.1.0.json",
              "version" : "2.1.0",
              "runs" : [
                {
                  "tool" : {
                    "driver" : {
                      "name" : "stepperkit",
                      "informationUri" : "https://github.com/stepperkit/stepperkit",
                      "rules" : [
            """
        for (index, rule) in rules.enumerated() {
            indices[rule.identifier] = index
            head += index == 0 ? "\n          { \"id\" : " : ",\n          { \"id\" : "
            OutputEscaping.appendJSONString(rule.identifier, to: &head)
            head += ", \"shortDescription\" : { \"text\" : "
            OutputEscaping.appendJSONString(rule.summary.isEmpty ? rule.identifier : rule.summary, to: &head)
            head += " }, \"defaultConfiguration\" : { \"level\" : \"\(level(rule.severity))\" } }"
        }
        head += rules.isEmpty ? "]\n" : "\n        ]\n"
        head += "      }\n    },\n    \"results\" : ["
        try output.write(head)
        var first = true
        for diagnostic in report.diagnostics {
            var result = first ? "\n      { \"ruleId\" : " : ",\n      { \"ruleId\" : "
            first = false
            OutputEscaping.appendJSONString(diagnostic.rule.identifier, to: &result)
            if let index = indices[diagnostic.rule.identifier] { result += ", \"ruleIndex\" : \(index)" }
            result += ", \"level\" : \"\(level(diagnostic.severity))\", \"message\" : { \"text\" : "
            let cell = diagnostic.cell.description
            OutputEscaping.appendJSONString(cell.isEmpty ? diagnostic.message : cell + ": " + diagnostic.message, to: &result)
            result += " }"
            if let file = diagnostic.location.file {
                result += ", \"locations\" : [ { \"physicalLocation\" : { \"artifactLocation\" : { \"uri\" : "
                OutputEscaping.appendJSONString(uri(file), to: &result)
                result += " }"
                if let line = diagnostic.location.line {
                    result += ", \"region\" : { \"startLine\" : \(line), \"startColumn\" : \(diagnostic.location.column ?? 1) }"
                }
                result += " } } ]"
            } else if let node = diagnostic.location.nodePath {
                result += ", \"locations\" : [ { \"logicalLocations\" : [ { \"fullyQualifiedName\" : "
                OutputEscaping.appendJSONString(node, to: &result)
                result += " } ] } ]"
            }
            result += " }"
            try output.write(result)
        }
        try output.write(first ? "]\n    }\n  ]\n}\n" : "\n    ]\n    }\n  ]\n}\n")
    }

    private static func level(_ severity: DiagnosticSeverity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A relative path as a URI reference: every byte outside RFC 3986's unreserved characters and "/" percent-encoded.
    static func uri(_ path: String) -> String {
        OutputEscaping.percentEncoded(path) { OutputEscaping.isUnreserved($0) || $0 == UInt8(ascii: "/") }
    }
}
