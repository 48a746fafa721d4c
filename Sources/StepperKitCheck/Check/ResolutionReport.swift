public import StepperKitLocalization

/// What happened when one key was looked up for one locale and number.
///
/// Which language's text was shown, and which plural cases stood in for the ones the number needed: the
/// `LocalizationResolution` of the lookup (its source and events), read for the check.
///
/// ```swift
/// let cell = matrix.resolve(key: "%lld items", locale: try LocaleID("ru"), sample: CategorySample(category: .few, number: "2"))
/// cell.resolution.usedLanguage        // "en": the catalog has no Russian text
/// cell.resolution.fellBackToAnotherLanguage   // true
/// ```
public struct ResolutionReport: Hashable, Sendable {
    /// A plural case that stood in for the one the number needed.
    public struct PluralFallback: Hashable, Sendable, CustomStringConvertible {
        /// "plural" for the text's own plural variation, else the substitution's name.
        public let variation: String
        /// The category the number takes in the shown language.
        public let requested: PluralCategory
        /// The category whose text was shown instead: other.
        public let used: PluralCategory

        /// A fallback of variation from requested to used.
        public init(variation: String, requested: PluralCategory, used: PluralCategory) {
            self.variation = variation
            self.requested = requested
            self.used = used
        }

        /// "plural few → other" or "%#@files@ few → other".
        public var description: String {
            let name = variation == "plural" ? "plural" : "%#@\(variation)@"
            return "\(name) \(requested) → \(used)"
        }
    }

    /// The catalog language the locale asked for first: its language tag, such as "es-MX".
    public let requestedLanguage: String
    /// The catalog language whose text was shown; nil when the key itself was shown.
    public let usedLanguage: String?
    /// Whether the catalog lacks the key.
    public let isKeyMissing: Bool
    /// Whether the key is marked not to be translated, so the source text is right for every locale.
    public let isNotTranslatable: Bool
    /// The catalog's source language.
    public let sourceLanguage: String
    /// The plural cases that stood in for the ones the number needed.
    public let pluralFallbacks: [PluralFallback]
    /// The CLDR category the number takes in the shown language; nil without a number or shown text.
    public let numberCategory: PluralCategory?
    /// Whether a zero case was shown for the value 0, which may spell the number out ("No items").
    public let usesZeroCase: Bool

    /// A report; see the properties.
    public init(
        requestedLanguage: String, usedLanguage: String?, isKeyMissing: Bool, isNotTranslatable: Bool,
        sourceLanguage: String, pluralFallbacks: [PluralFallback], numberCategory: PluralCategory? = nil, usesZeroCase: Bool = false
    ) {
        self.numberCategory = numberCategory
        self.usesZeroCase = usesZeroCase
        self.requestedLanguage = requestedLanguage
        self.usedLanguage = usedLanguage
        self.isKeyMissing = isKeyMissing
        self.isNotTranslatable = isNotTranslatable
        self.sourceLanguage = sourceLanguage
        self.pluralFallbacks = pluralFallbacks
    }

    /// Whether the key itself was shown where the locale needed a translation.
    ///
    /// In the source language a key without text is its own source text, as Xcode writes catalogs.
    public var showsRawKey: Bool {
        isKeyMissing || (usedLanguage == nil && !isNotTranslatable && !requestsSourceLanguage)
    }

    /// Whether another language's text (the source's) was shown because the locale's was missing.
    public var fellBackToAnotherLanguage: Bool {
        !isKeyMissing && !isNotTranslatable && !requestsSourceLanguage && usedLanguage != nil && usedLanguage == sourceLanguage
    }

    private var requestsSourceLanguage: Bool {
        Self.language(requestedLanguage) == Self.language(sourceLanguage)
    }

    private static func language(_ tag: String) -> Substring {
        tag.prefix { $0 != "-" && $0 != "_" }
    }
}
