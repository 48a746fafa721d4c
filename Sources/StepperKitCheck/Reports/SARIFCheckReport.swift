import Foundation

/// SARIF 2.1.0 (OASIS): one run of the `stepperkit` driver with its rules; each result at its catalog's
/// line and column, its message naming the cell.
enum SARIFCheckReport {
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    static func render(_ report: CheckReport) -> String {
        let used = Set(report.findings.map(\.rule))
        let rules = (CheckRule.all + used.sorted()).reduce(into: [CheckRule]()) { rules, rule in
            if !rules.contains(rule) { rules.append(rule) }
        }
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.identifier, $0) })
        let results: [[String: Any]] = report.findings.map { finding in
            [
                "ruleId": finding.rule.identifier,
                "ruleIndex": ruleIndex[finding.rule.identifier] ?? 0,
                "level": finding.severity == .error ? "error" : "warning",
                "message": ["text": "\(finding.cell): \(finding.message)"],
                "locations": [[
                    "physicalLocation": [
                        "artifactLocation": ["uri": finding.file],
                        "region": ["startLine": finding.position.line, "startColumn": finding.position.column],
                    ],
                ]],
                "properties": properties(of: finding),
            ]
        }
        let document: [String: Any] = [
            "$schema": schema,
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": [
                    "name": "stepperkit",
                    "rules": rules.map { rule in
                        [
                            "id": rule.identifier,
                            "defaultConfiguration": ["level": rule.severity == .error ? "error" : "warning"],
                        ] as [String: Any]
                    },
                ]],
                "columnKind": "utf16CodeUnits",
                "artifacts": report.files.map { ["location": ["uri": $0]] },
                "results": results,
            ]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func properties(of finding: CheckFinding) -> [String: Any] {
        var properties: [String: Any] = ["key": finding.key]
        if let locale = finding.locale { properties["locale"] = locale.identifier }
        if let sample = finding.sample { properties["category"] = sample.category.rawValue; properties["number"] = sample.number }
        if let size = finding.dynamicTypeSize { properties["dynamicTypeSize"] = size.rawValue }
        if let style = finding.textStyle { properties["textStyle"] = style.rawValue }
        if let width = finding.measuredWidth { properties["measuredWidth"] = (width * 1000).rounded() / 1000 }
        return properties
    }
}
