import Foundation
import StepperKitLocalization

/// `stepperkit catalog stats FILE [--json]`: keys, languages and per-language progress.
enum CatalogStatsCommand {
    static let spec = CommandSpec(
        name: "stats",
        abstract: "Count keys, languages, per-language translated/needs_review/new/stale/missing, plurals and substitutions.",
        arguments: [file, json],
        run: run
    )

    static let file = Argument("FILE", help: "A .xcstrings file.")
    static let json = Flag("json", help: "Print the counts as JSON.")

    @Sendable private static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let path = arguments[Self.file]
        let stats = CatalogStatistics(try CatalogCommand.read(path))
        if arguments[Self.json] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            console.print(String(decoding: try encoder.encode(stats), as: UTF8.self))
            return .success
        }
        console.print("\(path): \(stats.keys) keys, source \(stats.sourceLanguage), version \(stats.version ?? "none")")
        console.print("plural variations \(stats.pluralVariations), device variations \(stats.deviceVariations), "
                      + "substitutions \(stats.substitutions), not translated by design \(stats.keysNotTranslated)")
        let header = ["language", "translated", "needs_review", "new", "stale", "missing"]
        let rows = stats.languages.map { counts in
            [counts.language, "\(counts.translated)", "\(counts.needsReview)", "\(counts.new)", "\(counts.stale)", "\(counts.missing)"]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        for row in [header] + rows {
            let cells = row.enumerated().map { column, cell in
                column == 0 ? cell.padding(to: widths[column]) : String(repeating: " ", count: widths[column] - cell.count) + cell
            }
            console.print(cells.joined(separator: "  "))
        }
        return .success
    }
}
