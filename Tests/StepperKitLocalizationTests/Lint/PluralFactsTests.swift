import Testing
@testable import StepperKitLocalization

/// What a language's plural categories hold, worked out from ICU and CLDR.
struct PluralFactsTests {
    /// A category CLDR's own unit names spell as `other` ("1 gün", "5 gün") reads right with other's text.
    @Test(arguments: [
        ("tr", PluralCategory.one, true), ("hu", .one, true), ("es", .many, true), ("fr", .many, true),
        ("de", .one, false), ("en", .one, false), ("ru", .few, false), ("ru", .many, false), ("pl", .few, false), ("ar", .two, false),
    ] as [(String, PluralCategory, Bool)])
    func categoriesReadLikeOtherComeFromCLDRsUnitNames(language: String, category: PluralCategory, alike: Bool) throws {
        let facts = try #require(PluralFacts(language: language))
        #expect(facts.categoriesReadLikeOther.contains(category) == alike)
    }

    @Test func examplesAndTheSmallestNumberOfACategory() throws {
        let russian = try #require(PluralFacts(language: "ru"))
        #expect(russian.examples(of: .one, variationHasZero: false) == [1, 21, 31])
        #expect(russian.smallestNumber(of: .few) == 2)
        let spanish = try #require(PluralFacts(language: "es"))
        #expect(spanish.smallestNumber(of: .many) == 1_000_000)
        #expect(!spanish.coversOneNumber(.many, variationHasZero: false))
        #expect(spanish.coversOneNumber(.one, variationHasZero: false))
    }
}
