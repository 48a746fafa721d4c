import Foundation
import StepperKit
import StepperKitDemo
import StepperKitLocalization
import StepperKitText

/// `stepperkit demo` — what `make demo` runs: the kit's main jobs on built-in defaults.
enum DemoCommand {
    static let spec = CommandSpec(
        name: "demo",
        abstract: "Show the kit at work on built-in defaults: subtotals, the components and a product list, their audit.",
        discussion: """
            Prints localized subtotals and plural categories, draws the add-to-cart scene in the
            terminal in English and Spanish with its accessibility transcript, writes every scene as
            SVG in each locale to --output-dir, and audits all scenes in every state the audit
            tries, phone width (320, 375, 390, 393 and 430 pt), locale (with ar_EG, en-XA and
            ar-XB), Dynamic Type size, control size, style and theme, with Reduce Motion off and on,
            and samples the motion of the scenes with a timeline (addToCart, flyButton).
            """,
        arguments: [outputDirectory, locales, widths, price, currency, OutputFile.force],
        run: run
    )

    static let outputDirectory = Option("output-dir", value: "DIR", help: "Where the SVG files go (default .build/stepperkit-demo).")
    static let locales = Option(
        "locales", value: "L,L…", help: "Locales to show (default en_US,es_ES,es_MX); the audit adds ar_EG, en-XA and ar-XB.", transform: OptionValue.locales
    )
    static let widths = SceneOptions.widths(default: "phones")
    /// An exact decimal, made an amount of --currency when the command runs.
    static let price = Option("price", value: "P", help: "Unit price as an exact decimal (default 3.50).")
    static let currency = Option("currency", value: "C", help: "ISO 4217 currency code (default EUR).") { try Currency($0) }

    static let quantities = [0, 1, 2, 3, 12, 99, 1_000, 1_000_000]

    @Sendable private static func run(_ arguments: ParsedArguments, _ console: Console) async throws -> ExitCode {
        let locales = try arguments[Self.locales] ?? [LocaleID("en_US"), LocaleID("es_ES"), LocaleID("es_MX")]
        let currency = arguments[Self.currency] ?? .eur
        let price = try Self.price.converting(arguments[Self.price] ?? "3.50") { try Money($0, currency) }
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

        let engine = try Demo.engine()
        try drawAddToCart(locales: locales, engine: engine, console: console)
        try writeSVGs(locales: locales, directory: arguments[Self.outputDirectory] ?? ".build/stepperkit-demo", force: arguments[OutputFile.force],
                      engine: engine, console: console)
        // The audit adds a right-to-left locale and both pseudo-locales to those shown.
        var audited = locales
        for added in [try LocaleID("ar_EG"), .pseudoAccents, .pseudoBidi] where !audited.contains(added) { audited.append(added) }
        return try await audit(locales: audited, widths: arguments[Self.widths] ?? DemoScene.phoneWidths, engine: engine, console: console)
    }

    /// The add-to-cart scene in the terminal, collapsed and at 2, with what VoiceOver reads.
    private static func drawAddToCart(locales: [LocaleID], engine: LayoutEngine, console: Console) throws {
        for locale in locales {
            let environment = EnvironmentValues(locale: locale)
            for quantity in [0, 2] {
                let result = try engine.layout(DemoScene.addToCart.node(DemoState(quantity: quantity)), in: environment, proposal: DemoScene.screenProposal)
                console.print("")
                console.print("Add-to-cart scene, \(locale), quantity \(quantity):")
                console.print(TerminalRenderer().render(result.root))
                console.print(AccessibilityTranscript(result).text().split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
            }
        }
    }

    /// Every scene as SVG in every locale, at 2× with a white background.
    private static func writeSVGs(locales: [LocaleID], directory: String, force: Bool, engine: LayoutEngine, console: Console) throws {
        try OutputFile.folder(directory, option: Self.outputDirectory)
        var written: [String] = []
        for scene in DemoScene.allCases {
            for locale in locales {
                let result = try engine.layout(scene.node(), in: EnvironmentValues(locale: locale), proposal: DemoScene.screenProposal)
                let name = "\(scene.rawValue)-\(locale).svg"
                let svg = SVGRenderer(scale: 2, background: .white).render(result.root)
                try OutputFile.write(Array(svg.utf8), to: directory + "/" + name, option: Self.outputDirectory, force: force)
                written.append(name)
            }
        }
        console.print("")
        console.print("Wrote \(written.count) SVG files to \(directory)/: \(written.joined(separator: ", "))")
    }

    /// Every scene in every state, phone width, locale, Dynamic Type size, control size and built-in
    /// style and theme, with Reduce Motion off and on; prints how long it took.
    private static func audit(locales: [LocaleID], widths: [Double], engine: LayoutEngine, console: Console) async throws -> ExitCode {
        let registry = try DemoScene.themedRegistry()
        let matrix = try DemoScene.fullAuditMatrix(locales: locales, widths: widths)
        let clock = ContinuousClock()
        let start = clock.now
        let report = try await matrix.run(engine: engine)
        let elapsed = (clock.now - start).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        let states = DemoScene.allCases.map { "\($0.auditStates.count)" }.joined(separator: "+")
        console.print("")
        console.print(
            "Audit of \(DemoScene.allCases.count) scenes in \(states) states × \(matrix.widths.count) width\(matrix.widths.count == 1 ? "" : "s") "
                + "(\(matrix.widths.map { $0.formatted(.localizedNumber.grouping(.never)) }.joined(separator: ", ")) pt) × \(locales.count) locales × 12 Dynamic Type sizes × "
                + "5 control sizes × \(registry.names.count) styles and themes × Reduce Motion off/on, "
                + "in \(String(format: "%.1f", seconds)) s on \(ProcessInfo.processInfo.activeProcessorCount) cores "
                + "(\(report.laidOutCellCount) cells laid out; the others share their layout; \(report.motionFrameCount) motion frames "
                + "in \(matrix.motionCellsPerState) cells of each state with a timeline):"
        )
        // One line for a finding found alike in several cells, with the values it was found at.
        let groups = DiagnosticCellGroup.grouping(report.findings.lazy.map(\.diagnostic))
        for group in groups.prefix(20) { console.print("  \(group)") }
        if groups.count > 20 { console.print("  … and \(groups.count - 20) more") }
        console.print(report.summary.description.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
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
