/// Counts for a String Catalog: keys, languages, and per language how many keys are translated, need review, are new, stale or missing.
///
/// A key counts once per language, by its least finished value: `new` before `needs_review` before
/// `stale` before translated. In the source language a key without a localization counts as
/// translated (the key is the text); keys with `shouldTranslate: false` are not counted in other
/// languages, and the empty key (Xcode's entry for `Text("")`) is counted in none.
///
/// ```swift
/// let stats = CatalogStatistics(catalog)
/// stats.keys                                    // 14
/// stats.languages.map(\.language)               // ["en", "es"]
/// stats.languages[1].translated                 // 14
/// stats.pluralVariations                        // 2
/// ```
public struct CatalogStatistics: Hashable, Sendable, Encodable {
    /// The counts of one language.
    public struct LanguageCounts: Hashable, Sendable, Encodable {
        /// The language tag.
        public let language: String
        /// Keys whose values are all translated.
        public var translated = 0
        /// Keys with a value marked needs_review.
        public var needsReview = 0
        /// Keys with a value marked new.
        public var new = 0
        /// Keys with a value marked stale.
        public var stale = 0
        /// Keys meant to be translated that have no localization in this language.
        public var missing = 0

        /// Counts for a language, all zero.
        public init(language: String) {
            self.language = language
        }
    }

    /// How many keys the catalog has.
    public let keys: Int
    /// The source language.
    public let sourceLanguage: String
    /// The format version as found.
    public let version: String?
    /// Counts per language, source language first.
    public let languages: [LanguageCounts]
    /// Keys marked never to be translated (shouldTranslate false).
    public let keysNotTranslated: Int
    /// Plural variations, over all keys and languages (substitutions' included).
    public let pluralVariations: Int
    /// Device variations, over all keys and languages.
    public let deviceVariations: Int
    /// Substitutions, over all keys and languages.
    public let substitutions: Int

    /// Counts the catalog in the given languages, or in every language it has.
    public init(_ catalog: StringCatalog, languages: [String]? = nil) {
        let tags = languages ?? catalog.languages
        var counts = tags.map(LanguageCounts.init(language:))
        var plurals = 0
        var devices = 0
        var substitutions = 0
        var notTranslated = 0
        for (key, entry) in catalog.strings {
            if !entry.isTranslatable { notTranslated += 1 }
            for (_, localization) in entry.localizations ?? [:] {
                substitutions += localization.substitutions?.count ?? 0
                Self.countVariations(localization.variations, plurals: &plurals, devices: &devices)
                for (_, substitution) in localization.substitutions ?? [:] {
                    Self.countVariations(substitution.variations, plurals: &plurals, devices: &devices)
                }
            }
            for index in counts.indices where !key.isEmpty {
                let language = counts[index].language
                let isSource = language == catalog.sourceLanguage
                guard entry.isTranslatable || isSource else { continue }
                guard let localization = entry.localizations?[language], localization.hasContent else {
                    if isSource { counts[index].translated += 1 } else { counts[index].missing += 1 }
                    continue
                }
                let states = Set(localization.allStringUnits.compactMap(\.state) + [localization.stringSet?.state].compactMap { $0 })
                if states.contains(.new) {
                    counts[index].new += 1
                } else if states.contains(.needsReview) {
                    counts[index].needsReview += 1
                } else if states.contains(.stale) {
                    counts[index].stale += 1
                } else {
                    counts[index].translated += 1
                }
            }
        }
        keys = catalog.strings.count
        sourceLanguage = catalog.sourceLanguage
        version = catalog.version
        self.languages = counts
        keysNotTranslated = notTranslated
        pluralVariations = plurals
        deviceVariations = devices
        self.substitutions = substitutions
    }

    private static func countVariations(_ variations: Variations?, plurals: inout Int, devices: inout Int) {
        guard let variations else { return }
        if variations.plural != nil { plurals += 1 }
        if let device = variations.device {
            devices += 1
            for (_, variation) in device { countVariations(variation.variations, plurals: &plurals, devices: &devices) }
        }
    }
}
