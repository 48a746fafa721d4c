import StepperKitSupport
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

    /// What one slice of the keys says about the catalog: the words its source texts use, how many need
    /// translating, and how many each language lacks (with the first that lacks it).
    private struct Survey: Sendable {
        var vocabulary = Vocabulary(dictionary: nil)
        var translatable = 0
        var missing: [String: Missing] = [:]

        struct Missing: Sendable {
            var count: Int
            var first: Int
        }
    }

    /// The context of a catalog, its keys surveyed on `width` cores at once while its positions are found.
    static func make(
        file: String, catalog: StringCatalog, bytes: [UInt8], matrix: StringMatrix, configuration: CheckConfiguration, width: Int
    ) async -> CatalogContext {
        let sourceLanguage = catalog.sourceLanguage
        let tagged = catalog.languages.compactMap { tag in (try? LocaleID(tag)).map { (tag: tag, locale: $0) } }
        var requested: [String] = []
        for locale in matrix.locales where !locale.isPseudo {
            let tag = StringMatrix.requestedLanguage(for: locale, among: tagged, source: sourceLanguage)
            if !requested.contains(tag), TextComparison.languageCode(tag) != TextComparison.languageCode(sourceLanguage) {
                requested.append(tag)
            }
        }
        async let positions = CatalogPositions(bytes: bytes)
        // How many keys each language lacks, over the keys meant to be translated (the whole catalog, not
        // the shard, so every shard decides alike), in slices merged in key order.
        let keys = catalog.strings.keys.filter { !$0.isEmpty }
        let sliceSize = 4096
        let slices = stride(from: 0, to: keys.count, by: sliceSize).map { $0..<min(keys.count, $0 + sliceSize) }
        let languages = requested
        var survey = Survey(vocabulary: Vocabulary(dictionary: TextComparison.languageCode(sourceLanguage) == "en" ? WordList.english : nil))
        await OrderedConcurrentMap.run(slices, width: width) { slice in
            var part = Survey()
            for index in slice {
                let key = keys[index]
                guard let entry = catalog.strings[key] else { continue }
                let source = SourceTexts(key: key, source: entry.localizations?[sourceLanguage])
                if entry.extractionState != .stale { part.vocabulary.learn(from: source.text(for: "") ?? key) }
                guard Self.needsTranslation(entry, source: source) else { continue }
                part.translatable += 1
                for language in languages where !Self.isTranslated(entry, into: language, source: source) {
                    part.missing[language, default: Survey.Missing(count: 0, first: index)].count += 1
                }
            }
            return part
        } consume: { part in
            survey.vocabulary.merge(part.vocabulary)
            survey.translatable += part.translatable
            for (language, found) in part.missing {
                survey.missing[language, default: Survey.Missing(count: 0, first: found.first)].count += found.count
            }
        }
        var rolledUp: [String: RolledUp] = [:]
        for (language, found) in survey.missing
        where found.count >= rollUpMinimum && Double(found.count) > rollUpShare * Double(survey.translatable) {
            rolledUp[language] = RolledUp(missing: found.count, translatable: survey.translatable, firstKeyIndex: found.first)
        }
        return CatalogContext(
            file: file, catalog: catalog, positions: await positions, matrix: matrix, configuration: configuration,
            translationLanguages: requested, rolledUp: rolledUp, vocabulary: survey.vocabulary)
    }

    private init(
        file: String, catalog: StringCatalog, positions: CatalogPositions, matrix: StringMatrix, configuration: CheckConfiguration,
        translationLanguages: [String], rolledUp: [String: RolledUp], vocabulary: Vocabulary
    ) {
        self.file = file
        self.catalog = catalog
        self.positions = positions
        self.matrix = matrix
        self.configuration = configuration
        sourceLanguage = catalog.sourceLanguage
        sourceLocale = try? LocaleID(catalog.sourceLanguage)
        sourceRules = sourceLocale.flatMap { try? PluralRules(locale: $0) }
        self.translationLanguages = translationLanguages
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
