/// A check the catalog linter runs, with its identifier and usual severity.
///
/// Rules are an open set of values, so reports can name them and new rules can be added without
/// breaking anyone's `switch`:
///
/// ```swift
/// LintRule.specifierMismatch.identifier   // "specifier-mismatch"
/// LintRule.missingTranslation.severity    // .warning
/// ```
public struct LintRule: Hashable, Sendable, CustomStringConvertible {
    /// A short, stable name such as "missing-translation", as reports print it.
    public let identifier: String
    /// The severity the rule's findings usually have.
    public let severity: LintSeverity

    private init(_ identifier: String, _ severity: LintSeverity) {
        self.identifier = identifier
        self.severity = severity
    }

    /// A language the catalog should have is missing for a key that is meant to be translated.
    public static let missingTranslation = LintRule("missing-translation", .warning)
    /// A plural variation lacks a category the language needs per CLDR, so some numbers show the other text.
    ///
    /// The finding is an error when the other case itself is missing, because then nothing can be shown.
    public static let missingPluralCategory = LintRule("missing-plural-category", .warning)
    /// A plural variation has a category the language never uses, so its text is never shown.
    public static let unusedPluralCategory = LintRule("unused-plural-category", .warning)
    /// A translation's specifiers disagree with the source's: count, types, positions or a lost double percent.
    public static let specifierMismatch = LintRule("specifier-mismatch", .error)
    /// A value is not a valid format string, such as one ending in a lone percent sign.
    public static let invalidSpecifier = LintRule("invalid-specifier", .error)
    /// A substitution reference has no substitution of that name.
    public static let missingSubstitution = LintRule("missing-substitution", .error)
    /// A substitution that nothing refers to.
    public static let unusedSubstitution = LintRule("unused-substitution", .warning)
    /// A plural variant shows no number although its category covers more than one number in the language.
    ///
    /// Russian "one" covers 1, 21, 31…, so "один файл" would also be shown for 21 files.
    public static let droppedNumber = LintRule("dropped-number", .error)
    /// A value is empty while the source is not.
    public static let emptyValue = LintRule("empty-value", .error)
    /// A value is marked new: not translated yet.
    public static let stateNew = LintRule("state-new", .warning)
    /// A value is marked as needing review.
    public static let needsReview = LintRule("needs-review", .warning)
    /// A value is marked stale, or the key's extraction state is stale (the code no longer uses it).
    public static let stale = LintRule("stale", .warning)

    /// Every rule, in report order.
    public static let all: [LintRule] = [
        .missingTranslation, .missingPluralCategory, .unusedPluralCategory, .specifierMismatch, .invalidSpecifier,
        .missingSubstitution, .unusedSubstitution, .droppedNumber, .emptyValue, .stateNew, .needsReview, .stale,
    ]

    /// The identifier.
    public var description: String { identifier }
}
