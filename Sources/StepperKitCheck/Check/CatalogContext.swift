import StepperKitLocalization
import StepperKitText

/// What the check of one catalog knows before it looks at any key: the catalog, where its keys are, the
/// resolution matrix, the languages checked, and which languages are so far from translated that one
/// finding says it instead of one per key.
struct CatalogContext: Sendable {
    /// A language most keys lack: reported once, at the first key that lacks it.
    struct RolledUp: Sendable {
        let missing: Int
        let translatable: Int
        let firstKeyIndex: Int
    }

    /// The file, as the findings name it.
    let file: String
    let catalog: StringCatalog
    let positions: CatalogPositions
    let matrix: StringMatrix
    /// The catalog languages the check's locales ask for, source language excluded, in catalog order.
    let translationLanguages: [String]
    let sourceLanguage: String
    let sourceLocale: LocaleID?
    /// The source language's plural rules, which choose the source text's case for a translation's number.
    let sourceRules: PluralRules?
    let rolledUp: [String: RolledUp]
    let configuration: CheckConfiguration
    /// The source texts' words, and the dictionary of the source language when the machine has one: which
    /// words are names.
    let vocabulary: Vocabulary

    /// A language counts as barely translated when more than this share of the keys lack it.
    static let rollUpShare = 0.5
    /// …and it lacks at least this many keys (a small catalog's two missing keys are two findings).
    static let rollUpMinimum = 10

    init(file: String, catalog: StringCatalog, bytes: [UInt8], matrix: StringMatrix, configuration: CheckConfiguration) {
        self.file = file
        self.catalog = catalog
        positions = CatalogPositions(bytes: bytes)
        self.matrix = matrix
        self.configuration = configuration
        sourceLanguage = catalog.sourceLanguage
        sourceLocale = try? LocaleID(catalog.sourceLanguage)
        sourceRules = sourceLocale.flatMap { try? PluralRules(locale: $0) }
        let tagged = catalog.languages.compactMap { tag in (try? LocaleID(tag)).map { (tag: tag, locale: $0) } }
        var requested: [String] = []
        for locale in matrix.locales where !locale.isPseudo {
            let tag = StringMatrix.requestedLanguage(for: locale, among: tagged, source: catalog.sourceLanguage)
            if !requested.contains(tag), TextComparison.languageCode(tag) != TextComparison.languageCode(catalog.sourceLanguage) {
                requested.append(tag)
            }
        }
        translationLanguages = requested
        // How many keys each language lacks, over the keys meant to be translated (the whole catalog, not
        // the shard, so every shard decides alike).
        var missing: [String: (count: Int, first: Int)] = [:]
        var translatable = 0
        var vocabulary = Vocabulary(dictionary: TextComparison.languageCode(catalog.sourceLanguage) == "en" ? WordList.english : nil)
        let keys = catalog.strings.keys.filter { !$0.isEmpty }
        for (index, key) in keys.enumerated() {
            guard let entry = catalog.strings[key] else { continue }
            let source = SourceTexts(key: key, source: entry.localizations?[catalog.sourceLanguage])
            if entry.extractionState != .stale { vocabulary.learn(from: source.text(for: "") ?? key) }
            guard Self.needsTranslation(entry, source: source) else { continue }
            translatable += 1
            for language in requested where !Self.isTranslated(entry, into: language, source: source) {
                let known = missing[language]
                missing[language] = (count: (known?.count ?? 0) + 1, first: known?.first ?? index)
            }
        }
        var rolledUp: [String: RolledUp] = [:]
        for (language, found) in missing
        where found.count >= Self.rollUpMinimum && Double(found.count) > Self.rollUpShare * Double(translatable) {
            rolledUp[language] = RolledUp(missing: found.count, translatable: translatable, firstKeyIndex: found.first)
        }
        self.rolledUp = rolledUp
        self.vocabulary = vocabulary
    }

    /// Whether a key's text needs translating at all: it is translatable, and its source text has words
    /// ("%@ U", "—" and "%1$lld/%2$lld" read the same in every language).
    static func needsTranslation(key: String, entry: CatalogEntry, catalog: StringCatalog) -> Bool {
        needsTranslation(entry, source: SourceTexts(key: key, source: entry.localizations?[catalog.sourceLanguage]))
    }

    /// Whether a key whose source texts are known needs translating.
    ///
    /// Not a key the code no longer uses (stale: nothing shows it), nor a text that is only a web or e-mail
    /// address ("example.com", "user@example.com") or a file's name ("LICENSE.txt"), which a language
    /// without its own file shows as it is.
    static func needsTranslation(_ entry: CatalogEntry, source: SourceTexts) -> Bool {
        guard entry.isTranslatable, entry.extractionState != .stale else { return false }
        guard let text = source.text(for: "") else { return true }
        if TextComparison.isAddress(text) || KeySemantics.isFileName(text) { return false }
        return TextComparison.words(in: text).count > 0 || text.contains { $0.isLetter && !$0.isASCII }
    }

    /// Whether a language has a translation of the key that a person sees: a localization with text that is
    /// not, all of it, still marked new with the source's text.
    static func isTranslated(_ entry: CatalogEntry, into language: String, sourceLanguage: String, key: String) -> Bool {
        isTranslated(entry, into: language, source: SourceTexts(key: key, source: entry.localizations?[sourceLanguage]))
    }

    /// Whether a language has a translation of a key whose source texts are known.
    static func isTranslated(_ entry: CatalogEntry, into language: String, source: SourceTexts) -> Bool {
        guard let localization = entry.localizations?[language] else { return false }
        let units = TranslationUnit.units(of: localization, at: [])
        guard !units.isEmpty else { return false }
        let untranslated = units.allSatisfy { unit in
            unit.state == .new && unit.value == source.text(for: unit.place)
        }
        return !untranslated
    }
}
