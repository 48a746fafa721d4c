public import Foundation
@_spi(StepperKitSupport) import StepperKitSupport

/// Looks up localized strings in String Catalogs: fallback chain, CLDR plurals, substitutions and specifiers.
///
/// A lookup picks the localization through the locale's fallback chain (`es_MX` → `es-419` → `es`)
/// and then the catalog's source language, falling back to the key itself as Apple does. Plural
/// variations are chosen by the CLDR category of the number **as displayed** (`zero` for the value
/// 0 when the catalog has it, a missing category falls back to `other`); substitutions are expanded
/// with or without `argNum`; device variations use the requested device, else `other`. Numbers are
/// formatted with ICU for the requested locale, in Swift: no catalog text ever reaches C `printf`.
///
/// ```swift
/// let localizer = try Localizer(contentsOf: [URL(filePath: "Localizable.xcstrings")], name: "app")
/// let spanish = try LocaleID("es_ES")
/// let count = 1
/// try localizer.string("%lld items", count, locale: spanish)       // "1 artículo"
/// try localizer.string("%lld items", 1_000_000, locale: spanish)   // "1000000 de artículos" (many)
/// try localizer.string("Add to cart", locale: try LocaleID("es_MX")) // "Añadir al carrito" (through es)
/// try localizer.resolve("Checkout", locale: spanish).events        // [.missingKey(table: nil)]
/// ```
///
/// **Layers.** `app.layered(over: library)` searches the app's tables first and the library's after,
/// so an app adds its own strings and overrides a library's for a locale; ``resolve(_:_:table:locale:device:)``
/// says which table and layer answered. **Pseudo-locales** (``LocaleID/pseudoAccents``,
/// ``LocaleID/pseudoBidi``) resolve from each catalog's source language and transform only its text,
/// never the formatted arguments; see ``PseudoLocale``.
///
/// Number formatting matches Apple's `String(localized:)`: `%lld` prints the locale's digits with no
/// grouping separators ("1000000"), because that is what apps show today; a number the kit formats
/// first (`1.000.000`, "12,50 €") and passes as `%@` text keeps its grouping. `%'lld` groups.
///
/// Catalogs are compiled once when the localizer is made; a localizer is an immutable value that
/// any number of threads can share. Copies share the ``diagnostics`` log.
public struct Localizer: Sendable {
    private let tables: [CompiledTable]
    /// The layer of each table, parallel to `tables`.
    private let tableLayers: [Int]
    /// The layers' names, top first.
    public let layerNames: [String]
    /// What a lookup needs per locale, made on first use: one cache lookup per call.
    private let contexts = BoundedCache<LocaleID, LocaleContext>(capacity: 64, remembersLastKey: true)

    /// A locale's number formatter and, per table, the languages to try in order.
    private struct LocaleContext: Sendable {
        let formatter: SpecifierFormatter
        let languageOrders: [CompiledTable.LanguageOrder]
        let pseudo: PseudoLocale?
    }

    /// What lookups noticed without failing, such as missing keys; shared by copies of this localizer.
    ///
    /// Prefer ``resolve(_:_:table:locale:device:)``, which reports what each lookup did.
    public let diagnostics: LocalizationDiagnostics

    /// A localizer over named tables, searched in the given order when a lookup names no table.
    ///
    /// - Parameters:
    ///   - tables: The catalogs by table name, in lookup order.
    ///   - name: The layer's name, reported in ``LocalizationSource/layerName``.
    ///   - diagnostics: Where lookups record what they noticed without failing.
    public init(tables: KeyValuePairs<String, StringCatalog>, name: String = "main",
                diagnostics: LocalizationDiagnostics = LocalizationDiagnostics()) {
        self.init(orderedTables: tables.map { ($0.key, $0.value) }, name: name, diagnostics: diagnostics)
    }

    init(orderedTables: [(String, StringCatalog)], name: String = "main", diagnostics: LocalizationDiagnostics = LocalizationDiagnostics()) {
        self.init(tables: orderedTables.map { CompiledTable(name: $0.0, catalog: $0.1) },
                  tableLayers: orderedTables.map { _ in 0 }, layerNames: [name], diagnostics: diagnostics)
    }

    private init(tables: [CompiledTable], tableLayers: [Int], layerNames: [String], diagnostics: LocalizationDiagnostics) {
        self.tables = tables
        self.tableLayers = tableLayers
        self.layerNames = layerNames
        self.diagnostics = diagnostics
    }

