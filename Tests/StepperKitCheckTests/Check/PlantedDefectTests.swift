import Foundation
import Testing
import StepperKitCheck
import TestSupport

/// A catalog written the way Xcode writes an app's — natural-language keys without an English value,
/// identifier keys with one, interpolated keys whose source value varies by plural, "%" that is text —
/// on which the check finds nothing; then each defect a translator plants, found at its key and
/// language and nothing else with it.
struct PlantedDefectTests {
    /// The clean catalog: en source, de, es and ru, each key translated as a careful team would.
    static let clean: [String: String] = [
        // Natural-language keys: the key is the English text (Xcode writes no "en" entry for them).
        "Enable TAK Server": #"{ "localizations" : { "de" : \#(unit("TAK-Server aktivieren")), "es" : \#(unit("Activar servidor TAK")), "ru" : \#(unit("Включить сервер TAK")) } }"#,
        "Metrics": #"{ "localizations" : { "de" : \#(unit("Messwerte")), "es" : \#(unit("Métricas")), "ru" : \#(unit("Показатели")) } }"#,
        // A key without interpolations is shown as written: its "%" is text, in every language.
        "Orphaned file search is not 100% accurate": #"{ "localizations" : { "de" : \#(unit("Die Suche ist nicht zu 100 % genau")), "es" : \#(unit("La búsqueda no es 100 % precisa")), "ru" : \#(unit("Поиск точен не на 100 %")) } }"#,
        "Battery Level %": #"{ "localizations" : { "de" : \#(unit("Akkustand %")), "es" : \#(unit("Nivel de batería %")), "ru" : \#(unit("Заряд %")) } }"#,
        // A name every language keeps.
        "DuckDuckGo": #"{ "localizations" : { "de" : \#(unit("DuckDuckGo")), "es" : \#(unit("DuckDuckGo")), "ru" : \#(unit("DuckDuckGo")) } }"#,
        // An identifier key with its English value.
        "pod.status.title": #"{ "localizations" : { "en" : \#(unit("Pod Status")), "de" : \#(unit("Pod-Status")), "es" : \#(unit("Estado del pod")), "ru" : \#(unit("Состояние модуля")) } }"#,
        // The key's interpolations are the arguments: "%2$@" inside the plural substitution is the key's second.
        "account.label.followers %lld %@": #"""
            { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@followers@" }, "substitutions" : { "followers" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : \#(unit("%arg follower of %2$@")), "other" : \#(unit("%arg followers of %2$@")) } } } } },
              "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@followers@" }, "substitutions" : { "followers" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : \#(unit("%arg Follower von %2$@")), "other" : \#(unit("%arg Follower von %2$@")) } } } } },
              "es" : { "stringUnit" : { "state" : "translated", "value" : "%#@followers@" }, "substitutions" : { "followers" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : \#(unit("%arg seguidor de %2$@")), "many" : \#(unit("%arg de seguidores de %2$@")), "other" : \#(unit("%arg seguidores de %2$@")) } } } } },
              "ru" : { "stringUnit" : { "state" : "translated", "value" : "%#@followers@" }, "substitutions" : { "followers" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : \#(unit("%arg подписчик %2$@")), "few" : \#(unit("%arg подписчика %2$@")), "many" : \#(unit("%arg подписчиков %2$@")), "other" : \#(unit("%arg подписчика %2$@")) } } } } }
            } }
            """#,
        // English "one" without the number is right: "one" is 1 alone in English.
        "%lld days": #"""
            { "localizations" : {
              "en" : { "variations" : { "plural" : { "one" : \#(unit("Every day")), "other" : \#(unit("Every %lld days")) } } },
              "de" : { "variations" : { "plural" : { "one" : \#(unit("Jeden Tag")), "other" : \#(unit("Alle %lld Tage")) } } },
              "es" : { "variations" : { "plural" : { "one" : \#(unit("Cada día")), "many" : \#(unit("Cada %lld de días")), "other" : \#(unit("Cada %lld días")) } } },
              "ru" : { "variations" : { "plural" : { "one" : \#(unit("Каждый %lld день")), "few" : \#(unit("Каждые %lld дня")), "many" : \#(unit("Каждые %lld дней")), "other" : \#(unit("Каждые %lld дня")) } } }
            } }
            """#,
        "%lld items selected": #"""
            { "localizations" : {
              "en" : { "variations" : { "plural" : { "one" : \#(unit("%lld item selected")), "other" : \#(unit("%lld items selected")) } } },
              "de" : { "variations" : { "plural" : { "one" : \#(unit("%lld Artikel ausgewählt")), "other" : \#(unit("%lld Artikel ausgewählt")) } } },
              "es" : { "variations" : { "plural" : { "one" : \#(unit("%lld artículo seleccionado")), "many" : \#(unit("%lld de artículos seleccionados")), "other" : \#(unit("%lld artículos seleccionados")) } } },
              "ru" : { "variations" : { "plural" : { "one" : \#(unit("%lld товар выбран")), "few" : \#(unit("%lld товара выбрано")), "many" : \#(unit("%lld товаров выбрано")), "other" : \#(unit("%lld товара выбрано")) } } }
            } }
            """#,
        "Hello %@": #"{ "localizations" : { "de" : \#(unit("Hallo %@")), "es" : \#(unit("Hola %@")), "ru" : \#(unit("Привет, %@")) } }"#,
        "Save changes": #"{ "localizations" : { "de" : \#(unit("Änderungen sichern")), "es" : \#(unit("Guardar cambios")), "ru" : \#(unit("Сохранить изменения")) } }"#,
        "Checkout": #"{ "localizations" : { "de" : \#(unit("Zur Kasse")), "es" : \#(unit("Pagar")), "ru" : \#(unit("Оформить")) } }"#,
    ]

    static func unit(_ value: String, state: String = "translated") -> String {
        #"{ "stringUnit" : { "state" : "\#(state)", "value" : "\#(value)" } }"#
    }

    /// The catalog with some entries replaced.
    static func catalog(replacing changes: [String: String] = [:]) -> String {
        let entries = clean.merging(changes) { _, new in new }
        let body = entries.keys.sorted().map { key in "    \"\(key)\" : \(entries[key] ?? "{}")" }.joined(separator: ",\n")
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(body)\n  },\n  \"version\" : \"1.0\"\n}"
    }

    static func check(_ text: String) async throws -> [Diagnostic] {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appending(path: "Localizable.xcstrings").path
        try Data(text.utf8).write(to: URL(filePath: path))
        return try await CatalogCheck(CheckConfiguration()).run(catalogsAt: [path]).findings
    }

    @Test func theCleanCatalogHasNoFinding() async throws {
        let findings = try await Self.check(Self.catalog())
        #expect(findings.map(\.description) == [])
    }

    /// Each planted defect, and the one finding it gives: rule, key, language and what the message names.
    @Test(arguments: [
        ("a dropped %lld in other", "%lld items selected", #"""
            { "localizations" : {
              "en" : { "variations" : { "plural" : { "one" : \#(unit("%lld item selected")), "other" : \#(unit("%lld items selected")) } } },
              "de" : { "variations" : { "plural" : { "one" : \#(unit("%lld Artikel ausgewählt")), "other" : \#(unit("%lld Artikel ausgewählt")) } } },
              "es" : { "variations" : { "plural" : { "one" : \#(unit("%lld artículo seleccionado")), "many" : \#(unit("%lld de artículos seleccionados")), "other" : \#(unit("artículos seleccionados")) } } },
              "ru" : { "variations" : { "plural" : { "one" : \#(unit("%lld товар выбран")), "few" : \#(unit("%lld товара выбрано")), "many" : \#(unit("%lld товаров выбрано")), "other" : \#(unit("%lld товара выбрано")) } } }
            } }
            """#, "dropped-number", "es", "reads wrong for"),
        ("%@ turned into %d", "Hello %@", #"{ "localizations" : { "de" : \#(unit("Hallo %@")), "es" : \#(unit("Hola %d")), "ru" : \#(unit("Привет, %@")) } }"#,
         "specifier-mismatch", "es", "reads argument 1 as %d, but the source has %@"),
        ("an empty value", "Checkout", #"{ "localizations" : { "de" : \#(unit("")), "es" : \#(unit("Pagar")), "ru" : \#(unit("Оформить")) } }"#,
         "empty-value", "de", "the value is empty"),
        ("a plural variation without other", "%lld days", #"""
            { "localizations" : {
              "en" : { "variations" : { "plural" : { "one" : \#(unit("Every day")), "other" : \#(unit("Every %lld days")) } } },
              "de" : { "variations" : { "plural" : { "one" : \#(unit("Jeden Tag")), "other" : \#(unit("Alle %lld Tage")) } } },
              "es" : { "variations" : { "plural" : { "one" : \#(unit("Cada día")), "many" : \#(unit("Cada %lld de días")), "other" : \#(unit("Cada %lld días")) } } },
              "ru" : { "variations" : { "plural" : { "one" : \#(unit("Каждый %lld день")), "few" : \#(unit("Каждые %lld дня")), "many" : \#(unit("Каждые %lld дней")) } } }
            } }
            """#, "missing-plural-category", "ru", "lacks the plural category \"other\""),
        ("a plural variation without many", "%lld days", #"""
            { "localizations" : {
              "en" : { "variations" : { "plural" : { "one" : \#(unit("Every day")), "other" : \#(unit("Every %lld days")) } } },
              "de" : { "variations" : { "plural" : { "one" : \#(unit("Jeden Tag")), "other" : \#(unit("Alle %lld Tage")) } } },
              "es" : { "variations" : { "plural" : { "one" : \#(unit("Cada día")), "other" : \#(unit("Cada %lld días")) } } },
              "ru" : { "variations" : { "plural" : { "one" : \#(unit("Каждый %lld день")), "few" : \#(unit("Каждые %lld дня")), "many" : \#(unit("Каждые %lld дней")), "other" : \#(unit("Каждые %lld дня")) } } }
            } }
            """#, "missing-plural-category", "es", "lacks the plural category \"many\""),
        ("a value left in English, marked translated", "Save changes",
         #"{ "localizations" : { "de" : \#(unit("Save changes")), "es" : \#(unit("Guardar cambios")), "ru" : \#(unit("Сохранить изменения")) } }"#,
         "same-as-source", "de", "is the en text \"Save changes\" itself"),
        ("%2$@ where the call site passes one argument", "Hello %@",
         #"{ "localizations" : { "de" : \#(unit("Hallo %@")), "es" : \#(unit("Hola %2$@")), "ru" : \#(unit("Привет, %@")) } }"#,
         "specifier-mismatch", "es", "reads argument 2 (%2$@), which the source does not have"),
        ("Russian one without its number", "%lld days", #"""
            { "localizations" : {
              "en" : { "variations" : { "plural" : { "one" : \#(unit("Every day")), "other" : \#(unit("Every %lld days")) } } },
              "de" : { "variations" : { "plural" : { "one" : \#(unit("Jeden Tag")), "other" : \#(unit("Alle %lld Tage")) } } },
              "es" : { "variations" : { "plural" : { "one" : \#(unit("Cada día")), "many" : \#(unit("Cada %lld de días")), "other" : \#(unit("Cada %lld días")) } } },
              "ru" : { "variations" : { "plural" : { "one" : \#(unit("Каждый день")), "few" : \#(unit("Каждые %lld дня")), "many" : \#(unit("Каждые %lld дней")), "other" : \#(unit("Каждые %lld дня")) } } }
            } }
            """#, "dropped-number", "ru", "reads wrong for 21"),
        ("an identifier key without any value", "settings.title", #"{ "localizations" : { } }"#,
         "raw-key", "en", "shows the key \"settings.title\" as text"),
        ("a translation without the source's leading line break", "Metrics",
         #"{ "localizations" : { "en" : \#(unit("\\nMetrics")), "de" : \#(unit("\\nMesswerte")), "es" : \#(unit("Métricas")), "ru" : \#(unit("\\nПоказатели")) } }"#,
         "whitespace-mismatch", "es", "starts with no line break where the source starts with a line break"),
        ("a translation far wider than its source in the same place", "Checkout",
         #"{ "localizations" : { "de" : \#(unit("Zur Kasse gehen und die Bestellung jetzt bezahlen")), "es" : \#(unit("Pagar")), "ru" : \#(unit("Оформить")) } }"#,
         "expansion", "de", "where a translation of 8 characters is allowed 3×"),
        ("a specifier in a translation of a key without arguments", "Save changes",
         #"{ "localizations" : { "de" : \#(unit("Änderungen sichern")), "es" : \#(unit("Guardar cambios")), "ru" : \#(unit("Сохранить %1$@")) } }"#,
         "specifier-mismatch", "ru", #"shows "%1$@" as text: the key passes no arguments"#),
        ("a .strings escape left in a value", "Save changes",
         #"{ "localizations" : { "de" : \#(unit("Änderungen\\\\nsichern")), "es" : \#(unit("Guardar cambios")), "ru" : \#(unit("Сохранить изменения")) } }"#,
         "literal-escape", "de", #"shows "\n" where a line break was meant"#),
        ("a Russian copy of the English in capitals", "Checkout",
         #"{ "localizations" : { "de" : \#(unit("Zur Kasse")), "es" : \#(unit("Pagar")), "ru" : \#(unit("CHECKOUT")) } }"#,
         "same-as-source", "ru", "is the en text \"CHECKOUT\" in other capitals"),
        ("%@ typed backwards in right-to-left text", "Hello %@",
         #"{ "localizations" : { "de" : \#(unit("Hallo %@")), "es" : \#(unit("Hola %@")), "ru" : \#(unit("@%: Привет")) } }"#,
         "invalid-specifier", "ru", #"("@%" looks like "%@" typed backwards in right-to-left text)"#),
    ] as [(String, String, String, String, String, String)])
    func eachPlantedDefectIsFoundAloneAtItsKeyAndLanguage(
        name: String, key: String, entry: String, rule: String, language: String, message: String
    ) async throws {
        let findings = try await Self.check(Self.catalog(replacing: [key: entry]))
        #expect(findings.count == 1, "\(name): \(findings.map(\.description))")
        let finding = try #require(findings.first)
        #expect(finding.rule.identifier == rule, "\(name)")
        #expect(finding.key == key, "\(name)")
        #expect(finding.language == language, "\(name)")
        #expect(finding.message.contains(message), "\(name): \(finding.message)")
        #expect(finding.location.file?.hasSuffix("Localizable.xcstrings") == true && (finding.location.line ?? 0) > 1)
    }

    /// A key that is English text and has no English value is the English text in every language that
    /// lacks a translation: a missing translation there, never a raw key.
    @Test func aNaturalKeyWithoutEnglishIsAMissingTranslationNotARawKey() async throws {
        let findings = try await Self.check(Self.catalog(replacing: [
            "Enable TAK Server": #"{ "localizations" : { "de" : \#(Self.unit("TAK-Server aktivieren")), "es" : \#(Self.unit("Activar servidor TAK")) } }"#,
        ]))
        #expect(findings.map { "\($0.rule) \($0.key ?? "") \($0.language ?? "")" } == ["missing-translation Enable TAK Server ru"])
        #expect(findings.first?.message == "has no ru translation: ru users see \"Enable TAK Server\"")
    }

    /// What is not a defect of an Xcode-written catalog: a key the code no longer uses (only its stale note),
    /// a file's name as a key, an address every language writes alike.
    @Test func staleKeysFileNamesAndAddressesAreNotDefects() async throws {
        let findings = try await Self.check(Self.catalog(replacing: [
            // Stale, with a value that would be a specifier error and missing languages: nothing shows it.
            "Old greeting %@": #"{ "extractionState" : "stale", "localizations" : { "es" : \#(Self.unit("Hola %d")) } }"#,
            // Monolingual's menu items name files; an identifier would be a raw key.
            "LICENSE.txt": #"{ "localizations" : { "de" : \#(Self.unit("LICENSE.txt")), "es" : \#(Self.unit("LICENSE.txt")), "ru" : \#(Self.unit("LICENSE.txt")) } }"#,
            // Lock-Watcher's placeholders: nothing to translate.
            "user@example.com": "{ }",
            "example.com": "{ }",
        ]))
        #expect(findings.map { "\($0.rule) \($0.key ?? "") \($0.language ?? "-")" } == ["stale Old greeting %@ -"])
    }

    /// A name no language translates ("macOS") is a note where a translation is missing, not a warning; an
    /// escape in a key that is its own source text is said for the source language.
    @Test func namesAreNotesAndTheKeysOwnEscapesAreFound() async throws {
        let findings = try await Self.check(Self.catalog(replacing: [
            "macOS": "{ }",
            // JSON text: "\\\\n" in Swift is "\\n" in the file, a backslash and an n in the catalog.
            "Line one.\\\\nLine two.": #"{ "localizations" : { "de" : \#(Self.unit("Zeile eins.\\\\nZeile zwei.")), "es" : \#(Self.unit("Línea uno. Línea dos.")), "ru" : \#(Self.unit("Строка один. Строка два.")) } }"#,
        ]))
        let seen = findings.map { "\($0.severity) \($0.rule) \($0.key ?? "") \($0.language ?? "-")" }.sorted()
        #expect(seen == [
            #"note missing-translation macOS de"#, #"note missing-translation macOS es"#, #"note missing-translation macOS ru"#,
            #"warning literal-escape Line one.\nLine two. de"#, #"warning literal-escape Line one.\nLine two. en"#,
        ], "\(findings.map(\.description))")
    }
}
