import StepperKitSupport

/// Why a locale identifier was rejected.
public enum LocaleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The identifier was empty.
    case empty
    /// The identifier is not a well-formed locale ID or language tag.
    case malformed(String, reason: String)
    /// The identifier is well formed, but ICU has data neither for it nor for any parent but root.
    case noData(String)
    /// A locale keyword the kit does not use, with the keys it knows.
    case unknownKeyword(String, key: String, known: [String])
    /// A keyword's value that is not one of the known values, such as numbers=xyz.
    case unknownKeywordValue(String, key: String, value: String, known: [String])

    public var description: String {
        switch self {
        case .empty:
            "The locale identifier is empty; use an identifier such as \"en_US\" or \"es-419\"."
        case .malformed(let text, let reason):
            "The locale identifier \(MessageText.quoted(text)) is malformed: \(reason)."
        case .unknownKeyword(let text, let key, let known):
            "The locale \(MessageText.quoted(text)) has the keyword \(MessageText.quoted(key)), which the kit does not use; "
                + "known keywords: \(known.joined(separator: ", "))."
        case .unknownKeywordValue(let text, let key, let value, let known):
            "The locale \(MessageText.quoted(text)) sets the keyword \"\(key)\" to \(MessageText.quoted(value)), which is not "
                + "a known value; known values: \(known.joined(separator: ", "))."
        case .noData(let text):
            "ICU has no data for the locale \(MessageText.quoted(text)) or any of its parents; "
                + "use a locale such as \"en_US\", \"es_ES\" or \"es-419\"."
        }
    }
}
