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
    /// A whole number, for d, i, u, o, x and X conversions with any length modifier.
    case integer
    /// A floating-point number, for f, F, e, E, g, G, a and A conversions.
    case floating
    /// An object, in practice a string, for the at-sign conversion.
    case object
    /// A C string, for s and S conversions; the kit accepts a Swift string for it.
    case cString = "C string"
    /// A character given as its code, for c and C conversions.
    case character

    /// The type's name, such as "integer".
    public var description: String { rawValue }
}