    /// A localizer over one catalog, as the table "Localizable".
    public init(catalog: StringCatalog, table: String = "Localizable", name: String = "main") {
        self.init(tables: [table: catalog], name: name)
    }

    /// A localizer over .xcstrings files, each a table named after its file ("Localizable" for
    /// Localizable.xcstrings), searched in the given order.
    ///
    /// ```swift
    /// let app = try Localizer(contentsOf: [URL(filePath: "Sources/Shop/Localizable.xcstrings")], name: "app")
    /// ```
    ///
    /// - Throws: ``CatalogReadError`` naming the file that could not be read or parsed.
    public init(contentsOf urls: [URL], name: String = "main", options: CatalogReadOptions = CatalogReadOptions()) throws(CatalogReadError) {
        var tables: [(String, StringCatalog)] = []
        for url in urls {
            tables.append((url.deletingPathExtension().lastPathComponent, try StringCatalog(contentsOf: url, options: options)))
        }
        self.init(orderedTables: tables, name: name)
    }

    /// This localizer's tables first, then lower's: an app's catalogs over the kit's.
    ///
    /// A lookup that names a table searches every layer's table of that name, top first; one that
    /// names none searches every table. The first layer whose entry for the key has text in the
    /// locale's languages answers: an app overrides a kit string for the locales it translates, and
    /// the kit still answers for the others. Only when no layer has the locale does the first entry
    /// fall back to its source language. Tables are compiled once; layering shares them. The result
    /// keeps this localizer's ``diagnostics``.
    ///
    /// ```swift
    /// let app = try Localizer(contentsOf: [URL(filePath: "Localizable.xcstrings")], name: "app")
    /// let library = Localizer(catalog: try StringCatalog(contentsOf: URL(filePath: "Kit.xcstrings")), name: "library")
    /// let localizer = app.layered(over: library)
    /// localizer.layerNames                                         // ["app", "library"]
    /// try localizer.string("Copies", locale: spanish)             // the app's "Copias"
    /// try localizer.string("Decrease quantity", locale: spanish)  // the library's "Reducir cantidad"
    /// ```
    public func layered(over lower: Localizer) -> Localizer {
        Localizer(tables: tables + lower.tables, tableLayers: tableLayers + lower.tableLayers.map { $0 + layerNames.count },
                  layerNames: layerNames + lower.layerNames, diagnostics: diagnostics)
    }

    /// The table names, in search order (a name repeats when two layers have the table).
    public var tableNames: [String] { tables.map(\.name) }

    // MARK: - Lookup

    /// The localized string for a key, with the arguments filled in, for a locale.
    ///
    /// Pass values as they are: `Int`, `Double`, `Decimal`, `Money`, `String` (see ``LocalizationValue``).
    ///
    /// - Parameters:
    ///   - key: The catalog key, such as "%lld items".
    ///   - arguments: The values for the key's format specifiers, in order.
    ///   - table: The table to look in; nil searches every table in order.
    ///   - locale: The locale whose language and number formats to use.
    ///   - device: The device whose variation to use; `.other` by default.
    /// - Throws: ``LocalizationError`` when an argument does not fit its specifier or the catalog's
    ///   text is broken. A missing key is not an error: the key is returned and a diagnostic recorded.
    public func string(
        _ key: String, _ arguments: any LocalizationValue..., table: String? = nil, locale: LocaleID,
        device: DeviceClass = .other
    ) throws(LocalizationError) -> String {
        try string(key, arguments: arguments.map { $0.localizationArgument(in: locale) }, table: table, locale: locale, device: device)
    }

    /// The localized string for a key with an array of arguments.
    ///
    /// See ``string(_:_:table:locale:device:)``.
    public func string(
        _ key: String, arguments: [LocalizationArgument], table: String? = nil, locale: LocaleID,
        device: DeviceClass = .other
    ) throws(LocalizationError) -> String {
        let resolution = try resolve(key, arguments: arguments, table: table, locale: locale, device: device)
        if resolution.isMissingKey {
            diagnostics.record(LocalizationDiagnostic(kind: .missingKey, key: key, table: table, locale: locale))
        }
        return resolution.text
    }

    /// The localized text for a key and how it was found: the table and layer that answered, and
    /// any missing key, language fallback or plural-case fallback.
    ///
    /// ```swift
    /// let resolution = try localizer.resolve("%lld items", 3, locale: spanish)
    /// resolution.text                   // "3 artículos"
    /// resolution.source?.layerName      // "app"
    /// resolution.events                 // []
    /// ```
    ///
    /// Records nothing in ``diagnostics``: the resolution is the report.
    public func resolve(
        _ key: String, _ arguments: any LocalizationValue..., table: String? = nil, locale: LocaleID,
        device: DeviceClass = .other
    ) throws(LocalizationError) -> LocalizationResolution {
        try resolve(key, arguments: arguments.map { $0.localizationArgument(in: locale) }, table: table, locale: locale, device: device)
    }

