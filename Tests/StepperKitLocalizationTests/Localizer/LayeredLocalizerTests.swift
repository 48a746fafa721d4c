import Foundation
import Testing
import StepperKitLocalization

/// An app's catalogs layered over another localizer's, resolutions that say what happened, arguments
/// passed unwrapped, and lookups in pseudo-locales. The catalogs are small fixtures, not the kit's.
struct LayeredLocalizerTests {
    /// The lower layer: a component library's strings.
    static let library = try! StringCatalog(bytes: Array(#"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Add to cart" : { "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "Añadir al carrito" } } } },
        "Decrease quantity" : { "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "Reducir cantidad" } } } },
        "Only in English" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Only in English" } } } }
      },
      "version" : "1.0"
    }
    """#.utf8))

    /// The upper layer: an app's strings, one overriding the library's.
    static let app = try! StringCatalog(bytes: Array(#"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld items in cart" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item in cart" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items in cart" } }
            } } },
            "es" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld artículo en el carrito" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld de artículos en el carrito" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld artículos en el carrito" } }
            } } }
          }
        },
        "%lld photos" : {
          "localizations" : {
            "es" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld foto" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld fotos" } }
            } } }
          }
        },
        "%.1f km" : { "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "%.1f km" } } } },
        "Add to cart" : { "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "Meter en la cesta" } } } },
        "Copies" : { "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "Copias" } } } },
        "Hello %@" : { "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "Hola %@" } } } },
        "Total: %@" : { "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "Total: %@" } } } }
      },
      "version" : "1.0"
    }
    """#.utf8))

    static let localizer = Localizer(catalog: app, name: "app").layered(over: Localizer(catalog: library, name: "library"))

    private func es() throws -> LocaleID { try LocaleID("es_ES") }

    // MARK: - Layers

    @Test func listsLayersAndTablesTopFirst() {
        #expect(Self.localizer.layerNames == ["app", "library"])
        #expect(Self.localizer.tableNames == ["Localizable", "Localizable"])
    }

    @Test(arguments: [
        ("Copies", "Copias", "app", 0),                     // only the app has it
        ("Add to cart", "Meter en la cesta", "app", 0),     // the app overrides the library
        ("Decrease quantity", "Reducir cantidad", "library", 1),
    ])
    func answersFromTheFirstLayerWithTheKey(key: String, text: String, layerName: String, layer: Int) throws {
        let resolution = try Self.localizer.resolve(key, locale: es())
        #expect(resolution.text == text)
        #expect(resolution.source == LocalizationSource(table: "Localizable", layer: layer, layerName: layerName, language: "es"))
        #expect(resolution.events.isEmpty)
        #expect(resolution.isExact)
    }

    @Test(arguments: [
        ("fr", "Diminuer la quantité", 0, "fr" as String?, false),   // the app translates French
        ("es", "Reducir cantidad", 1, "es", false),                // only the library translates Spanish
        ("de", "Decrease quantity", 0, nil, true),                 // nobody does: the app's source text
    ])
    func anOverrideHoldsOnlyForTheLocalesItTranslates(
        locale: String, text: String, layer: Int, language: String?, fellBack: Bool
    ) throws {
        var french = StringCatalog(sourceLanguage: "en")
        french.strings["Decrease quantity"] = CatalogEntry(localizations: [
            "fr": CatalogLocalization(stringUnit: StringUnit(value: "Diminuer la quantité")),
        ])
        let localizer = Localizer(catalog: french, name: "app").layered(over: Localizer(catalog: Self.library, name: "library"))
        let requested = try LocaleID(locale)
        let resolution = try localizer.resolve("Decrease quantity", locale: requested)
        #expect(resolution.text == text)
        #expect(resolution.source?.layer == layer)
        #expect(resolution.source?.language == language)
        #expect(resolution.events == (fellBack ? [.languageFallback(requested: requested, used: "en")] : []))
    }

    @Test func aNamedTableIsSearchedInEveryLayer() throws {
        let app = Localizer(tables: ["Shop": Self.app], name: "app").layered(over: Localizer(catalog: Self.library, name: "library"))
        #expect(try app.resolve("Decrease quantity", table: "Localizable", locale: es()).text == "Reducir cantidad")
        #expect(try app.resolve("Copies", table: "Shop", locale: es()).text == "Copias")
        let missing = try app.resolve("Decrease quantity", table: "Shop", locale: es())
        #expect(missing.text == "Decrease quantity")
        #expect(missing.source == nil)
        #expect(missing.events == [.missingKey(table: "Shop")])
    }

    @Test func layeringKeepsBothLocalizersUnchanged() throws {
        let library = Localizer(catalog: Self.library, name: "library")
        _ = Localizer(catalog: Self.app, name: "app").layered(over: library)
        #expect(library.layerNames == ["library"])
        #expect(try library.string("Add to cart", locale: es()) == "Añadir al carrito")
    }

    @Test func readsCatalogFilesNamedAfterTheirTables() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layered-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let shop = directory.appendingPathComponent("Shop.xcstrings")
        let library = directory.appendingPathComponent("Localizable.xcstrings")
        try Self.app.write(to: shop)
        try Self.library.write(to: library)
        let localizer = try Localizer(contentsOf: [shop, library], name: "files")
        #expect(localizer.tableNames == ["Shop", "Localizable"])
        #expect(try localizer.resolve("Add to cart", locale: es()).source
            == LocalizationSource(table: "Shop", layer: 0, layerName: "files", language: "es"))
        #expect(throws: CatalogReadError.self) {
            try Localizer(contentsOf: [directory.appendingPathComponent("Missing.xcstrings")])
        }
    }

    // MARK: - What happened

    @Test func reportsAMissingKeyWithoutLoggingIt() throws {
        let resolution = try Self.localizer.resolve("Checkout", locale: es())
        #expect(resolution.text == "Checkout")
        #expect(resolution.isMissingKey)
        #expect(resolution.events == [.missingKey(table: nil)])
        #expect(Self.localizer.diagnostics.all.isEmpty)
    }

    @Test func reportsAFallbackToTheSourceLanguage() throws {
        let spanish = try es()
        let resolution = try Self.localizer.resolve("Only in English", locale: spanish)
        #expect(resolution.text == "Only in English")
        #expect(resolution.events == [.languageFallback(requested: spanish, used: "en")])
        #expect(resolution.source?.language == "en")
        // The source language itself is no fallback, nor is es_MX → es.
        #expect(try Self.localizer.resolve("Only in English", locale: LocaleID("en_GB")).events.isEmpty)
        #expect(try Self.localizer.resolve("Copies", locale: LocaleID("es_MX")).events.isEmpty)
    }

    @Test func reportsAKeyShownAsSourceTextInAnotherLanguage() throws {
        let french = try LocaleID("fr")
        let resolution = try Self.localizer.resolve("%lld photos", 2, locale: french)
        #expect(resolution.text == "2 photos")
        #expect(resolution.source?.language == nil)
        #expect(resolution.events == [.languageFallback(requested: french, used: "en")])
    }

    @Test(arguments: [
        (1, "1 foto", [LocalizationEvent]()),
        (5, "5 fotos", []),
        // CLDR's Spanish `many`, which the translation lacks: `other` is shown, and said so.
        (1_000_000, "1000000 fotos", [.pluralFallback(argument: 1, category: .many, used: .other)]),
    ])
    func reportsAPluralCaseTheVariationLacks(count: Int, text: String, events: [LocalizationEvent]) throws {
        let resolution = try Self.localizer.resolve("%lld photos", count, locale: es())
        #expect(resolution.text == text)
        #expect(resolution.events == events)
    }

    @Test func eventsReadAsOneLine() throws {
        #expect(LocalizationEvent.missingKey(table: "Shop").description == "missing key in table Shop")
        #expect(LocalizationEvent.languageFallback(requested: try es(), used: "en").description == "no translation for es_ES; showing en")
        #expect(LocalizationEvent.pluralFallback(argument: 1, category: .many, used: .other).description
            == "argument 1 is many, which the variation lacks; showing other")
        #expect(LocalizationEvent.pluralFallback(argument: 2, category: .few, used: .other, substitution: "files").description
            == "argument 2 is few, which the variation %#@files@ lacks; showing other")
    }

    // MARK: - Arguments without wrapping

    @Test func takesIntegerVariablesOfEveryWidth() throws {
        let spanish = try es()
        let count = 3
        #expect(try Self.localizer.string("%lld items in cart", count, locale: spanish) == "3 artículos en el carrito")
        #expect(try Self.localizer.string("%lld items in cart", Int64(1_000_000), locale: spanish) == "1000000 de artículos en el carrito")
        #expect(try Self.localizer.string("%lld items in cart", UInt8(1), locale: spanish) == "1 artículo en el carrito")
        #expect(try Self.localizer.string("%lld items in cart", .integer(count), locale: spanish) == "3 artículos en el carrito")
        #expect(try Self.localizer.string("%lld items in cart", 2, locale: spanish) == "2 artículos en el carrito")
    }

    @Test func takesNumbersMoneyAndText() throws {
        let spanish = try es()
        let distance = 2.5
        let exact = try decimal("2.25")
        let name: String = "Ana"
        let total = try Money("1234.5", .eur)
        #expect(try Self.localizer.string("%.1f km", distance, locale: spanish) == "2,5 km")
        #expect(try Self.localizer.string("%.1f km", Float(0.5), locale: spanish) == "0,5 km")
        #expect(try Self.localizer.string("%.1f km", exact, locale: spanish) == "2,2 km")   // exact half-even rounding
        #expect(try Self.localizer.string("Hello %@", name, locale: spanish) == "Hola Ana")
        #expect(try Self.localizer.string("Hello %@", name.dropFirst(), locale: spanish) == "Hola na")
        #expect(try Self.localizer.string("Total: %@", total, locale: spanish) == "Total: 1234,50\u{A0}€")
        #expect(try Self.localizer.string("Total: %@", total, locale: LocaleID("en_US")) == "Total: €1,234.50")
    }

    @Test func takesAnArrayOfValues() throws {
        let spanish = try es()
        let values: [any LocalizationValue] = [3]
        #expect(try Self.localizer.resolve("%lld items in cart", arguments: values.map { $0.localizationArgument(in: spanish) },
                                           locale: spanish).text == "3 artículos en el carrito")
    }

    // MARK: - Pseudo-locales

    @Test(arguments: [
        // The source text (English `other`), accented, expanded for its 14 template characters, bounded.
        ("%lld items in cart", 3, LocaleID.pseudoAccents, "[3 îţȩɱš îñ çáŕţ öñȩ ţŵö ţĥŕȩȩ]"),
        ("%lld items in cart", 1, .pseudoAccents, "[1 îţȩɱ îñ çáŕţ öñȩ ţŵö ţĥŕȩ]"),
        // Digits are grouped only as `%lld` groups them: never reversed, never accented.
        ("%lld items in cart", 1234, .pseudoBidi, "\u{200F}1234 \u{200F}\u{202E}items\u{202C}\u{200F} \u{200F}\u{202E}in\u{202C}\u{200F} \u{200F}\u{202E}cart\u{202C}\u{200F}\u{200F}"),
        ("%lld items in cart", 1, .pseudoBidi, "\u{200F}1 \u{200F}\u{202E}item\u{202C}\u{200F} \u{200F}\u{202E}in\u{202C}\u{200F} \u{200F}\u{202E}cart\u{202C}\u{200F}\u{200F}"),
    ])
    func resolvesPseudoLocalesFromTheSourceLanguage(key: String, count: Int, locale: LocaleID, expected: String) throws {
        let resolution = try Self.localizer.resolve(key, count, locale: locale)
        #expect(resolution.text == expected)
        #expect(resolution.source?.language == "en")
        #expect(resolution.events.isEmpty)
    }

    @Test func formatsMoneyInAPseudoLocaleAsItsBase() throws {
        let total = try Money("1234.5", .eur)
        #expect(try Self.localizer.string("Total: %@", total, locale: .pseudoAccents) == "[Ţöţáļ: €1,234.50 öñȩ ţŵö ţĥŕȩȩ]")
        #expect(try Self.localizer.string("Total: %@", total, locale: .pseudoBidi) == "\u{200F}\u{200F}\u{202E}Total:\u{202C}\u{200F} €1,234.50\u{200F}")
    }

    @Test func transformsAKeyThatIsTheSourceTextButNotAMissingKey() throws {
        // "%lld photos" has no English localization: its key is the source text, transformed.
        #expect(try Self.localizer.string("%lld photos", 2, locale: .pseudoAccents) == "[2 þĥöţöš öñȩ ţŵö ţĥŕȩȩ]")
        // A missing key stays as it is, so it shows as never localized.
        let missing = try Self.localizer.resolve("Checkout", locale: .pseudoAccents)
        #expect(missing.text == "Checkout")
        #expect(missing.events == [.missingKey(table: nil)])
    }

    /// A text that reads an argument it is not given is an error in a pseudo-locale too: "%@" is never shown.
    @Test func aTextWithoutItsArgumentsIsAnErrorInAPseudoLocaleToo() throws {
        #expect(throws: LocalizationError.self) { try Self.localizer.string("Hello %@", locale: .pseudoAccents) }
        #expect(try Self.localizer.string("Hello %@", "Ana", locale: .pseudoAccents) == "[Ĥȩļļö Ana öñȩ ţŵö ţĥŕ]")
    }
}
