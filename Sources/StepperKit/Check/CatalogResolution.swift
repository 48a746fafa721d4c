import StepperKitLocalization

/// Derives a ``ResolutionReport`` by reading the catalog the way ``Localizer`` picks text: the locale's
/// fallback chain matched to catalog languages, then the source language; `zero` for 0 when present,
/// else the CLDR category of the number in the shown language, else `other`.
///
/// This is the one place that knows how a lookup resolved. When the Localizer reports its own
/// resolution (a layered localizer with a resolution API), ``report(key:route:sample:)`` becomes a
/// call to it and nothing else changes.
struct CatalogResolution: Sendable {
    private let catalog: StringCatalog
    /// Catalog language tags with their locales, source language first.
    private let languages: [(tag: String, locale: LocaleID?)]
    /// The plural rules of each catalog language ICU knows.
    private let rules: [String: PluralRules]

    /// Where a locale's lookups go: its catalog languages in order, and the one it asks for first.
    struct Route: Sendable {
        let order: [String]
        let requested: String
    }

    init(catalog: StringCatalog) {
        self.catalog = catalog
        languages = catalog.languages.map { ($0, try? LocaleID($0)) }
        var rules: [String: PluralRules] = [:]
        for (tag, locale) in languages {
            if let locale, let found = try? PluralRules(locale: locale) { rules[tag] = found }
        }
        self.rules = rules
    }

    /// The route of a locale; compute it once per locale, it asks ICU for the fallback chain.
    func route(for locale: LocaleID) -> Route {
        // A pseudo-locale shows the source text, transformed.
        if PseudoLocales.isPseudo(locale) { return Route(order: [catalog.sourceLanguage], requested: catalog.sourceLanguage) }
        let chain = chainLanguages(for: locale)
        return Route(order: languageOrder(for: locale), requested: chain.first ?? locale.languageTag)
    }

    /// The catalog languages on the locale's fallback chain, best first.
    func chainLanguages(for locale: LocaleID) -> [String] {
        var order: [String] = []
        for candidate in locale.fallbackChain {
            for language in languages where language.locale == candidate && !order.contains(language.tag) {
                order.append(language.tag)
            }
        }
        return order
    }

    /// The catalog languages to try for `locale`, best first, as the Localizer orders them.
    func languageOrder(for locale: LocaleID) -> [String] {
        let chain = chainLanguages(for: locale)
        return chain.contains(catalog.sourceLanguage) ? chain : chain + [catalog.sourceLanguage]
    }

    func report(key: String, route: Route, sample: PluralSample?) -> ResolutionReport {
        let requested = route.requested
        guard let entry = catalog.strings[key] else {
            return ResolutionReport(requestedLanguage: requested, usedLanguage: nil, isKeyMissing: true, isNotTranslatable: false,
                                    sourceLanguage: catalog.sourceLanguage, pluralFallbacks: [])
        }
        let order = entry.isTranslatable ? route.order : [catalog.sourceLanguage]
        let used = order.first { tag in entry.localizations?[tag].map(Self.hasText) ?? false }
        var fallbacks: [ResolutionReport.PluralFallback] = []
        var numberCategory: PluralCategory?
        var usesZeroCase = false
        if let used, let sample, let localization = entry.localizations?[used],
           let rules = rules[used],
           let category = try? rules.category(forDisplayed: sample.number) {
            let isZero = Double(sample.number) == 0
            numberCategory = category
            var variations: [(String, Variations)] = []
            if let top = localization.variations.flatMap(Self.pluralOwner) { variations.append(("plural", top)) }
            for (name, substitution) in localization.substitutions ?? [:] {
                if let owner = substitution.variations.flatMap(Self.pluralOwner) { variations.append((name, owner)) }
            }
            for (name, owner) in variations {
                guard let plural = owner.plural else { continue }
                if isZero && plural[.zero] != nil {
                    usesZeroCase = true
                    continue
                }
                if plural[category] == nil {
                    fallbacks.append(.init(variation: name, requested: category, used: plural[.other] != nil ? .other : nil))
                }
            }
        }
        return ResolutionReport(requestedLanguage: requested, usedLanguage: used, isKeyMissing: false,
                                isNotTranslatable: !entry.isTranslatable, sourceLanguage: catalog.sourceLanguage,
                                pluralFallbacks: fallbacks, numberCategory: numberCategory, usesZeroCase: usesZeroCase)
    }

    /// The variations that hold the plural cases: the variations themselves, or their `other` device's.
    private static func pluralOwner(_ variations: Variations) -> Variations? {
        if variations.plural != nil { return variations }
        if let device = variations.device, let chosen = device[.other] ?? device.first?.value {
            return chosen.variations.flatMap(pluralOwner)
        }
        return nil
    }

    /// Whether a localization has something to show, as the Localizer decides before falling back.
    private static func hasText(_ localization: CatalogLocalization) -> Bool {
        localization.stringUnit != nil || localization.variations?.plural != nil || localization.variations?.device != nil
            || localization.stringSet?.values.isEmpty == false
    }
}
