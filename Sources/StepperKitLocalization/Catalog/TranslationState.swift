/// The review state of a translated value: an open set, so unknown states survive a rewrite.
///
/// ```swift
/// let unit = StringUnit(state: .needsReview, value: "Añadir")
/// unit.state == .needsReview   // a translator should look at it again
/// ```
public struct TranslationState: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The state as the file spells it, such as "needs_review".
    public let rawValue: String

    /// Wraps any state, known or not.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Translated and reviewed.
    public static let translated = TranslationState(rawValue: "translated")
    /// Translated, but the source changed or a reviewer asked for another look.
    public static let needsReview = TranslationState(rawValue: "needs_review")
    /// Not translated yet; the value is a placeholder.
    public static let new = TranslationState(rawValue: "new")
    /// The source string is gone; the translation is kept for reference.
    public static let stale = TranslationState(rawValue: "stale")

    /// The state as the file spells it.
    public var description: String { rawValue }
}
