public import Foundation

/// A value a lookup can fill a format specifier with, passed as is: integers, floating-point and decimal numbers, money and text.
///
/// Variables need no wrapping:
///
/// ```swift
/// let count = 3
/// try localizer.string("%lld items", count, locale: spanish)              // "3 artículos"
/// try localizer.string("%.1f km", 2.5, locale: spanish)                  // "2,5 km"
/// try localizer.string("Subtotal %@", try Money("12.5", .eur), locale: spanish)   // "Subtotal 12,50 €"
/// try localizer.string("Hello %@", "Ana", locale: spanish)              // "Hello Ana"
/// ```
///
/// Money is formatted for the lookup's locale (a pseudo-locale formats as its base) and fills `%@`.
/// Unsigned integers above `Int.max` keep their bits, as C's `printf` reads them: `%llu` shows them
/// in full. Conform your own types by returning the ``LocalizationArgument`` they stand for.
public protocol LocalizationValue: Sendable {
    /// The argument this value fills a specifier with, in a lookup for locale.
    func localizationArgument(in locale: LocaleID) -> LocalizationArgument
}

// MARK: - Conformances

extension LocalizationArgument: LocalizationValue {
    /// The argument itself.
    public func localizationArgument(in locale: LocaleID) -> LocalizationArgument { self }
}

extension LocalizationValue where Self: BinaryInteger {
    /// A whole number, for %lld, %d, %u, %x.
    public func localizationArgument(in locale: LocaleID) -> LocalizationArgument { .integer(Int(truncatingIfNeeded: self)) }
}

extension Int: LocalizationValue {}
extension Int8: LocalizationValue {}
extension Int16: LocalizationValue {}
extension Int32: LocalizationValue {}
extension Int64: LocalizationValue {}
extension UInt: LocalizationValue {}
extension UInt8: LocalizationValue {}
extension UInt16: LocalizationValue {}
extension UInt32: LocalizationValue {}
extension UInt64: LocalizationValue {}

extension Double: LocalizationValue {
    /// A floating-point number, for %f, %e, %g.
    public func localizationArgument(in locale: LocaleID) -> LocalizationArgument { .double(self) }
}

extension Float: LocalizationValue {
    /// A floating-point number, for %f, %e, %g, widened to Double as C varargs widen it.
    public func localizationArgument(in locale: LocaleID) -> LocalizationArgument { .double(Double(self)) }
}

extension Decimal: LocalizationValue {
    /// An exact decimal number, for %f, %e, %g; never goes through Double.
    public func localizationArgument(in locale: LocaleID) -> LocalizationArgument { .decimal(self) }
}

extension String: LocalizationValue {
    /// Text, for %@.
    public func localizationArgument(in locale: LocaleID) -> LocalizationArgument { .string(self) }
}

extension Substring: LocalizationValue {
    /// Text, for %@.
    public func localizationArgument(in locale: LocaleID) -> LocalizationArgument { .string(String(self)) }
}

extension Money: LocalizationValue {
    /// The amount formatted as currency for the lookup's locale, for %@: "12,50 €" in es.
    public func localizationArgument(in locale: LocaleID) -> LocalizationArgument { .string(formatted(locale: locale)) }
}

// MARK: - Explicit arguments

// Disfavored so that inside `LocalizationArgument` itself the enum cases win; in a parameter of type
// `any LocalizationValue` these are the only candidates, so `.integer(n)` keeps compiling there.
extension LocalizationValue where Self == LocalizationArgument {
    /// A whole number, written out: .integer(n).
    @_disfavoredOverload public static func integer(_ value: Int) -> LocalizationArgument { LocalizationArgument.integer(value) }
    /// A floating-point number, written out: .double(x).
    @_disfavoredOverload public static func double(_ value: Double) -> LocalizationArgument { LocalizationArgument.double(value) }
    /// An exact decimal number, written out: .decimal(x).
    @_disfavoredOverload public static func decimal(_ value: Decimal) -> LocalizationArgument { LocalizationArgument.decimal(value) }
    /// Text, written out: .string(text).
    @_disfavoredOverload public static func string(_ value: String) -> LocalizationArgument { LocalizationArgument.string(value) }
}
