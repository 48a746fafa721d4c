import Testing
import StepperKitLocalization

/// Per-language progress counts.
struct CatalogStatisticsTests {
    @Test func countsEveryConstructFixture() throws {
        let stats = CatalogStatistics(try StringCatalog(bytes: Fixtures.bytes(Fixtures.everyConstruct)))
        #expect(stats.keys == 10)
        #expect(stats.version == "1.3")
        #expect(stats.keysNotTranslated == 1)
        #expect(stats.substitutions == 6)
        // %lld items (en, es), Tap to add (en, es inside device other), and 6 substitutions' plurals.
        #expect(stats.pluralVariations == 10)
        #expect(stats.deviceVariations == 2)
        let byLanguage = Dictionary(uniqueKeysWithValues: stats.languages.map { ($0.language, $0) })
        #expect(stats.languages.map(\.language) == ["en", "es", "es-419", "zh-Hans", "zh-Hant", "zh-HK"])
        // The empty key counts in no language; "StepperKit" (shouldTranslate: false) only in the source.
        #expect(byLanguage["en"].map { [$0.translated, $0.new, $0.missing] } == [8, 1, 0])
        #expect(byLanguage["es"].map { [$0.translated, $0.stale, $0.missing] } == [7, 1, 0])
        #expect(byLanguage["es-419"].map { [$0.translated, $0.missing] } == [1, 7])
    }

    @Test func countsTheKitsCatalogAsComplete() throws {
        let url = try #require(KitCatalogURL.url("Localizable"))
        let stats = CatalogStatistics(try StringCatalog(contentsOf: url))
        #expect(stats.keys == 36)
        #expect(stats.languages.map(\.translated) == [36, 36])
        #expect(stats.languages.map(\.missing) == [0, 0])
        #expect(stats.pluralVariations == 2)
    }
}
