import Testing
@testable import StepperKitCheck

/// A diagnostic survives its JSON line — the JSON report and merged shards read it back.
struct DiagnosticJSONTests {
    static let full = Diagnostic(
        rule: .overflow, severity: .warning,
        location: DiagnosticLocation(file: "Sources/App/Localizable.xcstrings", line: 26, column: 9,
                                     catalogPath: ["strings", .key("Add \"now\""), "localizations", "es", .index(2)]),
        cell: DiagnosticCell(key: "Add \"now\"\r\n\u{1B}</script>", keyIndex: 7, language: "pt-BR",
                             coordinates: [.init("plural", "one"), .init("number", "1"), .init("size", "accessibility3")]),
        message: "\"Añadir\" measures 150.2 pt, 30.2 pt over 120 pt\tat AX3",
        evidence: DiagnosticEvidence(text: "Añadir", shownText: "Aña…", measuredWidth: 150.2345, allowedWidth: 120, lineLimit: 1,
                                     textStyle: "body", dynamicTypeSize: "accessibility3", isRightToLeft: true, slot: "badge",
                                     sourceText: "Add", sourceWidth: 40.5))

    @Test func aDiagnosticComesBackFromItsLine() throws {
        let line = DiagnosticJSON.encode(Self.full)
        #expect(!line.contains("\n") && !line.contains("\r") && !line.contains("</script"))
        let decoded = try DiagnosticJSON.decode(try JSONValue(parsing: Array(line.utf8)), knownRules: ["overflow": .overflow])
        var expected = Self.full
        expected.evidence?.measuredWidth = 150.235  // widths keep a thousandth of a point
        #expect(decoded == expected)
        #expect(decoded.rule.summary == DiagnosticRule.overflow.summary)
        #expect(DiagnosticJSON.encode(decoded) == line)
    }

    @Test func aRuleItDoesNotKnowKeepsItsSummary() throws {
        let finding = Diagnostic(rule: DiagnosticRule("house-style", .note, "Our own rule."), message: "m")
        let decoded = try DiagnosticJSON.decode(try JSONValue(parsing: Array(DiagnosticJSON.encode(finding).utf8)))
        #expect(decoded.rule.identifier == "house-style")
        #expect(decoded.rule.summary == "Our own rule.")
        #expect(decoded.severity == .note)
        #expect(decoded.location == .machine)
    }

    @Test(arguments: [
        (#"[]"#, "a finding is not an object"),
        (#"{"severity":"error","message":"m"}"#, "a finding has no \"rule\""),
        (#"{"rule":"x","severity":"fatal","message":"m"}"#, "the finding of rule \"x\" has no severity note, warning or error"),
        (#"{"rule":"x","severity":"error"}"#, "the finding of rule \"x\" has no message"),
        (#"{"rule":"x","severity":"error","message":"m","line":"7"}"#, "\"line\" of a finding is not a number"),
        (#"{"rule":"x","severity":"error","message":"m","path":[{"a":1}]}"#, "a catalog path has a component that is not a name, key or index"),
    ])
    func whatIsNotADiagnosticSaysWhy(json: String, message: String) throws {
        #expect(throws: DiagnosticJSON.DecodingError.self) { try DiagnosticJSON.decode(try JSONValue(parsing: Array(json.utf8))) }
        do {
            _ = try DiagnosticJSON.decode(try JSONValue(parsing: Array(json.utf8)))
        } catch let error as DiagnosticJSON.DecodingError {
            #expect(error.description == message)
        }
    }
}
