public import Foundation

/// A number the kit's format styles can format: `Int`, `Double` or `Decimal`.
///
/// Each conforming type hands ICU its value without loss: integers as 64-bit integers, doubles as
/// doubles, and decimals as exact decimal text (never through `Double`).
public protocol FormattableNumber: Sendable, Hashable {
    /// The value in the form ICU formats it.
    var formattableValue: FormattableValue { get }
}

/// A number as ICU receives it; see ``FormattableNumber``.
public struct FormattableValue: Sendable, Hashable {
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
}

extension Int: FormattableNumber {
    public var formattableValue: FormattableValue { FormattableValue(storage: .integer(Int64(self))) }
}

extension Double: FormattableNumber {
    public var formattableValue: FormattableValue { FormattableValue(storage: .double(self)) }
}

extension Decimal: FormattableNumber {
    public var formattableValue: FormattableValue { FormattableValue(storage: .decimal(self)) }
}
