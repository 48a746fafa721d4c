import ShopKit
import StepperKit
import Testing

/// The shop's plural and locale output, tested the way an app tests its own strings.
struct ShopStringsTests {
    @Test(arguments: [
        ("en_US", 1, "1 item in cart"),
        ("en_US", 3, "3 items in cart"),
        ("es_ES", 1, "1 artículo en el carrito"),
        ("es_ES", 3, "3 artículos en el carrito"),
        ("es_ES", 1_000_000, "1000000 de artículos en el carrito"),   // CLDR's Spanish `many`
        ("es_MX", 2_000_000, "2000000 de artículos en el carrito"),   // es_MX falls back through es
    ])
    func countsItemsInEveryPluralCategory(locale: String, count: Int, expected: String) throws {
        #expect(try Shop.localizer().string("%lld items in cart", count, locale: LocaleID(locale)) == expected)
    }

    @Test func theAppOverridesAKitStringAndKeepsTheRest() throws {
        let localizer = try Shop.localizer()
        let spanish = try LocaleID("es_ES")
        #expect(try localizer.string("Add to cart", locale: spanish) == "Al carrito")
        #expect(try localizer.string("Decrease quantity", locale: spanish) == "Reducir cantidad")
    }

    @Test(arguments: [
        ("en_US", "Total €10.50"),
        ("es_ES", "Total 10,50\u{A0}€"),
        ("es_MX", "Total EUR\u{A0}10.50"),
    ])
    func totalsAreFormattedForTheLocale(locale: String, expected: String) throws {
        #expect(try Shop.total(quantity: 3, currency: .eur, locale: LocaleID(locale)) == expected)
    }

    @Test func theCartLaysOutInSpanishWithTheAppsAndTheKitsStrings() throws {
        let spanish = try LocaleID("es_ES")
        let screen = CartScreen(copies: 3, total: try Shop.total(quantity: 3, currency: .eur, locale: spanish))
            .stepperStyle(try Shop.registry().style(named: "pill"))
        let result = try Shop.engine().layout(screen, in: EnvironmentValues(locale: spanish))
        #expect(result.diagnostics.isEmpty)
        // The stepper is one adjustable element named by the app's "Copies"; its buttons keep the kit's names.
        #expect(AccessibilityTranscript(result).text() == """
            texto "Pagar"
            ajustable "Copias", valor "3" [aumentar, reducir]
            texto "3 artículos en el carrito"
            texto "Total 10,50\u{A0}€"
            """)
        #expect(result.root.dump().contains("\"Reducir cantidad\""))
    }

    @Test func bothShopStylesAreRegisteredByName() throws {
        let registry = try Shop.registry()
        #expect(registry.names.suffix(2) == ["pill", "sage"])
    }
}
