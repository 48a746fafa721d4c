public import Foundation
@_spi(StepperKitSupport) import StepperKitSupport

/// A Foundation format style that formats numbers, percentages and currency amounts with ICU.
///
/// It formats `Int`, `Double` and `Decimal` values; decimals are formatted exactly, from their
/// decimal digits. The ICU formatter behind a style is opened once per skeleton and locale and shared
/// through a bounded cache, so formatting many values costs one ICU call each.
///
/// ```swift
/// let spanish = try LocaleID("es_ES")
/// Decimal(string: "1234.5")!.formatted(.localizedCurrency(.eur).locale(spanish))  // "1234,50 €"
/// 0.25.formatted(.localizedPercent.locale(spanish))                            // "25 %"
/// 1_000_000.formatted(.localizedNumber.notation(.compactShort).locale(spanish)) // "1 M"
/// ```
///
/// Spanish and several other locales separate the currency sign and percent sign with U+00A0
/// (no-break space), so "1234,50 €" above holds "\u{A0}" before "€".
public struct LocalizedNumberFormat<Value: FormattableNumber>: FormatStyle, Sendable {
    public typealias FormatInput = Value
    public typealias FormatOutput = String

    typealias Unit = NumberStyleUnit
    typealias Configuration = NumberStyleConfiguration

    private let configuration: Configuration
    /// The resolved ICU formatter; nil for a style not resolved yet (see ``init(unit:locale:)``), or
    /// if ICU could not open one (out of memory): formatting then looks it up each time.
    private let formatter: ICUNumberFormatter?

    init(configuration: Configuration) {
        self.configuration = configuration
        self.formatter = try? Self.resolvedFormatter(for: configuration)
    }

    /// A style as the static members make it, not resolved: a modifier (almost always the locale)
    /// makes the style that formats, so a screen's every value pays for one lookup, not two.
    init(unit: Unit, locale: LocaleID = .defaultFormatting) {
        self.configuration = Configuration(locale: locale, unit: unit)
        self.formatter = nil
    }

    /// The ICU formatter of a style, looked up by the style itself: its skeleton is written only the
    /// first time the style is met.
    private static func resolvedFormatter(for configuration: Configuration) throws(ICUError) -> ICUNumberFormatter {
        // Whether the values are integers matters to percentages alone: other styles ask no
        // conformance check (150 instructions) of every style made.
        let isIntegerPercent: Bool
        if case .percent = configuration.unit { isIntegerPercent = Value.self is any BinaryInteger.Type } else { isIntegerPercent = false }
        let key = NumberStyleFormatters.Key(configuration: configuration, isInteger: isIntegerPercent)
        return try NumberStyleFormatters.cache.value(for: key) { () throws(ICUError) in
            try ICUNumberFormatter.shared(skeleton: Self.skeleton(for: configuration), locale: configuration.locale)
        }
    }

    // MARK: - Formatting

    /// Formats a value; if ICU could not open a formatter at all, falls back to the value's digits.
    public func format(_ value: Value) -> String {
        var status: Int32 = 0
        if let text = formatter?.text(for: value._formattableValue, status: &status) { return text }
        return (try? formatOrThrow(value)) ?? "\(value)"
    }

    /// Formats a value, reporting the rare ICU failure (such as exhausted memory) instead of hiding it.
    public func formatOrThrow(_ value: Value) throws(ICUError) -> String {
        if let formatter { return try formatter.format(value.formattableValue) }
        return try Self.resolvedFormatter(for: configuration).format(value.formattableValue)
    }

    /// The ICU number skeleton this style formats with, such as "currency/EUR .00 group-off".
    public var skeleton: String { Self.skeleton(for: configuration) }

    /// The locale this style formats for.
    public var localeID: LocaleID { configuration.locale }

    // MARK: - Modifiers

    /// The same style for another locale.
    public func locale(_ locale: LocaleID) -> Self {
        updating { $0.locale = locale }
    }

    /// The same style for a Foundation locale; an identifier ICU cannot use formats as American English.
    public func locale(_ locale: Locale) -> Self {
        self.locale((try? LocaleID(locale.identifier)) ?? .defaultFormatting)
    }

    /// The same style with other precision.
    public func precision(_ precision: NumberPrecision) -> Self {
        updating { $0.precision = precision }
    }

    /// The same style with another rounding rule.
    public func rounded(rule: NumberRoundingRule) -> Self {
        updating { $0.rounding = rule }
    }

    /// The same style with other grouping.
    public func grouping(_ grouping: NumberGrouping) -> Self {
        updating { $0.grouping = grouping }
    }

    /// The same style with another sign display.
    public func sign(_ sign: NumberSignDisplay) -> Self {
        updating { $0.sign = sign }
    }

    /// The same style with another notation.
    public func notation(_ notation: NumberNotation) -> Self {
        updating { $0.notation = notation }
    }

