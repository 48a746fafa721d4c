import Foundation
import Testing
@testable import stepperkit

/// Runs the tool in-process with the given arguments and standard input lines.
func runCLI(_ arguments: [String], input: [String] = []) async -> (status: ExitCode, output: String, errors: String) {
    var lines = input[...]
    var output: [UInt8] = []
    var errors: [UInt8] = []
    let console = Console(
        readLine: { lines.popFirst().map(InputLine.line) },
        output: { output += $0 },
        errors: { errors += $0 }
    )
    let status = await StepperKitCLI.run(arguments, console: console)
    return (status, String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self))
}

let nbsp = "\u{A0}"

struct CLITests {
    @Test(arguments: [
        (["subtotal", "--price", "3.50", "--currency", "EUR", "--quantity", "3", "--locale", "es_ES"], "10,50\(nbsp)€\n"),
        (["subtotal", "--price=3.50", "--currency=eur", "--quantity=3", "--locale=en_US"], "€10.50\n"),
        (["format", "currency", "1234.5", "--locale", "es_ES", "--currency", "EUR"], "1234,50\(nbsp)€\n"),
        (["format", "currency", "12345.5", "--locale", "es_MX", "--currency", "EUR"], "EUR\(nbsp)12,345.50\n"),
        (["format", "currency", "3.142", "--locale", "en_US", "--currency", "USD", "--precision", "3"], "$3.142\n"),
        (["format", "number", "1234.5", "--locale", "de_DE"], "1.234,5\n"),
        (["format", "number", "1000000", "--locale", "es", "--notation", "compact-short"], "1\(nbsp)M\n"),
        (["format", "number", "1234", "--locale", "es", "--grouping", "always"], "1.234\n"),
        (["format", "percent", "0.25", "--locale", "es_ES"], "25\(nbsp)%\n"),
        // A value beyond Double's 53 bits stays exact.
        (["format", "number", "9007199254740993", "--locale", "en_US"], "9,007,199,254,740,993\n"),
        (["plural", "1000000", "--locale", "es"], "many\n"),
        (["plural", "1.0", "--locale", "en"], "other\n"),
        (["plural", "1.0", "--locale", "es"], "one\n"),
        (["plural", "--categories", "--locale", "es"], "one many other\n"),
        (["plural", "--categories", "--locale", "ar"], "zero one two few many other\n"),
        (["plural", "--samples", "--locale", "es"], "one 1\nmany 1000000\nother 0\n"),
        (["parse", "1.234", "--locale", "es_ES"], "1234\n"),
        (["parse", "1,234", "--locale", "en_US"], "1234\n"),
        (["parse", "2,5", "--locale", "es_ES"], "2.5\n"),
        (["parse", "1234", "--locale", "ja_JP", "--integer"], "1234\n"),
    ])
    func commandsPrintLibraryResults(arguments: [String], expected: String) async {
        let result = await runCLI(arguments)
        #expect(result.errors == "")
        #expect(result.status == .success)
        #expect(result.output == expected)
    }

    @Test(arguments: [
        (["parse", "12abc", "--locale", "en_US"], "error: \"12abc\" is not a number: unexpected \"a\" at character 3.\n"),
        (["format", "currency", "3.5", "--locale", "es_ES", "--currency", "ABC"],
         "error: --currency ABC: \"ABC\" is not an ISO 4217 currency code ICU knows; use a code such as \"EUR\" or \"USD\".\n"),
        (["format", "number", "3.5", "--locale", "!!"],
         "error: --locale: The locale identifier \"!!\" is malformed: \"!!\" is not a language subtag (2–3 or 5–8 letters).\n"),
        (["format", "number", "1,5", "--locale", "es"], "error: \"1,5\" is not a number: unexpected \",\" at character 2.\n"),
        (["subtotal", "--price", "3.50", "--currency", "EUR", "--quantity", "-1", "--locale", "es"],
         "error: The quantity -1 is negative; quantities start at 0.\n"),
        (["subtotal", "--price", "3.50", "--currency", "EUR", "--quantity", "lots", "--locale", "es"],
         "error: --quantity lots: expected a whole number of items\n"),
        (["format", "number", "1", "--locale", "en", "--grouping", "sometimes"],
         "error: --grouping sometimes: expected one of auto, never, always, min2\n"),
        (["plural", "--locale", "xx_YY", "--categories"],
         "error: --locale: ICU has no data for the locale \"xx_YY\" or any of its parents; use a locale such as \"en_US\", \"es_ES\" or \"es-419\".\n"),
    ])
    func badInputExitsWithStatusTwoAndSaysWhy(arguments: [String], expectedError: String) async {
        let result = await runCLI(arguments)
        #expect(result.status == .badInput)
        #expect(result.output == "")
        #expect(result.errors == expectedError)
    }

