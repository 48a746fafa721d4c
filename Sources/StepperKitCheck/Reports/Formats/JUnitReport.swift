import StepperKitLocalization
import StepperKitSupport

/// JUnit XML: a suite per file (and one for findings about no file), a test case per key × language with
/// findings. A test case fails when one of its findings is at the report's `failOn` or worse, so the
/// number of failures is 0 exactly when the run exits 0; findings below it are the case's output.
enum JUnitReport {
    private struct Case {
        let name: String
        var diagnostics: [Diagnostic] = []
    }

    private struct SuiteCount {
        var tests = 0
        var failures = 0
    }

    static func write(_ report: DiagnosticReport, to output: ReportOutput) throws {
        // One pass to count (the suites' attributes come first), one to write.
        var counts: [String: SuiteCount] = [:]
        var order: [String] = []
        try forEachCase(report) { suite, testCase in
            if counts[suite] == nil { order.append(suite) }
            counts[suite, default: SuiteCount()].tests += 1
            if testCase.diagnostics.contains(where: { $0.severity >= report.failOn }) { counts[suite, default: SuiteCount()].failures += 1 }
        }
        // A file without findings still has a suite, with one passing case, so a clean run shows its files.
        for file in report.files where counts[file] == nil {
            counts[file] = SuiteCount(tests: 1, failures: 0)
            order.append(file)
        }
        let tests = counts.values.reduce(0) { $0 + $1.tests }
        let failures = counts.values.reduce(0) { $0 + $1.failures }
        try output.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        try output.line("<testsuites name=\"stepperkit \(report.tool)\" tests=\"\(tests)\" failures=\"\(failures)\">")
        var open: String?
        func openSuite(_ suite: String) throws {
            if open == suite { return }
            if open != nil { try output.line("  </testsuite>") }
            let count = counts[suite] ?? SuiteCount()
            try output.line("  <testsuite name=\"\(OutputEscaping.xml(suite))\" tests=\"\(count.tests)\" failures=\"\(count.failures)\">")
            open = suite
        }
        var written: Set<String> = []
        try forEachCase(report) { suite, testCase in
            try openSuite(suite)
            written.insert(suite)
            try output.line("    <testcase classname=\"\(OutputEscaping.xml(suite))\" name=\"\(OutputEscaping.xml(testCase.name))\">")
            let failing = testCase.diagnostics.filter { $0.severity >= report.failOn }
            if let first = failing.first {
                let body = failing.map { "\($0.severity): \($0.message) [\($0.rule)]" }.joined(separator: "\n")
                try output.line("      <failure type=\"\(OutputEscaping.xml(first.rule.identifier))\" message=\"\(OutputEscaping.xml(first.message))\">"
                    + OutputEscaping.xml(body) + "</failure>")
            }
            let passing = testCase.diagnostics.filter { $0.severity < report.failOn }
            if !passing.isEmpty {
                let body = passing.map { "\($0.severity): \($0.message) [\($0.rule)]" }.joined(separator: "\n")
                try output.line("      <system-out>" + OutputEscaping.xml(body) + "</system-out>")
            }
            try output.line("    </testcase>")
        }
        for suite in order where !written.contains(suite) {
            try openSuite(suite)
            try output.line("    <testcase classname=\"\(OutputEscaping.xml(suite))\" name=\"every key\"/>")
        }
        if open != nil { try output.line("  </testsuite>") }
        try output.line("</testsuites>")
    }

    /// Calls `body` with each test case: the diagnostics of one key × language, in order of first
    /// appearance within the key; findings about no key are a case of their own.
    private static func forEachCase(_ report: DiagnosticReport, _ body: (String, Case) throws -> Void) throws {
        var suite = ""
        var key: String?
        var cases: [Case] = []
        func flush() throws {
            for testCase in cases { try body(suite, testCase) }
            cases.removeAll()
        }
        for diagnostic in report.diagnostics {
            let file = diagnostic.location.file ?? (diagnostic.location.nodePath != nil ? "screens" : "machine")
            if file != suite || diagnostic.cell.key != key {
                try flush()
                suite = file
                key = diagnostic.cell.key
            }
            let name = [diagnostic.cell.key.map { "\"\($0)\"" }, diagnostic.cell.language].compactMap { $0 }.joined(separator: " · ")
            let caseName = name.isEmpty ? diagnostic.rule.identifier : name
            if let index = cases.firstIndex(where: { $0.name == caseName }) {
                cases[index].diagnostics.append(diagnostic)
            } else {
                cases.append(Case(name: caseName, diagnostics: [diagnostic]))
            }
        }
        try flush()
    }
}
