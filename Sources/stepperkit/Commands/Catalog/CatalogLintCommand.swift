import Foundation
import StepperKitLocalization

/// `stepperkit catalog lint FILE… [--locales en,es] [--json] [--fail-on error|warning]`.
enum CatalogLintCommand {
    static let spec = CommandSpec(
        name: "lint",
        abstract: "Find what would crash, show wrong data or fall back in String Catalogs.",
        discussion: """
            Errors: specifier mismatches (count, types, positions, a lost %%), invalid specifiers, %#@name@ without
            its substitution, plural variants that drop the number, empty values. Warnings: missing translations,
            plural categories a language needs but lacks (or never uses), unused substitutions, values marked new,
            needs_review or stale. Exit status: 0 clean, 1 findings at or above --fail-on, 2 unreadable input.
            """,
        arguments: [
            .variadic("FILE", help: "A .xcstrings file."),
            .option("locales", value: "L,L", help: "Languages to check, such as en,es (default: every language in the file)."),
            .flag("json", help: "Print the findings as JSON."),
            .option("fail-on", value: "S", help: "Exit 1 for findings of this severity or worse: warning (default) or error."),
        ],
        run: run
    )

    /// The findings of one file, as `--json` prints them.
    private struct FileReport: Encodable {
        let file: String
        let findings: [LintFinding]
    }

    @Sendable private static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let failOn = try arguments.option("fail-on") { text in
            try FormatCommand.choose(text, from: ["warning": LintSeverity.warning, "error": .error])
        } ?? .warning
        // Each language must be a locale ICU knows: "!!" or "en@numbers=xyz" is an error, not a filter that matches nothing.
        let languages = try arguments.option("locales") { text in
            let names = try SceneOptions.names(text)
            for name in names { _ = try LocaleID(name) }
            return names
        }
        let linter = CatalogLinter(languages: languages)
        var reports: [FileReport] = []
        var unreadable = false
        for path in arguments.variadic() {
            do {
                reports.append(FileReport(file: path, findings: linter.lint(try CatalogCommand.read(path))))
            } catch {
                console.printErrorLine("\(error)")
                unreadable = true
            }
        }
        if arguments.flag("json") {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            console.print(String(decoding: try encoder.encode(reports), as: UTF8.self))
        } else {
            for report in reports {
                for finding in report.findings { console.print(MessageText.escapedLine("\(report.file): \(finding)")) }
            }
            let all = reports.flatMap(\.findings)
            let errors = all.count { $0.severity == .error }
            console.print("\(errors) error\(errors == 1 ? "" : "s"), \(all.count - errors) warning\(all.count - errors == 1 ? "" : "s") "
                          + "in \(reports.count) file\(reports.count == 1 ? "" : "s")")
        }
        if unreadable { return .badInput }
        return reports.contains { $0.findings.contains { $0.severity >= failOn } } ? .findings : .success
    }
}
