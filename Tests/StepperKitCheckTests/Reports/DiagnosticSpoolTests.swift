import Testing
import StepperKitLocalization
@testable import StepperKitCheck

/// The spool keeps findings in memory, then in its file as records it reads back exactly.
struct DiagnosticSpoolTests {
    /// Past its memory limit the spool goes to disk, and reads back every diagnostic in order, by group too.
    @Test func aSpoolPastItsLimitReadsBackEverythingInOrder() {
        let spool = DiagnosticSpool(memoryLimit: 1024)
        var written: [Diagnostic] = []
        for index in 0..<500 {
            var finding = DiagnosticJSONTests.full
            finding.cell.key = "key \(index / 3)"
            finding.cell.keyIndex = index / 3
            finding.evidence = nil
            finding.severity = index % 7 == 0 ? .error : .warning
            written.append(finding)
            spool.append(finding)
        }
        #expect(Array(spool) == written)
        #expect(spool.count == 500)
        #expect(spool.count(of: .error) == 72)
        #expect(spool.groups.count == 167)
        #expect(spool.diagnostics(of: spool.groups[100]) == Array(written[300..<303]))
        #expect(spool.groups[0].worst == .error)
    }

    /// Every field comes back from its record as it went in: no escaping, rounding or reordering.
    @Test(arguments: [
        DiagnosticJSONTests.full,
        Diagnostic(rule: .overflow, message: ""),
        Diagnostic(rule: .overflow, severity: .note,
                   location: DiagnosticLocation(line: -3, column: Int.max, catalogPath: [.index(Int.min), .key(""), "\u{0}"], nodePath: "VStack/Text[1]"),
                   cell: DiagnosticCell(key: "👩🏽‍💻 \n", keyIndex: 0, coordinates: [.init("a", "1"), .init("a", "2")]),
                   message: String(repeating: "é", count: 300),
                   evidence: DiagnosticEvidence(measuredWidth: -0.0, allowedWidth: .infinity, sourceWidth: 1e-300)),
    ])
    func aRecordReadsBackEveryField(diagnostic: Diagnostic) throws {
        var bytes: [UInt8] = [0xFF]   // a record starts anywhere in the file's bytes
        SpoolRecord.append(diagnostic, to: &bytes)
        SpoolRecord.append(diagnostic, to: &bytes)
        let read = try #require(SpoolRecord.diagnostics(in: bytes[1...], rules: ["overflow": .overflow]))
        #expect(read == [diagnostic, diagnostic])
    }

    @Test func aRecordCutShortOrOfAnUnknownRuleReadsAsNothing() {
        var bytes: [UInt8] = []
        SpoolRecord.append(DiagnosticJSONTests.full, to: &bytes)
        #expect(SpoolRecord.diagnostics(in: bytes.dropLast(), rules: ["overflow": .overflow]) == nil)
        #expect(SpoolRecord.diagnostics(in: bytes[...], rules: [:]) == nil)
        #expect(SpoolRecord.diagnostics(in: [0x80, 0x80][...], rules: ["overflow": .overflow]) == nil)
    }
}
