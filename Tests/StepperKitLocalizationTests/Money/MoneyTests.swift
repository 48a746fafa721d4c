import Foundation
import Testing
@testable import StepperKitLocalization

@Suite(.tags(.icu))
struct MoneyTests {
    @Test(arguments: [
        ("es_ES", "3.50", 3, "10,50\(nbsp)€"),
        ("en_US", "3.50", 3, "€10.50"),
        ("es_MX", "3.50", 3, "EUR\(nbsp)10.50"),
        ("es_ES", "3.50", 0, "0,00\(nbsp)€"),
        ("es_ES", "3.50", 99, "346,50\(nbsp)€"),
        // Four digits: no grouping in Spanish; five: grouped.
        ("es_ES", "3.50", 1000, "3500,00\(nbsp)€"),
        ("es_ES", "3.50", 1_000_000, "3.500.000,00\(nbsp)€"),
    ])
    func formatsLocalizedSubtotals(locale identifier: String, price: String, quantity: Int, expected: String) throws {
        let subtotal = try Money.subtotal(unitPrice: Money(price, .eur), quantity: quantity)
        #expect(subtotal.formatted(locale: try locale(identifier)) == expected)
    }

    @Test func multiplicationIsExact() throws {
        // 0.1 × 3 is 0.30000000000000004 in binary floating point.
        let product = try Money("0.1", .usd).multiplied(by: 3)
        #expect(product.amount == Decimal(string: "0.3"))
        #expect(try Money("19.99", .usd).multiplied(by: 7).amount == Decimal(string: "139.93"))
    }

    /// The small-product path gives the very `Decimal` the big-integer path gives: the same value,
    /// the same text and the same hash, and it declines what it cannot hold exactly.
    @Test func smallProductsAreTheBigIntegerProducts() throws {
        let amounts = [
            "0", "0.01", "0.05", "0.1", "1", "3.5", "3.50", "-3.5", "19.99", "100", "1200", "0.001",
            "999999999999999999", "99999999999999999.9", "0.000000000000000001", "123456789.123456789",
            "1234567890123456789", "1e30", "1e-30", "-0.25",
        ]
        let quantities = [0, 1, 2, 3, 7, 10, 99, 100, 1000, 1_000_000, 1 << 40, Int.max, -1, -2, -10, Int.min + 1]
        var fast = 0
        for text in amounts {
            let amount = try decimal(text)
            for quantity in quantities {
                let big = (ExactDecimal(amount) * ExactDecimal(quantity)).decimal
                guard let small = ExactDecimal.smallProduct(amount, quantity) else { continue }
                fast += 1
                #expect(small == big, "\(text) × \(quantity)")
                #expect(small.description == big?.description, "\(text) × \(quantity)")
                #expect(small.hashValue == big?.hashValue, "\(text) × \(quantity)")
            }
        }
        // Most of the grid takes the small path; 19-digit amounts and overflowing products do not.
        #expect(fast == 221)
        #expect(ExactDecimal.smallProduct(try decimal("1234567890123456789"), 1) == nil)
        #expect(ExactDecimal.smallProduct(try decimal("999999999999999999"), 100) == nil)
    }

    @Test func doublesEnterByTheirShortestDigits() throws {
        #expect(try Money(3.5, .eur).amount == Decimal(string: "3.5"))
        #expect(try Money(0.1, .eur).amount == Decimal(string: "0.1"))
    }

    @Test func rejectsNegativeQuantitiesUnlessAllowed() throws {
        let price = try Money("3.50", .eur)
        #expect(throws: MoneyError.negativeQuantity(-1)) { try price.multiplied(by: -1) }
        #expect(try price.multiplied(by: -2, allowingNegative: true).amount == Decimal(-7))
    }

    @Test func overflowIsAnErrorNotARoundedResult() throws {
        let huge = try Money("99999999999999999999999999999999999999", .eur)
        #expect(throws: MoneyError.overflow(huge, quantity: Int.max)) { try huge.multiplied(by: Int.max) }
    }

    @Test(arguments: [
        // 38 significant digits: the most Decimal holds, still exact.
        ("1234567890123456789.0123456789012345678", 1, "1234567890123456789.0123456789012345678"),
        ("12345678901234567890.12", 1_000, "12345678901234567890120"),
        ("0.01", Int.max, "92233720368547758.07"),
        ("-3.5", 2, "-7"),
    ])
    func largeProductsStayExact(amount: String, quantity: Int, expected: String) throws {
        let product = try Money(amount, .eur).multiplied(by: quantity)
        #expect(product.amount == (try decimal(expected)))
    }

    @Test func sumsThatNeedMoreThan38DigitsAreErrors() throws {
        let large = try Money("1e30", .eur)
        let tiny = try Money("0.00000001", .eur)
        #expect(throws: MoneyError.sumOverflow(large, tiny)) { try large.adding(tiny) }
        #expect(try large.adding(Money("-1e30", .eur)).amount == 0)
    }

