public import Foundation

/// A decimal number read exactly from plain text ("3.50", "-12", "1e6"), keeping its visible digits.
///
/// This is the locale-independent notation of command lines, JSON and prices in code; for what people
/// type in a locale, use ``NumberParser``. The text never passes through `Double`, so "0.1" is exactly
/// one tenth, and "1.0" keeps its one visible fraction digit, which plural rules care about.
///
/// ```swift
/// let price = try DecimalLiteral("3.50")
/// price.value           // 3.5 as a Decimal
/// price.fractionDigits  // 2
/// ```
public struct DecimalLiteral: Hashable, Sendable, CustomStringConvertible {
    /// The text as given, without a leading "+".
    public let text: String
    /// The exact value.
    public let value: Decimal
    /// How many digits the text shows after the decimal point, exponent applied ("1.0" → 1, "1.5e1" → 0).
    public let fractionDigits: Int

    /// `Decimal` holds 38 significant digits exactly.
    static let maximumDigits = 38

    /// Reads plain decimal text with an optional sign, fraction and exponent; anything else is an error that
    /// says where.
    public init(_ text: String) throws(NumberParseError) {
        try NumberParseError.checkLength(of: text)
        let characters = Array(text)
        func fail(_ reason: NumberParseError.Reason, at position: Int?) -> NumberParseError {
            NumberParseError(input: text, reason: reason, position: position)
        }
        guard !characters.isEmpty else { throw fail(.empty, at: nil) }

        var index = 0
        var negative = false
        if characters[0] == "-" || characters[0] == "+" {
            negative = characters[0] == "-"
            index = 1
        }
        func digits() -> [Character] {
            let start = index
            while index < characters.count, characters[index].isASCIIDigit { index += 1 }
            return Array(characters[start..<index])
        }
        func expectDigits() throws(NumberParseError) -> [Character] {
            let run = digits()
            guard run.isEmpty else { return run }
            guard index < characters.count else { throw fail(.unexpectedEnd, at: index) }
            throw fail(.unexpectedCharacter(characters[index]), at: index)
        }

        let integerDigits = try expectDigits()
        var fraction: [Character] = []
        if index < characters.count, characters[index] == "." {
            index += 1
            fraction = try expectDigits()
        }
        var exponent = 0
        if index < characters.count, characters[index] == "e" || characters[index] == "E" {
            index += 1
            var exponentNegative = false
            if index < characters.count, characters[index] == "-" || characters[index] == "+" {
                exponentNegative = characters[index] == "-"
                index += 1
            }
            let exponentDigits = try expectDigits()
            guard exponentDigits.count <= 4, let magnitude = Int(String(exponentDigits)) else {
                throw fail(.outOfRange, at: nil)
            }
            exponent = exponentNegative ? -magnitude : magnitude
        }
        if index < characters.count { throw fail(.unexpectedCharacter(characters[index]), at: index) }

        // Significant digits, without leading or trailing zeros, must fit Decimal exactly.
        let allDigits = integerDigits + fraction
        let significant = allDigits.drop { $0 == "0" }.reversed().drop { $0 == "0" }
        guard significant.count <= Self.maximumDigits,
              let digitsValue = Decimal(string: String(allDigits), locale: Locale(identifier: "en_US_POSIX"))
        else { throw fail(.outOfRange, at: nil) }
        // Decimal's exponent range is -128...127.
        let finalExponent = digitsValue.exponent + exponent - fraction.count
        guard digitsValue.isZero || (-128...127).contains(finalExponent) else { throw fail(.outOfRange, at: nil) }
        self.value = digitsValue.isZero
            ? Decimal.zero
            : Decimal(sign: negative ? .minus : .plus, exponent: finalExponent, significand: digitsValue.significand)
        self.text = characters.first == "+" ? String(characters.dropFirst()) : text
        self.fractionDigits = max(0, fraction.count - exponent)
    }

    public var description: String { text }
}
