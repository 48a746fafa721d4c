import StepperKitLocalization

/// `stepperkit parse TEXT --locale es_ES` → "1234"
enum ParseCommand {
    static let spec = CommandSpec(
        name: "parse",
        abstract: "Parse a number as a person types it in a locale, strictly.",
        discussion: "Prints the exact value in plain notation; \"1.234\" is 1234 in es_ES and 1.234 in en_US.",
        arguments: [text, SharedOptions.locale, integer],
        run: run
    )

    static let text = Argument("TEXT", help: "The typed text, or - to read one per line from standard input.")
    static let integer = Flag("integer", help: "Require a whole number that fits in 64 bits.")

    @Sendable private static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let parser = try NumberParser(locale: arguments[SharedOptions.locale])
        let wholeNumbers = arguments[Self.integer]
        return try InputLines.each(arguments[Self.text], console: console) { text in
            wholeNumbers ? String(try parser.integer(from: text)) : "\(try parser.decimal(from: text))"
        }
    }
}