    /// The localized text for a key with an array of arguments, and how it was found.
    ///
    /// See ``resolve(_:_:table:locale:device:)``.
    public func resolve(
        _ key: String, arguments: [LocalizationArgument], table: String? = nil, locale: LocaleID,
        device: DeviceClass = .other, asWritten: Bool = false
    ) throws(LocalizationError) -> LocalizationResolution {
        let context = self.context(for: locale)
        // Layers answer in order; a layer whose entry has no text in the locale's languages lets the
        // next one answer, so an app overrides a library's string only for the locales it translates.
        var first: (table: Int, entry: CompiledEntry)?
        for (tableIndex, compiled) in tables.enumerated() where table == nil || compiled.name == table {
            guard let entry = compiled.entries[key] else { continue }
            if first == nil { first = (tableIndex, entry) }
            let order = context.languageOrders[tableIndex]
            let matched = entry.isTranslatable ? order.languages[..<order.matched] : [compiled.sourceLanguage][...]
            for index in matched {
                guard let localization = entry.localization(for: index) else { continue }
                return try render(localization, of: key, in: tableIndex, language: index, arguments: arguments, locale: locale,
                                  context: context, device: device, isFallback: false, asWritten: asWritten)
            }
            if matched.contains(compiled.sourceLanguage) {
                // The source language has no localization: its text is the key.
                return try renderSourceKey(key, in: tableIndex, arguments: arguments, locale: locale, context: context,
                                           device: device, isFallback: false, asWritten: asWritten)
            }
        }
        guard let (tableIndex, entry) = first else {
            let text = try renderKey(key, arguments: arguments, formatter: context.formatter, rules: nil, device: device, pseudo: nil,
                                     asWritten: asWritten)
            return LocalizationResolution(text: text.text, key: key, locale: locale, source: nil, events: [.missingKey(table: table)],
                                          shownArguments: text.shownArguments)
        }
        // No layer has the locale: the first entry in another language (its source language), else its key.
        let order = context.languageOrders[tableIndex]
        for index in order.languages[order.matched...] {
            guard let localization = entry.localization(for: index) else { continue }
            return try render(localization, of: key, in: tableIndex, language: index, arguments: arguments, locale: locale,
                              context: context, device: device, isFallback: true, asWritten: asWritten)
        }
        return try renderSourceKey(key, in: tableIndex, arguments: arguments, locale: locale, context: context, device: device,
                                   isFallback: true, asWritten: asWritten)
    }

    private func render(
        _ localization: CompiledLocalization, of key: String, in tableIndex: Int, language index: Int, arguments: [LocalizationArgument],
        locale: LocaleID, context: LocaleContext, device: DeviceClass, isFallback: Bool, asWritten: Bool
    ) throws(LocalizationError) -> LocalizationResolution {
        let language = tables[tableIndex].languages[index]
        var renderer = LocalizedRenderer(key: key, language: language.tag, localization: localization, arguments: arguments,
                                         formatter: context.formatter, rules: language.rules, device: device, pseudo: context.pseudo)
        renderer.asWritten = asWritten
        let text = try renderer.render()
        let events = isFallback ? [.languageFallback(requested: locale, used: language.tag)] + renderer.events : renderer.events
        return LocalizationResolution(text: text, key: key, locale: locale, source: source(tableIndex, language: language.tag), events: events,
                                      shownArguments: renderer.shownArguments.sorted())
    }

    /// The key of an entry shown as its source text, formatted with the source language's plural rules.
    private func renderSourceKey(
        _ key: String, in tableIndex: Int, arguments: [LocalizationArgument], locale: LocaleID, context: LocaleContext,
        device: DeviceClass, isFallback: Bool, asWritten: Bool
    ) throws(LocalizationError) -> LocalizationResolution {
        let compiled = tables[tableIndex]
        let source = compiled.languages[compiled.sourceLanguage]
        let (text, rendered, shown) = try renderKey(key, arguments: arguments, formatter: context.formatter, rules: source.rules, device: device,
                                                    pseudo: context.pseudo, asWritten: asWritten)
        let events = isFallback ? [.languageFallback(requested: locale, used: source.tag)] + rendered : rendered
        return LocalizationResolution(text: text, key: key, locale: locale, source: self.source(tableIndex, language: nil), events: events,
                                      shownArguments: shown)
    }

