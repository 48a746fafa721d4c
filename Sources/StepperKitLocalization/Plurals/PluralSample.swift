public import Foundation

/// One number from CLDR's plural samples, with the digits a reader sees: "1", "1.50", "1.1c6".
///
/// Visible fraction digits and the compact exponent take part in plural selection, so a sample keeps
/// them: "1.0" is `other` in English while "1" is `one`, and "1c6" (1 million shown as "1M") is
/// Spanish `many` while "1000001" is not. CLDR writes compact exponents with `c` (older data with
/// `e`); both are read, and ``description`` writes `c`.
///
/// ```swift
/// let sample = PluralSample("1.1c6")!
/// sample.fractionDigits   // 1
/// sample.exponent         // 6
/// sample.value            // 1100000
/// PluralSample("1e6")?.description   // "1c6"
/// ```
public struct PluralSample: Hashable, Sendable, Comparable, LosslessStringConvertible {
    /// The significand's digits without the decimal point: 15 for "1.5".
    let digits: Int
    /// How many fraction digits the significand shows: 1 for "1.5", 2 for "1.50", 0 for "15".
    public let fractionDigits: Int
    /// The compact exponent: 6 for "1c6", 0 for a plain number.
    public let exponent: Int

    /// Reads a sample as CLDR writes it: digits, an optional fraction, an optional c/e exponent.
    ///
    /// Returns nil for anything else, including more than 18 digits.
    public init?(_ description: String) {
        var text = Substring(description)
        var exponent = 0
        if let marker = text.firstIndex(where: { $0 == "c" || $0 == "e" }) {
            let power = text[text.index(after: marker)...]
            guard !power.isEmpty, power.count <= 2, power.allSatisfy(\.isASCIIDigit), let value = Int(power) else { return nil }
            exponent = value
            text = text[..<marker]
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        let allDigits = parts.joined()
        guard allDigits.count <= 18, let digits = Int(allDigits) else { return nil }
        self.init(digits: digits, fractionDigits: parts.count == 2 ? parts[1].count : 0, exponent: exponent)
    }

    init(digits: Int, fractionDigits: Int, exponent: Int) {
        self.digits = digits
        self.fractionDigits = fractionDigits
        self.exponent = exponent
    }

    /// The number shown before the exponent, with its fraction digits: 1.1 for "1.1c6".
    public var significand: Decimal {
        Decimal(sign: .plus, exponent: -fractionDigits, significand: Decimal(digits))
    }

    /// The number itself: 1100000 for "1.1c6", 1.5 for "1.50".
    public var value: Decimal {
        Decimal(sign: .plus, exponent: exponent - fractionDigits, significand: Decimal(digits))
    }

    /// How many digits the significand has before its decimal point: 1 for "1.1c6", 3 for "100".
    var integerDigits: Int {
        var whole = digits
        for _ in 0..<fractionDigits { whole /= 10 }
        return whole == 0 ? 1 : String(whole).count
    }

    /// The sample as CLDR writes it, fraction zeros kept: "1.50", "1.1c6".
    public var description: String {
        var text = String(digits)
        if fractionDigits > 0 {
            if text.count <= fractionDigits { text = String(repeating: "0", count: fractionDigits - text.count + 1) + text }
            text.insert(".", at: text.index(text.endIndex, offsetBy: -fractionDigits))
        }
        return exponent == 0 ? text : text + "c\(exponent)"
    }

    /// Orders by value, then by visible fraction digits and exponent, so sorting is deterministic.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        if lhs.value != rhs.value { return lhs.value < rhs.value }
        if lhs.fractionDigits != rhs.fractionDigits { return lhs.fractionDigits < rhs.fractionDigits }
        return lhs.exponent < rhs.exponent
    }
}
