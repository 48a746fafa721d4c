import StepperKitLocalization

/// `stepperkit plural NUMBER --locale es` → "many"; `--categories` lists the locale's categories.
enum PluralCommand {
    static let spec = CommandSpec(
        name: "plural",
        abstract: "Print the CLDR plural category of a number as written, or a locale's categories.",
        discussion: """
            Visible fraction digits count: "1.0" is "other" in en and "one" in es.
            With --categories, prints the categories the locale uses; with --samples, one number for each.
            """,
        arguments: [number, SharedOptions.locale, categories, samples],
        run: run
    )

    static let number = Argument(optional: "NUMBER", help: "An exact decimal such as 1 or 1.0, or - for one per line.")
    static let categories = Flag("categories", help: "Print the locale's categories instead, such as \"one many other\".")
    static let samples = Flag("samples", help: "Print a sample number for each category, such as \"one 1\".")

    @Sendable private static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let rules = try PluralRules(locale: arguments[SharedOptions.locale])
        if arguments[Self.categories] {
            console.print(rules.categories.map(\.rawValue).joined(separator: " "))
            return .success
        }
        if arguments[Self.samples] {
            let samples = rules.samples
            for category in rules.categories {
                console.print("\(category) \(samples[category] ?? "-")")
            }
            return .success
        }
        guard let number = arguments[Self.number] else {
            throw CLIError.usage("missing argument NUMBER (or --categories / --samples)", command: spec)
        }
        return try InputLines.each(number, console: console) { text in
            rules.category(for: try SharedOptions.decimal(text)).rawValue
        }
    }
}
