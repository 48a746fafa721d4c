import StepperKitLocalization

/// `stepperkit parse TEXT --locale es_ES` → "1234"
enum ParseCommand {
    static let spec = CommandSpec(
        name: "parse",
        abstract: "Parse a number as a person types it in a locale, strictly.",
        discussion: "Prints the exact value in plain notation; \"1.234\" is 1234 in es_ES and 1.234 in en_US.",
        arguments: [
            .positional("TEXT", help: "The typed text, or - to read one per line from standard input."),
            SharedOptions.locale,
            .flag("integer", help: "Require a whole number that fits in 64 bits."),
        ],
        run: run
    )

    @Sendable private static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let parser = try NumberParser(locale: SharedOptions.locale(arguments, in: spec))
        let wholeNumbers = arguments.flag("integer")
        return try InputLines.each(arguments.positional("TEXT")!, console: console) { text in
            wholeNumbers ? String(try parser.integer(from: text)) : "\(try parser.decimal(from: text))"
        }
    }
}
