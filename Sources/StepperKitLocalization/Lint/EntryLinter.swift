/// Lints one catalog key in every language asked for; see ``CatalogLinter`` for the rules.
struct EntryLinter {
    let key: String
    let entry: CatalogEntry
    let sourceLanguage: String
    private(set) var findings: [Diagnostic] = []

    /// How the app's code reads the key: its source text and the arguments its call site passes.
    private let semantics: KeySemantics
    /// What a translation is compared with: the call site's arguments, as the key's interpolations or the
    /// source text declare them; nil for a key shown as written.
    private let reference: SourceReference?

    init(key: String, entry: CatalogEntry, sourceLanguage: String) {
        self.key = key
        self.entry = entry
        self.sourceLanguage = sourceLanguage
        semantics = KeySemantics(key: key, entry: entry, sourceLanguage: sourceLanguage)
        reference = SourceReference(semantics, source: entry.localizations?[sourceLanguage])
    }

    mutating func lint(languages: [String]) {
        let base: CatalogPath = ["strings", .key(key)]
        if entry.extractionState == .stale {
            report(.stale, nil, base.appending("extractionState"), "the code no longer uses this key (extraction state stale)")
        }
        // Without a source localization the key is the source text. A key such as "100%" is shown as
        // written, so only a specifier no argument could fill is reported: "%.1000f" fails every
        // lookup that passes it a number, as a translation with it would.
        if semantics.keyIsSourceText, KeySemantics.takesArguments(key) {
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
            // The source's own text is compared with the call site only when the key's interpolations are
            // the call site; otherwise the source text is what declares the arguments.
            let isSource = language == sourceLanguage
            var interpolated = false
            if case .interpolations = semantics.arguments { interpolated = true }
            var checker = LocalizationLinter(
                key: key, language: language, localization: localization, path: path,
                reference: isSource && !interpolated ? nil : reference, fallbackNumber: reference?.primary?.firstNumberPosition,
                plurals: PluralFacts.cached(language: language), isVerbatim: semantics.arguments == .none, isSource: isSource)
            checker.run()
            findings += checker.findings
        }
    }

    private mutating func report(_ rule: DiagnosticRule, _ language: String?, _ path: CatalogPath, _ message: String) {
        findings.append(Diagnostic(rule: rule, location: DiagnosticLocation(catalogPath: path), cell: DiagnosticCell(key: key, language: language),
                                   message: message))
    }
}
