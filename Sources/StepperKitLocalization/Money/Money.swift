public import Foundation

/// An exact amount of a currency: a decimal number and an ISO 4217 currency, never a double.
///
/// Arithmetic is exact and checked: multiplying by a quantity either gives the exact product or
/// throws, and rounding to the currency's minor units happens only when you ask for it, in
/// arithmetic (``rounded(_:)``) and in formatting (``formatted(locale:rounding:)``).
///
/// ```swift
/// let price = try Money("3.50", .eur)
/// let subtotal = try Money.subtotal(unitPrice: price, quantity: 3)
/// subtotal.formatted(locale: try LocaleID("es_ES"))   // "10,50 €" (U+00A0 before "€")
/// subtotal.formatted(locale: try LocaleID("en_US"))   // "€10.50"
/// ```
public struct Money: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The exact amount, in units of the currency (3.5 for three euros fifty).
    public let amount: Decimal
    /// The currency of the amount.
    public let currency: Currency

    /// An amount of a currency; NaN is rejected.
    public init(_ amount: Decimal, _ currency: Currency) throws(MoneyError) {
        guard !amount.isNaN else { throw .notANumber }
        self.amount = amount
        self.currency = currency
    }

    /// An amount read exactly from plain decimal text such as "3.50".
    public init(_ amount: String, _ currency: Currency) throws(MoneyError) {
        do {
            try self.init(DecimalLiteral(amount).value, currency)
        } catch let error as NumberParseError {
            throw .invalidAmount(error)
        } catch let error as MoneyError {
            throw error
        } catch {
            throw .notANumber
        }
    }

    /// An amount from a double, by its shortest round-trip digits (3.5 is 3.5, 0.1 is 0.1).
    public init(_ amount: Double, _ currency: Currency) throws(MoneyError) {
        guard !amount.isNaN else { throw .notANumber }
        guard amount.isFinite else { throw .infinite }
        try self.init("\(amount)", currency)
    }

    // MARK: - Arithmetic

    /// The exact subtotal of a number of items at a unit price.
    public static func subtotal(unitPrice: Money, quantity: Int) throws(MoneyError) -> Money {
        try unitPrice.multiplied(by: quantity)
    }

    /// The exact product with a quantity.
    ///
    /// A negative quantity is an error unless `allowingNegative` is true (for refunds); a product that
    /// needs more than `Decimal`'s 38 digits is ``MoneyError/overflow(_:quantity:)``, never rounded.
    public func multiplied(by quantity: Int, allowingNegative: Bool = false) throws(MoneyError) -> Money {
        guard quantity >= 0 || allowingNegative else { throw .negativeQuantity(quantity) }
        // A price of up to 18 digits times a quantity whose product fits 64 bits, the usual case,
        // without the big integers: the same product (a subtotal is computed in every layout).
        if let product = ExactDecimal.smallProduct(amount, quantity) { return Money(uncheckedAmount: product, currency) }
        guard let product = (ExactDecimal(amount) * ExactDecimal(quantity)).decimal else {
            throw .overflow(self, quantity: quantity)
        }
        return Money(uncheckedAmount: product, currency)
    }

    /// The exact sum of two amounts of the same currency.
    public func adding(_ other: Money) throws(MoneyError) -> Money {
        guard other.currency == currency else { throw .currencyMismatch(currency, other.currency) }
        guard let sum = (ExactDecimal(amount) + ExactDecimal(other.amount)).decimal else {
            throw .sumOverflow(self, other)
        }
        return Money(uncheckedAmount: sum, currency)
    }

    /// The amount rounded to the currency's minor units (EUR cents, whole yen), with an explicit rule.
    ///
    /// ```swift
    /// try Money("2.345", .eur).rounded(.toNearestOrAwayFromZero).amount  // 2.35
    /// try Money("2.345", .eur).rounded(.toNearestOrEven).amount          // 2.34
    /// ```
    public func rounded(_ rule: NumberRoundingRule) -> Money {
        Money(uncheckedAmount: DecimalRounding.round(amount, scale: currency.minorUnits, rule: rule), currency)
    }

    private init(uncheckedAmount: Decimal, _ currency: Currency) {
        self.amount = uncheckedAmount
        self.currency = currency
    }

    // MARK: - Formatting

    /// The fraction digits the exact amount needs, trailing zeros aside: 1 for 3.50, 3 for 2.345.
    ///
    /// ```swift
    /// try Money("2.345", .eur).fractionDigits   // 3
    /// try Money("3.50", .eur).fractionDigits    // 1
    /// ```
    public var fractionDigits: Int {
        // From the stored mantissa and exponent when the layout is known: no rounding per digit.
        if let digits = DecimalLayout.fractionDigits(of: amount) { return digits }
        guard !amount.isZero, amount.exponent < 0 else { return 0 }
        var digits = -amount.exponent
        while digits > 0, DecimalRounding.round(amount, scale: digits - 1, rule: .towardZero) == amount { digits -= 1 }
        return digits
    }

    /// Whether showing the amount with only its currency's minor units would change it (2.345 EUR).
    public var hasMoreDigitsThanMinorUnits: Bool { fractionDigits > currency.minorUnits }

    /// The amount formatted as currency for a locale, exactly: with the currency's minor units, and
    /// with more fraction digits when the amount has them.
    ///
    /// Money is never rounded behind the caller's back: an amount with more digits than its currency
    /// shows (a unit price of 0.125 EUR, or 10.5 JPY from 3.50 × 3) is shown in full, so a wrong
    /// price is visible rather than silently changed. To show minor units only, say how to round
    /// with ``formatted(locale:rounding:)``.
    ///
    /// ```swift
    /// try Money("2.345", .eur).formatted(locale: try LocaleID("en_US"))   // "€2.345"
    /// try Money("10.5", .jpy).formatted(locale: try LocaleID("ja_JP"))    // "￥10.5"
    /// ```
    public func formatted(locale: LocaleID) -> String {
        // One style built, not a default one and then its copy with the precision.
        LocalizedNumberFormat<Decimal>(configuration: .init(locale: locale, unit: .currency(currency), precision: exactPrecision))
            .format(amount)
    }

    /// The amount rounded to its currency's minor units with a rule, then formatted for a locale.
    ///
    /// ```swift
    /// let price = try Money("2.345", .eur)
    /// price.formatted(locale: try LocaleID("en_US"), rounding: .toNearestOrAwayFromZero)   // "€2.35"
    /// price.formatted(locale: try LocaleID("en_US"), rounding: .toNearestOrEven)           // "€2.34"
    /// ```
    public func formatted(locale: LocaleID, rounding rule: NumberRoundingRule) -> String {
        rounded(rule).formatted(locale: locale)
    }

    /// The amount formatted with a currency style whose currency is replaced by this amount's.
    ///
    /// A style with automatic precision shows the amount exactly, as ``formatted(locale:)`` does; a
    /// style with its own precision rounds with its own rounding rule, as asked.
    public func formatted(_ style: LocalizedNumberFormat<Decimal>) -> String {
        let exact = exactPrecision
        return style.updating { configuration in
            configuration.unit = .currency(currency)
            if configuration.precision == .automatic { configuration.precision = exact }
        }.format(amount)
    }

    /// At least the currency's minor units, and every digit the amount has.
    private var exactPrecision: NumberPrecision {
        let minor = currency.minorUnits
        return NumberPrecision(rule: .fraction(min: minor, max: max(minor, fractionDigits)))
    }

    public var description: String { "\(amount) \(currency.code)" }
}

