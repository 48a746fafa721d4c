/// Whether a catalog's sourceLanguage names a language the kit can read it in: well formed, with
/// ICU data of its own or of a parent other than root, and plural rules.
///
/// The check and the catalog commands read every language of a catalog relative to its source
/// language; an empty, malformed or unknown one ("", "!!", "zz") used to be accepted silently and
/// the source's cells dropped.
enum SourceLanguageCheck {
    /// What is wrong with `language`, as the end of a sentence ("is empty"), or nil when nothing is.
    static func problem(with language: String) -> String? {
        guard !language.isEmpty else { return "is empty" }
        guard !language.contains("@") else { return "is a locale with keywords, not a language tag" }
        do {
            _ = try LocaleID(language)
        } catch {
            return switch error {
            case .empty: "is empty"
            case .malformed(_, let reason): "is not a language tag: \(reason)"
            case .noData: "is not a language ICU has data for"
            case .unknownKeyword, .unknownKeywordValue: "is a locale with keywords, not a language tag"
            }
        }
        guard PluralFacts.cached(language: language) != nil else { return "is not a language ICU has plural rules for" }
        return nil
    }
}
