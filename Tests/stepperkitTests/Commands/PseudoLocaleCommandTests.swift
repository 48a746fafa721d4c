import Foundation
import Testing
@testable import stepperkit

/// The pseudo-locales on the command line, as issue 10's "Done when" types them.
struct PseudoLocaleCommandTests {
    static let kitCatalog = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Localizations/Localizable.xcstrings").path

    @Test(arguments: [
        // en-XA formats as English: the amount stays intact and correctly formatted, never accented.
        (["format", "currency", "1234.5", "--currency", "EUR", "--locale", "en-XA"], "€1,234.50\n"),
        (["format", "number", "1234.5", "--locale", "en-XA"], "1,234.5\n"),
        (["plural", "1", "--locale", "en-XA"], "one\n"),
        // Accented, bounded, and expanded: the template " items" (6 characters) gains 200%, 12 characters of
        // accented filler; the number is an argument, never transformed.
        (["catalog", "lookup", kitCatalog, "%lld items", "--locale", "en-XA", "--arg", "3"], "[3 îţȩɱš öñȩ ţŵö ţĥŕ]\n"),
        // ar-XB: each word in a right-to-left override between right-to-left marks; the number keeps its digits.
        (["catalog", "lookup", kitCatalog, "%lld items", "--locale", "ar-XB", "--arg", "3"], "\u{200F}3 \u{200F}\u{202E}items\u{202C}\u{200F}\u{200F}\n"),
    ])
    func pseudoLocalesWorkOnTheCommandLine(arguments: [String], expected: String) async {
        let run = await runCLI(arguments)
        #expect(run.errors == "")
        #expect(run.status == .success)
        #expect(run.output == expected)
    }
}
