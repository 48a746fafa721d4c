import Testing
@testable import StepperKitLocalization

/// Locale keywords are checked: ICU would ignore an unknown value and format as if it were absent.
struct LocaleKeywordsTests {
    @Test(arguments: [
        ("en@numbers=arab", "en@numbers=arab"),
        ("hi_IN@numbers=deva", "hi_IN@numbers=deva"),
        ("es_ES@currency=EUR", "es_ES@currency=EUR"),
    ])
    func acceptsKnownKeywordsAndValues(input: String, identifier: String) throws {
        #expect(try LocaleID(input).identifier == identifier)
    }

    @Test func formatsWithTheNumberingSystemItNames() throws {
        #expect(1234.formatted(.localizedNumber.locale(try LocaleID("en@numbers=arab"))) == "١٬٢٣٤")
    }

    @Test(arguments: [
        // "roman" is a numbering system, but not one of digits: number skeletons cannot use it.
        ("en@numbers=xyz", "numbers", "xyz"),
        ("en@numbers=roman", "numbers", "roman"),
        ("en@currency=ABCD", "currency", "ABCD"),
    ])
    func rejectsAnUnknownValueListingTheKnownOnes(input: String, key: String, value: String) {
        do {
            _ = try LocaleID(input)
            Issue.record("expected an error")
        } catch {
            guard case .unknownKeywordValue(input, key, value, let known) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(key == "numbers" ? known.contains("latn") && known.contains("arab") && !known.contains("roman") : known.count == 1)
        }
    }

    @Test func rejectsAKeywordTheKitDoesNotUse() {
        #expect(throws: LocaleError.unknownKeyword("en@calendar=gregorian", key: "calendar", known: ["currency", "numbers"])) {
            try LocaleID("en@calendar=gregorian")
        }
        #expect(LocaleError.unknownKeyword("en@calendar=gregorian", key: "calendar", known: ["currency", "numbers"]).description
            == "The locale \"en@calendar=gregorian\" has the keyword \"calendar\", which the kit does not use; known keywords: currency, numbers.")
    }

    @Test func namesTheKeywordAndTheKnownValues() {
        let error = LocaleError.unknownKeywordValue("en@numbers=xyz", key: "numbers", value: "xyz", known: ["arab", "latn"])
        #expect(error.description == "The locale \"en@numbers=xyz\" sets the keyword \"numbers\" to \"xyz\", which is not a known value; known values: arab, latn.")
    }
}
