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
        let arguments: [any ArgumentDeclaration] = [value, SharedOptions.locale] + (kind == "currency" ? [currency] : [])
            + [precision, rounding, grouping, sign, notation]
        return CommandSpec(name: kind, abstract: abstract, arguments: arguments) { arguments, console in
            try run(kind: kind, arguments, console)
        }
    }

    // MARK: - Options

    static let value = Argument("VALUE", help: "An exact decimal such as 1234.5, or - to read one per line from standard input.")
    static let currency = Option(required: "currency", value: "C", help: "ISO 4217 currency code, such as EUR.") { try Currency($0) }
    static let precision = Option("precision", value: "N", help: "Exactly N fraction digits (0–20).") { text in
        guard let digits = Int(text), (0...20).contains(digits) else {
            throw RejectedValue("expected a whole number of fraction digits from 0 to 20")
        }
        return digits
    }
    static let rounding = Option(
        "rounding", value: "R", help: "half-even (default), half-up, half-down, ceiling, floor, up, down.", transform: Rounding.init
    )
    static let grouping = Option("grouping", value: "G", help: "auto (default), never, always, min2.") {
        try OptionValue.choice($0, from: groupings)
    }
    static let sign = Option("sign", value: "S", help: "auto (default), always, never, except-zero, accounting.") {
        try OptionValue.choice($0, from: signs)
    }
    static let notation = Option("notation", value: "N", help: "standard (default), compact-short, compact-long, scientific.") {
        try OptionValue.choice($0, from: notations)
    }

    /// A rounding rule with the name it was given by, which notes about rounded amounts repeat.
    struct Rounding: Sendable {
        let name: String
        let rule: NumberRoundingRule

        /// The rule named `name` in ``FormatCommand/roundingRules``, or an error listing the names.
        init(_ name: String) throws {
            self.name = name
            rule = try OptionValue.choice(name, from: roundingRules)
        }
    }

    // MARK: - Run

    private static func run(kind: String, _ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let locale = arguments[SharedOptions.locale]
        var style: LocalizedNumberFormat<Decimal>
        var currency: Currency?
        switch kind {
        case "percent":
            style = .localizedPercent
        case "currency":
            currency = arguments[Self.currency]
            style = .localizedCurrency(currency ?? .eur)
        default:
            style = .localizedNumber
        }
        style = style.locale(locale)
        let precision = arguments[Self.precision]
        if let precision {
            style = style.precision(.fractionLength(precision))
        }
        if let rounding = arguments[Self.rounding] { style = style.rounded(rule: rounding.rule) }
        if let grouping = arguments[Self.grouping] { style = style.grouping(grouping) }
        if let sign = arguments[Self.sign] { style = style.sign(sign) }
        if let notation = arguments[Self.notation] { style = style.notation(notation) }
        let finalStyle = style
        let rounding = arguments[Self.rounding]?.name ?? "half-even"
        let standardNotation = (arguments[Self.notation] ?? .standard) == .standard
        return try InputLines.each(arguments[Self.value], console: console) { text in
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
}
