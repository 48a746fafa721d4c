import StepperKitLocalization

/// `stepperkit demo` — what `make demo` runs: the kit's main jobs on built-in defaults.
enum DemoCommand {
    static let spec = CommandSpec(
        name: "demo",
        abstract: "Show the kit at work on built-in defaults: localized subtotals and plural categories.",
        arguments: [
            .option("locales", value: "L,L…", help: "Locales to show (default en_US,es_ES,es_MX)."),
            .option("price", value: "P", help: "Unit price as an exact decimal (default 3.50)."),
            .option("currency", value: "C", help: "ISO 4217 currency code (default EUR)."),
        ],
        run: run
    )

    static let quantities = [0, 1, 2, 3, 12, 99, 1_000, 1_000_000]

    @Sendable private static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let locales = try arguments.option("locales") { text in
            try text.split(separator: ",").map { try LocaleID(String($0)) }
        } ?? [LocaleID("en_US"), LocaleID("es_ES"), LocaleID("es_MX")]
        let currency = try arguments.option("currency") { try Currency($0) } ?? .eur
        let price = try arguments.option("price") { try Money($0, currency) } ?? Money("3.50", currency)
        guard let first = locales.first else { throw CLIError.badInput("--locales: name at least one locale") }
        let rules = try locales.map { try PluralRules(locale: $0) }

        console.print("StepperKit demo: subtotals of a \(price.formatted(locale: first)) item (Flat white), ICU \(ICUInfo.icuVersion), CLDR \(ICUInfo.cldrVersion)")
        console.print("")
        var rows = [["quantity"] + locales.map { "subtotal \($0)" } + locales.map { "plural \($0)" }]
        for quantity in quantities {
            let subtotal = try Money.subtotal(unitPrice: price, quantity: quantity)
            rows.append(
                [quantity.formatted(.localizedNumber.grouping(.never))]
                    + locales.map { subtotal.formatted(locale: $0) }
                    + rules.map { $0.category(for: quantity).rawValue }
            )
        }
        for line in Table.render(rows) { console.print(line) }
        console.print("")
        console.print("Spanish separates the amount and \"€\" with U+00A0 (no-break space); es groups from five digits.")
        return .success
    }
}

/// Left-aligned columns separated by two spaces.
enum Table {
    static func render(_ rows: [[String]]) -> [String] {
        let widths = (0..<(rows.first?.count ?? 0)).map { column in
            rows.map { $0[column].count }.max() ?? 0
        }
        return rows.map { row in
            zip(row, widths).map { $0.padding(to: $1) }.joined(separator: "  ").trimmingTrailingSpaces()
        }
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
