public import StepperKitLocalization

/// The direction of horizontal layout: left to right, or right to left for Arabic and Hebrew.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable, Codable {
    /// Text and stacks run from left to right, or from right to left (Arabic, Hebrew).
    case leftToRight, rightToLeft

    /// The direction a locale's script is written in.
    ///
    /// Right to left for Arabic, Hebrew, Persian, Urdu and the other languages written in
    /// right-to-left scripts, else left to right.
    ///
    /// ```swift
    /// LayoutDirection(locale: try LocaleID("ar_EG"))   // .rightToLeft
    /// LayoutDirection(locale: try LocaleID("es_ES"))   // .leftToRight
    /// ```
    public init(locale: LocaleID) {
        self = Self.rightToLeftLanguages.contains(locale.languageCode) ? .rightToLeft : .leftToRight
    }

    // TODO: replace with the locale's ICU character orientation (`uloc_getCharacterOrientation`)
    // once StepperKitLocalization exposes it as `LocaleID.characterDirection`; this list is CLDR's
    // right-to-left languages with a script of their own default.
    private static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "lrc", "mzn", "nqo", "ps", "sd", "syr", "ug", "ur", "yi",
    ]
}
