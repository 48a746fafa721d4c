/// Localized or verbatim text, measured with real font metrics when laid out.
///
/// Font, line limit, minimum scale factor and truncation come from the environment, as in SwiftUI:
///
/// ```swift
/// Text("Add to cart")
///     .font(.headline)
///     .lineLimit(1)
///     .minimumScaleFactor(0.6)
/// ```
public struct Text: View {
    /// What the text says.
    public let text: LocalizedText

    /// Text from a key of a catalog table, the Localizable table by default.
    public init(_ key: String, arguments: [LocalizationArgument] = [], table: CatalogTable = .localizable) {
        text = LocalizedText(key, arguments: arguments, table: table)
    }

    /// Text shown as is.
    public init(verbatim string: String) {
        text = LocalizedText(verbatim: string)
    }

    /// Any localized text.
    public init(_ text: LocalizedText) {
        self.text = text
    }

    public typealias Body = Never
}
