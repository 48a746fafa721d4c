import Foundation
import Testing
@testable import StepperKitLocalization

/// CLDR's own plural samples, read from ICU's data, and their expansion into numbers.
@Suite(.tags(.icu))
struct PluralSamplesTests {
    // MARK: - What ICU's data says (CLDR 42)

    @Test(arguments: [
        (PluralCategory.zero, "0", "0.0, 0.00, 0.000, 0.0000"),
        (.one, "1", "1.0, 1.00, 1.000, 1.0000"),
        (.two, "2", "2.0, 2.00, 2.000, 2.0000"),
        (.few, "3~10, 103~110, 1003, …", "3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 103.0, 1003.0, …"),
        (.many, "11~26, 111, 1011, …", "11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 111.0, 1011.0, …"),
        (.other, "100~102, 200~202, 300~302, 400~402, 500~502, 600, 1000, 10000, 100000, 1000000, …",
         "0.1~0.9, 1.1~1.7, 10.1, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
    ])
    func arabicHasEverySampleRange(category: PluralCategory, integers: String, decimals: String) throws {
        let samples = try #require(try PluralRules(locale: locale("ar")).cldrSamples[category])
        #expect(samples.integers.description == integers)
        #expect(samples.decimals.description == decimals)
    }

    @Test func spanishManyHasCompactExponents() throws {
        let many = try #require(try PluralRules(locale: locale("es")).cldrSamples[.many])
        #expect(many.rule == "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5")
        #expect(many.integers.ranges.map(\.description) == ["1000000", "1c6", "2c6", "3c6", "4c6", "5c6", "6c6"])
        #expect(many.integers.isOpenEnded)
        #expect(many.decimals.description == "1.0000001c6, 1.1c6, 2.0000001c6, 2.1c6, 3.0000001c6, 3.1c6, …")
    }

    @Test func theRuleOfOtherIsEmpty() throws {
        let english = try PluralRules(locale: locale("en"))
        #expect(english.cldrSamples[.one]?.rule == "i = 1 and v = 0")
        #expect(english.cldrSamples[.other]?.rule == "")
        #expect(english.cldrSamples[.one]?.decimals.isEmpty == true)
    }

    @Test func aRegionFindsItsLanguagesRules() throws {
        #expect(try PluralRules(locale: locale("es_MX")).cldrSamples == PluralRules(locale: locale("es")).cldrSamples)
        #expect(try PluralRules(locale: locale("pt_PT")).cldrSamples != PluralRules(locale: locale("pt")).cldrSamples)
    }

    // MARK: - Parsing

    @Test(arguments: [
        ("1", "1", 0, 0, "1"),
        ("1.50", "1.5", 2, 0, "1.50"),
        ("0.0", "0", 1, 0, "0.0"),
        ("1c6", "1000000", 0, 6, "1c6"),
        ("1e6", "1000000", 0, 6, "1c6"),          // CLDR before 38 wrote the exponent with `e`
        ("1.1c6", "1100000", 1, 6, "1.1c6"),
        ("1.0000001c6", "1000000.1", 7, 6, "1.0000001c6"),
    ])
    func readsASample(text: String, value: String, fractionDigits: Int, exponent: Int, written: String) throws {
        let sample = try #require(PluralSample(text))
        #expect(sample.value == (try decimal(value)))
        #expect(sample.fractionDigits == fractionDigits)
        #expect(sample.exponent == exponent)
        #expect(sample.description == written)
    }

    @Test(arguments: ["", "1.", ".5", "-1", "1c", "1c6c", "1,5", "1234567890123456789", "1x"])
    func rejectsWhatIsNotASample(text: String) {
        #expect(PluralSample(text) == nil)
    }

    @Test(arguments: ["1.0~2", "5~3", "1~2~3", "1c3~2c6"])
    func rejectsWhatIsNotARange(text: String) {
        #expect(PluralSampleRange(text) == nil)
    }

    // MARK: - Expansion

    @Test(arguments: [
        ("3~10", 100, ["3", "4", "5", "6", "7", "8", "9", "10"]),
        ("3~10", 3, ["3", "6", "10"]),                    // both ends, then evenly spaced
        ("103~110", 2, ["103", "110"]),
        ("0.0~1.5", 4, ["0.0", "0.5", "1.0", "1.5"]),     // steps of the last visible digit
        ("1003", 10, ["1003"]),
        ("2~16", 1, ["2"]),
    ])
    func expandsARangeBoundedAndDeterministic(range: String, limit: Int, expected: [String]) throws {
        let parsed = try #require(PluralSampleRange(range))
        #expect(parsed.expanded(limit: limit).map(\.description) == expected)
    }

    @Test func expandsArabicFewIntoNumbersThatAreFew() throws {
        let few = try #require(try PluralRules(locale: locale("ar")).cldrSamples[.few])
        #expect(few.expanded(limitPerRange: 2).map(\.description)
            == ["3", "10", "103", "110", "1003", "3.0", "4.0", "5.0", "6.0", "7.0", "8.0", "9.0", "10.0", "103.0", "1003.0"])
    }

    /// Every ICU locale: its categories have samples, each expanded sample selects its own category,
    /// and each list reads back as ICU wrote it.
    @Test(arguments: LocaleData.available.sorted())
    func everyExpandedSampleSelectsItsCategory(identifier: String) throws {
        let rules = try PluralRules(locale: LocaleID(identifier))
        #expect(Set(rules.cldrSamples.keys) == Set(rules.categories))
        var wrong: [String] = []
        for (category, samples) in rules.cldrSamples {
            #expect(!samples.integers.isEmpty || !samples.decimals.isEmpty, "\(category) has no samples")
            for sample in samples.expanded(limitPerRange: 6) where rules.category(for: sample) != category {
                wrong.append("\(sample) is \(rules.category(for: sample)), not \(category)")
            }
        }
        #expect(wrong.isEmpty, "\(identifier): \(wrong.joined(separator: "; "))")
    }
}
