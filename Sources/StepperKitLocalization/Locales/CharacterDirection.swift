/// The direction characters of a locale's script run in a line, as ICU reports it.
///
/// ```swift
/// try LocaleID("es").characterDirection    // .leftToRight
/// try LocaleID("ar").characterDirection    // .rightToLeft (also he, fa, ur)
/// LocaleID.pseudoBidi.characterDirection   // .rightToLeft
/// ```
public enum CharacterDirection: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// Latin, Cyrillic, Greek, Han and most other scripts.
    case leftToRight
    /// Arabic, Hebrew, Thaana, N'Ko and the other right-to-left scripts.
    case rightToLeft
    /// Vertical scripts laid out from the top, as ICU reports for none of its locales today.
    case topToBottom
    /// Vertical scripts laid out from the bottom.
    case bottomToTop
    /// ICU could not tell.
    case unknown

    /// Whether text in this direction starts at the right edge.
    public var isRightToLeft: Bool { self == .rightToLeft }

    /// "leftToRight", "rightToLeft", …
    public var description: String { rawValue }
}
