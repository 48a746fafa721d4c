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
/// let localizer = try Localizer.kit
/// let spanish = try LocaleID("es_ES")
/// try localizer.string("%lld items", 1, locale: spanish)           // "1 artículo"
/// try localizer.string("%lld items", 1_000_000, locale: spanish)   // "1000000 de artículos" (many)
/// try localizer.string("Add to cart", locale: try LocaleID("es_MX")) // "Añadir al carrito" (through es)
/// try localizer.string("Checkout", locale: spanish)                // "Checkout", and a diagnostic
/// ```
///
/// Number formatting matches Apple's `String(localized:)`: `%lld` prints the locale's digits with no
/// grouping separators ("1000000"), because that is what apps show today; a number the kit formats
/// first (`1.000.000`, "12,50 €") and passes as `%@` text keeps its grouping. `%'lld` groups.
///
/// Catalogs are compiled once when the localizer is made; a localizer is an immutable value that
/// any number of threads can share. Copies share the ``diagnostics`` log.
public struct Localizer: Sendable {
    private let tables: [CompiledTable]
    /// What a lookup needs per locale, made on first use: one cache lookup per call.
    private let contexts = BoundedCache<LocaleID, LocaleContext>(capacity: 64)

    /// A locale's number formatter and, per table, the languages to try in order.
    private struct LocaleContext: Sendable {
        let formatter: SpecifierFormatter
        let languageOrders: [[Int]]
    }

    /// What lookups noticed without failing, such as missing keys; shared by copies of this localizer.
    public let diagnostics: LocalizationDiagnostics

    /// A localizer over named tables, searched in the given order when a lookup names no table.
    public init(tables: KeyValuePairs<String, StringCatalog>, diagnostics: LocalizationDiagnostics = LocalizationDiagnostics()) {
        self.init(orderedTables: tables.map { ($0.key, $0.value) }, diagnostics: diagnostics)
    }

    init(orderedTables: [(String, StringCatalog)], diagnostics: LocalizationDiagnostics = LocalizationDiagnostics()) {
        self.tables = orderedTables.map { CompiledTable(name: $0.0, catalog: $0.1) }
        self.diagnostics = diagnostics
    }

    /// A localizer over one catalog, as the table "Localizable".
    public init(catalog: StringCatalog, table: String = "Localizable") {
        self.init(tables: [table: catalog])
    }

    /// The table names, in search order.
    public var tableNames: [String] { tables.map(\.name) }

    // MARK: - Lookup

    /// The localized string for a key, with the arguments filled in, for a locale.
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
        _ key: String, _ arguments: LocalizationArgument..., table: String? = nil, locale: LocaleID,
        device: DeviceClass = .other
    ) throws(LocalizationError) -> String {
        try string(key, arguments: arguments, table: table, locale: locale, device: device)
    }

    /// The localized string for a key with an array of arguments.
    ///
    /// See ``string(_:_:table:locale:device:)``.
    public func string(
        _ key: String, arguments: [LocalizationArgument], table: String? = nil, locale: LocaleID,
        device: DeviceClass = .other
    ) throws(LocalizationError) -> String {
        let context = self.context(for: locale)
        let formatter = context.formatter
        guard let (tableIndex, entry) = find(key, table: table) else {
            diagnostics.record(LocalizationDiagnostic(kind: .missingKey, key: key, table: table, locale: locale))
            return try renderKey(key, arguments: arguments, formatter: formatter, rules: nil, device: device)
        }
        let compiled = tables[tableIndex]
        let order = entry.isTranslatable ? context.languageOrders[tableIndex] : [compiled.sourceLanguage]
        for index in order {
            guard let localization = entry.localization(for: index) else { continue }
            let language = compiled.languages[index]
            return try LocalizedRenderer(key: key, language: language.tag, localization: localization, arguments: arguments,
                                         formatter: formatter, rules: language.rules, device: device).render()
        }
        // No localization in any language of the chain: the key is the source text.
        return try renderKey(key, arguments: arguments, formatter: formatter,
                             rules: compiled.languages[compiled.sourceLanguage].rules, device: device)
    }

    /// The argument types the text for a key reads, by position; nil for a position no specifier reads.
    ///
    /// Index 0 is argument 1. Command-line tools use it to read `--arg` values as the right type.
    public func argumentTypes(for key: String, table: String? = nil, locale: LocaleID) -> [ArgumentType?] {
        var types: [Int: ArgumentType] = [:]
        if let (tableIndex, entry) = find(key, table: table),
           let localization = context(for: locale).languageOrders[tableIndex].lazy.compactMap(entry.localization(for:)).first {
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
            let chain = locale.fallbackChain
            return LocaleContext(formatter: SpecifierFormatter(locale: locale), languageOrders: tables.map { $0.languageOrder(for: chain) })
        }
    }

    /// The key itself as the text, formatted when there are arguments (as Apple formats it). A key
    /// that reads arguments but gets none is an error, as a translation would be: "%s" is never shown.
    private func renderKey(
        _ key: String, arguments: [LocalizationArgument], formatter: SpecifierFormatter, rules: PluralRules?, device: DeviceClass
    ) throws(LocalizationError) -> String {
        let format: FormatString
        do {
            format = try FormatString(key)
        } catch {
            // Shown as written without arguments ("100%"), as Apple does; with them, the broken text is an error.
            guard arguments.isEmpty else { throw LocalizationError(key: key, language: "key", reason: .invalidFormat(error)) }
            return key
        }
        guard !(arguments.isEmpty && format.isPlainText) else { return key }
        let localization = CompiledLocalization(text: .format(.success(format)))
        return try LocalizedRenderer(key: key, language: "key", localization: localization, arguments: arguments,
                                     formatter: formatter, rules: rules, device: device).render()
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
