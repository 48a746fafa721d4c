import Foundation
import Testing
@testable import StepperKitLocalization

@Suite(.tags(.icu))
struct CurrencyFormattingTests {
    /// (locale, currency, amount, expected) — the reference table for ICU 72, U+00A0 written as `nbsp`.
    static let table: [(String, String, String, String)] = [
        ("en_US", "EUR", "3.5", "€3.50"),
        ("en_US", "EUR", "1234.5", "€1,234.50"),
        ("en_US", "EUR", "12345.5", "€12,345.50"),
        // Spanish: CLDR's minimum grouping digits of 2 leave four-digit amounts ungrouped.
        ("es_ES", "EUR", "3.5", "3,50\(nbsp)€"),
        ("es_ES", "EUR", "1234.5", "1234,50\(nbsp)€"),
        ("es_ES", "EUR", "12345.5", "12.345,50\(nbsp)€"),
        ("es", "EUR", "3.5", "3,50\(nbsp)€"),
        ("es", "EUR", "1234.5", "1234,50\(nbsp)€"),
        ("es", "EUR", "12345.5", "12.345,50\(nbsp)€"),
        // Latin American Spanish writes foreign currencies by their ISO code.
        ("es_MX", "EUR", "3.5", "EUR\(nbsp)3.50"),
        ("es_MX", "EUR", "1234.5", "EUR\(nbsp)1,234.50"),
        ("es_MX", "EUR", "12345.5", "EUR\(nbsp)12,345.50"),
        ("es_US", "EUR", "3.5", "EUR\(nbsp)3.50"),
        ("es_US", "EUR", "1234.5", "EUR\(nbsp)1,234.50"),
        ("es_US", "EUR", "12345.5", "EUR\(nbsp)12,345.50"),
        ("en_US", "USD", "1234.5", "$1,234.50"),
        ("es_ES", "USD", "1234.5", "1234,50\(nbsp)US$"),
        ("es_US", "USD", "12345.5", "$12,345.50"),
        ("es_MX", "MXN", "1234.5", "$1,234.50"),
        ("en_US", "MXN", "3.5", "MX$3.50"),
        ("es_ES", "MXN", "12345.5", "12.345,50\(nbsp)MXN"),
        // The yen has no minor units; half-even rounding takes 1234.5 to 1234 and 12345.5 to 12346.
        ("en_US", "JPY", "1234.5", "¥1,234"),
        ("en_US", "JPY", "12345.5", "¥12,346"),
        ("es_ES", "JPY", "12345.5", "12.346\(nbsp)JPY"),
        ("es_MX", "JPY", "3.5", "JPY\(nbsp)4"),
    ]

    @Test(arguments: table)
    func formatsDecimalAmountsExactly(locale identifier: String, code: String, amount: String, expected: String) throws {
        let style = LocalizedNumberFormat<Decimal>.localizedCurrency(try Currency(code)).locale(try locale(identifier))
        #expect(style.format(try decimal(amount)) == expected)
    }

    @Test(arguments: table)
    func formatsDoubleAmountsLikeDecimals(locale identifier: String, code: String, amount: String, expected: String) throws {
        let value = try #require(Double(amount))
        #expect(value.formatted(.localizedCurrency(try Currency(code)).locale(try locale(identifier))) == expected)
    }

    @Test func formatsIntegers() throws {
        #expect(3.formatted(.localizedCurrency(.eur).locale(try locale("es_ES"))) == "3,00\(nbsp)€")
    }

    @Test func decimalPathKeepsDigitsADoubleWouldLose() throws {
        // 2^53 + 1 is not a Double; the decimal path formats it exactly.
        let amount = try decimal("9007199254740993.25")
        let style = LocalizedNumberFormat<Decimal>.localizedCurrency(.usd).locale(try locale("en_US"))
        #expect(style.format(amount) == "$9,007,199,254,740,993.25")
    }

    @Test func takesFoundationLocales() {
        let style = LocalizedNumberFormat<Double>.localizedCurrency(.eur).locale(Locale(identifier: "es_ES"))
        #expect(style.format(3.5) == "3,50\(nbsp)€")
        #expect(style.localeID.identifier == "es_ES")
    }

    @Test func precisionOverridesMinorUnits() throws {
        let style = LocalizedNumberFormat<Decimal>.localizedCurrency(.eur).locale(try locale("en_US")).precision(.integer)
        #expect(style.format(try decimal("3.5")) == "€4")
        #expect(style.skeleton == "currency/EUR precision-integer rounding-mode-half-even group-auto sign-auto")
    }

    @Test(arguments: [
        (NumberSignDisplay.accounting, "-3.5", "($3.50)"),
        (.always, "3.5", "+$3.50"),
        (.exceptZero, "0", "$0.00"),
        (.never, "-3.5", "$3.50"),
        (.automatic, "-3.5", "-$3.50"),
    ])
    func signDisplay(sign: NumberSignDisplay, amount: String, expected: String) throws {
        let style = LocalizedNumberFormat<Decimal>.localizedCurrency(.usd).locale(try locale("en_US")).sign(sign)
        #expect(style.format(try decimal(amount)) == expected)
    }
}
