public import StepperKitLocalization

/// Every key of a String Catalog looked up in every locale with a number of every plural category.
///
/// The strings people will read, each with what went wrong.
///
/// A key that reads a number (`%lld`, `%f`, a plural variation) gets one cell per sample of the
/// locale (``PluralSampleSource``); a key without numbers gets one cell per locale. Text arguments
/// (`%@`) get ``textArgument``.
///
/// ```swift
/// let matrix = try StringMatrix(catalog: catalog, locales: [LocaleID("en"), LocaleID("es")])
/// for cell in matrix.resolveAll() where !cell.problems.isEmpty {
///     print(cell, cell.problems)
/// }
/// // "%lld items" · es · many 1000000 → "1000000 artículos" [plural many → other: …]
/// ```
public struct StringMatrix: Sendable {
    /// One cell to resolve: a key, a locale and, for keys that read a number, a sample.
    public struct Cell: Hashable, Sendable {
        /// The catalog key.
        public let key: String
        /// The locale.
        public let locale: LocaleID
        /// The number; nil for a key that reads none.
        public let sample: CategorySample?
        /// The device whose variation is shown; nil for the matrix's device.
        public let device: DeviceClass?

        /// A cell.
        public init(key: String, locale: LocaleID, sample: CategorySample?, device: DeviceClass? = nil) {
            self.key = key
            self.locale = locale
            self.sample = sample
            self.device = device
        }
    }

    /// The catalog.
    public let catalog: StringCatalog
    /// The keys checked, in file order.
    public let keys: [String]
    /// The locales checked.
    public let locales: [LocaleID]
    /// Where the numbers come from.
    public let samples: PluralSampleSource
    /// The text passed for %@ and %s arguments.
    public let textArgument: String
    /// The device whose variations are shown; nil for each device case a key has, as that device shows it.
    ///
    /// A device shows its own case, else the other case, as the Localizer picks.
    public let device: DeviceClass?

    private let localizer: Localizer
    private let sourceLocale: LocaleID?
    /// The catalog language each locale asks for first.
    private let requestedLanguages: [LocaleID: String]
    private let samplesByLocale: [LocaleID: [CategorySample]]
    /// The plural rules of each catalog language ICU knows, which choose the category of a shown number.
    private let rules: [String: PluralRules]
    /// Which categories of each catalog language cover one whole number only, as the linter counts them.
    private let facts: [String: PluralFacts]

    /// A matrix over keys (default: every key but Xcode's empty one) × locales (default: every catalog
    /// language ICU knows) × the samples of each locale.
    ///
    /// It shows the variations of `device`, or by default each device case of a key as that device shows it.
    ///
    /// - Throws: `ICUError` when ICU has no plural rules for a locale.
    public init(
        catalog: StringCatalog, keys: [String]? = nil, locales: [LocaleID]? = nil,
        samples: PluralSampleSource = .firstPerCategory, textArgument: String = "Text", device: DeviceClass? = nil
    ) throws(ICUError) {
        self.catalog = catalog
        self.keys = keys ?? catalog.strings.map(\.key).filter { !$0.isEmpty }
        let locales = locales ?? catalog.languages.compactMap { try? LocaleID($0) }
        self.locales = locales
        self.samples = samples
        self.textArgument = textArgument
        self.device = device
        localizer = Localizer(catalog: catalog)
        sourceLocale = try? LocaleID(catalog.sourceLanguage)
        let languages = catalog.languages.compactMap { tag in (try? LocaleID(tag)).map { (tag: tag, locale: $0) } }
        var requestedLanguages: [LocaleID: String] = [:]
        var samplesByLocale: [LocaleID: [CategorySample]] = [:]
        for locale in locales {
            requestedLanguages[locale] = Self.requestedLanguage(for: locale, among: languages, source: catalog.sourceLanguage)
            samplesByLocale[locale] = try samples.samples(for: locale)
        }
        self.requestedLanguages = requestedLanguages
        self.samplesByLocale = samplesByLocale
        var rules: [String: PluralRules] = [:]
        var facts: [String: PluralFacts] = [:]
        for (tag, locale) in languages {
            rules[tag] = try? PluralRules(locale: locale)
            facts[tag] = PluralFacts.cached(language: tag)
        }
        self.rules = rules
        self.facts = facts
    }

    /// The catalog language a locale asks for first: the first on its fallback chain, else its own tag.
    ///
    /// A pseudo-locale asks for the source language, whose text it transforms, so it never falls back.
    static func requestedLanguage(for locale: LocaleID, among languages: [(tag: String, locale: LocaleID)], source: String) -> String {
        if locale.isPseudo { return source }
        for candidate in locale.fallbackChain {
            if let match = languages.first(where: { $0.locale == candidate }) { return match.tag }
        }
        return locale.languageTag
    }

    // MARK: - Cells