    func updating(_ change: (inout Configuration) -> Void) -> Self {
        var configuration = self.configuration
        change(&configuration)
        return Self(configuration: configuration)
    }

    // MARK: - Skeleton

    private static func skeleton(for configuration: Configuration) -> String {
        // Stems joined by spaces, written into one string: a style is made for every value a
        // screen formats, so no array of stems is built and joined.
        var skeleton = ""
        skeleton.reserveCapacity(96)
        func add(_ stem: String) {
            if !skeleton.isEmpty { skeleton += " " }
            skeleton += stem
        }
        switch configuration.unit {
        case .plain:
            break
        case .percent:
            add(Value.self is any BinaryInteger.Type ? "percent" : "percent scale/100")
        case .currency(let currency):
            add("currency/" + currency.code)
        }
        if let notation = configuration.notation.skeleton { add(notation) }
        if let precision = configuration.precision.skeleton { add(precision) }
        add(configuration.rounding.skeleton)
        add(configuration.grouping.skeleton)
        add(configuration.sign.skeleton)
        return skeleton
    }

    // MARK: - Hashable, Codable (the resolved formatter is a cache, not part of the value)

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.configuration == rhs.configuration
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(configuration)
    }

    public init(from decoder: any Decoder) throws {
        self.init(configuration: try Configuration(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try configuration.encode(to: encoder)
    }
}

/// What kind of quantity a number style formats.
enum NumberStyleUnit: Hashable, Sendable, Codable {
    case plain
    /// `Double` and `Decimal` percentages are fractions (0.25 is "25%"); integers are not (25 is "25%").
    case percent
    case currency(Currency)
}

/// Everything a number style says about its output, for every value type alike.
struct NumberStyleConfiguration: Hashable, Sendable, Codable {
    var locale: LocaleID
    var unit: NumberStyleUnit
    var precision = NumberPrecision.automatic
    var rounding = NumberRoundingRule.toNearestOrEven
    var grouping = NumberGrouping.automatic
    var sign = NumberSignDisplay.automatic
    var notation = NumberNotation.standard
}

/// The ICU formatters of number styles, by style: a style's skeleton is written once, and its
/// formatter is the one ``ICUNumberFormatter/shared(skeleton:locale:)`` keeps for that skeleton.
enum NumberStyleFormatters {
    struct Key: Hashable, Sendable {
        var configuration: NumberStyleConfiguration
        /// Whether the values are integer percentages, which are not scaled (false for other units).
        var isInteger: Bool

        /// Hashes the locale's identifier and the currency's code with `KeyHash`, not every field
        /// `==` compares through a `Hasher`: a style is made (and looked up) for every number a
        /// screen formats, and keys that differ only in precision or grouping share a bucket.
        func _rawHashValue(seed: Int) -> Int {
            var hash = KeyHash(seed: seed)
            hash.combine(configuration.locale.identifier)
            if case .currency(let currency) = configuration.unit { hash.combine(currency.code) }
            return hash.finalized
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(_rawHashValue(seed: 0))
        }
    }

    static let cache = BoundedCache<Key, ICUNumberFormatter>(capacity: 256, remembersLastKey: true)
}

// MARK: - Static members

extension FormatStyle where Self == LocalizedNumberFormat<Int> {
    /// Formats integers for a locale with ICU.
    public static var localizedNumber: Self { Self(unit: .plain) }
    /// Formats integers as percentages: 25 is "25%".
    public static var localizedPercent: Self { Self(unit: .percent) }
    /// Formats integers as amounts of a currency.
    public static func localizedCurrency(_ currency: Currency) -> Self { Self(unit: .currency(currency)) }
}

extension FormatStyle where Self == LocalizedNumberFormat<Double> {
    /// Formats doubles for a locale with ICU.
    public static var localizedNumber: Self { Self(unit: .plain) }
    /// Formats fractions as percentages: 0.25 is "25%".
    public static var localizedPercent: Self { Self(unit: .percent) }
    /// Formats doubles as amounts of a currency, with the currency's minor units.
    public static func localizedCurrency(_ currency: Currency) -> Self { Self(unit: .currency(currency)) }
}

extension FormatStyle where Self == LocalizedNumberFormat<Decimal> {
    /// Formats decimals exactly for a locale with ICU.
    public static var localizedNumber: Self { Self(unit: .plain) }
    /// Formats fractions as percentages: 0.25 is "25%".
    public static var localizedPercent: Self { Self(unit: .percent) }
    /// Formats decimals exactly as amounts of a currency, with the currency's minor units.
    public static func localizedCurrency(_ currency: Currency) -> Self { Self(unit: .currency(currency)) }
}

extension LocaleID {
    /// The locale styles use until one is set: American English, the same on every machine.
    public static let defaultFormatting = LocaleID(canonical: "en_US")
}
