/// How serious a diagnostic is, in one order for every tool: note < warning < error.
///
/// The catalog linter, `stepperkit check` and the accessibility audit all speak it, so `--fail-on`,
/// baselines and every report format rank findings the same way.
///
/// ```swift
/// DiagnosticSeverity.error > .warning                // true
/// DiagnosticSeverity(rawValue: "note")               // .note, as --fail-on and configuration files spell it
/// [DiagnosticSeverity.warning, .error, .note].sorted(by: >)   // [.error, .warning, .note]: worst first
/// ```
public enum DiagnosticSeverity: String, Hashable, Sendable, Comparable, CaseIterable, Codable, CustomStringConvertible {
    /// Worth knowing, never a failure: a value still marked new, a key the code no longer uses.
    case note
    /// A person sees a fallback or something worse than it should be.
    ///
    /// A missing translation or plural category, an untranslated value, text that grows past what its place allows.
    case warning
    /// The app shows wrong data, a raw key or cut text.
    ///
    /// Or crashes: a specifier that does not match the call site, a plural text that drops its number, text that does
    /// not fit the space it was given.
    case error

    /// Notes before warnings before errors.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    /// "note", "warning" or "error".
    public var description: String { rawValue }
}
