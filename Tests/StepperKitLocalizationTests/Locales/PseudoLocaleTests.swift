import Foundation
import Testing
@testable import StepperKitLocalization

/// en-XA and ar-XB: which locales they are, how they format, how they transform text.
struct PseudoLocaleTests {
    @Test(arguments: [
        ("en-XA", PseudoLocale.accents, "en_XA", "en"),
        ("en_XA", .accents, "en_XA", "en"),
        ("ar-XB", .bidi, "ar_XB", "en"),
        ("ar_XB", .bidi, "ar_XB", "en"),
        // Keywords carry over to the locale that formats.
        ("en_XA@currency=EUR", .accents, "en_XA@currency=EUR", "en@currency=EUR"),
    ])
    func recognizesPseudoLocales(text: String, pseudo: PseudoLocale, identifier: String, base: String) throws {
        let locale = try LocaleID(text)
        #expect(locale.identifier == identifier)
        #expect(locale.isPseudo)
        #expect(locale.pseudoLocale?.method == pseudo.method)
        #expect(locale.formattingLocale.identifier == base)
        #expect(locale.fallbackChain == [locale])   // never a translation into the base language
    }

    @Test(arguments: ["en", "en_US", "ar", "ar_EG", "en_XB", "ar_XA", "es_419"])
    func realLocalesAreNotPseudo(text: String) throws {
        let locale = try LocaleID(text)
        #expect(!locale.isPseudo)
        #expect(locale.formattingLocale == locale)
    }

    @Test func spellsTheirTagsAsAndroidAndXcodeDo() {
        #expect(LocaleID.pseudoAccents.languageTag == "en-XA")
        #expect(LocaleID.pseudoBidi.languageTag == "ar-XB")
        #expect(PseudoLocale.all.map(\.description) == ["en_XA", "ar_XB"])
    }

    @Test(arguments: [
        ("ar", CharacterDirection.rightToLeft),
        ("he", .rightToLeft),
        ("fa", .rightToLeft),
        ("ur", .rightToLeft),
        ("ar-XB", .rightToLeft),
        ("en-XA", .leftToRight),
        ("en", .leftToRight),
        ("es_MX", .leftToRight),
        ("ja", .leftToRight),
        ("ps", .rightToLeft),
    ])
    func reportsTheCharacterDirection(text: String, direction: CharacterDirection) throws {
        #expect(try LocaleID(text).characterDirection == direction)
    }

    @Test(arguments: ["en-XA", "ar-XB"])
    func formatsNumbersAndMoneyAsEnglish(text: String) throws {
        let locale = try LocaleID(text)
        #expect(try decimal("1234.5").formatted(.localizedCurrency(.eur).locale(locale)) == "€1,234.50")
        #expect(try Money("1234.5", .eur).formatted(locale: locale) == "€1,234.50")
        #expect(1_234_567.formatted(.localizedNumber.locale(locale)) == "1,234,567")
        #expect(try NumberParser(locale: locale).decimal(from: "1,234.5") == decimal("1234.5"))
    }

    @Test func pluralRulesFollowTheBase() throws {
        #expect(try PluralRules(locale: .pseudoAccents).categories == [.one, .other])
        #expect(try PluralRules(locale: .pseudoBidi).categories == [.one, .other])
        #expect(try PluralRules(locale: .pseudoBidi).category(for: 2) == .other)
    }

    // MARK: - Transforming text

    @Test(arguments: [
        ("Add to cart", "[Åðð ţö çáŕţ öñȩ ţŵö ţĥ]"),                // 11 characters: +100%
        ("%lld items", "[%lld îţȩɱš öñȩ ţŵö ţĥŕ]"),                // the specifier stays, and does not count
        ("Save %lld%%", "[Šáṽȩ %lld%% öñȩ ţŵö ţ]"),                 // "%%" is shown as written without arguments
        ("%#@items@ in %#@bags@", "[%#@items@ îñ %#@bags@ öñȩ ţŵö]"),  // references stay
        ("", "[]"),
        ("¡Añadir!", "[¡Åñáðîŕ! öñȩ ţŵö ţĥŕȩȩ ƒ]"),                 // letters that are not ASCII stay
        ("100%", "[100% öñȩ ţŵö]"),                                  // not a valid format: all of it is text
    ])
    func accentsExpandsAndBrackets(text: String, expected: String) {
        #expect(PseudoLocale.accents.transform(text) == expected)
    }

    /// The IBM/W3C table: characters added for a source of each length.
    @Test(arguments: [
        (1, 2), (10, 20),      // ≤ 10: +200%
        (11, 11), (20, 20),    // 11–20: +100%
        (21, 17), (30, 24),    // 21–30: +80%, rounded up
        (31, 19), (50, 30),    // 31–50: +60%
        (51, 36), (70, 49),    // 51–70: +70%
        (71, 22), (200, 60),   // > 70: +30%
    ])
    func expandsByTheTextExpansionTable(length: Int, added: Int) {
        let source = String(repeating: "a", count: length)
        #expect(PseudoLocale.accents.transform(source).count == length + added + 2)
    }

    @Test(arguments: [
        // Each word between RLM RLO and PDF RLM (Android's aapt2), the whole between RLM: reading order kept.
        ("Add to cart", "\u{200F}\u{200F}\u{202E}Add\u{202C}\u{200F} \u{200F}\u{202E}to\u{202C}\u{200F} \u{200F}\u{202E}cart\u{202C}\u{200F}\u{200F}"),
        ("%lld items", "\u{200F}%lld \u{200F}\u{202E}items\u{202C}\u{200F}\u{200F}"),       // the specifier stays outside the overrides
        ("Café", "\u{200F}\u{200F}\u{202E}Café\u{202C}\u{200F}\u{200F}"),
        ("e\u{301}!", "\u{200F}\u{200F}\u{202E}e\u{301}!\u{202C}\u{200F}\u{200F}"),         // a combining accent stays on its letter
        ("a  b\n", "\u{200F}\u{200F}\u{202E}a\u{202C}\u{200F}  \u{200F}\u{202E}b\u{202C}\u{200F}\n\u{200F}"),   // spaces and line breaks stay between the words
    ])
    func bidiWrapsEachWordInARightToLeftOverride(text: String, expected: String) {
        #expect(PseudoLocale.bidi.transform(text) == expected)
    }
}