    // A required option is shown without brackets: `--locale L`.
    @Test(arguments: [
        (["format", "number", "1"], "error: '--locale' is required\nusage: stepperkit format number VALUE --locale L [--precision N] [--rounding R] [--grouping G] [--sign S] [--notation N]\n"),
        (["plural", "1", "--local", "es"], "error: unknown option '--local'\nusage: stepperkit plural [NUMBER] --locale L [--categories] [--samples]\n"),
        (["parse", "1", "2", "--locale", "es"], "error: unexpected argument '2'\nusage: stepperkit parse TEXT --locale L [--integer]\n"),
    ])
    func usageErrorsShowTheUsageLine(arguments: [String], expectedError: String) async {
        let result = await runCLI(arguments)
        #expect(result.status == .badInput)
        #expect(result.errors == expectedError)
    }

    @Test func readsOneValuePerLineFromStandardInput() async {
        let result = await runCLI(["plural", "-", "--locale", "es"], input: ["0", "1", "1.0", "2", "1000000", "1500000"])
        #expect(result.status == .success)
        #expect(result.output == "other\none\none\nother\nmany\nother\n")
    }

    @Test func aBadLineKeepsOutputAlignedAndFailsAtTheEnd() async {
        let result = await runCLI(["format", "currency", "-", "--locale", "es_ES", "--currency", "EUR"], input: ["3.5", "x", "12345.5"])
        #expect(result.status == .badInput)
        #expect(result.output == "3,50\(nbsp)€\n\n12.345,50\(nbsp)€\n")
        #expect(result.errors == "line 2: \"x\" is not a number: unexpected \"x\" at character 1.\n")
    }

    @Test(arguments: [
        ([], "usage: stepperkit <subcommand>"),
        (["format"], "usage: stepperkit format <subcommand>"),
        (["format", "currency"], "usage: stepperkit format currency VALUE --locale L --currency C [--precision N]"),
        (["subtotal"], "usage: stepperkit subtotal --price P --currency C --quantity Q --locale L [--rounding R]"),
        (["plural"], "usage: stepperkit plural [NUMBER] --locale L [--categories] [--samples]"),
        (["parse"], "usage: stepperkit parse TEXT --locale L [--integer]"),
        (["demo"], "usage: stepperkit demo [--output-dir DIR] [--locales L,L…] [--width PT,PT…] [--price P] [--currency C]"),
    ])
    func helpIsAvailableOnEveryLevel(path: [String], usage: String) async {
        let result = await runCLI(path + ["--help"])
        #expect(result.status == .success)
        #expect(result.output.contains(usage))
    }

    @Test func aMissingSubcommandIsBadInput() async {
        let result = await runCLI(["format"])
        #expect(result.status == .badInput)
        #expect(result.errors.hasPrefix("error: a subcommand is required\n"))
    }

    @Test func demoPrintsSubtotalsScenesSVGsAndTheAudit() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stepperkit-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // One phone width keeps the debug build's audit short; make demo runs all five.
        let result = await runCLI(["demo", "--output-dir", folder.path, "--width", "320"])
        #expect(result.status == .success)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("3         €10.50          10,50\(nbsp)€         EUR\(nbsp)10.50         other         other         other"))
        #expect(lines.contains("1000000   €3,500,000.00   3.500.000,00\(nbsp)€  EUR\(nbsp)3,500,000.00  other         many          many"))
        #expect(lines.contains("  adjustable \"Quantity\", value \"2\" [increment, decrement]"))
        // 5 scenes × 3 locales, each a standalone SVG document.
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files.count == 15)
        #expect(files.first == "addToCart-en_US.svg")
        let svg = try String(contentsOf: folder.appendingPathComponent("addToCart-es_ES.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        // 5 scenes in 22 states × 320 pt × en_US, es_ES, es_MX, ar_EG, en-XA and ar-XB × 12 × 5 × 4 styles and
        // 2 themes × Reduce Motion off/on; the only findings are the es_MX subtotal shrunk to 93% at AX5.
        #expect(lines.contains { $0.hasPrefix("Audit of 5 scenes in 4+6+5+3+4 states × 1 width (320 pt) × 6 locales × 12 Dynamic Type sizes × 5 control sizes × 6 styles and themes × Reduce Motion off/on, in ") })
        #expect(lines.contains("  95040 cells, 60 with findings: 0 errors, 60 warnings"))
        // The 60 are one finding, found alike in 2 motion settings × 6 looks × 5 control sizes: one line.
        #expect(lines.contains(
            #"  Background/Frame/Padding/VStack/Opacity#subtotal/Text: warning: es-MX · scene addToCart · size accessibility5 · state quantity 99 · width 320 · "#
                + #"motion animated, reduceMotion · style capsule, bordered, controlSizeAware, repeating, midnight, mint · "#
                + #"controlSize mini, small, regular, large, extraLarge (60 cells): text "Subtotal EUR\#u{A0}346.50" is shrunk to 93% (51.257 pt) to fit [truncation]"#
        ))
    }
}
