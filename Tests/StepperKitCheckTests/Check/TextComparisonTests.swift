import Testing
@testable import StepperKitCheck

/// The comparisons of a translation with its source that translators trip on: white space at the ends,
/// Markdown, links, digits, and the same text left in another language.
struct TextComparisonTests {
    @Test(arguments: [
        // A leading line break lost: the text runs into the one before it.
        ("\nAlerts: %1$@", "Waarschuwingen: %1$@",
         "starts with no line break where the source starts with a line break, so it runs into the text before it"),
        ("Ref: ", "Ref:", "lacks the space the source ends with, so what follows it is joined on"),
        ("Delete Omnipod", "Видалити Omnipod ", "ends with a space the source does not have"),
        ("\nRef: %@", "↩\n Ref: %@", "has Xcode's line-break sign \"↩\" as text: a person sees \"↩\" where the source breaks the line"),
        ("Internal fault\n", "Interner Fehler", "ends with no line break where the source ends with a line break, so the text after it runs into it"),
        // CR LF is one line break, as LF is.
        ("Line\r\n", "Zeile\n", nil),
        // CJK full-width punctuation carries its own space.
        ("Ref: ", "参照：", nil),
        // French puts spaces inside, not at the ends.
        ("Total: %@", "Total : %@", nil),
        ("Every day", "Jeden Tag", nil),
    ] as [(String, String, String?)])
    func whitespaceAtTheEnds(source: String, translation: String, message: String?) {
        #expect(TextComparison.whitespace(source: source, translation: translation) == message)
    }

    @Test(arguments: [
        // Marks that do not close show as characters.
        ("Tap **Done** to save", "Toca **Listo* para guardar", true, "has inline Markdown that does not close"),
        ("Read the [terms](https://example.com/terms)", "Lee los [términos] (https://example.com/terms)", true, "has inline Markdown that does not close"),
        // Spans lost or changed.
        ("Tap **Done** to save", "Toca Listo para guardar", false, "lacks the source's bold"),
        ("Read the [terms](https://example.com/terms)", "Lee los [términos](https://example.com/condiciones)", false,
         "lacks the source's link to https://example.com/terms and has link to https://example.com/condiciones the source does not"),
        ("Run `swift build` first", "Ejecuta swift build primero", false, "lacks the source's code"),
    ] as [(String, String, Bool, String)])
    func markdownBrokenOrChanged(source: String, translation: String, broken: Bool, message: String) throws {
        let found = try #require(TextComparison.markdown(source: source, translation: translation))
        #expect(found.broken == broken)
        #expect(found.message.hasPrefix(message), "\(found.message)")
    }

    @Test(arguments: [
        ("Tap **Done** to save", "Toca **Listo** para guardar"),
        ("Tap **Done** to *save*", "Pulsa *guardar* con **Listo**"),
        // A source without Markdown says nothing of a translation's asterisks or underscores.
        ("5 times 3", "5 * 3 = 15"),
        ("snake_case_name", "nombre_en_snake_case"),
        ("Read the [terms](https://example.com/terms)", "Lee los [términos](https://example.com/terms)"),
    ])
    func markdownThatAgreesIsFine(source: String, translation: String) {
        #expect(TextComparison.markdown(source: source, translation: translation) == nil)
    }

    @Test func inlineMarkdownReadsDelimitersAsCommonMarkDoes() {
        #expect(InlineMarkdown("Tap **Done** to [save](https://a.b)").spans == [.strong, .link("https://a.b")])
        #expect(InlineMarkdown("a * b * c").strayMarks == 0)
        #expect(InlineMarkdown("in_a_word").spans.isEmpty)
        #expect(InlineMarkdown("**bold").strayMarks == 2)
        #expect(InlineMarkdown("~~gone~~ and ~approx").spans == [.strikethrough])
        #expect(InlineMarkdown("<https://example.com>").spans == [.link("https://example.com")])
    }

