import TestSupport
import Foundation
import Testing

/// The hostile-input table in RELIABILITY.md: every case run through the real `stepperkit` binary,
/// each within 5 seconds, the table generated from what it printed, so the table cannot drift.
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
        Case("a strip of 5,000 moments", ["render", "addToCart", "--format", "svg", "--strip", Array(repeating: "0.1", count: 5_000).joined(separator: ",")],
             shown: "stepperkit render addToCart --format svg --strip \"0.1,0.1,…\" (5,000 moments)"),
        Case("a moment past the timeline's 10 s", ["render", "addToCart", "--time", "1e308"]),
        Case("an animation of a scene without a timeline", ["render", "quantityStepper", "--animate", "--format", "svg"]),
        Case("an animation on a 1 pt screen", ["render", "addToCart", "--animate", "--format", "svg", "--width", "1", "--output", "one-point.svg"]),

        // MARK: check: catalogs and options (issue 27's own table: each new surface with 20 cases or more)
        Case("check: no catalog and no configuration", ["check", "--no-config"]),
        Case("check: a missing catalog", ["check", "missing.xcstrings", "--no-config"]),
        Case("check: a directory as a catalog", ["check", "dir", "--no-config"]),
        Case("check: a FIFO as a catalog", ["check", "fifo", "--no-config"]),
        Case("check: a symbolic link loop as a catalog", ["check", "loop", "--no-config"]),
        Case("check: an empty file", ["check", "empty.xcstrings", "--no-config"]),
        Case("check: two JSON values", ["check", "twice.json", "--no-config"]),
        Case("check: a JSON array", ["check", "array.json", "--no-config"]),
        Case("check: keys with terminal escapes and CR LF", ["check", "evil.xcstrings", "--no-config"]),
        Case("check: a catalog over the run's bound", ["check", "padded.xcstrings", "--config", "bound-1.json"]),
        Case("check: an empty locale list", ["check", "check.xcstrings", "--no-config", "--locales", ""]),
        Case("check: only a comma", ["check", "check.xcstrings", "--no-config", "--locales", ","]),
        Case("check: a malformed locale", ["check", "check.xcstrings", "--no-config", "--locales", "!!"]),
        Case("check: a misspelt device", ["check", "check.xcstrings", "--no-config", "--device", "iphne"]),
        Case("check: an unknown rule", ["check", "check.xcstrings", "--no-config", "--rule", "nope=off"]),
        Case("check: an unknown severity", ["check", "check.xcstrings", "--no-config", "--rule", "specifier-mismatch=fatal"]),
        Case("check: a rule without a severity", ["check", "check.xcstrings", "--no-config", "--rule", "specifier-mismatch"]),
        Case("check: an unknown Dynamic Type size", ["check", "check.xcstrings", "--no-config", "--dynamic-type", "AX9"]),
        Case("check: a negative width", ["check", "check.xcstrings", "--no-config", "--width", "-4"]),
        Case("check: a width past any screen", ["check", "check.xcstrings", "--no-config", "--width", "1e9"]),
        Case("check: a width that is not a number", ["check", "check.xcstrings", "--no-config", "--width", "NaN"]),
        Case("check: a negative line limit", ["check", "check.xcstrings", "--no-config", "--width", "100", "--line-limit", "-1"]),
        Case("check: a line limit without a width", ["check", "check.xcstrings", "--no-config", "--line-limit", "2"]),
        Case("check: a missing font file", ["check", "check.xcstrings", "--no-config", "--width", "100", "--font", "missing.ttf"]),
        Case("check: a directory as the font", ["check", "check.xcstrings", "--no-config", "--width", "100", "--font", "dir"]),
        Case("check: an unknown slot", ["check", "check.xcstrings", "--no-config", "--width", "100", "--slot", "cart"]),
        Case("check: a slot without a width", ["check", "check.xcstrings", "--no-config", "--slot", "button"]),
        Case("check: an unknown component style", ["check", "check.xcstrings", "--no-config", "--width", "100", "--slot", "button", "--component-style", "nope"]),
        Case("check: an unknown control size", ["check", "check.xcstrings", "--no-config", "--control-size", "huge"]),
        Case("check: shard 0 of 2", ["check", "check.xcstrings", "--no-config", "--shard", "0/2"]),
        Case("check: shard 3 of 2", ["check", "check.xcstrings", "--no-config", "--shard", "3/2"]),
        Case("check: shard 1 of 0", ["check", "check.xcstrings", "--no-config", "--shard", "1/0"]),
        Case("check: a shard that is not I/N", ["check", "check.xcstrings", "--no-config", "--shard", "half"]),
        Case("check: an unknown fail-on severity", ["check", "check.xcstrings", "--no-config", "--fail-on", "fatal"]),
        Case("check: the same catalog twice", ["check", "check.xcstrings", "check.xcstrings", "--no-config", "--locales", "es"]),
        Case("check: --config and --no-config", ["check", "check.xcstrings", "--config", "good.json", "--no-config"]),
        Case("check: a sourceLanguage of keywords", ["check", "source-keywords.xcstrings", "--no-config"]),
        // MARK: check: every format, and where it is written
        Case("format text, escapes in keys", ["check", "evil.xcstrings", "--no-config", "--format", "text"]),
        Case("format json, escapes in keys", ["check", "evil.xcstrings", "--no-config", "--format", "json"]),
        Case("format junit, escapes in keys", ["check", "evil.xcstrings", "--no-config", "--format", "junit"]),
        Case("format sarif, escapes in keys", ["check", "evil.xcstrings", "--no-config", "--format", "sarif"]),
        Case("format github: CR LF cannot forge a command", ["check", "evil.xcstrings", "--no-config", "--format", "github"]),
        Case("format xcode, escapes in keys", ["check", "evil.xcstrings", "--no-config", "--format", "xcode"]),
        Case("format github: % and :: in a key", ["check", "check.xcstrings", "--no-config", "--format", "github", "--locales", "es"]),
        Case("an unknown format", ["check", "check.xcstrings", "--no-config", "--format", "pdf"]),
        Case("an empty format", ["check", "check.xcstrings", "--no-config", "--format", ""]),
        Case("two formats in one value", ["check", "check.xcstrings", "--no-config", "--format", "json,sarif"]),
        Case("a format in capitals", ["check", "check.xcstrings", "--no-config", "--format", "JSON", "--locales", "es"]),
        Case("json to a FIFO", ["check", "check.xcstrings", "--no-config", "--format", "json", "--output", "fifo"]),
        Case("sarif to a directory", ["check", "check.xcstrings", "--no-config", "--format", "sarif", "--output", "dir"]),
        Case("junit to a read-only file", ["check", "check.xcstrings", "--no-config", "--format", "junit", "--output", "readonly.svg"]),
        Case("github to a missing folder", ["check", "check.xcstrings", "--no-config", "--format", "github", "--output", "missing/out.txt"]),
        Case("xcode under a file", ["check", "check.xcstrings", "--no-config", "--format", "xcode", "--output", "readonly.svg/out.txt"]),
        Case("text to an empty path", ["check", "check.xcstrings", "--no-config", "--output", ""]),
        Case("json onto the catalog it reads", ["check", "check.xcstrings", "--no-config", "--format", "json", "--output", "check.xcstrings"]),
        Case("json onto the catalog through ./", ["check", "check.xcstrings", "--no-config", "--format", "json", "--output", "./dir/../check.xcstrings"]),
        Case("sarif onto a link to the catalog", ["check", "check.xcstrings", "--no-config", "--format", "sarif", "--output", "catalog-link"]),
        Case("json onto the baseline it reads", ["check", "check.xcstrings", "--no-config", "--format", "json", "--baseline", "baseline.json", "--output", "baseline.json"]),
        Case("the output and the baseline written as one file", ["check", "check.xcstrings", "--no-config", "--output", "out.json", "--write-baseline", "./out.json"]),
        Case("a read-only output with --force", ["check", "check.xcstrings", "--no-config", "--locales", "es", "--format", "json", "--output", "forced.json", "--force"]),
        // MARK: check --html
        Case("--html: an empty folder name", ["check", "check.xcstrings", "--no-config", "--html", ""]),
        Case("--html: a file", ["check", "check.xcstrings", "--no-config", "--html", "readonly.svg"]),
        Case("--html: the catalog it reads", ["check", "check.xcstrings", "--no-config", "--html", "check.xcstrings"]),
        Case("--html: under a FIFO", ["check", "check.xcstrings", "--no-config", "--html", "fifo/report"]),
        Case("--html: under a file", ["check", "check.xcstrings", "--no-config", "--html", "readonly.svg/report"]),
        Case("--html: a FIFO", ["check", "check.xcstrings", "--no-config", "--html", "fifo"]),
        Case("--html: a symbolic link loop", ["check", "check.xcstrings", "--no-config", "--html", "loop"]),
        Case("--html: a read-only page, without --force", ["check", "check.xcstrings", "--no-config", "--html", "locked"]),
        Case("--html: a read-only page, with --force", ["check", "check.xcstrings", "--no-config", "--locales", "es", "--html", "locked-forced", "--force"]),
        Case("--html: a folder to make, two deep", ["check", "check.xcstrings", "--no-config", "--locales", "es", "--html", "made/report"]),
        Case("--html: the page --output writes", ["check", "check.xcstrings", "--no-config", "--html", "pages", "--output", "pages/index.html"]),
        Case("--html: a page where a folder is", ["check", "check.xcstrings", "--no-config", "--html", "page-dir"]),
        Case("--html: escapes and markup in keys", ["check", "evil.xcstrings", "--no-config", "--html", "evil-report"]),
        Case("--html: a name with spaces and quotes", ["check", "check.xcstrings", "--no-config", "--locales", "es", "--html", "my \"report\" folder"]),
        Case("--html: a name with a line break", ["check", "check.xcstrings", "--no-config", "--html", "a\nb"]),
        Case("--html: a merged run", ["check", "--merge", "shard-1.json", "--merge", "shard-2.json", "--html", "merged-report"]),
        Case("--html: a catalog that fails to read", ["check", "twice.json", "--no-config", "--html", "unread-report"]),
        Case("--html: an over-long folder name", ["check", "check.xcstrings", "--no-config", "--html", String(repeating: "x", count: 300)],
             shown: "stepperkit check check.xcstrings --no-config --html \"$(printf 'x%.0s' {1..300})\""),
        Case("--html: with a bad format", ["check", "check.xcstrings", "--no-config", "--html", "never", "--format", "pdf"]),
        // MARK: check --merge
        Case("--merge: the two shards", ["check", "--merge", "shard-1.json", "--merge", "shard-2.json"]),
        Case("--merge: one shard of two", ["check", "--merge", "shard-1.json"]),
        Case("--merge: the same shard twice", ["check", "--merge", "shard-1.json", "--merge", "shard-1.json"]),
        Case("--merge: shards of different runs", ["check", "--merge", "shard-1.json", "--merge", "shard-2-of-3.json"]),
        Case("--merge: a missing report", ["check", "--merge", "missing.json"]),
        Case("--merge: a directory", ["check", "--merge", "dir"]),
        Case("--merge: a FIFO", ["check", "--merge", "fifo"]),
        Case("--merge: an empty file", ["check", "--merge", "empty.xcstrings"]),
        Case("--merge: not JSON", ["check", "--merge", "twice.json"]),
        Case("--merge: a baseline, not a report", ["check", "--merge", "baseline.json"]),
        Case("--merge: a catalog, not a report", ["check", "--merge", "check.xcstrings"]),
        Case("--merge: a whole run's report", ["check", "--merge", "whole.json"]),
        Case("--merge: a report of another tool", ["check", "--merge", "lint-report.json"]),
        Case("--merge: a report without findings", ["check", "--merge", "no-findings.json"]),
        Case("--merge: a report of version 2", ["check", "--merge", "version-2.json"]),
        Case("--merge: a finding without a rule", ["check", "--merge", "no-rule.json"]),
        Case("--merge: escapes in a finding", ["check", "--merge", "escapes-report.json"]),
        Case("--merge: escapes in a finding, github", ["check", "--merge", "escapes-report.json", "--format", "github"]),
        Case("--merge: and a catalog", ["check", "check.xcstrings", "--merge", "shard-1.json"]),
        Case("--merge: an empty name", ["check", "--merge", ""]),
        Case("--merge: the output onto a shard", ["check", "--merge", "shard-1.json", "--merge", "shard-2.json", "--output", "shard-1.json"]),
        Case("--merge: a baseline written from the merge", ["check", "--merge", "shard-1.json", "--merge", "shard-2.json", "--write-baseline", "merged-baseline.json"]),
        // MARK: check --baseline and --write-baseline
        Case("--baseline: accepting every finding", ["check", "check.xcstrings", "--no-config", "--baseline", "baseline.json"]),
        Case("--baseline: a missing file", ["check", "check.xcstrings", "--no-config", "--baseline", "missing.json"]),
        Case("--baseline: a directory", ["check", "check.xcstrings", "--no-config", "--baseline", "dir"]),
        Case("--baseline: a FIFO", ["check", "check.xcstrings", "--no-config", "--baseline", "fifo"]),
        Case("--baseline: an empty file", ["check", "check.xcstrings", "--no-config", "--baseline", "empty.xcstrings"]),
        Case("--baseline: not JSON", ["check", "check.xcstrings", "--no-config", "--baseline", "twice.json"]),
        Case("--baseline: a JSON array", ["check", "check.xcstrings", "--no-config", "--baseline", "array.json"]),
        Case("--baseline: a report, not a baseline", ["check", "check.xcstrings", "--no-config", "--baseline", "shard-1.json"]),
        Case("--baseline: version 9", ["check", "check.xcstrings", "--no-config", "--baseline", "baseline-v9.json"]),
        Case("--baseline: an entry without a rule", ["check", "check.xcstrings", "--no-config", "--baseline", "baseline-no-rule.json"]),
        Case("--baseline: an entry of an unknown rule", ["check", "check.xcstrings", "--no-config", "--baseline", "baseline-unknown-rule.json"]),
        Case("--baseline: findings as a string", ["check", "check.xcstrings", "--no-config", "--baseline", "baseline-string.json"]),
        Case("--baseline: only stale entries", ["check", "check.xcstrings", "--no-config", "--baseline", "baseline-stale.json"]),
        Case("--baseline: escapes in a stale entry", ["check", "check.xcstrings", "--no-config", "--baseline", "baseline-escapes.json"]),
        Case("--baseline: an empty name", ["check", "check.xcstrings", "--no-config", "--baseline", ""]),
        Case("--write-baseline: the baseline it reads", ["check", "check.xcstrings", "--no-config", "--baseline", "baseline.json", "--write-baseline", "baseline.json"]),
        Case("--write-baseline: the catalog it reads", ["check", "check.xcstrings", "--no-config", "--write-baseline", "check.xcstrings"]),
        Case("--write-baseline: a directory", ["check", "check.xcstrings", "--no-config", "--write-baseline", "dir"]),
        Case("--write-baseline: a read-only file", ["check", "check.xcstrings", "--no-config", "--write-baseline", "readonly.svg"]),
        Case("--write-baseline: a missing folder", ["check", "check.xcstrings", "--no-config", "--write-baseline", "missing/baseline.json"]),
        Case("--write-baseline: an empty name", ["check", "check.xcstrings", "--no-config", "--write-baseline", ""]),
        Case("--write-baseline: a FIFO", ["check", "check.xcstrings", "--no-config", "--write-baseline", "fifo"]),
        // MARK: check's configuration file
        Case("configuration: a missing file", ["check", "check.xcstrings", "--config", "missing.json"]),
        Case("configuration: a directory", ["check", "check.xcstrings", "--config", "dir"]),
        Case("configuration: a FIFO", ["check", "check.xcstrings", "--config", "fifo"]),
        Case("configuration: a symbolic link loop", ["check", "check.xcstrings", "--config", "loop"]),
        Case("configuration: an empty file", ["check", "check.xcstrings", "--config", "empty.xcstrings"]),
        Case("configuration: two JSON values", ["check", "check.xcstrings", "--config", "twice.json"]),
        Case("configuration: an array", ["check", "check.xcstrings", "--config", "array.json"]),
        Case("configuration: an unknown setting", ["check", "check.xcstrings", "--config", "config-unknown.json"]),
        Case("configuration: an empty locale list", ["check", "check.xcstrings", "--config", "config-no-locales.json"]),
        Case("configuration: a malformed locale", ["check", "check.xcstrings", "--config", "config-bad-locale.json"]),
        Case("configuration: a misspelt device", ["check", "check.xcstrings", "--config", "config-device.json"]),
        Case("configuration: an unknown Dynamic Type size", ["check", "check.xcstrings", "--config", "config-size.json"]),
        Case("configuration: an unknown fail-on", ["check", "check.xcstrings", "--config", "config-fail-on.json"]),
        Case("configuration: an unknown rule", ["check", "check.xcstrings", "--config", "config-rule.json"]),
        Case("configuration: a negative budget", ["check", "check.xcstrings", "--config", "config-budget.json"]),
        Case("configuration: a budget without keys", ["check", "check.xcstrings", "--config", "config-budget-keys.json"]),
        Case("configuration: an ignore without a reason", ["check", "check.xcstrings", "--config", "config-ignore.json"]),
        Case("configuration: a bound of 0 MiB", ["check", "check.xcstrings", "--config", "config-bound-0.json"]),
        Case("configuration: a missing catalog it lists", ["check", "--config", "config-catalogs.json"]),
        Case("configuration: a missing baseline it names", ["check", "check.xcstrings", "--config", "config-baseline.json"]),
        Case("configuration: five problems at once", ["check", "check.xcstrings", "--config", "config-five.json"]),
        Case("configuration: nested 100 deep", ["check", "check.xcstrings", "--config", "config-deep.json"]),
        Case("configuration: escapes in a setting's name", ["check", "check.xcstrings", "--config", "config-escapes.json"]),
    ] + formatCases

    /// Every report format against the same hostile catalogs and the same places it may not be written:
    /// each output must stay well-formed for its reader (a JSON parser, an XML parser, GitHub's
    /// workflow-command parser, Xcode's issue lines, a terminal) whatever the keys and the file's name hold.
    static let formatCases: [Case] = ["text", "json", "junit", "sarif", "github", "xcode"].flatMap { format -> [Case] in
        func check(_ catalog: String, _ more: [String] = []) -> [String] {
            ["check", catalog, "--no-config", "--format", format] + more
        }
        return [
            Case("\(format): a right-to-left override and a zero-width joiner in keys", check("bidi.xcstrings")),
            Case("\(format): NUL and DEL in a key", check("nul.xcstrings")),
            Case("\(format): XML's specials, ]]> and C0 controls in a key", check("xml-specials.xcstrings")),
            Case("\(format): quote, backslash, U+2028, U+2029 and NEL in a key", check("json-specials.xcstrings")),
            Case("\(format): a catalog named with , :: space # and %", check("a,b::c d#e%25f.xcstrings")),
            Case("\(format): an emoji family and a flag in a key", check("emoji.xcstrings")),
            Case("\(format): a key of only spaces and one of only a specifier", check("blank-keys.xcstrings")),
            Case("\(format): a catalog with no strings", check("no-strings.xcstrings")),
            Case("\(format): bytes that are not UTF-8", check("not-utf8.xcstrings")),
            Case("\(format): half a surrogate pair", check("half-surrogate.xcstrings")),
            Case("\(format): a catalog that is not JSON", check("not-json.xcstrings")),
            Case("\(format): a catalog that is missing", check("missing.xcstrings")),
            Case("\(format): to a FIFO", check("check.xcstrings", ["--output", "fifo"])),
            Case("\(format): to a directory", check("check.xcstrings", ["--output", "dir"])),
            Case("\(format): to a read-only file", check("check.xcstrings", ["--output", "readonly.svg"])),
            Case("\(format): to a missing folder", check("check.xcstrings", ["--output", "missing/out.txt"])),
            Case("\(format): under a file", check("check.xcstrings", ["--output", "readonly.svg/out.txt"])),
            Case("\(format): onto the catalog it reads", check("check.xcstrings", ["--output", "check.xcstrings"])),
            Case("\(format): onto a link to the catalog", check("check.xcstrings", ["--output", "catalog-link"])),
            Case("\(format): to a symbolic link loop", check("check.xcstrings", ["--output", "loop"])),
        ]
    }

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

        // check's own fixtures.
        try directory.write("empty.xcstrings", "")
        // The report formats' hostile catalogs: one translation each, which reads its argument as %@.
        func catalog(_ keys: [String]) -> String {
            let entries = keys.map { #""\#($0)":{"localizations":{"es":{"stringUnit":{"state":"translated","value":"%@"}}}}"# }
            return #"{"sourceLanguage":"en","strings":{"# + entries.joined(separator: ",") + #"},"version":"1.0"}"#
        }
        try directory.write("bidi.xcstrings", catalog([#"\u202Eabc %lld"#, #"a\u200Db %lld"#]))
        try directory.write("nul.xcstrings", catalog([#"nul\u0000key\u007F %lld"#]))
        try directory.write("xml-specials.xcstrings", catalog([#"cdata ]]> & < \" ' \u0001\u0008\u000B\u000C\u001F\uFFFE %lld"#]))
        try directory.write("json-specials.xcstrings", catalog([#"quote \" backslash \\ \u2028 \u2029 \u0085 %lld"#]))
        try directory.write("a,b::c d#e%25f.xcstrings", catalog(["plain %lld"]))
        try directory.write("emoji.xcstrings", catalog(["family 👩‍👩‍👧 flag 🇪🇸 %lld"]))
        try directory.write("blank-keys.xcstrings", catalog(["   ", "%lld"]))
        try directory.write("no-strings.xcstrings", #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#)
        try Data(#"{"sourceLanguage":"en","strings":{"bad "#.utf8 + [0xFF, 0xFE] + #" %lld":{}},"version":"1.0"}"#.utf8)
            .write(to: URL(fileURLWithPath: directory.file("not-utf8.xcstrings")))
        try directory.write("half-surrogate.xcstrings", catalog([#"lone \uD800 %lld"#]))
        try directory.write("not-json.xcstrings", "<plist><dict/></plist>")
        try directory.write("array.json", "[]")
        let check = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld items" : {
                  "localizations" : {
                    "es" : { "stringUnit" : { "state" : "translated", "value" : "%@ artículos" } }
                  }
                },
                "Save 50%% :: today" : {
                  "localizations" : {
                    "es" : { "stringUnit" : { "state" : "translated", "value" : "Ahorra un 50%% :: %d hoy" } }
                  }
                },
                "Checkout" : {
                  "localizations" : {
                    "es" : { "stringUnit" : { "state" : "translated", "value" : "Pagar" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """#
        try directory.write("check.xcstrings", check)
        try FileManager.default.createSymbolicLink(atPath: directory.file("catalog-link"), withDestinationPath: "check.xcstrings")
        try directory.write("evil.xcstrings", #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Total %lld\r\n::error file=pwned.swift,line=1::injected" : {
                  "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "Total %@" } } }
                },
                "k\u001b[2J\u001b]52;c;aGk=\u0007 <script>alert(1)</script>" : {
                  "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "k %d" } } }
                }
              },
              "version" : "1.0"
            }
            """#)
        // 1.5 MiB: the fixture padded with spaces before its last brace, over a bound of 1 MiB.
        try directory.write("padded.xcstrings", String(check.dropLast()) + String(repeating: " ", count: 3 << 19) + "}")
        try directory.write("bound-1.json", #"{ "maximumCatalogMiB": 1 }"#)
        try directory.write("good.json", #"{ "locales": ["es"] }"#)
        // Shard reports as the tool writes them, then spoilt one way each.
        for (shard, name) in [("1/2", "shard-1"), ("2/2", "shard-2"), ("2/3", "shard-2-of-3")] {
            _ = try ChildProcess.run(["check", "check.xcstrings", "--no-config", "--locales", "es", "--shard", shard, "--format", "json",
                                      "--output", "\(name).json"], in: directory.path, deadline: 30)
        }
        _ = try ChildProcess.run(["check", "evil.xcstrings", "--no-config", "--format", "json", "--output", "escapes-report.json"],
                                 in: directory.path, deadline: 30)
        _ = try ChildProcess.run(["check", "check.xcstrings", "--no-config", "--locales", "es", "--format", "json", "--output", "whole.json"],
                                 in: directory.path, deadline: 30)
        let shard = try String(contentsOfFile: directory.file("whole.json"), encoding: .utf8)
        try directory.write("lint-report.json", shard.replacingOccurrences(of: #""tool" : "stepperkit check""#, with: #""tool" : "stepperkit lint""#))
        try directory.write("version-2.json", shard.replacingOccurrences(of: #""version" : 1"#, with: #""version" : 2"#))
        try directory.write("no-rule.json", shard.replacingOccurrences(of: #""rule":"specifier-mismatch","#, with: ""))
        try directory.write("no-findings.json", #"{ "tool" : "stepperkit check", "version" : 1, "shard" : "1/1" }"#)
        func baseline(_ entries: [String], version: Int = 1) -> String {
            #"{ "version" : \#(version), "tool" : "stepperkit check", "findings" : [\#(entries.joined(separator: ","))] }"#
        }
        let accepted = [
            #"{ "rule" : "specifier-mismatch", "file" : "check.xcstrings", "key" : "%lld items", "language" : "es" }"#,
            #"{ "rule" : "specifier-mismatch", "file" : "check.xcstrings", "key" : "Save 50%% :: today", "language" : "es" }"#,
        ]
        try directory.write("baseline.json", baseline(accepted))
        try directory.write("baseline-v9.json", baseline(accepted, version: 9))
        try directory.write("baseline-no-rule.json", baseline([#"{ "file" : "check.xcstrings", "key" : "%lld items" }"#]))
        try directory.write("baseline-unknown-rule.json", baseline([#"{ "rule" : "nope", "file" : "check.xcstrings", "key" : "%lld items" }"#]))
        try directory.write("baseline-string.json", #"{ "version" : 1, "tool" : "stepperkit check", "findings" : "all" }"#)
        try directory.write("baseline-stale.json", baseline([#"{ "rule" : "specifier-mismatch", "file" : "check.xcstrings", "key" : "Gone", "language" : "es" }"#]))
        try directory.write("baseline-escapes.json", baseline([#"{ "rule" : "specifier-mismatch", "file" : "check.xcstrings", "key" : "a\r\n\u001b[2J", "language" : "es" }"#]))
        try directory.write("forced.json", "original", mode: 0o444)
        for folder in ["locked-forced", "page-dir/index.html"] {
            try FileManager.default.createDirectory(atPath: directory.file(folder), withIntermediateDirectories: true)
        }
        try directory.write("locked-forced/index.html", "original", mode: 0o444)
        for (name, json) in [
            ("config-unknown", #"{ "localse": ["es"] }"#),
            ("config-no-locales", #"{ "locales": [] }"#),
            ("config-bad-locale", #"{ "locales": ["es", "!!"] }"#),
            ("config-device", #"{ "device": "iphne" }"#),
            ("config-size", #"{ "dynamicType": ["AX9"] }"#),
            ("config-fail-on", #"{ "failOn": "fatal" }"#),
            ("config-rule", #"{ "rules": { "nope": "off" } }"#),
            ("config-budget", #"{ "budgets": [{ "keys": "*", "width": -4 }] }"#),
            ("config-budget-keys", #"{ "budgets": [{ "width": 100 }] }"#),
            ("config-ignore", #"{ "ignore": [{ "rule": "same-as-source", "keys": "Brand.*" }] }"#),
            ("config-bound-0", #"{ "maximumCatalogMiB": 0 }"#),
            ("config-catalogs", #"{ "catalogs": ["missing.xcstrings"] }"#),
            ("config-baseline", #"{ "baseline": "missing-baseline.json" }"#),
            ("config-five", #"{ "locales": [], "device": "iphne", "failOn": "fatal", "rules": { "nope": "off" }, "budgets": [{ "keys": "*", "width": -4 }] }"#),
            ("config-deep", String(repeating: #"{"a":"#, count: 100) + "1" + String(repeating: "}", count: 100)),
            ("config-escapes", #"{ "\u001b[2J\r\n::error::x": 1 }"#),
        ] {
            try directory.write("\(name).json", json)
        }
    }

    /// How long a case may run: a hang is endless and each slow case fixed took 10 s or more, while a
    /// loaded machine running the rest of the suite beside the table slows a good case to 2 s.
    static let deadline: Double = 5

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
                                               input: testCase.standardInput.map(directory.file), deadline: deadline)
            let command = testCase.shown ?? ("stepperkit " + testCase.arguments.map(shellQuoted).joined(separator: " ")
                + (testCase.standardInput.map { " < \($0)" } ?? ""))
            let status = outcome.status.map(String.init) ?? "did not finish in \(Int(deadline)) s"
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
        // Every case ends by itself, within its deadline.
        #expect(!generated.contains("did not finish"))
    }
}

extension String {
    /// The text with `pad` characters of "0" before it up to `width`.
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
