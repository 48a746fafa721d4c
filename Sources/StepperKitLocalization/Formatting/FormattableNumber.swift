public import Foundation

/// A number the kit's format styles can format: an integer, a double or a decimal.
///
/// The kit conforms `Int`, `Double` and `Decimal`; each hands ICU its value without loss: integers
/// as 64-bit integers, doubles as doubles, and decimals as exact decimal text (never through `Double`).
public protocol FormattableNumber: Sendable, Hashable {
    /// The value in the form ICU formats it; an implementation detail of the kit's three conformances.
    var _formattableValue: _FormattableValue { get }
}

/// A number as ICU receives it; an implementation detail of ``FormattableNumber``.
///
/// The underscore keeps it out of the documentation and code completion: a public protocol's
/// requirement cannot be internal, and nothing outside the kit needs to build one.
public struct _FormattableValue: Sendable, Hashable {
    enum Storage: Sendable, Hashable {
        case integer(Int64)
        case double(Double)
        /// Exact; reaches ICU as decimal text (see `Decimal.withExactASCII`).
        case decimal(Decimal)
    }

    let storage: Storage

    /// Whether the number is a whole number type; percent styles scale only non-integers by 100.
    var isIntegerType: Bool {
        if case .integer = storage { true } else { false }
    }

    /// The number as error messages show it, such as "3.5".
    var messageText: String {
        switch storage {
        case .integer(let integer): "\(integer)"
        case .double(let double): "\(double)"
        case .decimal(let decimal): "\(decimal)"
        }
    }
}

/// The kit's name for the value ICU formats.
typealias FormattableValue = _FormattableValue

extension FormattableNumber {
    /// The value in the form ICU formats it.
    var formattableValue: FormattableValue { _formattableValue }
}

extension Int: FormattableNumber {
    /// The integer as a 64-bit integer.
    public var _formattableValue: _FormattableValue { FormattableValue(storage: .integer(Int64(self))) }
}

extension Double: FormattableNumber {
    /// The double as it is.
    public var _formattableValue: _FormattableValue { FormattableValue(storage: .double(self)) }
}

extension Decimal: FormattableNumber {
    /// The decimal, exactly.
    public var _formattableValue: _FormattableValue { FormattableValue(storage: .decimal(self)) }
}
