import Foundation
import StepperKitCheck
import StepperKitLocalization
import StepperKitSupport

/// `stepperkit catalog lint FILE… [--locales en,es] [--json] [--fail-on error|warning]`.
enum CatalogLintCommand {
    static let spec = CommandSpec(
        name: "lint",
        abstract: "Find what would crash, show wrong data or fall back in String Catalogs.",
        discussion: """
            Reads each key as the runtime does (its interpolations are its arguments; a key without any is shown as
            written). Errors: specifiers that disagree with the call site (count, types, positions, a lost %%),
            invalid specifiers, %#@name@ without its substitution, plural variants that drop the number, empty
            values. Warnings: missing translations, plural categories a language needs but lacks, values marked
            needs_review. Notes: categories a language never uses, unused substitutions, values marked new or
            stale. Exit status: 0 clean, 1 findings at or above --fail-on, 2 unreadable input.
            """,
        arguments: [files, locales, SharedOptions.reportFormat, SharedOptions.json, failOn],
        run: run
    )

    static let files = Argument(variadic: "FILE", help: "A .xcstrings file.")
    /// Each language must be a locale ICU knows: "!!" or "en@numbers=xyz" is an error, not a filter that matches nothing.
    static let locales = Option(
        "locales", value: "L,L", help: "Languages to check, such as en,es (default: every language in the file)."
    ) { text in
        let names = try OptionValue.names(text)
        for name in names { _ = try LocaleID(name) }
        return names
    }
    static let failOn = Option(
        "fail-on", value: "S", help: "Exit 1 for findings of this severity or worse: note, warning (default) or error.",
        transform: OptionValue.severity
    )

    @Sendable private static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let failOn = arguments[Self.failOn] ?? .warning
        let format = SharedOptions.requestedReportFormat(arguments)
        let languages = arguments[Self.locales]
        let spool = DiagnosticSpool()
        var files: [String] = []
        var unreadable = false
        for path in arguments[Self.files] {
            do {
                try lint(path, languages: languages, into: spool)
                files.append(path)
            } catch {
                console.printErrorLine("\(error)")
                unreadable = true
            }
        }
        let report = DiagnosticReport(tool: "lint", files: files, failOn: failOn, diagnostics: spool)
        try format.write(report, to: ReportOutput { try console.writeReport($0) })
        if unreadable { return .badInput }
        return report.isFailing ? .findings : .success
    }

    /// Lints one file into `spool`, each finding at its key's or localization's line and column.
    ///
    /// The reader notes where each key and localization starts (a few integers a key), and the findings
    /// come in file order, so positions are found in one pass over the bytes as the findings are made:
    /// no table of every key's position, and no second pass per finding (which took minutes on a
    /// minified file). Findings go to the spool as they come, so memory stays flat however many.
    private static func lint(_ path: String, languages: [String]?, into spool: DiagnosticSpool) throws {
        let bytes = try CatalogCommand.bytes(of: path)
        let catalog: StringCatalog
        let map: CatalogSourceMap
        do {
            (catalog, map) = try StringCatalog.readWithSourceMap(bytes, options: .lenient)
        } catch {
            throw CLIError.badInput("\(MessageText.quotedPath(path)): \(error)")
        }
        let targets = languages ?? catalog.languages
        var cursor = LineColumnCursor()
        var index = 0
        for (position, (key, entry)) in catalog.strings.enumerated() {
            // An empty key is Xcode's entry for `Text("")`: nothing to translate, and no index.
            guard !key.isEmpty else { continue }
            defer { index += 1 }
            let findings = CatalogLinter.lint(key, entry, sourceLanguage: catalog.sourceLanguage, languages: targets)
            guard !findings.isEmpty else { continue }
            // A key's findings come by language; their places are found in file order, then given back.
            let offsets = findings.map { finding in
                map.offset(ofKeyAt: position, localizationAt: finding.cell.language.flatMap { entry.localizations?.index(forKey: $0) }) ?? 0
            }
            var places: [Int: (line: Int, column: Int)] = [:]
            for offset in Set(offsets).sorted() { places[offset] = cursor.position(of: offset, in: bytes) }
            for (var finding, offset) in zip(findings, offsets) {
                let place = places[offset] ?? (1, 1)
                finding.location.file = path
                finding.location.line = place.line
                finding.location.column = place.column
                if finding.cell.key == key { finding.cell.keyIndex = index }
                spool.append(finding)
            }
        }
    }
}
