import Foundation
import Testing
import StepperKitLocalization

/// Each rule's findings, asserted exactly: rule, severity, path and message.
struct CatalogLinterTests {
    /// A finding as the tests spell it.
    struct Expected: Hashable, CustomStringConvertible {
        let rule: String
        let severity: DiagnosticSeverity
        let path: String
        let message: String

        init(_ rule: DiagnosticRule, _ path: String, _ message: String, severity: DiagnosticSeverity? = nil) {
            self.rule = rule.identifier
            self.severity = severity ?? rule.severity
            self.path = path
            self.message = message
        }

        init(_ finding: Diagnostic) {
            rule = finding.rule.identifier
            severity = finding.severity
            path = finding.location.catalogPath?.description ?? ""
            message = finding.message
        }

        var description: String { "\(severity) [\(rule)] \(path): \(message)" }
    }

    /// One key with an optional English source localization and translations.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let key: String
        var entry = CatalogEntry()
        var languages = ["en", "es"]
        let expected: [Expected]
        var testDescription: String { name }

        init(_ name: String, key: String, languages: [String] = ["en", "es"],
             _ localizations: OrderedMembers<String, CatalogLocalization>? = nil, entry: CatalogEntry = CatalogEntry(),
             expected: [Expected]) {
            self.name = name
            self.key = key
            self.entry = entry
            if let localizations { self.entry.localizations = localizations }
            self.languages = languages
            self.expected = expected
        }
    }

    static func unit(_ value: String, _ state: TranslationState = .translated) -> CatalogLocalization {
        CatalogLocalization(stringUnit: StringUnit(state: state, value: value))
    }

    static func plural(_ cases: OrderedMembers<PluralCategory, String>) -> CatalogLocalization {
        CatalogLocalization(variations: Variations(plural: cases.mapValues { VariationCase(stringUnit: StringUnit(value: $0)) }))
    }

    static func path(_ key: String, _ rest: String) -> String {
        "strings › \"\(key)\" › localizations › " + rest
    }

    static let cases: [Case] = [
        Case("missing translation", key: "Add", expected: [
            Expected(.missingTranslation, path("Add", "es"), "not translated into es"),
        ]),
        Case("nothing to translate when shouldTranslate is false", key: "StepperKit", entry: CatalogEntry(shouldTranslate: false),
             expected: []),
        Case("nothing to translate for the empty key", key: "", expected: []),
        Case("a type mismatch", key: "Hello %@", ["es": unit("Hola %lld")], expected: [
            Expected(.specifierMismatch, path("Hello %@", "es › stringUnit › value"), "reads argument 1 as %lld, but the source has %@"),
        ]),
        Case("an extra argument", key: "Hello %@", ["es": unit("Hola %@ %@")], expected: [
            Expected(.specifierMismatch, path("Hello %@", "es › stringUnit › value"), "reads argument 2 (%@), which the source does not have"),
        ]),
        Case("a dropped argument", key: "Hello %@", ["es": unit("Hola")], expected: [
            Expected(.specifierMismatch, path("Hello %@", "es › stringUnit › value"), "drops argument 1 (%@) of the source"),
        ]),
        Case("a lost %% becomes a specifier", key: "%lld%% off", ["es": unit("%lld% de descuento")], expected: [
            Expected(.specifierMismatch, path("%lld%% off", "es › stringUnit › value"),
                     "reads argument 2 (% d), which the source does not have; has 0 \"%%\" where the source has 1; a lone \"%\" is read as a specifier"),
        ]),
        Case("arguments swapped without positions", key: "%@ bought %lld", ["es": unit("%lld compró %@")], expected: [
            Expected(.specifierMismatch, path("%@ bought %lld", "es › stringUnit › value"),
                     "reads argument 1 as %lld, but the source has %@; reads argument 2 as %@, but the source has %lld"),
        ]),
        Case("arguments swapped with positions are fine", key: "%@ bought %lld", ["es": unit("%2$lld compró %1$@")], expected: []),
        Case("a 32-bit %d for a 64-bit %lld", key: "%lld left", ["es": unit("quedan %d")], expected: [
            Expected(.specifierMismatch, path("%lld left", "es › stringUnit › value"), "reads argument 1 as %d, but the source has %lld"),
        ]),
        Case("one argument read two ways", key: "%@", ["es": unit("%1$@ %1$lld")], expected: [
            Expected(.specifierMismatch, path("%@", "es › stringUnit › value"), "reads argument 1 both as %1$@ and as %1$lld"),
        ]),
        Case("an invalid specifier", key: "Save %lld", ["es": unit("Ahorra %lld%")], expected: [
            Expected(.invalidSpecifier, path("Save %lld", "es › stringUnit › value"),
                     "\"Ahorra %lld%\": a \"%\" ends the text; write \"%%\" for a percent sign"),
        ]),
        // Beyond what a number can hold: the same limit formatting applies, so lint and lookup agree.
        Case("a precision beyond what a number holds", key: "%.1f km", ["es": unit("%.1000f km")], expected: [
            Expected(.invalidSpecifier, path("%.1f km", "es › stringUnit › value"),
                     "\"%.1000f km\": \"%.1000f\" at character 1 asks for more than 20 digits, more than a number can hold; use at most %.20f"),
        ]),
        // The key is the source text when there is no source localization; "100%" stays fine as written.
        Case("a key asking for more digits than a number holds", key: "%.1000f km", languages: ["en"], expected: [
            Expected(.invalidSpecifier, "strings › \"%.1000f km\"",
                     "\"%.1000f km\": \"%.1000f\" at character 1 asks for more than 20 digits, more than a number can hold; use at most %.20f"),
        ]),
        Case("a key with a literal percent", key: "100%", languages: ["en"], expected: []),
        Case("a reference without its substitution", key: "%lld files", ["es": unit("%#@files@")], expected: [
            Expected(.missingSubstitution, path("%lld files", "es › stringUnit › value"),
                     "refers to %#@files@, but the localization has no substitution \"files\""),
        ]),
        Case("a substitution nothing refers to", key: "Files", [
            "es": CatalogLocalization(stringUnit: StringUnit(value: "Archivos"), substitutions: ["n": Substitution(argNum: 1, formatSpecifier: "lld")]),
        ], expected: [
            Expected(.unusedSubstitution, path("Files", "es › substitutions › \"n\""), "no %#@n@ refers to this substitution"),
        ]),
        Case("a plural category Spanish needs", key: "%lld files", ["es": plural([.one: "%lld archivo", .other: "%lld archivos"])], expected: [
            Expected(.missingPluralCategory, path("%lld files", "es › variations › plural"),
                     "lacks the plural category \"many\" that es uses (one, many, other); 1000000 shows the \"other\" text"),
        ]),
        Case("no other case", key: "%lld files", ["es": plural([.one: "%lld archivo", .many: "%lld de archivos"])], expected: [
            Expected(.missingPluralCategory, path("%lld files", "es › variations › plural"),
                     "lacks the plural category \"other\", which every lookup falls back to", severity: .error),
        ]),
        Case("a category Japanese never uses", key: "%lld files", languages: ["en", "ja"], ["ja": plural([.one: "%lld ファイル", .other: "%lld ファイル"])],
             expected: [
            Expected(.unusedPluralCategory, path("%lld files", "ja › variations › plural › one"),
                     "has the plural category \"one\", which ja never uses (other)"),
        ]),
        Case("a Russian one that drops the number", key: "%lld files", languages: ["en", "ru"], [
            "ru": plural([.few: "%lld файла", .many: "%lld файлов", .one: "один файл", .other: "%lld файла"]),
        ], expected: [
            Expected(.droppedNumber, path("%lld files", "ru › variations › plural › one › stringUnit › value"),
                     "the \"one\" case shows no number, but \"one\" covers 1, 21, 31… in ru"),
        ]),
        Case("an English one may spell the number out", key: "%lld files", languages: ["en"], [
            "en": plural([.one: "One file", .other: "%lld files", .zero: "No files"]),
        ], expected: []),
        Case("a French one covers 0 and 1", key: "%lld files", languages: ["en", "fr"], [
            "fr": plural([.many: "%lld de fichiers", .one: "un fichier", .other: "%lld fichiers"]),
        ], expected: [
            Expected(.droppedNumber, path("%lld files", "fr › variations › plural › one › stringUnit › value"),
                     "the \"one\" case shows no number, but \"one\" covers 0, 1… in fr"),
        ]),
        Case("a French one beside a zero case means 1 alone", key: "%lld files", languages: ["en", "fr"], [
            "fr": plural([.many: "%lld de fichiers", .one: "un fichier", .other: "%lld fichiers", .zero: "aucun fichier"]),
        ], expected: []),
        Case("a substitution case that drops its number", key: "%#@files@", languages: ["en", "ru"], [
            "ru": CatalogLocalization(stringUnit: StringUnit(value: "%#@files@"), substitutions: ["files": Substitution(
                formatSpecifier: "lld", variations: Variations(plural: [
                    .few: VariationCase(stringUnit: StringUnit(value: "%arg файла")),
                    .many: VariationCase(stringUnit: StringUnit(value: "%arg файлов")),
                    .one: VariationCase(stringUnit: StringUnit(value: "файл")),
                    .other: VariationCase(stringUnit: StringUnit(value: "%arg файла")),
                ]))]),
        ], expected: [
            Expected(.droppedNumber, path("%#@files@", "ru › substitutions › \"files\" › variations › plural › one › stringUnit › value"),
                     "the \"one\" case shows no number, but \"one\" covers 1, 21, 31… in ru"),
        ]),
        Case("an empty value", key: "Cart", ["es": unit("")], expected: [
            Expected(.emptyValue, path("Cart", "es › stringUnit › value"), "the value is empty"),
        ]),
        Case("values still marked new, needs review or stale", key: "%lld files", languages: ["en", "es"], [
            "en": CatalogLocalization(variations: Variations(plural: [
                .one: VariationCase(stringUnit: StringUnit(state: .new, value: "%lld file")),
                .other: VariationCase(stringUnit: StringUnit(state: .new, value: "%lld files")),
            ])),
            "es": CatalogLocalization(variations: Variations(plural: [
                .many: VariationCase(stringUnit: StringUnit(state: .stale, value: "%lld de archivos")),
                .one: VariationCase(stringUnit: StringUnit(state: .needsReview, value: "%lld archivo")),
                .other: VariationCase(stringUnit: StringUnit(state: .new, value: "%lld archivos")),
            ])),
        ], expected: [
            // The source's values marked new (as Xcode marks a key added by hand) are not reported.
            Expected(.stale, path("%lld files", "es › variations › plural › many › stringUnit › state"), "marked stale"),
            Expected(.needsReview, path("%lld files", "es › variations › plural › one › stringUnit › state"), "marked needs_review"),
            Expected(.stateNew, path("%lld files", "es › variations › plural › other › stringUnit › state"), "marked new (not translated yet)"),
        ]),
        Case("a key without interpolations shows its percent signs as text", key: "Orphaned file search is not 100% accurate", languages: ["en", "es", "fr"], [
            "es": unit("La búsqueda no es 100 % precisa"),
            "fr": unit("Précis à 100 %"),
        ], expected: []),
        Case("the key's interpolations are what the call site passes", key: "account.label.followers %lld %@", [
            "en": unit("%1$lld followers of %2$@"),
            "es": unit("%1$lld seguidores de %3$@"),
        ], expected: [
            Expected(.specifierMismatch, path("account.label.followers %lld %@", "es › stringUnit › value"),
                     "reads argument 3 (%3$@), which the source does not have; drops argument 2 (%@) of the source"),
        ]),
        Case("a key the code no longer uses", key: "Old", ["es": unit("Viejo")], entry: CatalogEntry(extractionState: .stale), expected: [
            Expected(.stale, "strings › \"Old\" › extractionState", "the code no longer uses this key (extraction state stale)"),
        ]),
        Case("the source language's own text is the reference", key: "matches.found", [
            "en": unit("%lld matches in %@"),
            "es": unit("%lld coincidencias en %lld"),
        ], expected: [
            Expected(.specifierMismatch, path("matches.found", "es › stringUnit › value"), "reads argument 2 as %lld, but the source has %@"),
        ]),
    ]

    @Test(arguments: cases)
    func findsExactly(_ testCase: Case) {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.strings[testCase.key] = testCase.entry
        let findings = CatalogLinter(languages: testCase.languages).lint(catalog)
        #expect(findings.map(Expected.init) == testCase.expected)
    }

    @Test func theKitsCatalogsAreClean() throws {
        for name in ["Localizable", "../Sources/StepperKitDemo/Demo"] {
            let url = try #require(KitCatalogURL.url(name))
            let catalog = try StringCatalog(contentsOf: url)
            #expect(CatalogLinter().lint(catalog).isEmpty, "\(name)")
            #expect(CatalogLinter(languages: ["en", "es"]).lint(catalog).isEmpty, "\(name)")
        }
    }

    @Test func findsTheSpanishManyACorpusLikeFileLacks() throws {
        let findings = CatalogLinter().lint(try StringCatalog(bytes: Fixtures.bytes(Fixtures.cart)))
        #expect(findings.map(Expected.init) == [
            Expected(.missingPluralCategory, Self.path("%lld items", "es › variations › plural"),
                     "lacks the plural category \"many\" that es uses (one, many, other); 1000000 shows the \"other\" text"),
        ])
        #expect(findings.first?.description
            == "strings › \"%lld items\" › localizations › es › variations › plural: warning: \"%lld items\" · es: lacks the plural category \"many\" that es uses (one, many, other); 1000000 shows the \"other\" text [missing-plural-category]")
    }

    @Test func checksEveryLanguageOfTheFileByDefault() throws {
        let findings = CatalogLinter().lint(try StringCatalog(bytes: Fixtures.bytes(Fixtures.everyConstruct)))
        // "Add" brings es-419 and the three Chinese languages into the file; every other key lacks them.
        let missing = ["es-419", "zh-Hans", "zh-Hant", "zh-HK"]
        let expected: [String] = ["%@ has %#@photos@", "%#@items@ in %#@bags@", "%lld items"].flatMap { key in
            missing.map { "missing-translation \(key) \($0)" }
        } + missing.map { "missing-translation Create a document in ${applicationName} \($0)" }
            + missing.map { "missing-translation Escapes \($0)" }
            + ["stale Old label -", "stale Old label es"] + missing.map { "missing-translation Old label \($0)" }
            + missing.map { "missing-translation Tap to add \($0)" }
        #expect(findings.map { "\($0.rule) \($0.key ?? "") \($0.language ?? "-")" } == expected)
        #expect(!findings.contains { $0.severity == .error })
    }
}

/// The kit's catalog files, found through the resource bundle the way `Localizer.kit` finds them.
enum KitCatalogURL {
    static func url(_ name: String) -> URL? {
        Bundle.allBundles.lazy.compactMap { $0.url(forResource: name, withExtension: "xcstrings") }.first
            ?? sourceURL(name)
    }

    /// Falls back to the file in the repository, next to the tests.
    static func sourceURL(_ name: String) -> URL? {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Localizations/\(name).xcstrings")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
