import Testing
import StepperKitLocalization

/// How the runtime reads a key: identifier or text, arguments from the key, the source text or none.
struct KeySemanticsTests {
    @Test(arguments: [
        // Identifiers: dotted, snake-cased, camel-cased after a word, with interpolations.
        ("account.label.followers %lld %@", true),
        ("FindResult.find.message", true),
        ("settings_title", true),
        ("ERROR_TITLE", true),
        ("onboarding.step-2.title", true),
        ("addToCart", true),
        ("errorMessage", true),
        // Text: natural words, names, abbreviations, domains, camel-cased brand names.
        ("Enable TAK Server", false),
        ("Metrics", false),
        ("Back", false),
        ("NA", false),
        ("—", false),
        ("%@ ago", false),
        ("%lld items", false),
        ("iPhone", false),
        ("macOS", false),
        ("iPadOS", false),
        ("YouTube", false),
        ("e.g.", false),
        ("U.S.", false),
        ("example.com", false),
        ("Node.js", false),
        ("Emojipedia.org", false),
        ("Pod Fault %1$03d", false),
        ("Checking...", false),
        ("U-100", false),
        // A file's name, shown as it is (Monolingual's "README.rtfd" menu item); "profile.title" is not one.
        ("LICENSE.txt", false),
        ("README.rtfd", false),
        ("privacy-policy.html", false),
        ("profile.title", true),
        ("settings.export.json", true),
    ])
    func identifiersAreTold(key: String, isIdentifier: Bool) {
        #expect(KeySemantics.isIdentifier(key) == isIdentifier)
    }

    @Test(arguments: [
        ("%lld items", true),
        ("%@ ago", true),
        ("%1$@ for %2$@", true),
        ("Total: %.2f", true),
        ("%#@items@", true),
        ("%2$#@items@ left", true),
        ("Pod Fault %1$03d (0x%2$02X)", true),
        // A `%` that belongs to the text: a space and a letter after it, or nothing.
        ("Orphaned file search is not 100% accurate", false),
        ("< 1%", false),
        ("Battery Level %", false),
        ("50% off", false),
        ("100%% sure", false),
        ("No percent here", false),
    ])
    func argumentsAreReadFromSpecifiersAPersonWouldWrite(text: String, takesArguments: Bool) {
        #expect(KeySemantics.takesArguments(text) == takesArguments)
    }

    @Test func theKeysInterpolationsAreTheCallSitesArgumentsWhateverTheSourceSays() throws {
        var entry = CatalogEntry()
        entry.localizations = ["en": CatalogLocalization(stringUnit: StringUnit(state: .translated, value: "%#@followers@"))]
        let semantics = KeySemantics(key: "account.label.followers %lld %@", entry: entry, sourceLanguage: "en")
        #expect(semantics.arguments == .interpolations(try FormatString("account.label.followers %lld %@")))
        #expect(semantics.keyIsIdentifier)
        #expect(!semantics.keyIsSourceText)
        #expect(!semantics.showsRawKey)
    }

    @Test func anIdentifierKeyWithoutSpecifiersReadsItsSourceText() {
        var entry = CatalogEntry()
        entry.localizations = ["en": CatalogLocalization(stringUnit: StringUnit(state: .translated, value: "Found %lld matches"))]
        #expect(KeySemantics(key: "find.result", entry: entry, sourceLanguage: "en").arguments == .sourceText)
    }

    @Test func aNaturalKeyWithoutInterpolationsIsShownAsWritten() {
        let semantics = KeySemantics(key: "Orphaned file search is not 100% accurate", entry: CatalogEntry(), sourceLanguage: "en")
        #expect(semantics.arguments == .none)
        #expect(semantics.keyIsSourceText)
        #expect(!semantics.showsRawKey)
    }

    @Test func anIdentifierWithoutSourceTextShowsRaw() {
        var entry = CatalogEntry()
        entry.localizations = ["es": CatalogLocalization(stringUnit: StringUnit(state: .translated, value: "Ajustes"))]
        #expect(KeySemantics(key: "settings.title", entry: entry, sourceLanguage: "en").showsRawKey)
    }
}
