/// The kind of argument a format specifier reads, which decides whether an argument fits it.
///
/// Two specifiers for the same argument must agree on it, or the app reads the wrong bytes:
///
/// ```swift
/// try FormatSpecifier("%lld").argumentType   // .integer
/// try FormatSpecifier("%.2f").argumentType   // .floating
/// try FormatSpecifier("%@").argumentType     // .object
/// ```
public enum ArgumentType: String, Hashable, Sendable, CustomStringConvertible {
    /// A whole number: `%d %i %u %o %x %X` with any length modifier.
    case integer
    /// A floating-point number: `%f %F %e %E %g %G %a %A`.
    case floating
    /// An object, in practice a string: `%@`.
    case object
    /// A C string: `%s %S`; the kit accepts a Swift string for it.
    case cString = "C string"
    /// A character given as its code: `%c %C`.
    case character

    /// The type's name, such as "integer".
    public var description: String { rawValue }
}
