import Foundation
import Testing
import TestSupport
import StepperKitLocalization
@testable import stepperkit

/// What a team needs to gate CI on the check: a baseline, shards merged into any format, a configuration file.
struct CheckAdoptionTests {
    /// A catalog with findings of several rules, severities and languages, a key that shows a raw key, and
    /// a script no installed font draws (a fact about the machine, reported once however many shards see it).
    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld days" : { "localizations" : {
              "en" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "Every day" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "Every %lld days" } } } } },
              "es" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "Cada día" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "Cada %lld días" } } } } },
              "ru" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "Каждый день" } }, "few" : { "stringUnit" : { "state" : "translated", "value" : "Каждые %lld дня" } }, "many" : { "stringUnit" : { "state" : "translated", "value" : "Каждые %lld дней" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "Каждые %lld дня" } } } } }
            } },
            "Add to cart" : { "localizations" : {
              "es" : { "stringUnit" : { "state" : "translated", "value" : "Añadir al carrito de la compra" } },
              "ru" : { "stringUnit" : { "state" : "translated", "value" : "Add to cart" } }
            } },
            "Checkout" : { "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "Pagar" } } } },
            "Hello %@" : { "localizations" : {
              "es" : { "stringUnit" : { "state" : "translated", "value" : "Hola %d" } },
              "ru" : { "stringUnit" : { "state" : "translated", "value" : "Привет, %@" } }
            } },
            "Kawi 𑼄" : { "localizations" : {
              "es" : { "stringUnit" : { "state" : "translated", "value" : "Kawi 𑼄" } },
              "ru" : { "stringUnit" : { "state" : "translated", "value" : "Кави 𑼄" } }
            } },
            "settings.title" : { "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "Ajustes" } } } },
            "Welcome" : { "localizations" : {
              "es" : { "stringUnit" : { "state" : "needs_review", "value" : "Bienvenido" } },
              "ru" : { "stringUnit" : { "state" : "translated", "value" : "\nДобро пожаловать" } }
            } }
          },
          "version" : "1.0"
        }
        """#

    static let options = ["--width", "150", "--dynamic-type", "large,AX3"]

    // MARK: - Merged shards

    /// Four shards' JSON reports merged print what the whole check prints, in every format and in the HTML report.
    @Test func fourShardsMergedPrintWhatTheWholeCheckPrints() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("Localizable.xcstrings", Self.catalog)
        var shards: [String] = []
        for index in 1...4 {
            let shard = directory.file("shard-\(index).json")
            let run = await runCLI(["check", path, "--shard", "\(index)/4", "--format", "json", "--output", shard] + Self.options)
            #expect(run.status != .badInput, "\(run.errors)")
            shards.append(shard)
        }
        for format in ["text", "json", "junit", "sarif", "github", "xcode"] {
            let whole = await runCLI(["check", path, "--format", format] + Self.options)
            let merged = await runCLI(["check", "--merge"] + shards.flatMap { [$0, "--merge"] }.dropLast() + ["--format", format])
            #expect(merged.status == whole.status, "\(format): \(merged.errors)")
            #expect(merged.output == whole.output, "\(format)")
        }
        // The whole check has every rule of the catalog, so the merge had something to put in order.
        let whole = await runCLI(["check", path] + Self.options)
        for rule in ["dropped-number", "specifier-mismatch", "raw-key", "same-as-source", "whitespace-mismatch", "overflow", "needs-review", "missing-font"] {
            #expect(whole.output.contains("[\(rule)]"), "\(rule)")
        }
        #expect(whole.output.components(separatedBy: "[missing-font]").count == 2)

        let wholeHTML = await runCLI(["check", path, "--html", directory.file("whole")] + Self.options)
        let mergedHTML = await runCLI(["check", "--merge", shards[0], "--merge", shards[1], "--merge", shards[2], "--merge", shards[3],
                                       "--html", directory.file("merged"), "--format", "xcode"])
        #expect(wholeHTML.errors.hasPrefix("wrote ") && mergedHTML.errors.hasPrefix("wrote "))
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory.file("whole/index.html")))
                == Data(contentsOf: URL(fileURLWithPath: directory.file("merged/index.html"))))
    }

    @Test func mergingIncompleteOrMixedShardsIsRefused() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("Localizable.xcstrings", Self.catalog)
        for index in 1...2 {
            _ = await runCLI(["check", path, "--shard", "\(index)/3", "--format", "json", "--output", directory.file("s\(index).json")])
        }
        let missing = await runCLI(["check", "--merge", directory.file("s1.json"), "--merge", directory.file("s2.json")])
        #expect(missing.status == .badInput)
        #expect(missing.errors == "error: --merge: shard 3/3 missing: every shard's report is needed\n")
        let twice = await runCLI(["check", "--merge", directory.file("s1.json"), "--merge", directory.file("s1.json")])
        #expect(twice.errors == "error: --merge: \"\(directory.file("s1.json"))\": repeats shard 1/3\n")
        try directory.write("text.json", "stepperkit check: 0 errors\n")
        let notJSON = await runCLI(["check", "--merge", directory.file("text.json")])
        #expect(notJSON.status == .badInput)
        #expect(notJSON.errors.contains("is not a JSON report of stepperkit check --format json"))
    }

    // MARK: - Baseline

    /// A baseline written on a run and read back accepts every finding (exit 0); one new defect then fails the
    /// run naming only it; a fixed finding leaves a stale entry, listed.
    @Test func aBaselineAcceptsWhatItHoldsAndFailsOnlyOnWhatIsNew() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("Localizable.xcstrings", Self.catalog)
        let baseline = directory.file("stepperkit-baseline.json")
        let first = await runCLI(["check", path, "--write-baseline", baseline] + Self.options)
        #expect(first.status == .findings)
        #expect(first.errors.hasPrefix("wrote \(baseline): "))

        let accepted = await runCLI(["check", path, "--baseline", baseline] + Self.options)
        #expect(accepted.status == .success, "\(accepted.output)")
        #expect(accepted.output.hasPrefix("stepperkit check: 0 errors, 0 warnings, 0 notes in "))
        #expect(accepted.output.contains("baseline \(baseline): "))

        // The same file, byte for byte, when written again.
        let again = directory.file("again.json")
        _ = await runCLI(["check", path, "--write-baseline", again] + Self.options)
        #expect(try Data(contentsOf: URL(fileURLWithPath: baseline)) == Data(contentsOf: URL(fileURLWithPath: again)))

        // One new defect: an empty Spanish value; and one fixed: the Russian value left in English.
        let changed = Self.catalog
            .replacingOccurrences(of: #""Checkout" : { "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "Pagar" } } } }"#,
                                  with: #""Checkout" : { "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "" } } } }"#)
            .replacingOccurrences(of: #""value" : "Add to cart""#, with: #""value" : "В корзину""#)
        #expect(changed != Self.catalog)
        try directory.write("Localizable.xcstrings", changed)
        let run = await runCLI(["check", path, "--baseline", baseline, "--format", "text"] + Self.options)
        #expect(run.status == .findings)
        let findings = run.output.split(separator: "\n").filter { $0.hasPrefix(path) || $0.hasPrefix("Localizable") }
        #expect(findings.count == 1, "\(run.output)")
        #expect(findings.first?.contains(#""Checkout" · es: the value is empty [empty-value]"#) == true)
        #expect(run.output.contains("1 entry matches nothing any more"))
        #expect(run.output.contains(#"  stale: same-as-source \#(path) "Add to cart" ru"#))
    }

    @Test func aBaselineFileWithProblemsSaysEachOne() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("Localizable.xcstrings", Self.catalog)
        try directory.write("baseline.json", #"{"version": 2, "findings": [{"file": "x"}, {"rule": "raw-key", "count": 0}], "extra": 1}"#)
        let run = await runCLI(["check", path, "--baseline", directory.file("baseline.json")])
        #expect(run.status == .badInput)
        let file = directory.file("baseline.json")
        #expect(run.errors == """
            error: --baseline: \(file): extra: is not a setting here; expected one of findings, tool, version
            error: --baseline: \(file): version: is not 1, the only baseline version this stepperkit reads
            error: --baseline: \(file): findings[0].rule: is missing
            error: --baseline: \(file): findings[1].count: is 0, not a count of 1 or more

            """)
    }

    // MARK: - Configuration file

    /// The configuration in the working directory is read by default: budgets by pattern, rules' severities,
    /// ignores with their reasons, the catalogs to check.
    @Test func theConfigurationFileConfiguresTheRun() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("Localizable.xcstrings", Self.catalog)
        let config = try directory.write("check.json", #"""
            {
              "catalogs": ["Localizable.xcstrings"],
              "locales": ["es", "ru"],
              "rules": { "needs-review": "error", "missing-font": "off", "overflow": "off", "expansion": "off" },
              "budgets": [ { "keys": "Add*", "width": 100, "style": "headline" } ],
              "ignore": [ { "rule": "same-as-source", "keys": "Add to cart", "language": "ru", "reason": "a product name here" } ]
            }
            """#)
        let run = await runCLI(["check", "--config", config, "--dynamic-type", "large"])
        #expect(run.status == .findings)
        #expect(run.output.contains(#""Welcome" · es: marked needs_review [needs-review]"#))
        #expect(run.output.contains("error: \"Welcome\" · es"))
        #expect(!run.output.contains("[same-as-source]"))
        #expect(!run.output.contains("[missing-font]"))
        #expect(!run.output.contains("[overflow]"))
        #expect(run.output.contains(directory.file("Localizable.xcstrings")))
        _ = path
    }

    @Test func aConfigurationWithProblemsSaysEachOneWithItsPlace() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("Localizable.xcstrings", Self.catalog)
        let config = try directory.write("check.json", #"""
            {
              "locales": ["es", "!!"],
              "rules": { "nope": "error", "overflow": "loud" },
              "budgets": [ { "keys": "A", "width": -4 }, { "width": 10 }, { "keys": "B", "width": 10, "slot": "footer" } ],
              "ignore": [ { "rule": "raw-key" }, { "reason": "everything" } ],
              "colour": "blue"
            }
            """#)
        let run = await runCLI(["check", path, "--config", config])
        #expect(run.status == .badInput)
        let lines = run.errors.split(separator: "\n").map(String.init)
        #expect(lines.count == 9, "\(run.errors)")
        #expect(lines.contains { $0.hasSuffix("colour: is not a setting here; expected one of baseline, budgets, catalogs, device, dynamicType, failOn, font, ignore, locales, maximumCatalogMiB, pseudo, rules") })
        #expect(lines.contains { $0.contains("locales[1]: \"!!\" is not a locale") })
        #expect(lines.contains { $0.contains("rules.nope: is not a rule") })
        #expect(lines.contains { $0.hasSuffix("rules.overflow: \"loud\" is not a severity; expected off, note, warning or error") })
        #expect(lines.contains { $0.hasSuffix("budgets[0].width: is -4, not a width in points greater than 0 and at most 4096") })
        #expect(lines.contains { $0.hasSuffix("budgets[1].keys: is missing") })
        #expect(lines.contains { $0.hasSuffix("budgets[2].slot: \"footer\" is not a slot; expected one of button, count, badge") })
        #expect(lines.contains { $0.hasSuffix("ignore[0].reason: is missing; every ignore says why, so the next person can judge it") })
        #expect(lines.contains { $0.hasSuffix("ignore[1]: names no rule, keys or language, so it would ignore everything") })
    }

    /// The baseline the configuration names: missing, the run says how to write it; --write-baseline writes it
    /// without reading it (it accepts every finding), and the next run reads it.
    @Test func theConfiguredBaselineIsWrittenThenRead() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("Localizable.xcstrings", Self.catalog)
        let baseline = directory.file("baseline.json")
        let config = try directory.write("check.json", #"{ "baseline": "baseline.json", "rules": { "missing-font": "off" } }"#)
        let missing = await runCLI(["check", path, "--config", config] + Self.options)
        #expect(missing.status == .badInput)
        #expect(missing.errors.contains("baseline: \"\(baseline)\" does not exist; write it with stepperkit check --write-baseline \(baseline)"), "\(missing.errors)")

        let written = await runCLI(["check", path, "--config", config, "--write-baseline", baseline] + Self.options)
        #expect(written.status == .findings)
        #expect(written.errors.contains("wrote \(baseline):"))
        let read = await runCLI(["check", path, "--config", config] + Self.options)
        #expect(read.status == .success, "\(read.output)")
        // Written again over the file the configuration names: the same bytes.
        let before = try Data(contentsOf: URL(filePath: baseline))
        _ = await runCLI(["check", path, "--config", config, "--write-baseline", baseline] + Self.options)
        #expect(try Data(contentsOf: URL(filePath: baseline)) == before)

        let both = await runCLI(["check", path, "--baseline", baseline, "--write-baseline", baseline])
        #expect(both.status == .badInput)
        #expect(both.errors.hasPrefix("error: --baseline and --write-baseline contradict each other"))
    }

    /// --rules lists every rule once, with its default severity.
    @Test func rulesListsEveryRule() async {
        let run = await runCLI(["check", "--rules"])
        #expect(run.status == .success)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == DiagnosticRule.allCatalogRules.count)
        #expect(lines.contains { $0.hasPrefix("same-as-source ") && $0.contains(" warning  A value marked translated") })
        #expect(lines.contains { $0.hasPrefix("digits-mismatch ") && $0.contains(" off ") })
    }

    /// A baseline of a real catalog (OmniKit's, ~770 findings with the pseudo-locales) accepts the whole run;
    /// one planted defect then fails the run, and it is the only finding printed.
    @Test func aBaselineOfARealCatalogFailsOnlyOnTheNewDefect() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let corpus = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "StepperKitCheckTests/Corpus/OmniKitUI-Localizable.xcstrings")
        let original = try String(contentsOf: corpus, encoding: .utf8)
        let path = try directory.write("Localizable.xcstrings", original)
        let baseline = directory.file("stepperkit-baseline.json")
        let options = ["--no-config", "--pseudo"]
        let first = await runCLI(["check", path, "--write-baseline", baseline] + options)
        #expect(first.status == .success)   // warnings and notes only: nothing fails the run
        let accepted = await runCLI(["check", path, "--baseline", baseline] + options)
        #expect(accepted.status == .success, "\(accepted.output.prefix(2000))")
        #expect(accepted.output.hasPrefix("stepperkit check: 0 errors, 0 warnings, 0 notes in "))

        // German "%@ U/hour" read as an integer: a specifier error a translator makes.
        let planted = original.replacingOccurrences(of: #""value" : "%@ IE/Std.""#, with: #""value" : "%d IE/Std.""#)
        #expect(planted != original)
        try directory.write("Localizable.xcstrings", planted)
        let run = await runCLI(["check", path, "--baseline", baseline, "--format", "xcode"] + options)
        #expect(run.status == .findings)
        let lines = run.output.split(separator: "\n").filter { $0.hasPrefix(path) }
        #expect(lines.count == 1, "\(run.output.prefix(2000))")
        #expect(lines.first?.contains(#"error: "%@ U/hour" · de: reads argument 1 as %d, but the source has %@ [specifier-mismatch]"#) == true, "\(lines)")
    }
}

