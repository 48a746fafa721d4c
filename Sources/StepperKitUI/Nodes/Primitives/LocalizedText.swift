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
        case key(String, arguments: [TextArgument], table: CatalogTable)
        /// Text shown as is.
        case verbatim(String)
        /// A catalog key whose `%@` arguments are localized texts themselves, such as "%@ to cart"
        /// with the Add button's title; see ``init(_:localizedArguments:table:)``.
        case composed(String, arguments: [LocalizedText], table: CatalogTable)
    }

    public let content: Content

    /// A catalog key with arguments for its format specifiers.
    public init(_ key: String, arguments: [TextArgument] = [], table: CatalogTable = .localizable) {
        content = .key(key, arguments: arguments, table: table)
    }

    /// A catalog key whose `%@` arguments are localized texts, resolved first.
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

/// An argument for a format specifier in a catalog string: the Localizer's own argument type.
public typealias TextArgument = LocalizationArgument

/// Which String Catalog table (file name without extension) a key lives in.
public struct CatalogTable: Hashable, Sendable, CustomStringConvertible {
    /// The catalog's file name without extension.
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    /// `Localizable.xcstrings`: the default table, an app's and the kit's.
    public static let localizable = CatalogTable("Localizable")

    public var description: String { name }
}
