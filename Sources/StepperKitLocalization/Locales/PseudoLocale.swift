/// A pseudo-locale: the source text, transformed so that layout and localization bugs show without a translator.
///
/// CLDR reserves two regions for them, and Android and Xcode ship both:
/// - ``accents`` (`en-XA`, "Pseudo-Accents"): every ASCII letter accented ("Add to cart" → "[Åðð ţö çáŕţ öñȩ ţŵö ţĥ]"), the text
///   lengthened by the IBM/W3C text-expansion table (≤ 10 characters +200%, 11–20 +100%, 21–30 +80%,
///   31–50 +60%, 51–70 +70%, more +30%) with accented filler words, and bounded by "[" and "]" so a
///   clipped end shows. Text that stays plain ASCII was never localized.
/// - ``bidi`` (`ar-XB`, "Pseudo-Bidi"): each word in a right-to-left override (RLM RLO … PDF RLM, as
///   Android writes it) between two right-to-left marks (U+200F), so a reader sees the source words
///   right to left, as in an Arabic or Hebrew screen.
///
/// Only the catalog's template text is transformed: format specifiers, `%#@…@` substitutions and the
/// formatted arguments (numbers, money, names) stay intact, formatted as the ``base`` locale formats
/// them.
///
/// ```swift
/// PseudoLocale.accents.transform("%lld items")   // "[%lld îţȩɱš öñȩ ţŵö ţĥŕ]"
/// PseudoLocale.bidi.transform("Add to cart")     // "Add to cart", each word in RLM RLO … PDF RLM: drawn "trac ot ddA"
/// try localizer.string("%lld items", 3, locale: .pseudoAccents)   // "[3 îţȩɱš öñȩ ţŵö ţĥŕ]"
/// ```
///
/// Decisions, and why:
/// - **Words in right-to-left overrides, as Android does.** aapt2 wraps each word in RLM + RLO … PDF +
///   RLM and leaves the reversal to the bidi pass; Xcode's right-to-left pseudolanguage only flips the
///   layout. The kit follows Android: the string keeps reading order, so lines break between words as
///   in the source and a wrapped text reads from its first line (a kit that reversed the characters
///   itself put the last words on the first line and glued a reversed ",tohs" to the word before it,
///   UAX #14 breaking nowhere before a comma), a screen reader reads the words, and the text module's
///   bidi pass (ICU, which honours the overrides) draws them right to left in SVG; the terminal shows
///   reading order, as it shows Arabic, for a terminal's own bidi pass. RLM at both ends keeps the
///   paragraph's first strong character right to left; arguments stay outside the overrides.
/// - **Both format and choose plurals as English.** CLDR generates `en-XA` and `ar-XB` from its
///   English data, and the text a pseudo-locale shows is the catalog's source text: a lookup selects
///   plural cases with the rules of the catalog language whose text it shows, and a standalone
///   `PluralRules(locale: .pseudoBidi)` uses English rules. (Arabic rules would ask an English catalog
///   for `zero`, `two`, `few` and `many` cases it never has.) Their ``LocaleID/characterDirection`` is still
///   right to left for `ar-XB`.
/// - **Lookups skip translations.** A pseudo-locale always resolves from the catalog's source language.
public struct PseudoLocale: Hashable, Sendable, CustomStringConvertible {
    /// How the text is transformed; grows with new pseudo-locales.
    enum Method: Hashable, Sendable {
        case accents
        case bidi
    }

    let method: Method
    /// The pseudo-locale's identifier, such as "en_XA".
    public let locale: LocaleID
    /// The locale that formats numbers and money and whose plural rules apply: en for both.
    public let base: LocaleID

    /// en-XA: accented, expanded by the IBM/W3C table and bounded by "[" "]".
    public static let accents = PseudoLocale(method: .accents, locale: LocaleID(canonical: "en_XA"), base: LocaleID(canonical: "en"))

    /// ar-XB: reversed between right-to-left marks, laid out right to left.
    public static let bidi = PseudoLocale(method: .bidi, locale: LocaleID(canonical: "ar_XB"), base: LocaleID(canonical: "en"))

    /// Every pseudo-locale the kit knows, in CLDR order: en-XA, ar-XB.
    public static let all: [PseudoLocale] = [.accents, .bidi]

    /// The pseudo-locale a locale is, or nil for a real locale: en-XA, en_XA and en_XA@currency=EUR are all
    /// accents; keywords carry over to the base.
    public init?(_ locale: LocaleID) {
        guard let method = locale.pseudoMethod else { return nil }
        let known: PseudoLocale = switch method {
        case .accents: .accents
        case .bidi: .bidi
        }
        // Keywords (a currency, a numbering system) carry over to the locale that formats.
        let keywords = locale.identifier.dropFirst(5)
        self.init(method: method, locale: locale,
                  base: keywords.isEmpty ? known.base : LocaleID(canonical: known.base.identifier + keywords))
    }

    /// The method of a canonical identifier: "en_XA" or "ar_XB", alone or followed by "@" keywords.
    static func method(ofCanonical identifier: String) -> Method? {
        let utf8 = identifier.utf8
        guard utf8.count >= 5, utf8.count == 5 || utf8[utf8.index(utf8.startIndex, offsetBy: 5)] == UInt8(ascii: "@") else {
            return nil
        }
        if identifier.hasPrefix("en_XA") { return .accents }
        if identifier.hasPrefix("ar_XB") { return .bidi }
        return nil
    }

    private init(method: Method, locale: LocaleID, base: LocaleID) {
        self.method = method
        self.locale = locale
        self.base = base
    }

    /// The identifier, such as "en_XA".
    public var description: String { locale.identifier }

    /// Transforms text as a lookup in this pseudo-locale shows it.
    ///
    /// Format specifiers, %% and %#@…@ references stay as written; text that is not a valid format string
    /// is all template.
    public func transform(_ text: String) -> String {
        var output = RenderedText(pseudo: self)
        if let format = try? FormatString(text) {
            output.appendVerbatim(format)
        } else {
            output.appendTemplate(text)
        }
        return output.finish()
    }
}
