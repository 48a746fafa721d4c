public import Foundation

/// A value to fill a format specifier with: a whole number, a floating-point or decimal number, or text.
///
/// Literals work directly, so most calls read like `String(format:)`:
///
/// ```swift
/// try localizer.string("%lld items", 3, locale: spanish)                 // "3 artículos"
/// try localizer.string("Subtotal %@", "12,50 €", locale: spanish)       // "Subtotal 12,50 €"
/// try localizer.string("%.1f km", .decimal(Decimal(string: "2.5")!), locale: spanish)  // "2,5 km"
/// ```
public enum LocalizationArgument: Hashable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral {
    /// A whole number, for the integer specifiers.
    ///
    /// The specifiers are `%lld`, `%d`, `%u`, `%x` and `%c`.
    case integer(Int)
    /// A floating-point number, for the floating-point specifiers.
    ///
    /// The specifiers are `%f`, `%lf`, `%.2f`, `%e` and `%g`.
    case double(Double)
    /// An exact decimal number, for the floating-point specifiers, formatted without going through a double.
    case decimal(Decimal)
    /// Text, for the object and C string specifiers; pass numbers the kit formatted (such as money) this way.
    case string(String)

    /// A whole number.
    public init(integerLiteral value: Int) {
        self = .integer(value)
    }

    /// A floating-point number.
    public init(floatLiteral value: Double) {
        self = .double(value)
    }

    /// Text.
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    /// Reads command-line text as the type a specifier expects: "3" for %lld, "2.5" for %f, anything for %@.
    ///
    /// Numbers are read exactly, never through `Double`.
    public init(_ text: String, as type: ArgumentType) throws(NumberParseError) {
        switch type {
        case .integer:
            guard let value = Int(text) else {
                let literal = try DecimalLiteral(text)
                guard literal.fractionDigits == 0, let whole = Int(literal.value.description) else {
                    throw NumberParseError(input: text, reason: .notAWholeNumber, position: nil)
                }
                self = .integer(whole)
                return
            }
            self = .integer(value)
        case .floating:
            self = .decimal(try DecimalLiteral(text).value)
        case .character:
            self = Int(text).map(LocalizationArgument.integer) ?? .string(text)
        case .object, .cString:
            self = .string(text)
        }
    }

    /// The kind of value, as error messages name it: "integer 3", "double 2.5", "text \"abc\"".
    public var description: String {
        switch self {
        case .integer(let value): "integer \(value)"
        case .double(let value): "double \(value)"
        case .decimal(let value): "decimal \(value)"
        case .string(let value): "text \"\(value)\""
        }
    }

    /// Whether the value is a number, so a plural variation can vary by it.
    package var isNumber: Bool {
        if case .string = self { false } else { true }
    }

    /// Whether the value is exactly zero, which selects a `zero` variant when there is one.
    var isZero: Bool {
        switch self {
        case .integer(let value): value == 0
        case .double(let value): value == 0
        case .decimal(let value): value.isZero
        case .string: false
        }
    }

    /// The specifier Swift's string interpolation would extract for this value: `%lld`, `%lf`, `%@`.
    var defaultSpecifier: String {
        switch self {
        case .integer: "%lld"
        case .double, .decimal: "%lf"
        case .string: "%@"
        }
    }
}
