// stepperkit-bench: the kit against its peers, in one run. `make bench` runs it in release mode.
// Each suite prints a Markdown table and its goals; BENCHMARKS.md records a run.
import Foundation

let suites: [(name: String, run: () -> Void)] = [
    ("formatting", FormattingBenchmarks.run),
    ("text", TextBenchmarks.run),
    ("catalog", CatalogBenchmarks.run),
    ("layout", LayoutBenchmarks.run),
    ("audit", AuditBenchmarks.run),
    ("audit-profile", AuditBenchmarks.profile),
    ("layout-profile", LayoutProfile.run),
    ("every-phone-profile", AuditBenchmarks.profileEveryPhone),
    ("check", CheckBenchmarks.run),
    ("check-profile", CheckBenchmarks.profile),
]

let selected = Set(CommandLine.arguments.dropFirst())
print("# StepperKit benchmarks")
print("\(ProcessInfo.processInfo.processorCount) cores; suites: \(suites.map(\.name).joined(separator: ", "))")
// The `-profile` suites are a profiler's workloads, run only when named.
for suite in suites where (selected.isEmpty && !suite.name.hasSuffix("-profile")) || selected.contains(suite.name) {
    suite.run()
}
