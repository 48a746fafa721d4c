import TestSupport
import Foundation
import Testing

/// The hostile-input table in RELIABILITY.md: every case run through the real `stepperkit` binary,
/// each within 2 seconds, the table generated from what it printed, so the table cannot drift.
///
/// To regenerate after a deliberate change: `STEPPERKIT_UPDATE_RELIABILITY=1 swift test --filter HostileInputTable`
/// (ignored when `CI` is set: CI only compares).
struct HostileInputTableTests {
    /// One hostile input: what it is, the command line, and the file standard input reads (if any).
    struct Case: Sendable {
        let input: String
        let arguments: [String]
        var standardInput: String?
        /// The command as the table shows it, when the arguments are too long to print (a 10,000-name list).
        var shown: String?

        init(_ input: String, _ arguments: [String], standardInput: String? = nil, shown: String? = nil) {
            self.input = input
            self.arguments = arguments
            self.standardInput = standardInput
            self.shown = shown
        }
    }

    /// "l0,l1,…,l9999": ten thousand locale names, 58,889 characters.
    static let tenThousandLocales = (0..<10_000).map { "l\($0)" }.joined(separator: ",")

    static let cases: [Case] = [
        // Empty audit matrices used to trap (SIGILL) indexing cell 0.
        Case("empty locale list", ["audit", "--locales", ""]),
        Case("only a comma", ["audit", "--locales", ","]),
        Case("empty scene list", ["audit", "--scenes", ""]),
        Case("empty Dynamic Type list", ["audit", "--dynamic-type", ","]),
        Case("empty control-size list", ["audit", "--control-sizes", ""]),
        // Sizes beyond any screen: 13 GB and 30 s in the terminal renderer, or nothing printed.
        Case("theme with `\"buttonSize\": 1e5`", ["render", "addToCart", "--theme", "big=big.json", "--style", "big"]),
        Case("theme with `\"buttonSize\": 1e9`", ["render", "addToCart", "--theme", "huge=huge.json", "--style", "huge"]),
        Case("theme with `\"countMinWidth\": 1e308`", ["render", "addToCart", "--theme", "max=max.json", "--style", "max"]),
        Case("point size 1e308", ["measure", "Hello", "--size", "1e308"]),
        Case("screen width 1e9", ["render", "addToCart", "--width", "1e9"]),
        // Input lines: a million digits took 31 s; an endless line grew without bound.
        Case("a line of 1,000,000 digits", ["parse", "-", "--locale", "en_US"], standardInput: "digits.txt"),
        Case("2 MiB without a newline (as from /dev/zero)", ["parse", "-", "--locale", "en_US"], standardInput: "zeros.txt"),
        // Paths that are not regular files, refused before reading.
        Case("a FIFO as the font", ["measure", "x", "--font", "fifo"]),
        Case("an empty font path", ["measure", "x", "--font", ""]),
        Case("a directory as the font", ["measure", "x", "--font", "dir"]),
        Case("a directory as a catalog", ["catalog", "stats", "dir"]),
        Case("a FIFO as a catalog", ["catalog", "lint", "fifo"]),
        Case("a symbolic link loop as a catalog", ["catalog", "stats", "loop"]),
        Case("a missing catalog", ["catalog", "roundtrip", "missing.xcstrings"]),
        Case("a directory as a theme", ["styles", "--theme", "mint=dir"]),
        Case("a symbolic link loop as a theme", ["styles", "--theme", "mint=loop"]),
        Case("a theme of two JSON values", ["styles", "--theme", "mint=twice.json"]),
        // Writing: only over regular files, never a read-only one without --force.
        Case("a FIFO as the output", ["render", "addToCart", "--output", "fifo"]),
        Case("a directory as the output", ["render", "addToCart", "--output", "dir"]),
        Case("a read-only output", ["render", "addToCart", "--output", "readonly.svg"]),
        Case("a read-only catalog to rewrite", ["catalog", "format", "readonly.xcstrings", "--write"]),
        // Locales and keywords.
        Case("unknown numbering system", ["format", "number", "1234.5", "--locale", "en@numbers=xyz"]),
        Case("unknown numbering system", ["plural", "1", "--locale", "en@numbers=xyz"]),
        Case("unknown locale keyword", ["format", "number", "1", "--locale", "en@calendar=gregorian"]),
        Case("malformed lint locale", ["catalog", "lint", "strings.xcstrings", "--locales", "!!"]),
        // Specifiers and counts.
        Case("`%.1000f`", ["catalog", "lookup", "strings.xcstrings", "Distance %.1000f", "--locale", "en", "--arg", "1"]),
        Case("`%.1000f` in a catalog", ["catalog", "lint", "strings.xcstrings"]),
        Case("`%s` without its argument", ["catalog", "lookup", "strings.xcstrings", "Hello %s", "--locale", "en"]),
        Case("text for a plural", ["catalog", "lookup", "strings.xcstrings", "%#@n@", "--locale", "en", "--arg", "abc"]),
        Case("a negative cart count", ["render", "flyButton", "--count", "-1"]),
        // Money: exact unless a rounding rule is given, and then standard error says so.
        Case("3.50 JPY × 3", ["subtotal", "--price", "3.50", "--currency", "JPY", "--quantity", "3", "--locale", "ja_JP"]),
        Case("3.50 JPY × 3, rounded", ["subtotal", "--price", "3.50", "--currency", "JPY", "--quantity", "3", "--locale", "ja_JP", "--rounding", "half-even"]),
        Case("2.345 EUR", ["format", "currency", "2.345", "--currency", "EUR", "--locale", "en_US"]),
        // Messages: the right character, one line.
        Case("grouping separator as a decimal point", ["parse", "1.5", "--locale", "es_ES"]),
        Case("a line break in the input", ["parse", "1\n2", "--locale", "en_US"]),
        // Issue 27 (hostile input, round two). Files written: every failure said in words.
        Case("an output in a missing folder", ["render", "addToCart", "--output", "missing/out.svg"]),
        Case("an output under a file", ["render", "addToCart", "--output", "readonly.svg/out.svg"]),
        Case("an empty output path", ["render", "addToCart", "--output", ""]),
        Case("an audit's HTML folder that is a file", ["audit", "--scenes", "addToCart", "--locales", "en_US", "--dynamic-type", "large", "--html", "readonly.svg"]),
        Case("an audit's HTML folder under a FIFO", ["audit", "--scenes", "addToCart", "--locales", "en_US", "--dynamic-type", "large", "--html", "fifo/report"]),
        Case("an empty HTML folder", ["audit", "--scenes", "addToCart", "--locales", "en_US", "--html", ""]),
        Case("a read-only audit page, without --force", ["audit", "--scenes", "addToCart", "--locales", "en_US", "--dynamic-type", "large", "--html", "locked"]),
        // A catalog's sourceLanguage is checked like any locale: it was accepted and the source's cells dropped.
        Case("an empty sourceLanguage", ["catalog", "lint", "source-empty.xcstrings"]),
        Case("a malformed sourceLanguage", ["catalog", "stats", "source-bang.xcstrings"]),
        Case("a sourceLanguage ICU does not know", ["catalog", "format", "source-zz.xcstrings"]),
        Case("a sourceLanguage ICU does not know", ["catalog", "lookup", "source-zz.xcstrings", "Hello", "--locale", "es"]),
        Case("an empty sourceLanguage", ["catalog", "roundtrip", "source-empty.xcstrings"]),
        Case("a sourceLanguage with keywords", ["catalog", "stats", "source-keywords.xcstrings"]),
        Case("a sourceLanguage ICU does not know", ["check", "source-zz.xcstrings", "--no-config"]),
        // Positions of findings: each one decoded its line from the start, minutes on a minified file.
        Case("a one-line catalog with 5,000 findings", ["catalog", "lint", "minified.xcstrings"]),
        // Values that were taken silently.
        Case("a misspelt device", ["catalog", "lookup", "devices.xcstrings", "Tap", "--locale", "en", "--device", "iphne"]),
        Case("a device the catalog names", ["catalog", "lookup", "devices.xcstrings", "Tap", "--locale", "en", "--device", "vision"]),
        Case("a quantity above the stepper's limit", ["render", "addToCart", "--quantity", "1000001", "--format", "transcript"]),
        Case("point size 1e-300", ["measure", "Hello", "--size", "1e-300"]),
        Case("point size 0.001", ["measure", "Hello", "--size", "0.001"]),
        Case("a theme with four problems", ["styles", "--theme", "mint=several.json"]),
        // Values quoted in messages: cut with their length, control characters escaped, once.
        Case("10,000 locales", ["audit", "--locales", tenThousandLocales], shown: "stepperkit audit --locales \"l0,l1,…,l9999\""),
        Case("10,000 locales", ["catalog", "lint", "strings.xcstrings", "--locales", tenThousandLocales],
             shown: "stepperkit catalog lint strings.xcstrings --locales \"l0,l1,…,l9999\""),
        Case("a 100,000-character locale", ["format", "number", "1", "--locale", String(repeating: "x", count: 100_000)],
             shown: "stepperkit format number 1 --locale \"$(printf 'x%.0s' {1..100000})\""),
        Case("a 100,000-character style", ["render", "addToCart", "--style", String(repeating: "x", count: 100_000)],
             shown: "stepperkit render addToCart --style \"$(printf 'x%.0s' {1..100000})\""),
        Case("a 100,000-character option", ["render", "addToCart", "--" + String(repeating: "x", count: 100_000)],
             shown: "stepperkit render addToCart --\"$(printf 'x%.0s' {1..100000})\""),
        Case("terminal escapes in a style name", ["render", "addToCart", "--style", "\u{1B}[2J\u{1B}]52;c;aGk=\u{7}"]),
    ]

