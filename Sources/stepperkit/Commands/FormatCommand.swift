import Foundation
import StepperKitLocalization

/// `stepperkit format number|percent|currency VALUE --locale L …`
enum FormatCommand {
    static let spec = CommandSpec(
        name: "format",
        abstract: "Format a number, percentage or currency amount for a locale with ICU.",
        subcommands: [
            subcommand("number", abstract: "Format a plain number: 1234.5 → \"1.234,5\" in es."),
            subcommand("percent", abstract: "Format a fraction as a percentage: 0.25 → \"25 %\" in es."),
            subcommand("currency", abstract: "Format an amount of a currency: 3.5 --currency EUR → \"3,50 €\" in es."),
        ]
    )

    private static func subcommand(_ kind: String, abstract: String) -> CommandSpec {
        var arguments: [ArgumentSpec] = [
            .positional("VALUE", help: "An exact decimal such as 1234.5, or - to read one per line from standard input."),
            SharedOptions.locale,
        ]
        if kind == "currency" {
            arguments.append(.option("currency", value: "C", help: "ISO 4217 currency code, such as EUR."))
        }
        arguments += [
            .option("precision", value: "N", help: "Exactly N fraction digits (0–20)."),
            .option("rounding", value: "R", help: "half-even (default), half-up, half-down, ceiling, floor, up, down."),
            .option("grouping", value: "G", help: "auto (default), never, always, min2."),
            .option("sign", value: "S", help: "auto (default), always, never, except-zero, accounting."),
            .option("notation", value: "N", help: "standard (default), compact-short, compact-long, scientific."),
        ]
        return CommandSpec(name: kind, abstract: abstract, arguments: arguments) { arguments, console in
            try run(kind: kind, arguments, console)
        }
    }

    private static func run(kind: String, _ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let command = spec.subcommands.first { $0.name == kind }!
        let locale = try SharedOptions.locale(arguments, in: command)
        var style: LocalizedNumberFormat<Decimal>
        var currency: Currency?
        switch kind {
        case "percent":
            style = .localizedPercent
        case "currency":
            currency = try arguments.required("currency", in: command) { try Currency($0) }
            style = .localizedCurrency(currency ?? .eur)
        default:
            style = .localizedNumber
        }
        style = style.locale(locale)
        let precision = try arguments.option("precision", Self.precision)
        if let precision {
            style = style.precision(.fractionLength(precision))
        }
        if let rule = try arguments.option("rounding", { try Self.choose($0, from: roundingRules) }) {
            style = style.rounded(rule: rule)
        }
        if let grouping = try arguments.option("grouping", { try Self.choose($0, from: groupings) }) {
            style = style.grouping(grouping)
        }
        if let sign = try arguments.option("sign", { try Self.choose($0, from: signs) }) {
            style = style.sign(sign)
        }
        if let notation = try arguments.option("notation", { try Self.choose($0, from: notations) }) {
            style = style.notation(notation)
        }
        let finalStyle = style
        let rounding = arguments.option("rounding") ?? "half-even"
        let standardNotation = arguments.option("notation").map { $0 == "standard" } ?? true
        return try InputLines.each(arguments.positional("VALUE")!, console: console) { text in
            let value = try SharedOptions.decimal(text).value
            // An amount of money with more digits than are shown is rounded: say so, on standard error.
            if let currency, standardNotation {
                let shown = precision ?? currency.minorUnits
                if try Money(value, currency).fractionDigits > shown {
                    console.printErrorLine("note: \(value) \(currency.code) is shown rounded to \(shown) fraction digit\(shown == 1 ? "" : "s") (\(rounding))")
                }
            }
            return try finalStyle.formatOrThrow(value)
        }
    }

    private static func precision(_ text: String) throws -> Int {
        guard let digits = Int(text), (0...20).contains(digits) else {
            throw ChoiceError(message: "expected a whole number of fraction digits from 0 to 20")
        }
        return digits
    }

    static let roundingRules: KeyValuePairs<String, NumberRoundingRule> = [
        "half-even": .toNearestOrEven, "half-up": .toNearestOrAwayFromZero, "half-down": .toNearestOrTowardZero,
        "ceiling": .up, "floor": .down, "up": .awayFromZero, "down": .towardZero,
    ]
    static let groupings: KeyValuePairs<String, NumberGrouping> = [
        "auto": .automatic, "never": .never, "always": .always, "min2": .minimumTwoDigits,
    ]
    static let signs: KeyValuePairs<String, NumberSignDisplay> = [
        "auto": .automatic, "always": .always, "never": .never, "except-zero": .exceptZero, "accounting": .accounting,
    ]
    static let notations: KeyValuePairs<String, NumberNotation> = [
        "standard": .standard, "compact-short": .compactShort, "compact-long": .compactLong, "scientific": .scientific,
    ]

    /// The value named `text` in `choices`, or an error listing the names.
    static func choose<T>(_ text: String, from choices: KeyValuePairs<String, T>) throws -> T {
        guard let match = choices.first(where: { $0.key == text }) else {
            throw ChoiceError(message: "expected one of \(choices.map(\.key).joined(separator: ", "))")
        }
        return match.value
    }
}

/// An option value that is not one of the allowed choices.
struct ChoiceError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
