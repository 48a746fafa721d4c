public import StepperKitLocalization

/// A check stepperkit check and the StepperKitTesting expectations run, with its identifier and
/// severity.
///
/// The catalog linter's rules are check rules too (``init(lint:)``), so one report lists both:
///
/// ```swift
/// CheckRule.overflow.identifier                       // "overflow"
/// CheckRule(lint: .specifierMismatch).identifier      // "specifier-mismatch"
/// ```
public struct CheckRule: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// A short, stable name such as "plural-fallback", as reports print it.
    public let identifier: String
    /// The severity of the rule's findings.
    public let severity: LintSeverity

    private init(_ identifier: String, _ severity: LintSeverity) {
        self.identifier = identifier
        self.severity = severity
    }

    /// A linter rule, reported once per key.
    public init(lint rule: LintRule) {
        self.init(rule.identifier, rule.severity)
    }

    /// The key itself is shown where the locale needed a translation.
    public static let rawKey = CheckRule("raw-key", .error)
    /// The source language's text is shown because the locale's language has none.
    public static let languageFallback = CheckRule("language-fallback", .warning)
    /// A number shows another plural category's text than its own.
    public static let pluralFallback = CheckRule("plural-fallback", .warning)
    /// A plural text does not show its number although its category covers several numbers.
    public static let droppedNumber = CheckRule("dropped-number", .error)
    /// An argument does not fit its specifier, or the text cannot be formatted.
    public static let argument = CheckRule("argument", .error)
    /// A one-line text is wider than its width.
    public static let overflow = CheckRule("overflow", .error)
    /// A word is wider than the width, so it is broken inside the word.
    public static let wordSplit = CheckRule("word-split", .warning)
    /// Wrapped text needs more lines than the line limit, so its end is cut with "…".
    public static let truncated = CheckRule("truncated", .error)
    /// No installed font draws some characters: they show as boxes and no width of the text is real.
    ///
    /// Reported once per string and locale, at the first Dynamic Type size measured.
    public static let missingGlyph = CheckRule("missing-glyph", .error)

    /// The rules of resolved strings and of their fit, in report order.
    public static let all: [CheckRule] = [
        .rawKey, .languageFallback, .pluralFallback, .droppedNumber, .argument, .overflow, .wordSplit, .truncated,
        .missingGlyph,
    ]

    /// Orders by identifier.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.identifier < rhs.identifier }

    /// The identifier.
    public var description: String { identifier }
}
