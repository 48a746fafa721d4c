import Foundation
import Testing
@testable import StepperKitLocalization
@_spi(StepperKitSupport) import StepperKitSupport

@Suite(.tags(.icu))
struct NumberFormattingTests {
    @Test(arguments: [
        ("en_US", "1234", "1,234"),
        // CLDR minimumGroupingDigits = 2 for es: four digits stay ungrouped, five are grouped.
        ("es_ES", "1234", "1234"),
        ("es_ES", "12345", "12.345"),
        ("es_ES", "1000000", "1.000.000"),
        ("es_MX", "1234.5", "1,234.5"),
        ("de_DE", "1234567.891", "1.234.567,891"),
        ("fr_FR", "1234567.5", "1\u{202F}234\u{202F}567,5"),
        ("hi_IN", "12345678", "1,23,45,678"),
        ("ar_EG", "1234", "١٬٢٣٤"),
    ])
    func formatsPlainNumbersForAnyLocale(locale identifier: String, value: String, expected: String) throws {
        let style = LocalizedNumberFormat<Decimal>.localizedNumber.locale(try locale(identifier))
        #expect(style.format(try decimal(value)) == expected)
    }

    @Test(arguments: [
        (NumberGrouping.automatic, "1234"),
        (.always, "1.234"),
        (.never, "1234"),
    ])
    func groupingInSpanish(grouping: NumberGrouping, expected: String) throws {
        #expect(1234.formatted(.localizedNumber.grouping(grouping).locale(try locale("es_ES"))) == expected)
    }

    @Test(arguments: [
        (NumberNotation.compactShort, "es_ES", 1_000_000, "1\(nbsp)M"),
        (.compactShort, "en_US", 1_200, "1.2K"),
        (.compactLong, "en_US", 1_200, "1.2 thousand"),
        (.scientific, "en_US", 1_200, "1.2E3"),
    ])
    func notations(notation: NumberNotation, locale identifier: String, value: Int, expected: String) throws {
        #expect(value.formatted(.localizedNumber.notation(notation).locale(try locale(identifier))) == expected)
    }

    @Test(arguments: [
        (NumberPrecision.fractionLength(2), "3.14159", "3.14"),
        (.fractionLength(0...2), "3.1", "3.1"),
        (.fractionLength(1...3), "3", "3.0"),
        (.significantDigits(2), "1234.5", "1,200"),
        (.significantDigits(1...3), "0.012345", "0.0123"),
        (.integer, "2.5", "2"),
    ])
    func precision(precision: NumberPrecision, value: String, expected: String) throws {
        let style = LocalizedNumberFormat<Decimal>.localizedNumber.locale(try locale("en_US")).precision(precision)
        #expect(style.format(try decimal(value)) == expected)
    }

    @Test(arguments: [
        (NumberRoundingRule.toNearestOrEven, "2.5", "2"),
        (.toNearestOrAwayFromZero, "2.5", "3"),
        (.toNearestOrTowardZero, "2.5", "2"),
        (.up, "-2.5", "-2"),
        (.down, "-2.5", "-3"),
        (.awayFromZero, "2.1", "3"),
        (.towardZero, "2.9", "2"),
    ])
    func roundingRules(rule: NumberRoundingRule, value: String, expected: String) throws {
        let style = LocalizedNumberFormat<Decimal>.localizedNumber.locale(try locale("en_US")).precision(.integer).rounded(rule: rule)
        #expect(style.format(try decimal(value)) == expected)
    }

    @Test func percentScalesFractionsButNotIntegers() throws {
        let spanish = try locale("es_ES")
        #expect(0.25.formatted(.localizedPercent.locale(spanish)) == "25\(nbsp)%")
        #expect(try decimal("0.125").formatted(.localizedPercent.locale(spanish)) == "12,5\(nbsp)%")
        #expect(25.formatted(.localizedPercent.locale(spanish)) == "25\(nbsp)%")
        #expect(0.25.formatted(.localizedPercent.locale(try locale("en_US"))) == "25%")
    }

    @Test func stylesAreValuesComparedByConfiguration() throws {
        let a = LocalizedNumberFormat<Double>.localizedNumber.locale(try locale("es"))
        let b = LocalizedNumberFormat<Double>.localizedNumber.locale(try locale("es"))
        #expect(a == b)
        #expect(a != a.grouping(.never))
        let decoded = try JSONDecoder().decode(LocalizedNumberFormat<Double>.self, from: JSONEncoder().encode(a.precision(.fractionLength(1))))
        #expect(decoded == a.precision(.fractionLength(1)))
        #expect(decoded.format(1234.56) == "1234,6")
    }

    @Test func defaultsToEnglishUnitedStates() {
        #expect(1234.5.formatted(.localizedNumber) == "1,234.5")
    }

    @Test func nonFiniteDoublesFormatAsICUSpellsThem() {
        #expect(Double.nan.formatted(.localizedNumber) == "NaN")
        #expect(Double.infinity.formatted(.localizedNumber) == "∞")
    }

