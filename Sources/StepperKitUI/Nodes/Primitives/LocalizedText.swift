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
    }

    /// The key and arguments, or the verbatim text.
    public let content: Content

    /// A catalog key with arguments for its format specifiers.
    public init(_ key: String, arguments: [LocalizationArgument] = [], table: CatalogTable = .localizable) {
        content = .key(key, arguments: arguments, table: table)
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
        case .key(let key, _, _): key.isEmpty
        case .verbatim(let text): text.isEmpty
        }
    }

    public var description: String {
        switch content {
        case .key(let key, let arguments, _):
            arguments.isEmpty ? key : "\(key) \(arguments.map(\.description))"
        case .verbatim(let text):
            text
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
    public func resolved(by localizer: Localizer, for locale: LocaleID) -> String {
        resolve(by: localizer, for: locale).string
    }

    /// The string and, when the key is shown instead of a translation, why.
    func resolve(by localizer: Localizer, for locale: LocaleID) -> ResolvedText {
        switch content {
        case .verbatim(let string):
            return ResolvedText(string: string)
        case .key(let key, let arguments, let table):
            // One lookup: the resolution says whether the key was missing.
            do {
                let resolution = try localizer.resolve(key, arguments: arguments, table: table.name, locale: locale)
                return ResolvedText(string: resolution.text, problem: resolution.isMissingKey ? .missingKey(key, table: table.name) : nil)
            } catch {
                return ResolvedText(string: key, problem: .localization(key, table: table.name, error: error))
            }
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
