/// How many digits a formatted number shows.
///
/// ```swift
/// 3.14159.formatted(.localizedNumber.precision(.fractionLength(2)))   // "3.14"
/// 1234.5.formatted(.localizedNumber.precision(.significantDigits(2))) // "1,200"
/// ```
public struct NumberPrecision: Hashable, Sendable, Codable {
    enum Rule: Hashable, Sendable, Codable {
        case automatic
        case fraction(min: Int, max: Int)
        case significant(min: Int, max: Int)
    }

    let rule: Rule

    /// ICU's default: the currency's minor units for money, up to 6 fraction digits otherwise.
    public static let automatic = NumberPrecision(rule: .automatic)

    /// No fraction digits; the value is rounded with the style's rounding rule.
    public static let integer = fractionLength(0)

    /// Exactly a number of fraction digits, 0 through 20.
    public static func fractionLength(_ length: Int) -> NumberPrecision {
        let clamped = min(max(length, 0), 20)
        return NumberPrecision(rule: .fraction(min: clamped, max: clamped))
    }

    /// Between a least and a greatest number of fraction digits, 0 through 20.
    public static func fractionLength(_ range: ClosedRange<Int>) -> NumberPrecision {
        let lower = min(max(range.lowerBound, 0), 20)
        return NumberPrecision(rule: .fraction(min: lower, max: min(max(range.upperBound, lower), 20)))
    }

    /// Exactly a number of significant digits, 1 through 20.
    public static func significantDigits(_ count: Int) -> NumberPrecision {
        let clamped = min(max(count, 1), 20)
        return NumberPrecision(rule: .significant(min: clamped, max: clamped))
    }

    /// Between a least and a greatest number of significant digits, 1 through 20.
    public static func significantDigits(_ range: ClosedRange<Int>) -> NumberPrecision {
        let lower = min(max(range.lowerBound, 1), 20)
        return NumberPrecision(rule: .significant(min: lower, max: min(max(range.upperBound, lower), 20)))
    }

    var skeleton: String? {
        switch rule {
        case .automatic:
            nil
        case .fraction(0, 0):
            "precision-integer"
        case .fraction(let min, let max):
            "." + String(repeating: "0", count: min) + String(repeating: "#", count: max - min)
        case .significant(let min, let max):
            String(repeating: "@", count: min) + String(repeating: "#", count: max - min)
        }
    }
}

/// How a number is rounded to the digits it shows, and how money rounds to minor units.
public struct NumberRoundingRule: Hashable, Sendable, Codable {
    enum Mode: String, Hashable, Sendable, Codable {
        case halfEven = "half-even", halfUp = "half-up", halfDown = "half-down"
        case ceiling, floor, up, down
    }

    let mode: Mode

    /// Round half to even ("banker's rounding"): ICU's and Foundation's default.
    public static let toNearestOrEven = NumberRoundingRule(mode: .halfEven)
    /// Round half away from zero, as people usually do by hand.
    public static let toNearestOrAwayFromZero = NumberRoundingRule(mode: .halfUp)
    /// Round half toward zero.
    public static let toNearestOrTowardZero = NumberRoundingRule(mode: .halfDown)
    /// Round toward positive infinity.
    public static let up = NumberRoundingRule(mode: .ceiling)
    /// Round toward negative infinity.
    public static let down = NumberRoundingRule(mode: .floor)
    /// Round away from zero.
    public static let awayFromZero = NumberRoundingRule(mode: .up)
    /// Round toward zero (truncate).
    public static let towardZero = NumberRoundingRule(mode: .down)

    var skeleton: String { "rounding-mode-" + mode.rawValue }
}

/// Whether and how digits are grouped ("1,234" or "1234").
public struct NumberGrouping: Hashable, Sendable, Codable {
    let skeleton: String

    /// The locale's rule, including CLDR's minimum grouping digits: Spanish writes 1234 but 12.345.
    public static let automatic = NumberGrouping(skeleton: "group-auto")
    /// Never group.
    public static let never = NumberGrouping(skeleton: "group-off")
    /// Always group, even where the locale would not: 1.234 in Spanish.
    public static let always = NumberGrouping(skeleton: "group-on-aligned")
    /// Group only numbers with at least two digits in the leading group.
    public static let minimumTwoDigits = NumberGrouping(skeleton: "group-min2")
}

/// When a sign is shown.
public struct NumberSignDisplay: Hashable, Sendable, Codable {
    let skeleton: String

    /// A minus sign for negative numbers only.
    public static let automatic = NumberSignDisplay(skeleton: "sign-auto")
    /// A sign for every number, "+0" included.
    public static let always = NumberSignDisplay(skeleton: "sign-always")
    /// No sign at all.
    public static let never = NumberSignDisplay(skeleton: "sign-never")
    /// A sign for every number but zero.
    public static let exceptZero = NumberSignDisplay(skeleton: "sign-except-zero")
    /// The locale's accounting format for negative amounts, such as "(€3.50)".
    public static let accounting = NumberSignDisplay(skeleton: "sign-accounting")
}

/// How a number is written: in full, compact ("1.2K") or scientific.
public struct NumberNotation: Hashable, Sendable, Codable {
    let skeleton: String?

    /// Digits in full.
    public static let standard = NumberNotation(skeleton: nil)
    /// The locale's short compact form: "1.2K" in English, "1,2 mil" in Spanish.
    public static let compactShort = NumberNotation(skeleton: "compact-short")
    /// The locale's long compact form: "1.2 thousand".
    public static let compactLong = NumberNotation(skeleton: "compact-long")
    /// Scientific notation: "1.2E3".
    public static let scientific = NumberNotation(skeleton: "scientific")
}
