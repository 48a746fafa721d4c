/// How serious a finding is: an error fails the audit, a warning is worth a look.
///
/// ```swift
/// report.findings.filter { $0.severity == .error }.isEmpty   // the screen passes
/// ```
public enum AuditSeverity: String, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The screen breaks an accessibility requirement.
    case error
    /// The screen works but is worse than it should be, such as text shrunk to fit.
    case warning

    /// Errors sort before warnings.
    public static func < (lhs: AuditSeverity, rhs: AuditSeverity) -> Bool {
        lhs == .error && rhs == .warning
    }

    /// "error" or "warning".
    public var description: String { rawValue }
}
