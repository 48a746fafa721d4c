/// Finds what would break or fall back in a String Catalog, per key and language, with a severity each.
///
/// Keys are read as the runtime reads them (``KeySemantics``): a translation's specifiers are compared
/// with the arguments the key's call site passes, and a key that takes none is text, `%` signs included.
///
/// Errors are what would crash an app or show wrong data: specifiers that disagree with the call site
/// (count, types, positions, a lost `%%`), invalid specifiers, `%#@name@` without its substitution,
/// plural variants that drop the number, empty values. Warnings are what shows a fallback: missing
/// translations (keys with `shouldTranslate: false` excepted), plural categories the language needs
/// per CLDR but lacks (the message lists the language's categories) and values marked needs review.
/// Notes: categories a language never uses, unused substitutions, values marked new or stale.
///
/// ```swift
/// let findings = CatalogLinter(languages: ["en", "es"]).lint(catalog)
/// findings.map(\.description)
/// // ["strings › \"%lld items\" › localizations › es › variations › plural: warning: \"%lld items\" · es: lacks the plural category \"many\" …"]
/// findings.contains { $0.severity == .error }   // false
/// ```
public struct CatalogLinter: Sendable {
    /// The languages to check, as catalog tags ("en", "es-419"); nil checks every language the catalog has.
    public var languages: [String]?

    /// A linter for the given languages, or for every language of the catalog.
    public init(languages: [String]? = nil) {
        self.languages = languages
    }

    /// The findings of one key in the given languages, in file order.
    ///
    /// ```swift
    /// CatalogLinter.lint("%lld items", entry, sourceLanguage: "en", languages: ["en", "es"])
    /// ```
    public static func lint(_ key: String, _ entry: CatalogEntry, sourceLanguage: String, languages: [String]) -> [Diagnostic] {
        guard !key.isEmpty else { return [] }
        var linter = EntryLinter(key: key, entry: entry, sourceLanguage: sourceLanguage)
        linter.lint(languages: languages)
        return linter.findings
    }

    /// Every finding, in file order: by key, then language, then place in the localization.
    public func lint(_ catalog: StringCatalog) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let targets = languages ?? catalog.languages
        for (key, entry) in catalog.strings where !key.isEmpty {
            // An empty key is Xcode's entry for `Text("")`: there is nothing to translate.
            var linter = EntryLinter(key: key, entry: entry, sourceLanguage: catalog.sourceLanguage)
            linter.lint(languages: targets)
            findings += linter.findings
        }
        return findings
    }
}
