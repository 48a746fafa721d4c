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

    /// The catalog language the locale asks for first, such as "es-MX".
    public let requestedLanguage: String
    /// The catalog language whose text was shown; nil when the key itself was shown (or the lookup failed).
    public let usedLanguage: String?
    /// Whether the catalog has no entry for the key at all.
    public let isKeyMissing: Bool
    /// Whether the key is marked not to be translated, so the source text is right in every language.
    public let isNotTranslatable: Bool
    /// The catalog's source language.
    public let sourceLanguage: String
    /// The plural cases that stood in for the ones the number needed.
    public let pluralFallbacks: [PluralFallback]
    /// The category of the number in the shown language, for keys that read one.
    public let numberCategory: PluralCategory?
    /// Whether a zero case showed the value 0 (then the category of 0 does not matter).
    public let usesZeroCase: Bool
    /// Whether the key itself was shown: no language, not even the source, has text for it.
    public let showsKey: Bool
    /// Whether the key reads as an identifier ("settings.title") rather than as text (see KeySemantics).
    public let keyIsIdentifier: Bool
    /// Whether the shown text was chosen from plural cases, which may leave the number out on purpose.
    public let isPlural: Bool

    /// A report.
    public init(
        requestedLanguage: String, usedLanguage: String?, isKeyMissing: Bool, isNotTranslatable: Bool,
        sourceLanguage: String, pluralFallbacks: [PluralFallback], numberCategory: PluralCategory? = nil, usesZeroCase: Bool = false,
        showsKey: Bool = false, keyIsIdentifier: Bool = false, isPlural: Bool = false
    ) {
        self.numberCategory = numberCategory
        self.usesZeroCase = usesZeroCase
        self.requestedLanguage = requestedLanguage
        self.usedLanguage = usedLanguage
        self.isKeyMissing = isKeyMissing
        self.isNotTranslatable = isNotTranslatable
        self.sourceLanguage = sourceLanguage
        self.pluralFallbacks = pluralFallbacks
        self.showsKey = showsKey
        self.keyIsIdentifier = keyIsIdentifier
        self.isPlural = isPlural
    }

    /// Whether a person sees a raw key: the key itself is shown and it is an identifier.
    ///
    /// Not text. A key that is the source text ("Enable TAK Server") shown as itself is the source text, as Apple
    /// shows it.
    public var showsRawKey: Bool {
        (isKeyMissing || showsKey) && keyIsIdentifier
    }

    /// Whether the source language's text was shown because the locale's language has no translation.
    ///
    /// The source text is its value, or the key that is its text: a missing translation either way.
    public var fellBackToAnotherLanguage: Bool {
        !isKeyMissing && !isNotTranslatable && !requestsSourceLanguage && (usedLanguage == sourceLanguage || showsKey)
    }

    private var requestsSourceLanguage: Bool {
        Self.language(requestedLanguage) == Self.language(sourceLanguage)
    }

    private static func language(_ tag: String) -> Substring {
        tag.prefix { $0 != "-" && $0 != "_" }
    }
}