    @Test func rejectsNaNAndInfinity() {
        #expect(throws: MoneyError.notANumber) { try Money(Decimal.nan, .eur) }
        #expect(throws: MoneyError.notANumber) { try Money(Double.nan, .eur) }
        #expect(throws: MoneyError.infinite) { try Money(Double.infinity, .eur) }
        #expect(throws: MoneyError.infinite) { try Money(-Double.infinity, .eur) }
    }

    @Test func rejectsAmountTextThatIsNotADecimal() {
        #expect(throws: MoneyError.invalidAmount(NumberParseError(input: "3,50", reason: .unexpectedCharacter(","), position: 1))) {
            try Money("3,50", .eur)
        }
    }

    @Test(arguments: [
        ("2.345", NumberRoundingRule.toNearestOrAwayFromZero, "2.35"),
        ("2.345", .toNearestOrEven, "2.34"),
        ("2.355", .toNearestOrEven, "2.36"),
        ("2.345", .toNearestOrTowardZero, "2.34"),
        ("2.341", .up, "2.35"),
        ("-2.341", .up, "-2.34"),
        ("-2.341", .down, "-2.35"),
        ("-2.349", .towardZero, "-2.34"),
        ("-2.341", .awayFromZero, "-2.35"),
        ("2.30", .toNearestOrEven, "2.3"),
    ])
    func roundsToMinorUnitsOnlyWhenAsked(amount: String, rule: NumberRoundingRule, expected: String) throws {
        let money = try Money(amount, .eur)
        #expect(money.amount == Decimal(string: amount))
        #expect(money.rounded(rule).amount == Decimal(string: expected))
    }

    @Test func yenRoundsToWholeUnits() throws {
        #expect(try Money("1234.5", .jpy).rounded(.toNearestOrAwayFromZero).amount == Decimal(1235))
    }

    @Test func addingRequiresTheSameCurrency() throws {
        let euros = try Money("1.25", .eur)
        #expect(try euros.adding(euros).amount == Decimal(string: "2.5"))
        #expect(throws: MoneyError.currencyMismatch(.eur, .usd)) { try euros.adding(Money("1", .usd)) }
    }

    @Test func formatsWithACustomStyle() throws {
        let style = LocalizedNumberFormat<Decimal>.localizedCurrency(.usd).locale(try locale("es_ES")).precision(.integer)
        // The amount's own currency wins over the style's.
        #expect(try Money("3.50", .eur).formatted(style) == "4\(nbsp)€")
    }

    // Money is never rounded behind the caller's back: extra digits show until a rule is given.
    @Test(arguments: [
        ("2.345", "EUR", "en_US", "€2.345"),
        ("3.5", "EUR", "es_ES", "3,50\(nbsp)€"),
        ("10.5", "JPY", "ja_JP", "￥10.5"),
        ("0.125", "USD", "en_US", "$0.125"),
        ("1234", "JPY", "ja_JP", "￥1,234"),
    ])
    func formatsTheExactAmountByDefault(amount: String, currency: String, locale identifier: String, expected: String) throws {
        #expect(try Money(amount, Currency(currency)).formatted(locale: locale(identifier)) == expected)
    }

    @Test(arguments: [
        ("2.345", "EUR", NumberRoundingRule.toNearestOrEven, "€2.34"),
        ("2.345", "EUR", .toNearestOrAwayFromZero, "€2.35"),
        ("10.5", "JPY", .toNearestOrEven, "¥10"),
        ("10.5", "JPY", .up, "¥11"),
    ])
    func roundsForDisplayWithTheRuleGiven(amount: String, currency: String, rule: NumberRoundingRule, expected: String) throws {
        #expect(try Money(amount, Currency(currency)).formatted(locale: locale("en_US"), rounding: rule) == expected)
    }

    @Test func subtotalsOfYenKeepTheirHalf() throws {
        let subtotal = try Money.subtotal(unitPrice: Money("3.50", .jpy), quantity: 3)
        #expect(subtotal.formatted(locale: try locale("ja_JP")) == "￥10.5")
        #expect(subtotal.hasMoreDigitsThanMinorUnits)
        #expect(!(try Money("10.50", .eur)).hasMoreDigitsThanMinorUnits)
    }

    @Test(arguments: [("3.50", 1), ("2.345", 3), ("100", 0), ("0", 0), ("1e-5", 5), ("-0.10", 1)])
    func countsTheFractionDigitsItNeeds(amount: String, digits: Int) throws {
        #expect(try Money(amount, .eur).fractionDigits == digits)
    }

    @Test func aStyleWithoutPrecisionShowsTheExactAmount() throws {
        let style = LocalizedNumberFormat<Decimal>.localizedCurrency(.eur).locale(try locale("en_US"))
        #expect(try Money("2.345", .eur).formatted(style) == "€2.345")
    }
}