    // The shim turns ICU's UTF-16 into UTF-8 itself: Adlam digits (U+1E950…) are surrogate pairs in
    // UTF-16 and four bytes in UTF-8; 25 of them with their commas (108 bytes) outgrow the first
    // 96-byte buffer, so the second row takes the retry with the size ICU reported.
    @Test(arguments: [
        ("1234", "1,234"),
        ("1234567890123456789012345", "1,234,567,890,123,456,789,012,345"),
    ])
    func digitsOutsideTheBasicPlaneSurviveTheConversion(value: String, latinDigits: String) throws {
        let style = LocalizedNumberFormat<Decimal>.localizedNumber.locale(try locale("en_US@numbers=adlm"))
        let adlam = String(String.UnicodeScalarView(latinDigits.unicodeScalars.map { scalar in
            ("0"..."9").contains(scalar) ? Unicode.Scalar(0x1E950 + scalar.value - 0x30)! : scalar
        }))
        #expect(style.format(try decimal(value)) == adlam)
    }

    // A formatter keeps the last eight integers it formatted: twenty in turn, each followed by one
    // formatted a few before and itself again (both kept), three times over (every one evicted and
    // formatted anew), with a style for another locale interleaved, read as CLDR groups them.
    @Test func integersKeptByAFormatterReadAsFormatted() throws {
        let spanish = LocalizedNumberFormat<Int>.localizedNumber.locale(try locale("es_ES"))
        let english = LocalizedNumberFormat<Int>.localizedNumber.locale(try locale("en_US"))
        // Digits in threes from the right; Spanish leaves four digits ungrouped (minimumGroupingDigits 2).
        func grouped(_ value: Int, _ separator: String, minimumDigits: Int) -> String {
            let digits = Array(String(value.magnitude))
            var text = ""
            for (index, digit) in digits.enumerated() {
                let remaining = digits.count - index
                if index > 0, remaining % 3 == 0, digits.count >= minimumDigits { text += separator }
                text.append(digit)
            }
            return (value < 0 ? "-" : "") + text
        }
        let values = [0, 7, 12_345, -12_345, 1_000_000, 99_999, 10_000, 1_234] + Array(100_000..<100_012)
        for _ in 0..<3 {
            for (index, value) in values.enumerated() {
                // Each value new (or evicted), then one of the last few again: kept, so read back.
                for value in [value, values[max(index - 3, 0)], value] {
                    #expect(spanish.format(value) == grouped(value, ".", minimumDigits: 5))
                    #expect(english.format(value) == grouped(value, ",", minimumDigits: 4))
                }
            }
        }
        #expect(spanish.format(1_234) == "1234")
        #expect(english.format(-12_345) == "-12,345")
    }

    @Test func formatterCacheIsBounded() {
        #expect(ICUNumberFormatter.cache.capacity == 256)
        #expect(ICUNumberFormatter.cache.count <= 256)
    }
}

struct UnresolvedStyleTests {
    /// The static members make styles that look their formatter up when they format; a modifier's
    /// style holds it. Both format alike, for every kind of value.
    @Test func staticStylesFormatAsModifiedOnesDo() throws {
        let english = try LocaleID("en_US")
        #expect(1234.formatted(.localizedNumber) == "1,234")
        #expect(1234.formatted(.localizedNumber.locale(english)) == "1,234")
        #expect(25.formatted(.localizedPercent) == "25%")
        #expect(0.25.formatted(.localizedPercent) == "25%")
        #expect(0.25.formatted(.localizedPercent.locale(english)) == "25%")
        #expect(Decimal(string: "1234.5")!.formatted(.localizedCurrency(.eur)) == "€1,234.50")
        #expect(try LocalizedNumberFormat<Int>.localizedNumber.formatOrThrow(-7) == "-7")
        #expect(LocalizedNumberFormat<Int>.localizedNumber == LocalizedNumberFormat<Int>.localizedNumber.locale(english))
    }
}

struct DecimalTextTests {
    @Test(arguments: [
        ("1234.5", "12345E-1"),
        ("-3.5", "-35E-1"),
        ("0", "0E0"),
        ("1e-20", "1E-20"),
        ("18446744073709551614", "18446744073709551614E0"),
        // Significands past 64 bits take Foundation's exact description.
        ("18446744073709551616", "18446744073709551616"),
        ("-123456789012345678901234.5", "-123456789012345678901234.5"),
    ])
    func decimalsReachICUAsExactText(value: String, expected: String) throws {
        #expect(try decimal(value).exactText == expected)
    }

    @Test func thisFoundationsDecimalLayoutIsVerifiedSoTheFastPathRuns() throws {
        #expect(DecimalLayout.isVerified)
        #expect(DecimalLayout.parts(of: try decimal("-1234.5")) == DecimalLayout.Parts(negative: true, mantissa: 12345, exponent: -1))
        #expect(DecimalLayout.parts(of: .nan) == nil)
    }

    @Test(arguments: [
        ("3.50", 1),
        ("2.345", 3),
        ("1200", 0),
        ("0", 0),
        ("-0.10", 1),
        ("1e-20", 20),
        // A mantissa past 64 bits.
        ("123456789012345678901234.5", 1),
        ("100000000000000000000000000", 0),
    ])
    func fractionDigitsComeFromTheStoredParts(value: String, digits: Int) throws {
        #expect(DecimalLayout.fractionDigits(of: try decimal(value)) == digits)
    }

    @Test func notANumberHasNoFractionDigitsToCount() {
        #expect(DecimalLayout.fractionDigits(of: .nan) == nil)
    }

    @Test func bothTextPathsFormatAlike() throws {
        let style = LocalizedNumberFormat<Decimal>.localizedNumber.locale(try locale("en_US")).precision(.fractionLength(0...6))
        #expect(style.format(try decimal("18446744073709551614.25")) == "18,446,744,073,709,551,614.25")
        #expect(style.format(try decimal("-0.000001")) == "-0.000001")
    }
}
