import ShopKit
import StepperKitTesting
import Testing

/// The shop's strings as people read them, tested with StepperKitTesting: every plural category of its
/// own catalog in English and Spanish, its strings in its own component slots and widths at every
/// Dynamic Type size, and snapshots of the cart.
///
/// The snapshots are in `__Snapshots__/ShopLocaleOutputTests/`, committed; with `CI` set nothing is
/// recorded and a missing one fails.
struct ShopLocaleOutputTests {
    /// The app's languages.
    private static func locales() throws -> [LocaleID] {
        [try LocaleID("en"), try LocaleID("es")]
    }

    /// The phone's width less the cart's padding (16 pt each side).
    private static let cartWidth = 390.0 - 32

    // MARK: - Plural matrix

    @Test func everyPluralCategoryOfTheCartCountReadsWell() throws {
        let matrix = try StringMatrix(catalog: Shop.catalog(), keys: ["%lld items in cart"], locales: Self.locales())
        let cells = expectStringsReadWell(matrix)
        #expect(cells.map(\.description) == [
            #""%lld items in cart" · en · one 1 → "1 item in cart""#,
            #""%lld items in cart" · en · other 0 → "0 items in cart""#,
            #""%lld items in cart" · es · one 1 → "1 artículo en el carrito""#,
            // CLDR's Spanish `many` (a million, and millions), which English does not have.
            #""%lld items in cart" · es · many 1000000 → "1000000 de artículos en el carrito""#,
            #""%lld items in cart" · es · other 0 → "0 artículos en el carrito""#,
        ])
    }

    @Test func everyKeyReadsWellInTheAppsLanguagesAndThePseudoLocales() throws {
        let matrix = try StringMatrix(catalog: Shop.catalog(), locales: Self.locales() + [.pseudoAccents, .pseudoBidi])
        let cells = expectStringsReadWell(matrix)
        // "%lld items in cart": en 2 + es 3 + en-XA 2 + ar-XB 2 (English rules); four keys without numbers × 4.
        #expect(cells.count == 9 + 4 * 4)
        #expect(cells.first { $0.key == "Total %@" && $0.locale == .pseudoAccents }?.text == "[Ţöţáļ Text öñȩ ţŵö ţĥŕ]")
    }

    // MARK: - Fit

    @Test func theAddButtonTitleFitsThePillButtonAtEveryDynamicTypeSize() throws {
        let matrix = try StringMatrix(catalog: Shop.catalog(), keys: ["Add to cart"], locales: Self.locales())
        let pill = try Shop.registry().style(named: "pill")
        expectFits(matrix, FitRequirement(width: Self.cartWidth, slot: .button(style: pill)))
    }

    @Test func theCartCountWrapsWithoutSplittingAWordAtEveryDynamicTypeSize() throws {
        let matrix = try StringMatrix(catalog: Shop.catalog(), keys: ["%lld items in cart"], locales: Self.locales())
        expectFits(matrix, FitRequirement(width: Self.cartWidth, lineLimit: nil))
    }

    @Test func theSpanishTotalFitsOneHeadlineLineAtEveryDynamicTypeSize() throws {
        let spanish = try LocaleID("es_ES")
        let total = try Shop.total(quantity: 99, currency: .eur, locale: spanish)
        let measurements = expectFits(total, FitRequirement(width: Self.cartWidth, textStyle: .headline), locale: spanish)
        #expect(total == "Total 346,50\u{A0}€")
        #expect(measurements.map(\.size) == DynamicTypeSize.allCases)
    }

    // MARK: - Snapshots

    @Test(arguments: ["en_US", "es_ES"])
    func theCartReadsAndDrawsAsRecorded(identifier: String) throws {
        let locale = try LocaleID(identifier)
        let result = try Self.layOutCart(locale: locale, size: .large)
        expectSnapshot(of: result, as: .transcript, named: "cart-transcript-\(identifier)")
        expectSnapshot(of: result, as: .terminal, named: "cart-terminal-\(identifier)")
    }

    @Test func theSpanishCartAtAccessibilitySizesDrawsAsRecorded() throws {
        let result = try Self.layOutCart(locale: try LocaleID("es_ES"), size: .accessibility3)
        expectSnapshot(of: result, as: .terminal, named: "cart-terminal-es_ES-AX3")
        expectSnapshot(of: result, as: .treeDump, named: "cart-tree-es_ES-AX3")
    }

    /// The cart with three copies in the pill style, laid out 390 pt wide.
    private static func layOutCart(locale: LocaleID, size: DynamicTypeSize) throws -> LayoutResult {
        let screen = CartScreen(copies: 3, total: try Shop.total(quantity: 3, currency: .eur, locale: locale))
            .stepperStyle(try Shop.registry().style(named: "pill"))
        var environment = EnvironmentValues(locale: locale)
        environment.dynamicTypeSize = size
        return try Shop.engine().layout(screen, in: environment, proposal: ProposedSize(width: 390, height: nil))
    }
}
