import StepperKitLocalization

/// `stepperkit subtotal --price 3.50 --currency EUR --quantity 3 --locale es_ES` → "10,50 €"
enum SubtotalCommand {
    static let spec = CommandSpec(
        name: "subtotal",
        abstract: "Format the exact subtotal of a quantity at a unit price for a locale.",
        discussion: """
            Price × quantity is computed exactly in decimal and shown with the currency's minor units, or with
            every digit when the exact subtotal has more (3.50 JPY × 3 is "￥10.5"): money is never rounded
            unless --rounding says how, and then standard error says that the amount shown was rounded.
            """,
        arguments: [price, currency, quantity, SharedOptions.locale, rounding],
        run: run
    )

    /// An exact decimal, made an amount of --currency when the command runs.
    static let price = Option(required: "price", value: "P", help: "Unit price as an exact decimal, such as 3.50.")
    static let currency = Option(required: "currency", value: "C", help: "ISO 4217 currency code, such as EUR.") { try Currency($0) }
    static let quantity = Option(required: "quantity", value: "Q", help: "Number of items, 0 or more.") { text in
        guard let value = Int(text.trimmingSpaces()) else { throw RejectedValue("expected a whole number of items") }
        return value
    }
    static let rounding = Option(
        "rounding", value: "R", help: "Round to the currency's minor units: half-even, half-up, half-down, ceiling, floor, up, down.",
        transform: FormatCommand.Rounding.init
    )

    @Sendable private static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let currency = arguments[Self.currency]
        let price = try Self.price.converting(arguments[Self.price]) { try Money($0.trimmingSpaces(), currency) }
        let quantity = arguments[Self.quantity]
        let locale = arguments[SharedOptions.locale]
        let subtotal = try Money.subtotal(unitPrice: price, quantity: quantity)
        guard let rounding = arguments[Self.rounding] else {
            console.print(subtotal.formatted(locale: locale))
            return .success
        }
        let (name, rule) = (rounding.name, rounding.rule)
        console.print(subtotal.formatted(locale: locale, rounding: rule))
        let shown = subtotal.rounded(rule)
        if shown != subtotal {
            console.printErrorLine("note: the exact subtotal \(subtotal) is shown rounded to \(shown) (\(name), \(currency.code) has \(currency.minorUnits) minor units)")
        }
        return .success
    }
}
