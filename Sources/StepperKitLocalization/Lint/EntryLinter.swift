/// Lints one catalog key in every language asked for; see ``CatalogLinter`` for the rules.
struct EntryLinter {
    let key: String
    let entry: CatalogEntry
    let sourceLanguage: String
    private(set) var findings: [LintFinding] = []

    /// What a translation is compared with: the source language's text, or else the key itself.
    private let reference: SourceReference

    init(key: String, entry: CatalogEntry, sourceLanguage: String) {
        self.key = key
        self.entry = entry
        self.sourceLanguage = sourceLanguage
        reference = SourceReference(key: key, source: entry.localizations?[sourceLanguage])
    }

    mutating func lint(languages: [String]) {
        let base: CatalogPath = ["strings", .key(key)]
        if entry.extractionState == .stale {
            report(.stale, nil, base.appending("extractionState"), "the code no longer uses this key (extraction state stale)")
        }
        // Without a source localization the key is the source text. A key such as "100%" is shown as
        // written, so only a specifier no argument could fill is reported: "%.1000f" fails every
        // lookup that passes it a number, as a translation with it would.
        if entry.localizations?[sourceLanguage]?.hasContent != true, key.contains("%") {
            do {
                _ = try FormatString(key)
            } catch {
                if case .precisionTooLarge = error.reason { report(.invalidSpecifier, nil, base, "\(error)") }
            }
        }
        for language in languages {
            let path = base.appending("localizations").appending(.member(language))
            guard let localization = entry.localizations?[language], localization.hasContent else {
                if language != sourceLanguage && entry.isTranslatable {
                    report(.missingTranslation, language, path, "not translated into \(language)")
                }
                continue
            }
            var checker = LocalizationLinter(
                key: key, language: language, localization: localization, path: path,
                reference: language == sourceLanguage ? nil : reference, fallbackNumber: reference.primary?.firstNumberPosition,
                plurals: PluralFacts.cached(language: language))
            checker.run()
            findings += checker.findings
        }
    }

    private mutating func report(_ rule: LintRule, _ language: String?, _ path: CatalogPath, _ message: String) {
        findings.append(LintFinding(rule: rule, key: key, language: language, path: path, message: message))
    }
}