    /// The argument types the key's call site passes.
    ///
    /// Its interpolations, else its source text's specifiers, else none (the text is shown as written; see
    /// KeySemantics).
    public func argumentTypes(of key: String) -> [ArgumentType?] {
        let sourceTypes = { sourceLocale.map { localizer.argumentTypes(for: key, locale: $0) } ?? [] }
        guard let entry = catalog.strings[key] else { return sourceTypes() }
        return KeySemantics(key: key, entry: entry, sourceLanguage: catalog.sourceLanguage)
            .argumentTypes(source: entry.localizations?[catalog.sourceLanguage], sourceTypes: sourceTypes)
    }

    /// Every cell of one key, locale by locale, then sample by sample.
    public func cells(of key: String) -> [Cell] {
        cells(of: key, types: argumentTypes(of: key))
    }

    /// Every cell of one key whose argument types are known.
    func cells(of key: String, types: [ArgumentType?]) -> [Cell] {
        let readsNumber = types.contains { $0 == .integer || $0 == .floating }
        let readsWholeNumbersOnly = !types.contains { $0 == .floating }
        let devices: [DeviceClass?] = device == nil ? deviceCases(of: key).map { $0 } : [nil]
        return locales.flatMap { locale -> [Cell] in
            let samples: [CategorySample?] = readsNumber
                ? (samplesByLocale[locale] ?? []).filter { !readsWholeNumbersOnly || $0.isWholeNumber } : [nil]
            return samples.flatMap { sample in
                (devices.isEmpty ? [nil] : devices).map { Cell(key: key, locale: locale, sample: sample, device: $0) }
            }
        }
    }

    /// The device cases any localization of a key varies by, in the order devices are known; empty for a
    /// key that does not vary by device.
    public func deviceCases(of key: String) -> [DeviceClass] {
        var found: Set<DeviceClass> = []
        func visit(_ variations: Variations?) {
            guard let variations else { return }
            for (device, variation) in variations.device ?? [:] {
                found.insert(device)
                visit(variation.variations)
            }
        }
        for localization in catalog.strings[key]?.localizations?.values ?? [] {
            visit(localization.variations)
            for substitution in localization.substitutions?.values ?? [] { visit(substitution.variations) }
        }
        return DeviceClass.known.filter(found.contains) + found.filter { !DeviceClass.known.contains($0) }.sorted { $0.rawValue < $1.rawValue }
    }

    /// Every cell, key by key.
    public var cells: [Cell] { keys.flatMap(cells(of:)) }

    /// Every cell resolved, key by key, locale by locale.
    public func resolveAll() -> [ResolvedString] {
        cells.map(resolve)
    }

    /// One key in one locale with one sample (nil for none).
    public func resolve(key: String, locale: LocaleID, sample: CategorySample?) -> ResolvedString {
        resolve(Cell(key: key, locale: locale, sample: sample))
    }

    /// One cell resolved: looked up once through the catalog's Localizer, whose resolution says what it
    /// did, and its problems found.
    public func resolve(_ cell: Cell) -> ResolvedString {
        resolve(cell, facts: facts(of: cell.key))
    }

    /// What the matrix reads of a key once for all its cells: the call site's argument types, and
    /// whether the key is an identifier.
    struct KeyFacts: Sendable {
        let argumentTypes: [ArgumentType?]
        let keyIsIdentifier: Bool
    }

    /// The facts of a key, worked out once for its cells.
    func facts(of key: String) -> KeyFacts {
        KeyFacts(argumentTypes: argumentTypes(of: key), keyIsIdentifier: KeySemantics.isIdentifier(key))
    }

    /// One cell resolved with its key's facts already worked out.
    func resolve(_ cell: Cell, facts: KeyFacts) -> ResolvedString {
        let arguments = facts.argumentTypes.map { type -> LocalizationArgument in
            guard let type else { return .string(textArgument) }
            switch type {
            case .object, .cString: return .string(textArgument)
            case .integer, .character, .floating: return cell.sample?.argument(for: type) ?? .integer(1)
            }
        }
        let lookup = Result { () throws(LocalizationError) in
            // A key that takes no arguments is shown as written, its "%" signs included.
            try localizer.resolve(cell.key, arguments: arguments, locale: cell.locale, device: cell.device ?? device ?? .other,
                                  asWritten: arguments.isEmpty)
        }
        let result = lookup.map(\.text)
        let report = report(cell, lookup: lookup, keyIsIdentifier: facts.keyIsIdentifier)
        let shown = (try? lookup.get().shownArguments) ?? []
        let numberPosition = arguments.firstIndex(where: \.isNumber).map { $0 + 1 }
        return ResolvedString(key: cell.key, locale: cell.locale, sample: cell.sample, arguments: arguments, result: result,
                              resolution: report,
                              problems: problems(cell, result: result, report: report,
                                                 showsNumber: numberPosition.map(shown.contains) ?? true))
    }

