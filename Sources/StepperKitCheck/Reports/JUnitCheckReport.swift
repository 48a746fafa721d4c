internal import StepperKitUI

/// JUnit XML as CI systems read it: a suite per catalog, a test case per key × locale (named by the
/// key, classed by catalog and locale), each finding a `<failure>` (errors) or in `<system-out>` (warnings).
enum JUnitCheckReport {
    static func render(_ report: CheckReport) -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        let byCase = report.findingsByCase()
        let failing = report.cases.filter { byCase[$0]?.contains { $0.severity == .error } ?? false }.count
        lines.append(#"<testsuites name="stepperkit check" tests="\#(report.cases.count)" failures="\#(failing)">"#)
        for file in report.files {
            let cases = report.cases.filter { $0.file == file }
            let failures = cases.filter { byCase[$0]?.contains { $0.severity == .error } ?? false }.count
            lines.append(#"  <testsuite name="\#(XMLText.escaped(file))" tests="\#(cases.count)" failures="\#(failures)" errors="0">"#)
            for testCase in cases {
                let findings = byCase[testCase] ?? []
                let name = XMLText.escaped(testCase.key)
                let className = XMLText.escaped("\(file).\(testCase.locale.identifier)")
                guard !findings.isEmpty else {
                    lines.append(#"    <testcase name="\#(name)" classname="\#(className)"/>"#)
                    continue
                }
                lines.append(#"    <testcase name="\#(name)" classname="\#(className)">"#)
                for finding in findings where finding.severity == .error {
                    lines.append(#"      <failure type="\#(finding.rule.identifier)" message="\#(XMLText.escaped(finding.message))">"#
                                 + XMLText.escaped(finding.description) + "</failure>")
                }
                let warnings = findings.filter { $0.severity == .warning }
                if !warnings.isEmpty {
                    lines.append("      <system-out>" + XMLText.escaped(warnings.map(\.description).joined(separator: "\n")) + "</system-out>")
                }
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
