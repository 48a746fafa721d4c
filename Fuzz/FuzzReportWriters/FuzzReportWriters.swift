import Foundation
import FuzzSupport
import StepperKitCheck
#if !FUZZING
import FuzzReplay
#endif

/// libFuzzer entry: the bytes as a list of diagnostics, every field from the input (keys, languages,
/// messages, files and rule names with any characters; lines, columns and widths negative, huge or NaN).
///
/// Checks beyond "no crash": the report in every format parses as that format (JSON and SARIF as JSON
/// with one entry per finding, JUnit as XML, GitHub one command per finding with no raw CR, text and
/// Xcode without control characters); the JSON report merges back (`check --merge`) to as many
/// findings (findings about no file once per rule and message), and the merged report passes the same checks.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReportWriters(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(Array(UnsafeBufferPointer(start: data, count: size)))
    let spool = DiagnosticSpool(memoryLimit: 1 << 12)  // small, so inputs reach the spill to a file too
    // The tool is the command's own name, never input.
    let tool = input.pick(["check", "lint", "audit"])
    let files = (0..<input.choice(3)).map { _ in input.string() }
    while !input.isAtEnd, spool.count < 64 {
        spool.append(diagnostic(&input))
    }
    let stale = (0..<input.choice(3)).map { _ in
        BaselineEntry(rule: input.string(), file: input.string(), key: input.string(), language: input.string(), cell: input.string())
    }
    let baseline = input.choice(2) == 0 ? nil : BaselineOutcome(file: input.string(), suppressed: input.integer(), stale: stale)
    let report = DiagnosticReport(
        tool: tool, files: files, cellCount: input.choice(2) == 0 ? nil : input.integer(), stringCount: input.choice(2) == 0 ? nil : input.integer(),
        failOn: input.pick(DiagnosticSeverity.allCases), baseline: baseline, diagnostics: spool)
    ReportChecks.checkEveryFormat(report)
    mergeBack(report)
    return 0
}

/// A diagnostic with every field from the input, within what the producers make: a rule has an
/// identifier, a cell names each axis once, a line limit fits in 32 bits. (Outside that, the spool drops
/// the finding or traps reading it back; reported with the inputs in RELIABILITY.md, for StepperKitCheck.)
private func diagnostic(_ input: inout FuzzInput) -> Diagnostic {
    let identifier = input.string()
    let rule = input.choice(3) == 0
        ? DiagnosticRule(identifier.isEmpty ? "x" : identifier, input.choice(4) == 0 ? nil : input.pick(DiagnosticSeverity.allCases), input.string())
        : input.pick(DiagnosticRule.allCatalogRules)
    let location = DiagnosticLocation(
        file: input.optionalString(), line: input.choice(3) == 0 ? nil : input.integer(), column: input.choice(3) == 0 ? nil : input.integer(),
        catalogPath: input.choice(2) == 0 ? nil : CatalogPath([.key(input.string()), .member(input.string()), .index(input.integer())]),
        nodePath: input.optionalString())
    var axes: Set<String> = []
    let coordinates = (0..<input.choice(4)).map { _ in DiagnosticCell.Coordinate(input.string(), input.string()) }
        .filter { axes.insert($0.axis).inserted }
    let cell = DiagnosticCell(key: input.optionalString(), keyIndex: input.choice(2) == 0 ? nil : input.integer(),
                              language: input.optionalString(), coordinates: coordinates)
    let evidence = input.choice(2) == 0 ? nil : DiagnosticEvidence(
        text: input.optionalString(), shownText: input.optionalString(), measuredWidth: input.double(), allowedWidth: input.double(),
        lineLimit: input.choice(2) == 0 ? nil : Int(Int32(truncatingIfNeeded: input.integer())), textStyle: input.optionalString(), dynamicTypeSize: input.optionalString(),
        isRightToLeft: input.choice(2) == 0, slot: input.optionalString(), sourceText: input.optionalString(), sourceWidth: input.double())
    return Diagnostic(rule: rule, severity: input.choice(4) == 0 ? nil : input.pick(DiagnosticSeverity.allCases), location: location,
                      cell: cell, message: input.string(), evidence: evidence)
}

/// The JSON report, written to a file and merged as `check --merge` reads shards: as many findings.
private func mergeBack(_ report: DiagnosticReport) {
    let path = FileManager.default.temporaryDirectory.appending(path: "fuzz-report-\(getpid()).json").path
    defer { unlink(path) }
    writeScratchFile(path, Array(ReportFormat.json.render(report).utf8))
    do {
        let merged = try ShardMerge.read([path], failOn: report.failOn)
        // Findings about no file (the machine's, such as a missing font) come once from every shard, so
        // the merge keeps one of each rule and message; every finding about a file is kept.
        var machine: Set<String> = []
        let expected = report.diagnostics.filter { $0.location.file != nil || machine.insert("\($0.rule.identifier)\u{0}\($0.message)").inserted }.count
        guard merged.diagnostics.count == expected else {
            fatalError("merging the JSON report gave \(merged.diagnostics.count) findings, not \(expected)")
        }
        ReportChecks.checkEveryFormat(merged)
    } catch {
        fatalError("the JSON report does not merge back: \(error)")
    }
}

#if !FUZZING
/// Without libFuzzer, replays the files named on the command line through ``fuzzReportWriters(_:_:)``.
@main
enum Replay {
    static func main() {
        exit(FuzzReplay.run(fuzzReportWriters))
    }
}
#endif