    /// The argument types the text for a key reads, by position; nil for a position no specifier reads.
    ///
    /// Index 0 is argument 1. Command-line tools use it to read `--arg` values as the right type.
    public func argumentTypes(for key: String, table: String? = nil, locale: LocaleID) -> [ArgumentType?] {
        var types: [Int: ArgumentType] = [:]
        if let (tableIndex, entry) = find(key, table: table),
           let localization = context(for: locale).languageOrders[tableIndex].languages.lazy.compactMap(entry.localization(for:)).first {
            collectTypes(localization.text, in: localization, into: &types)
        } else if let format = try? FormatString(key) {
            types = format.argumentTypes
        }
        let count = types.keys.max() ?? 0
        return (0..<count).map { types[$0 + 1] }
    }

    /// Whether a table (or any table) has the key.
    public func contains(_ key: String, table: String? = nil) -> Bool {
        find(key, table: table) != nil
    }

    // MARK: - Internal

    /// The table (by index) that has the key, and the key's entry.
    private func find(_ key: String, table: String?) -> (Int, CompiledEntry)? {
        for (index, compiled) in tables.enumerated() where table == nil || compiled.name == table {
            if let entry = compiled.entries[key] { return (index, entry) }
        }
        return nil
    }

    private func context(for locale: LocaleID) -> LocaleContext {
        contexts.value(for: locale) {
            let pseudo = locale.pseudoLocale
            // A pseudo-locale shows the source text, so it matches no catalog language but the source.
            let chain = pseudo == nil ? locale.fallbackChain : []
            return LocaleContext(formatter: SpecifierFormatter(locale: locale),
                                 languageOrders: tables.map { $0.languageOrder(for: chain, pseudo: pseudo != nil) }, pseudo: pseudo)
        }
    }

    private func source(_ tableIndex: Int, language: String?) -> LocalizationSource {
        let layer = tableLayers[tableIndex]
        return LocalizationSource(table: tables[tableIndex].name, layer: layer, layerName: layerNames[layer], language: language)
    }

    /// The key itself as the text, formatted when there are arguments (as Apple formats it); in a
    /// pseudo-locale, transformed as source text. A missing key is never transformed, so it shows. A
    /// key that reads arguments but gets none is an error, as a translation would be: "%s" is never shown.
    private func renderKey(
        _ key: String, arguments: [LocalizationArgument], formatter: SpecifierFormatter, rules: PluralRules?, device: DeviceClass,
        pseudo: PseudoLocale?, asWritten: Bool = false
    ) throws(LocalizationError) -> (text: String, events: [LocalizationEvent], shownArguments: [Int]) {
        if asWritten && arguments.isEmpty { return (pseudo?.transform(key) ?? key, [], []) }
        let format: FormatString
        do {
            format = try FormatString(key)
        } catch {
            // Shown as written without arguments ("100%"), as Apple does; with them, the broken text is an error.
            guard arguments.isEmpty else { throw LocalizationError(key: key, language: "key", reason: .invalidFormat(error)) }
            return (pseudo?.transform(key) ?? key, [], [])
        }
        guard !(arguments.isEmpty && format.isPlainText) else { return (pseudo?.transform(key) ?? key, [], []) }
        var renderer = LocalizedRenderer(key: key, language: "key", localization: CompiledLocalization(text: .format(.success(format))),
                                         arguments: arguments, formatter: formatter, rules: rules, device: device, pseudo: pseudo)
        return (try renderer.render(), renderer.events, renderer.shownArguments.sorted())
    }

    private func collectTypes(_ text: CompiledText, in localization: CompiledLocalization, into types: inout [Int: ArgumentType]) {
        switch text {
        case .format(.success(let format)):
            format.forEachArgument(substitution: { name in
                localization.substitutions[name].map {
                    FormatString.SubstitutionInfo(argNum: $0.argNum, specifier: try? $0.specifier?.get())
                }
            }) { position, reader in
                if types[position] == nil, let specifier = reader.specifier { types[position] = specifier.argumentType }
            }
        case .format(.failure):
            break
        case .plural(let cases):
            for category in PluralCategory.allCases.reversed() {
                if let text = cases[category] { collectTypes(text, in: localization, into: &types) }
            }
        case .device(let cases):
            for text in cases.values { collectTypes(text, in: localization, into: &types) }
        }
    }
}
