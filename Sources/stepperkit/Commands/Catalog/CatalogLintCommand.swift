import Foundation
import StepperKitCheck
import StepperKitLocalization

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
        arguments: [
            .variadic("FILE", help: "A .xcstrings file."),
            .option("locales", value: "L,L", help: "Languages to check, such as en,es (default: every language in the file)."),
            .option("format", value: "F", help: "Output: \(ReportFormat.names.joined(separator: ", ")) (default text)."),
            .flag("json", help: "The same as --format json."),
            .option("fail-on", value: "S", help: "Exit 1 for findings of this severity or worse: note, warning (default) or error."),
        ],
        run: run
    )

    @Sendable private static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let failOn = try arguments.option("fail-on") { text in
            try FormatCommand.choose(text, from: ["note": DiagnosticSeverity.note, "warning": .warning, "error": .error])
        } ?? .warning
        let format = try arguments.option("format") { text -> ReportFormat in
            guard let format = ReportFormat(name: text) else {
                throw ChoiceError(message: "expected one of \(ReportFormat.names.joined(separator: ", "))")
            }
            return format
        } ?? (arguments.flag("json") ? .json : .text)
        // Each language must be a locale ICU knows: "!!" or "en@numbers=xyz" is an error, not a filter that matches nothing.
        let languages = try arguments.option("locales") { text in
            let names = try SceneOptions.names(text)
            for name in names { _ = try LocaleID(name) }
            return names
        }
        let linter = CatalogLinter(languages: languages)
        let spool = DiagnosticSpool()
        var files: [String] = []
        var unreadable = false
        for path in arguments.variadic() {
            do {
                let bytes = try CatalogCommand.bytes(of: path)
                let catalog: StringCatalog
                do {
                    catalog = try StringCatalog(bytes: bytes, options: .lenient)
                } catch {
                    throw CLIError.badInput("\(MessageText.quotedPath(path)): \(error)")
                }
                let positions = CatalogPositions(bytes: bytes)
                let keyIndices = Dictionary(catalog.strings.keys.filter { !$0.isEmpty }.enumerated().map { ($0.element, $0.offset) },
                                            uniquingKeysWith: { first, _ in first })
                for var finding in linter.lint(catalog) {
                    let position = positions.position(key: finding.cell.key ?? "", language: finding.cell.language)
                    finding.location.file = path
                    finding.location.line = position.line
                    finding.location.column = position.column
                    finding.cell.keyIndex = finding.cell.key.flatMap { keyIndices[$0] }
                    spool.append(finding)
                }
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
}
