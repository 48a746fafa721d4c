import Foundation
import Testing
import StepperKitTesting

/// Snapshot strategies as values: what a strategy stores, how it compares, and how it is carried to another type.
struct SnapshottingTests {
    static let versions = SnapshotVersions(icu: "72.1", cldr: "42.0")

    static func spanishStepper() throws -> LayoutResult {
        try LayoutEngine().layout(AddToCartStepper(quantity: 3), in: EnvironmentValues(locale: try locale("es_ES")))
    }

    // `.transcript` wrote English role words ("button", "adjustable") for a Spanish screen.
    @Test func theTranscriptOfASpanishScreenReadsInSpanish() throws {
        let text = Snapshotting<LayoutResult, String>.transcript.snapshot(try Self.spanishStepper())
        #expect(text == """
            botón "Reducir cantidad"
            ajustable "Cantidad", valor "3" [aumentar, reducir]
            botón "Aumentar cantidad"
            """)
    }

    @Test func theDrawingStrategiesOfAResultAreThoseOfItsTree() throws {
        let result = try Self.spanishStepper()
        #expect(Snapshotting<LayoutResult, String>.terminal.snapshot(result) == TerminalRenderer().render(result.root))
        #expect(Snapshotting<LayoutResult, String>.treeDump.snapshot(result) == result.root.dump())
        #expect(Snapshotting<LayoutResult, String>.svg.snapshot(result) == SVGRenderer(background: .white).render(result.root))
        #expect(Snapshotting<LayoutResult, String>.svg.format == .svg)
        #expect(Snapshotting<LayoutResult, String>.transcript.format == .text)
    }

    @Test func aPulledBackStrategyRecordsMatchesAndDiffersThroughTheOriginal() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let titles = Snapshotting<String, String>.lines.pullback { (items: [String]) in items.joined(separator: "\n") }
        let snapshot = Snapshot(name: "titles", format: titles.format, testFilePath: directory.appending(path: "T.swift").path)
        func check(_ items: [String]) throws -> SnapshotOutcome {
            try snapshot.check(titles.snapshot(items), diffing: titles.diffing, mode: .missing, versions: Self.versions)
        }
        #expect(try check(["Pagar", "Total"]) == .recorded(path: snapshot.url.path))
        #expect(try String(contentsOf: snapshot.url, encoding: .utf8) == "# stepperkit snapshot: ICU 72.1, CLDR 42.0\nPagar\nTotal")
        #expect(try check(["Pagar", "Total"]) == .matched)
        guard case .mismatch(let mismatch) = try check(["Pagar", "Subtotal"]) else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(mismatch.difference == mismatch.diff.description)
        #expect(mismatch.diff.description.contains("-Total") && mismatch.diff.description.contains("+Subtotal"))
    }

    // The strategy's comparison decides, not byte equality: a case-blind one matches "HELLO" with "hello"
    // and reports its own words otherwise.
    @Test func theStrategysDiffingDecidesWhatMatches() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let caseBlind = Diffing<String>(toText: { $0 }, fromText: { $0 }) { old, new in
            old.lowercased() == new.lowercased() ? nil : "\"\(old)\" is not \"\(new)\" in any case"
        }
        let strategy = Snapshotting<String, String>(format: .text, diffing: caseBlind) { $0 }
        let snapshot = Snapshot(name: "greeting", format: strategy.format, testFilePath: directory.appending(path: "T.swift").path)
        #expect(try snapshot.check("HELLO", diffing: strategy.diffing, mode: .missing, versions: Self.versions) == .recorded(path: snapshot.url.path))
        #expect(try snapshot.check("hello", diffing: strategy.diffing, mode: .never, versions: Self.versions) == .matched)
        guard case .mismatch(let mismatch) = try snapshot.check("world", diffing: strategy.diffing, mode: .never, versions: Self.versions) else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(mismatch.difference == "\"HELLO\" is not \"world\" in any case")
        #expect(mismatch.description.hasSuffix("\n\"HELLO\" is not \"world\" in any case"))
    }

    // `.snapshots(record: .missing)`, as the README once suggested, re-recorded a deleted baseline on CI.
    @Test(arguments: [
        (nil, nil, [:], SnapshotRecordMode.missing),
        (nil, .missing, ["CI": "true"], .never),
        (.all, nil, ["CI": "1"], .never),
        (.all, .never, [:], .all),
        (nil, .all, [:], .all),
        (nil, .never, ["STEPPERKIT_RECORD": "missing"], .missing),
        (.never, nil, ["CI": "true", "STEPPERKIT_RECORD": "all"], .all),
        (nil, .all, ["CI": "false"], .all),
    ] as [(SnapshotRecordMode?, SnapshotRecordMode?, [String: String], SnapshotRecordMode)])
    func theEnvironmentDecidesBeforeTheArgumentAndTheTrait(
        _ argument: SnapshotRecordMode?, _ trait: SnapshotRecordMode?, _ environment: [String: String], _ mode: SnapshotRecordMode
    ) throws {
        #expect(try SnapshotRecordMode.resolved(argument: argument, trait: trait, environment: environment) == mode)
    }
}
