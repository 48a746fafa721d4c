public import StepperKitLocalization

/// The rules `stepperkit check` adds to the catalog linter's: what a person sees when the app shows
/// each string in each language, with each number, in its space.
///
/// ```swift
/// DiagnosticRule.sameAsSource.identifier   // "same-as-source"
/// DiagnosticRule.checkRules.map(\.identifier).contains("overflow")   // true
/// ```
extension DiagnosticRule {
    /// An identifier key is shown as text because no language, not even the source, has a value for it.
    public static let rawKey = DiagnosticRule(
        "raw-key", .error, "An identifier key such as \"settings.title\" is shown to people because the source language has no text for it.")
    /// A text cannot be shown with the arguments its call site passes: the app would crash or show garbage.
    public static let argument = DiagnosticRule(
        "argument", .error, "A text cannot be formatted with the arguments its key's call site passes.")
    /// A device-varied text has neither the device's case nor other, for the device the check was asked about.
    public static let missingDeviceVariant = DiagnosticRule(
        "missing-device-variant", .error, "A device-varied text has neither the device's case nor an other case.")
    /// A translation marked translated is the source text itself.
    public static let sameAsSource = DiagnosticRule(
        "same-as-source", .warning, "A value marked translated is the source text itself, in a language that would not write it so.")
    /// Leading or trailing white space or line breaks differ from the source's.
    public static let whitespaceMismatch = DiagnosticRule(
        "whitespace-mismatch", .warning, "A translation's leading or trailing spaces or line breaks differ from the source's.")
    /// Inline Markdown SwiftUI renders is broken in a translation, so its marks show as characters.
    public static let markdownBroken = DiagnosticRule(
        "markdown-broken", .error, "A translation's inline Markdown is broken, so SwiftUI shows its marks as characters.")
    /// Inline Markdown differs from the source's: emphasis, code or a link lost, added or pointing elsewhere.
    public static let markdownChanged = DiagnosticRule(
        "markdown-changed", .warning, "A translation's inline Markdown differs from the source's: emphasis, code or links lost or changed.")
    /// A URL or e-mail address of the source is missing or different in a translation.
    public static let linkMismatch = DiagnosticRule(
        "link-mismatch", .warning, "A URL or e-mail address of the source text is missing or different in a translation.")
    /// A value shows a backslash escape ("\\n", "\\'") as two characters.
    ///
    /// A leftover of a .strings file, where the escape meant a line break or a quote.
    public static let literalEscape = DiagnosticRule(
        "literal-escape", .warning, "A value shows an escape such as \\n as two characters, where a .strings file meant a line break or quote.")
    /// The digits of the source are missing or different in a translation (off unless configured: translations
    /// convert units and spell numbers out).
    public static let digitsMismatch = DiagnosticRule(
        "digits-mismatch", nil, "The numbers written in the source text are missing or different in a translation.")
    /// A text is wider than the width it is allowed.
    public static let overflow = DiagnosticRule("overflow", .error, "A text is wider than the width it is given.")
    /// A translation grows past its source text's width in the same place, by more than a translator can be asked to meet.
    ///
    /// A note by default: without a budget the check cannot know how wide the place is, so the finding says
    /// where to look, not what is wrong. A budget for the key makes its width an error.
    public static let expansion = DiagnosticRule(
        "expansion", .note, "A translation is wider than its source text in the same place by more than the expansion allowance.")
    /// Wrapped text needs more lines than its limit, so its end is cut with "…".
    public static let truncated = DiagnosticRule("truncated", .error, "A text needs more lines than it is allowed, so its end is cut.")
    /// A word is wider than the width, so it is broken inside the word without a hyphen.
    public static let wordSplit = DiagnosticRule("word-split", .warning, "A word is wider than its line, so it is broken inside the word.")
    /// No installed font draws a script the catalog uses: its strings are not measured. A fact about the machine.
    public static let missingFont = DiagnosticRule(
        "missing-font", .note, "No installed font draws a script the catalog uses, so its strings cannot be measured on this machine.")

    /// The rules of stepperkit check beyond the linter's, in report order.
    public static let checkRules: [DiagnosticRule] = [
        .rawKey, .argument, .missingDeviceVariant, .sameAsSource, .whitespaceMismatch, .markdownBroken, .markdownChanged, .linkMismatch,
        .literalEscape, .digitsMismatch, .overflow, .expansion, .truncated, .wordSplit, .missingFont,
    ]

    /// Every rule stepperkit check reports, the linter's included.
    public static let allCatalogRules: [DiagnosticRule] = lintRules + checkRules

    /// The catalog rule with an identifier, or nil.
    public static func named(_ identifier: String) -> DiagnosticRule? {
        allCatalogRules.first { $0.identifier == identifier }
    }
}
