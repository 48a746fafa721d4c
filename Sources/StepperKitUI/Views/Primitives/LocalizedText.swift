public import StepperKitLocalization

/// Text to show or announce: a key of a String Catalog table with its arguments, or verbatim text.
///
/// Keys are looked up for the environment's locale when the tree is laid out, so one tree renders in
/// every language:
///
/// ```swift
/// LocalizedText("Add to cart")                           // "Añadir al carrito" in es
/// LocalizedText("%lld items", arguments: [.integer(3)])  // "3 artículos" in es
/// LocalizedText("Checkout", table: CatalogTable("Shop"))
/// LocalizedText(verbatim: "SKU 1234")                    // never translated
/// ```
public struct LocalizedText: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// What the text is made from.
    public enum Content: Hashable, Sendable {
        /// A catalog key, its arguments, and the catalog (table) it lives in.
        case key(String, arguments: [LocalizationArgument], table: CatalogTable)
        /// Text shown as is.
        case verbatim(String)
        /// A catalog key whose arguments are localized texts themselves.
        ///
        /// The arguments fill its `%@` specifiers, such as "%@ to cart"
        /// with the Add button's title; see ``init(_:localizedArguments:table:)``.
        case composed(String, arguments: [LocalizedText], table: CatalogTable)
    }

    /// The key and arguments, or the verbatim text.
    public let content: Content
    /// Whether a composed text is rendered in the screen's language even when an argument is not
    /// translated: its arguments are names (see ``init(_:naming:table:)``).
    private var namesArguments = false

    /// A catalog key with arguments for its format specifiers.
    public init(_ key: String, arguments: [LocalizationArgument] = [], table: CatalogTable = .localizable) {
        content = .key(key, arguments: arguments, table: table)
    }

    /// A catalog key whose arguments are localized texts, resolved first.
    ///
    /// The key is rendered in the arguments' language: in the screen's locale when the catalogs
    /// have every argument's key, else in the development language the untranslated argument is
    /// written in, so one sentence never mixes two languages.
    ///
    /// ```swift
    /// LocalizedText("%@ to cart", localizedArguments: ["Add"])   // es: "Añadir al carrito"
    /// LocalizedText("%@ to cart", localizedArguments: ["Buy"])   // es, no "Buy" in the catalog: "Buy to cart"
    /// ```
    public init(_ key: String, localizedArguments: [LocalizedText], table: CatalogTable = .localizable) {
        content = .composed(key, arguments: localizedArguments, table: table)
    }

    /// A catalog key whose arguments are names, such as products, rendered in the screen's language whatever the names' language.
    ///
    /// A name is shown as its catalog translates it, or as it is written: "Latte" is a name in
    /// every language, so the sentence around it stays in the screen's language, unlike
    /// ``init(_:localizedArguments:table:)``, which keeps one sentence in one language.
    ///
    /// ```swift
    /// LocalizedText("Increase %@", naming: [LocalizedText(verbatim: "Latte")])   // es: "Aumentar cantidad de Latte"
    /// ```
    public init(_ key: String, naming names: [LocalizedText], table: CatalogTable = .localizable) {
        content = .composed(key, arguments: names, table: table)
        namesArguments = true
    }

    /// Text shown as is, never translated.
    public init(verbatim text: String) {
        content = .verbatim(text)
    }

    public init(stringLiteral key: String) {
        self.init(key)
    }

    /// Whether there is nothing to show (an empty verbatim string or an empty key).
    public var isEmpty: Bool {
        switch content {
        case .key(let key, _, _), .composed(let key, _, _): key.isEmpty
        case .verbatim(let text): text.isEmpty
        }
    }

    public var description: String {
        switch content {
        case .key(let key, let arguments, _):
            arguments.isEmpty ? key : "\(key) \(arguments.map(\.description))"
        case .verbatim(let text):
            text
        case .composed(let key, let arguments, _):
            "\(key) \(arguments.map(\.description))"
        }
    }
}

// MARK: - Resolving

extension LocalizedText {
    /// The string for a locale from a localizer's tables, as layout shows it: the key itself when no
    /// table has it or its arguments do not fit.
    ///
    /// ```swift
    /// LocalizedText("%lld items", arguments: [3]).resolved(by: try Localizer.kit, for: try LocaleID("es"))
    /// // "3 artículos"
    /// ```
    public func resolved(by localizer: Localizer, for locale: LocaleID, device: DeviceClass = .other) -> String {
        resolve(by: localizer, for: locale, device: device).string
    }

    /// The string and, when the key is shown instead of a translation, why.
    ///
    /// A composed text is rendered in the screen's locale when every argument is translated, else in the
    /// development language its untranslated arguments are written in.
    func resolve(
        by localizer: Localizer, for locale: LocaleID, developmentLanguage: LocaleID = .defaultFormatting, device: DeviceClass = .other
    ) -> ResolvedText {
        switch content {
        case .verbatim(let string):
            return ResolvedText(string: string)
        case .key(let key, let arguments, let table):
            return Self.resolve(key, arguments: arguments, table: table, by: localizer, for: locale, device: device)
        case .composed(let key, let arguments, let table):
            let parts = arguments.map { $0.resolve(by: localizer, for: locale, developmentLanguage: developmentLanguage, device: device) }
            let translated = zip(arguments, parts).allSatisfy { argument, part in
                part.problem == nil && argument.isTranslatedText
            }
            var resolved = Self.resolve(
                key, arguments: parts.map { .string($0.string) }, table: table, by: localizer,
                for: translated || namesArguments ? locale : developmentLanguage, device: device
            )
            if resolved.problem == nil { resolved.problem = parts.lazy.compactMap(\.problem).first }
            return resolved
        }
    }

    /// Whether the text comes from a catalog (a key, or a key composed of keys) rather than verbatim.
    private var isTranslatedText: Bool {
        switch content {
        case .verbatim: false
        case .key: true
        case .composed(_, let arguments, _): arguments.allSatisfy(\.isTranslatedText)
        }
    }

    /// One lookup: the resolution says whether the key was missing.
    private static func resolve(
        _ key: String, arguments: [LocalizationArgument], table: CatalogTable, by localizer: Localizer, for locale: LocaleID,
        device: DeviceClass
    ) -> ResolvedText {
        do {
            let resolution = try localizer.resolve(key, arguments: arguments, table: table.name, locale: locale, device: device)
            return ResolvedText(string: resolution.text, problem: resolution.isMissingKey ? .missingKey(key, table: table.name) : nil)
        } catch {
            return ResolvedText(string: key, problem: .localization(key, table: table.name, error: error))
        }
    }
}

/// Which String Catalog table (file name without extension) a key lives in.
public struct CatalogTable: Hashable, Sendable, CustomStringConvertible {
    /// The catalog's file name without extension.
    public let name: String

    /// A table named by its catalog's file name without extension.
    public init(_ name: String) {
        self.name = name
    }

    /// The Localizable catalog: the default table, an app's and the kit's.
    public static let localizable = CatalogTable("Localizable")

    public var description: String { name }
}
