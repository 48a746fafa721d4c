/// Why a locale identifier was rejected.
public enum LocaleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The identifier was empty.
    case empty
    /// The identifier is not a well-formed locale ID or language tag.
    case malformed(String, reason: String)
    /// The identifier is well formed, but ICU has data neither for it nor for any parent but root.
    case noData(String)

    public var description: String {
        switch self {
        case .empty:
            "The locale identifier is empty; use an identifier such as \"en_US\" or \"es-419\"."
        case .malformed(let text, let reason):
            "The locale identifier \"\(text)\" is malformed: \(reason)."
        case .noData(let text):
            "ICU has no data for the locale \"\(text)\" or any of its parents; "
                + "use a locale such as \"en_US\", \"es_ES\" or \"es-419\"."
        }
    }
}
