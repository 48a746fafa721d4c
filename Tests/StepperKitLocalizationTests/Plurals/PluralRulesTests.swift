import Foundation
import Testing
@testable import StepperKitLocalization

@Suite(.tags(.icu))
struct PluralRulesTests {
    /// (number as displayed, English, Spanish) under CLDR 42.
    @Test(arguments: [
        ("0", PluralCategory.other, PluralCategory.other),
        ("1", .one, .one),
        // A visible fraction digit makes English "other"; Spanish n = 1 is still "one".
        ("1.0", .other, .one),
        ("2", .other, .other),
        // Spanish "many": whole multiples of a million.
        ("1000000", .other, .many),
        ("2000000", .other, .many),
        ("1500000", .other, .other),
        ("1000000.0", .other, .other),
        ("0.5", .other, .other),
    ])
    func categoryOfDisplayedNumbers(number: String, english: PluralCategory, spanish: PluralCategory) throws {
        #expect(try PluralRules(locale: locale("en")).category(forDisplayed: number) == english)
        #expect(try PluralRules(locale: locale("es")).category(forDisplayed: number) == spanish)
    }

    @Test(arguments: [(0, PluralCategory.other), (1, .one), (2, .other), (1_000_000, .many), (2_000_000, .many), (1_500_000, .other)])
    func categoryOfSpanishIntegers(number: Int, expected: PluralCategory) throws {
        #expect(try PluralRules(locale: locale("es_ES")).category(for: number) == expected)
    }

    @Test func categoryFollowsTheStyleThatDisplaysTheNumber() throws {
        let english = try PluralRules(locale: locale("en"))
        let oneDigit = LocalizedNumberFormat<Int>.localizedNumber.precision(.fractionLength(1))
        #expect(english.category(for: 1, displayedWith: .localizedNumber) == .one)
        #expect(english.category(for: 1, displayedWith: oneDigit) == .other)
        #expect(english.category(for: 1, displayedWith: .localizedNumber.notation(.compactShort)) == .one)
    }

    @Test func decimalsCountTheirFractionDigits() throws {
        let english = try PluralRules(locale: locale("en"))
        #expect(english.category(for: Decimal(1)) == .one)
        #expect(english.category(for: Decimal(1), fractionDigits: 2) == .other)
        #expect(english.category(for: try DecimalLiteral("1.00")) == .other)
    }

    @Test(arguments: [
        ("en", [PluralCategory.one, .other]),
        ("es", [.one, .many, .other]),
        ("es_MX", [.one, .many, .other]),
        ("fr", [.one, .many, .other]),
        ("ja", [.other]),
        ("ru", [.one, .few, .many, .other]),
        ("ar", [.zero, .one, .two, .few, .many, .other]),
        ("pl", [.one, .few, .many, .other]),
    ])
    func categoriesOfALocale(locale identifier: String, expected: [PluralCategory]) throws {
        #expect(try PluralRules(locale: locale(identifier)).categories == expected)
    }

    @Test(arguments: [
        ("es", [PluralCategory.one: "1", .many: "1000000", .other: "0"]),
        ("en", [.one: "1", .other: "0"]),
        ("ru", [.one: "1", .few: "2", .many: "0", .other: "0.0"]),
        ("ar", [.zero: "0", .one: "1", .two: "2", .few: "3", .many: "11", .other: "100"]),
    ])
    func samplesTakeTheirCategory(locale identifier: String, expected: [PluralCategory: String]) throws {
        #expect(try PluralRules(locale: locale(identifier)).samples == expected)
    }

    @Test func everyLocaleICUKnowsHasASampleForEachCategory() throws {
        let languages = Set(LocaleData.available.map { String($0.prefix { $0 != "_" }) })
        var missing: [String] = []
        for language in languages.sorted() {
            let rules = try PluralRules(locale: locale(language))
            let samples = rules.samples
            for category in rules.categories where samples[category] == nil {
                missing.append("\(language) \(category)")
            }
        }
        #expect(languages.count > 100)
        #expect(missing == [])
    }

    @Test func rejectsTextThatIsNotANumber() throws {
        let english = try PluralRules(locale: locale("en"))
        #expect(throws: NumberParseError(input: "1.", reason: .unexpectedEnd, position: 2)) {
            try english.category(forDisplayed: "1.")
        }
    }
}
