import StepperKitLocalization

/// One text of a localization — its value, a plural or device case, a substitution's case, a string
/// set's item — with where it is, so a translation's texts pair with the source's texts in the same place.
struct TranslationUnit {
    /// The place within the localization: "" for the value, "plural one", "device iphone · plural one",
    /// "substitution files · plural few", "item 2".
    let place: String
    /// The plural category of the place, if any.
    let category: PluralCategory?
    /// The JSON path of the unit (its `stringUnit`, or the string set).
    let path: CatalogPath
    let value: String
    let state: TranslationState?

    /// Every text of a localization, in file order.
    static func units(of localization: CatalogLocalization, at base: CatalogPath) -> [TranslationUnit] {
        var units: [TranslationUnit] = []
        if let unit = localization.stringUnit {
            units.append(TranslationUnit(place: "", category: nil, path: base.appending("stringUnit"), value: unit.value, state: unit.state))
        }
        if let set = localization.stringSet {
            for (index, value) in set.values.enumerated() {
                units.append(TranslationUnit(place: "item \(index)", category: nil,
                                             path: base.appending("stringSet").appending("values").appending(.index(index)),
                                             value: value, state: set.state))
            }
        }
        func walk(_ variations: Variations, place: String, path: CatalogPath) {
            for (device, variation) in variations.device ?? [:] {
                let casePlace = join(place, "device \(device.rawValue)")
                let casePath = path.appending("device").appending(.member(device.rawValue))
                if let unit = variation.stringUnit {
                    units.append(TranslationUnit(place: casePlace, category: nil, path: casePath.appending("stringUnit"), value: unit.value,
                                                 state: unit.state))
                }
                if let nested = variation.variations { walk(nested, place: casePlace, path: casePath.appending("variations")) }
            }
            for (category, variation) in variations.plural ?? [:] {
                guard let unit = variation.stringUnit else { continue }
                units.append(TranslationUnit(place: join(place, "plural \(category.rawValue)"), category: category,
                                             path: path.appending("plural").appending(.member(category.rawValue)).appending("stringUnit"),
                                             value: unit.value, state: unit.state))
            }
        }
        if let variations = localization.variations { walk(variations, place: "", path: base.appending("variations")) }
        for (name, substitution) in localization.substitutions ?? [:] {
            if let variations = substitution.variations {
                walk(variations, place: "substitution \(name)",
                     path: base.appending("substitutions").appending(.key(name)).appending("variations"))
            }
        }
        return units
    }

    private static func join(_ place: String, _ part: String) -> String {
        place.isEmpty ? part : place + " · " + part
    }
}

/// The source texts of a key by place, and the one a translation's text is compared with.
struct SourceTexts {
    private let byPlace: [String: String]
    private let main: String?

    /// The source localization's texts; the key alone when the key is the source text.
    init(key: String, source: CatalogLocalization?) {
        guard let source, source.stringUnit != nil || source.stringSet != nil || source.variations != nil else {
            byPlace = ["": key]
            main = key
            return
        }
        var texts: [String: String] = [:]
        for unit in TranslationUnit.units(of: source, at: []) where texts[unit.place] == nil { texts[unit.place] = unit.value }
        byPlace = texts
        main = texts[""] ?? texts["plural other"] ?? texts["device other"] ?? texts.first { $0.key.hasSuffix("plural other") }?.value
    }

    /// The source text in the same place, else in the same place's `other` case, else the main text.
    func text(for place: String) -> String? {
        if let exact = byPlace[place] { return exact }
        if let range = place.range(of: "plural ", options: .backwards) {
            let other = place[..<range.lowerBound] + "plural other"
            if let text = byPlace[String(other)] { return text }
        }
        return main
    }
}
