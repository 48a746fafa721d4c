import StepperKitLocalization

/// Options several commands share, and how their text becomes library values.
enum SharedOptions {
    static let locale = ArgumentSpec.option("locale", value: "L", help: "Locale, such as en_US, es_ES or es-419.")

    /// The `--locale` option, required.
    static func locale(_ arguments: ParsedArguments, in command: CommandSpec) throws(CLIError) -> LocaleID {
        let text = try arguments.required("locale", in: command)
        do {
            return try LocaleID(text)
        } catch {
            throw .badInput("--locale: \(error)")
        }
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
