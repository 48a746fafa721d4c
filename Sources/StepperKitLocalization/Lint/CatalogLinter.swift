/// Finds what would break or fall back in a String Catalog, per key and language, with a severity each.
///
/// Errors are what would crash an app or show wrong data: specifiers that disagree with the source
/// (count, types, positions, a lost `%%`), invalid specifiers, `%#@name@` without its substitution,
/// plural variants that drop the number, empty values. Warnings are what shows a fallback: missing
/// translations (keys with `shouldTranslate: false` excepted), plural categories the language needs
/// per CLDR but lacks (the message lists the language's categories), categories it never uses,
/// unused substitutions, and values marked new, needs review or stale.
///
/// ```swift
/// let findings = CatalogLinter(languages: ["en", "es"]).lint(catalog)
/// findings.map(\.description)
/// // ["warning: strings › \"%lld items\" › localizations › es › variations › plural: lacks the plural category \"many\" …"]
/// findings.contains { $0.severity == .error }   // false
/// ```
public struct CatalogLinter: Sendable {
    /// The languages to check, as catalog tags ("en", "es-419"); nil checks every language the catalog has.
    public var languages: [String]?

    /// A linter for the given languages, or for every language of the catalog.
    public init(languages: [String]? = nil) {
        self.languages = languages
    }

    /// Every finding, in file order: by key, then language, then place in the localization.
    public func lint(_ catalog: StringCatalog) -> [LintFinding] {
        var findings: [LintFinding] = []
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
