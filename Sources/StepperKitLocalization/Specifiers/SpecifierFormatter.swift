import Foundation

/// Formats one argument for one specifier, in Swift, with ICU for the digits of the target locale.
///
/// This is how the kit matches Apple's output without C `printf`:
/// - Integers (`%lld`, `%d`, `%u`) get the locale's digits and minus sign and **no grouping**, as
///   `String(localized:)` prints them: 1000000 is "1000000" in `es`. The `'` flag (`%'lld`) groups.
///   A Swift `Int` is printed in full even for `%d`, which C would truncate to 32 bits.
/// - Floating point (`%f`, `%.2f`) gets the locale's decimal separator, the precision (6 by default)
///   and no grouping; `%e` and `%g` follow printf's rules with the locale's digits and separator.
/// - `%x`, `%o` print ASCII digits, as printf does; `%@` and `%s` insert text unchanged, so a number
///   the kit formatted first (money, a grouped count) keeps its grouping.
/// - Width, `-`, `0`, `+`, space and precision behave as in printf. `%a` is not supported.
package struct SpecifierFormatter: Sendable {
    let locale: LocaleID
    /// `%lld` and `%d` without flags: by far the most common, so made once.
    private let plainInteger: LocalizedNumberFormat<Int>

    package init(locale: LocaleID) {
        self.locale = locale
        self.plainInteger = LocalizedNumberFormat<Int>(unit: .plain, locale: locale).grouping(.never)
    }

    /// A formatting failure before the lookup adds its key and language.
    package struct Failure: Error {
        let reason: LocalizationError.Reason
    }

    // MARK: - Formatting

    /// The argument formatted for the specifier, or an error when its type does not fit.
    package func format(_ argument: LocalizationArgument, with specifier: FormatSpecifier, position: Int) throws(Failure) -> String {
        let body: String
        switch specifier.argumentType {
        case .integer:
            guard case .integer(let value) = argument else { throw mismatch(specifier, argument, position) }
            body = integer(value, specifier)
        case .floating:
            body = try floating(argument, specifier, position)
        case .object, .cString:
            guard case .string(let text) = argument else { throw mismatch(specifier, argument, position) }
            body = specifier.precision.map { String(text.prefix($0)) } ?? text
        case .character:
            switch argument {
            case .integer(let code): body = String(Unicode.Scalar(UInt32(truncatingIfNeeded: code)) ?? "\u{FFFD}")
            case .string(let text): body = text
            default: throw mismatch(specifier, argument, position)
            }
        }
        return pad(body, specifier)
    }

    private func mismatch(_ specifier: FormatSpecifier, _ argument: LocalizationArgument, _ position: Int) -> Failure {
        Failure(reason: .argumentTypeMismatch(position: position, specifier: specifier.text, argument: argument))
    }

    private func integer(_ value: Int, _ specifier: FormatSpecifier) -> String {
        switch specifier.conversion {
        case "o", "O", "x", "X":
            let unsigned = Self.unsigned(value, bitWidth: specifier.bitWidth ?? 64)
            let radix = specifier.conversion == "o" || specifier.conversion == "O" ? 8 : 16
            var digits = String(unsigned, radix: radix, uppercase: specifier.conversion == "X")
            if let minimum = specifier.precision, digits.count < minimum {
                digits = String(repeating: "0", count: minimum - digits.count) + digits
            }
            guard specifier.flags.contains(.alternate), unsigned != 0 else { return digits }
            return radix == 8 ? (digits.hasPrefix("0") ? digits : "0" + digits) : (specifier.conversion == "X" ? "0X" : "0x") + digits
        case "u" where value < 0, "U" where value < 0:
            let unsigned = Decimal(Self.unsigned(value, bitWidth: specifier.bitWidth ?? 64))
            return withMinimumDigits(numberStyle(Decimal.self, specifier).format(unsigned), specifier)
        default:
            let style = specifier.flags.isDisjoint(with: [.grouping, .plusSign]) ? plainInteger : numberStyle(Int.self, specifier)
            return withMinimumDigits(signed(style.format(value), isNegative: value < 0, specifier), specifier)
        }
    }

    private func floating(_ argument: LocalizationArgument, _ specifier: FormatSpecifier, _ position: Int) throws(Failure) -> String {
        switch argument {
        case .double(let value):
            guard value.isFinite else {
                let text = value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")
                return "EFGA".contains(specifier.conversion) ? text.uppercased() : text
            }
            return try floating(value, exponentOf: value, specifier)
        case .decimal(let value):
            return try floating(value, exponentOf: NSDecimalNumber(decimal: value).doubleValue, specifier)
        default:
            throw mismatch(specifier, argument, position)
        }
    }

    private func floating<Value: FormattableNumber>(
        _ value: Value, exponentOf approximation: Double, _ specifier: FormatSpecifier
    ) throws(Failure) -> String {
        let isNegative = approximation < 0 || (approximation == 0 && approximation.sign == .minus)
        switch specifier.conversion {
        case "f", "F":
            return signed(display(Value.self, specifier).format(value), isNegative: isNegative, specifier)
        case "e", "E":
            return signed(scientific(approximation, specifier), isNegative: isNegative, specifier)
        case "g", "G":
            let significant = max(specifier.precision ?? 6, 1)
            let exponent = Self.decimalExponent(of: approximation, significantDigits: significant)
            guard exponent < -4 || exponent >= significant else {
                return signed(display(Value.self, specifier).format(value), isNegative: isNegative, specifier)
            }
            return signed(scientific(approximation, specifier), isNegative: isNegative, specifier)
        default:
            throw Failure(reason: .unsupportedSpecifier(specifier.text))
        }
    }

    /// printf's `%e`: one digit, the fraction, then `e±dd`, with the locale's digits and separator.
    private func scientific(_ value: Double, _ specifier: FormatSpecifier) -> String {
        let isG = specifier.conversion == "g" || specifier.conversion == "G"
        let fractionDigits = isG ? max(specifier.precision ?? 6, 1) - 1 : specifier.precision ?? 6
        let exponent = Self.decimalExponent(of: value, significantDigits: fractionDigits + 1)
        let mantissa = value / pow(10, Double(exponent))
        var style = numberStyle(Double.self, specifier)
        if isG && !specifier.flags.contains(.alternate) {
            style = style.precision(.significantDigits(1...(fractionDigits + 1)))
        } else {
            style = style.precision(.fractionLength(fractionDigits))
        }
        let marker = specifier.conversion == "E" || specifier.conversion == "G" ? "E" : "e"
        let exponentDigits = String(abs(exponent)).leftPadded(to: 2)
        return style.format(mantissa) + marker + (exponent < 0 ? "-" : "+") + exponentDigits
    }

    /// The power of ten of the first significant digit once `value` is rounded to `significantDigits`.
    static func decimalExponent(of value: Double, significantDigits: Int) -> Int {
        guard value != 0, value.isFinite else { return 0 }
        let magnitude = abs(value)
        var exponent = Int(log10(magnitude).rounded(.down))
        // log10 can be one off near powers of ten; correct against the value itself.
        if magnitude < pow(10, Double(exponent)) { exponent -= 1 }
        if magnitude >= pow(10, Double(exponent + 1)) { exponent += 1 }
        let scale = pow(10, Double(significantDigits - 1 - exponent))
        if (magnitude * scale).rounded(.toNearestOrEven) >= pow(10, Double(significantDigits)) { exponent += 1 }
        return exponent
    }

    // MARK: - Styles

    /// The style a floating-point or integer specifier displays its number with; plural rules choose
    /// the category from the same digits.
    func display<Value: FormattableNumber>(_ type: Value.Type, _ specifier: FormatSpecifier) -> LocalizedNumberFormat<Value> {
        let style = numberStyle(type, specifier)
        switch specifier.conversion {
        case "f", "F":
            return style.precision(.fractionLength(specifier.precision ?? 6))
        case "g", "G":
            let significant = max(specifier.precision ?? 6, 1)
            return specifier.flags.contains(.alternate)
                ? style.precision(.significantDigits(significant))
                : style.precision(.significantDigits(1...significant))
        case "e", "E":
            return style.notation(.scientific).precision(.fractionLength(specifier.precision ?? 6))
        default:
            return style.precision(.integer)
        }
    }

    /// The locale's digits, grouped only for the `'` flag, with a plus sign for the `+` flag.
    private func numberStyle<Value: FormattableNumber>(_ type: Value.Type, _ specifier: FormatSpecifier) -> LocalizedNumberFormat<Value> {
        LocalizedNumberFormat<Value>(unit: .plain, locale: locale)
            .grouping(specifier.flags.contains(.grouping) ? .automatic : .never)
            .sign(specifier.flags.contains(.plusSign) ? .always : .automatic)
    }

    // MARK: - Flags, width, precision

    /// Applies the space flag: a space before non-negative numbers when no `+` is asked for.
    private func signed(_ text: String, isNegative: Bool, _ specifier: FormatSpecifier) -> String {
        guard specifier.flags.contains(.spaceSign), !specifier.flags.contains(.plusSign), !isNegative else { return text }
        return " " + text
    }

    /// Applies an integer precision (`%.3d`): at least that many digits, padded with the locale's zero.
    private func withMinimumDigits(_ text: String, _ specifier: FormatSpecifier) -> String {
        guard let minimum = specifier.precision else { return text }
        let digits = text.count { $0.isNumber }
        guard digits < minimum else { return text }
        return insertingZeros(minimum - digits, into: text)
    }

    private func pad(_ text: String, _ specifier: FormatSpecifier) -> String {
        guard let width = specifier.width, text.count < width else { return text }
        let missing = width - text.count
        if specifier.flags.contains(.leftAlign) { return text + String(repeating: " ", count: missing) }
        let isNumeric = specifier.argumentType == .integer || specifier.argumentType == .floating
        let zeroPads = isNumeric && specifier.flags.contains(.zeroPad) && !(specifier.argumentType == .integer && specifier.precision != nil)
        guard zeroPads, text.contains(where: \.isNumber) else { return String(repeating: " ", count: missing) + text }
        return insertingZeros(missing, into: text)
    }

    /// Inserts the locale's zero digit before the first digit (after any sign or `0x`).
    private func insertingZeros(_ count: Int, into text: String) -> String {
        let zero = plainInteger.format(0)
        var firstDigit = text.firstIndex(where: \.isNumber) ?? text.endIndex
        if text[firstDigit...].hasPrefix("0x") || text[firstDigit...].hasPrefix("0X") {
            firstDigit = text.index(firstDigit, offsetBy: 2)
        }
        return String(text[..<firstDigit]) + String(repeating: zero, count: count) + String(text[firstDigit...])
    }

    /// The two's-complement value printf's unsigned conversions show for a negative integer.
    private static func unsigned(_ value: Int, bitWidth: Int) -> UInt64 {
        bitWidth == 32 ? UInt64(UInt32(truncatingIfNeeded: value)) : UInt64(bitPattern: Int64(value))
    }
}
