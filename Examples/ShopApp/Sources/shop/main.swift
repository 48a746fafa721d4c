import ShopKit
import StepperKit

// Draws the cart in English and Spanish in the shop's pill style, with what VoiceOver reads, and the
// total in several locales.
let engine = try Shop.engine()
let pill = try Shop.registry().style(named: "pill")
for identifier in ["en_US", "es_ES"] {
    let locale = try LocaleID(identifier)
    let screen = CartScreen(copies: 3, total: try Shop.total(quantity: 3, currency: .eur, locale: locale)).stepperStyle(pill)
    let result = try engine.layout(screen, in: EnvironmentValues(locale: locale), proposal: ProposedSize(width: 390, height: nil))
    print("Cart, \(locale):")
    print(TerminalRenderer().render(result.root))
    print(AccessibilityTranscript(result))
    print()
}
for identifier in ["en_US", "es_ES", "es_MX", "fr_FR", "ja_JP"] {
    print(identifier, try Shop.total(quantity: 3, currency: .eur, locale: LocaleID(identifier)))
}
