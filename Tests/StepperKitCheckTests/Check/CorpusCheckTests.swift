import Foundation
import Testing
import StepperKitCheck
import StepperKitLocalization

/// The default check on a real app's catalog, OmniKit's (Xcode-written, 24 languages, English text as the
/// key): no error, no raw key on a key that is English text; then a translator's defects planted in it, each
/// found at its key and language, and nothing else new.
struct CorpusCheckTests {
    static let omniKit = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Corpus/OmniKitUI-Localizable.xcstrings")

    /// A finding as a maintainer reads it: rule, key, language, message.
    struct Seen: Hashable, CustomStringConvertible {
        var rule: String
        var key: String?
        var language: String?
        var message: String
        init(_ diagnostic: Diagnostic) {
            rule = diagnostic.rule.identifier
            key = diagnostic.key
            language = diagnostic.language
            message = diagnostic.message
        }
        var description: String { "\(rule) [\(key ?? "-")] \(language ?? "-"): \(message)" }
    }

    static func check(_ data: Data, in directory: URL, name: String) async throws -> [Diagnostic] {
        let path = directory.appending(path: name).path
        try data.write(to: URL(filePath: path))
        return try await CatalogCheck(CheckConfiguration()).run(catalogsAt: [path]).findings
    }

    @Test func theDefaultCheckOfOmniKitHasNoErrorAndNoRawKeyOnEnglishText() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let findings = try await Self.check(try Data(contentsOf: Self.omniKit), in: directory, name: "Localizable.xcstrings")
        #expect(findings.filter { $0.severity == .error }.map(\.description) == [])
        #expect(findings.filter { $0.rule == .rawKey }.map(\.description) == [])
        // What it does say: translations missing (each language past half of the keys once, as a roll-up),
        // translations identical to the English, white space that differs.
        let rules = Set(findings.map(\.rule.identifier))
        #expect(rules.isSuperset(of: ["missing-translation", "same-as-source", "whitespace-mismatch"]))
        #expect(findings.count > 700)
    }

    // MARK: Planted defects

    typealias JSON = [String: Any]

    static func unit(_ value: String, state: String = "translated") -> JSON {
        ["stringUnit": ["state": state, "value": value]]
    }

    static func plural(_ forms: [String: String]) -> JSON {
        ["variations": ["plural": forms.mapValues { unit($0) }]]
    }

    /// OmniKit's catalog with a plural key added, translated into de, es, fr and ru as a careful team would.
    static func baseCatalog() throws -> JSON {
        var catalog = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: omniKit)) as? JSON)
        var strings = try #require(catalog["strings"] as? JSON)
        strings["%lld pods paired"] = ["localizations": [
            "en": plural(["one": "%lld pod paired", "other": "%lld pods paired"]),
            "de": plural(["one": "%lld Pod gekoppelt", "other": "%lld Pods gekoppelt"]),
            "es": plural(["one": "%lld pod emparejado", "many": "%lld de pods emparejados", "other": "%lld pods emparejados"]),
            "fr": plural(["one": "%lld pod appairé", "many": "%lld de pods appairés", "other": "%lld pods appairés"]),
            "ru": plural(["one": "%lld под сопряжён", "few": "%lld пода сопряжено", "many": "%lld подов сопряжено", "other": "%lld пода сопряжено"]),
        ] as JSON]
        catalog["strings"] = strings
        return catalog
    }

    /// Replaces one language's localization of a key.
    static func plant(_ catalog: inout JSON, key: String, language: String, _ localization: JSON) throws {
        var strings = try #require(catalog["strings"] as? JSON)
        var entry = try #require(strings[key] as? JSON, "no key \(key)")
        var localizations = try #require(entry["localizations"] as? JSON)
        localizations[language] = localization
        entry["localizations"] = localizations
        strings[key] = entry
        catalog["strings"] = strings
    }

    static func serialized(_ catalog: JSON) throws -> Data {
        try JSONSerialization.data(withJSONObject: catalog, options: [.prettyPrinted, .sortedKeys])
    }

    @Test func eachPlantedDefectIsFoundAtItsKeyAndLanguageAndNothingElseNew() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let base = try Self.baseCatalog()
        let before = Set(try await Self.check(try Self.serialized(base), in: directory, name: "Before.xcstrings").map(Seen.init))
        // The added key is clean: nothing about it but the languages it is not translated into.
        #expect(before.filter { $0.key == "%lld pods paired" && $0.rule != "missing-translation" }.map(\.description) == [])

        var planted = base
        let pods = "%lld pods paired"
        // A dropped %lld in other (de): every number but 1 reads without it.
        try Self.plant(&planted, key: pods, language: "de", Self.plural(["one": "%lld Pod gekoppelt", "other": "Pods gekoppelt"]))
        // Spanish without many (1,000,000 reads as other, which CLDR's "de" form needs).
        try Self.plant(&planted, key: pods, language: "es", Self.plural(["one": "%lld pod emparejado", "other": "%lld pods emparejados"]))
        // French without other.
        try Self.plant(&planted, key: pods, language: "fr", Self.plural(["one": "%lld pod appairé", "many": "%lld de pods appairés"]))
        // Russian one without its number: one holds 21, 31, 101 too.
        try Self.plant(&planted, key: pods, language: "ru", Self.plural(["one": "Один под сопряжён", "few": "%lld пода сопряжено", "many": "%lld подов сопряжено", "other": "%lld пода сопряжено"]))
        // %@ → %d: the key passes a string.
        try Self.plant(&planted, key: "%@ U/hour", language: "ru", Self.unit("%d ед/час"))
        // An empty value.
        try Self.plant(&planted, key: "Unable to set a temporary basal rate: %1$@", language: "es", Self.unit(""))
        // A value marked translated, identical to the English.
        try Self.plant(&planted, key: "%1$@ units remaining at %2$@", language: "es", Self.unit("%1$@ units remaining at %2$@"))
        // %2$@ in a key of one argument.
        let changePod = "Change Pod now. Insulin delivery will stop in %1$@ or when no more insulin remains."
        try Self.plant(&planted, key: changePod, language: "de", Self.unit("Wechsle jetzt den Pod! Die Insulinabgabe wird in %2$@ unterbrochen."))

        let after = Set(try await Self.check(try Self.serialized(planted), in: directory, name: "After.xcstrings").map(Seen.init))
        let new = after.subtracting(before)
        let found = Set(new.map { "\($0.rule) \($0.key ?? "-") \($0.language ?? "-")" })
        #expect(found == [
            "dropped-number %lld pods paired de",
            "missing-plural-category %lld pods paired es",
            "missing-plural-category %lld pods paired fr",
            "dropped-number %lld pods paired ru",
            "specifier-mismatch %@ U/hour ru",
            "empty-value Unable to set a temporary basal rate: %1$@ es",
            "same-as-source %1$@ units remaining at %2$@ es",
            "specifier-mismatch \(changePod) de",
        ], "new: \(new.sorted { $0.description < $1.description })")
        // The dropped numbers name a number that reads wrong: any but 1 in German, 21 (not 1) in Russian.
        let russian = try #require(new.first { $0.rule == "dropped-number" && $0.language == "ru" })
        #expect(russian.message.hasSuffix("reads wrong for 21"))
        let german = try #require(new.first { $0.rule == "dropped-number" && $0.language == "de" })
        #expect(german.message.hasSuffix("reads wrong for 2"))
        // Each new finding is an error, but the same-as-source warning and the Spanish many, a note: CLDR's
        // Spanish unit names read a million like other numbers, as the translation does.
        let severities = Dictionary(grouping: try await Self.check(try Self.serialized(planted), in: directory, name: "After.xcstrings")
            .filter { new.contains(Seen($0)) }, by: \.severity).mapValues(\.count)
        #expect(severities == [.error: 6, .warning: 1, .note: 1], "\(severities)")
    }
}
