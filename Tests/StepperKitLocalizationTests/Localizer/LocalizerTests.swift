import Foundation
import Testing
import StepperKitLocalization

/// Lookups: fallback chain, CLDR plurals of the displayed number, substitutions, devices, errors.
struct LocalizerTests {
    static let fixture = Localizer(catalog: try! StringCatalog(bytes: Fixtures.bytes(Fixtures.everyConstruct)))

    private func string(_ localizer: Localizer, _ key: String, _ arguments: [LocalizationArgument], _ locale: String,
                        device: DeviceClass = .other) throws -> String {
        try localizer.string(key, arguments: arguments, locale: LocaleID(locale), device: device)
    }

    // MARK: - Fallback chain

    @Test(arguments: [
        ("es_ES", "Añadir"),
        ("es", "Añadir"),
        ("es_MX", "Agregar"),   // es_MX → es_419
        ("es_419", "Agregar"),
        ("zh_Hans_CN", "添加"),
        ("zh_Hant_TW", "加入"),
        ("de", "Add"),          // no German: the key, which is the source text
    ])
    func followsTheLocalesFallbackChain(locale: String, expected: String) throws {
        #expect(try string(Self.fixture, "Add", [], locale) == expected)
    }

    // MARK: - Plurals, substitutions, devices

    @Test(arguments: [
        ("%lld items", [0], "en", "No items"),                         // `zero` for the value 0 when present
        ("%lld items", [0], "es", "Ningún artículo"),
        ("%#@items@ in %#@bags@", [1, 3], "en", "1 item in 3 bags"),   // argNum 1 and 2
        ("%#@items@ in %#@bags@", [1_000_000, 1], "es", "1000000 de artículos en 1 bolsa"),
        ("%@ has %#@photos@", ["Ana", 1], "en", "Ana has 1 photo"),    // no argNum: the next argument
        ("%@ has %#@photos@", ["Ana", 0], "en", "Ana has no photos"),
        ("%@ has %#@photos@", ["Ana", 5], "es", "Ana tiene 5 fotos"),
        ("Tap to add", [2], "en", "Add 2"),                            // device other → plural
        ("Tap to add", [1_000_000], "es", "Añadir 1000000"),
        ("Create a document in ${applicationName}", [], "es", "Crear un documento en ${applicationName}"),
        ("StepperKit", [], "es", "StepperKit"),                        // shouldTranslate: false
        ("Old label", [], "es", "Etiqueta antigua"),                    // stale values are still shown
    ] as [(String, [LocalizationArgument], String, String)])
    func resolvesVariationsAndSubstitutions(key: String, arguments: [LocalizationArgument], locale: String, expected: String) throws {
        #expect(try string(Self.fixture, key, arguments, locale) == expected)
    }

    @Test(arguments: [
        (DeviceClass.mac, "en", "Click to add"),
        (.iPhone, "es", "Toca para añadir"),
        (.iPad, "en", "Add 1"),   // no iPad case: `other`
    ])
    func picksTheRequestedDevice(device: DeviceClass, locale: String, expected: String) throws {
        #expect(try string(Self.fixture, "Tap to add", [1], locale, device: device) == expected)
    }

