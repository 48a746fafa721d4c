/// The catalog linter's rules: what a String Catalog's file says that would break or fall back.
///
/// ```swift
/// DiagnosticRule.specifierMismatch.identifier   // "specifier-mismatch"
/// DiagnosticRule.lintRules.count                // 12
/// ```
extension DiagnosticRule {
    /// A language the catalog should have is missing for a key that is meant to be translated.
    public static let missingTranslation = DiagnosticRule(
        "missing-translation", .warning, "A language shows the source text because it has no translation, or only one still marked new.")
    /// A plural variation lacks a category the language needs per CLDR, so some numbers show the other text.
    ///
    /// The finding is an error when the other case itself is missing, because then nothing can be shown.
    public static let missingPluralCategory = DiagnosticRule(
        "missing-plural-category", .warning, "A plural variation lacks a category its language uses, so some numbers show another category's text.")
    /// A plural variation has a category the language never uses, so its text is never shown.
    public static let unusedPluralCategory = DiagnosticRule(
        "unused-plural-category", .note, "A plural variation has a category its language never uses, so its text is never shown.")
    /// A translation's specifiers disagree with the call site's arguments: count, types, positions or a lost double percent.
    public static let specifierMismatch = DiagnosticRule(
        "specifier-mismatch", .error, "A text's specifiers disagree with the arguments the key's call site passes.")
    /// A value is not a valid format string, such as one ending in a lone percent sign.
    public static let invalidSpecifier = DiagnosticRule(
        "invalid-specifier", .error, "A text that reads arguments has a specifier no formatter can read.")
    /// A substitution reference has no substitution of that name.
    public static let missingSubstitution = DiagnosticRule(
        "missing-substitution", .error, "A text refers to a substitution its localization does not define.")
    /// A substitution that nothing refers to.
    public static let unusedSubstitution = DiagnosticRule(
        "unused-substitution", .note, "A substitution no text of its localization refers to.")
    /// A plural variant shows no number although its category covers more than one number in the language.
    ///
    /// Russian "one" covers 1, 21, 31…, so "один файл" would also be shown for 21 files.
    public static let droppedNumber = DiagnosticRule(
        "dropped-number", .error, "A plural text shows no number although its category holds numbers it then reads wrong for.")
    /// A value is empty while the source is not.
    public static let emptyValue = DiagnosticRule("empty-value", .error, "A translation is empty where the source text is not.")
    /// A value is marked new: not translated yet.
    public static let stateNew = DiagnosticRule("state-new", .note, "A translation is still marked new.")
    /// A value is marked as needing review.
    public static let needsReview = DiagnosticRule(
        "needs-review", .warning, "A translation is marked as needing review: its source text changed after it was translated.")
    /// A value is marked stale, or the key's extraction state is stale (the code no longer uses it).
    public static let stale = DiagnosticRule("stale", .note, "A key the code no longer uses, or a value marked stale.")

    /// The catalog linter's rules, in report order.
    public static let lintRules: [DiagnosticRule] = [
        .missingTranslation, .missingPluralCategory, .unusedPluralCategory, .specifierMismatch, .invalidSpecifier,
        .missingSubstitution, .unusedSubstitution, .droppedNumber, .emptyValue, .stateNew, .needsReview, .stale,
    ]
}
