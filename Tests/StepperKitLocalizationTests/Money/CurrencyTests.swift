import Testing
@testable import StepperKitLocalization

@Suite(.tags(.icu))
struct CurrencyTests {
    @Test(arguments: [
        ("EUR", "EUR", 2),
        // Lower case is normalized.
        ("eur", "EUR", 2),
        ("JPY", "JPY", 0),
        ("BHD", "BHD", 3),
        ("USD", "USD", 2),
        ("MXN", "MXN", 2),
        // A historic code is still ISO 4217.
        ("DEM", "DEM", 2),
    ])
    func acceptsISOCodesWithMinorUnits(input: String, code: String, minorUnits: Int) throws {
        let currency = try Currency(input)
        #expect(currency.code == code)
        #expect(currency.minorUnits == minorUnits)
    }

    @Test(arguments: [
        ("", CurrencyError.empty),
        ("EURO", .malformed("EURO")),
        ("E1R", .malformed("E1R")),
        ("€", .malformed("€")),
        ("ABC", .unknown("ABC")),
        ("XXX", .noCurrency),
    ])
    func rejectsBadCodes(input: String, expected: CurrencyError) {
        #expect(throws: expected) { try Currency(input) }
    }

    @Test func errorsSayWhatToUse() {
        #expect(CurrencyError.unknown("ABC").description
            == "\"ABC\" is not an ISO 4217 currency code ICU knows; use a code such as \"EUR\" or \"USD\".")
    }
}