extension LocalizedNumberFormat {
    /// The same style formatting amounts of `currency`.
    func currency(_ currency: Currency) -> Self {
        updating { $0.unit = .currency(currency) }
    }
}

/// Why a money amount or operation was rejected.
public enum MoneyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The amount was NaN.
    case notANumber
    /// The amount was infinite.
    case infinite
    /// The amount text was not an exact decimal number.
    case invalidAmount(NumberParseError)
    /// A negative quantity where only zero or more is allowed.
    case negativeQuantity(Int)
    /// The exact product needs more than the 38 digits a decimal holds.
    case overflow(Money, quantity: Int)
    /// The exact sum needs more than the 38 digits a decimal holds.
    case sumOverflow(Money, Money)
    /// Two amounts of different currencies were combined.
    case currencyMismatch(Currency, Currency)

    public var description: String {
        switch self {
        case .notANumber:
            "The amount is not a number (NaN)."
        case .infinite:
            "The amount is infinite."
        case .invalidAmount(let error):
            "The amount is invalid: \(error)"
        case .negativeQuantity(let quantity):
            "The quantity \(quantity) is negative; quantities start at 0."
        case .overflow(let money, let quantity):
            "\(money) × \(quantity) does not fit in 38 decimal digits."
        case .sumOverflow(let left, let right):
            "\(left) + \(right) does not fit in 38 decimal digits."
        case .currencyMismatch(let left, let right):
            "Cannot combine amounts in \(left) and \(right); convert one first."
        }
    }
}