    @Test(arguments: [
        ("en", 1.0, "1.0 kilometers"),   // English `one` needs no visible fraction digits
        ("en", 1.5, "1.5 kilometers"),
        ("es", 1.0, "1,0 kilómetro"),    // Spanish `one` is n = 1, 1.0 included
        ("es", 2.5, "2,5 kilómetros"),
    ])
    func choosesThePluralOfTheDisplayedNumber(locale: String, value: Double, expected: String) throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.strings["%.1f km"] = CatalogEntry(localizations: [
            "en": CatalogLocalization(variations: Variations(plural: [
                .one: VariationCase(stringUnit: StringUnit(value: "%.1f kilometer")),
                .other: VariationCase(stringUnit: StringUnit(value: "%.1f kilometers")),
            ])),
            "es": CatalogLocalization(variations: Variations(plural: [
                .one: VariationCase(stringUnit: StringUnit(value: "%.1f kilómetro")),
                .other: VariationCase(stringUnit: StringUnit(value: "%.1f kilómetros")),
            ])),
        ])
        #expect(try string(Localizer(catalog: catalog), "%.1f km", [.double(value)], locale) == expected)
        #expect(try string(Localizer(catalog: catalog), "%.1f km", [.decimal(Decimal(value))], locale) == expected)
    }

    // MARK: - Missing keys and errors

    @Test func returnsAMissingKeyAndRecordsItOnce() throws {
        let localizer = Localizer(catalog: StringCatalog(sourceLanguage: "en"))
        #expect(try string(localizer, "Checkout", [], "es") == "Checkout")
        #expect(try string(localizer, "Checkout", [], "es") == "Checkout")
        #expect(try string(localizer, "Hello %@", ["Ana"], "es") == "Hello Ana")   // the key is the format
        #expect(localizer.diagnostics.all == [
            LocalizationDiagnostic(kind: .missingKey, key: "Checkout", table: nil, locale: try LocaleID("es")),
            LocalizationDiagnostic(kind: .missingKey, key: "Hello %@", table: nil, locale: try LocaleID("es")),
        ])
        localizer.diagnostics.removeAll()
        #expect(localizer.diagnostics.all.isEmpty)
    }

    @Test(arguments: [
        ("%lld items", ["three"], LocalizationError.Reason.argumentTypeMismatch(position: 1, specifier: "%lld", argument: "three")),
        ("%@ has %#@photos@", [1, 2], .argumentTypeMismatch(position: 1, specifier: "%@", argument: 1)),
        ("%#@items@ in %#@bags@", [1], .missingArgument(position: 2, specifier: "%#@bags@", given: 1)),
        ("%lld items", [], .missingArgument(position: 1, specifier: "%lld", given: 0)),
        ("%@ has %#@photos@", ["Ana", "many"], .argumentTypeMismatch(position: 2, specifier: "%lld", argument: "many")),
    ] as [(String, [LocalizationArgument], LocalizationError.Reason)])
    func throwsWhenAnArgumentDoesNotFit(key: String, arguments: [LocalizationArgument], reason: LocalizationError.Reason) {
        #expect(throws: LocalizationError(key: key, language: "es", reason: reason)) {
            try string(Self.fixture, key, arguments, "es")
        }
    }

    // "%s" with nothing to fill it is an error, never the raw specifier on screen.
    @Test(arguments: ["Hello %s", "Hello %@"])
    func aSpecifierWithoutItsArgumentIsAnError(key: String) throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.strings[key] = CatalogEntry()
        let localizer = Localizer(catalog: catalog)
        // The key has no localization, so the key itself is the text.
        #expect(throws: LocalizationError(key: key, language: "key", reason: .missingArgument(position: 1, specifier: String(key.suffix(2)), given: 0))) {
            try string(localizer, key, [], "en")
        }
        #expect(try string(localizer, key, ["Ana"], "en") == "Hello Ana")
    }

    // A plural substitution shown with %@ still varies by a number; text is "not a number", in plain English.
    @Test func aPluralThatGetsTextSaysItNeedsANumber() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        let cases: OrderedMembers<PluralCategory, VariationCase> = [
            .one: VariationCase(stringUnit: StringUnit(value: "%arg item")), .other: VariationCase(stringUnit: StringUnit(value: "%arg items")),
        ]
        catalog.strings["%#@n@"] = CatalogEntry(localizations: ["en": CatalogLocalization(
            stringUnit: StringUnit(value: "%#@n@"),
            substitutions: ["n": Substitution(argNum: 1, formatSpecifier: "@", variations: Variations(plural: cases))])])
        let localizer = Localizer(catalog: catalog)
        do {
            _ = try string(localizer, "%#@n@", ["abc"], "en")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == #""%#@n@" (en): the plural variation varies by argument 1, which is not a number"#)
        }
    }

    @Test func explainsAMismatchInOneLine() {
        do {
            _ = try string(Self.fixture, "%lld items", ["three"], "es")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == #""%lld items" (es): argument 1 is text "three", but %lld needs an integer"#)
        }
    }

    @Test func showsABrokenValueAsWrittenWithoutArgumentsAndFailsWithThem() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.strings["Save %lld%%"] = CatalogEntry(localizations: ["es": CatalogLocalization(stringUnit: StringUnit(value: "Ahorra %lld%"))])
        let localizer = Localizer(catalog: catalog)
        #expect(try string(localizer, "Save %lld%%", [], "es") == "Ahorra %lld%")
        #expect(throws: LocalizationError(key: "Save %lld%%", language: "es", reason: .invalidFormat(
            FormatStringError(text: "Ahorra %lld%", reason: .danglingPercent, position: 11)))) {
            try string(localizer, "Save %lld%%", [5], "es")
        }
        #expect(try string(localizer, "Save %lld%%", [5], "en") == "Save 5%")
    }

    @Test func listsTheArgumentTypesAKeyReads() throws {
        #expect(try Self.fixture.argumentTypes(for: "%#@items@ in %#@bags@", locale: LocaleID("es")) == [.integer, .integer])
        #expect(try Self.fixture.argumentTypes(for: "%@ has %#@photos@", locale: LocaleID("en")) == [.object, .integer])
        #expect(try Self.fixture.argumentTypes(for: "Unknown %2$f", locale: LocaleID("en")) == [nil, .floating])
    }
}
