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
        public let sample: PluralSample?

        /// A cell.
        public init(key: String, locale: LocaleID, sample: PluralSample?) {
            self.key = key
            self.locale = locale
            self.sample = sample
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

    private let localizer: Localizer
    private let resolution: CatalogResolution
    private let sourceLocale: LocaleID?
    private let routes: [LocaleID: CatalogResolution.Route]
    private let samplesByLocale: [LocaleID: [PluralSample]]
    private let coverage: [String: PluralCoverage]

    /// A matrix over keys (default: every key but Xcode's empty one) × locales (default: every catalog
    /// language ICU knows) × the samples of each locale.
    ///
    /// - Throws: ``ICUError`` when ICU has no plural rules for a locale.
    public init(
        catalog: StringCatalog, keys: [String]? = nil, locales: [LocaleID]? = nil,
        samples: PluralSampleSource = .firstPerCategory, textArgument: String = "Text"
    ) throws(ICUError) {
        self.catalog = catalog
        self.keys = keys ?? catalog.strings.map(\.key).filter { !$0.isEmpty }
        let locales = locales ?? catalog.languages.compactMap { try? LocaleID($0) }
        self.locales = locales
        self.samples = samples
        self.textArgument = textArgument
        localizer = Localizer(catalog: catalog)
        resolution = CatalogResolution(catalog: catalog)
        sourceLocale = try? LocaleID(catalog.sourceLanguage)
        var routes: [LocaleID: CatalogResolution.Route] = [:]
        var samplesByLocale: [LocaleID: [PluralSample]] = [:]
        for locale in locales {
            routes[locale] = resolution.route(for: locale)
            samplesByLocale[locale] = try samples.samples(for: locale)
        }
        self.routes = routes
        self.samplesByLocale = samplesByLocale
        var coverage: [String: PluralCoverage] = [:]
        for language in catalog.languages {
            if let locale = try? LocaleID(language), let rules = try? PluralRules(locale: locale) {
                coverage[language] = PluralCoverage(rules: rules)
            }
        }
        self.coverage = coverage
    }

    // MARK: - Cells

    /// The argument types a key reads, as its source text declares them.
    public func argumentTypes(of key: String) -> [ArgumentType?] {
        sourceLocale.map { localizer.argumentTypes(for: key, locale: $0) } ?? []
    }

    /// Every cell of one key, locale by locale, then sample by sample.
    public func cells(of key: String) -> [Cell] {
        let types = argumentTypes(of: key)
        let readsNumber = types.contains { $0 == .integer || $0 == .floating }
        let readsWholeNumbersOnly = !types.contains { $0 == .floating }
        return locales.flatMap { locale -> [Cell] in
            guard readsNumber else { return [Cell(key: key, locale: locale, sample: nil)] }
            return (samplesByLocale[locale] ?? [])
                .filter { !readsWholeNumbersOnly || $0.isWholeNumber }
                .map { Cell(key: key, locale: locale, sample: $0) }
        }
    }

    /// Every cell, key by key.
    public var cells: [Cell] { keys.flatMap(cells(of:)) }

    /// Every cell resolved, key by key, locale by locale.
    public func resolveAll() -> [ResolvedString] {
        cells.map(resolve)
    }

    /// One key in one locale with one sample (nil for none).
    public func resolve(key: String, locale: LocaleID, sample: PluralSample?) -> ResolvedString {
        resolve(Cell(key: key, locale: locale, sample: sample))
    }

    /// One cell resolved: looked up through the catalog's Localizer, and its problems found.
    public func resolve(_ cell: Cell) -> ResolvedString {
        let arguments = argumentTypes(of: cell.key).map { type -> LocalizationArgument in
            guard let type else { return .string(textArgument) }
            switch type {
            case .object, .cString: return .string(textArgument)
            case .integer, .character, .floating: return cell.sample?.argument(for: type) ?? .integer(1)
            }
        }
        let result = Result { () throws(LocalizationError) in
            try localizer.string(cell.key, arguments: arguments, locale: cell.locale)
        }
        let route = routes[cell.locale] ?? resolution.route(for: cell.locale)
        let report = resolution.report(key: cell.key, route: route, sample: cell.sample)
        return ResolvedString(key: cell.key, locale: cell.locale, sample: cell.sample, arguments: arguments, result: result,
                              resolution: report, problems: problems(cell, result: result, report: report))
    }

    // MARK: - Problems

    private func problems(_ cell: Cell, result: Result<String, LocalizationError>, report: ResolutionReport) -> [StringProblem] {
        var problems: [StringProblem] = []
        if report.showsRawKey { problems.append(.rawKey(cell.key)) }
        if report.fellBackToAnotherLanguage, let used = report.usedLanguage {
            problems.append(.languageFallback(requested: report.requestedLanguage, used: used))
        }
        if let sample = cell.sample {
            problems += report.pluralFallbacks.map { .pluralFallback($0, number: sample.number) }
        }
        switch result {
        case .failure(let error):
            problems.append(.argument(error))
        case .success(let text):
            if let sample = cell.sample, let used = report.usedLanguage, let category = report.numberCategory,
               !report.usesZeroCase, coverage[used]?.coversSeveralNumbers(category) ?? true,
               !Self.digits(of: text).contains(Self.digits(of: sample.number)) {
                problems.append(.droppedNumber(number: sample.number, category: category))
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
