/// A catalog prepared for lookups: every value parsed once, every language matched to a locale once.
///
/// Immutable after `init`, except for the bounded cache of language orders per locale, which is
/// lock-protected; so one table serves any number of threads.
final class CompiledTable: Sendable {
    /// A language of the catalog, with its locale and plural rules when ICU knows it.
    struct Language: Sendable {
        let tag: String
        let locale: LocaleID?
        let rules: PluralRules?
    }

    let name: String
    let languages: [Language]
    let sourceLanguage: Int
    let entries: [String: CompiledEntry]

    init(name: String, catalog: StringCatalog) {
        self.name = name
        var languages: [Language] = []
        var indices: [String: Int] = [:]
        func index(of tag: String) -> Int {
            if let known = indices[tag] { return known }
            let locale = try? LocaleID(tag)
            languages.append(Language(tag: tag, locale: locale, rules: locale.flatMap { try? PluralRules(locale: $0) }))
            indices[tag] = languages.count - 1
            return languages.count - 1
        }
        sourceLanguage = index(of: catalog.sourceLanguage)
        var entries = [String: CompiledEntry](minimumCapacity: catalog.strings.count)
        for (key, entry) in catalog.strings {
            var localizations: [CompiledEntry.Localization] = []
            for (tag, localization) in entry.localizations ?? [:] {
                guard let compiled = CompiledLocalization(localization) else { continue }
                localizations.append(CompiledEntry.Localization(language: index(of: tag), text: compiled))
            }
            entries[key] = CompiledEntry(isTranslatable: entry.isTranslatable, localizations: localizations)
        }
        self.languages = languages
        self.entries = entries
    }

    /// The catalog languages to try for a locale, best first, and how many of them match the
    /// locale's fallback chain (the rest is the source language, a fallback to another language).
    struct LanguageOrder: Sendable {
        let languages: [Int]
        let matched: Int
    }

    /// The catalog's languages to try for a locale, best first: the locale's fallback chain
    /// (`es_MX` → `es_419` → `es`) matched to catalog tags, then the source language, which a
    /// pseudo-locale counts as its own. The ``Localizer`` caches the result per locale.
    func languageOrder(for chain: [LocaleID], pseudo: Bool = false) -> LanguageOrder {
        var order: [Int] = []
        for candidate in chain {
            for (index, language) in languages.enumerated() where language.locale == candidate && !order.contains(index) {
                order.append(index)
            }
        }
        let matched = order.count
        if !order.contains(sourceLanguage) { order.append(sourceLanguage) }
        return LanguageOrder(languages: order, matched: pseudo ? order.count : matched)
    }
}

/// One key's localizations, compiled.
struct CompiledEntry: Sendable {
    struct Localization: Sendable {
        let language: Int
        let text: CompiledLocalization
    }

    let isTranslatable: Bool
    let localizations: [Localization]

    func localization(for language: Int) -> CompiledLocalization? {
        localizations.first { $0.language == language }?.text
    }
}

/// A parsed format string, or why the catalog's text is not one.
typealias ParsedFormat = Result<FormatString, FormatStringError>

/// A localization's text: a format, or variations of formats.
indirect enum CompiledText: Sendable {
    case format(ParsedFormat)
    case plural([PluralCategory: CompiledText])
    case device([DeviceClass: CompiledText])

    init?(_ variations: Variations) {
        if let device = variations.device {
            self = .device(Dictionary(uniqueKeysWithValues: device.compactMap { key, value in CompiledText(value).map { (key, $0) } }))
        } else if let plural = variations.plural {
            self = .plural(Dictionary(uniqueKeysWithValues: plural.compactMap { key, value in CompiledText(value).map { (key, $0) } }))
        } else {
            return nil
        }
    }

    init?(_ variation: VariationCase) {
        if let nested = variation.variations.flatMap(CompiledText.init) {
            self = nested
        } else if let unit = variation.stringUnit {
            self = .format(ParsedFormat { () throws(FormatStringError) in try FormatString(unit.value) })
        } else {
            return nil
        }
    }
}

/// A localization compiled: its text and its substitutions.
struct CompiledLocalization: Sendable {
    struct Substitution: Sendable {
        let argNum: Int?
        let specifier: Result<FormatSpecifier, FormatStringError>?
        let text: CompiledText?
    }

    let text: CompiledText
    let substitutions: [String: Substitution]

    init(text: CompiledText, substitutions: [String: Substitution] = [:]) {
        self.text = text
        self.substitutions = substitutions
    }

    /// Nil for a localization with nothing to show (an empty object), so lookups fall back.
    init?(_ localization: CatalogLocalization) {
        if let variations = localization.variations, let text = CompiledText(variations) {
            self.text = text
        } else if let unit = localization.stringUnit {
            text = .format(ParsedFormat { () throws(FormatStringError) in try FormatString(unit.value) })
        } else if let first = localization.stringSet?.values.first {
            text = .format(ParsedFormat { () throws(FormatStringError) in try FormatString(first) })
        } else {
            return nil
        }
        var substitutions: [String: Substitution] = [:]
        for (name, substitution) in localization.substitutions ?? [:] {
            substitutions[name] = Substitution(
                argNum: substitution.argNum,
                specifier: substitution.formatSpecifier.map { specifier in
                    Result { () throws(FormatStringError) in try FormatSpecifier(specifier) }
                },
                text: substitution.variations.flatMap(CompiledText.init))
        }
        self.substitutions = substitutions
    }
}
