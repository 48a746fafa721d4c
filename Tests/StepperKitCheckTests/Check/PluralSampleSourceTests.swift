import Testing
import StepperKitCheck

/// The numbers matrices look plural strings up with come from CLDR's own samples.
struct PluralSampleSourceTests {
    @Test(arguments: [
        ("en", ["one 1", "other 0"]),
        ("es", ["one 1", "many 1000000", "other 0"]),
        ("ar", ["zero 0", "one 1", "two 2", "few 3", "many 11", "other 100"]),
        // ru `other` has decimal samples only.
        ("ru", ["one 1", "few 2", "many 0", "other 0.0"]),
        // A pseudo-locale uses its base's (English) rules.
        ("ar-XB", ["one 1", "other 0"]),
    ])
    func firstPerCategoryIsCLDRsFirstSampleOfEachCategory(_ identifier: String, _ expected: [String]) throws {
        #expect(try PluralSampleSource.firstPerCategory.samples(for: locale(identifier)).map(\.description) == expected)
    }

    @Test func cldrExpandsEveryRangeWithoutCompactExponents() throws {
        let samples = try PluralSampleSource.cldr(limitPerRange: 2).samples(for: locale("es"))
        #expect(samples.map(\.description) == [
            "one 1", "one 1.0", "one 1.00", "one 1.000", "one 1.0000",
            // "1000000, 1c6, 2c6, …": the compact exponents are left out, a lookup never shows them.
            "many 1000000",
            // "0, 2~16, 100, 1000, …": each range cut to its two ends.
            "other 0", "other 2", "other 16", "other 100", "other 1000", "other 10000", "other 100000",
            "other 0.0", "other 0.9", "other 1.1", "other 1.6", "other 10.0", "other 100.0", "other 1000.0", "other 10000.0",
            "other 100000.0", "other 1000000.0",
        ])
        #expect(PluralSampleSource.cldr(limitPerRange: 2).name == "cldr-2-per-range")
    }

    @Test func aCategorySampleFillsTheSpecifiersItCan() throws {
        let million = try #require(CategorySample(category: .many, number: "1000000"))
        #expect(million.argument(for: .integer) == .integer(1_000_000))
        let half = try #require(CategorySample(category: .other, number: "0.5"))
        #expect(half.isWholeNumber == false)
        #expect(half.argument(for: .integer) == nil)
        #expect(CategorySample(category: .other, number: "half") == nil)
    }
}
