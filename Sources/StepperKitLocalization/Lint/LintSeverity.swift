/// How bad a lint finding is: an error breaks the app or shows wrong data; a warning shows a fallback.
///
/// ```swift
/// LintSeverity.error > .warning   // true
/// LintSeverity(rawValue: "error") // .error, as `--fail-on error` spells it
/// ```
public enum LintSeverity: String, Hashable, Sendable, Comparable, CaseIterable, CustomStringConvertible {
    /// The user sees a fallback: a missing translation or plural category, or a value still marked new, needs
    /// review or stale.
    case warning
    /// The app would crash or show wrong data: a specifier mismatch, a missing substitution, a plural
    /// variant that drops the number, an empty value.
    case error

    /// Warnings sort before errors.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs == .warning && rhs == .error
    }

    /// "warning" or "error".
    public var description: String { rawValue }
}
