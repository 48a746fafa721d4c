/// A rule of the kit's tools — the catalog linter.
///
/// Stepperkit check, the accessibility audit — with its stable identifier, its default severity and what it looks
/// for.
///
/// Rules are an open set of values, so reports name them, configuration files change their severity
/// by identifier, and a new rule breaks no one's `switch`:
///
/// ```swift
/// DiagnosticRule.specifierMismatch.identifier   // "specifier-mismatch"
/// DiagnosticRule.missingTranslation.severity    // .warning
/// DiagnosticRule.named("dropped-number")        // .droppedNumber
/// ```
public struct DiagnosticRule: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// A short, stable name such as "missing-translation", as reports and configuration files spell it.
    public let identifier: String
    /// The severity its findings have unless a configuration says otherwise; nil for a rule that is off
    /// unless a configuration turns it on.
    public let defaultSeverity: DiagnosticSeverity?
    /// What the rule looks for, in a sentence (SARIF's rule description, the HTML report's legend).
    public let summary: String

    /// A rule; the kit's own are static members.
    public init(_ identifier: String, _ defaultSeverity: DiagnosticSeverity?, _ summary: String) {
        self.identifier = identifier
        self.defaultSeverity = defaultSeverity
        self.summary = summary
    }

    /// The severity its findings have by default: defaultSeverity, or warning for a rule turned on by a configuration.
    public var severity: DiagnosticSeverity { defaultSeverity ?? .warning }

    /// Rules are equal when their identifiers are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identifier == rhs.identifier }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// Orders by identifier.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.identifier < rhs.identifier }

    /// The identifier.
    public var description: String { identifier }
}
