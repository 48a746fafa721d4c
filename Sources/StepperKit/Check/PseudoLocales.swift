public import StepperKitLocalization

/// The pseudo-locales a check adds with --pseudo: accented and expanded en-XA, right-to-left ar-XB.
///
/// Their text is the source language's, transformed by the localizer, so lookups for them resolve
/// through the source language and never count as a fallback. This is the one place the check knows
/// about pseudo-locales: when `LocaleID` knows them itself, ``isPseudo(_:)`` asks it instead.
///
/// ```swift
/// PseudoLocales.all.map(\.identifier)   // ["en_XA", "ar_XB"]
/// ```
public enum PseudoLocales {
    /// The identifiers, as catalogs and the command line spell them.
    public static let identifiers = ["en-XA", "ar-XB"]

    /// The pseudo-locales ICU accepts on this system (both, with ICU 72).
    public static var all: [LocaleID] {
        identifiers.compactMap { try? LocaleID($0) }
    }

    /// Whether a locale is one of the pseudo-locales.
    public static func isPseudo(_ locale: LocaleID) -> Bool {
        let region = locale.identifier.split(separator: "_").dropFirst().first
        return region == "XA" || region == "XB"
    }
}