    /// The files the cases name, made fresh in a temporary directory.
    static func makeFixtures(in directory: TemporaryDirectory) throws {
        try FileManager.default.createDirectory(atPath: directory.file("dir"), withIntermediateDirectories: false)
        guard mkfifo(directory.file("fifo"), 0o644) == 0 else { throw POSIXError(.EIO) }
        try FileManager.default.createSymbolicLink(atPath: directory.file("loop"), withDestinationPath: "loop")
        try directory.write("big.json", #"{"buttonSize": 1e5}"#)
        try directory.write("huge.json", #"{"buttonSize": 1e9}"#)
        try directory.write("max.json", #"{"countMinWidth": 1e308}"#)
        try directory.write("twice.json", "{} {}")
        try directory.write("readonly.svg", "original", mode: 0o444)
        try directory.write("digits.txt", String(repeating: "1", count: 1_000_000) + "\n")
        try directory.write("zeros.txt", String(repeating: "0", count: 2 << 20))
        let strings = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%#@n@" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : { "state" : "translated", "value" : "%#@n@" },
                      "substitutions" : {
                        "n" : {
                          "argNum" : 1,
                          "formatSpecifier" : "@",
                          "variations" : {
                            "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg item" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg items" } }
                            }
                          }
                        }
                      }
                    }
                  }
                },
                "Distance %.1000f" : { },
                "Hello %s" : { }
              },
              "version" : "1.0"
            }
            """#
        try directory.write("strings.xcstrings", strings)
        try directory.write("readonly.xcstrings", strings, mode: 0o444)
        for (name, language) in [("empty", ""), ("bang", "!!"), ("zz", "zz"), ("keywords", "en@numbers=arab")] {
            try directory.write("source-\(name).xcstrings", strings.replacingOccurrences(of: #""sourceLanguage" : "en""#, with: #""sourceLanguage" : "\#(language)""#))
        }
        try directory.write("devices.xcstrings", #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Tap" : {
                  "localizations" : {
                    "en" : {
                      "variations" : {
                        "device" : {
                          "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "Click" } },
                          "vision" : { "stringUnit" : { "state" : "translated", "value" : "Look" } }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """#)
        let minifiedKeys = (0..<5_000).map { #""Key \#($0)":{"localizations":{"es":{"stringUnit":{"state":"needs_review","value":"Añadir \#($0)"}}}}"# }
        try directory.write("minified.xcstrings", #"{"sourceLanguage":"en","strings":{"# + minifiedKeys.joined(separator: ",") + "}}")
        try directory.write("several.json", #"{"shape": "pill", "buttonSize": -1, "controlSizes": {"mini": {"font": "tiny"}}, "icons": {"add": "rocket"}}"#)
        try FileManager.default.createDirectory(atPath: directory.file("locked"), withIntermediateDirectories: false)
        try directory.write("locked/index.html", "original", mode: 0o444)
    }

    /// The table as RELIABILITY.md holds it, from running every case.
    static func table() throws -> String {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try makeFixtures(in: directory)
        var lines = [
            "| Input | Command | Standard output | Standard error | Exit |",
            "|---|---|---|---|---|",
        ]
        for testCase in cases {
            let outcome = try ChildProcess.run(testCase.arguments, in: directory.path,
                                               input: testCase.standardInput.map(directory.file))
            let command = testCase.shown ?? ("stepperkit " + testCase.arguments.map(shellQuoted).joined(separator: " ")
                + (testCase.standardInput.map { " < \($0)" } ?? ""))
            let status = outcome.status.map(String.init) ?? "did not finish in 2 s"
            lines.append("| \(testCase.input) | \(cell(command)) | \(cell(outcome.output)) | \(cell(outcome.errors)) | \(status) |")
        }
        return lines.joined(separator: "\n")
    }

    /// Text in a table cell: code, `|` escaped, lines joined with <br>, long output cut.
    static func cell(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last == "" { lines.removeLast() }
        guard !lines.isEmpty else { return "" }
        if lines.count > 3 { lines = Array(lines.prefix(2)) + ["… (\(lines.count - 2) more lines)"] }
        return lines.map { "`" + $0.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'") + "`" }
            .joined(separator: "<br>")
    }

    static func shellQuoted(_ argument: String) -> String {
        if argument.isEmpty { return "\"\"" }
        if argument.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "$'" + argument.unicodeScalars.map { scalar in
                switch scalar {
                case "\n": "\\n"
                case "'": "\\'"
                case _ where scalar.properties.generalCategory == .control: "\\x" + String(scalar.value, radix: 16, uppercase: true).leftPadded(2)
                default: String(scalar)
                }
            }.joined() + "'"
        }
        let plain = argument.allSatisfy { $0.isLetter || $0.isNumber || "-_.=/,:".contains($0) }
        return plain ? argument : "'" + argument + "'"
    }

    static let begin = "<!-- hostile-inputs:begin -->"
    static let end = "<!-- hostile-inputs:end -->"

    @Test func theTableInReliabilityMatchesWhatTheToolDoes() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("RELIABILITY.md")
        let document = try String(contentsOf: file, encoding: .utf8)
        let start = try #require(document.range(of: Self.begin), "RELIABILITY.md has no \(Self.begin) marker")
        let stop = try #require(document.range(of: Self.end), "RELIABILITY.md has no \(Self.end) marker")
        let current = String(document[start.upperBound..<stop.lowerBound])
        let generated = "\n" + (try Self.table()) + "\n"
        let environment = ProcessInfo.processInfo.environment
        if environment["STEPPERKIT_UPDATE_RELIABILITY"] == "1", environment["CI"] == nil, current != generated {
            try (String(document[..<start.upperBound]) + generated + String(document[stop.lowerBound...]))
                .write(to: file, atomically: false, encoding: .utf8)
            return
        }
        #expect(current == generated, "RELIABILITY.md is out of date: run STEPPERKIT_UPDATE_RELIABILITY=1 swift test --filter HostileInputTable")
        // Every case ends by itself, within its 2 seconds.
        #expect(!generated.contains("did not finish"))
    }
}

extension String {
    /// The text with `pad` characters of "0" before it up to `width`.
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