    /// The Localizer's resolution read for the check: the language shown (for a failed lookup, the one
    /// whose text failed), the plural cases it replaced, and the category of the number in that language.
    private func report(_ cell: Cell, lookup: Result<LocalizationResolution, LocalizationError>, keyIsIdentifier: Bool) -> ResolutionReport {
        let entry = catalog.strings[cell.key]
        let used: String?
        var showsKey = false
        var fallbacks: [ResolutionReport.PluralFallback] = []
        switch lookup {
        case .success(let resolution):
            used = resolution.source?.language
            showsKey = resolution.source != nil && resolution.source?.language == nil
            for case .pluralFallback(_, let category, let shown, let substitution) in resolution.events {
                fallbacks.append(ResolutionReport.PluralFallback(variation: substitution ?? "plural", requested: category, used: shown))
            }
        case .failure(let error):
            used = error.language.flatMap { catalog.languages.contains($0) ? $0 : nil }
        }
        var numberCategory: PluralCategory?
        var usesZeroCase = false
        var isPlural = false
        if let used, let localization = entry?.localizations?[used] {
            let variations = [localization.variations] + (localization.substitutions ?? [:]).values.map(\.variations)
            isPlural = variations.contains { $0.flatMap { pluralOwner($0, device: cell.device ?? device ?? .other) } != nil }
        }
        if let used, let sample = cell.sample, let localization = entry?.localizations?[used] {
            numberCategory = rules[used]?.category(for: sample.sample)
            usesZeroCase = sample.sample.value == 0 && hasZeroCase(localization, device: cell.device ?? device ?? .other)
        }
        return ResolutionReport(
            requestedLanguage: requestedLanguages[cell.locale] ?? cell.locale.languageTag, usedLanguage: used, isKeyMissing: entry == nil,
            isNotTranslatable: entry.map { !$0.isTranslatable } ?? false, sourceLanguage: catalog.sourceLanguage,
            pluralFallbacks: fallbacks, numberCategory: numberCategory, usesZeroCase: usesZeroCase, showsKey: showsKey || entry == nil,
            keyIsIdentifier: keyIsIdentifier, isPlural: isPlural)
    }

    /// Whether a plural variation of the localization (its own or a substitution's, through the
    /// device's case) has a zero case, which the Localizer shows for the value 0.
    private func hasZeroCase(_ localization: CatalogLocalization, device: DeviceClass) -> Bool {
        let variations = [localization.variations] + (localization.substitutions ?? [:]).values.map(\.variations)
        return variations.contains { $0.flatMap { pluralOwner($0, device: device) }?.plural?[.zero] != nil }
    }

    /// The variations that hold the plural cases: the variations themselves, or the case of the device
    /// (else `other`'s) that the Localizer shows.
    private func pluralOwner(_ variations: Variations, device: DeviceClass) -> Variations? {
        if variations.plural != nil { return variations }
        if let cases = variations.device, let chosen = cases[device] ?? cases[.other] ?? cases.first?.value {
            return chosen.variations.flatMap { pluralOwner($0, device: device) }
        }
        return nil
    }

    // MARK: - Problems

    private func problems(_ cell: Cell, result: Result<String, LocalizationError>, report: ResolutionReport, showsNumber: Bool) -> [StringProblem] {
        var problems: [StringProblem] = []
        if report.showsRawKey { problems.append(.rawKey(cell.key)) }
        if report.fellBackToAnotherLanguage && !report.showsRawKey {
            problems.append(.languageFallback(requested: report.requestedLanguage, used: report.usedLanguage ?? report.sourceLanguage))
        }
        if let sample = cell.sample {
            problems += report.pluralFallbacks.map { .pluralFallback($0, number: sample.number) }
        }
        switch result {
        case .failure(let error):
            problems.append(.argument(error))
        case .success:
            // The renderer says which arguments the text shows: "%g" prints 1000000 as "1e+06", which still shows it.
            // Only a plural case may leave its number out on purpose; a plain text without it drops an
            // argument, which the linter says.
            if let sample = cell.sample, !showsNumber, report.isPlural, let used = report.usedLanguage, let category = report.numberCategory,
               !report.usesZeroCase, let facts = facts[used], !facts.coversOneNumber(category, variationHasZero: false) {
                let wrong = facts.examples(of: category, variationHasZero: false).first { String($0) != sample.number }
                problems.append(.droppedNumber(number: sample.number, category: category, readsWrongFor: wrong))
            }
        }
        return problems
    }

    /// The decimal digits of a text in order, in any numbering system, as ASCII: "١٬٠٠٠" gives "1000".
    package static func digits(of text: String) -> String {
        String(text.compactMap { character in
            character.isNumber ? character.wholeNumberValue.flatMap { Character(String($0)) } : nil
        })
    }
}
