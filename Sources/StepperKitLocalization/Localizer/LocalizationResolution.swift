/// The text of one lookup and how it was found: the table and layer that answered, and what the lookup had to do instead.
///
/// ```swift
/// let resolution = try localizer.resolve("%lld items", 3, locale: LocaleID("es"))
/// resolution.text          // "3 artículos"
/// resolution.source        // Localizable (app, layer 0), es
/// resolution.events        // []
/// resolution.isExact       // true
/// ```
public struct LocalizationResolution: Hashable, Sendable, CustomStringConvertible {
    /// The text to show.
    public let text: String
    /// The key looked up.
    public let key: String
    /// The locale asked for.
    public let locale: LocaleID
    /// Where the text came from; nil when no table has the key and the key itself is shown.
    public let source: LocalizationSource?
    /// What the lookup did instead of showing what was asked for, in the order it happened.
    public let events: [LocalizationEvent]
    /// The positions (from 1) of the arguments the text shows.
    ///
    /// In order: a plural text such as "one match" shows none, and a text shown as written shows none.
    public let shownArguments: [Int]

    /// A resolution.
    public init(text: String, key: String, locale: LocaleID, source: LocalizationSource?, events: [LocalizationEvent], shownArguments: [Int] = []) {
        self.text = text
        self.key = key
        self.locale = locale
        self.source = source
        self.events = events
        self.shownArguments = shownArguments
    }

    /// Whether the text is exactly what was asked for: the key found, in the locale's languages, with
    /// every plural case present.
    public var isExact: Bool { events.isEmpty }

    /// Whether no table has the key, so the key itself is shown.
    public var isMissingKey: Bool {
        events.contains { if case .missingKey = $0 { true } else { false } }
    }

    /// The text.
    public var description: String { text }
}