    @Test(arguments: [
        ("Write to support@example.com", "Escribe a soporte@example.com", "lacks \"support@example.com\" of the source and has \"soporte@example.com\" instead"),
        ("See https://example.com/help.", "Ver https://example.com/ayuda.", "lacks \"https://example.com/help\" of the source and has \"https://example.com/ayuda\" instead"),
        ("See https://example.com/help.", "Ver la ayuda.", "lacks \"https://example.com/help\" of the source"),
    ] as [(String, String, String)])
    func linksThatDiffer(source: String, translation: String, message: String) {
        #expect(TextComparison.links(source: source, translation: translation) == message)
    }

    @Test func linksThatAgreeAndTextWithoutLinks() {
        #expect(TextComparison.links(source: "See https://example.com/help.", translation: "Ver https://example.com/help。") == nil)
        #expect(TextComparison.links(source: "Done", translation: "Listo") == nil)
        #expect(TextComparison.links(in: "(https://en.wikipedia.org/wiki/Foo_(bar)) and x@y.io.") == ["https://en.wikipedia.org/wiki/Foo_(bar)", "x@y.io"])
    }

    @Test func digitsIgnoreSpecifiersAndReadEveryNumberingSystem() {
        #expect(TextComparison.digitRuns(in: "Fill with U-100 %1$lld times") == ["100"])
        #expect(TextComparison.digitRuns(in: "١٢ ساعة") == ["12"])
        #expect(TextComparison.digits(source: "Keep it 6 inches away", translation: "Mantenlo a 15 cm") == "writes the numbers 15 where the source writes 6")
        #expect(TextComparison.digits(source: "U-100 insulin", translation: "Insulina U-100") == nil)
    }

    @Test(arguments: [
        // Another script: untranslated, however short.
        ("Setup Complete", "he", 1, 10, "is the en text \"Setup Complete\" itself, marked translated: he readers see Latin letters where Hebrew is written"),
        ("Done", "ru", 1, 10, "is the en text \"Done\" itself, marked translated: ru readers see Latin letters where Cyrillic is written"),
        // The same script: a phrase, not a word.
        ("Failed to Resume Insulin Delivery", "pt-BR", 2, 20, "is the en text \"Failed to Resume Insulin Delivery\" itself, marked translated"),
    ] as [(String, String, Int, Int, String)])
    func sameAsSourceReports(value: String, language: String, identical: Int, translated: Int, message: String) {
        #expect(TextComparison.sameAsSource(value: value, language: language, sourceLanguage: "en",
                                            identicalLanguages: identical, translatedLanguages: translated) == message)
    }

    @Test(arguments: [
        // One word in the same script: often the same word ("Status" in German, "Error" in Spanish).
        ("Status", "de", 1, 20),
        ("Error", "es", 2, 20),
        // A name the catalog repeats in most languages.
        ("DuckDuckGo", "ja", 11, 11),
        ("GitHub Sync", "ru", 9, 11),
        // No words: placeholders, units, numbers.
        ("%1$lld/%2$lld", "ja", 1, 10),
        ("%@ U", "uk", 1, 10),
        // The same language in another region.
        ("Find Next", "en-GB", 1, 10),
    ] as [(String, String, Int, Int)])
    func sameAsSourceExemptions(value: String, language: String, identical: Int, translated: Int) {
        #expect(TextComparison.sameAsSource(value: value, language: language, sourceLanguage: "en",
                                            identicalLanguages: identical, translatedLanguages: translated) == nil)
    }
}

/// Key patterns of budgets and ignores.
struct KeyPatternTests {
    @Test(arguments: [
        ("checkout.*", "checkout.pay", true),
        ("checkout.*", "checkout.", true),
        ("checkout.*", "cart.checkout.pay", false),
        ("*.title", "settings.title", true),
        ("Add", "Add to cart", false),
        ("Add*", "Add to cart", true),
        ("item-?", "item-7", true),
        ("item-?", "item-17", false),
        (#"100\*"#, "100*", true),
        (#"100\*"#, "1000", false),
        ("*", "", true),
        ("a*b*c", "aXbYbZc", true),
    ] as [(String, String, Bool)])
    func matchesAsAGlob(pattern: String, key: String, matches: Bool) {
        #expect(KeyPattern(pattern).matches(key) == matches)
    }
}
