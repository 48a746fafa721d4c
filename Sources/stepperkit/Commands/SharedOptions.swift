import StepperKitCheck
import StepperKitLocalization

/// Options several commands share, and how their text becomes library values.
enum SharedOptions {
    /// `--locale L`, required. ICU's message quotes the identifier, so the option's is not repeated.
    static let locale = Option(required: "locale", value: "L", help: "Locale, such as en_US, es_ES or es-419.") { text in
        do {
            return try LocaleID(text)
        } catch {
            throw CLIError.badInput("--locale: \(error)")
        }
    }

    /// `--format F`: how a report of findings is written.
    static let reportFormat = Option("format", value: "F", help: "Output: \(ReportFormat.names.joined(separator: ", ")) (default text).") { text in
        guard let format = ReportFormat(name: text) else {
            throw RejectedValue("expected one of \(ReportFormat.names.joined(separator: ", "))")
        }
        return format
    }

    /// `--json`, the same as `--format json` where both are declared.
    static let json = Flag("json", help: "The same as --format json.")

    /// The `--format` of a report, else JSON with `--json`, else text.
    static func requestedReportFormat(_ arguments: ParsedArguments) -> ReportFormat {
        arguments[reportFormat] ?? (arguments[json] ? .json : .text)
    }

    /// An exact decimal argument (never read through Double).
    static func decimal(_ text: String) throws -> DecimalLiteral {
        try DecimalLiteral(text.trimmingSpaces())
    }
}

extension String {
    /// The text without leading and trailing white space.
    func trimmingSpaces() -> String {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return String(self[start..<max(start, end)])
    }
}
