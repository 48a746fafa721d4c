import StepperKitLocalization

/// A deterministic catalog of realistic shape for benchmarks: a dozen languages, comments, plain
/// strings, plural variations (with `many` for Spanish and Slavic `few`/`many`) and substitutions.
enum GeneratedCatalog {
    static let languages = ["de", "en-GB", "es", "es-419", "fr", "it", "ja", "ko", "nl", "pl", "pt-BR", "ru", "zh-Hans"]

    static func make(targetBytes: Int) -> StringCatalog {
        var catalog = StringCatalog(sourceLanguage: "en")
        var members: [(String, CatalogEntry)] = []
        var size = 0
        var index = 0
        while size < targetBytes {
            let (key, entry) = entry(index)
            members.append((key, entry))
            // A rough per-entry size of the encoded entry.
            size += 340 * (entry.localizations?.count ?? 1) + key.utf8.count
            index += 1
        }
        catalog.strings = OrderedMembers(members.sorted { $0.0 < $1.0 })
        return catalog
    }

    private static func entry(_ index: Int) -> (String, CatalogEntry) {
        let noun = ["item", "photo", "ticket", "message", "copy", "order"][index % 6]
        var localizations: [(String, CatalogLocalization)] = []
        switch index % 10 {
        case 0, 1:
            let key = String(format: "%%lld %@s %05d", noun, index)
            for language in languages {
                localizations.append((language, CatalogLocalization(variations: Variations(plural: plural(language, noun)))))
            }
            return (key, CatalogEntry(comment: "Count of \(noun)s in the list \(index)", localizations: OrderedMembers(localizations)))
        case 2:
            let key = String(format: "%%#@%@s@ in %%@ %05d", noun, index)
            for language in languages {
                let substitution = Substitution(argNum: 1, formatSpecifier: "lld",
                                                variations: Variations(plural: plural(language, noun, placeholder: "%arg")))
                localizations.append((language, CatalogLocalization(
                    stringUnit: StringUnit(state: .translated, value: "%#@\(noun)s@ — %@ (\(language))"),
                    substitutions: [noun + "s": substitution])))
            }
            return (key, CatalogEntry(comment: "Count of \(noun)s in a folder", localizations: OrderedMembers(localizations)))
        default:
            let key = String(format: "Label %05d for the %@ screen", index, noun)
            for language in languages {
                let state: TranslationState = index % 17 == 0 ? .needsReview : .translated
                localizations.append((language, CatalogLocalization(stringUnit: StringUnit(
                    state: state, value: "Étiquette \(index) pour l’écran « \(noun) » — \(language) ✓"))))
            }
            return (key, CatalogEntry(comment: "A label on the \(noun) screen", extractionState: index % 7 == 0 ? .manual : nil,
                                      localizations: OrderedMembers(localizations)))
        }
    }

    private static func plural(_ language: String, _ noun: String, placeholder: String = "%lld") -> OrderedMembers<PluralCategory, VariationCase> {
        let categories: [PluralCategory] = switch language {
        case "ja", "ko", "zh-Hans": [.other]
        case "pl", "ru": [.few, .many, .one, .other]
        case "es", "es-419", "fr", "it", "pt-BR": [.many, .one, .other]
        default: [.one, .other]
        }
        return OrderedMembers(categories.map { category in
            (category, VariationCase(stringUnit: StringUnit(value: "\(placeholder) \(noun) (\(category), \(language))")))
        })
    }
}
