/// Something a lookup did other than finding the text it asked for: a missing key, another language, another plural case.
///
/// Each ``LocalizationResolution`` lists its own, so a caller (layout, a test matrix, a linter)
/// reports them where they happened; nothing is logged process-wide.
///
/// ```swift
/// // A catalog whose Spanish "%lld photos" has only `one` and `other`, and no French:
/// try localizer.resolve("%lld photos", 1_000_000, locale: LocaleID("es")).events
/// // [.pluralFallback(argument: 1, category: .many, used: .other)]
/// try localizer.resolve("%lld photos", 2, locale: LocaleID("fr")).events
/// // [.languageFallback(requested: fr, used: "en")]
/// try localizer.resolve("Chekout", locale: LocaleID("es")).events
/// // [.missingKey(table: nil)]
/// ```
public enum LocalizationEvent: Hashable, Sendable, CustomStringConvertible {
    /// No table (or not the table asked for) has the key; the key itself was shown, as Apple does.
    case missingKey(table: String?)
    /// The text came from a catalog language outside the locale's fallback chain.
    ///
    /// The catalog's source language (or the key, which is the source text) because the locale has no
    /// translation.
    case languageFallback(requested: LocaleID, used: String)
    /// A plural variation had no case for the argument's category, so its other case was shown.
    ///
    /// The variation is the text's own plural variation (`substitution` nil) or the `%#@name@`
    /// substitution named `substitution`.
    case pluralFallback(argument: Int, category: PluralCategory, used: PluralCategory, substitution: String? = nil)

    /// One line: "missing key in table Localizable", "fell back from es to en", …
    public var description: String {
        switch self {
        case .missingKey(let table):
            "missing key" + (table.map { " in table \($0)" } ?? "")
        case .languageFallback(let requested, let used):
            "no translation for \(requested); showing \(used)"
        case .pluralFallback(let argument, let category, let used, let substitution):
            "argument \(argument) is \(category), which the \(substitution.map { "variation %#@\($0)@" } ?? "variation") lacks; showing \(used)"
        }
    }
}
