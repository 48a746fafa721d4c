import Testing
@testable import StepperKitLocalization

struct LocaleIDTests {
    @Test(arguments: [
        ("en", "en", "en"),
        ("en_US", "en_US", "en-US"),
        ("en-US", "en_US", "en-US"),
        ("es-419", "es_419", "es-419"),
        ("es_MX", "es_MX", "es-MX"),
        ("zh-Hant-HK", "zh_Hant_HK", "zh-Hant-HK"),
        // Case is normalized by ICU's canonicalization.
        ("EN_us", "en_US", "en-US"),
        // Keywords survive, in ICU's form.
        ("es_ES@currency=EUR", "es_ES@currency=EUR", "es-ES-u-cu-eur"),
        // A region ICU has no data for formats with the language's data.
        ("es_DE", "es_DE", "es-DE"),
    ])
    func canonicalizesAcceptedIdentifiers(input: String, identifier: String, languageTag: String) throws {
        let locale = try LocaleID(input)
        #expect(locale.identifier == identifier)
        #expect(locale.languageTag == languageTag)
    }

    @Test(arguments: [
        ("", LocaleError.empty),
        ("!!", .malformed("!!", reason: "\"!!\" is not a language subtag (2–3 or 5–8 letters)")),
        ("en_US@@", .malformed("en_US@@", reason: "\"@@\" is not a list of key=value keywords")),
        (" en", .malformed(" en", reason: "\" en\" is not a language subtag (2–3 or 5–8 letters)")),
        ("en__US", .malformed("en__US", reason: "it has an empty subtag")),
        ("e", .malformed("e", reason: "\"e\" is not a language subtag (2–3 or 5–8 letters)")),
        ("en_US_", .malformed("en_US_", reason: "it has an empty subtag")),
        // Well formed, but only root would serve it: rejected rather than formatted as root.
        ("xx_YY", .noData("xx_YY")),
        ("qq", .noData("qq")),
    ])
    func rejectsBadIdentifiersNamingTheInput(input: String, expected: LocaleError) {
        #expect(throws: expected) { try LocaleID(input) }
    }

    @Test func errorMessageNamesTheInput() {
        #expect(LocaleError.malformed("en_US@@", reason: "x").description.contains("\"en_US@@\""))
        #expect(LocaleError.noData("xx_YY").description.contains("\"xx_YY\""))
    }

    @Test(arguments: [
        ("es_MX", ["es_MX", "es_419", "es"]),
        ("es_US", ["es_US", "es_419", "es"]),
        ("es-419", ["es_419", "es"]),
        ("es_ES", ["es_ES", "es"]),
        ("es", ["es"]),
        ("en_GB", ["en_GB", "en_001", "en"]),
        // No data of its own: the chain still leads to the language.
        ("es_DE", ["es_DE", "es"]),
    ])
    func fallbackChainFollowsCLDRParents(input: String, chain: [String]) throws {
        #expect(try LocaleID(input).fallbackChain.map(\.identifier) == chain)
    }

    @Test func roundTripsThroughCodable() throws {
        let original = try locale("es-419")
        let data = try JSONEncoder().encode([original])
        #expect(String(decoding: data, as: UTF8.self) == #"["es_419"]"#)
        #expect(try JSONDecoder().decode([LocaleID].self, from: data) == [original])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([LocaleID].self, from: Data(#"["!!"]"#.utf8)) }
    }
}

import Foundation
