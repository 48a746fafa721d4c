import Foundation
import Testing
@testable import stepperkit

/// `stepperkit catalog …`: output and exit status (0 clean, 1 findings, 2 unreadable input).
/// (`ExitCode` is spelled with its module: Swift Testing has a type of the same name.)
struct CatalogCommandTests {
    /// What one command line printed, and its status.
    struct Run {
        let status: stepperkit.ExitCode
        let output: String
        let errors: String
    }

    private func run(_ arguments: [String]) async -> Run {
        let result = await runCLI(arguments)
        return Run(status: result.status, output: result.output, errors: result.errors)
    }

    /// A directory with catalog files, removed when the test ends.
    private final class Files {
        let directory: URL

        init(_ files: [String: String]) throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("stepperkit-cli-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for (name, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
        }

        func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

        func read(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }

        deinit { try? FileManager.default.removeItem(at: directory) }
    }

    /// English and complete Spanish, Xcode's layout.
    static let clean = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld items" : {
              "localizations" : {
                "es" : {
                  "variations" : {
                    "plural" : {
                      "many" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld de artículos"
                        }
                      },
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld artículo"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld artículos"
                        }
                      }
                    }
                  }
                }
              }
            },
            "Hello %@" : {
              "localizations" : {
                "es" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Hola %@"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static let warning = clean.replacingOccurrences(of: "\"state\" : \"translated\",\n            \"value\" : \"Hola %@\"",
                                                     with: "\"state\" : \"needs_review\",\n            \"value\" : \"Hola %@\"")
    static let error = clean.replacingOccurrences(of: "Hola %@", with: "Hola %lld")
    static let minified = #"{"version":"1.0","sourceLanguage":"en","strings":{"Hello %@":{"localizations":{"es":{"stringUnit":{"state":"translated","value":"Hola %@"}}}}}}"#

    // MARK: - lint

    @Test func lintExitsZeroForACleanCatalog() async throws {
        let files = try Files(["Clean.xcstrings": Self.clean])
        let result = await run(["catalog", "lint", files.path("Clean.xcstrings"), "--locales", "en,es"])
        #expect(result.status == .success)
        #expect(result.output == "stepperkit lint: 0 errors, 0 warnings, 0 notes in 1 file\n")
    }

    @Test(arguments: [
        ("Warning.xcstrings", [String](), stepperkit.ExitCode.findings),
        ("Warning.xcstrings", ["--fail-on", "error"], .success),
        ("Error.xcstrings", ["--fail-on", "error"], .findings),
        ("Clean.xcstrings", ["--locales", "en,es,fr"], .findings),    // French is missing
    ])
    func lintExitsOneForFindingsAtOrAboveTheThreshold(file: String, options: [String], status: stepperkit.ExitCode) async throws {
        let files = try Files(["Clean.xcstrings": Self.clean, "Warning.xcstrings": Self.warning, "Error.xcstrings": Self.error])
        #expect(await run(["catalog", "lint", files.path(file)] + options).status == status)
    }

    @Test func lintPrintsEachFindingWithItsFile() async throws {
        let files = try Files(["Error.xcstrings": Self.error])
        let path = files.path("Error.xcstrings")
        let result = await run(["catalog", "lint", path])
        // The summary, the table of rules × languages, then each finding at its line and column.
        #expect(result.output == """
            stepperkit lint: 1 error, 0 warnings, 0 notes in 1 file

                                          all  es
              error   specifier-mismatch    1   1

            \(path):34:9: error: "Hello %@" · es: reads argument 1 as %lld, but the source has %@ [specifier-mismatch]

            """)
    }

    @Test func lintExitsTwoForAnUnreadableFileAndSaysWhere() async throws {
        let files = try Files(["Clean.xcstrings": Self.clean, "Broken.xcstrings": #"{"sourceLanguage":"en","strings":{"a":{"comment":3}}}"#])
        let result = await run(["catalog", "lint", files.path("Clean.xcstrings"), files.path("Broken.xcstrings")])
        #expect(result.status == .badInput)
        #expect(result.errors == "error: \"\(files.path("Broken.xcstrings"))\": line 1, column 50, strings › \"a\" › comment: expected a string, found a number\n")
        #expect(result.output == "stepperkit lint: 0 errors, 0 warnings, 0 notes in 1 file\n")
    }

    @Test func lintWritesJSON() async throws {
        let files = try Files(["Warning.xcstrings": Self.warning])
        let result = await run(["catalog", "lint", files.path("Warning.xcstrings"), "--json"])
        #expect(result.status == .findings)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(report["tool"] as? String == "stepperkit lint")
        #expect(report["files"] as? [String] == [files.path("Warning.xcstrings")])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.count == 1)
        #expect(findings.first?["key"] as? String == "Hello %@")
        #expect(findings.first?["language"] as? String == "es")
        #expect(findings.first?["rule"] as? String == "needs-review")
        #expect(findings.first?["severity"] as? String == "warning")
        #expect(findings.first?["message"] as? String == "marked needs_review")
        let path = try #require(findings.first?["path"] as? [Any])
        #expect(path.count == 6)
        #expect(path.first as? String == "strings")
        #expect(path[1] as? [String] == ["Hello %@"])
        #expect(findings.first?["line"] as? Int == 34)
    }

    // MARK: - roundtrip, format

    @Test func roundtripPassesForXcodesBytesAndNamesTheFirstDifferenceOtherwise() async throws {
        let files = try Files(["Clean.xcstrings": Self.clean, "Newline.xcstrings": Self.clean + "\n"])
        let identical = await run(["catalog", "roundtrip", files.path("Clean.xcstrings")])
        #expect(identical.status == .success)
        #expect(identical.output == "\(files.path("Clean.xcstrings")): identical (\(Self.clean.utf8.count) bytes)\n")
        let different = await run(["catalog", "roundtrip", files.path("Clean.xcstrings"), files.path("Newline.xcstrings")])
        #expect(different.status == .findings)
        let count = Self.clean.utf8.count
        #expect(different.output.hasSuffix(
            "\(files.path("Newline.xcstrings")): differs at byte \(count) (original \(count + 1) bytes, rewritten \(count) bytes)\n"))
    }

    @Test func formatPrintsXcodesLayoutAndWritesInPlace() async throws {
        let files = try Files(["Minified.xcstrings": Self.minified])
        let expected = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Hello %@" : {
                  "localizations" : {
                    "es" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Hola %@"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        // The file listed "version" first; format keeps that, --sort puts it where Xcode does.
        #expect(await run(["catalog", "format", files.path("Minified.xcstrings"), "--sort"]).output == expected)
        #expect(await run(["catalog", "format", files.path("Minified.xcstrings")]).output.hasPrefix("{\n  \"version\" : \"1.0\",\n"))
        #expect(await run(["catalog", "format", files.path("Minified.xcstrings"), "--sort", "--write"]).status == .success)
        #expect(try files.read("Minified.xcstrings") == expected)
    }

    // MARK: - stats, lookup

    @Test func statsPrintsATableAndJSON() async throws {
        let files = try Files(["Warning.xcstrings": Self.warning])
        let path = files.path("Warning.xcstrings")
        #expect(await run(["catalog", "stats", path]).output == """
            \(path): 2 keys, source en, version 1.0
            plural variations 1, device variations 0, substitutions 0, not translated by design 0
            language  translated  needs_review  new  stale  missing
            en                 2             0    0      0        0
            es                 1             1    0      0        0

            """)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(await run(["catalog", "stats", path, "--json"]).output.utf8)) as? [String: Any])
        #expect(json["keys"] as? Int == 2)
    }

    @Test(arguments: [
        (["%lld items", "--locale", "es", "--arg", "1000000"], "1000000 de artículos\n"),
        (["%lld items", "--locale", "es_MX", "--arg", "1"], "1 artículo\n"),
        (["Hello %@", "--locale", "es", "--arg", "3"], "Hola 3\n"),             // read as text for %@
        (["%lld items", "--locale", "en", "--arg", "2"], "2 items\n"),          // the key is the English text
    ])
    func lookupPrintsTheResolvedString(arguments: [String], expected: String) async throws {
        let files = try Files(["Clean.xcstrings": Self.clean])
        let result = await run(["catalog", "lookup", files.path("Clean.xcstrings")] + arguments)
        #expect(result.status == .success)
        #expect(result.output == expected)
    }

    @Test func lookupRejectsAnArgumentOfTheWrongType() async throws {
        let files = try Files(["Clean.xcstrings": Self.clean])
        let result = await run(["catalog", "lookup", files.path("Clean.xcstrings"), "%lld items", "--locale", "es", "--arg", "two"])
        #expect(result.status == .badInput)
        #expect(result.errors == "error: --arg two (argument 1, integer): \"two\" is not a number: unexpected \"t\" at character 1.\n")
    }

    @Test func lookupOfAMissingKeyPrintsTheKeyAndWarns() async throws {
        let files = try Files(["Clean.xcstrings": Self.clean])
        let result = await run(["catalog", "lookup", files.path("Clean.xcstrings"), "Checkout", "--locale", "es"])
        #expect(result.status == .success)
        #expect(result.output == "Checkout\n")
        #expect(result.errors == "warning: missing key \"Checkout\" for locale es\n")
    }

    @Test func helpListsTheSubcommands() async {
        let result = await run(["catalog", "--help"])
        #expect(result.status == .success)
        for name in ["lint", "roundtrip", "stats", "format", "lookup"] {
            #expect(result.output.contains("\n  \(name) "))
        }
        #expect(await run(["catalog", "lint", "--help"]).output.contains("usage: stepperkit catalog lint FILE… [--locales L,L]"))
    }
}
